//! Writes the TypeScript bindings into `ui/src/bindings/`. They are committed; the test
//! command fails when running this changes them (`git status --porcelain ui/src/bindings`).

use std::path::PathBuf;

use saloon_app::api::{
    ActionPreview, BotProgress, Command, FinishedGame, GameInfo, GameUpdate, LogStep,
    SessionSummary, Settings,
};
use saloon_app::campaign::{CampaignStatus, SoloRecord};
use saloon_app::daily::DailyStatus;
use saloon_app::error::ErrorPayload;
use saloon_app::replay_view::ReplayFrame;
use saloon_app::stats::GameStats;
use saloon_wild_tiled_west::content::PartnerGoal;
use ts_rs::{Config, TS};

#[test]
fn export_typescript_bindings() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../ui/src/bindings");
    // Start from an empty folder so a renamed or removed type leaves no stale file behind
    // (the drift check then sees the deletion).
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for entry in entries.flatten() {
            if entry.path().extension().is_some_and(|e| e == "ts") {
                std::fs::remove_file(entry.path()).expect("remove an old binding");
            }
        }
    }
    let cfg = Config::new().with_out_dir(&dir).with_large_int("number");
    Command::export_all(&cfg).expect("export Command");
    GameUpdate::export_all(&cfg).expect("export GameUpdate");
    ActionPreview::export_all(&cfg).expect("export ActionPreview");
    GameInfo::export_all(&cfg).expect("export GameInfo");
    SessionSummary::export_all(&cfg).expect("export SessionSummary");
    FinishedGame::export_all(&cfg).expect("export FinishedGame");
    Settings::export_all(&cfg).expect("export Settings");
    ErrorPayload::export_all(&cfg).expect("export ErrorPayload");
    CampaignStatus::export_all(&cfg).expect("export CampaignStatus");
    SoloRecord::export_all(&cfg).expect("export SoloRecord");
    DailyStatus::export_all(&cfg).expect("export DailyStatus");
    GameStats::export_all(&cfg).expect("export GameStats");
    ReplayFrame::export_all(&cfg).expect("export ReplayFrame");
    BotProgress::export_all(&cfg).expect("export BotProgress");
    LogStep::export_all(&cfg).expect("export LogStep");
    // Not in any view: the UI reads partners from the content TOML, typed by this binding.
    PartnerGoal::export_all(&cfg).expect("export PartnerGoal");
    assert!(dir.join("GameUpdate.ts").exists());
    assert!(dir.join("CtwView.ts").exists());
}
