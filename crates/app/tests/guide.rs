//! The guided first games (`ui/src/<game>/guide.json`, content the screen coaches along):
//! each one replays on its seed, every taught action legal at the step it is taught at and
//! setting off what the step teaches, so a rules change that breaks a guide fails here. A
//! guided game is assisted from the start, keeps its guide through a save and a resume, and
//! plays on as a normal (still assisted) game once the guide is skipped. A guide may seat
//! bots beside the player (its `seats`, as `new_game` takes them): they play between the
//! taught steps, the same moves every time, or the script could not count on them.

use std::path::{Path, PathBuf};

use saloon_app::api::{BotLevel, GameUpdate, NewGameRequest, SeatConfig, SeatKind, Settings};
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
    // In the folders' order, whatever the file system's.
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// The guide's table in turn order: its `seats`, or the player alone.
fn seat_kinds(guide: &Value) -> Vec<SeatKind> {
    match guide.get("seats") {
        None => vec![SeatKind::Human],
        Some(seats) => seats
            .as_array()
            .unwrap()
            .iter()
            .map(|seat| serde_json::from_value(seat["kind"].clone()).unwrap())
            .collect(),
    }
}

/// The seat the player sits in: the guide's one human.
fn player(guide: &Value) -> u8 {
    let kinds = seat_kinds(guide);
    for kind in &kinds {
        if let SeatKind::Bot { level } = kind {
            // A searching level stops at the app's time limit: its move would hang on the
            // machine's speed, so a script could not count on it.
            assert!(
                !matches!(level, BotLevel::Medium | BotLevel::Hard),
                "a guide's bot plays by the seed alone, not a search against the clock"
            );
        }
    }
    let humans: Vec<usize> = (0..kinds.len())
        .filter(|&i| kinds[i] == SeatKind::Human)
        .collect();
    assert_eq!(humans.len(), 1, "a guide seats one human");
    humans[0] as u8
}

/// Starts the guided game, and lets its bots play up to the player's first decision.
fn start(app: &mut AppService<MemoryStorage>, guide: &Value) -> GameUpdate {
    let seats = seat_kinds(guide)
        .into_iter()
        .enumerate()
        .map(|(i, kind)| SeatConfig {
            name: format!("Seat {}", i + 1),
            kind,
        })
        .collect();
    let u = app
        .new_game(NewGameRequest {
            game: guide["game"].as_str().unwrap().into(),
            seats,
            options: Some(serde_json::from_value(guide["options"].clone()).unwrap()),
            seed: Some(guide["seed"].as_str().unwrap().into()),
            guided: Some(true),
            table: None,
        })
        .unwrap();
    let player = player(guide);
    bots_play(app, u, player)
}

/// The bots' moves up to the player's next decision (or the end), as the screen plays them.
fn bots_play(app: &mut AppService<MemoryStorage>, mut u: GameUpdate, player: u8) -> GameUpdate {
    while !u.finished && u.human_to_act.is_none() && u.bot_to_act {
        u = app.advance(&u.session, Some(player)).unwrap();
    }
    u
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
        let player = player(&guide);
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
                !u.finished && u.human_to_act == Some(player),
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
                u = app.undo(&u.session, player).unwrap();
                assert_eq!(u.step, at - 1, "{name}: {id}: one action taken back");
                continue;
            }
            let action = serde_json::from_value(step["action"].clone()).unwrap();
            assert!(
                u.legal.contains(&action),
                "{name}: {id}: the taught action is legal"
            );
            u = app.act(&u.session, player, action).unwrap();
            let told = event_types(&u);
            for moment in step["teaches"].as_array().unwrap() {
                let moment = moment.as_str().unwrap();
                assert!(
                    told.iter().any(|t| t == moment),
                    "{name}: {id} sets off {moment} (told: {told:?})"
                );
            }
            u = bots_play(&mut app, u, player);
        }
    }
}

/// The whole game as played up to the guide's free step, the bots' moves included.
fn played_through(guide: &Value) -> Vec<Value> {
    let mut app = service();
    let mut u = start(&mut app, guide);
    let player = player(guide);
    for step in guide["steps"].as_array().unwrap() {
        if step["free"] == true {
            break;
        }
        if step["undo"] == true {
            u = app.undo(&u.session, player).unwrap();
            continue;
        }
        let action = serde_json::from_value(step["action"].clone()).unwrap();
        u = app.act(&u.session, player, action).unwrap();
        u = bots_play(&mut app, u, player);
    }
    let log = app.log(&u.session, Some(player)).unwrap().steps;
    log.iter()
        .map(|s| serde_json::to_value(s).unwrap())
        .collect()
}

#[test]
fn a_guides_bots_play_the_same_moves_every_time() {
    let with_bots: Vec<_> = guides()
        .into_iter()
        .filter(|(_, guide)| seat_kinds(guide).len() > 1)
        .collect();
    assert!(
        !with_bots.is_empty(),
        "Circle the Wagons is taught against a bot"
    );
    for (path, guide) in with_bots {
        let first = played_through(&guide);
        assert!(
            first.iter().any(|s| s["seat"] != Value::Null
                && s["seat"].as_u64() != Some(u64::from(player(&guide)))),
            "{}: a bot plays in the guide",
            path.display()
        );
        assert_eq!(
            first,
            played_through(&guide),
            "{}: the same game again",
            path.display()
        );
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
    let player = player(&guide);
    let mut app = service();
    let u = start(&mut app, &guide);
    let first = &guide["steps"][0];
    let u = app
        .act(
            &u.session,
            player,
            serde_json::from_value(first["action"].clone()).unwrap(),
        )
        .unwrap();
    let u = bots_play(&mut app, u, player);

    let mut again = AppService::with_clock(app.storage().clone(), Box::new(SteppingClock(9)));
    let resumed = again.resume(&u.session, Some(player)).unwrap();
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
    let skipped = third.resume(&u.session, Some(player)).unwrap();
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
    let seats: Vec<Value> = seat_kinds(&guide)
        .iter()
        .enumerate()
        .map(|(i, kind)| serde_json::json!({"name": format!("Seat {}", i + 1), "kind": kind}))
        .collect();
    let mut request: NewGameRequest = serde_json::from_value(serde_json::json!({
        "game": guide["game"], "seats": seats,
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
