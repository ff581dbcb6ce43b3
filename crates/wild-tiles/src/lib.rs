//! Wild Tiles (1-4 players; solo on 3x3, with the rival gang as a variant): a square of cards,
//! a secret path of at least three steps each round, resolved beat by beat for everyone at
//! once; pay each card's cost from the side you arrive by, keep its bounty, bid in secret when
//! you reach one together. Five rounds; most $ among the living wins.
//!
//! * `content`: Saloon's 120-card deck and six characters, read from `content/*.toml`.
//! * `grid`: directions, cells, and which way a dealt card faces.
//! * `rules`: the game on the `saloon_core::Game` contract, cut along the rule text
//!   (`planning`, `resolution`, `gang` for the solo variant, `view`).
//! * `scoring`: the end of the game and its tie-breaks. `ranks`: the solo ranks per deck.
//! * `evaluation`: what the bots read (`BotTuning`).
//!
//! Rulings where the rule text is silent are in `RULES-NOTES.md`.

pub mod content;
pub mod evaluation;
pub mod grid;
pub mod ranks;
pub mod rules;
pub mod scoring;
#[cfg(feature = "testkit")]
mod testkit;

pub use content::{card, card_in, content, Card, Colour, Content, Cost, Kind, Special};
pub use grid::{Dealt, Dir, Grid};
pub use rules::{
    DeckChoice, Phase, Plan, Stake, WildTiles, WtAction, WtError, WtEvent, WtOptions, WtPlayerView,
    WtSoloVerdict, WtStepOption, WtView, RULES_EDITION,
};
