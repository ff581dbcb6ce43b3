//! `saloon share` and `saloon check`: a finished solo game's share code, and a code checked
//! by replaying it (`saloon_app::share`), so the path is scriptable.

use std::path::Path;

use serde_json::json;

use saloon_app::AppService;

use crate::files::FileStorage;

/// Prints the share code of finished game `session` in the data folder `data`.
pub fn share(data: &Path, session: &str, as_json: bool) -> Result<(), String> {
    if !data.is_dir() {
        return Err(format!("{}: no such data folder", data.display()));
    }
    let storage = FileStorage::open(data.to_path_buf()).map_err(|e| e.to_string())?;
    let shared = AppService::new(storage)
        .share_code(session)
        .map_err(|e| e.to_string())?;
    if as_json {
        let value = json!({"code": shared.code, "length": shared.code.len(), "date": shared.date});
        println!("{value}");
    } else {
        println!("{}", shared.code);
    }
    Ok(())
}

/// Checks `code` offline (no data folder: nothing is read or written) and prints what its
/// replay proved, or why it is refused (then the exit status is not zero).
pub fn check(code: &str, as_json: bool) -> Result<(), String> {
    let app = AppService::new(saloon_app::MemoryStorage::default());
    match app.check_code(code) {
        Ok(checked) if as_json => {
            println!("{}", json!({ "ok": checked }));
            Ok(())
        }
        Ok(checked) => {
            let rank = checked.rank.as_deref().unwrap_or("no rank");
            let date = checked.date.as_deref().unwrap_or("not a daily challenge");
            let assisted = if checked.assisted { ", assisted" } else { "" };
            println!(
                "verified: {} played {}: {} points, {rank}, {date}, {} moves{assisted}",
                checked.name, checked.game, checked.score, checked.steps
            );
            Ok(())
        }
        Err(e) if as_json => {
            println!("{}", json!({ "error": e }));
            Err(format!("refused: {e}"))
        }
        Err(e) => Err(format!("refused: {e}")),
    }
}
