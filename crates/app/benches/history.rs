//! `cargo bench -p saloon-app --bench history`: what a long history costs. One action's save
//! with 0, 100 and 1,000 finished Wild Tiled West games in the history (it must not grow with
//! them; the slots in memory, so what is measured is the encoding that the history once
//! weighed on rather than a shared disk's mood; and for comparison the same 1,000 games kept
//! inside the slots, as schema 4 kept them), and the app's start-up with 1,000 (open the
//! saves from files, migrate nothing, list the history screen's first page), plus the screens
//! that read the whole history (the rank chart and the statistics). Budgets: the save flat in
//! the history; start-up at most 300 ms on one core. Read against them; never asserted in a
//! timed test.

use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use saloon_app::api::{FinishedGame, HistoryEntry, NewGameRequest, SeatConfig, SeatKind};
use saloon_app::durable::{DualSlotStorage, MemorySlots, SlotBackend};
use saloon_app::service::SteppingClock;
use saloon_app::storage::{Archived, Change};
use saloon_app::{AppService, MemoryStorage, Storage, StorageError};
use serde_json::{json, Value};
use std::hint::black_box;

/// The slots and records as files in a folder, laid out as the app's shell lays them (two
/// slot files, `history/<session>.record`): start-up reads them from disk as the app does.
struct FolderSlots {
    dir: PathBuf,
}

fn io(e: std::io::Error) -> StorageError {
    StorageError(e.to_string())
}

fn read_file(path: &Path) -> Result<Option<Vec<u8>>, StorageError> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(io(e)),
    }
}

impl SlotBackend for FolderSlots {
    fn read(&mut self, slot: usize) -> Result<Option<Vec<u8>>, StorageError> {
        read_file(&self.dir.join(format!("slot-{slot}.json")))
    }
    fn write(&mut self, slot: usize, snapshot: &Value) -> Result<(), StorageError> {
        let bytes = json!({ "snapshot": snapshot }).to_string();
        std::fs::write(self.dir.join(format!("slot-{slot}.json")), bytes).map_err(io)
    }
    fn set_aside(&mut self, _slot: usize) -> Result<(), StorageError> {
        Ok(())
    }
    fn list_records(&self) -> Result<Vec<String>, StorageError> {
        let Ok(entries) = std::fs::read_dir(self.dir.join("history")) else {
            return Ok(Vec::new());
        };
        Ok(entries
            .filter_map(|e| {
                e.ok()?
                    .file_name()
                    .to_str()?
                    .strip_suffix(".record")
                    .map(str::to_string)
            })
            .collect())
    }
    fn read_record(&self, name: &str) -> Result<Option<Vec<u8>>, StorageError> {
        read_file(&self.dir.join("history").join(format!("{name}.record")))
    }
    fn write_record(&mut self, name: &str, bytes: &[u8]) -> Result<(), StorageError> {
        std::fs::create_dir_all(self.dir.join("history")).map_err(io)?;
        std::fs::write(
            self.dir.join("history").join(format!("{name}.record")),
            bytes,
        )
        .map_err(io)
    }
    fn set_aside_record(&mut self, _name: &str) -> Result<(), StorageError> {
        Ok(())
    }
}

fn solo(seed: u64) -> NewGameRequest {
    NewGameRequest {
        game: "wild-tiled-west".into(),
        seats: vec![SeatConfig {
            name: "Ann".into(),
            kind: SeatKind::Human,
        }],
        options: None,
        seed: Some(seed.to_string()),
        guided: None,
        table: None,
    }
}

/// A few real solo games of Wild Tiled West played to the end (the first legal action each
/// time), and one 30 actions in, with its session's saved entry.
fn real_games() -> (Vec<FinishedGame>, Value) {
    let mut app = AppService::with_clock(
        MemoryStorage::default(),
        Box::new(SteppingClock(1_795_300_000)),
    );
    let mut finished = Vec::new();
    for seed in 1..=5 {
        let mut u = app.new_game(solo(seed)).unwrap();
        while !u.finished {
            let action = u.legal[0].clone();
            u = app.act(&u.session, 0, action).unwrap();
        }
        finished.push(app.finished_game(&u.session).unwrap());
    }
    let mut u = app.new_game(solo(99)).unwrap();
    for _ in 0..30 {
        let action = u.legal[0].clone();
        u = app.act(&u.session, 0, action).unwrap();
    }
    let key = format!("session/{}", u.session);
    let in_play = app.storage().get(&key).unwrap().unwrap();
    (finished, json!({ "key": key, "value": in_play }))
}

/// A store in `dir` with `n` finished games (the real ones again and again, each its own
/// session), settings and the game in play.
fn store(
    dir: &Path,
    n: usize,
    games: &[FinishedGame],
    in_play: &Value,
) -> DualSlotStorage<FolderSlots> {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap();
    let folder = FolderSlots {
        dir: dir.to_path_buf(),
    };
    fill(
        DualSlotStorage::open(folder).unwrap(),
        n,
        games,
        in_play,
        false,
    )
}

/// `s` with `n` finished games, settings and the game in play: the games in the archive, or
/// `in_the_slots`, entries of the small state as schema 4 kept them.
fn fill<B: SlotBackend>(
    mut s: DualSlotStorage<B>,
    n: usize,
    games: &[FinishedGame],
    in_play: &Value,
    in_the_slots: bool,
) -> DualSlotStorage<B> {
    s.set("schema", json!(saloon_app::schema::SCHEMA_VERSION))
        .unwrap();
    s.set(
        "settings",
        json!({"language": "fr", "palette": "standard", "hand_off": true}),
    )
    .unwrap();
    let mut in_slots = Vec::new();
    for i in 0..n {
        let mut game = games[i % games.len()].clone();
        game.outcome.session = format!("wild-tiled-west-{i:016x}");
        game.outcome.finished_at = 1_795_300_000 + i as u64 * 3_600;
        if in_the_slots {
            let key = format!("history/{}", game.outcome.session);
            in_slots.push(Change::Set(key, serde_json::to_value(&game).unwrap()));
            continue;
        }
        let summary = serde_json::to_value(HistoryEntry::of(&game)).unwrap();
        let archived = Archived {
            session: game.outcome.session.clone(),
            summary,
            game: serde_json::to_value(&game).unwrap(),
        };
        s.archive(archived, Vec::new()).unwrap();
    }
    s.commit(in_slots).unwrap();
    s.set(in_play["key"].as_str().unwrap(), in_play["value"].clone())
        .unwrap();
    s
}

fn benches(c: &mut Criterion) {
    let (games, in_play) = real_games();
    let root = std::env::temp_dir().join(format!("saloon-history-bench-{}", std::process::id()));
    let key = in_play["key"].as_str().unwrap().to_string();

    let mut group = c.benchmark_group("save one action");
    for n in [0, 100, 1_000] {
        let slots = DualSlotStorage::open(MemorySlots::default()).unwrap();
        let mut s = fill(slots, n, &games, &in_play, false);
        group.bench_function(format!("{n} finished games"), |b| {
            b.iter(|| s.set(&key, black_box(in_play["value"].clone())).unwrap())
        });
    }
    group.sample_size(10);
    let slots = DualSlotStorage::open(MemorySlots::default()).unwrap();
    let mut s = fill(slots, 1_000, &games, &in_play, true);
    group.bench_function("1000 finished games inside the slots (schema 4)", |b| {
        b.iter(|| s.set(&key, black_box(in_play["value"].clone())).unwrap())
    });
    group.finish();

    let dir = root.join("start-1000");
    drop(store(&dir, 1_000, &games, &in_play));
    let mut group = c.benchmark_group("1000 finished games");
    group.sample_size(20);
    group.bench_function("start-up: open, history page", |b| {
        b.iter(|| {
            let storage = DualSlotStorage::open(FolderSlots { dir: dir.clone() }).unwrap();
            let app = AppService::with_clock(storage, Box::new(SteppingClock(1_900_000_000)));
            black_box(app.history_page(0, 30).unwrap())
        })
    });
    let open = || {
        let storage = DualSlotStorage::open(FolderSlots { dir: dir.clone() }).unwrap();
        AppService::with_clock(storage, Box::new(SteppingClock(1_900_000_000)))
    };
    let app = open();
    group.bench_function("history page", |b| {
        b.iter(|| black_box(app.history_page(0, 30).unwrap()))
    });
    group.bench_function("rank chart", |b| {
        b.iter(|| black_box(app.solo_record("wild-tiled-west").unwrap()))
    });
    group.bench_function("statistics", |b| b.iter(|| black_box(app.stats().unwrap())));
    group.bench_function("one game whole", |b| {
        b.iter_batched(
            || format!("wild-tiled-west-{:016x}", 500),
            |session| black_box(app.finished_game(&session).unwrap()),
            BatchSize::SmallInput,
        )
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&root);
}

criterion_group!(history, benches);
criterion_main!(history);
