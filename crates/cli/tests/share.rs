//! `saloon share` and `saloon check` through the real binary: a solo game played with
//! `saloon serve --data`, its code printed, checked, and an altered code refused.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

fn saloon(args: &[&str]) -> (bool, String, String) {
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

/// A solo game of `game` on `seed` played to its end in `data` (each move the last legal
/// one); its session and final score.
fn play_solo(data: &Path, game: &str, seed: u64) -> (String, i64) {
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
        let action = legal[legal.len() - 1].clone();
        update = ask(json!({"cmd": "act", "session": session, "seat": 0, "action": action}));
    }
    drop(input);
    child.wait().unwrap();
    (session, update["scores"][0]["total"].as_i64().unwrap())
}

#[test]
fn a_finished_game_shares_a_code_that_checks_and_an_altered_one_is_refused() {
    let a = tempfile::tempdir().unwrap();
    let data = a.path().to_str().unwrap();
    let (session, score) = play_solo(a.path(), "wild-tiled-west", 5);

    let (ok, out, err) = saloon(&["share", "--data", data, &session]);
    assert!(ok, "{err}");
    let code = out.trim().to_string();
    assert!(code.starts_with("S1") && code.len() < 300, "{code}");
    let (ok, out, _) = saloon(&["share", "--data", data, &session, "--json"]);
    assert!(ok);
    let shared: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(shared["code"], code.as_str());
    assert_eq!(shared["length"], code.len());

    let (ok, out, err) = saloon(&["check", &code]);
    assert!(ok, "{err}");
    assert!(out.contains(&format!("{score} points")), "{out}");
    let (ok, out, _) = saloon(&["check", &code, "--json"]);
    assert!(ok);
    let checked: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(checked["ok"]["score"], score);
    assert_eq!(checked["ok"]["name"], "Ann");
    assert_eq!(checked["ok"]["date"], Value::Null);

    // One character changed.
    let mut altered: Vec<char> = code.chars().collect();
    let at = altered.len() / 2;
    altered[at] = if altered[at] == 'A' { 'B' } else { 'A' };
    let altered: String = altered.into_iter().collect();
    let (ok, out, err) = saloon(&["check", &altered, "--json"]);
    assert!(!ok);
    let refused: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(refused["error"]["kind"], "bad-code");
    assert_eq!(refused["error"]["refusal"], "damaged");
    assert!(err.contains("refused"), "{err}");
    let (ok, _, err) = saloon(&["share", "--data", data, "no-such-game"]);
    assert!(!ok && err.contains("no-such-game"), "{err}");
}
