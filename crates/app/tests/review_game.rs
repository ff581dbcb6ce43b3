//! The review in the app (`review_game`): a finished game's human seats judged off the
//! service's lock with progress and cancel, the game just finished and any in the history;
//! a game still in play is refused.

use saloon_app::api::BotLevel;
use saloon_app::games::AnyEvent;
use saloon_app::{AppError, Storage};

use crate::support::{bot, finished, human, service, start};

/// A few playouts: the figures matter less here than the job around them.
const PLAYOUTS: Option<u32> = Some(2);

#[test]
fn a_game_in_play_is_refused_and_left_as_it_was() {
    let mut app = service();
    let u = start(
        &mut app,
        "circle-the-wagons",
        vec![human("Ann"), bot(BotLevel::Greedy)],
    );
    let saved = app
        .storage()
        .get(&format!("session/{}", u.session))
        .unwrap();
    let refused = app.review_job(&u.session, PLAYOUTS).err();
    assert!(
        matches!(refused, Some(AppError::GameInProgress(_))),
        "{refused:?}"
    );
    assert_eq!(
        app.storage()
            .get(&format!("session/{}", u.session))
            .unwrap(),
        saved
    );
    assert_eq!(app.view(&u.session, Some(0)).unwrap().step, u.step);
    assert!(matches!(
        app.review_job("no-such-game", PLAYOUTS),
        Err(AppError::UnknownSession(_))
    ));
}

#[test]
fn the_game_just_finished_is_reviewed_for_its_human_seat_with_progress() {
    let mut app = service();
    let end = finished(
        &mut app,
        "circle-the-wagons",
        vec![human("Ann"), bot(BotLevel::Greedy)],
    );
    let job = app.review_job(&end.session, PLAYOUTS).unwrap();
    let total = job.iterations().expect("a review counts its decisions");
    assert!(total >= 5, "{total} decisions");
    let mut heard = Vec::new();
    let thought = job.think(None, |done| heard.push(done));
    let report = app.finish_review(thought).unwrap();
    assert_eq!(heard.first(), Some(&0));
    assert_eq!(heard.last(), Some(&total));
    assert!(heard.windows(2).all(|w| w[0] <= w[1]));
    // Only the human's decisions, told in the game's own events at each turning point.
    let review = &report.review;
    assert_eq!(review.players.len(), 1);
    assert_eq!(review.players[0].seat, 0);
    assert!(review.decisions.iter().all(|d| d.seat == 0));
    assert_eq!(report.moments.len(), review.turning_points.len());
    for (moment, &index) in report.moments.iter().zip(&review.turning_points) {
        assert_eq!(moment.decision, index);
        assert!(!moment.played.is_empty() && !moment.best.is_empty());
        assert!(moment
            .played
            .iter()
            .chain(&moment.best)
            .all(|e| matches!(e, AnyEvent::CircleTheWagons(_))));
    }
    assert_eq!(report.seats[0].name, "Ann");
}

#[test]
fn a_review_called_off_is_not_handed_out_and_a_newer_one_replaces_an_older() {
    let mut app = service();
    let end = finished(
        &mut app,
        "circle-the-wagons",
        vec![human("Ann"), bot(BotLevel::Greedy)],
    );
    let job = app.review_job(&end.session, PLAYOUTS).unwrap();
    app.cancel_review(&end.session);
    let mut heard = Vec::new();
    let thought = job.think(None, |done| heard.push(done));
    // Stopped at once: the first decision was never judged.
    assert_eq!(heard, vec![0]);
    assert!(matches!(
        app.finish_review(thought),
        Err(AppError::BotCancelled(_))
    ));
    let older = app.review_job(&end.session, PLAYOUTS).unwrap();
    let newer = app.review_job(&end.session, PLAYOUTS).unwrap();
    assert!(matches!(
        app.finish_review(older.think(None, |_| {})),
        Err(AppError::BotCancelled(_))
    ));
    assert!(app.finish_review(newer.think(None, |_| {})).is_ok());
}

#[test]
fn a_game_from_the_history_is_reviewed_after_a_restart_and_the_same_way_twice() {
    let mut app = service();
    let end = finished(
        &mut app,
        "circle-the-wagons",
        vec![human("Ann"), human("Bo")],
    );
    let first = app.review_game(&end.session, PLAYOUTS).unwrap();
    // A new service on the same saves: the game is only in the history now.
    let mut later = saloon_app::AppService::with_clock(
        app.storage().clone(),
        Box::new(saloon_app::service::SteppingClock(9_000)),
    );
    let entry = later.history_page(0, 1).unwrap().games.remove(0);
    assert_eq!(entry.outcome.session, end.session);
    let again = later.review_game(&entry.outcome.session, PLAYOUTS).unwrap();
    assert_eq!(again, first);
    // Both players are human: both are judged.
    let seats: Vec<u8> = again.review.players.iter().map(|p| p.seat).collect();
    assert_eq!(seats, vec![0, 1]);
}
