//! A bot's turn taken out of the service: it thinks elsewhere, reports progress, and its move
//! is played only if the game has not moved on and nobody called it off.

use std::time::Duration;

use saloon_app::api::{BotLevel, GameUpdate};
use saloon_app::games::AnyAction;
use saloon_app::{AppError, AppService, MemoryStorage, Storage};

use crate::support::{bot, human, request, service};

/// Circle the Wagons, a person in seat 0 and a bot of `level` in seat 1 (who acts first: the
/// second player chooses the starting card).
fn against(app: &mut AppService<MemoryStorage>, level: BotLevel) -> GameUpdate {
    app.new_game(request(
        "circle-the-wagons",
        vec![human("Ann"), bot(level)],
        21,
    ))
    .unwrap()
}

fn kind(result: Result<GameUpdate, AppError>) -> &'static str {
    match result {
        Ok(_) => "ok",
        Err(e) => e.kind(),
    }
}

/// Plays the person's moves until the bot is to act right after one of them (so the person
/// may still undo it).
fn until_the_bot_answers_a_move(
    app: &mut AppService<MemoryStorage>,
    mut u: GameUpdate,
) -> GameUpdate {
    let session = u.session.clone();
    loop {
        if u.bot_to_act {
            if u.can_undo {
                return u;
            }
            u = app.advance(&session, Some(0)).unwrap();
        } else {
            let action = u.legal[0].clone();
            u = app.act(&session, 0, action).unwrap();
        }
        assert!(!u.finished, "the bot never had to answer a move");
    }
}

#[test]
fn a_bot_thinks_on_another_thread_reports_progress_and_its_move_is_played() {
    let mut app = service();
    let start = against(&mut app, BotLevel::Medium);
    let session = start.session.clone();
    assert!(start.bot_to_act);
    let turn = app.bot_turn(&session).unwrap();
    let total = turn.iterations().unwrap();
    let thinking = std::thread::spawn(move || {
        let mut heard = Vec::new();
        let thought = turn.think(None, |done| heard.push(done));
        (thought, heard)
    });
    // The service answers while the bot thinks.
    let meanwhile = app.view(&session, Some(0)).unwrap();
    assert_eq!(meanwhile.step, start.step);
    let (thought, heard) = thinking.join().unwrap();
    assert_eq!(
        heard,
        (0..total).collect::<Vec<_>>(),
        "one report per iteration"
    );
    let after = app.play_bot_move(thought, Some(0)).unwrap();
    assert_eq!(after.step, start.step + 1);
    assert!(!after.bot_to_act && after.human_to_act == Some(0));
}

#[test]
fn advance_plays_the_move_a_turn_thought_out_elsewhere_would() {
    let (mut a, mut b) = (service(), service());
    let ua = against(&mut a, BotLevel::Hard);
    let ub = against(&mut b, BotLevel::Hard);
    let by_advance = a.advance(&ua.session, Some(0)).unwrap();
    let turn = b.bot_turn(&ub.session).unwrap();
    let thought = std::thread::spawn(move || turn.think(None, |_| {}))
        .join()
        .unwrap();
    let by_turn = b.play_bot_move(thought, Some(0)).unwrap();
    assert_eq!(
        by_advance.view, by_turn.view,
        "same seed, same budget, same move"
    );
}

#[test]
fn a_cancelled_turn_is_not_played_and_changes_nothing() {
    let mut app = service();
    let start = against(&mut app, BotLevel::Hard);
    let session = start.session.clone();
    let turn = app.bot_turn(&session).unwrap();
    app.cancel_bot(&session);
    let mut iterations = 0;
    let thought = turn.think(None, |done| iterations = done);
    assert_eq!(iterations, 0, "a cancelled search stops at once");
    let saved = app.storage().get(&format!("session/{session}")).unwrap();
    assert_eq!(kind(app.play_bot_move(thought, Some(0))), "bot-cancelled");
    let now = app.view(&session, Some(0)).unwrap();
    assert_eq!((now.step, now.view), (start.step, start.view));
    assert_eq!(
        app.storage().get(&format!("session/{session}")).unwrap(),
        saved
    );
    // Cancelling with nothing thinking is harmless, and the bot can be asked again.
    app.cancel_bot(&session);
    assert_eq!(kind(app.advance(&session, Some(0))), "ok");
}

#[test]
fn an_undo_while_the_bot_thinks_calls_off_its_move() {
    let mut app = service();
    let start = against(&mut app, BotLevel::Medium);
    let u = until_the_bot_answers_a_move(&mut app, start);
    let session = u.session.clone();
    let turn = app.bot_turn(&session).unwrap();
    let undone = app.undo(&session, 0).unwrap();
    assert_eq!(undone.human_to_act, Some(0));
    let thought = turn.think(None, |_| {});
    assert_eq!(kind(app.play_bot_move(thought, Some(0))), "bot-cancelled");
    assert_eq!(app.view(&session, Some(0)).unwrap().view, undone.view);
}

#[test]
fn only_the_newest_turn_of_a_session_is_played() {
    let mut app = service();
    let start = against(&mut app, BotLevel::Greedy);
    let session = start.session.clone();
    let older = app.bot_turn(&session).unwrap().think(None, |_| {});
    let newer = app.bot_turn(&session).unwrap().think(None, |_| {});
    assert_eq!(kind(app.play_bot_move(older, Some(0))), "bot-cancelled");
    assert_eq!(kind(app.play_bot_move(newer, Some(0))), "ok");
}

#[test]
fn a_move_thought_out_before_the_game_moved_on_is_refused() {
    let mut app = service();
    let start = against(&mut app, BotLevel::Greedy);
    let session = start.session.clone();
    let turn = app.bot_turn(&session).unwrap();
    let (seat, step) = (turn.seat, turn.step);
    let stale = turn.think(None, |_| {});
    let played = app.advance(&session, Some(0)).unwrap();
    assert_eq!(played.step, step + 1);
    assert_eq!(kind(app.play_bot_move(stale, Some(0))), "bot-cancelled");
    assert_eq!(app.view(&session, Some(0)).unwrap().view, played.view);
    assert_eq!(seat, 1);
}

#[test]
fn a_search_out_of_time_still_plays_a_legal_move() {
    let mut app = service();
    let start = against(&mut app, BotLevel::Hard);
    let session = start.session.clone();
    let turn = app.bot_turn(&session).unwrap();
    let mut iterations = 0;
    let thought = turn.think(Some(Duration::ZERO), |done| iterations = done);
    assert_eq!(iterations, 0);
    assert!(matches!(thought.found, Some(AnyAction::CircleTheWagons(_))));
    assert_eq!(kind(app.play_bot_move(thought, Some(0))), "ok");
}

#[test]
fn serve_calls_off_a_bot_too() {
    let mut app = service();
    let start = against(&mut app, BotLevel::Greedy);
    let line = format!(
        r#"{{"id": 4, "cmd": "cancel_bot", "session": "{}"}}"#,
        start.session
    );
    assert_eq!(app.dispatch_line(&line), r#"{"id":4,"ok":null}"#);
    let unknown = app.dispatch_line(r#"{"id": 5, "cmd": "cancel_bot"}"#);
    assert!(unknown.contains("bad-request"), "{unknown}");
}

#[test]
fn a_hard_bots_progress_counts_up_to_its_games_own_budget() {
    use saloon_core::BotTuning;
    let mut app = service();
    let wtw = app
        .new_game(request(
            "wild-tiled-west",
            vec![bot(BotLevel::Hard), human("Ann")],
            5,
        ))
        .unwrap();
    let ctw = against(&mut app, BotLevel::Hard);
    let mut budget = |session: &str| app.bot_turn(session).unwrap().iterations();
    assert_eq!(
        budget(&wtw.session),
        Some(saloon_wild_tiled_west::rules::WildTiledWest::SEARCH_ITERATIONS)
    );
    assert_eq!(
        budget(&ctw.session),
        Some(saloon_circle_the_wagons::CircleTheWagons::SEARCH_ITERATIONS)
    );
    assert_ne!(budget(&wtw.session), budget(&ctw.session));
    // Alone at the table hard plays playouts, not its tree: the bar counts those.
    let solo = app
        .new_game(request("wild-tiled-west", vec![bot(BotLevel::Hard)], 5))
        .unwrap();
    let mut budget = |session: &str| app.bot_turn(session).unwrap().iterations();
    assert_eq!(
        budget(&solo.session),
        saloon_bots::BotLevel::Hard.iterations::<saloon_wild_tiled_west::rules::WildTiledWest>(1)
    );
    assert_ne!(budget(&solo.session), budget(&wtw.session));
}
