//! Saloon's Tauri shell. Desktop runs it from `main.rs`; Android and iOS enter through
//! `mobile_entry_point`. Game logic lives in the crates under `crates/`; this crate only wires
//! the transport: one thin command per app-service call, and tauri-plugin-store as storage.

use std::sync::{Arc, Mutex};

use saloon_app::api::{
    FinishedGame, GameInfo, GameUpdate, NewGameRequest, SessionSummary, Settings,
};
use saloon_app::games::AnyAction;
use saloon_app::{AppError, AppService, Storage, StorageError};
use serde_json::Value;
use tauri::{Manager, State, Wry};
use tauri_plugin_store::{Store, StoreExt};

/// The file (under the app's data folder) that holds settings, games in progress and history.
const STORE_FILE: &str = "saloon.json";

/// `Storage` over tauri-plugin-store. Every write is saved to disk before the command
/// returns, so a killed app keeps the last action.
struct PluginStore(Arc<Store<Wry>>);

impl Storage for PluginStore {
    fn get(&self, key: &str) -> Result<Option<Value>, StorageError> {
        Ok(self.0.get(key))
    }

    fn set(&mut self, key: &str, value: Value) -> Result<(), StorageError> {
        self.0.set(key, value);
        self.0.save().map_err(|e| StorageError(e.to_string()))
    }

    fn delete(&mut self, key: &str) -> Result<(), StorageError> {
        self.0.delete(key);
        self.0.save().map_err(|e| StorageError(e.to_string()))
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        Ok(self.0.keys())
    }
}

type Service<'a> = State<'a, Mutex<AppService<PluginStore>>>;

fn with<T>(
    service: Service<'_>,
    f: impl FnOnce(&mut AppService<PluginStore>) -> Result<T, AppError>,
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
    with(service, |s| Ok(s.list_games()))
}

#[tauri::command]
async fn new_game(service: Service<'_>, request: NewGameRequest) -> Result<GameUpdate, AppError> {
    with(service, |s| s.new_game(request))
}

#[tauri::command]
async fn view(
    service: Service<'_>,
    session: String,
    seat: Option<u8>,
) -> Result<GameUpdate, AppError> {
    with(service, |s| s.view(&session, seat))
}

#[tauri::command]
async fn act(
    service: Service<'_>,
    session: String,
    seat: u8,
    action: AnyAction,
) -> Result<GameUpdate, AppError> {
    with(service, |s| s.act(&session, seat, action))
}

#[tauri::command]
async fn advance(
    service: Service<'_>,
    session: String,
    viewer: Option<u8>,
) -> Result<GameUpdate, AppError> {
    with(service, |s| s.advance(&session, viewer))
}

#[tauri::command]
async fn undo(service: Service<'_>, session: String, seat: u8) -> Result<GameUpdate, AppError> {
    with(service, |s| s.undo(&session, seat))
}

#[tauri::command]
async fn in_progress(service: Service<'_>) -> Result<Vec<SessionSummary>, AppError> {
    with(service, |s| s.in_progress())
}

#[tauri::command]
async fn resume(
    service: Service<'_>,
    session: String,
    viewer: Option<u8>,
) -> Result<GameUpdate, AppError> {
    with(service, |s| s.resume(&session, viewer))
}

#[tauri::command]
async fn abandon(service: Service<'_>, session: String) -> Result<(), AppError> {
    with(service, |s| s.abandon(&session))
}

#[tauri::command]
async fn history(service: Service<'_>) -> Result<Vec<FinishedGame>, AppError> {
    with(service, |s| s.history())
}

#[tauri::command]
async fn get_settings(service: Service<'_>) -> Result<Settings, AppError> {
    with(service, |s| s.settings())
}

#[tauri::command]
async fn set_settings(service: Service<'_>, settings: Settings) -> Result<Settings, AppError> {
    with(service, |s| s.set_settings(settings))
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_store::Builder::new().build())
        .setup(|app| {
            // Saves happen on every action, explicitly; no debounced background writes.
            let store = app.store_builder(STORE_FILE).disable_auto_save().build()?;
            app.manage(Mutex::new(AppService::new(PluginStore(store))));
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            app_version,
            list_games,
            new_game,
            view,
            act,
            advance,
            undo,
            in_progress,
            resume,
            abandon,
            history,
            get_settings,
            set_settings
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
