//! Hints (`suggest`): the hard bot's choice for a human seat, from that seat's view only; a
//! game in which one was shown is marked assisted, in play, in its save and in the history,
//! and stays out of the rank history and the bests. Older saves load as not assisted.

use crate::support::{finished, human, play_out, service, start};
use saloon_app::api::{BotLevel, SeatConfig, SeatKind};
use saloon_app::durable::{DualSlotStorage, MemorySlots};
use saloon_app::service::SteppingClock;
use saloon_app::{AppError, AppService, MemoryStorage, Storage};

fn saved_assisted(app: &AppService<MemoryStorage>, session: &str) -> Option<bool> {
    app.storage()
        .get(&format!("session/{session}"))
        .unwrap()
        .and_then(|v| v.get("assisted").and_then(|a| a.as_bool()))
}

#[test]
fn a_hint_is_one_of_the_seats_legal_actions_with_its_gains_and_marks_the_game_assisted() {
    // Every playable game, at its fewest players, all human.
    for info in service().list_games() {
        let game = info.id.as_str();
        let mut app = service();
        let seats = (0..info.min_players.max(1))
            .map(|i| human(&format!("Player {}", i + 1)))
            .collect();
        let u = start(&mut app, game, seats);
        let seat = u.human_to_act.expect("the player acts first");
        assert!(!u.assisted, "{game}");
        let hint = app.suggest(&u.session, seat).unwrap();
        assert_eq!((hint.seat, hint.step), (seat, u.step), "{game}");
        assert!(u.legal.contains(&hint.action), "{game}: {:?}", hint.action);
        assert!(
            hint.gains.windows(2).all(|w| w[0].points >= w[1].points),
            "{game}: biggest gain first: {:?}",
            hint.gains
        );
        assert!(hint.gains.iter().all(|g| g.points != 0), "{game}");
        let after = app.view(&u.session, Some(seat)).unwrap();
        assert!(after.assisted, "{game}");
        assert_eq!(after.step, u.step, "a hint plays nothing");
        assert_eq!(
            saved_assisted(&app, &u.session),
            Some(true),
            "{game}: saved"
        );
        // Played, the hint is an ordinary action.
        let played = app.act(&u.session, seat, hint.action).unwrap();
        assert!(played.assisted && played.step > u.step, "{game}");
    }
}

#[test]
fn a_wild_tiled_west_draft_hint_expects_points_from_its_tile_placed() {
    let mut app = service();
    let mut u = start(&mut app, "wild-tiled-west", vec![human("Ann")]);
    // Past the opening choices (the partner kept) to the first draft.
    let hint = loop {
        let hint = app.suggest(&u.session, 0).unwrap();
        if format!("{:?}", hint.action).contains("Draft") {
            break hint;
        }
        u = app.act(&u.session, 0, hint.action).unwrap();
        assert!(u.step < 40, "a draft comes");
    };
    assert!(
        hint.gains.iter().any(|g| g.points > 0),
        "a draft is judged with its tile placed: {:?}",
        hint.gains
    );
    // The same question at the same moment gets the same answer.
    assert_eq!(app.suggest(&u.session, 0).unwrap(), hint);
}

#[test]
fn a_hint_is_refused_for_a_bot_seat_another_seats_turn_or_a_finished_game() {
    let mut app = service();
    let u = start(
        &mut app,
        "circle-the-wagons",
        vec![
            human("Ann"),
            SeatConfig {
                name: "Bot".into(),
                kind: SeatKind::Bot {
                    level: BotLevel::Easy,
                },
            },
        ],
    );
    let kind = |r: Result<_, AppError>| r.map(|_| ()).unwrap_err().kind();
    assert_eq!(kind(app.suggest(&u.session, 1)), "hidden-seat");
    assert_eq!(kind(app.suggest(&u.session, 9)), "no-such-seat");
    assert_eq!(kind(app.suggest("nope", 0)), "unknown-session");
    // The bot (the second player) chooses the starting card: not the person's turn.
    assert!(u.bot_to_act);
    assert_eq!(kind(app.suggest(&u.session, 0)), "not-your-turn");
    let after = app.view(&u.session, Some(0)).unwrap();
    assert!(!after.assisted, "a refused hint shows nothing");
    assert_eq!(saved_assisted(&app, &u.session), Some(false));
}

#[test]
fn a_hint_called_off_or_overtaken_by_the_game_is_not_handed_out() {
    let mut app = service();
    let u = start(
        &mut app,
        "circle-the-wagons",
        vec![human("Ann"), human("Bob")],
    );
    // Called off before it is done.
    let seat = u.human_to_act.unwrap();
    let turn = app.hint_turn(&u.session, seat).unwrap();
    app.cancel_hint(&u.session);
    let thought = turn.think(None, |_| {});
    assert_eq!(
        app.finish_hint(thought).unwrap_err().kind(),
        "bot-cancelled"
    );
    // The player moved while it thought.
    let seat = u.human_to_act.unwrap();
    let turn = app.hint_turn(&u.session, seat).unwrap();
    let action = u.legal[0].clone();
    let u = app.act(&u.session, seat, action).unwrap();
    let seat = u.human_to_act.unwrap();
    let thought = turn.think(None, |_| {});
    assert_eq!(
        app.finish_hint(thought).unwrap_err().kind(),
        "bot-cancelled"
    );
    // A newer question replaces an older one.
    let older = app.hint_turn(&u.session, seat).unwrap();
    let newer = app.hint_turn(&u.session, seat).unwrap();
    let older = older.think(None, |_| {});
    assert_eq!(app.finish_hint(older).unwrap_err().kind(), "bot-cancelled");
    let mut reports = 0;
    let newer = newer.think(None, |_| reports += 1);
    assert!(reports > 0, "the search reports its progress");
    assert!(app.finish_hint(newer).is_ok());

    let mut app = service();
    let u = start(
        &mut app,
        "circle-the-wagons",
        vec![human("Ann"), human("Bob")],
    );
    let seat = u.human_to_act.unwrap();
    let turn = app.hint_turn(&u.session, seat).unwrap();
    app.cancel_hint(&u.session);
    let _ = app.finish_hint(turn.think(None, |_| {}));
    assert!(!app.view(&u.session, Some(seat)).unwrap().assisted);
}

#[test]
fn an_assisted_solo_game_is_listed_with_its_rank_but_kept_out_of_the_rank_history_and_bests() {
    let mut app = service();
    let campaign_before = app.storage().get("campaign").unwrap();
    let u = start(&mut app, "wild-tiled-west", vec![human("Ann")]);
    app.suggest(&u.session, 0).unwrap();
    let end = play_out(&mut app, u);
    assert!(end.finished && end.assisted);

    let history = app.history().unwrap();
    let entry = history
        .iter()
        .find(|g| g.outcome.session == end.session)
        .unwrap();
    assert!(entry.outcome.assisted);
    assert_eq!(
        entry.outcome.rank,
        app.finished_game(&end.session).unwrap().outcome.rank,
        "its rank is shown"
    );
    assert!(app.finished_game(&end.session).unwrap().outcome.assisted);
    assert!(app.solo_record("wild-tiled-west").unwrap().games.is_empty());
    assert_eq!(
        app.storage().get("campaign").unwrap(),
        campaign_before,
        "no best from an assisted game"
    );

    // The same game played without a hint counts.
    let end = finished(&mut app, "wild-tiled-west", vec![human("Ann")]);
    assert!(!end.assisted);
    let record = app.solo_record("wild-tiled-west").unwrap();
    assert_eq!(record.games.len(), 1);
    assert_eq!(record.games[0].session, end.session);
    assert_ne!(app.storage().get("campaign").unwrap(), campaign_before);
}

#[test]
fn an_assisted_daily_game_keeps_its_result_marked() {
    let mut app = service();
    let u = app.start_daily("rolled-west", "Ann".into()).unwrap();
    app.suggest(&u.session, 0).unwrap();
    play_out(&mut app, u);
    let status = app.daily_status("rolled-west").unwrap();
    let today = status.today.expect("today's result");
    assert!(today.score.is_some() && today.assisted);
}

/// A store written before hints (schema 3, real saves): every game in play and in the
/// history loads as not assisted, and its rank history is whole.
#[test]
fn older_saves_load_as_not_assisted() {
    let slots = MemorySlots {
        slots: [
            Some(include_bytes!("fixtures/v3-slot-a.json").to_vec()),
            Some(include_bytes!("fixtures/v3-slot-b.json").to_vec()),
        ],
        ..Default::default()
    };
    let mut app = AppService::with_clock(
        DualSlotStorage::open(slots).unwrap(),
        Box::new(SteppingClock(1_795_300_000)),
    );
    let resumed = app
        .resume("wild-tiled-west-896fa8e409e6e0b4", Some(0))
        .unwrap();
    assert!(!resumed.assisted);
    let history = app.history().unwrap();
    assert_eq!(history.len(), 3);
    assert!(history.iter().all(|g| !g.outcome.assisted));
    for g in &history {
        assert!(
            !app.finished_game(&g.outcome.session)
                .unwrap()
                .outcome
                .assisted
        );
    }
    assert_eq!(app.solo_record("wild-tiled-west").unwrap().games.len(), 2);
    let daily = app.daily_status("wild-tiled-west").unwrap();
    assert!(daily.today.iter().chain(&daily.past).all(|d| !d.assisted));
}
