use saloon_app::api::{BotLevel, NewGameRequest, SeatConfig, Settings};
use saloon_app::games::{AnyAction, AnyEvent, AnyView};
use saloon_app::service::SteppingClock;
use saloon_app::{AppError, AppService};
use saloon_circle_the_wagons::CtwAction;
use saloon_wild_tiled_west::rules::{WtwAction, WtwEvent};
use serde_json::Value;

use crate::support::{bot, human, request, service};

fn ctw(seats: Vec<SeatConfig>, seed: &str) -> NewGameRequest {
    request("circle-the-wagons", seats, seed)
}

fn ctw_action(a: &AnyAction) -> &CtwAction {
    match a {
        AnyAction::CircleTheWagons(a) => a,
        other => panic!("not a Circle the Wagons action: {other:?}"),
    }
}

#[test]
fn a_pass_and_play_game_runs_to_the_history() {
    let mut app = service();
    let mut u = app
        .new_game(ctw(vec![human("Ann"), human("Bo")], "3"))
        .unwrap();
    assert_eq!(u.viewer, Some(1), "the second player picks the start card");
    assert_eq!(u.human_to_act, Some(1));
    let session = u.session.clone();
    assert_eq!(app.in_progress().unwrap().len(), 1);
    while !u.finished {
        let seat = u.human_to_act.unwrap();
        u = app.view(&session, Some(seat)).unwrap();
        let action = u.legal.last().unwrap().clone();
        u = app.act(&session, seat, action).unwrap();
    }
    assert!(!u.winners.is_empty());
    assert!(
        app.in_progress().unwrap().is_empty(),
        "a finished game is no longer in progress"
    );
    let history = app.history().unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].outcome.scores, u.scores);
    // The stored replay re-simulates to the same scores.
    assert_eq!(
        saloon_app::session::verify_replay(&app.finished_game(&session).unwrap().replay).unwrap(),
        u.scores
    );
}

#[test]
fn same_seed_same_deal() {
    let mut a = service();
    let mut b = service();
    let ua = a.new_game(ctw(vec![human("A"), human("B")], "99")).unwrap();
    let ub = b.new_game(ctw(vec![human("A"), human("B")], "99")).unwrap();
    assert_eq!(ua.view, ub.view);
}

#[test]
fn undo_takes_back_own_choices_only_until_another_seat_acts() {
    let mut app = service();
    let u = app
        .new_game(ctw(vec![human("Ann"), bot(BotLevel::Greedy)], "5"))
        .unwrap();
    let session = u.session.clone();
    // The bot (seat 1) picks the start card first.
    assert!(u.bot_to_act);
    let u = app.advance(&session, Some(0)).unwrap();
    assert_eq!(u.human_to_act, Some(0));
    assert!(!u.can_undo, "the bot acted last");
    assert!(matches!(
        app.undo(&session, 0),
        Err(AppError::CannotUndo(_))
    ));
    let take = u.legal[0].clone();
    let after_take = app.act(&session, 0, take).unwrap();
    assert!(after_take.can_undo);
    let place = after_take.legal[0].clone();
    let after_place = app.act(&session, 0, place).unwrap();
    assert!(after_place.can_undo);
    // Undo twice: back to before the draft, exactly.
    let back = app.undo(&session, 0).unwrap();
    assert_eq!(back.view, after_take.view);
    let back = app.undo(&session, 0).unwrap();
    assert_eq!(back.view, u.view);
    assert!(!back.can_undo);
    // Redo, then let the bot act: the door closes.
    let take = back.legal[0].clone();
    let u = app.act(&session, 0, take).unwrap();
    let place = u.legal[0].clone();
    let u = app.act(&session, 0, place).unwrap();
    if u.bot_to_act {
        let u = app.advance(&session, Some(0)).unwrap();
        assert!(!u.can_undo);
    }
}

#[test]
fn a_bot_seat_view_is_never_handed_out_and_bots_cannot_be_driven_by_hand() {
    let mut app = service();
    let u = app
        .new_game(ctw(vec![human("Ann"), bot(BotLevel::Random)], "8"))
        .unwrap();
    assert_eq!(app.view(&u.session, Some(1)), Err(AppError::HiddenSeat(1)));
    let take = AnyAction::CircleTheWagons(CtwAction::ChooseStart { slot: 0 });
    assert_eq!(app.act(&u.session, 1, take), Err(AppError::HiddenSeat(1)));
    assert_eq!(app.view(&u.session, Some(7)), Err(AppError::NoSuchSeat(7)));
}

#[test]
fn illegal_actions_are_typed_errors_and_change_nothing() {
    let mut app = service();
    let u = app
        .new_game(ctw(vec![human("A"), human("B")], "4"))
        .unwrap();
    let bad = AnyAction::CircleTheWagons(CtwAction::Place {
        x: 9,
        y: 9,
        upside_down: false,
    });
    let err = app.act(&u.session, 1, bad).unwrap_err();
    assert_eq!(err.kind(), "illegal-action");
    assert_eq!(
        app.act(&u.session, 0, u.legal[0].clone()),
        Err(AppError::NotYourTurn(0))
    );
    assert_eq!(app.view(&u.session, Some(1)).unwrap().view, u.view);
    let json = serde_json::to_value(&err).unwrap();
    assert_eq!(json["kind"], "illegal-action");
    assert!(json["message"].as_str().unwrap().len() > 5);
}

#[test]
fn a_game_survives_a_restart_through_storage() {
    let mut app = service();
    let u = app
        .new_game(ctw(vec![human("A"), human("B")], "12"))
        .unwrap();
    let session = u.session.clone();
    let u = app.act(&session, 1, u.legal[3].clone()).unwrap();
    let u = app.view(&session, Some(0)).map(|_| u).unwrap();
    let storage = app.storage().clone();
    // A new service over the same storage: the app was killed and started again.
    let mut again = AppService::with_clock(storage, Box::new(SteppingClock(5_000)));
    let list = again.in_progress().unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].session, session);
    let resumed = again.resume(&session, Some(0)).unwrap();
    let (AnyView::CircleTheWagons(v), AnyView::CircleTheWagons(before)) = (&resumed.view, &u.view)
    else {
        panic!("Circle the Wagons views");
    };
    assert_eq!(v.ring, before.ring);
    assert_eq!(v.first_slot, before.first_slot);
    assert_eq!(resumed.step, u.step);
    assert!(!resumed.legal.is_empty());
    assert!(matches!(
        ctw_action(&resumed.legal[0]),
        CtwAction::Take { .. }
    ));
}

#[test]
fn newer_saves_are_refused_not_overwritten() {
    let mut app = service();
    let u = app
        .new_game(ctw(vec![human("A"), human("B")], "12"))
        .unwrap();
    let mut storage = app.storage().clone();
    let key = format!("session/{}", u.session);
    let mut saved = storage.data[&key].clone();
    saved["version"] = Value::from(99);
    storage.data.insert(key.clone(), saved.clone());
    let mut again = AppService::with_clock(storage, Box::new(SteppingClock(5_000)));
    assert!(again.in_progress().unwrap().is_empty());
    let err = again.resume(&u.session, Some(0)).unwrap_err();
    assert_eq!(err.kind(), "newer-save");
    assert_eq!(again.storage().data[&key], saved, "left as it was");
}

#[test]
fn settings_round_trip_and_reject_unknown_languages() {
    let mut app = service();
    assert_eq!(app.settings().unwrap(), Settings::default());
    assert_eq!(
        app.settings().unwrap().language,
        None,
        "follow the system until chosen"
    );
    let mut s = Settings {
        language: Some("fr".into()),
        ..Default::default()
    };
    app.set_settings(s.clone()).unwrap();
    assert_eq!(app.settings().unwrap(), s);
    s.language = Some("tlh".into());
    assert_eq!(app.set_settings(s).unwrap_err().kind(), "bad-request");
}

#[test]
fn serve_lines_answer_every_input_without_crashing() {
    let mut app = service();
    let games: Value =
        serde_json::from_str(&app.dispatch_line(r#"{"id":1,"cmd":"list_games"}"#)).unwrap();
    assert_eq!(games["id"], 1);
    assert_eq!(games["ok"][0]["id"], "wild-tiled-west");
    assert_eq!(games["ok"][1]["id"], "circle-the-wagons");
    for junk in [
        "",
        "{",
        "[]",
        "42",
        r#"{"cmd":"fly"}"#,
        r#"{"id":"x","cmd":"view","session":"nope","seat":0}"#,
        r#"{"id":2,"cmd":"act","session":"s","seat":300,"action":{}}"#,
    ] {
        let out: Value = serde_json::from_str(&app.dispatch_line(junk)).unwrap();
        assert!(out["error"]["kind"].is_string(), "{junk} -> {out}");
        assert!(out["error"]["message"].is_string());
    }
    let new: Value = serde_json::from_str(&app.dispatch_line(concat!(
        r#"{"id":3,"cmd":"new_game","request":{"game":"circle-the-wagons","seats":["#,
        r#"{"name":"A","kind":{"type":"human"}},"#,
        r#"{"name":"B","kind":{"type":"bot","level":"greedy"}}],"seed":"7"}}"#,
    )))
    .unwrap();
    assert_eq!(new["ok"]["game"], "circle-the-wagons");
    assert_eq!(new["ok"]["bot_to_act"], true);
}

#[test]
fn seeds_and_games_are_validated() {
    let mut app = service();
    assert_eq!(
        app.new_game(ctw(vec![human("A"), human("B")], "x1"))
            .unwrap_err()
            .kind(),
        "bad-request"
    );
    let mut req = ctw(vec![human("A"), human("B")], "1");
    req.game = "poker".into();
    assert_eq!(app.new_game(req).unwrap_err().kind(), "unknown-game");
    assert_eq!(
        app.new_game(ctw(vec![human("A")], "1")).unwrap_err().kind(),
        "setup"
    );
    assert_eq!(
        app.new_game(ctw(vec![human("A"), human(" ")], "1"))
            .unwrap_err()
            .kind(),
        "setup"
    );
}

#[test]
fn only_commands_that_change_the_game_carry_events() {
    let mut app = service();
    let u = app
        .new_game(ctw(vec![human("A"), human("B")], "2"))
        .unwrap();
    assert!(!u.events.is_empty(), "the deal");
    assert!(app.view(&u.session, Some(1)).unwrap().events.is_empty());
    let acted = app.act(&u.session, 1, u.legal[0].clone()).unwrap();
    assert_eq!(acted.events.len(), 1);
    assert!(app.view(&u.session, Some(0)).unwrap().events.is_empty());
    assert!(app.resume(&u.session, Some(0)).unwrap().events.is_empty());
    let summary = &app.in_progress().unwrap()[0];
    assert_eq!(
        (summary.step, summary.moves),
        (2, 1),
        "the deal is a step, not a move"
    );
}

#[test]
fn a_finished_game_keeps_its_final_table() {
    let mut app = service();
    let mut u = app
        .new_game(ctw(vec![bot(BotLevel::Random), bot(BotLevel::Random)], "6"))
        .unwrap();
    while !u.finished {
        u = app.advance(&u.session, None).unwrap();
    }
    let h = app.finished_game(&u.session).unwrap();
    let AnyView::CircleTheWagons(v) = &h.final_view else {
        panic!("a Circle the Wagons table")
    };
    assert_eq!(v.you, None, "a spectator's view");
    assert_eq!(v.bonus.len(), 3);
    assert_eq!(
        v.towns[0].placements.len() + v.towns[1].placements.len(),
        15
    );
}

#[test]
fn the_flagship_engine_runs_through_the_service_and_is_listed_first() {
    let mut app = service();
    assert_eq!(
        app.list_games().first().map(|g| g.id.as_str()),
        Some("wild-tiled-west")
    );
    let req = request("wild-tiled-west", vec![human("Solo")], 1);
    let u = app.new_game(req).unwrap();
    assert_eq!(u.human_to_act, Some(0), "keep a partner");
    assert!(matches!(u.view, AnyView::WildTiledWest(_)));
    assert_eq!(u.legal.len(), 2, "one of two dealt partners");
}

/// Two seats on one settlement board: refused as a setup error whose message names the
/// seats (counted from 1, as Setup shows them) and the board, and nothing is saved.
#[test]
fn two_seats_on_one_board_is_a_setup_error_that_says_which() {
    let mut app = service();
    let options = |boards: &[u8]| {
        Some(
            serde_json::from_value(serde_json::json!({"wild-tiled-west": {"boards": boards}}))
                .unwrap(),
        )
    };
    let refused = app
        .new_game(NewGameRequest {
            options: options(&[2, 5, 2]),
            ..request(
                "wild-tiled-west",
                vec![human("Ann"), human("Bo"), human("Cy")],
                3,
            )
        })
        .unwrap_err();
    assert_eq!(refused.kind(), "setup");
    let message = refused.to_string();
    assert!(
        message.starts_with("seats 1 and 3 both chose board 2 ("),
        "{message}"
    );
    assert!(message.ends_with("each seat needs its own"), "{message}");
    let wire = serde_json::to_value(&refused).unwrap();
    assert_eq!(wire["kind"], "setup");
    assert_eq!(wire["message"], message.as_str());
    assert!(app.in_progress().unwrap().is_empty(), "nothing saved");
    // Three boards, one each: the game starts.
    app.new_game(NewGameRequest {
        options: options(&[2, 5, 3]),
        ..request(
            "wild-tiled-west",
            vec![human("Ann"), human("Bo"), human("Cy")],
            3,
        )
    })
    .unwrap();
}

fn wtw(seats: Vec<SeatConfig>, seed: &str) -> NewGameRequest {
    NewGameRequest {
        game: "wild-tiled-west".into(),
        seats,
        options: None,
        seed: Some(seed.into()),
        guided: None,
        table: None,
    }
}

fn wtw_events(events: &[AnyEvent]) -> Vec<&WtwEvent> {
    events
        .iter()
        .map(|e| match e {
            AnyEvent::WildTiledWest(e) => e,
            other => panic!("not a Wild Tiled West event: {other:?}"),
        })
        .collect()
}

fn is_place(a: &AnyAction) -> bool {
    matches!(a, AnyAction::WildTiledWest(WtwAction::Place { .. }))
}

#[test]
fn a_preview_shows_what_an_action_would_do_and_changes_nothing() {
    let mut app = service();
    let mut u = app.new_game(wtw(vec![human("Solo")], "5")).unwrap();
    let session = u.session.clone();
    // Keep, draft and follow-ups, always the first choice, until a tile waits to be placed.
    while !u.legal.iter().any(is_place) {
        u = app.act(&session, 0, u.legal[0].clone()).unwrap();
    }
    let saved = app.storage().data.clone();
    let place = u.legal.iter().find(|a| is_place(a)).unwrap().clone();
    let preview = app.preview(&session, 0, place.clone()).unwrap();
    assert!(
        matches!(
            wtw_events(&preview.events)[0],
            WtwEvent::TilePlaced { seat: 0, .. }
        ),
        "{:?}",
        preview.events
    );
    assert_ne!(preview.view, u.view, "the preview shows the tile laid");
    // Nothing changed: the table, the saves, what is legal.
    let now = app.view(&session, Some(0)).unwrap();
    assert_eq!((now.view, now.legal, now.step), (u.view, u.legal, u.step));
    assert_eq!(app.storage().data, saved);
    // Playing it does what the preview said (the preview resolves no chance; nothing is
    // drawn by a placement, so the events are the same).
    let played = app.act(&session, 0, place).unwrap();
    let chance_free: Vec<&WtwEvent> = wtw_events(&played.events)
        .into_iter()
        .take(preview.events.len())
        .collect();
    assert_eq!(chance_free, wtw_events(&preview.events));
}

#[test]
fn a_preview_resolves_no_chance_and_shows_only_the_seats_own_secrets() {
    let mut app = service();
    let u = app
        .new_game(wtw(vec![human("Ann"), human("Bo")], "9"))
        .unwrap();
    let session = u.session.clone();
    let keep = |u: &saloon_app::api::GameUpdate| u.legal[0].clone();
    let ann = app.view(&session, Some(0)).unwrap();
    let preview = app.preview(&session, 0, keep(&ann)).unwrap();
    let AnyView::WildTiledWest(view) = &preview.view else {
        panic!("not a Wild Tiled West view")
    };
    assert_eq!(view.you, Some(0));
    assert!(
        view.players[0].hidden_partner.is_some(),
        "Ann sees her kept partner"
    );
    assert!(view.players[1].dealt.is_empty() && view.players[1].hidden_partner.is_none());
    app.act(&session, 0, keep(&ann)).unwrap();
    // Bo keeps last: playing it deals the supply and rolls the dice; previewing it does not.
    let bo = app.view(&session, Some(1)).unwrap();
    let preview = app.preview(&session, 1, keep(&bo)).unwrap();
    let drew = |events: &[AnyEvent]| {
        wtw_events(events)
            .iter()
            .any(|e| matches!(e, WtwEvent::DiceRolled { .. }))
    };
    assert!(!drew(&preview.events), "{:?}", preview.events);
    let AnyView::WildTiledWest(view) = &preview.view else {
        panic!("not a Wild Tiled West view")
    };
    assert!(view.players[0].hidden_partner.is_none(), "not Ann's secret");
    let played = app.act(&session, 1, keep(&bo)).unwrap();
    assert!(drew(&played.events), "{:?}", played.events);
}

#[test]
fn an_illegal_or_out_of_turn_preview_is_a_typed_error() {
    let mut app = service();
    let u = app
        .new_game(wtw(vec![human("Ann"), bot(BotLevel::Random)], "3"))
        .unwrap();
    let bad = AnyAction::WildTiledWest(WtwAction::KeepPartner { id: 250 });
    let err = app.preview(&u.session, 0, bad).unwrap_err();
    assert_eq!(err.kind(), "illegal-action");
    assert_eq!(
        app.preview(&u.session, 1, u.legal[0].clone()),
        Err(AppError::HiddenSeat(1))
    );
    let ctw_move = AnyAction::CircleTheWagons(CtwAction::ChooseStart { slot: 0 });
    assert_eq!(
        app.preview(&u.session, 0, ctw_move).unwrap_err().kind(),
        "bad-request"
    );
    assert_eq!(app.view(&u.session, Some(0)).unwrap().view, u.view);
    // Through `saloon serve` too.
    let line = serde_json::json!({
        "id": 4, "cmd": "preview", "session": u.session, "seat": 0,
        "action": { "wild-tiled-west": { "type": "keep-partner", "id": 250 } },
    });
    let reply: Value = serde_json::from_str(&app.dispatch_line(&line.to_string())).unwrap();
    assert_eq!(reply["error"]["kind"], "illegal-action");
}

#[test]
fn a_kill_mid_save_loses_at_most_the_action_in_flight() {
    use saloon_app::durable::{DualSlotStorage, MemorySlots};
    let storage = DualSlotStorage::open(MemorySlots::default()).unwrap();
    let mut app = AppService::with_clock(storage, Box::new(SteppingClock(1_000)));
    let u = app
        .new_game(ctw(vec![human("A"), human("B")], "21"))
        .unwrap();
    let session = u.session.clone();
    let u = app.act(&session, 1, u.legal[2].clone()).unwrap();
    let steady = u.step;
    let next = app.view(&session, Some(0)).unwrap().legal[0].clone();
    // Tear the save of the next action at many points; each time, reopen and resume.
    for at in [0, 1, 50, 400, 2_000] {
        let mut slots = app.storage().backend().clone();
        slots.tear_next_write_at = Some(at);
        let mut probe = AppService::with_clock(
            DualSlotStorage::open(slots).unwrap(),
            Box::new(SteppingClock(2_000)),
        );
        probe.resume(&session, Some(0)).unwrap();
        assert!(
            probe.act(&session, 0, next.clone()).is_err(),
            "the save failed"
        );
        let reopened = DualSlotStorage::open(probe.storage().backend().clone()).unwrap();
        let mut again = AppService::with_clock(reopened, Box::new(SteppingClock(3_000)));
        let resumed = again.resume(&session, Some(0)).unwrap();
        // The game is there: as before the action, or with it when the write was complete.
        assert!(
            resumed.step == steady || resumed.step == steady + 1,
            "tear at {at}: step {}",
            resumed.step
        );
        // And the service whose save failed does not pretend the action happened.
        assert_eq!(
            probe.resume(&session, Some(0)).unwrap().step,
            steady,
            "tear at {at}"
        );
    }
}

#[test]
fn notices_are_handed_out_once() {
    let mut app = service();
    app.notify("save slot 1 could not be used".into());
    let out: Value =
        serde_json::from_str(&app.dispatch_line(r#"{"id":1,"cmd":"notices"}"#)).unwrap();
    assert_eq!(out["ok"][0], "save slot 1 could not be used");
    assert!(app.take_notices().is_empty());
}

/// What the screens used to know by heart now comes from the backend: the name limit, the
/// bot levels, whether a game's solo mode has ranks, and a finished solo game's rank.
#[test]
fn the_backend_says_the_limits_the_levels_and_a_solo_games_rank() {
    let mut app = service();
    let games = app.list_games();
    let wtw = games.iter().find(|g| g.id == "wild-tiled-west").unwrap();
    let ctw_info = games.iter().find(|g| g.id == "circle-the-wagons").unwrap();
    assert_eq!(wtw.name_limit, 40);
    assert_eq!(
        wtw.bot_levels,
        vec![
            BotLevel::Random,
            BotLevel::Easy,
            BotLevel::Greedy,
            BotLevel::Medium,
            BotLevel::Hard
        ]
    );
    assert!(wtw.solo_ranks);
    assert!(!ctw_info.solo_ranks);
    // Setup marks a level for a new player, one a seat may be, in every game.
    for g in &games {
        assert_eq!(g.recommended_bot_level, BotLevel::Easy, "{}", g.id);
        assert!(g.bot_levels.contains(&g.recommended_bot_level));
    }
    let long = "x".repeat(usize::from(wtw.name_limit) + 1);
    let refused = app.new_game(ctw(vec![human(&long), human("Bo")], "1"));
    assert_eq!(refused.unwrap_err().kind(), "setup");

    // A solo game played to the end by a greedy bot: its history entry carries its rank.
    let mut update = app
        .new_game(request("wild-tiled-west", vec![bot(BotLevel::Greedy)], 5))
        .unwrap();
    while !update.finished {
        update = app.advance(&update.session, None).unwrap();
    }
    let history = app.history().unwrap();
    let total = history[0].outcome.scores[0].total;
    let rank = history[0].outcome.rank.clone();
    assert_eq!(
        rank.as_deref(),
        saloon_wild_tiled_west::WildTiledWest::rank(total),
        "score {total}"
    );
    assert!(rank.is_some(), "greedy scores a rank ({total})");
    // A two-player game earns none.
    let mut update = app
        .new_game(ctw(vec![bot(BotLevel::Random), bot(BotLevel::Random)], "2"))
        .unwrap();
    while !update.finished {
        update = app.advance(&update.session, None).unwrap();
    }
    assert!(app
        .history()
        .unwrap()
        .iter()
        .all(|g| g.outcome.seats.len() == 1 || g.outcome.rank.is_none()));
}

/// A Wild Tiled West game in play saved before rules editions (schema 3, no edition in its
/// options) opens after the schema-4 migration, plays on by edition 1, and says so.
#[test]
fn a_game_saved_before_rules_editions_plays_on_by_edition_one() {
    let mut app = service();
    let mut update = app
        .new_game(NewGameRequest {
            // Played by edition 1's rules (its market too), as every game saved then was.
            options: Some(
                serde_json::from_value(serde_json::json!({"wild-tiled-west": {"edition": 1}}))
                    .unwrap(),
            ),
            ..request("wild-tiled-west", vec![human("Ann"), human("Bo")], 11)
        })
        .unwrap();
    let session = update.session.clone();
    for _ in 0..12 {
        let seat = update.human_to_act.expect("a human acts");
        let seen = app.view(&session, Some(seat)).unwrap();
        update = app.act(&session, seat, seen.legal[0].clone()).unwrap();
    }
    // The store as schema 3 wrote it: no edition in the options.
    let mut storage = app.storage().clone();
    let key = format!("session/{session}");
    let mut saved = storage.data[&key].clone();
    assert_eq!(
        saved["replay"]["options"]["edition"], 1,
        "games name theirs"
    );
    saved["replay"]["options"]
        .as_object_mut()
        .unwrap()
        .remove("edition");
    storage.data.insert(key.clone(), saved);
    storage.data.insert("schema".into(), Value::from(3));

    let mut reopened = AppService::with_clock(storage, Box::new(SteppingClock(5_000)));
    assert_eq!(
        reopened.storage().data[&key]["replay"]["options"]["edition"],
        1
    );
    let seat = update.human_to_act.unwrap();
    let resumed = reopened.resume(&session, Some(seat)).unwrap();
    assert_eq!(resumed.step, update.step);
    match &resumed.view {
        AnyView::WildTiledWest(v) => assert_eq!(v.edition, 1),
        other => panic!("{other:?}"),
    }
    let next = reopened
        .act(&session, seat, resumed.legal[0].clone())
        .unwrap();
    assert!(next.step > resumed.step);
}

/// Wild Tiles: a seat's path may be taken back step by step while it plans, never once it is
/// locked (the plan is final), even before anyone else has acted.
#[test]
fn a_wild_tiles_path_is_undone_step_by_step_until_it_is_locked() {
    use saloon_wild_tiles::WtAction;
    let mut app = service();
    let u = app
        .new_game(request("wild-tiles", vec![human("Ann"), human("Bo")], 7))
        .unwrap();
    let session = u.session.clone();
    let step = |u: &saloon_app::api::GameUpdate| {
        u.legal
            .iter()
            .find(|a| !matches!(a, AnyAction::WildTiles(WtAction::Lock)))
            .cloned()
            .unwrap()
    };
    let u = app.view(&session, Some(0)).unwrap();
    assert!(!u.can_undo);
    let first = step(&u);
    let u = app.act(&session, 0, first.clone()).unwrap();
    assert!(u.can_undo, "a step can be taken back");
    let u = app.undo(&session, 0).unwrap();
    assert!(!u.can_undo);
    assert!(u.legal.contains(&first), "back where it was");
    // Steps to a lockable path, then the lock.
    let mut u = app.act(&session, 0, first).unwrap();
    while !u.legal.contains(&AnyAction::WildTiles(WtAction::Lock)) {
        let next = step(&u);
        u = app.act(&session, 0, next).unwrap();
    }
    assert!(u.can_undo);
    let u = app
        .act(&session, 0, AnyAction::WildTiles(WtAction::Lock))
        .unwrap();
    let u = app.view(&session, Some(0)).unwrap_or(u);
    assert!(!u.can_undo, "a locked path is final");
    assert!(matches!(
        app.undo(&session, 0),
        Err(AppError::CannotUndo(_))
    ));
}
