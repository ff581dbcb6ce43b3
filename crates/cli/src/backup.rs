//! `saloon export` and `saloon import`: a data folder's record to a backup file and back, the
//! app's own backup format and merge (`saloon_app::backup`, `saloon_app::import`), so the
//! whole path is scriptable.

use std::path::Path;

use serde_json::json;

use saloon_app::AppService;

use crate::files::FileStorage;

fn open(data: &Path) -> Result<AppService<FileStorage>, String> {
    let storage = FileStorage::open(data.to_path_buf()).map_err(|e| e.to_string())?;
    Ok(AppService::new(storage))
}

/// Writes every finished game, the daily results and the settings of `data` to `file`
/// (written aside, then renamed into place).
pub fn export(data: &Path, file: &Path, as_json: bool) -> Result<(), String> {
    if !data.is_dir() {
        return Err(format!("{}: no such data folder", data.display()));
    }
    let (bytes, summary) = open(data)?.export_backup().map_err(|e| e.to_string())?;
    let tmp = file.with_extension("saloon-tmp");
    std::fs::write(&tmp, &bytes)
        .and_then(|()| std::fs::rename(&tmp, file))
        .map_err(|e| format!("{}: {e}", file.display()))?;
    if as_json {
        println!("{}", json!({ "file": file, "export": summary }));
    } else {
        println!(
            "{} finished games and {} daily results in {} ({} bytes)",
            summary.games,
            summary.daily_results,
            file.display(),
            summary.bytes
        );
        for session in &summary.left_out {
            println!("left out (its saved record does not read): {session}");
        }
    }
    Ok(())
}

/// Restores `file` into `data`: each game replayed, the new ones added, the rest kept or
/// refused with their reasons. A file that is no whole backup changes nothing.
pub fn import(data: &Path, file: &Path, as_json: bool) -> Result<(), String> {
    let bytes = std::fs::read(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let summary = open(data)?
        .import_backup(&bytes, &mut |_| {})
        .map_err(|e| e.to_string())?;
    if as_json {
        println!("{}", json!({ "file": file, "import": summary }));
    } else {
        println!(
            "{} games imported, {} already here, {} refused; {} daily results{}",
            summary.imported.len(),
            summary.kept.len(),
            summary.refused.len(),
            summary.daily_results,
            if summary.settings {
                "; settings taken"
            } else {
                ""
            }
        );
        for refused in &summary.refused {
            println!("refused {}: {}", refused.session, refused.reason);
        }
    }
    Ok(())
}
