//! The deck and the characters, as data. Designers edit `content/cards.toml` and
//! `content/characters.toml` (a note on each piece); `tests/content.rs` checks every invariant
//! the spec (`games/wild-tiles.md`, "The deck Saloon designs") gives.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use crate::grid::Dir;

/// A card's colour: the deck's difficulty, green the easiest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtColour"))]
#[serde(rename_all = "kebab-case")]
pub enum Colour {
    Green,
    Yellow,
    Red,
}

impl Colour {
    pub const ALL: [Colour; 3] = [Colour::Green, Colour::Yellow, Colour::Red];

    pub fn key(self) -> &'static str {
        match self {
            Colour::Green => "green",
            Colour::Yellow => "yellow",
            Colour::Red => "red",
        }
    }
}

/// What a card is for, as the deck is laid out (the spec's counts per colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtKind"))]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// An outlaw: pays $ and is kept.
    Bounty,
    /// Bullets or hearts, cheap.
    Supply,
    /// Costs, and gives little or nothing.
    Hazard,
    /// Carries a [`Special`] rule.
    Special,
    /// A bounty on a timer: its slots fill each round nobody enters it.
    Timed,
    /// Exit-only arrows: you leave it only by them.
    Trail,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Bounty,
        Kind::Supply,
        Kind::Hazard,
        Kind::Special,
        Kind::Timed,
        Kind::Trail,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Kind::Bounty => "bounty",
            Kind::Supply => "supply",
            Kind::Hazard => "hazard",
            Kind::Special => "special",
            Kind::Timed => "timed",
            Kind::Trail => "trail",
        }
    }
}

/// The price of entering a card from one of its eight sides and corners.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtCost"))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Cost {
    Bullets {
        n: u8,
    },
    Lives {
        n: u8,
    },
    /// The grey "blind" icon: you sneak in, free.
    Blind,
    /// No entry from this side.
    Sealed,
    /// Half your bullets, rounded up.
    Half,
}

impl Cost {
    fn parse(text: &str) -> Result<Cost, String> {
        let number = |rest: &str| rest.parse::<u8>().map_err(|_| format!("bad cost {text:?}"));
        match text {
            "blind" => Ok(Cost::Blind),
            "sealed" => Ok(Cost::Sealed),
            "half" => Ok(Cost::Half),
            _ if text.starts_with('b') => Ok(Cost::Bullets {
                n: number(&text[1..])?,
            }),
            _ if text.starts_with('l') => Ok(Cost::Lives {
                n: number(&text[1..])?,
            }),
            _ => Err(format!("bad cost {text:?}")),
        }
    }
}

/// The closed set of special rules a card may carry (each with its own test).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtSpecial"))]
#[serde(rename_all = "kebab-case")]
pub enum Special {
    /// As the last card of your path it restores your hearts to 10; mid-path it gives only
    /// its rewards.
    Healer,
    /// Entering it rolls the die ([`gamble_outcome`]).
    Gamble,
    /// It does not flip: everyone who enters it this round resolves it. Like every resolved
    /// card it is replaced at the round's end (rules edition 3 on; it stayed all game before).
    Open,
}

/// What the die does on a gamble card: (hearts, bullets) gained, negative for lost.
/// 1 loses a life, 2 loses two bullets, 3-4 nothing, 5 gains three bullets, 6 two hearts.
pub fn gamble_outcome(die: u8) -> (i8, i8) {
    match die {
        1 => (-1, 0),
        2 => (0, -2),
        5 => (0, 3),
        6 => (2, 0),
        _ => (0, 0),
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtCard"))]
pub struct Card {
    pub id: String,
    pub name: String,
    pub colour: Colour,
    pub kind: Kind,
    /// The cost of each entry as printed (card upright), clockwise from north: the side or
    /// corner you arrive from.
    pub entries: [Cost; 8],
    /// Exit-only arrows as printed; empty: you may leave by any side.
    pub exits: Vec<Dir>,
    pub dollars: u8,
    pub hearts: u8,
    pub bullets: u8,
    pub special: Option<Special>,
    /// Timed cards: slots to fill before it is discarded (0 on every other card).
    pub slots: u8,
    pub note: String,
    /// `exits` as a bit set over `Dir::index` (all bits: any exit).
    #[serde(skip)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub exit_mask: u8,
}

impl Card {
    /// A bounty is kept and fought over: any card with $ on it.
    pub fn is_bounty(&self) -> bool {
        self.dollars > 0
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtCharacter"))]
#[serde(deny_unknown_fields)]
pub struct Character {
    pub id: String,
    pub name: String,
    /// A colour of the Okabe-Ito palette, safe for colour-blind players.
    pub colour: String,
    /// A shape drawn on the pawn, so colour is never the only cue.
    pub symbol: String,
    pub note: String,
}

/// Every component of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtContent"))]
pub struct Content {
    /// The deck new games play ([`crate::rules::RULES_EDITION`]).
    pub cards: Vec<Card>,
    pub characters: Vec<Character>,
    /// The same cards as rules edition 1 printed them (their costs and rewards before the
    /// deck was rebalanced): games begun then play them, so they replay as they were played.
    pub first_edition_cards: Vec<Card>,
}

pub fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| {
        let characters = include_str!("../content/characters.toml");
        let mut content = parse(include_str!("../content/cards.toml"), characters)
            .expect("the content files are valid (tests/content.rs)");
        content.first_edition_cards = parse(include_str!("../content/cards-edition-1.toml"), "")
            .expect("the first edition's deck is valid (tests/content.rs)")
            .cards;
        content
    })
}

/// Card `index` (its place in the deck file), as new games play it. Its name, colour, kind,
/// $, exits, special and slots are the same in every edition (`tests/content.rs`); its costs
/// and rewards are read with [`card_in`].
pub fn card(index: u8) -> &'static Card {
    &content().cards[usize::from(index)]
}

/// Card `index` as rules edition `edition` prints it.
pub fn card_in(edition: u8, index: u8) -> &'static Card {
    let c = content();
    let deck = if edition <= 1 {
        &c.first_edition_cards
    } else {
        &c.cards
    };
    &deck[usize::from(index)]
}

/// The counts `saloon content wild-tiles` prints.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub cards: usize,
    pub per_colour: std::collections::BTreeMap<&'static str, usize>,
    pub per_kind: std::collections::BTreeMap<&'static str, usize>,
    pub characters: Vec<String>,
}

pub fn summary() -> Summary {
    let c = content();
    let count = |f: &dyn Fn(&Card) -> bool| c.cards.iter().filter(|k| f(k)).count();
    Summary {
        cards: c.cards.len(),
        per_colour: Colour::ALL
            .iter()
            .map(|&col| (col.key(), count(&|k| k.colour == col)))
            .collect(),
        per_kind: Kind::ALL
            .iter()
            .map(|&kind| (kind.key(), count(&|k| k.kind == kind)))
            .collect(),
        characters: c.characters.iter().map(|ch| ch.name.clone()).collect(),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardsFile {
    cards: Vec<CardFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardFile {
    id: String,
    name: String,
    colour: Colour,
    kind: Kind,
    entries: [String; 8],
    #[serde(default)]
    exits: Vec<Dir>,
    #[serde(default)]
    dollars: u8,
    #[serde(default)]
    hearts: u8,
    #[serde(default)]
    bullets: u8,
    special: Option<Special>,
    #[serde(default)]
    slots: u8,
    note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CharactersFile {
    characters: Vec<Character>,
}

/// Parses a deck file and the characters file (empty: none), public so tests can feed
/// altered decks. The first edition's deck is `content()`'s to add.
pub fn parse(cards: &str, characters: &str) -> Result<Content, String> {
    let cards: CardsFile = toml::from_str(cards).map_err(|e| e.to_string())?;
    let characters: CharactersFile = if characters.is_empty() {
        CharactersFile {
            characters: Vec::new(),
        }
    } else {
        toml::from_str(characters).map_err(|e| e.to_string())?
    };
    let cards = cards
        .cards
        .into_iter()
        .map(|f| {
            let mut entries = [Cost::Blind; 8];
            for (slot, text) in entries.iter_mut().zip(&f.entries) {
                *slot = Cost::parse(text).map_err(|e| format!("{}: {e}", f.id))?;
            }
            let exit_mask = if f.exits.is_empty() {
                0xFF
            } else {
                f.exits.iter().fold(0u8, |m, d| m | d.bit())
            };
            Ok(Card {
                id: f.id,
                name: f.name,
                colour: f.colour,
                kind: f.kind,
                entries,
                exits: f.exits,
                dollars: f.dollars,
                hearts: f.hearts,
                bullets: f.bullets,
                special: f.special,
                slots: f.slots,
                note: f.note,
                exit_mask,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    if cards.len() > usize::from(u8::MAX) {
        return Err("a deck holds at most 255 cards".into());
    }
    Ok(Content {
        cards,
        characters: characters.characters,
        first_edition_cards: Vec::new(),
    })
}
