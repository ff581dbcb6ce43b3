//! The cards, as data. Designers edit `content/cards.toml`; tests check its counts.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

pub type CardId = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "CtwTerrain"))]
#[serde(rename_all = "kebab-case")]
pub enum Terrain {
    Desert,
    Forest,
    Mountains,
    Plains,
    Snow,
    Water,
}

impl Terrain {
    pub const ALL: [Terrain; 6] = [
        Terrain::Desert,
        Terrain::Forest,
        Terrain::Mountains,
        Terrain::Plains,
        Terrain::Snow,
        Terrain::Water,
    ];

    /// The stable name used in score keys and content ("desert", ...).
    pub fn key(self) -> &'static str {
        match self {
            Terrain::Desert => "desert",
            Terrain::Forest => "forest",
            Terrain::Mountains => "mountains",
            Terrain::Plains => "plains",
            Terrain::Snow => "snow",
            Terrain::Water => "water",
        }
    }

    /// The key of the score sheet's line for this terrain's largest group
    /// (`terrain.` and [`Terrain::key`]).
    pub fn line_key(self) -> &'static str {
        match self {
            Terrain::Desert => "terrain.desert",
            Terrain::Forest => "terrain.forest",
            Terrain::Mountains => "terrain.mountains",
            Terrain::Plains => "terrain.plains",
            Terrain::Snow => "terrain.snow",
            Terrain::Water => "terrain.water",
        }
    }

    fn parse(text: &str) -> Option<Terrain> {
        Terrain::ALL.into_iter().find(|t| t.key() == text)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "CtwSymbol"))]
#[serde(rename_all = "kebab-case")]
pub enum Symbol {
    Cattle,
    Fort,
    Bottle,
    Wagon,
    Pickaxe,
    SixShooter,
}

impl Symbol {
    pub const ALL: [Symbol; 6] = [
        Symbol::Cattle,
        Symbol::Fort,
        Symbol::Bottle,
        Symbol::Wagon,
        Symbol::Pickaxe,
        Symbol::SixShooter,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Symbol::Cattle => "cattle",
            Symbol::Fort => "fort",
            Symbol::Bottle => "bottle",
            Symbol::Wagon => "wagon",
            Symbol::Pickaxe => "pickaxe",
            Symbol::SixShooter => "six-shooter",
        }
    }

    fn parse(text: &str) -> Option<Symbol> {
        Symbol::ALL.into_iter().find(|s| s.key() == text)
    }
}

/// One quarter of a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "CtwTerritory"))]
pub struct Territory {
    pub terrain: Terrain,
    pub symbol: Option<Symbol>,
}

/// A bonus scoring condition (the back of a card). See `content/cards.toml` for each kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "CtwBonus"))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Bonus {
    PerSymbol {
        symbol: Symbol,
        points: i32,
    },
    PerSymbolOnTerrain {
        symbol: Symbol,
        terrain: Terrain,
        points: i32,
    },
    PerSymbolNextToTerrain {
        symbol: Symbol,
        terrain: Terrain,
        points: i32,
    },
    PerSymbolNextToSymbol {
        symbol: Symbol,
        other: Symbol,
        points: i32,
    },
    PerAdjacentPair {
        terrain: Terrain,
        other: Terrain,
        points: i32,
    },
    LargestGroupAtLeast {
        terrain: Terrain,
        size: u32,
        points: i32,
    },
    PerTerrainWithGroup {
        size: u32,
        points: i32,
    },
    SymbolVariety {
        points: i32,
        bonus: i32,
    },
    PerSymbolSet {
        symbols: Vec<Symbol>,
        points: i32,
    },
    FitsInSquare {
        size: u32,
        points: i32,
    },
    RaceMostSymbol {
        symbol: Symbol,
        points: i32,
    },
    RaceFewestSymbol {
        symbol: Symbol,
        points: i32,
    },
    RaceLargerGroup {
        terrain: Terrain,
        points: i32,
    },
    RaceFewerCards {
        points: i32,
    },
    RaceMoreTerritories {
        points: i32,
    },
}

impl Bonus {
    /// Whether the condition is a race against the opponent.
    pub fn is_race(&self) -> bool {
        matches!(
            self,
            Bonus::RaceMostSymbol { .. }
                | Bonus::RaceFewestSymbol { .. }
                | Bonus::RaceLargerGroup { .. }
                | Bonus::RaceFewerCards { .. }
                | Bonus::RaceMoreTerritories { .. }
        )
    }
}

/// A card: four territories on the front (upright reading order NW, NE, SW, SE) and a bonus
/// condition on the back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "CtwCard"))]
pub struct Card {
    pub id: CardId,
    pub name: String,
    pub front: [Territory; 4],
    pub bonus: Bonus,
}

#[derive(Deserialize)]
struct RawDeck {
    card: Vec<RawCard>,
}

#[derive(Deserialize)]
struct RawCard {
    id: CardId,
    name: String,
    front: Vec<String>,
    bonus: Bonus,
    #[allow(dead_code)] // for designers; tests check every card has one
    note: String,
}

const CARDS_TOML: &str = include_str!("../content/cards.toml");

/// Parses the deck text; an error names the card and what is wrong with it.
pub fn parse_deck(text: &str) -> Result<Vec<Card>, String> {
    let raw: RawDeck = toml::from_str(text).map_err(|e| e.to_string())?;
    raw.card
        .into_iter()
        .map(|c| {
            if c.note.trim().is_empty() {
                return Err(format!("card {} has no designer's note", c.id));
            }
            let territories = c
                .front
                .iter()
                .map(|t| parse_territory(t).ok_or(format!("card {}: bad territory {t:?}", c.id)))
                .collect::<Result<Vec<_>, _>>()?;
            let front: [Territory; 4] = territories
                .try_into()
                .map_err(|_| format!("card {} needs exactly four territories", c.id))?;
            Ok(Card {
                id: c.id,
                name: c.name,
                front,
                bonus: c.bonus,
            })
        })
        .collect()
}

fn parse_territory(text: &str) -> Option<Territory> {
    let (terrain, symbol) = match text.split_once(':') {
        Some((t, s)) => (t, Some(Symbol::parse(s)?)),
        None => (text, None),
    };
    Some(Territory {
        terrain: Terrain::parse(terrain)?,
        symbol,
    })
}

/// The 18 cards, indexed by `id - 1`.
pub fn deck() -> &'static [Card] {
    static DECK: OnceLock<Vec<Card>> = OnceLock::new();
    DECK.get_or_init(|| {
        // The file is compiled in and checked by the content tests; it cannot fail at run time
        // unless those tests fail first.
        parse_deck(CARDS_TOML).unwrap_or_else(|e| panic!("content/cards.toml is invalid: {e}"))
    })
}

/// Every component of the game: the deck. The screens read it as JSON written by the app's
/// bindings test (`ui/src/bindings/content/circle-the-wagons.json`), not from the TOML.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "CtwContent"))]
pub struct Content {
    /// The 18 cards, by id.
    pub cards: Vec<Card>,
    /// The deal: the bonus cards laid in the centre, and the cards around the circle (the
    /// rest of the deck).
    pub centre: u8,
    pub circle: u8,
}

/// The game's content, built once from the deck.
pub fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| Content {
        cards: deck().to_vec(),
        centre: crate::rules::BONUS_CARDS as u8,
        circle: crate::rules::RING_SLOTS as u8,
    })
}

/// The card with `id`, if there is one.
pub fn card(id: CardId) -> Option<&'static Card> {
    deck().get(usize::from(id).checked_sub(1)?)
}

pub const DECK_SIZE: usize = 18;

/// The content's counts, for `saloon content` and anyone checking them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ContentSummary {
    pub cards: usize,
    pub bonus_conditions: usize,
    pub race_conditions: usize,
    pub territories: usize,
    pub symbols: usize,
}

pub fn summary() -> ContentSummary {
    let d = deck();
    ContentSummary {
        cards: d.len(),
        bonus_conditions: d.len(),
        race_conditions: d.iter().filter(|c| c.bonus.is_race()).count(),
        territories: d.len() * 4,
        symbols: d
            .iter()
            .flat_map(|c| c.front.iter())
            .filter(|t| t.symbol.is_some())
            .count(),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;

    /// Three bonus cards go to the centre, the other fifteen around the circle.
    #[test]
    fn the_content_says_how_the_deck_is_dealt() {
        let c = content();
        assert_eq!((c.centre, c.circle), (3, 15));
        assert_eq!(usize::from(c.centre + c.circle), c.cards.len());
    }

    #[test]
    fn a_terrain_line_key_is_terrain_dot_its_key() {
        for t in Terrain::ALL {
            assert_eq!(t.line_key(), format!("terrain.{}", t.key()));
        }
    }

    #[test]
    fn deck_has_eighteen_cards_numbered_in_order() {
        let d = deck();
        assert_eq!(d.len(), DECK_SIZE);
        for (i, c) in d.iter().enumerate() {
            assert_eq!(usize::from(c.id), i + 1, "ids are 1..=18 in file order");
            assert!(!c.name.is_empty());
        }
        let names: BTreeSet<_> = d.iter().map(|c| &c.name).collect();
        assert_eq!(names.len(), DECK_SIZE, "names are unique");
    }

    #[test]
    fn terrains_and_symbols_are_balanced() {
        let mut terrains = BTreeMap::new();
        let mut symbols = BTreeMap::new();
        for t in deck().iter().flat_map(|c| c.front.iter()) {
            *terrains.entry(t.terrain).or_insert(0) += 1;
            if let Some(s) = t.symbol {
                *symbols.entry(s).or_insert(0) += 1;
            }
        }
        assert_eq!(terrains.len(), 6);
        assert!(terrains.values().all(|&n| n == 12), "{terrains:?}");
        assert_eq!(symbols.len(), 6);
        assert!(symbols.values().all(|&n| n == 5), "{symbols:?}");
    }

    #[test]
    fn every_bonus_is_unique_and_the_mix_has_every_family() {
        let d = deck();
        let distinct: BTreeSet<String> = d.iter().map(|c| format!("{:?}", c.bonus)).collect();
        assert_eq!(distinct.len(), DECK_SIZE);
        let races = d.iter().filter(|c| c.bonus.is_race()).count();
        assert!((4..=7).contains(&races), "{races} race conditions");
        let adjacency = d
            .iter()
            .filter(|c| {
                matches!(
                    c.bonus,
                    Bonus::PerAdjacentPair { .. }
                        | Bonus::PerSymbolNextToSymbol { .. }
                        | Bonus::PerSymbolNextToTerrain { .. }
                )
            })
            .count();
        assert!(adjacency >= 3);
        for c in d {
            let points = match &c.bonus {
                Bonus::PerSymbol { points, .. }
                | Bonus::PerSymbolOnTerrain { points, .. }
                | Bonus::PerSymbolNextToTerrain { points, .. }
                | Bonus::PerSymbolNextToSymbol { points, .. }
                | Bonus::PerAdjacentPair { points, .. }
                | Bonus::LargestGroupAtLeast { points, .. }
                | Bonus::PerTerrainWithGroup { points, .. }
                | Bonus::SymbolVariety { points, .. }
                | Bonus::PerSymbolSet { points, .. }
                | Bonus::FitsInSquare { points, .. }
                | Bonus::RaceMostSymbol { points, .. }
                | Bonus::RaceFewestSymbol { points, .. }
                | Bonus::RaceLargerGroup { points, .. }
                | Bonus::RaceFewerCards { points }
                | Bonus::RaceMoreTerritories { points } => *points,
            };
            assert!((1..=5).contains(&points), "card {} pays {points}", c.id);
        }
    }

    /// The Oasis note (card 8) says three fronts already join desert and water along four
    /// edges: counted here so the note cannot drift from the cards again (it once said the
    /// two "rarely meet").
    #[test]
    fn desert_and_water_share_four_edges_on_three_fronts() {
        // Reading order north-west, north-east, south-west, south-east: the four inner edges.
        const EDGES: [(usize, usize); 4] = [(0, 1), (2, 3), (0, 2), (1, 3)];
        let is_oasis = |a: Terrain, b: Terrain| {
            matches!(
                (a, b),
                (Terrain::Desert, Terrain::Water) | (Terrain::Water, Terrain::Desert)
            )
        };
        let per_card: BTreeMap<CardId, usize> = deck()
            .iter()
            .map(|c| {
                let edges = EDGES
                    .iter()
                    .filter(|&&(a, b)| is_oasis(c.front[a].terrain, c.front[b].terrain))
                    .count();
                (c.id, edges)
            })
            .filter(|&(_, edges)| edges > 0)
            .collect();
        assert_eq!(per_card, BTreeMap::from([(7, 1), (11, 2), (12, 1)]));
        assert!(CARDS_TOML.contains("three fronts already join the two along four edges"));
    }

    /// RULES-NOTES lists the races; this is that list, so a race added to the deck or left
    /// out of the notes (six-shooters once were) shows here.
    #[test]
    fn the_races_are_the_six_the_notes_list() {
        let races: Vec<Bonus> = deck()
            .iter()
            .map(|c| c.bonus.clone())
            .filter(Bonus::is_race)
            .collect();
        assert_eq!(
            races,
            vec![
                Bonus::RaceFewestSymbol {
                    symbol: Symbol::Bottle,
                    points: 4
                },
                Bonus::RaceMostSymbol {
                    symbol: Symbol::SixShooter,
                    points: 5
                },
                Bonus::RaceLargerGroup {
                    terrain: Terrain::Plains,
                    points: 4
                },
                Bonus::RaceMostSymbol {
                    symbol: Symbol::Fort,
                    points: 5
                },
                Bonus::RaceFewerCards { points: 4 },
                Bonus::RaceMoreTerritories { points: 4 },
            ]
        );
        // Words joined by single spaces, so rewrapping the notes does not break the check.
        let notes = include_str!("../RULES-NOTES.md")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(notes.contains(
            "(more six-shooters, more forts, fewer bottles, larger plains, fewer cards, \
             more territories)"
        ));
    }

    #[test]
    fn malformed_content_is_reported_not_accepted() {
        let bad = r#"[[card]]
id = 1
name = "X"
front = ["desert", "lava", "water", "snow"]
bonus = { kind = "race-fewer-cards", points = 4 }
note = "n"
"#;
        assert!(parse_deck(bad).unwrap_err().contains("lava"));
        let short = bad.replace(r#""lava", "#, "");
        assert!(parse_deck(&short).unwrap_err().contains("four"));
    }
}
