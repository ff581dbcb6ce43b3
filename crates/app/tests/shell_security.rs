//! The shell's security settings, read from the files Tauri builds `src-tauri` from: the
//! webview may call Saloon's own commands and nothing else, the CSP admits no remote origin
//! and no eval, no plugin that reaches the shell or the network is compiled in, and the
//! plugins that are (the store, the backup's dialog and the file it chose) are driven from
//! Rust only. They live beside the command table they check rather than in the shell, whose
//! tests would compile Tauri and WebKit once more only to read a few files.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde_json::Value;

/// The shell's folder, `src-tauri`.
fn shell() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../src-tauri")
}

fn read(path: &str) -> String {
    let full = shell().join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

fn json(path: &str) -> Value {
    serde_json::from_str(&read(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Saloon's commands: the command table's (`saloon_app::commands`), from which lib.rs
/// registers every one.
fn commands() -> BTreeSet<String> {
    saloon_app::commands::command_specs()
        .iter()
        .map(|c| c.name.to_string())
        .collect()
}

#[test]
fn the_build_makes_a_permission_of_every_command_in_the_table_and_nothing_else() {
    let listed: Vec<String> = serde_json::from_value(json("commands.json")).unwrap();
    let table: Vec<String> = saloon_app::commands::command_specs()
        .iter()
        .map(|c| c.name.to_string())
        .collect();
    assert_eq!(
        listed, table,
        "commands.json (what build.rs turns into permissions) is the table's list: \
         run `cargo test -p saloon-app --test app bindings::`"
    );
    assert!(table.len() >= 10, "{table:?}");
}

#[test]
fn the_capabilities_grant_only_saloons_own_commands() {
    let conf = json("tauri.conf.json");
    let listed = conf["app"]["security"]["capabilities"].as_array().unwrap();
    let dir = shell().join("capabilities");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let cap: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        files += 1;
        assert!(
            listed.contains(&cap["identifier"]),
            "{name}: every capability file is one the config names"
        );
        assert_eq!(cap["windows"], serde_json::json!(["main"]), "{name}");
        assert!(
            cap.get("remote").is_none(),
            "{name}: no remote origin may call in"
        );
        assert!(cap.get("webviews").is_none(), "{name}");
        let allowed: BTreeSet<String> = commands()
            .iter()
            .map(|c| format!("allow-{}", c.replace('_', "-")))
            .collect();
        for permission in cap["permissions"].as_array().unwrap() {
            let id = permission.as_str().unwrap_or_else(|| {
                panic!(
                    "{name}: {permission} is scoped; Saloon grants only plain command permissions"
                )
            });
            assert!(
                allowed.contains(id),
                "{name} grants {id}, which is not one of Saloon's own commands"
            );
        }
        assert_eq!(
            cap["permissions"].as_array().unwrap().len(),
            allowed.len(),
            "{name} grants every command the UI calls, once"
        );
    }
    assert_eq!(files, listed.len(), "no capability file lies around unused");
    assert!(
        !shell().join("permissions").read_dir().unwrap().any(|e| e
            .unwrap()
            .path()
            .extension()
            .is_some_and(|x| x == "toml")),
        "no hand-written permission sets beside the generated ones"
    );
}

#[test]
fn the_csp_is_strict_and_nothing_is_loaded_from_afar() {
    let conf = json("tauri.conf.json");
    let security = &conf["app"]["security"];
    let csp = security["csp"].as_object().expect("a CSP, as directives");
    let allowed = [
        "'self'",
        "'none'",
        "data:",
        "blob:",
        "ipc:",
        "http://ipc.localhost",
    ];
    for (directive, sources) in csp {
        for source in sources.as_str().unwrap().split_whitespace() {
            let ok = allowed.contains(&source)
                || (directive == "style-src" && source == "'unsafe-inline'");
            assert!(ok, "{directive} allows {source}");
        }
    }
    assert_eq!(csp["default-src"], "'self'");
    assert_eq!(csp["script-src"], "'self'", "no eval, no inline script");
    assert_eq!(csp["object-src"], "'none'");
    assert_eq!(csp["frame-ancestors"], "'none'");
    assert!(security.get("devCsp").is_none());
    assert!(security
        .get("dangerousDisableAssetCspModification")
        .is_none());
    assert_eq!(security["freezePrototype"], true);
    assert!(
        !conf["build"]["frontendDist"]
            .as_str()
            .unwrap()
            .contains("://"),
        "the UI ships inside the app"
    );
    for window in conf["app"]["windows"].as_array().unwrap() {
        if let Some(url) = window.get("url").and_then(Value::as_str) {
            assert!(!url.contains("://"), "window {url} is remote");
        }
    }
}

/// The plugins Saloon registers, each driven from Rust alone: the store holds the saves, the
/// dialog asks where a backup goes or comes from, and fs reads and writes the file it chose
/// (a path on desktop, a `content://` URI on Android). The capability grants none of their
/// commands (checked above: only Saloon's own), so the webview reaches none of them.
const PLUGINS: [&str; 3] = [
    "tauri-plugin-store",
    "tauri-plugin-dialog",
    "tauri-plugin-fs",
];

#[test]
fn no_shell_or_network_plugin_is_compiled_in_and_no_plugin_is_called_from_the_webview() {
    let cargo = read("Cargo.toml");
    let plugins: Vec<&str> = cargo
        .lines()
        .filter_map(|l| l.trim().split(['=', ' ']).next())
        .filter(|name| name.starts_with("tauri-plugin-"))
        .collect();
    assert_eq!(
        plugins, PLUGINS,
        "the store, the dialog and fs, nothing else"
    );
    let package: Value = serde_json::from_str(&read("../package.json")).unwrap();
    for section in ["dependencies", "devDependencies"] {
        for name in package[section]
            .as_object()
            .into_iter()
            .flat_map(|d| d.keys())
        {
            assert!(
                !name.starts_with("@tauri-apps/plugin-") || name == "@tauri-apps/plugin-store",
                "{name} in package.json: no screen calls a plugin"
            );
        }
    }
    let lib = read("src/lib.rs");
    assert_eq!(
        lib.matches(".plugin(").count(),
        PLUGINS.len(),
        "one registration a plugin"
    );
    let ui = shell().join("../ui/src");
    let mut stack = vec![ui];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "ts" || e == "svelte") {
                let text = std::fs::read_to_string(&path).unwrap();
                assert!(
                    !text.contains("plugin:") && !text.contains("@tauri-apps/plugin-"),
                    "{}: the screens call Saloon's own commands only",
                    path.display()
                );
            }
        }
    }
}

/// The backup's dialog stands in for the end-to-end tests only in debug builds.
#[test]
fn the_dialog_stand_in_is_read_only_in_debug_builds() {
    let backup = read("src/backup.rs");
    let at = backup
        .find("std::env::var_os(\"SALOON_E2E_DIALOG\")")
        .expect("the stand-in");
    let before = &backup[..at];
    let gate = before
        .rfind("#[cfg(debug_assertions)]")
        .expect("a debug-only gate");
    assert!(
        before[gate..].lines().count() <= 3,
        "the gate is on the stand-in's own lines"
    );
    assert_eq!(backup.matches("SALOON_E2E_DIALOG\")").count(), 1);
}
