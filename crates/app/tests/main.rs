//! The app crate's integration tests, one module a file, built as one test binary: each
//! binary of its own instantiated the whole service and every game again and linked them again,
//! a third of the test build. Select a file's tests by its module:
//! `cargo test -p saloon-app --test app table::`.

mod support;

mod backup;
mod backup_fuzz;
mod bindings;
mod bot_turns;
mod campaign;
mod fuzz;
mod guide;
mod hints;
mod log;
mod record;
mod registry;
mod review;
mod review_game;
mod saves;
mod secrets;
mod service;
mod share;
mod share_fuzz;
mod shell_security;
mod table;
mod wt_editions;
