//! Saloon's Tauri shell. Desktop runs it from `main.rs`; Android and iOS enter through
//! `mobile_entry_point`. Game logic lives in the crates under `crates/`; this crate only wires
//! the transport: one thin command per app-service call, and tauri-plugin-store as storage.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use saloon_app::api::{
    ActionPreview, BotProgress, FinishedGame, GameInfo, GameUpdate, LogStep, NewGameRequest,
    SessionSummary, Settings,
};
use saloon_app::campaign::{CampaignStatus, SoloRecord};
use saloon_app::daily::DailyStatus;
use saloon_app::durable::{DualSlotStorage, SlotBackend};
use saloon_app::games::AnyAction;
use saloon_app::replay_view::ReplayFrame;
use saloon_app::stats::GameStats;
use saloon_app::{AppError, AppService, StorageError};
use serde_json::Value;
use std::path::PathBuf;
use tauri::ipc::Channel;
use tauri::{AppHandle, Manager, State, Wry};
use tauri_plugin_store::{Store, StoreExt};

/// The two save slots (under the app's data folder): settings, games in progress and
/// history, written alternately so that a kill mid-save never loses more than that save.
const SLOT_FILES: [&str; 2] = ["saloon-a.json", "saloon-b.json"];

/// The save slots as tauri-plugin-store stores. Raw bytes are read straight from disk
/// before the plugin parses them, because the plugin treats an unreadable file as empty and
/// would overwrite it on the next save.
struct PluginSlots {
    app: AppHandle,
    dir: PathBuf,
}

impl PluginSlots {
    fn store(&self, slot: usize) -> Result<Arc<Store<Wry>>, StorageError> {
        self.app
            .store_builder(SLOT_FILES[slot])
            .disable_auto_save()
            .build()
            .map_err(|e| StorageError(e.to_string()))
    }
}

impl SlotBackend for PluginSlots {
    fn read(&mut self, slot: usize) -> Result<Option<Vec<u8>>, StorageError> {
        match std::fs::read(self.dir.join(SLOT_FILES[slot])) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(StorageError(e.to_string())),
        }
    }

    fn write(&mut self, slot: usize, snapshot: &Value) -> Result<(), StorageError> {
        let store = self.store(slot)?;
        store.set("snapshot", snapshot.clone());
        store.save().map_err(|e| StorageError(e.to_string()))
    }

    fn set_aside(&mut self, slot: usize) -> Result<(), StorageError> {
        let from = self.dir.join(SLOT_FILES[slot]);
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let to = self
            .dir
            .join(format!("{}.damaged-{stamp}", SLOT_FILES[slot]));
        std::fs::rename(&from, &to)
            .map_err(|e| StorageError(format!("{}: {e}", from.display())))?;
        // Forget whatever the plugin loaded from it.
        if let Ok(store) = self.store(slot) {
            store.clear();
        }
        Ok(())
    }
}

type Storage = DualSlotStorage<PluginSlots>;

type Service<'a> = State<'a, Mutex<AppService<Storage>>>;

/// A search bot on a slow phone stops here and plays its best move so far; on this kind of
/// machine the levels' iteration budgets end well before it.
const BOT_TIME_LIMIT: Duration = Duration::from_secs(4);
/// How often a thinking bot reports its progress to the screen.
const PROGRESS_EVERY: Duration = Duration::from_millis(80);

fn with<T>(
    service: &Mutex<AppService<Storage>>,
    f: impl FnOnce(&mut AppService<Storage>) -> Result<T, AppError>,
) -> Result<T, AppError> {
    // A poisoned lock means an earlier command panicked mid-way; the service state is still
    // a consistent value (every change is a whole replay), so carry on with it.
    let mut guard = service.lock().unwrap_or_else(|p| p.into_inner());
    f(&mut guard)
}

/// The app's version, from this crate's Cargo package (the workspace version).
#[tauri::command]
fn app_version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

#[tauri::command]
async fn list_games(service: Service<'_>) -> Result<Vec<GameInfo>, AppError> {
    with(&service, |s| Ok(s.list_games()))
}

#[tauri::command]
async fn new_game(service: Service<'_>, request: NewGameRequest) -> Result<GameUpdate, AppError> {
    with(&service, |s| s.new_game(request))
}

#[tauri::command]
async fn view(
    service: Service<'_>,
    session: String,
    seat: Option<u8>,
) -> Result<GameUpdate, AppError> {
    with(&service, |s| s.view(&session, seat))
}

#[tauri::command]
async fn act(
    service: Service<'_>,
    session: String,
    seat: u8,
    action: AnyAction,
) -> Result<GameUpdate, AppError> {
    with(&service, |s| s.act(&session, seat, action))
}

#[tauri::command]
async fn preview(
    service: Service<'_>,
    session: String,
    seat: u8,
    action: AnyAction,
) -> Result<ActionPreview, AppError> {
    with(&service, |s| s.preview(&session, seat, action))
}

/// One bot move. The bot thinks on a blocking thread without holding the service, so the
/// screen can still undo, leave or cancel (`cancel_bot`); `progress` hears how far the search
/// has got. A move whose turn was cancelled meanwhile is not played (`bot-cancelled`).
#[tauri::command]
async fn advance(
    service: Service<'_>,
    session: String,
    viewer: Option<u8>,
    progress: Channel<BotProgress>,
) -> Result<GameUpdate, AppError> {
    let turn = with(&service, |s| s.bot_turn(&session))?;
    let (seat, total) = (turn.seat, turn.iterations());
    let thought = tauri::async_runtime::spawn_blocking(move || {
        let mut reported = Instant::now();
        turn.think(Some(BOT_TIME_LIMIT), |done| {
            if let Some(total) = total {
                // The first report at once, so the bar shows even for a quick search.
                if done == 0 || reported.elapsed() >= PROGRESS_EVERY {
                    reported = Instant::now();
                    // A screen that went away no longer listens; the search goes on regardless.
                    let _ = progress.send(BotProgress { seat, done, total });
                }
            }
        })
    })
    .await
    .map_err(|e| AppError::BotCancelled(format!("the bot stopped thinking: {e}")))?;
    with(&service, |s| s.play_bot_move(thought, viewer))
}

/// Calls off the bot thinking in `session`, if one is: its move will not be played.
#[tauri::command]
async fn cancel_bot(service: Service<'_>, session: String) -> Result<(), AppError> {
    with(&service, |s| {
        s.cancel_bot(&session);
        Ok(())
    })
}

#[tauri::command]
async fn undo(service: Service<'_>, session: String, seat: u8) -> Result<GameUpdate, AppError> {
    with(&service, |s| s.undo(&session, seat))
}

/// The game so far, step by step, as `viewer` may be told it (rebuilt from the replay).
#[tauri::command]
async fn log(
    service: Service<'_>,
    session: String,
    viewer: Option<u8>,
) -> Result<Vec<LogStep>, AppError> {
    with(&service, |s| s.log(&session, viewer))
}

#[tauri::command]
async fn in_progress(service: Service<'_>) -> Result<Vec<SessionSummary>, AppError> {
    with(&service, |s| s.in_progress())
}

#[tauri::command]
async fn resume(
    service: Service<'_>,
    session: String,
    viewer: Option<u8>,
) -> Result<GameUpdate, AppError> {
    with(&service, |s| s.resume(&session, viewer))
}

#[tauri::command]
async fn abandon(service: Service<'_>, session: String) -> Result<(), AppError> {
    with(&service, |s| s.abandon(&session))
}

#[tauri::command]
async fn history(service: Service<'_>) -> Result<Vec<FinishedGame>, AppError> {
    with(&service, |s| s.history())
}

#[tauri::command]
async fn get_settings(service: Service<'_>) -> Result<Settings, AppError> {
    with(&service, |s| s.settings())
}

#[tauri::command]
async fn set_settings(service: Service<'_>, settings: Settings) -> Result<Settings, AppError> {
    with(&service, |s| s.set_settings(settings))
}

/// Messages for the player queued since the last call (a damaged save set aside, ...).
#[tauri::command]
async fn notices(service: Service<'_>) -> Result<Vec<String>, AppError> {
    with(&service, |s| Ok(s.take_notices()))
}

#[tauri::command]
async fn campaign_status(service: Service<'_>) -> Result<CampaignStatus, AppError> {
    with(&service, |s| s.campaign_status())
}

#[tauri::command]
async fn start_campaign_stop(
    service: Service<'_>,
    stop: u32,
    name: String,
) -> Result<GameUpdate, AppError> {
    with(&service, |s| s.start_campaign_stop(stop, name))
}

#[tauri::command]
async fn solo_record(service: Service<'_>) -> Result<SoloRecord, AppError> {
    with(&service, |s| s.solo_record())
}

#[tauri::command]
async fn stats(service: Service<'_>) -> Result<Vec<GameStats>, AppError> {
    with(&service, |s| s.stats())
}

#[tauri::command]
async fn daily_status(service: Service<'_>, game: String) -> Result<DailyStatus, AppError> {
    with(&service, |s| s.daily_status(&game))
}

#[tauri::command]
async fn start_daily(
    service: Service<'_>,
    game: String,
    name: String,
) -> Result<GameUpdate, AppError> {
    with(&service, |s| s.start_daily(&game, name))
}

#[tauri::command]
async fn replay_step(
    service: Service<'_>,
    session: String,
    step: u32,
) -> Result<ReplayFrame, AppError> {
    with(&service, |s| s.replay_step(&session, step))
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_store::Builder::new().build())
        .setup(|app| {
            let dir = app.path().app_data_dir()?;
            let slots = PluginSlots {
                app: app.handle().clone(),
                dir,
            };
            let storage = DualSlotStorage::open(slots)?;
            let mut service = AppService::new(storage);
            for warning in service.storage().warnings().to_vec() {
                service.notify(warning);
            }
            app.manage(Mutex::new(service));
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            app_version,
            list_games,
            new_game,
            view,
            act,
            preview,
            advance,
            cancel_bot,
            undo,
            log,
            in_progress,
            resume,
            abandon,
            history,
            get_settings,
            set_settings,
            notices,
            campaign_status,
            start_campaign_stop,
            solo_record,
            stats,
            daily_status,
            start_daily,
            replay_step
        ])
        .run(tauri::generate_context!())
        .expect("error while running the Saloon app");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn app_version_is_the_package_version() {
        assert_eq!(app_version(), env!("CARGO_PKG_VERSION"));
        assert!(!app_version().is_empty());
    }
}
