/// Saloon's own commands, from the command table (`crates/app/src/commands.rs`, written out
/// to `commands.json` by `crates/app/tests/bindings.rs`). Listing them makes tauri-build
/// generate an `allow-<command>` permission for each, so the capability file can grant
/// exactly these and nothing else.
fn main() {
    println!("cargo:rerun-if-changed=commands.json");
    let text = std::fs::read_to_string("commands.json").expect("src-tauri/commands.json");
    let commands: Vec<String> = serde_json::from_str(&text).expect("a list of command names");
    // tauri-build wants `&'static [&'static str]`; a build script runs once, so leak it.
    let commands: &'static [&'static str] = Vec::leak(
        commands
            .into_iter()
            .map(|name| &*String::leak(name))
            .collect(),
    );
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(commands)),
    )
    .expect("tauri-build failed");
}
