//! What the CLI's tests share: the real binary run with arguments, and a solo game played to
//! its end through `saloon serve --data`.

#![allow(dead_code)] // each test file uses its own part

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

/// Runs `saloon` with `args`: whether it succeeded, its stdout and its stderr.
pub fn saloon(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_saloon"))
        .args(args)
        .output()
        .expect("saloon runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Which legal action a played-out seat takes.
#[derive(Clone, Copy)]
pub enum Pick {
    First,
    Last,
}

/// Plays a solo game of `game` on `seed` to its end in `data` through `saloon serve`, each
/// move the `pick` legal one; returns its session and the final update.
pub fn play_solo(data: &Path, game: &str, seed: u64, pick: Pick) -> (String, Value) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_saloon"))
        .args(["serve", "--data", data.to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    let mut ask = |request: Value| -> Value {
        writeln!(input, "{request}").unwrap();
        let mut line = String::new();
        output.read_line(&mut line).unwrap();
        let answer: Value = serde_json::from_str(&line).unwrap();
        answer
            .get("ok")
            .cloned()
            .unwrap_or_else(|| panic!("{request} failed: {answer}"))
    };
    let mut update = ask(json!({"cmd": "new_game", "request": {
        "game": game, "seed": seed.to_string(),
        "seats": [{"name": "Ann", "kind": {"type": "human"}}],
    }}));
    let session = update["session"].as_str().unwrap().to_string();
    while update["finished"] != json!(true) {
        let legal = update["legal"].as_array().unwrap();
        let action = match pick {
            Pick::First => legal[0].clone(),
            Pick::Last => legal[legal.len() - 1].clone(),
        };
        update = ask(json!({"cmd": "act", "session": session, "seat": 0, "action": action}));
    }
    drop(input);
    child.wait().unwrap();
    (session, update)
}
