//! The app service: everything the UI can ask for, independent of transport.
//!
//! * `api`: request and response types; they derive ts-rs and are the UI's typed contract.
//! * `error`: one error enum, serialized as `{kind, message}`.
//! * `games`: the registry that maps game ids to typed games (the only place that names
//!   every game).
//! * `session`: one game in play (match, seats, undo stack), type-erased behind a trait.
//! * `bot_turn`: a bot's turn taken out of its session to think on another thread, with
//!   a cancel flag; the service plays its move only if the game has not moved on.
//! * `hint`: the hard bot's suggestion for a human seat, from its view only, thought out
//!   like a bot's turn; a game with a hint shown is marked assisted.
//! * `campaign`, `daily`, `stats`, `replay_view`: the solo campaign and rank history, the
//!   daily challenge, statistics, and watching a finished game again, all read from the
//!   history and a few store entries.
//! * `reveal`: what an action would tell its own seat (from the contract's samples of what it
//!   cannot see): it closes undo and refuses a preview that would peek.
//! * `backup`, `import`: the player's whole record as one compressed file, and its restore
//!   on another device: a merge in one commit, each game proven by replaying it.
//! * `share`, `share_pack`: a finished solo game as a short code (and its QR code) that any
//!   Saloon checks offline by replaying it.
//! * `schema`: the layout version of the saves and the migrations from older ones.
//! * `storage`: the `Storage` trait the transports implement (tauri-plugin-store, files).
//! * `service`: `AppService`, the commands; `dispatch` runs a JSON request for `serve`.
//!
//! Invariants: only per-seat views leave this crate, never a game's full state; a bot seat's
//! view is never handed out; every state change is saved before the command returns.

pub mod api;
pub mod backup;
pub mod bot_turn;
pub mod campaign;
pub mod commands;
pub mod daily;
pub mod durable;
pub mod error;
pub mod games;
pub mod hint;
pub mod import;
pub mod record;
pub mod replay_view;
pub mod reveal;
pub mod review;
pub mod schema;
pub mod service;
pub mod session;
pub mod share;
pub mod share_pack;
pub mod stats;
pub mod storage;
pub mod table;

pub use error::AppError;
pub use service::AppService;
pub use storage::{MemoryStorage, Storage, StorageError};
