//! Wild Tiled West (1-5 players): draft polyomino tiles with dice from a two-half market,
//! build a settlement over four years, wrangle cattle, shoot bandits, complete towns.
//!
//! * `content`: the components as data (`content/*.toml`), validated by tests.
//! * `geometry`: polyomino shapes, their eight orientations, and the settlement grid.
//! * `settlement`: a player's board and its placement rules, on board cells ([`Cell`]);
//!   `board_bits` keeps the same board as bit sets for the searches.
//! * `market`: the tile trays, dice slots, dice placement and eligibility, claim jumping.
//! * `rules`: the game itself, on the `saloon_core::Game` contract, cut along the rulebook:
//!   `rules/mod.rs` holds the types (game, options, actions, decisions, events, errors) and
//!   the `Game` impl; `setup`, `turn` (turns and years), `draft` (dice and drafting),
//!   `placement`, `buildings`, `wrangling`, `sheriffs`, `tussle`, `chance`, `decisions`,
//!   `scoring` and `view` each add that chapter's `impl WildTiledWest` block. Its tests,
//!   one file per rulebook section with a `Scenario` builder for their setups, are in
//!   `rules/tests/`.
//! * `endgame`: endgame scoring that needs more than a count: the aces' sets.
//! * `evaluation`: how good a position looks to a seat, for the bots.
//! * `screen_aids`: what the view adds so a screen draws choices without the rules (draft
//!   prices, the placed tile's orientations, sign colours).
//!
//! Rules notes (rulings where the rulebook is silent) and a rule index (each rulebook section,
//! the function implementing it, the tests checking it) are in `RULES-NOTES.md`.

/// `Clone` for a struct, field by field, with a `clone_from` that reuses each field's buffers:
/// the bots copy a game thousands of times a decision into the same scratch game, and a copy
/// that allocates nothing is most of their speed. Every field must be listed (the
/// destructuring fails to compile otherwise), so a new field cannot be left uncopied.
macro_rules! clone_field_by_field {
    ($ty:ident { $($field:ident),* $(,)? }) => {
        impl Clone for $ty {
            fn clone(&self) -> Self {
                let $ty { $($field),* } = self;
                $ty { $($field: $field.clone()),* }
            }

            fn clone_from(&mut self, source: &Self) {
                let $ty { $($field),* } = source;
                $(self.$field.clone_from($field);)*
            }
        }
    };
}

mod board_bits;
pub mod content;
pub mod endgame;
pub mod evaluation;
pub mod geometry;
pub mod market;
pub mod rules;
pub mod screen_aids;
pub mod settlement;
#[cfg(feature = "testkit")]
mod testkit;

pub use rules::{WildTiledWest, WtwAction, WtwError, WtwEvent, WtwOptions, WtwView};
pub use settlement::{Cell, Settlement};
