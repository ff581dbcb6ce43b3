//! Fuzzing the restore: whatever the bytes (random, a real backup's bytes altered, or its
//! document altered before it was packed), the import parser never panics, and a file it
//! refuses changes nothing. `SALOON_FUZZ_BACKUPS=100000 cargo test --release -p saloon-app
//! --test app backup_fuzz::` for a long run.

use std::io::Write;

use flate2::write::GzEncoder;
use flate2::Compression;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use saloon_app::service::SteppingClock;
use saloon_app::{AppService, MemoryStorage};

fn device() -> AppService<MemoryStorage> {
    AppService::with_clock(
        MemoryStorage::default(),
        Box::new(SteppingClock(1_795_300_000)),
    )
}

/// A backup of two real solo games, and its document before packing.
fn real_backup() -> (Vec<u8>, Vec<u8>) {
    let mut app = device();
    for game in ["rolled-west", "wild-tiles"] {
        let mut u = app
            .new_game(saloon_app::api::NewGameRequest {
                game: game.into(),
                seats: vec![saloon_app::api::SeatConfig {
                    name: "Ann".into(),
                    kind: saloon_app::api::SeatKind::Human,
                }],
                options: None,
                seed: Some("3".into()),
                guided: None,
                table: None,
            })
            .unwrap();
        while !u.finished {
            let action = u.legal[0].clone();
            u = app.act(&u.session, 0, action).unwrap();
        }
    }
    let (bytes, _) = app.export_backup().unwrap();
    let doc = serde_json::to_vec(&saloon_app::backup::decode(&bytes).unwrap()).unwrap();
    (bytes, doc)
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut gz = GzEncoder::new(Vec::new(), Compression::fast());
    gz.write_all(bytes).unwrap();
    gz.finish().unwrap()
}

/// Imports `file` into a device with a game of its own: refused, nothing changes; taken,
/// every game of it is accounted for.
fn check(file: &[u8]) -> Result<(), TestCaseError> {
    let mut app = device();
    let before = app.storage().clone();
    match app.import_backup(file, &mut |_| {}) {
        Err(e) => {
            prop_assert!(["bad-backup", "newer-backup"].contains(&e.kind()), "{e}");
            prop_assert_eq!(app.storage(), &before);
        }
        Ok(summary) => {
            let history = app.history().unwrap().len();
            prop_assert_eq!(history, summary.imported.len());
        }
    }
    Ok(())
}

fn cases() -> u32 {
    std::env::var("SALOON_FUZZ_BACKUPS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(64)
}

#[test]
fn no_file_panics_the_import_and_a_refused_one_changes_nothing() {
    let (file, doc) = real_backup();
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    });
    let flips = prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..4);
    runner
        .run(&prop::collection::vec(any::<u8>(), 0..200), |bytes| {
            check(&bytes)
        })
        .unwrap();
    runner
        .run(&flips, |flips| {
            let mut bytes = file.clone();
            for (at, value) in &flips {
                let i = at.index(bytes.len());
                bytes[i] = *value;
            }
            check(&bytes)
        })
        .unwrap();
    // The document altered before packing: gzip's checks pass, the parser and the replays
    // meet the damage.
    runner
        .run(&(flips, any::<prop::sample::Index>()), |(flips, cut)| {
            let mut bytes = doc.clone();
            for (at, value) in &flips {
                let i = at.index(bytes.len());
                bytes[i] = *value;
            }
            check(&gzip(&bytes))?;
            check(&gzip(&doc[..cut.index(doc.len())]))
        })
        .unwrap();
}
