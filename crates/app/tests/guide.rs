//! The guided first games (`ui/src/<game>/guide.json`, content the screen coaches along):
//! each one replays on its seed, every taught action legal at the step it is taught at and
//! setting off what the step teaches, so a rules change that breaks a guide fails here. A
//! guided game is assisted from the start, keeps its guide through a save and a resume, and
//! plays on as a normal (still assisted) game once the guide is skipped.

use std::path::{Path, PathBuf};

use saloon_app::api::{GameUpdate, NewGameRequest, SeatConfig, SeatKind, Settings};
use saloon_app::service::SteppingClock;
use saloon_app::{AppService, MemoryStorage};
use serde_json::Value;

fn service() -> AppService<MemoryStorage> {
    AppService::with_clock(MemoryStorage::default(), Box::new(SteppingClock(1_000)))
}

/// Every guide the UI holds, found by walking the game folders (no list of games here).
fn guides() -> Vec<(PathBuf, Value)> {
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ui/src");
    let mut out = Vec::new();
    for dir in std::fs::read_dir(&ui).unwrap() {
        let path = dir.unwrap().path().join("guide.json");
        if let Ok(text) = std::fs::read_to_string(&path) {
            out.push((path.clone(), serde_json::from_str(&text).unwrap()));
        }
    }
    assert!(!out.is_empty(), "Wild Tiled West has a guide");
    out
}

fn start(app: &mut AppService<MemoryStorage>, guide: &Value) -> GameUpdate {
    app.new_game(NewGameRequest {
        game: guide["game"].as_str().unwrap().into(),
        seats: vec![SeatConfig {
            name: "Ann".into(),
            kind: SeatKind::Human,
        }],
        options: Some(serde_json::from_value(guide["options"].clone()).unwrap()),
        seed: Some(guide["seed"].as_str().unwrap().into()),
        guided: Some(true),
    })
    .unwrap()
}

fn event_types(u: &GameUpdate) -> Vec<String> {
    u.events
        .iter()
        .filter_map(|e| {
            let e = serde_json::to_value(e).unwrap();
            let inner = e.as_object()?.values().next()?.clone();
            inner["type"].as_str().map(str::to_string)
        })
        .collect()
}

#[test]
fn every_guide_replays_legally_on_its_seed_and_teaches_what_it_says() {
    for (path, guide) in guides() {
        let name = path.display();
        let mut app = service();
        let mut u = start(&mut app, &guide);
        assert!(
            u.guided && u.assisted,
            "{name}: a guided game is assisted from the start"
        );
        let steps = guide["steps"].as_array().unwrap();
        assert!(
            steps.last().unwrap()["free"] == true,
            "{name}: the guide ends with the player free"
        );
        for step in steps {
            let id = step["id"].as_str().unwrap();
            assert_eq!(
                u.step,
                step["at"].as_u64().unwrap() as u32,
                "{name}: step {id} is taught at its `at`"
            );
            assert!(
                !u.finished && u.human_to_act == Some(0),
                "{name}: {id}: the player acts"
            );
            assert!(
                !step["marks"].as_array().unwrap().is_empty(),
                "{name}: {id} points at something"
            );
            if step["free"] == true {
                continue;
            }
            if step["undo"] == true {
                // The taught move takes the last action back: the game is a step earlier.
                assert!(
                    u.can_undo,
                    "{name}: {id}: the last action can be taken back"
                );
                let at = u.step;
                u = app.undo(&u.session, 0).unwrap();
                assert_eq!(u.step, at - 1, "{name}: {id}: one action taken back");
                continue;
            }
            let action = serde_json::from_value(step["action"].clone()).unwrap();
            assert!(
                u.legal.contains(&action),
                "{name}: {id}: the taught action is legal"
            );
            u = app.act(&u.session, 0, action).unwrap();
            let told = event_types(&u);
            for moment in step["teaches"].as_array().unwrap() {
                let moment = moment.as_str().unwrap();
                assert!(
                    told.iter().any(|t| t == moment),
                    "{name}: {id} sets off {moment} (told: {told:?})"
                );
            }
        }
    }
}

/// Rolled West's guide ships to a first-come box (3 or 5) with the player the first there: the
/// double box is a shipping rule best seen happen, not only read in a step's words.
#[test]
fn rolled_wests_guide_ships_first_to_a_first_come_box() {
    let (path, guide) = guides()
        .into_iter()
        .find(|(_, g)| g["game"] == "rolled-west")
        .expect("Rolled West has a guide");
    let mut app = service();
    let mut u = start(&mut app, &guide);
    let mut first_come = Vec::new();
    for step in guide["steps"].as_array().unwrap() {
        if step["undo"] == true {
            u = app.undo(&u.session, 0).unwrap();
        } else if let Some(action) = step.get("action") {
            let action = serde_json::from_value(action.clone()).unwrap();
            u = app.act(&u.session, 0, action).unwrap();
            for event in &u.events {
                let event = serde_json::to_value(event).unwrap();
                let shipped = &event["rolled-west"];
                if shipped["type"] == "shipped"
                    && shipped["player"] == 0
                    && shipped["first"] == true
                {
                    first_come.push(step["id"].clone());
                }
            }
        }
    }
    assert!(
        !first_come.is_empty(),
        "{}: no taught step ships first to box 3 or 5",
        path.display()
    );
}

#[test]
fn a_guided_game_keeps_its_guide_through_a_resume_until_it_is_skipped() {
    let (_, guide) = guides().remove(0);
    let mut app = service();
    let u = start(&mut app, &guide);
    let first = &guide["steps"][0];
    let u = app
        .act(
            &u.session,
            0,
            serde_json::from_value(first["action"].clone()).unwrap(),
        )
        .unwrap();

    let mut again = AppService::with_clock(app.storage().clone(), Box::new(SteppingClock(9)));
    let resumed = again.resume(&u.session, Some(0)).unwrap();
    assert!(
        resumed.guided && resumed.assisted,
        "the guide and the mark survive a save"
    );
    assert_eq!(
        resumed.step,
        guide["steps"][1]["at"].as_u64().unwrap() as u32,
        "at the next step"
    );

    again.end_guide(&u.session).unwrap();
    let mut third = AppService::with_clock(again.storage().clone(), Box::new(SteppingClock(99)));
    let skipped = third.resume(&u.session, Some(0)).unwrap();
    assert!(!skipped.guided, "skipped: a normal game from here");
    assert!(
        skipped.assisted,
        "a taught game stays out of ranks and bests"
    );
    assert_eq!(skipped.step, resumed.step, "skipping plays nothing");
}

#[test]
fn a_game_not_asked_guided_is_not_and_the_offer_is_remembered_per_known_game() {
    let mut app = service();
    let (_, guide) = guides().remove(0);
    let mut request: NewGameRequest = serde_json::from_value(serde_json::json!({
        "game": guide["game"], "seats": [{"name": "Ann", "kind": {"type": "human"}}],
    }))
    .unwrap();
    let u = app.new_game(request.clone()).unwrap();
    assert!(!u.guided && !u.assisted);
    request.guided = Some(false);
    assert!(!app.new_game(request).unwrap().guided);

    let settings = Settings {
        guides_offered: vec![guide["game"].as_str().unwrap().into()],
        ..Default::default()
    };
    assert_eq!(app.set_settings(settings.clone()).unwrap(), settings);
    assert_eq!(app.settings().unwrap(), settings);
    let unknown = Settings {
        guides_offered: vec!["no-such-game".into()],
        ..Default::default()
    };
    assert_eq!(app.set_settings(unknown).unwrap_err().kind(), "bad-request");
    assert_eq!(
        app.settings().unwrap(),
        settings,
        "a refused change keeps the old settings"
    );
}
