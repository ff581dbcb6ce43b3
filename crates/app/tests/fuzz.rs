//! Fuzzing the command layer in process (see `support/fuzz_harness.rs`).
//!
//! `cargo test` runs a few hundred requests. The long run is ignored by default:
//!
//! ```sh
//! SALOON_FUZZ_REQUESTS=1000000 cargo test --release -p saloon-app --test app fuzz:: -- \
//!   --ignored --nocapture
//! ```

use std::time::Instant;

use crate::support::fuzz_harness::{fuzz, Transport};
use saloon_app::service::SteppingClock;
use saloon_app::storage::{Archived, Change};
use saloon_app::{AppService, MemoryStorage, Storage, StorageError};
use serde_json::Value;

/// Memory storage that counts its writes: a refused request must make none, which is a
/// stronger check than comparing what is stored, and costs nothing per request.
#[derive(Default)]
struct CountingStorage {
    inner: MemoryStorage,
    writes: u64,
}

impl Storage for CountingStorage {
    fn get(&self, key: &str) -> Result<Option<Value>, StorageError> {
        self.inner.get(key)
    }
    fn commit(&mut self, changes: Vec<Change>) -> Result<(), StorageError> {
        self.writes += 1;
        self.inner.commit(changes)
    }
    fn keys(&self) -> Result<Vec<String>, StorageError> {
        self.inner.keys()
    }
    fn archived_summaries(&self) -> Result<Vec<(String, Value)>, StorageError> {
        self.inner.archived_summaries()
    }
    fn archived_game(&self, session: &str) -> Result<Option<Value>, StorageError> {
        self.inner.archived_game(session)
    }
    fn is_archived(&self, session: &str) -> Result<bool, StorageError> {
        self.inner.is_archived(session)
    }
    fn archive(&mut self, game: Archived, changes: Vec<Change>) -> Result<(), StorageError> {
        self.writes += 1;
        self.inner.archive(game, changes)
    }
    fn archive_all(
        &mut self,
        games: Vec<Archived>,
        changes: Vec<Change>,
    ) -> Result<(), StorageError> {
        self.writes += 1;
        self.inner.archive_all(games, changes)
    }
}

struct InProcess(AppService<CountingStorage>);

impl Transport for InProcess {
    type Saves = u64;

    fn send(&mut self, line: &str) -> String {
        self.0.dispatch_line(line)
    }
    fn saves(&mut self) -> u64 {
        self.0.storage().writes
    }
}

fn in_process() -> InProcess {
    InProcess(AppService::with_clock(
        CountingStorage::default(),
        Box::new(SteppingClock(1_000)),
    ))
}

#[test]
fn bad_requests_get_typed_errors_and_change_nothing() {
    let (requests, oks, errors) = fuzz(24, 40, in_process);
    assert!(oks > 0 && errors > 0, "{oks} accepted, {errors} refused");
    assert!(requests > 200, "{requests}");
}

/// The long run: `SALOON_FUZZ_REQUESTS` requests (a million by default) in sequences of 200.
#[test]
#[ignore = "minutes in release; run by hand"]
fn a_million_requests() {
    let target: u64 = std::env::var("SALOON_FUZZ_REQUESTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000_000);
    let started = Instant::now();
    let mut done = (0, 0, 0);
    while done.0 < target {
        let (requests, oks, errors) = fuzz(100, 200, in_process);
        done = (done.0 + requests, done.1 + oks, done.2 + errors);
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "fuzz: {} requests ({} accepted, {} refused with a typed error), 0 panics, {:.0} s, \
         {:.0} requests/s",
        done.0,
        done.1,
        done.2,
        secs,
        done.0 as f64 / secs
    );
}
