//! This crate's integration tests, one module a file, built as one test binary (a binary a
//! file built and linked the rules again, each). Select a file's tests by its module:
//! `cargo test -p saloon-wild-tiles --test wt content::`.

mod content;
mod contract;
