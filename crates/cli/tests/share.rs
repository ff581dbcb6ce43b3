//! `saloon share` and `saloon check` through the real binary: a solo game played with
//! `saloon serve --data`, its code printed, checked, and an altered code refused.

use serde_json::Value;

use crate::support::{play_solo, saloon, Pick};

#[test]
fn a_finished_game_shares_a_code_that_checks_and_an_altered_one_is_refused() {
    let a = tempfile::tempdir().unwrap();
    let data = a.path().to_str().unwrap();
    let (session, end) = play_solo(a.path(), "wild-tiled-west", 5, Pick::Last);
    let score = end["scores"][0]["total"].as_i64().unwrap();

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
