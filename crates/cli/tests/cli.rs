//! The CLI's documented JSON interface, exercised through the real binary.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

use crate::support::saloon;

fn json(text: &str) -> Value {
    serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

#[test]
fn games_lists_the_playable_games() {
    let (ok, out, _) = saloon(&["games", "--json"]);
    assert!(ok);
    let games = json(&out);
    assert_eq!(games[0]["id"], "wild-tiled-west");
    assert_eq!(games[0]["min_players"], 1);
    assert_eq!(games[0]["max_players"], 5);
    assert_eq!(games[1]["id"], "circle-the-wagons");
    assert_eq!(games[1]["min_players"], 2);
    assert_eq!(games[1]["max_players"], 2);
    assert!(games
        .as_array()
        .unwrap()
        .iter()
        .all(|g| g["name"].is_string()));
}

#[test]
fn simulate_reports_and_is_reproducible() {
    let args = [
        "simulate",
        "--game",
        "circle-the-wagons",
        "--players",
        "2",
        "--bots",
        "greedy,random",
        "--games",
        "40",
        "--seed",
        "3",
        "--json",
    ];
    let (ok, out, err) = saloon(&args);
    assert!(ok, "{err}");
    let a = json(&out);
    assert_eq!(a["games"], 40);
    assert_eq!(a["completed"], 40);
    assert_eq!(a["errors"], 0);
    assert!(
        a["win_rate"][0].as_f64().unwrap() > 0.75,
        "greedy beats random: {a}"
    );
    assert_eq!(a["p95_decision_ms"].as_array().unwrap().len(), 2);
    assert!(a["games_per_second"].as_f64().unwrap() > 0.0);
    let (_, again, _) = saloon(&args);
    let b = json(&again);
    assert_eq!(a["mean_score"], b["mean_score"], "same seed, same numbers");
    assert_eq!(a["win_rate"], b["win_rate"]);
}

#[test]
fn simulate_refuses_bad_arguments() {
    let (ok, _, err) = saloon(&[
        "simulate",
        "--game",
        "circle-the-wagons",
        "--players",
        "3",
        "--json",
    ]);
    assert!(!ok && err.contains("2 to 2"), "{err}");
    let (ok, _, err) = saloon(&["simulate", "--game", "chess", "--players", "2"]);
    assert!(!ok && err.contains("unknown game"));
    let (ok, _, err) = saloon(&[
        "simulate",
        "--game",
        "circle-the-wagons",
        "--players",
        "2",
        "--bots",
        "genius",
    ]);
    assert!(!ok && err.contains("genius"));
}

#[test]
fn a_played_game_verifies_and_a_tampered_one_does_not() {
    let (ok, out, _) = saloon(&[
        "play",
        "--game",
        "circle-the-wagons",
        "--players",
        "2",
        "--bots",
        "greedy",
        "--seed",
        "9",
        "--json",
    ]);
    assert!(ok);
    let played = json(&out);
    assert_eq!(played["scores"].as_array().unwrap().len(), 2);
    assert!(!played["winners"].as_array().unwrap().is_empty());
    assert_eq!(played["replay"]["seed"], "9");
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.json");
    std::fs::write(&good, out.as_bytes()).unwrap();
    let (ok, _, err) = saloon(&["replay", "verify", good.to_str().unwrap()]);
    assert!(ok, "{err}");
    // Claim a different score: the re-simulation disagrees.
    let mut lie = played.clone();
    lie["scores"][0]["total"] = Value::from(999);
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, lie.to_string()).unwrap();
    let (ok, _, _) = saloon(&["replay", "verify", bad.to_str().unwrap()]);
    assert!(!ok);
    // Change the dealt order: the seed does not draw it.
    let mut forged = played.clone();
    let deal = &mut forged["replay"]["actions"][0]["action"]["order"];
    let first = deal[0].clone();
    deal[0] = deal[1].clone();
    deal[1] = first;
    std::fs::write(&bad, forged.to_string()).unwrap();
    let (ok, _, err) = saloon(&["replay", "verify", bad.to_str().unwrap()]);
    assert!(!ok && err.contains("chance"), "{err}");
}

#[test]
fn serve_answers_each_line_and_survives_junk() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_saloon"))
        .args(["serve", "--data", dir.path().to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let input = [
        r#"{"id":1,"cmd":"list_games"}"#,
        "this is not json",
        concat!(
            r#"{"id":2,"cmd":"new_game","request":{"game":"circle-the-wagons","seed":"4","#,
            r#""seats":[{"name":"A","kind":{"type":"human"}},"#,
            r#"{"name":"B","kind":{"type":"human"}}]}}"#,
        ),
        r#"{"id":3,"cmd":"in_progress"}"#,
        concat!(
            r#"{"id":4,"cmd":"act","session":"nope","seat":0,"#,
            r#""action":{"circle-the-wagons":{"type":"take","slot":0}}}"#,
        ),
    ]
    .join("\n");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(json)
        .collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0]["id"], 1);
    assert_eq!(lines[1]["error"]["kind"], "bad-request");
    assert_eq!(lines[2]["ok"]["human_to_act"], 1);
    assert_eq!(
        lines[3]["ok"].as_array().unwrap().len(),
        1,
        "saved to the data folder"
    );
    assert_eq!(lines[4]["error"]["kind"], "unknown-session");
    assert!(std::fs::read_dir(dir.path()).unwrap().count() >= 1);
}

#[test]
fn content_counts_match_the_design() {
    let (ok, out, err) = saloon(&["content", "wild-tiled-west", "--json"]);
    assert!(ok, "{err}");
    let c = json(&out);
    assert_eq!(c["boards"], 8);
    assert_eq!(c["stacks"], 40);
    assert_eq!(c["tiles"], 96);
    assert_eq!(c["partners"], 16);
    assert_eq!(c["bandit_cards"], 12);
    assert_eq!(c["buildings"], 14);
    let (ok, out, _) = saloon(&["content", "circle-the-wagons", "--json"]);
    assert!(ok);
    assert_eq!(json(&out)["cards"], 18);
    let (ok, _, _) = saloon(&["content", "poker"]);
    assert!(!ok);
}

#[test]
fn the_flagship_is_listed_and_simulates_for_every_player_count() {
    let (_, out, _) = saloon(&["games", "--json"]);
    assert!(
        out.contains("wild-tiled-west"),
        "listed now that its screen exists"
    );
    for players in 1..=5 {
        let p = players.to_string();
        let (ok, out, err) = saloon(&[
            "simulate",
            "--game",
            "wild-tiled-west",
            "--players",
            &p,
            "--bots",
            "random",
            "--games",
            "2",
            "--seed",
            "5",
            "--json",
        ]);
        assert!(ok, "{players} players: {err}");
        let r = json(&out);
        assert_eq!(r["completed"], 2);
        assert_eq!(r["errors"], 0);
        assert_eq!(r["mean_score"].as_array().unwrap().len(), players);
        // Each seat's line means add up to its mean score, the flagship's score sheet lines
        // in their order.
        for seat in 0..players {
            let lines = r["mean_lines"][seat].as_array().unwrap();
            assert_eq!(lines[0]["key"], "start", "{players} players: {lines:?}");
            assert!(lines.iter().any(|l| l["key"] == "partners"));
            let sum: f64 = lines.iter().map(|l| l["mean"].as_f64().unwrap()).sum();
            let mean = r["mean_score"][seat].as_f64().unwrap();
            assert!((sum - mean).abs() < 1e-9, "lines {sum} against mean {mean}");
        }
    }
}
