//! Saloon's Tauri shell. Desktop runs it from `main.rs`; Android and iOS enter through
//! `mobile_entry_point`. Game logic lives in the crates under `crates/`; this crate only wires
//! the transport (commands, the store plugin, the window).

/// The app's version, from this crate's Cargo package (the workspace version).
#[tauri::command]
fn app_version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_store::Builder::new().build())
        .invoke_handler(tauri::generate_handler![app_version])
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
