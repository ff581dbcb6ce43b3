//! Rolled West (1-4 players; solo against the Claim Jumper): roll four dice, set one aside
//! as the terrain, spend the rest on claims, contracts, Boomtown offices and shipments, bank
//! one for later, and bank one from a neighbour's roll between turns. Six rounds.
//!
//! * `content`: the published score sheet's numbers, read from `content/sheet.toml`.
//! * `sheet`: one player's sheet and the counts its scoring reads.
//! * `rules`: the game on the `saloon_core::Game` contract, cut along the rule text
//!   (`spending`, `banking`, `jumper` for solo, `view`).
//! * `scoring`: majorities with their tie-breaks, office bonuses, scores by category.
//! * `ranks`: the solo ranks. `evaluation`: what the bots read (`BotTuning`).
//!
//! Rulings where the rule text is silent are in `RULES-NOTES.md`.

pub mod content;
pub mod evaluation;
pub mod ranks;
pub mod rules;
pub mod scoring;
pub mod sheet;
#[cfg(feature = "testkit")]
mod testkit;

pub use content::{content, Content, Resource};
pub use rules::{
    Phase, RolledWest, RwAction, RwAnswer, RwClaimMarks, RwError, RwEvent, RwNextRank, RwOfferView,
    RwOptions, RwPayment, RwScore, RwView, Source,
};
pub use sheet::{AutoBank, Sheet};
