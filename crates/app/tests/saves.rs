//! Saves across versions: a store written before saves carried a schema, and one written by
//! schema 3 (every finished game inside the two slots), migrate, also when killed at any step
//! of the migration; a store from a newer Saloon is refused and never written; a finish is
//! one commit; Wild Tiled West games in play from before the river moved (rules editions 1-2)
//! finish on the market they began with.

use saloon_app::api::NewGameRequest;
use saloon_app::durable::{DualSlotStorage, MemorySlots};
use saloon_app::games::{AnyAction, AnyView};
use saloon_app::schema::SCHEMA_VERSION;
use saloon_app::service::SteppingClock;
use saloon_app::session::verify_replay;
use saloon_app::{AppService, Storage};
use saloon_wild_tiled_west::market::{DieKind, MarketLayout};
use saloon_wild_tiled_west::rules::{WtwAction, RULES_EDITION};
use serde_json::{json, Value};

use crate::support::{human, request};

/// Both slots as Saloon wrote them before saves were versioned (schema 1): settings, two
/// finished Circle the Wagons games in one `history` array, one game four steps in.
fn v1_slots() -> MemorySlots {
    MemorySlots {
        slots: [
            Some(include_bytes!("fixtures/v1-slot-a.json").to_vec()),
            Some(include_bytes!("fixtures/v1-slot-b.json").to_vec()),
        ],
        ..Default::default()
    }
}

const V1_SESSION: &str = "circle-the-wagons-b8fda582e0e5a959";

fn open(slots: MemorySlots) -> AppService<DualSlotStorage<MemorySlots>> {
    AppService::with_clock(
        DualSlotStorage::open(slots).expect("opens"),
        Box::new(SteppingClock(1_800_000_000)),
    )
}

#[test]
fn a_v1_store_migrates_and_keeps_every_game_and_setting() {
    let before = DualSlotStorage::open(v1_slots()).unwrap();
    assert_eq!(
        before.get("schema").unwrap(),
        None,
        "the fixture is schema 1"
    );
    let v1_history = before.get("history").unwrap().expect("one history array");
    assert_eq!(v1_history.as_array().map(Vec::len), Some(2));

    let mut app = open(v1_slots());
    assert!(app.take_notices().is_empty(), "a migration is silent");
    let history = app.history().unwrap();
    assert_eq!(history.len(), 2);
    for (game, old) in history.iter().zip(v1_history.as_array().unwrap()) {
        assert_eq!(
            game.outcome.session,
            old["session"].as_str().unwrap(),
            "same order"
        );
        let whole = app.finished_game(&game.outcome.session).unwrap();
        assert_eq!(verify_replay(&whole.replay).unwrap(), game.outcome.scores);
    }
    let settings = app.settings().unwrap();
    assert_eq!(settings.language.as_deref(), Some("fr"));
    assert!(!settings.hand_off);
    let in_progress = app.in_progress().unwrap();
    assert_eq!(in_progress.len(), 1);
    assert_eq!(in_progress[0].session, V1_SESSION);
    assert_eq!(app.resume(V1_SESSION, Some(0)).unwrap().step, 4);

    let keys = app.storage().keys().unwrap();
    assert!(!keys.iter().any(|k| k.starts_with("history")), "{keys:?}");
    assert_eq!(app.storage().backend().records.len(), 2, "a record a game");
    assert_eq!(
        app.storage().get("schema").unwrap(),
        Some(json!(SCHEMA_VERSION))
    );

    // Reopened, the migrated store is read as it is, without writing.
    let slots = app.storage().backend().clone();
    let again = open(slots.clone());
    assert_eq!(again.history().unwrap(), history);
    assert_eq!(again.storage().backend().slots, slots.slots);
    assert_eq!(again.storage().backend().writes, slots.writes);
}

/// Every command the UI or `saloon serve` can send, against the session `id`.
fn every_command(id: &str) -> Vec<Value> {
    vec![
        json!({"cmd": "new_game", "request": {"game": "circle-the-wagons",
            "seats": [{"name": "A", "kind": {"type": "human"}},
                {"name": "B", "kind": {"type": "human"}}]}}),
        json!({"cmd": "view", "session": id, "seat": 0}),
        json!({"cmd": "act", "session": id, "seat": 0,
            "action": {"circle-the-wagons": {"type": "take", "slot": 0}}}),
        json!({"cmd": "advance", "session": id, "viewer": null}),
        json!({"cmd": "undo", "session": id, "seat": 0}),
        json!({"cmd": "in_progress"}),
        json!({"cmd": "resume", "session": id, "viewer": 0}),
        json!({"cmd": "abandon", "session": id}),
        json!({"cmd": "history", "offset": 0, "limit": 20}),
        json!({"cmd": "finished_game", "session": id}),
        json!({"cmd": "get_settings"}),
        json!({"cmd": "set_settings",
            "settings": {"language": "en", "palette": "standard", "hand_off": true}}),
    ]
}

fn assert_refused_untouched(slots: MemorySlots, expect_in_notice: &str) {
    let mut app = open(slots.clone());
    let notices = app.take_notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].contains(expect_in_notice), "{notices:?}");
    assert!(notices[0].contains("newer Saloon"), "{notices:?}");
    for command in every_command(V1_SESSION) {
        let out: Value = serde_json::from_str(&app.dispatch_line(&command.to_string())).unwrap();
        assert_eq!(out["error"]["kind"], "newer-save", "{command}: {out}");
    }
    let listed: Value =
        serde_json::from_str(&app.dispatch_line(r#"{"cmd":"list_games"}"#)).unwrap();
    assert!(listed["ok"].is_array(), "the app itself still opens");
    assert_eq!(
        app.storage().backend().slots,
        slots.slots,
        "not a byte written"
    );
    assert!(app.storage().backend().set_aside.is_empty());
}

#[test]
fn a_store_with_a_newer_schema_is_refused_and_never_written() {
    // A newer Saloon's store: today's envelope, a higher schema in it.
    let mut newer = DualSlotStorage::open(v1_slots()).unwrap();
    newer.set("schema", json!(SCHEMA_VERSION + 1)).unwrap();
    assert_refused_untouched(
        newer.backend().clone(),
        &format!("schema {}", SCHEMA_VERSION + 1),
    );
}

#[test]
fn a_slot_with_a_newer_envelope_is_refused_and_never_written() {
    let mut slots = v1_slots();
    let mut doc: Value = serde_json::from_slice(slots.slots[1].as_ref().unwrap()).unwrap();
    doc["snapshot"]["format"] = json!(7);
    slots.slots[1] = Some(doc.to_string().into_bytes());
    assert_refused_untouched(slots, "save format 7");
}

#[test]
fn a_finished_game_that_no_longer_loads_hides_no_other() {
    // Before the migration, an entry that is no finished game: it is kept where it is.
    let mut storage = DualSlotStorage::open(v1_slots()).unwrap();
    storage
        .set("history/garbled", json!({"session": 3}))
        .unwrap();
    let app = open(storage.backend().clone());
    let good = app.history().unwrap();
    assert_eq!(good.len(), 2, "the others still list");
    assert_eq!(
        app.storage().get("history/garbled").unwrap(),
        Some(json!({"session": 3})),
        "and the bad one is left alone"
    );
    // After it, a record damaged on disk: set aside, reported, and the other still lists.
    let mut slots = app.storage().backend().clone();
    let (name, bytes) = slots.records.iter_mut().next().unwrap();
    let name = name.clone();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x20;
    let app = open(slots);
    let warnings = app.storage().warnings();
    assert!(
        warnings
            .iter()
            .any(|n| n.contains(&name) && n.contains("set aside")),
        "{warnings:?}"
    );
    let left = app.history().unwrap();
    assert_eq!(left.len(), 1);
    assert_ne!(left[0].outcome.session, name);
    assert_eq!(app.storage().backend().records_set_aside.len(), 1);
}

/// Both slots as Saloon wrote them at schema 3 (written by that version's own code, before
/// rules editions): settings; three finished games in the slots (a Wild Tiled West campaign
/// stop, that day's Wild Tiled West daily challenge, a Circle the Wagons game of two); the
/// campaign's best and the daily result; a solo Wild Tiled West game 14 steps in.
fn v3_slots() -> MemorySlots {
    MemorySlots {
        slots: [
            Some(include_bytes!("fixtures/v3-slot-a.json").to_vec()),
            Some(include_bytes!("fixtures/v3-slot-b.json").to_vec()),
        ],
        ..Default::default()
    }
}

const V3_IN_PLAY: &str = "wild-tiled-west-896fa8e409e6e0b4";
const V3_FINISHED: [&str; 3] = [
    "wild-tiled-west-9e5651b0ef953636",
    "wild-tiled-west-ccff89ab5f19e3ce",
    "circle-the-wagons-84c00e16a970cf6e",
];
/// The fixture's clock: 2026-11-21, the day its daily challenge was played.
const V3_DAY: u64 = 1_795_300_000;

fn open_on(slots: MemorySlots, now: u64) -> AppService<DualSlotStorage<MemorySlots>> {
    AppService::with_clock(
        DualSlotStorage::open(slots).expect("opens"),
        Box::new(SteppingClock(now)),
    )
}

/// Everything a player can see of their saves, to compare two stores by.
fn what_the_player_sees(app: &mut AppService<DualSlotStorage<MemorySlots>>) -> Value {
    let history = app.history().unwrap();
    let whole: Vec<Value> = history
        .iter()
        .map(|g| serde_json::to_value(app.finished_game(&g.outcome.session).unwrap()).unwrap())
        .collect();
    json!({
        "history": serde_json::to_value(&history).unwrap(),
        "whole": whole,
        "campaign": serde_json::to_value(app.campaign_status().unwrap()).unwrap(),
        "daily": serde_json::to_value(app.daily_status("wild-tiled-west").unwrap()).unwrap(),
        "settings": serde_json::to_value(app.settings().unwrap()).unwrap(),
        "in_progress": serde_json::to_value(app.in_progress().unwrap()).unwrap(),
        "resumed": serde_json::to_value(app.resume(V3_IN_PLAY, Some(0)).unwrap()).unwrap(),
        "stats": serde_json::to_value(app.stats().unwrap()).unwrap(),
    })
}

#[test]
fn a_schema_3_store_migrates_every_game_out_of_the_slots() {
    let before = DualSlotStorage::open(v3_slots()).unwrap();
    assert_eq!(before.get("schema").unwrap(), Some(json!(3)));
    let old_games: Vec<Value> = V3_FINISHED
        .iter()
        .map(|s| {
            before
                .get(&format!("history/{s}"))
                .unwrap()
                .expect("in the slots")
        })
        .collect();
    let old_campaign = before.get("campaign").unwrap().unwrap();
    let old_daily = before
        .get("daily/wild-tiled-west/2026-11-21")
        .unwrap()
        .unwrap();

    let mut app = open_on(v3_slots(), V3_DAY);
    assert!(app.take_notices().is_empty(), "a migration is silent");
    let history = app.history().unwrap();
    let mut sessions: Vec<&str> = history.iter().map(|g| g.outcome.session.as_str()).collect();
    sessions.sort_unstable();
    let mut expected = V3_FINISHED.to_vec();
    expected.sort_unstable();
    assert_eq!(sessions, expected);
    for old in &old_games {
        let session = old["session"].as_str().unwrap();
        let whole = app.finished_game(session).unwrap();
        assert_eq!(
            serde_json::to_value(&whole.outcome.scores).unwrap(),
            old["scores"]
        );
        assert_eq!(
            whole.final_view,
            serde_json::from_value(old["final_view"].clone()).unwrap()
        );
        // Stamped with the rules they were played by, they replay to the same scores.
        if whole.outcome.game == "wild-tiled-west" {
            assert_eq!(whole.replay["options"]["edition"], json!(1));
        }
        assert_eq!(
            verify_replay(&whole.replay).unwrap(),
            whole.outcome.scores,
            "{session}"
        );
        let entry = history
            .iter()
            .find(|g| g.outcome.session == session)
            .unwrap();
        assert_eq!(entry.outcome.scores, whole.outcome.scores);
        assert_eq!(entry.outcome.rank, whole.outcome.rank);
    }
    assert_eq!(app.storage().get("campaign").unwrap(), Some(old_campaign));
    assert_eq!(
        app.storage()
            .get("daily/wild-tiled-west/2026-11-21")
            .unwrap(),
        Some(old_daily)
    );
    let best = app.campaign_status().unwrap().stops[0]
        .best
        .clone()
        .unwrap();
    assert!(V3_FINISHED.contains(&best.session.as_str()));
    let settings = app.settings().unwrap();
    assert_eq!(settings.language.as_deref(), Some("fr"));
    assert!(!settings.hand_off);
    assert_eq!(app.resume(V3_IN_PLAY, Some(0)).unwrap().step, 14);
    assert_eq!(
        app.storage().get("schema").unwrap(),
        Some(json!(SCHEMA_VERSION))
    );
    let keys = app.storage().keys().unwrap();
    assert!(!keys.iter().any(|k| k.starts_with("history")), "{keys:?}");
    assert_eq!(app.storage().backend().records.len(), 3);
    // The slots now hold the small state only.
    let slot = app
        .storage()
        .backend()
        .slots
        .iter()
        .flatten()
        .map(Vec::len)
        .min()
        .unwrap();
    assert!(slot < 15_000, "{slot} bytes");

    // A game finished now lands beside them, and the page reads newest first.
    let page = app.history_page(0, 2).unwrap();
    assert_eq!(page.total, 3);
    assert_eq!(page.games.len(), 2);
    assert!(page.games[0].outcome.finished_at >= page.games[1].outcome.finished_at);
    assert_eq!(app.history_page(2, 2).unwrap().games.len(), 1);

    // Reopened, the migrated store is read as it is, without writing.
    let slots = app.storage().backend().clone();
    let again = open_on(slots.clone(), V3_DAY);
    assert_eq!(again.history().unwrap(), history);
    assert_eq!(again.storage().backend().writes, slots.writes);
}

/// The migration killed at each of its writes, the write torn at several points or whole:
/// the next start finishes it, and the player finds exactly what a migration that ran
/// through gives, nothing lost; a start after that writes nothing.
#[test]
fn a_migration_killed_at_any_step_finishes_on_the_next_start() {
    let mut clean = open_on(v3_slots(), V3_DAY);
    let writes = clean.storage().backend().writes;
    assert!(
        writes >= 5,
        "stamp, a record per game, the last commit: {writes}"
    );
    let expected = what_the_player_sees(&mut clean);
    for write in 0..writes {
        for keep in [0, 1, 200, 5_000, usize::MAX] {
            let mut slots = v3_slots();
            slots.kill_at = Some((write, keep));
            let killed = open_on(slots, V3_DAY);
            let mut left = killed.storage().backend().clone();
            left.kill_at = None;
            let mut app = open_on(left, V3_DAY);
            assert!(
                app.take_notices().is_empty(),
                "write {write}, {keep} bytes: {:?}",
                app.take_notices()
            );
            assert_eq!(
                what_the_player_sees(&mut app),
                expected,
                "killed at write {write} after {keep} bytes"
            );
            assert_eq!(
                app.storage().get("schema").unwrap(),
                Some(json!(SCHEMA_VERSION))
            );
            let done = app.storage().backend().clone();
            let again = open_on(done.clone(), V3_DAY);
            assert_eq!(
                again.storage().backend().writes,
                done.writes,
                "nothing more to do"
            );
            assert!(again.storage().warnings().is_empty());
        }
    }
}

/// Finishing a game is one commit: killed at any write of the last move, the game is either
/// finished with everything it earned (history, campaign best, daily result, out of play),
/// or still in play one move back with none of it.
#[test]
fn a_finish_is_one_commit() {
    // Play today's challenge to one move before its end, on the migrated fixture.
    let mut app = open_on(v3_slots(), V3_DAY + 86_400);
    let mut update = app.start_daily("wild-tiled-west", "Ann".into()).unwrap();
    let session = update.session.clone();
    let mut moves = Vec::new();
    while !update.finished {
        let action = update.legal.first().unwrap().clone();
        moves.push(action.clone());
        update = app.act(&session, 0, action).unwrap();
    }
    let finished = what_a_finish_earns(&mut app, &session);
    let last = moves.pop().unwrap();
    let mut app = open_on(v3_slots(), V3_DAY + 86_400);
    let start = app.start_daily("wild-tiled-west", "Ann".into()).unwrap();
    assert_eq!(start.session, session);
    for action in moves {
        app.act(&session, 0, action).unwrap();
    }
    let before = app.storage().backend().clone();
    let one_back = app.resume(&session, Some(0)).unwrap().step;
    let mut outcomes = [0, 0];
    for write in 0..3 {
        for keep in [0, 100, 2_000, usize::MAX] {
            let mut slots = before.clone();
            slots.kill_at = Some((before.writes + write, keep));
            let mut killed = open_on(slots, V3_DAY + 86_400);
            killed.resume(&session, Some(0)).unwrap();
            let _ = killed.act(&session, 0, last.clone());
            let mut left = killed.storage().backend().clone();
            left.kill_at = None;
            let mut app = open_on(left, V3_DAY + 86_400);
            let done = app
                .history()
                .unwrap()
                .iter()
                .any(|g| g.outcome.session == session);
            let daily = app.daily_status("wild-tiled-west").unwrap().today.unwrap();
            assert_eq!(daily.score.is_some(), done, "write {write}, {keep} bytes");
            let in_play = app
                .in_progress()
                .unwrap()
                .iter()
                .any(|g| g.session == session);
            assert_eq!(in_play, !done);
            if done {
                outcomes[0] += 1;
                assert_eq!(
                    what_a_finish_earns(&mut app, &session),
                    finished,
                    "write {write}, {keep} bytes"
                );
            } else {
                outcomes[1] += 1;
                assert_eq!(app.resume(&session, Some(0)).unwrap().step, one_back);
                assert_eq!(app.history().unwrap().len(), 3);
            }
        }
    }
    assert!(outcomes[0] > 0 && outcomes[1] > 0, "{outcomes:?}");
}

/// What finishing `session` gave: its place in the history, the day's result, the bests.
fn what_a_finish_earns(app: &mut AppService<DualSlotStorage<MemorySlots>>, session: &str) -> Value {
    let history = app.history().unwrap();
    let game = history
        .iter()
        .find(|g| g.outcome.session == session)
        .unwrap();
    let whole = app.finished_game(session).unwrap();
    json!({
        "games": history.len(),
        "scores": serde_json::to_value(&game.outcome.scores).unwrap(),
        "rank": game.outcome.rank,
        "replay": whole.replay,
        "today": serde_json::to_value(app.daily_status("wild-tiled-west").unwrap().today).unwrap(),
        "bests": serde_json::to_value(app.solo_record("wild-tiled-west").unwrap().bests).unwrap(),
    })
}

/// Plays `session` to its end from `update`, seat 0 taking its first legal move each time,
/// and checks on the way that every river die drafts down its column of `layout`.
fn finish_on_layout(
    app: &mut AppService<DualSlotStorage<MemorySlots>>,
    mut update: saloon_app::api::GameUpdate,
    layout: MarketLayout,
) -> saloon_app::api::GameUpdate {
    let session = update.session.clone();
    let mut river_drafts = 0;
    while !update.finished {
        let AnyView::WildTiledWest(view) = &update.view else {
            panic!("a Wild Tiled West view")
        };
        assert_eq!(view.market_layout, layout);
        for action in &update.legal {
            if let AnyAction::WildTiledWest(WtwAction::Draft { die, stack, .. }) = action {
                if die.kind == DieKind::River {
                    assert!(
                        die.line(layout).contains(&usize::from(*stack)),
                        "{action:?}"
                    );
                    river_drafts += 1;
                }
            }
        }
        let action = update.legal.first().expect("seat 0 to act").clone();
        update = app.act(&session, 0, action).unwrap();
    }
    assert!(river_drafts > 0, "the river dice were used");
    update
}

/// Games begun before the river moved to the rulebook's middle columns (rules editions 1-2,
/// the river along the north row) and saved in play load, resume and play to their end on
/// the market they began with: the schema-3 fixture's solo game (stamped edition 1), and an
/// edition-2 game saved a few moves in. Each lands in the history with its edition and
/// replays to the same scores.
#[test]
fn games_in_play_from_before_the_river_moved_finish_on_their_own_market() {
    let mut app = open_on(v3_slots(), V3_DAY);
    let update = app.resume(V3_IN_PLAY, Some(0)).unwrap();
    assert_eq!(update.step, 14);
    let done = finish_on_layout(&mut app, update, MarketLayout::NorthRow);
    let whole = app.finished_game(V3_IN_PLAY).unwrap();
    assert_eq!(whole.replay["options"]["edition"], json!(1));
    assert_eq!(verify_replay(&whole.replay).unwrap(), done.scores);

    let mut app = open(MemorySlots::default());
    let options =
        serde_json::from_value(json!({"wild-tiled-west": {"boards": [3], "edition": 2}})).unwrap();
    let mut update = app
        .new_game(NewGameRequest {
            options: Some(options),
            ..request("wild-tiled-west", vec![human("Ann")], 30)
        })
        .unwrap();
    let session = update.session.clone();
    for _ in 0..6 {
        let action = update.legal.first().unwrap().clone();
        update = app.act(&session, 0, action).unwrap();
    }
    let step = update.step;
    let saved = app.storage().backend().clone();
    let mut app = open(saved);
    let update = app.resume(&session, Some(0)).unwrap();
    assert_eq!(update.step, step);
    let done = finish_on_layout(&mut app, update, MarketLayout::NorthRow);
    let whole = app.finished_game(&session).unwrap();
    assert_eq!(whole.replay["options"]["edition"], json!(2));
    assert_eq!(verify_replay(&whole.replay).unwrap(), done.scores);
    assert!(app
        .history()
        .unwrap()
        .iter()
        .any(|g| g.outcome.session == session));

    // A new game is edition 3, on the rulebook's market.
    let update = app
        .new_game(request("wild-tiled-west", vec![human("Ann")], 30))
        .unwrap();
    let done = finish_on_layout(&mut app, update, MarketLayout::MiddleColumns);
    let whole = app.finished_game(&done.session).unwrap();
    assert_eq!(whole.replay["options"]["edition"], json!(RULES_EDITION));
}
