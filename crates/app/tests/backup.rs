//! Backing up a record and restoring it on another device, through the service: real games
//! played to the end, the file written and read back, each game replayed on the way in.

use saloon_app::api::{BotLevel, FinishedGame, HistoryEntry, NewGameRequest};
use saloon_app::backup::{self, Backup};
use saloon_app::durable::{DualSlotStorage, MemorySlots};
use saloon_app::import::{ImportProgress, ImportSummary, Refusal};
use saloon_app::service::SteppingClock;
use saloon_app::storage::Archived;
use saloon_app::{campaign, AppService, MemoryStorage, Storage};
use serde_json::{json, Value};

use crate::support::{bot, finished, human, play_out};

/// 2026-11-21 22:26:40 UTC; every call moves on a second.
const SATURDAY_EVENING: u64 = 1_795_300_000;

fn device<S: Storage>(storage: S) -> AppService<S> {
    AppService::with_clock(storage, Box::new(SteppingClock(SATURDAY_EVENING)))
}

/// A device that played a solo game of each game with ranks, the day's Wild Tiled West
/// challenge and a game against a bot, and set its settings.
fn device_a() -> AppService<MemoryStorage> {
    let mut app = device(MemoryStorage::default());
    for game in ["wild-tiled-west", "rolled-west", "wild-tiles"] {
        finished(&mut app, game, vec![human("Ann")]);
    }
    let daily = app.start_daily("wild-tiled-west", "Ann".into()).unwrap();
    play_out(&mut app, daily);
    finished(
        &mut app,
        "circle-the-wagons",
        vec![human("Ann"), bot(BotLevel::Easy)],
    );
    app.set_settings(
        serde_json::from_value(json!({"language": "fr", "palette": "standard", "hand_off": false}))
            .unwrap(),
    )
    .unwrap();
    app
}

fn games_of<S: Storage>(app: &AppService<S>) -> Vec<FinishedGame> {
    app.history()
        .unwrap()
        .iter()
        .map(|g| app.finished_game(&g.outcome.session).unwrap())
        .collect()
}

/// `app`'s record grown to `total` games with copies of its games (each a new session,
/// finished later), each archived with what it earns, as a finish commits it.
fn grown(app: &AppService<MemoryStorage>, total: usize) -> AppService<MemoryStorage> {
    let originals = games_of(app);
    let have = originals.len();
    let mut store = app.storage().clone();
    for i in have..total {
        let mut game = originals[i % have].clone();
        game.outcome.session = format!("{}-copy{i:05}", game.outcome.game);
        game.outcome.finished_at = SATURDAY_EVENING + 10_000 + i as u64 * 60;
        let entry = HistoryEntry::of(&game);
        let changes: Vec<_> = campaign::finish_change(&store, &entry)
            .unwrap()
            .into_iter()
            .collect();
        let archived = Archived {
            session: game.outcome.session.clone(),
            summary: serde_json::to_value(&entry).unwrap(),
            game: serde_json::to_value(&game).unwrap(),
        };
        store.archive(archived, changes).unwrap();
    }
    device(store)
}

/// A solo game of `game` on seed 5 played to its end on any storage, each move the first
/// legal one (`support::finished` plays on memory storage only).
fn solo_on<S: Storage>(app: &mut AppService<S>, game: &str) {
    let mut u = app
        .new_game(NewGameRequest {
            game: game.into(),
            seats: vec![human("Bea")],
            options: None,
            seed: Some("5".into()),
            guided: None,
            table: None,
        })
        .unwrap();
    while !u.finished {
        let action = u.legal[0].clone();
        u = app.act(&u.session, 0, action).unwrap();
    }
}

fn export<S: Storage>(app: &mut AppService<S>) -> Vec<u8> {
    app.export_backup().unwrap().0
}

fn import<S: Storage>(app: &mut AppService<S>, bytes: &[u8]) -> ImportSummary {
    app.import_backup(bytes, &mut |_| {}).unwrap()
}

/// Everything a player sees of their record, to compare two devices by.
fn record<S: Storage>(app: &mut AppService<S>) -> Value {
    let ranked: Vec<Value> = ["wild-tiled-west", "rolled-west", "wild-tiles"]
        .iter()
        .map(|g| serde_json::to_value(app.solo_record(g).unwrap()).unwrap())
        .collect();
    let daily = serde_json::to_value(app.daily_status("wild-tiled-west").unwrap()).unwrap();
    json!({
        "history": serde_json::to_value(app.history().unwrap()).unwrap(),
        "campaign": serde_json::to_value(app.campaign_status().unwrap()).unwrap(),
        "ranked": ranked,
        "stats": serde_json::to_value(app.stats().unwrap()).unwrap(),
        "daily": daily,
        "settings": serde_json::to_value(app.settings().unwrap()).unwrap(),
    })
}

fn edit(bytes: &[u8], change: impl FnOnce(&mut Backup)) -> Vec<u8> {
    let mut doc = backup::decode(bytes).unwrap();
    change(&mut doc);
    backup::encode(&doc).unwrap()
}

#[test]
fn a_thousand_games_come_back_once_each_with_the_same_bests_campaign_and_dailies() {
    let mut a = grown(&device_a(), 1_000);
    assert_eq!(a.history().unwrap().len(), 1_000);
    let (bytes, summary) = a.export_backup().unwrap();
    assert_eq!((summary.games, summary.daily_results), (1_000, 1));
    assert!(summary.left_out.is_empty());
    let raw: usize = games_of(&a)
        .iter()
        .map(|g| serde_json::to_vec(g).unwrap().len())
        .sum();
    assert!(
        bytes.len() * 10 < raw,
        "compressed: {} of {raw} bytes",
        bytes.len()
    );

    let mut b = device(MemoryStorage::default());
    let mut told = Vec::new();
    let summary = b
        .import_backup(&bytes, &mut |p: ImportProgress| told.push(p))
        .unwrap();
    assert_eq!(summary.imported.len(), 1_000);
    assert!(summary.kept.is_empty() && summary.refused.is_empty());
    assert_eq!((summary.daily_results, summary.settings), (1, true));
    assert_eq!(told.len(), 1_000, "progress after each game");
    assert!(told
        .iter()
        .enumerate()
        .all(|(i, p)| p.done == i as u32 + 1 && p.total == 1_000));
    assert_eq!(record(&mut b), record(&mut a));

    // Restored again, and A restoring its own file: every game kept once, nothing changes.
    for app in [&mut b, &mut a] {
        let before = app.storage().clone();
        let again = import(app, &bytes);
        assert_eq!(again.kept.len(), 1_000);
        assert!(again.imported.is_empty() && again.refused.is_empty());
        assert_eq!(app.storage(), &before);
    }
}

#[test]
fn merging_keeps_both_histories_and_this_devices_own_daily_and_settings() {
    let mut a = device_a();
    let bytes = export(&mut a);
    // Another device: its clock (whose readings make the session ids) elsewhere.
    let mut b = AppService::with_clock(
        MemoryStorage::default(),
        Box::new(SteppingClock(SATURDAY_EVENING + 1_000)),
    );
    let own = finished(&mut b, "wild-tiled-west", vec![human("Bea")]);
    let daily = b.start_daily("wild-tiled-west", "Bea".into()).unwrap();
    let daily_end = play_out(&mut b, daily);
    b.set_settings(
        serde_json::from_value(json!({"language": "en", "palette": "standard", "hand_off": true}))
            .unwrap(),
    )
    .unwrap();
    let b_settings = b.settings().unwrap();

    let summary = import(&mut b, &bytes);
    // A's daily is the same deal as B's (same day, same game) but a game of its own.
    assert_eq!(summary.imported.len(), 5);
    assert_eq!((summary.daily_results, summary.settings), (0, false));
    let sessions: Vec<String> = b
        .history()
        .unwrap()
        .iter()
        .map(|g| g.outcome.session.clone())
        .collect();
    assert_eq!(sessions.len(), 7);
    for game in a.history().unwrap() {
        assert!(sessions.contains(&game.outcome.session));
    }
    assert!(sessions.contains(&own.session) && sessions.contains(&daily_end.session));
    let today = b.daily_status("wild-tiled-west").unwrap().today.unwrap();
    assert_eq!(
        today.session, daily_end.session,
        "this device's own try stands"
    );
    assert_eq!(b.settings().unwrap(), b_settings);
    // The rank chart counts both devices' solo games.
    let chart = b.solo_record("wild-tiled-west").unwrap();
    assert_eq!(chart.games.len(), 4);
}

#[test]
fn a_tampered_game_is_refused_with_its_reason_and_the_rest_come_in() {
    let mut a = device_a();
    let bytes = export(&mut a);
    let doc = backup::decode(&bytes).unwrap();
    let wtw = |d: &Backup, not: &str| {
        d.games
            .iter()
            .position(|g| g.outcome.game == "wild-tiled-west" && g.outcome.session != not)
            .unwrap()
    };
    let first = wtw(&doc, "");
    let second = wtw(&doc, &doc.games[first].outcome.session);
    let rw = doc
        .games
        .iter()
        .position(|g| g.outcome.game == "rolled-west")
        .unwrap();
    let tampered = edit(&bytes, |d| {
        // An action list cut short, a score claimed higher than played, two actions swapped.
        d.games[first].replay["actions"]
            .as_array_mut()
            .unwrap()
            .pop();
        d.games[second].outcome.scores[0].total += 40;
        let actions = d.games[rw].replay["actions"].as_array_mut().unwrap();
        let (i, j) = (1..actions.len())
            .flat_map(|i| (i + 1..actions.len()).map(move |j| (i, j)))
            .find(|&(i, j)| actions[i] != actions[j])
            .unwrap();
        actions.swap(i, j);
    });
    let mut b = device(MemoryStorage::default());
    let summary = import(&mut b, &tampered);
    assert_eq!(summary.imported.len(), 2, "{summary:?}");
    let reasons: Vec<(&str, &str)> = summary
        .refused
        .iter()
        .map(|r| (r.session.as_str(), r.reason.as_str()))
        .collect();
    assert_eq!(reasons.len(), 3, "{reasons:?}");
    let reason_of = |i: usize| {
        summary
            .refused
            .iter()
            .find(|r| r.session == doc.games[i].outcome.session)
            .map(|r| r.reason.clone())
            .unwrap()
    };
    assert_eq!(reason_of(first), "its actions stop before the game ends");
    let why_of = |i: usize| {
        summary
            .refused
            .iter()
            .find(|r| r.session == doc.games[i].outcome.session)
            .map(|r| r.why)
            .unwrap()
    };
    assert_eq!(
        [why_of(first), why_of(second), why_of(rw)],
        [Refusal::Unfinished, Refusal::Scores, Refusal::DoesNotReplay]
    );
    let claimed = doc.games[second].outcome.scores[0].total;
    assert_eq!(
        reason_of(second),
        format!(
            "it claims {} points, its replay scores {claimed} points",
            claimed + 40
        )
    );
    assert!(
        reason_of(rw).starts_with("its seed and actions do not replay"),
        "{}",
        reason_of(rw)
    );
    let history: Vec<String> = b
        .history()
        .unwrap()
        .iter()
        .map(|g| g.outcome.session.clone())
        .collect();
    assert_eq!(history, summary.imported);
    // The refused daily brings no daily result; the bests are the verified games' only.
    assert_eq!(
        summary.daily_results,
        u32::from(history.contains(&doc.daily[0].session))
    );
    let bests = b.campaign_status().unwrap();
    let best_sessions: Vec<String> = bests
        .stops
        .iter()
        .filter_map(|s| s.best.as_ref())
        .map(|b| b.session.clone())
        .collect();
    assert!(
        best_sessions.iter().all(|s| history.contains(s)),
        "{best_sessions:?}"
    );
}

#[test]
fn a_game_listed_twice_comes_in_once() {
    let mut a = device_a();
    let bytes = edit(&export(&mut a), |d| {
        let copy = d.games[0].clone();
        d.games.push(copy);
    });
    let mut b = device(MemoryStorage::default());
    let summary = import(&mut b, &bytes);
    assert_eq!(summary.imported.len(), 5);
    assert_eq!(
        summary.kept,
        vec![a.history().unwrap()[0].outcome.session.clone()]
    );
    assert_eq!(b.history().unwrap().len(), 5);
}

#[test]
fn a_truncated_foreign_or_newer_file_changes_nothing() {
    let mut a = device_a();
    let bytes = export(&mut a);
    let mut b = device(MemoryStorage::default());
    finished(&mut b, "rolled-west", vec![human("Bea")]);
    let before = b.storage().clone();
    let newer = edit(&bytes, |d| d.saloon_backup = backup::BACKUP_FORMAT + 1);
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("truncated", bytes[..bytes.len() / 2].to_vec(), "bad-backup"),
        (
            "last byte cut",
            bytes[..bytes.len() - 1].to_vec(),
            "bad-backup",
        ),
        ("foreign", b"PK\x03\x04 a zip file".to_vec(), "bad-backup"),
        (
            "a save slot",
            serde_json::to_vec(&json!({"snapshot": {}})).unwrap(),
            "bad-backup",
        ),
        ("newer", newer, "newer-backup"),
    ];
    for (what, file, kind) in cases {
        let err = b.import_backup(&file, &mut |_| {}).unwrap_err();
        assert_eq!(err.kind(), kind, "{what}: {err}");
        assert_eq!(b.storage(), &before, "{what}: nothing changes");
    }
    let newer = edit(&bytes, |d| d.saloon_backup = backup::BACKUP_FORMAT + 1);
    let message = b
        .import_backup(&newer, &mut |_| {})
        .unwrap_err()
        .to_string();
    assert!(message.contains("newer Saloon"), "{message}");
}

#[test]
fn a_daily_result_counts_only_on_its_days_deal() {
    let mut a = device_a();
    let bytes = edit(&export(&mut a), |d| d.daily[0].date = "2026-11-20".into());
    let mut b = device(MemoryStorage::default());
    let summary = import(&mut b, &bytes);
    assert_eq!(summary.imported.len(), 5, "the game itself is proven");
    assert_eq!(summary.daily_results, 0, "but it was not the 20th's deal");
    assert!(b.daily_status("wild-tiled-west").unwrap().past.is_empty());
}

/// A kill at every write of an import, at several bytes of each: on the next start the
/// record is the one before the import or the one after it, never a mix.
#[test]
fn a_kill_during_an_import_leaves_the_old_record_or_the_new_one() {
    let mut a = device_a();
    let bytes = export(&mut a);
    let mut b = device(DualSlotStorage::open(MemorySlots::default()).unwrap());
    solo_on(&mut b, "wild-tiles");
    let before = record(&mut b);
    let base = b.storage().backend().clone();
    let after = {
        let mut whole = device(DualSlotStorage::open(base.clone()).unwrap());
        import(&mut whole, &bytes);
        record(&mut device(
            DualSlotStorage::open(whole.storage().backend().clone()).unwrap(),
        ))
    };
    assert_ne!(before, after);
    let mut outcomes = (0, 0);
    // Five records and a slot.
    for write in 0..6 {
        for keep in [0, 1, 60, 300, usize::MAX] {
            let mut slots = base.clone();
            slots.kill_at = Some((slots.writes + write, keep));
            let mut killed = device(DualSlotStorage::open(slots).unwrap());
            let _ = killed.import_backup(&bytes, &mut |_| {});
            let mut left = killed.storage().backend().clone();
            left.kill_at = None;
            let mut restarted = device(DualSlotStorage::open(left).unwrap());
            let now = record(&mut restarted);
            if now == before {
                outcomes.0 += 1;
            } else {
                assert_eq!(now, after, "write {write}, {keep} bytes: a mix");
                outcomes.1 += 1;
            }
            // And the restore can be made again, whole.
            import(&mut restarted, &bytes);
            assert_eq!(record(&mut restarted), after, "write {write}, {keep} bytes");
        }
    }
    assert!(outcomes.0 >= 20 && outcomes.1 >= 5, "{outcomes:?}");
}

/// A backup of format 1 as Saloon wrote it (five games of four games, a daily result, the
/// settings): this Saloon and every later one must restore it whole. Rewritten only on
/// purpose, with `SALOON_WRITE_BACKUP_FIXTURE=1`.
#[test]
fn a_format_1_backup_restores_whole() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/backup-v1.saloon");
    if std::env::var_os("SALOON_WRITE_BACKUP_FIXTURE").is_some() {
        std::fs::write(&path, export(&mut device_a())).unwrap();
    }
    let bytes = std::fs::read(&path).unwrap();
    assert_eq!(backup::decode(&bytes).unwrap().saloon_backup, 1);
    let mut b = device(MemoryStorage::default());
    let summary = import(&mut b, &bytes);
    assert_eq!(summary.imported.len(), 5);
    assert!(summary.refused.is_empty(), "{:?}", summary.refused);
    assert_eq!((summary.daily_results, summary.settings), (1, true));
    assert_eq!(b.solo_record("wild-tiled-west").unwrap().games.len(), 2);
}

/// `saloon serve` has no dialog: its backup commands write and read the file they are given,
/// and a command without one is refused.
#[test]
fn serve_backs_up_to_the_file_it_is_given_and_restores_from_it() {
    let mut a = device_a();
    let dir = std::env::temp_dir().join(format!("saloon-serve-backup-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("record.saloon");
    let answer = |app: &mut AppService<MemoryStorage>, request: Value| -> Value {
        serde_json::from_str(&app.dispatch_line(&request.to_string())).unwrap()
    };
    let out = answer(
        &mut a,
        json!({"id": 1, "cmd": "export_backup", "path": file}),
    );
    let games = a.history().unwrap().len();
    assert_eq!(out["ok"]["games"], games, "{out}");
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        1,
        "the file alone, nothing left aside"
    );
    assert_eq!(
        backup::decode(&std::fs::read(&file).unwrap())
            .unwrap()
            .games
            .len(),
        games
    );
    let mut b = device(MemoryStorage::default());
    let out = answer(
        &mut b,
        json!({"id": 2, "cmd": "import_backup", "path": file}),
    );
    assert_eq!(
        out["ok"]["imported"].as_array().unwrap().len(),
        games,
        "{out}"
    );
    assert_eq!(b.history().unwrap().len(), games);
    for cmd in ["export_backup", "import_backup"] {
        let out = answer(&mut b, json!({"id": 3, "cmd": cmd, "path": null}));
        assert_eq!(out["error"]["kind"], "bad-request", "{cmd}: {out}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
