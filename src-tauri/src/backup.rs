//! The backup's two commands (`[shell]` in the command table): the file is chosen in the
//! system's dialog, opened from Rust through tauri-plugin-dialog, and read or written through
//! tauri-plugin-fs's Rust API, which opens a desktop path and an Android `content://` URI
//! alike. The webview never names a file and is granted none of either plugin's commands.
//!
//! On a desktop the dialog is the system's save or open window. On Android the save dialog
//! is the system's "create document" sheet and the open dialog its document picker (the file
//! comes back as a `content://` URI); on iOS the save dialog exports into the Files app and
//! the open dialog is its document picker (a security-scoped file URL, released after use).
//!
//! The end-to-end tests cannot drive a native dialog through WebDriver. In debug builds only,
//! `SALOON_E2E_DIALOG` names a file that stands in for the dialog: its first line is the path
//! the dialog answers, and a missing or empty file is a dialog the player closed. Release
//! builds do not read it.

use std::io::{Read, Write};
use std::time::{Duration, Instant};

use saloon_app::backup::{self, ExportSummary};
use saloon_app::import::{self, ImportProgress, ImportSummary};
use saloon_app::AppError;
use tauri::ipc::Channel;
use tauri::{AppHandle, Runtime};
use tauri_plugin_dialog::{DialogExt, FilePath};
use tauri_plugin_fs::{FsExt, OpenOptions};

use crate::{with, Service};

/// How often a restore reports its progress to the screen.
const PROGRESS_EVERY: Duration = Duration::from_millis(80);

/// Which dialog to show.
#[derive(Clone, Copy)]
enum Dialog {
    Save,
    Open,
}

/// The app takes no path from the screen: only the player, in the dialog, chooses a file.
fn refuse_a_named_file(path: Option<String>) -> Result<(), AppError> {
    match path {
        None => Ok(()),
        Some(_) => Err(AppError::BadRequest(
            "the app writes and reads a backup only where the player chose it in the dialog".into(),
        )),
    }
}

/// The file the player chose (`None`: the dialog was closed).
async fn choose<R: Runtime>(
    app: &AppHandle<R>,
    dialog: Dialog,
    file_name: String,
) -> Option<FilePath> {
    #[cfg(debug_assertions)]
    if let Some(answer) = std::env::var_os("SALOON_E2E_DIALOG") {
        return stand_in_answer(std::path::Path::new(&answer));
    }
    let builder = app
        .dialog()
        .file()
        .add_filter("Saloon backup", &[backup::FILE_EXTENSION]);
    let (tx, rx) = std::sync::mpsc::channel();
    let answered = move |file: Option<FilePath>| {
        let _ = tx.send(file);
    };
    match dialog {
        Dialog::Save => builder.set_file_name(file_name).save_file(answered),
        Dialog::Open => builder.pick_file(answered),
    }
    tauri::async_runtime::spawn_blocking(move || rx.recv().ok().flatten())
        .await
        .ok()
        .flatten()
}

/// The stand-in dialog of the end-to-end tests (debug builds only): the path written in
/// `answer`, or a closed dialog.
#[cfg(debug_assertions)]
fn stand_in_answer(answer: &std::path::Path) -> Option<FilePath> {
    let text = std::fs::read_to_string(answer).ok()?;
    let path = text.lines().next()?.trim();
    (!path.is_empty()).then(|| std::path::PathBuf::from(path).into())
}

fn file_error(e: std::io::Error) -> AppError {
    AppError::Storage(format!("the backup file: {e}"))
}

fn write_file<R: Runtime>(
    app: &AppHandle<R>,
    file: FilePath,
    bytes: &[u8],
) -> Result<(), AppError> {
    let mut options = OpenOptions::new();
    options.write(true).create(true).truncate(true);
    let written = app
        .fs()
        .open(file.clone(), options)
        .and_then(|mut f| f.write_all(bytes).and_then(|()| f.sync_all()));
    release(app, file);
    written.map_err(file_error)
}

fn read_file<R: Runtime>(app: &AppHandle<R>, file: FilePath) -> Result<Vec<u8>, AppError> {
    let mut options = OpenOptions::new();
    options.read(true);
    let mut bytes = Vec::new();
    let read = app
        .fs()
        .open(file.clone(), options)
        .and_then(|mut f| f.read_to_end(&mut bytes));
    release(app, file);
    read.map(|_| bytes).map_err(file_error)
}

/// iOS opens a file the player chose as a security-scoped resource; give it back.
#[allow(unused_variables)]
fn release<R: Runtime>(app: &AppHandle<R>, file: FilePath) {
    #[cfg(target_os = "ios")]
    let _ = app.fs().stop_accessing_security_scoped_resource(file);
}

/// Writes the whole record to the file the player chooses (`export_backup` in the table).
#[tauri::command]
pub async fn export_backup(
    app: AppHandle,
    service: Service<'_>,
    path: Option<String>,
) -> Result<Option<ExportSummary>, AppError> {
    refuse_a_named_file(path)?;
    let file_name = with(&service, |s| s.usable().map(|()| s.backup_file_name()))?;
    let Some(file) = choose(&app, Dialog::Save, file_name).await else {
        return Ok(None);
    };
    let (bytes, summary) = with(&service, |s| s.export_backup())?;
    write_file(&app, file, &bytes)?;
    Ok(Some(summary))
}

/// Restores the backup file the player chooses (`import_backup` in the table). Every game is
/// replayed on a blocking thread with no lock held (`progress` hears how far it has got); the
/// merge then takes the lock for its one commit. A file that is no whole backup changes
/// nothing.
#[tauri::command]
pub async fn import_backup(
    app: AppHandle,
    service: Service<'_>,
    path: Option<String>,
    progress: Channel<ImportProgress>,
) -> Result<Option<ImportSummary>, AppError> {
    refuse_a_named_file(path)?;
    let file_name = with(&service, |s| s.usable().map(|()| s.backup_file_name()))?;
    let Some(file) = choose(&app, Dialog::Open, file_name).await else {
        return Ok(None);
    };
    let bytes = read_file(&app, file)?;
    let verified = tauri::async_runtime::spawn_blocking(move || {
        let backup = backup::decode(&bytes)?;
        let mut reported = Instant::now();
        let mut report = |p: ImportProgress| {
            if p.done == 1 || p.done == p.total || reported.elapsed() >= PROGRESS_EVERY {
                reported = Instant::now();
                // A screen that went away no longer listens; the restore goes on regardless.
                let _ = progress.send(p);
            }
        };
        Ok::<_, AppError>(import::verify(backup, &mut report))
    })
    .await
    .map_err(|e| AppError::Storage(format!("the restore stopped: {e}")))??;
    with(&service, |s| s.commit_import(verified)).map(Some)
}
