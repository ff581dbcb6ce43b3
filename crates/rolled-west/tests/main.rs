//! This crate's integration tests, one module a file, built as one test binary (a binary a
//! file built and linked the rules again, each). Select a file's tests by its module:
//! `cargo test -p saloon-rolled-west --test rw content::`.

mod common;

mod content;
mod contract;
mod examples;
mod jumper;
mod playouts;
mod properties;
mod rules;
