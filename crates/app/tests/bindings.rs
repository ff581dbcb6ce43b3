//! Writes the TypeScript bindings into `ui/src/bindings/`. They are committed; the test
//! command fails when running this changes them (`git status --porcelain ui/src/bindings`).

use std::path::PathBuf;

use saloon_app::api::{
    ActionPreview, BotProgress, Command, FinishedGame, GameInfo, GameLog, GameUpdate, HistoryPage,
    LogStep, SessionSummary, Settings, Suggestion,
};
use saloon_app::backup::ExportSummary;
use saloon_app::campaign::CampaignStatus;
use saloon_app::commands::{command_specs, CommandSpec};
use saloon_app::daily::DailyStatus;
use saloon_app::error::ErrorPayload;
use saloon_app::games::{engines, with_game, GameVisitor, Registered};
use saloon_app::import::{ImportProgress, ImportSummary};
use saloon_app::record::SoloRecord;
use saloon_app::replay_view::ReplayFrame;
use saloon_app::review::GameReport;
use saloon_app::share::{CheckedResult, SharedCode};
use saloon_app::stats::GameStats;
use ts_rs::{Config, TS};

#[test]
fn export_typescript_bindings() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../ui/src/bindings");
    // Start from an empty folder so a renamed or removed type leaves no stale file behind
    // (the drift check then sees the deletion).
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for entry in entries.flatten() {
            if entry.path().extension().is_some_and(|e| e == "ts") {
                std::fs::remove_file(entry.path()).expect("remove an old binding");
            }
        }
    }
    let cfg = Config::new().with_out_dir(&dir).with_large_int("number");
    Command::export_all(&cfg).expect("export Command");
    GameUpdate::export_all(&cfg).expect("export GameUpdate");
    ActionPreview::export_all(&cfg).expect("export ActionPreview");
    GameInfo::export_all(&cfg).expect("export GameInfo");
    SessionSummary::export_all(&cfg).expect("export SessionSummary");
    FinishedGame::export_all(&cfg).expect("export FinishedGame");
    HistoryPage::export_all(&cfg).expect("export HistoryPage");
    Settings::export_all(&cfg).expect("export Settings");
    ErrorPayload::export_all(&cfg).expect("export ErrorPayload");
    CampaignStatus::export_all(&cfg).expect("export CampaignStatus");
    SoloRecord::export_all(&cfg).expect("export SoloRecord");
    DailyStatus::export_all(&cfg).expect("export DailyStatus");
    GameStats::export_all(&cfg).expect("export GameStats");
    ReplayFrame::export_all(&cfg).expect("export ReplayFrame");
    BotProgress::export_all(&cfg).expect("export BotProgress");
    Suggestion::export_all(&cfg).expect("export Suggestion");
    LogStep::export_all(&cfg).expect("export LogStep");
    GameLog::export_all(&cfg).expect("export GameLog");
    GameReport::export_all(&cfg).expect("export GameReport");
    ImportProgress::export_all(&cfg).expect("export ImportProgress");
    ImportSummary::export_all(&cfg).expect("export ImportSummary");
    SharedCode::export_all(&cfg).expect("export SharedCode");
    CheckedResult::export_all(&cfg).expect("export CheckedResult");
    ExportSummary::export_all(&cfg).expect("export ExportSummary");
    // The content the screens read (`content/<game-id>.json`, written below), typed: every
    // registered game's, from its registry line.
    export_the_content_types(&cfg);
    assert!(dir.join("GameUpdate.ts").exists());
    assert!(dir.join("CtwView.ts").exists());
    assert!(dir.join("WtwContent.ts").exists());
    // After the folder was emptied above, not beside it on another thread.
    write_the_command_client_and_permissions();
    write_the_content(&dir.join("content"));
}

fn export_the_content_types(cfg: &Config) {
    struct ContentType<'a>(&'a Config);
    impl GameVisitor for ContentType<'_> {
        type Output = ();
        fn visit<G: Registered>(self) -> Self::Output {
            G::export_content_type(self.0).expect("export a game's content type");
        }
    }
    for game in engines() {
        with_game(&game.id, ContentType(cfg)).expect("a registered game");
    }
}

/// Every registered game's content as JSON (`content/<game-id>.json`): what the screens read
/// instead of parsing the game's TOML a second time. Committed, and checked for drift like the
/// bindings; a game's UI imports it from its lazy chunk, so the first load does not carry it.
fn write_the_content(dir: &std::path::Path) {
    struct Content;
    impl GameVisitor for Content {
        type Output = serde_json::Value;
        fn visit<G: Registered>(self) -> Self::Output {
            G::content()
        }
    }
    if dir.exists() {
        std::fs::remove_dir_all(dir).expect("remove the old content");
    }
    std::fs::create_dir_all(dir).expect("create the content folder");
    for game in engines() {
        let content = with_game(&game.id, Content).expect("a registered game");
        assert!(!content.is_null(), "{}'s content serializes", game.id);
        std::fs::write(
            dir.join(format!("{}.json", game.id)),
            serde_json::to_string_pretty(&content).unwrap() + "\n",
        )
        .expect("write the content");
    }
}

/// The files the command table makes (`saloon_app::commands`): the typed TypeScript client,
/// the command list the Tauri build turns into permissions, and the capability that grants
/// exactly those. Committed, and checked for drift like the bindings.
fn write_the_command_client_and_permissions() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let specs = command_specs();
    std::fs::write(
        root.join("ui/src/bindings/commands.ts"),
        typescript_client(&specs),
    )
    .expect("write commands.ts");
    let names: Vec<&str> = specs.iter().map(|s| s.name).collect();
    std::fs::write(
        root.join("src-tauri/commands.json"),
        serde_json::to_string_pretty(&names).unwrap() + "\n",
    )
    .expect("write commands.json");
    let capability = serde_json::json!({
        "$schema": "../gen/schemas/desktop-schema.json",
        "identifier": "main-window",
        "description": "What the Saloon UI in the main window may call: Saloon's own commands, \
            one permission each, and nothing else (crates/app/tests/shell_security.rs checks it). \
            Written from the command table by crates/app/tests/bindings.rs. The store plugin is \
            used from Rust only, so the webview gets no store or filesystem access; no events, \
            window, webview, menu, tray, path or image APIs.",
        "windows": ["main"],
        "permissions": names
            .iter()
            .map(|n| format!("allow-{}", n.replace('_', "-")))
            .collect::<Vec<_>>(),
    });
    std::fs::write(
        root.join("src-tauri/capabilities/main-window.json"),
        serde_json::to_string_pretty(&capability).unwrap() + "\n",
    )
    .expect("write the capability");
}

fn camel(snake: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// The named types a TypeScript type mentions (`Array<GameInfo>` mentions `GameInfo`).
fn named_types(ts: &str, out: &mut std::collections::BTreeSet<String>) {
    for word in ts.split(|c: char| !c.is_ascii_alphanumeric() && c != '_') {
        if word.starts_with(|c: char| c.is_ascii_uppercase())
            && !["Array", "Record", "Promise"].contains(&word)
        {
            out.insert(word.to_string());
        }
    }
}

fn typescript_client(specs: &[CommandSpec]) -> String {
    let mut types = std::collections::BTreeSet::new();
    for spec in specs {
        named_types(&spec.returns, &mut types);
        for (_, ty) in &spec.args {
            named_types(ty, &mut types);
        }
    }
    let mut ts = String::from(
        "// Generated by crates/app/tests/bindings.rs from the command table in\n\
         // crates/app/src/commands.rs. Do not edit this file manually.\n",
    );
    for ty in &types {
        ts += &format!("import type {{ {ty} }} from \"./{ty}\";\n");
    }
    ts += "\n/** Sends one command to the backend (api.ts wraps Tauri's `invoke`). */\n\
           export type Invoke = <T>(command: CommandName, args?: Record<string, unknown>) \
           => Promise<T>;\n\n";
    ts += "/** Every command, in the table's order. */\nexport const COMMAND_NAMES = [\n";
    for spec in specs {
        ts += &format!("  \"{}\",\n", spec.name);
    }
    ts += "] as const;\n\nexport type CommandName = (typeof COMMAND_NAMES)[number];\n\n";
    ts += "/**\n * The typed client: one function per command. \
           A command the shell writes by hand takes\n \
           * the shell's own arguments last (`extra`, e.g. the bot's progress channel).\n */\n\
           export function commands(invoke: Invoke) {\n  return {\n";
    for spec in specs {
        let mut params: Vec<String> = spec
            .args
            .iter()
            .map(|(name, ty)| format!("{}: {ty}", camel(name)))
            .collect();
        let mut fields: Vec<String> = spec.args.iter().map(|(name, _)| camel(name)).collect();
        if spec.shell {
            params.push("extra: Record<string, unknown> = {}".into());
            fields.push("...extra".into());
        }
        let args = if fields.is_empty() {
            String::new()
        } else {
            format!(", {{ {} }}", fields.join(", "))
        };
        if !spec.doc.is_empty() {
            ts += &format!("    /** {} */\n", spec.doc);
        }
        ts += &format!(
            "    {}: ({}): Promise<{}> => invoke<{}>(\"{}\"{args}),\n",
            camel(spec.name),
            params.join(", "),
            spec.returns,
            spec.returns,
            spec.name,
        );
    }
    ts += "  };\n}\n";
    ts
}
