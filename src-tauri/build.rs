/// Saloon's own commands. Listing them makes tauri-build generate an `allow-<command>`
/// permission for each, so the capability file can grant exactly these and nothing else.
const COMMANDS: &[&str] = &[
    "app_version",
    "list_games",
    "new_game",
    "view",
    "act",
    "preview",
    "advance",
    "cancel_bot",
    "undo",
    "log",
    "in_progress",
    "resume",
    "abandon",
    "history",
    "get_settings",
    "set_settings",
    "notices",
    "campaign_status",
    "start_campaign_stop",
    "solo_record",
    "stats",
    "daily_status",
    "start_daily",
    "replay_step",
];

fn main() {
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("tauri-build failed");
}
