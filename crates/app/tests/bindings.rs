//! Writes the TypeScript bindings into `ui/src/bindings/`. They are committed; the test
//! command fails when running this changes them (`git status --porcelain ui/src/bindings`).

use std::path::PathBuf;

use saloon_app::api::{Command, FinishedGame, GameInfo, GameUpdate, SessionSummary, Settings};
use saloon_app::error::ErrorPayload;
use ts_rs::{Config, TS};

#[test]
fn export_typescript_bindings() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../ui/src/bindings");
    let cfg = Config::new().with_out_dir(&dir).with_large_int("number");
    Command::export_all(&cfg).expect("export Command");
    GameUpdate::export_all(&cfg).expect("export GameUpdate");
    GameInfo::export_all(&cfg).expect("export GameInfo");
    SessionSummary::export_all(&cfg).expect("export SessionSummary");
    FinishedGame::export_all(&cfg).expect("export FinishedGame");
    Settings::export_all(&cfg).expect("export Settings");
    ErrorPayload::export_all(&cfg).expect("export ErrorPayload");
    assert!(dir.join("GameUpdate.ts").exists());
    assert!(dir.join("CtwView.ts").exists());
}
