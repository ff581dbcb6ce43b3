//! Circle the Wagons (2 players): draft cards from a circle, build a town of overlapping
//! 2x2-territory cards, score the largest group of each terrain plus three bonus cards.
//!
//! * `content`: the 18 cards, read from `content/cards.toml` and validated by tests.
//! * `town`: the grid of visible territories, placement legality, groups.
//! * `scoring`: terrain groups and the bonus conditions.
//! * `rules`: the game itself, on the `saloon_core::Game` contract.
//!
//! Rules notes (rulings where the rulebook is silent) are in `RULES-NOTES.md`.

pub mod content;
pub mod rules;
pub mod scoring;
pub mod town;

pub use content::{deck, Bonus, Card, CardId, Symbol, Terrain, Territory};
pub use rules::{
    CircleTheWagons, CtwAction, CtwError, CtwEvent, CtwOptions, CtwTake, CtwView, Phase,
};
pub use town::{Cell, Placement, Town};
