//! `cargo bench -p saloon-app --bench backup`: backing up and restoring a 1,000-game history
//! (Wild Tiled West solo games, the longest replays) on one core. Budget: under 2 s each;
//! read against it, never asserted in a timed test. Measured 2026-11-28 on one core of a
//! machine at load average 10 (four builds beside it): export 2.3-3.7 s, import 5.5-6.9 s,
//! an 84 KB file (copies of five games compress to 83 bytes a game); to be measured again on
//! a quiet machine before it is read against the budget.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use saloon_app::api::{HistoryEntry, NewGameRequest, SeatConfig, SeatKind};
use saloon_app::service::SteppingClock;
use saloon_app::storage::Archived;
use saloon_app::{AppService, MemoryStorage, Storage};
use std::hint::black_box;

const NOW: u64 = 1_795_300_000;

fn device(storage: MemoryStorage) -> AppService<MemoryStorage> {
    AppService::with_clock(storage, Box::new(SteppingClock(NOW)))
}

/// 1,000 finished solo games: five played out (each move the first legal one), copied.
fn history() -> MemoryStorage {
    let mut app = device(MemoryStorage::default());
    let mut games = Vec::new();
    for seed in 1..=5 {
        let mut u = app
            .new_game(NewGameRequest {
                game: "wild-tiled-west".into(),
                seats: vec![SeatConfig {
                    name: "Ann".into(),
                    kind: SeatKind::Human,
                }],
                options: None,
                seed: Some(seed.to_string()),
                guided: None,
                table: None,
            })
            .expect("a solo game");
        while !u.finished {
            let action = u.legal[0].clone();
            u = app.act(&u.session, 0, action).expect("a legal action");
        }
        games.push(app.finished_game(&u.session).expect("in the history"));
    }
    let mut store = MemoryStorage::default();
    for i in 0..1_000 {
        let mut game = games[i % games.len()].clone();
        game.outcome.session = format!("wild-tiled-west-bench{i:05}");
        game.outcome.finished_at = NOW + i as u64 * 3_600;
        let archived = Archived {
            session: game.outcome.session.clone(),
            summary: serde_json::to_value(HistoryEntry::of(&game)).expect("a summary"),
            game: serde_json::to_value(&game).expect("a game"),
        };
        store.archive(archived, Vec::new()).expect("archived");
    }
    store
}

fn backup(c: &mut Criterion) {
    let store = history();
    let mut a = device(store);
    let (file, summary) = a.export_backup().expect("exported");
    eprintln!(
        "1,000 games: a {} byte backup ({} bytes a game)",
        summary.bytes,
        summary.bytes / 1_000
    );
    let mut group = c.benchmark_group("backup");
    group.sample_size(10);
    group.bench_function("export 1000 games", |b| {
        b.iter(|| black_box(a.export_backup().expect("exported")))
    });
    group.bench_function("import 1000 games", |b| {
        b.iter_batched(
            || device(MemoryStorage::default()),
            |mut fresh| {
                let summary = fresh.import_backup(&file, &mut |_| {}).expect("imported");
                assert_eq!(summary.imported.len(), 1_000);
                black_box(fresh)
            },
            BatchSize::PerIteration,
        )
    });
    group.finish();
}

criterion_group!(benches, backup);
criterion_main!(benches);
