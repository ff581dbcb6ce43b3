//! `saloon export` and `saloon import` on data folders, through the real binary: games
//! played with `saloon serve --data`, backed up, restored elsewhere, a tampered game and a
//! damaged file.

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::{json, Value};

use crate::support::{saloon, Pick};

/// A solo game of `game` on `seed` played to its end in `data`, each move the first legal
/// one; its session.
fn play_solo(data: &Path, game: &str, seed: u64) -> String {
    crate::support::play_solo(data, game, seed, Pick::First).0
}

/// Every file under `dir` with its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    for entry in walk(dir) {
        let name = entry.strip_prefix(dir).unwrap().display().to_string();
        out.insert(name, std::fs::read(&entry).unwrap());
    }
    out
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(walk(&path));
        } else {
            out.push(path);
        }
    }
    out
}

fn json_of(text: &str) -> Value {
    serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

#[test]
fn a_record_goes_from_one_folder_to_another_and_a_bad_file_changes_nothing() {
    let a = tempfile::tempdir().unwrap();
    let b = tempfile::tempdir().unwrap();
    let rolled = play_solo(a.path(), "rolled-west", 5);
    let tiles = play_solo(a.path(), "wild-tiles", 5);
    let own = play_solo(b.path(), "wild-tiles", 9);
    let file = a.path().join("record.saloon");
    let file_arg = file.to_str().unwrap();

    let (ok, out, err) = saloon(&[
        "export",
        "--data",
        a.path().to_str().unwrap(),
        file_arg,
        "--json",
    ]);
    assert!(ok, "{err}");
    let export = json_of(&out);
    assert_eq!(export["export"]["games"], 2);
    assert_eq!(
        export["export"]["bytes"],
        std::fs::metadata(&file).unwrap().len()
    );

    let b_arg = b.path().to_str().unwrap();
    let (ok, out, err) = saloon(&["import", "--data", b_arg, file_arg, "--json"]);
    assert!(ok, "{err}");
    let import = &json_of(&out)["import"];
    let mut imported: Vec<&str> = import["imported"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    imported.sort_unstable();
    let mut expected = vec![rolled.as_str(), tiles.as_str()];
    expected.sort_unstable();
    assert_eq!(imported, expected);
    assert_eq!(import["kept"], json!([]));
    assert_eq!(import["refused"], json!([]));
    let archived = |dir: &Path| std::fs::read_dir(dir.join("archive")).unwrap().count();
    assert_eq!(archived(b.path()), 3, "both histories, {own} among them");

    // Again: every game is kept once.
    let (ok, out, _) = saloon(&["import", "--data", b_arg, file_arg, "--json"]);
    assert!(ok);
    assert_eq!(json_of(&out)["import"]["kept"].as_array().unwrap().len(), 2);
    assert_eq!(archived(b.path()), 3);

    // A damaged file and a foreign one: refused, and the folder is as it was.
    let before = files(b.path());
    let bytes = std::fs::read(&file).unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let damaged = elsewhere.path().join("damaged.saloon");
    for bad in [bytes[..bytes.len() - 9].to_vec(), b"not a backup".to_vec()] {
        std::fs::write(&damaged, bad).unwrap();
        let (ok, _, err) = saloon(&[
            "import",
            "--data",
            b_arg,
            damaged.to_str().unwrap(),
            "--json",
        ]);
        assert!(!ok);
        assert!(err.contains("backup"), "{err}");
        assert_eq!(files(b.path()), before);
    }
}

#[test]
fn a_tampered_game_is_refused_by_import_and_the_rest_come_in() {
    let a = tempfile::tempdir().unwrap();
    play_solo(a.path(), "rolled-west", 5);
    let tiles = play_solo(a.path(), "wild-tiles", 5);
    let file = a.path().join("record.saloon");
    let (ok, _, err) = saloon(&[
        "export",
        "--data",
        a.path().to_str().unwrap(),
        file.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let mut doc = saloon_app::backup::decode(&std::fs::read(&file).unwrap()).unwrap();
    let game = doc
        .games
        .iter_mut()
        .find(|g| g.outcome.session == tiles)
        .unwrap();
    game.outcome.scores[0].total += 1;
    std::fs::write(&file, saloon_app::backup::encode(&doc).unwrap()).unwrap();

    let c = tempfile::tempdir().unwrap();
    let (ok, out, err) = saloon(&[
        "import",
        "--data",
        c.path().to_str().unwrap(),
        file.to_str().unwrap(),
        "--json",
    ]);
    assert!(ok, "{err}");
    let import = &json_of(&out)["import"];
    assert_eq!(import["imported"].as_array().unwrap().len(), 1);
    assert_eq!(import["refused"][0]["session"], json!(tiles));
    let reason = import["refused"][0]["reason"].as_str().unwrap();
    assert!(reason.starts_with("it claims"), "{reason}");
    // Without --json, the same in words.
    let d = tempfile::tempdir().unwrap();
    let (ok, out, _) = saloon(&[
        "import",
        "--data",
        d.path().to_str().unwrap(),
        file.to_str().unwrap(),
    ]);
    assert!(ok);
    assert!(
        out.contains("1 games imported, 0 already here, 1 refused"),
        "{out}"
    );
    assert!(
        out.contains(&format!("refused {tiles}: it claims")),
        "{out}"
    );
}
