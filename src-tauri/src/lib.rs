//! Saloon's Tauri shell. Desktop runs it from `main.rs`; Android and iOS enter through
//! `mobile_entry_point`. Game logic lives in the crates under `crates/`; this crate only wires
//! the transport: one thin command per app-service call, generated from the command table
//! (`saloon_app::for_each_command!`), tauri-plugin-store as storage, and the backup's file
//! dialogs (`backup.rs`).

mod backup;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use saloon_app::api::{BotProgress, GameUpdate, Suggestion};
use saloon_app::bot_turn::{ThinkingJob, Thought};
use saloon_app::durable::{DualSlotStorage, SlotBackend};
use saloon_app::review::GameReport;
use saloon_app::{AppError, AppService, StorageError};
use serde_json::Value;
use std::path::PathBuf;
use tauri::ipc::Channel;
use tauri::{AppHandle, Manager, State, Wry};
use tauri_plugin_store::{Store, StoreExt};

use backup::{export_backup, import_backup};

/// The two save slots (under the app's data folder): settings, campaign, daily results and
/// games in progress, written alternately so that a kill mid-save never loses more than that
/// save.
const SLOT_FILES: [&str; 2] = ["saloon-a.json", "saloon-b.json"];
/// The folder (beside the slots) of the finished games, one record file each, written once.
const HISTORY_DIR: &str = "history";
const RECORD_EXTENSION: &str = "record";

/// The save slots as tauri-plugin-store stores. Raw bytes are read straight from disk
/// before the plugin parses them, because the plugin treats an unreadable file as empty and
/// would overwrite it on the next save.
struct PluginSlots {
    app: AppHandle,
    dir: PathBuf,
}

impl PluginSlots {
    fn record_path(&self, name: &str) -> PathBuf {
        self.dir
            .join(HISTORY_DIR)
            .join(format!("{name}.{RECORD_EXTENSION}"))
    }

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

    fn list_records(&self) -> Result<Vec<String>, StorageError> {
        let entries = match std::fs::read_dir(self.dir.join(HISTORY_DIR)) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(io_error(e)),
        };
        let mut names = Vec::new();
        for entry in entries {
            let file = entry.map_err(io_error)?.file_name();
            // A `.tmp` left by a kill mid-write is not a record: its rename never happened.
            if let Some(name) = file
                .to_str()
                .and_then(|f| f.strip_suffix(&format!(".{RECORD_EXTENSION}")))
            {
                names.push(name.to_string());
            }
        }
        Ok(names)
    }

    fn read_record(&self, name: &str) -> Result<Option<Vec<u8>>, StorageError> {
        match std::fs::read(self.record_path(name)) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(io_error(e)),
        }
    }

    /// Written aside, synced, then renamed into place and the folder synced: the record is
    /// there whole or not at all.
    fn write_record(&mut self, name: &str, bytes: &[u8]) -> Result<(), StorageError> {
        use std::io::Write;
        let dir = self.dir.join(HISTORY_DIR);
        std::fs::create_dir_all(&dir).map_err(io_error)?;
        let path = self.record_path(name);
        let tmp = path.with_extension("tmp");
        let mut file = std::fs::File::create(&tmp).map_err(io_error)?;
        file.write_all(bytes).map_err(io_error)?;
        file.sync_all().map_err(io_error)?;
        std::fs::rename(&tmp, &path).map_err(io_error)?;
        if let Ok(folder) = std::fs::File::open(&dir) {
            let _ = folder.sync_all();
        }
        Ok(())
    }

    fn set_aside_record(&mut self, name: &str) -> Result<(), StorageError> {
        let from = self.record_path(name);
        if !from.exists() {
            return Ok(());
        }
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let to = from.with_extension(format!("{RECORD_EXTENSION}.damaged-{stamp}"));
        std::fs::rename(&from, &to).map_err(|e| StorageError(format!("{}: {e}", from.display())))
    }
}

fn io_error(e: std::io::Error) -> StorageError {
    StorageError(e.to_string())
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

/// Every command of the table (`saloon_app::for_each_command!`) but those the shell writes
/// itself (`[shell]`): one thin `#[tauri::command]` each, and `register`, which hands them
/// all to Tauri. Adding a command to the table adds it here, to the permissions and to the
/// TypeScript client.
macro_rules! tauri_commands {
    ($(
        $(#[doc = $doc:literal])*
        $variant:ident $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty $([$flag:ident])?
            => |$s:ident| $body:expr;
    )+) => {
        $(tauri_command!(
            $(#[doc = $doc])* $name ($($arg: $ty),*) -> $ret $([$flag])? => |$s| $body
        );)+

        fn register(builder: tauri::Builder<Wry>) -> tauri::Builder<Wry> {
            builder.invoke_handler(tauri::generate_handler![$($name),+])
        }
    };
}

macro_rules! tauri_command {
    (
        $(#[doc = $doc:literal])* $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty [shell]
            => |$s:ident| $body:expr
    ) => {};
    (
        $(#[doc = $doc:literal])* $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty
            => |$s:ident| $body:expr
    ) => {
        $(#[doc = $doc])*
        #[tauri::command]
        async fn $name(service: Service<'_>, $($arg: $ty),*) -> Result<$ret, AppError> {
            with(&service, |$s| $body)
        }
    };
}

saloon_app::for_each_command!(tauri_commands);

/// What a search thinking for `seat` tells the screen as it goes, `total` being its budget
/// (`None`: a level that does not search, nothing to tell): the first report at once, so the
/// bar shows even for a quick search, then one every [`PROGRESS_EVERY`].
fn progress_reporter(
    progress: Channel<BotProgress>,
    seat: u8,
    total: Option<u32>,
) -> impl FnMut(u32) + Send + 'static {
    let mut reported = Instant::now();
    move |done| {
        if let Some(total) = total {
            if done == 0 || reported.elapsed() >= PROGRESS_EVERY {
                reported = Instant::now();
                // A screen that went away no longer listens; the search goes on regardless.
                let _ = progress.send(BotProgress { seat, done, total });
            }
        }
    }
}

/// Runs `job` on a blocking thread, so the service stays free meanwhile (undo, leave,
/// cancel), telling `progress` how far it has got; stopped by its cancel flag or past
/// `time_limit`. A thread that dies is `bot-cancelled`, `stopped` saying what stopped.
async fn think_off_thread<T: Send + 'static>(
    job: ThinkingJob<T>,
    time_limit: Option<Duration>,
    progress: Channel<BotProgress>,
    stopped: &str,
) -> Result<Thought<T>, AppError> {
    let report = progress_reporter(progress, job.seat, job.iterations());
    tauri::async_runtime::spawn_blocking(move || job.think(time_limit, report))
        .await
        .map_err(|e| AppError::BotCancelled(format!("{stopped}: {e}")))
}

/// One bot move (`[shell]` in the table). The bot thinks on a blocking thread without holding
/// the service, so the screen can still undo, leave or cancel (`cancel_bot`); `progress` hears
/// how far the search has got. A move whose turn was cancelled meanwhile is not played
/// (`bot-cancelled`).
#[tauri::command]
async fn advance(
    service: Service<'_>,
    session: String,
    viewer: Option<u8>,
    progress: Channel<BotProgress>,
) -> Result<GameUpdate, AppError> {
    let turn = with(&service, |s| s.bot_turn(&session))?;
    let thought = think_off_thread(
        turn,
        Some(BOT_TIME_LIMIT),
        progress,
        "the bot stopped thinking",
    )
    .await?;
    with(&service, |s| s.play_bot_move(thought, viewer))
}

/// A hint for human `seat` (`[shell]` in the table): the hard bot's choice from that seat's
/// view, thought out on a blocking thread like a bot's move, with progress and
/// `cancel_suggest`; a hint called off or overtaken by the game is not handed out
/// (`bot-cancelled`).
#[tauri::command]
async fn suggest(
    service: Service<'_>,
    session: String,
    seat: u8,
    progress: Channel<BotProgress>,
) -> Result<Suggestion, AppError> {
    let turn = with(&service, |s| s.hint_turn(&session, seat))?;
    let thought = think_off_thread(
        turn,
        Some(BOT_TIME_LIMIT),
        progress,
        "the hint stopped thinking",
    )
    .await?;
    with(&service, |s| s.finish_hint(thought))
}

/// A finished game's review (`[shell]` in the table), thought out on a blocking thread like a
/// bot's move, `progress` counting the decisions judged, called off by `cancel_review`
/// (`bot-cancelled`). No time limit: a review cut short would judge only the game's opening.
#[tauri::command]
async fn review_game(
    service: Service<'_>,
    session: String,
    playouts: Option<u32>,
    progress: Channel<BotProgress>,
) -> Result<GameReport, AppError> {
    let job = with(&service, |s| s.review_job(&session, playouts))?;
    let thought = think_off_thread(job, None, progress, "the review stopped").await?;
    with(&service, |s| s.finish_review(thought))
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    register(tauri::Builder::default())
        .plugin(tauri_plugin_store::Builder::new().build())
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_fs::init())
        .setup(|app| {
            // A phone has several cores: the bots' playouts share them, the choices unchanged.
            saloon_bots::set_thinking_threads(
                std::thread::available_parallelism().map_or(1, |n| n.get()),
            );
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
        .run(tauri::generate_context!())
        .expect("error while running the Saloon app");
}
