//! The game-agnostic heart of Saloon.
//!
//! * [`Game`]: the narrow contract every game implements (who acts, legal actions, play,
//!   per-seat views, scores, events).
//! * [`Events`]: where `play` tells what happened: a `Vec`, or [`Quietly`] for nobody.
//! * [`BotTuning`]: what a game tells the bots (lookahead, search budget, evaluation).
//! * [`GameRng`]: the only source of randomness, a seeded ChaCha stream.
//! * [`Match`]: a game in play with its chance stream and action log; [`Replay`] rebuilds one.
//! * `testkit` (feature): the random-simulation checks every game runs for free.
//!
//! Invariants: no IO, no clock, no threads, no transport or JSON knowledge (except in the
//! test kit's round-trip check), no panics on actions that come from outside.

mod game;
mod play;
mod rng;
mod tuning;

#[cfg(feature = "testkit")]
pub mod testkit;

pub use game::{
    places_by_total, Actor, Events, Game, PlayerCount, Quietly, ScoreLine, ScoreSheet, Seat,
    SetupError, Who,
};
pub use play::{play_randomly, LoggedAction, Match, MatchError, Replay, ReplayError};
pub use rng::GameRng;
pub use tuning::BotTuning;
