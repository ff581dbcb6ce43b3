//! Saves across versions: a store written before saves carried a schema migrates; a store
//! from a newer Saloon is refused and never written.

use saloon_app::durable::{DualSlotStorage, MemorySlots};
use saloon_app::games::verify_replay;
use saloon_app::schema::SCHEMA_VERSION;
use saloon_app::service::SteppingClock;
use saloon_app::{AppService, Storage};
use serde_json::{json, Value};

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
        assert_eq!(game.session, old["session"].as_str().unwrap(), "same order");
        assert_eq!(verify_replay(&game.replay).unwrap(), game.scores);
    }
    let settings = app.settings().unwrap();
    assert_eq!(settings.language.as_deref(), Some("fr"));
    assert!(!settings.hand_off);
    let in_progress = app.in_progress().unwrap();
    assert_eq!(in_progress.len(), 1);
    assert_eq!(in_progress[0].session, V1_SESSION);
    assert_eq!(app.resume(V1_SESSION, Some(0)).unwrap().step, 4);

    let keys = app.storage().keys().unwrap();
    assert!(!keys.contains(&"history".to_string()), "{keys:?}");
    assert_eq!(keys.iter().filter(|k| k.starts_with("history/")).count(), 2);
    assert_eq!(
        app.storage().get("schema").unwrap(),
        Some(json!(SCHEMA_VERSION))
    );

    // Reopened, the migrated store is read as it is, without writing.
    let slots = app.storage().backend().clone();
    let again = open(slots.clone());
    assert_eq!(again.history().unwrap(), history);
    assert_eq!(again.storage().backend().slots, slots.slots);
}

/// Every command the UI or `saloon serve` can send, against the session `id`.
fn every_command(id: &str) -> Vec<Value> {
    vec![
        json!({"cmd": "new_game", "request": {"game": "circle-the-wagons",
            "seats": [{"name": "A", "kind": {"type": "human"}}, {"name": "B", "kind": {"type": "human"}}]}}),
        json!({"cmd": "view", "session": id, "seat": 0}),
        json!({"cmd": "act", "session": id, "seat": 0,
            "action": {"circle-the-wagons": {"type": "take", "slot": 0}}}),
        json!({"cmd": "advance", "session": id, "viewer": null}),
        json!({"cmd": "undo", "session": id, "seat": 0}),
        json!({"cmd": "in_progress"}),
        json!({"cmd": "resume", "session": id, "viewer": 0}),
        json!({"cmd": "abandon", "session": id}),
        json!({"cmd": "history"}),
        json!({"cmd": "get_settings"}),
        json!({"cmd": "set_settings", "settings": {"language": "en", "palette": "standard", "hand_off": true}}),
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
    let mut app = open(v1_slots());
    let good = app.history().unwrap();
    let mut storage = DualSlotStorage::open(app.storage().backend().clone()).unwrap();
    storage
        .set("history/garbled", json!({"session": 3}))
        .unwrap();
    app = open(storage.backend().clone());
    assert_eq!(app.history().unwrap(), good, "the others still list");
    assert_eq!(
        app.storage().get("history/garbled").unwrap(),
        Some(json!({"session": 3})),
        "and the bad one is left alone"
    );
}
