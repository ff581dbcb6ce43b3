//! The setup choices: the deck's colours, the solo variant, the shared win, the characters,
//! and the rules edition a game is played by.

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use crate::content::Colour;

/// Which colours make the deck.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtDeck"))]
#[serde(rename_all = "kebab-case")]
pub enum DeckChoice {
    /// Green and yellow.
    Easy,
    /// All three colours.
    #[default]
    Normal,
    /// Yellow and red.
    Hard,
}

impl DeckChoice {
    pub fn has(self, colour: Colour) -> bool {
        match self {
            DeckChoice::Easy => colour != Colour::Red,
            DeckChoice::Normal => true,
            DeckChoice::Hard => colour != Colour::Green,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            DeckChoice::Easy => "easy",
            DeckChoice::Normal => "normal",
            DeckChoice::Hard => "hard",
        }
    }
}

/// The rules edition new games are played by. A change to how a game plays out (and so how a
/// saved game replays) raises it and keeps the older behaviour for the older editions:
///
/// * **1**: the deck as Saloon first shipped it (`content/cards-edition-1.toml`).
/// * **2**: the deck rebalanced: red asks lives where it asked bullets, with fewer
///   hearts, so the hard deck kills a careful player now and then; supplies carry more
///   bullets, so about one gun a player a game runs empty at 3-4 players (RULES-NOTES.md).
/// * **3**: the rule text's refill, and survivable paths. An open card, resolved by everyone
///   who enters it in the round, is replaced at the round's end like every resolved card (it
///   stayed all game before); the steps a path must have count only the steps the seat
///   survives (before, a seat could be made to walk onto a deadly third step while a shorter
///   path it survived existed). Its own solo rank tables, the rival gang's calibrated apart.
///
/// Options saved without an edition are games begun before editions existed: edition 1.
pub const RULES_EDITION: u8 = 3;

fn edition_one() -> u8 {
    1
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(default)]
pub struct WtOptions {
    pub deck: DeckChoice,
    /// Solo variant: a rival gang moved by the die races you for the bounties.
    pub rival_gang: bool,
    /// A tie after $, bounties and bullets is shared instead of settled by the die.
    pub shared_win: bool,
    /// Each seat's character (indices into the content's six); empty: seat order.
    pub characters: Vec<u8>,
    /// The rules edition ([`RULES_EDITION`] for a new game, `Game::options_for_new_game`);
    /// saved options without one read as edition 1. Not the screen's business.
    #[serde(default = "edition_one")]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub edition: u8,
}

impl WtOptions {
    /// An open card is replaced at the round's end once resolved (edition 3 on); before, it
    /// stayed on the grid all game.
    pub fn open_cards_leave(&self) -> bool {
        self.edition >= 3
    }

    /// The steps a path must have count only the steps the seat survives (edition 3 on);
    /// before, a deadly step counted.
    pub fn survivable_paths(&self) -> bool {
        self.edition >= 3
    }
}

impl Default for WtOptions {
    fn default() -> Self {
        WtOptions {
            deck: DeckChoice::default(),
            rival_gang: false,
            shared_win: false,
            characters: Vec::new(),
            edition: RULES_EDITION,
        }
    }
}
