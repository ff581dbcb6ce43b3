//! Wild Tiled West (1-5 players): draft polyomino tiles with dice from a two-half market,
//! build a settlement over four years, wrangle cattle, shoot bandits, complete towns.
//!
//! The rules engine is being built in steps (see the crate's RULES-NOTES.md); it is not listed
//! as playable until every rule is in.
//!
//! * `content`: the components as data (`content/*.toml`), validated by tests.
//! * `geometry`: polyomino shapes, their eight orientations, and the settlement grid.
//! * `market`: the tile trays, dice slots, dice placement and eligibility, claim jumping.
//! * `screen_aids`: what the view adds so a screen draws choices without the rules (draft
//!   prices, the placed tile's orientations, sign colours).

pub mod content;
pub mod endgame;
pub mod geometry;
pub mod market;
pub mod rules;
pub mod screen_aids;
pub mod settlement;
