//! The command line's integration tests, one module a file, built as one test binary (a
//! binary a file linked the app service and every game again, each). Select a file's tests by
//! its module: `cargo test -p saloon-cli --test cli share::`.

mod support;

/// The command-layer fuzzer, shared with the app service's in-process one.
#[path = "../../app/tests/support/fuzz_harness.rs"]
mod fuzz_harness;

mod backup;
mod cli;
mod engine_rate;
mod serve_fuzz;
mod share;
