//! `cargo run -p saloon-app --example seed_history -- DIR N`: writes into DIR a save folder
//! laid out as the app's shell keeps it (the slots `saloon-a.json`/`saloon-b.json`, the
//! finished games under `history/`), holding N finished solo games of Wild Tiled West (five
//! real games played to the end, again and again under their own sessions). The e2e kill test
//! starts the app on it (`SALOON_KILL_HISTORY`), to be killed with a long history behind it.

use std::path::PathBuf;

use saloon_app::api::{HistoryEntry, NewGameRequest, SeatConfig, SeatKind};
use saloon_app::durable::{DualSlotStorage, SlotBackend};
use saloon_app::service::SteppingClock;
use saloon_app::storage::Archived;
use saloon_app::{AppService, MemoryStorage, Storage, StorageError};
use serde_json::{json, Value};

const SLOT_FILES: [&str; 2] = ["saloon-a.json", "saloon-b.json"];

struct ShellFolder(PathBuf);

fn io(e: std::io::Error) -> StorageError {
    StorageError(e.to_string())
}

impl SlotBackend for ShellFolder {
    fn read(&mut self, slot: usize) -> Result<Option<Vec<u8>>, StorageError> {
        Ok(std::fs::read(self.0.join(SLOT_FILES[slot])).ok())
    }
    fn write(&mut self, slot: usize, snapshot: &Value) -> Result<(), StorageError> {
        let doc = json!({ "snapshot": snapshot }).to_string();
        std::fs::write(self.0.join(SLOT_FILES[slot]), doc).map_err(io)
    }
    fn set_aside(&mut self, _slot: usize) -> Result<(), StorageError> {
        Err(StorageError(
            "a fresh folder has nothing to set aside".into(),
        ))
    }
    fn list_records(&self) -> Result<Vec<String>, StorageError> {
        Ok(Vec::new())
    }
    fn read_record(&self, _name: &str) -> Result<Option<Vec<u8>>, StorageError> {
        Ok(None)
    }
    fn write_record(&mut self, name: &str, bytes: &[u8]) -> Result<(), StorageError> {
        let dir = self.0.join("history");
        std::fs::create_dir_all(&dir).map_err(io)?;
        std::fs::write(dir.join(format!("{name}.record")), bytes).map_err(io)
    }
    fn set_aside_record(&mut self, _name: &str) -> Result<(), StorageError> {
        Ok(())
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().expect("DIR"));
    let n: usize = args.next().expect("N").parse().expect("N is a number");
    std::fs::create_dir_all(&dir).expect("DIR can be made");
    let mut app = AppService::with_clock(
        MemoryStorage::default(),
        Box::new(SteppingClock(1_795_300_000)),
    );
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
    let mut store = DualSlotStorage::open(ShellFolder(dir.clone())).expect("opens");
    store
        .set("schema", json!(saloon_app::schema::SCHEMA_VERSION))
        .expect("saved");
    for i in 0..n {
        let mut game = games[i % games.len()].clone();
        game.outcome.session = format!("wild-tiled-west-seeded{i:09}");
        game.outcome.finished_at = 1_795_300_000 + i as u64 * 3_600;
        let archived = Archived {
            session: game.outcome.session.clone(),
            summary: serde_json::to_value(HistoryEntry::of(&game)).expect("a summary"),
            game: serde_json::to_value(&game).expect("a game"),
        };
        store.archive(archived, Vec::new()).expect("archived");
    }
    // Both slots written, as a store that has been in use.
    store
        .set(
            "settings",
            json!({"language": "en", "palette": "standard", "hand_off": true}),
        )
        .expect("saved");
    println!("{n} finished games in {}", dir.display());
}
