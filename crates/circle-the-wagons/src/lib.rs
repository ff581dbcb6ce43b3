//! Circle the Wagons (2 players): draft cards from a circle, build a town of overlapping
//! 2x2-territory cards, score the largest group of each terrain plus three bonus cards.
//!
//! * `content`: the 18 cards, read from `content/cards.toml` and validated by tests.
//! * `town`: the visible territories as bit sets (a word per column, a bit per row) and
//!   placement legality as shifts and ORs of them.
//! * `scoring`: terrain groups (grown by column sweeps) and the bonus conditions.
//! * `evaluation`: how good a position looks to a seat, for the bots (`BotTuning`).
//! * `rules`: the game itself, on the `saloon_core::Game` contract, in fixed-size arrays so that
//!   random playouts never touch the heap but for the events they return; `rules::view`,
//!   what a seat sees and the game a view rebuilds.
//! * `reference` (tests only): the straightforward engine the bit sets replaced, which the
//!   differential tests check them against.
//!
//! Rules notes (rulings where the rulebook is silent) are in `RULES-NOTES.md`.

pub mod content;
pub mod evaluation;
#[cfg(test)]
mod reference;
pub mod rules;
pub mod scoring;
#[cfg(feature = "testkit")]
mod testkit;
pub mod town;

pub use content::{deck, Bonus, Card, CardId, Symbol, Terrain, Territory};
pub use rules::{
    CircleTheWagons, CtwAction, CtwError, CtwEvent, CtwOptions, CtwTake, CtwView, Phase,
};
pub use town::{Cell, Placement, Town};
