//! The game log the service rebuilds from a game's replay: it holds every step of the game,
//! survives a restart, follows undo, names who acted and when, agrees with the events the
//! commands returned, and refuses a bot seat (its secrets are its own). Hidden information in
//! the log is checked with every other payload in `hidden.rs`.

use saloon_app::api::{BotLevel, GameUpdate, LogStep, NewGameRequest, SeatConfig, SeatKind};
use saloon_app::games::{AnyAction, AnyEvent};
use saloon_app::service::SteppingClock;
use saloon_app::{AppError, AppService, MemoryStorage};
use saloon_core::GameRng;
use saloon_wild_tiled_west::rules::{WtwAction, WtwEvent};

use crate::support::{human, request, service};

fn wtw(seats: Vec<SeatConfig>, seed: &str) -> NewGameRequest {
    request("wild-tiled-west", seats, seed)
}

fn wtw_events(step: &LogStep) -> Vec<&WtwEvent> {
    step.events
        .iter()
        .map(|e| match e {
            AnyEvent::WildTiledWest(e) => e,
            other => panic!("not a Wild Tiled West event: {other:?}"),
        })
        .collect()
}

/// Plays `moves` seeded random moves (humans by the legal list, bots by `advance`), collecting
/// every event the commands returned to `viewer`'s seat.
fn play(
    app: &mut AppService<MemoryStorage>,
    mut u: GameUpdate,
    moves: usize,
    rng: &mut GameRng,
) -> GameUpdate {
    for _ in 0..moves {
        if u.finished {
            break;
        }
        let spectator = app.view(&u.session, None).unwrap();
        u = if spectator.bot_to_act {
            app.advance(&u.session, Some(0)).unwrap()
        } else {
            let seat = spectator.human_to_act.expect("someone acts");
            let legal = app.view(&u.session, Some(seat)).unwrap().legal;
            let action: AnyAction = legal[rng.index(legal.len())].clone();
            app.act(&u.session, seat, action).unwrap()
        };
    }
    u
}

#[test]
fn the_log_holds_every_step_in_order_with_who_acted_and_when() {
    let mut app = service();
    let u = app.new_game(wtw(vec![human("Ann")], "71")).unwrap();
    let id = u.session.clone();
    let mut rng = GameRng::stream(71, 9);
    let u = play(&mut app, u, 60, &mut rng);
    let log = app.log(&id, Some(0)).unwrap().steps;
    assert_eq!(log.len() as u32, u.step, "one entry per logged action");
    for (i, step) in log.iter().enumerate() {
        assert_eq!(step.step as usize, i + 1);
        assert!(
            step.seat.is_none_or(|s| s == 0),
            "a solo game: the seat or chance"
        );
        assert!(
            step.year.is_some() && step.round.is_some(),
            "Wild Tiled West counts years"
        );
    }
    // The deal comes first, by chance; then the player's own choices.
    assert_eq!(log[0].seat, None);
    assert!(wtw_events(&log[0])
        .iter()
        .any(|e| matches!(e, WtwEvent::SetUp { .. })));
    assert!(log.iter().any(|s| s.seat == Some(0)));
    // Years never go back.
    let years: Vec<u8> = log.iter().filter_map(|s| s.year).collect();
    assert!(years.windows(2).all(|w| w[0] <= w[1]), "{years:?}");
    // Every draft the player made is there, in the order made.
    let drafted = log
        .iter()
        .flat_map(wtw_events)
        .filter(|e| matches!(e, WtwEvent::Drafted { .. }))
        .count();
    assert!(drafted >= 5, "drafts in 60 moves: {drafted}");
}

#[test]
fn the_log_says_what_the_commands_said_and_survives_a_restart() {
    let mut app = service();
    let u = app.new_game(wtw(vec![human("Ann")], "5")).unwrap();
    let id = u.session.clone();
    let mut rng = GameRng::stream(5, 3);
    let mut told: Vec<AnyEvent> = u.events.clone();
    let mut u = u;
    for _ in 0..40 {
        let before = u.step;
        u = play(&mut app, u, 1, &mut rng);
        told.extend(u.events.iter().cloned());
        assert!(u.step > before);
    }
    let log = app.log(&id, Some(0)).unwrap().steps;
    let logged: Vec<AnyEvent> = log.iter().flat_map(|s| s.events.clone()).collect();
    assert_eq!(
        logged, told,
        "the log tells exactly what the commands told, in order"
    );

    // The app is killed and started again: the resumed game has the same whole log.
    let storage = app.storage().clone();
    let mut again = AppService::with_clock(storage, Box::new(SteppingClock(9_000)));
    again.resume(&id, Some(0)).unwrap();
    assert_eq!(again.log(&id, Some(0)).unwrap().steps, log);
}

#[test]
fn undo_takes_its_step_out_of_the_log() {
    let mut app = service();
    let u = app.new_game(wtw(vec![human("Ann")], "11")).unwrap();
    let id = u.session.clone();
    // Keep a partner, then draft: both are the player's own, so the draft can be undone.
    let keep = u.legal[0].clone();
    let u = app.act(&id, 0, keep).unwrap();
    let draft = u
        .legal
        .iter()
        .find(|a| matches!(a, AnyAction::WildTiledWest(WtwAction::Draft { .. })))
        .cloned()
        .expect("a draft");
    let before = app.log(&id, Some(0)).unwrap().steps;
    let u = app.act(&id, 0, draft).unwrap();
    assert!(u.can_undo);
    let after = app.log(&id, Some(0)).unwrap().steps;
    assert_eq!(after.len(), before.len() + 1);
    assert!(wtw_events(after.last().unwrap())
        .iter()
        .any(|e| matches!(e, WtwEvent::Drafted { .. })));
    app.undo(&id, 0).unwrap();
    assert_eq!(app.log(&id, Some(0)).unwrap().steps, before);
}

#[test]
fn a_bot_seats_log_is_refused_and_a_spectator_gets_one() {
    let mut app = service();
    let bot = SeatConfig {
        name: "Bot".into(),
        kind: SeatKind::Bot {
            level: BotLevel::Random,
        },
    };
    let u = app.new_game(wtw(vec![human("Ann"), bot], "3")).unwrap();
    let id = u.session.clone();
    assert!(matches!(
        app.log(&id, Some(1)),
        Err(AppError::HiddenSeat(1))
    ));
    assert!(matches!(
        app.log(&id, Some(7)),
        Err(AppError::NoSuchSeat(7))
    ));
    assert!(matches!(
        app.log("no-such-game", Some(0)),
        Err(AppError::UnknownSession(_))
    ));
    assert!(!app.log(&id, None).unwrap().steps.is_empty());
    // Through `saloon serve` too.
    let line = format!(r#"{{"id": 1, "cmd": "log", "session": "{id}", "viewer": 0}}"#);
    let answer: serde_json::Value = serde_json::from_str(&app.dispatch_line(&line)).unwrap();
    assert!(answer["ok"]["steps"]
        .as_array()
        .is_some_and(|steps| !steps.is_empty()));
}

#[test]
fn circle_the_wagons_has_a_log_without_years() {
    let mut app = service();
    let u = app
        .new_game(request(
            "circle-the-wagons",
            vec![human("A"), human("B")],
            12,
        ))
        .unwrap();
    let log = app.log(&u.session, Some(0)).unwrap().steps;
    assert_eq!(log.len() as u32, u.step);
    assert!(log.iter().all(|s| s.year.is_none() && s.round.is_none()));
}

/// A client's copy of the log, kept the way the UI keeps it: the steps up to the update's
/// `log_from`, then its `new_steps`; `through` is the step the copy is whole up to (steps of
/// another seat's that tell the viewer nothing are never sent, so the copy has gaps).
fn follow(log: &mut Vec<LogStep>, through: &mut u32, u: &GameUpdate) {
    assert!(
        u.log_from <= *through,
        "the new steps follow on from the log before the command"
    );
    log.retain(|s| s.step <= u.log_from);
    assert!(
        u.new_steps
            .iter()
            .all(|s| s.step > u.log_from && s.step <= u.step),
        "the update's steps lie between its log_from and its step"
    );
    log.extend(u.new_steps.iter().cloned());
    *through = u.step;
}

/// Each update carries exactly the steps its command played (the human's action, the chance
/// it set off, a bot's move), as `log` tells them; appended, they are the whole log, with no
/// second request. Played against bots, with undos, in both games.
#[test]
fn each_update_carries_its_steps_and_appending_them_makes_the_log() {
    let bot = |level| SeatConfig {
        name: "Bot".into(),
        kind: SeatKind::Bot { level },
    };
    let tables = [
        (
            "wild-tiled-west",
            vec![human("Ann"), bot(BotLevel::Random), bot(BotLevel::Greedy)],
        ),
        ("wild-tiled-west", vec![human("Ann")]),
        (
            "circle-the-wagons",
            vec![human("Ann"), bot(BotLevel::Random)],
        ),
    ];
    for (seed, (game, seats)) in tables.into_iter().enumerate() {
        let mut app = service();
        let mut u = app.new_game(request(game, seats, 40 + seed)).unwrap();
        let id = u.session.clone();
        assert!(!u.new_steps.is_empty(), "the first update carries the deal");
        let mut mine = Vec::new();
        let mut through = 0;
        let mut rng = GameRng::stream(seed as u64, 5);
        let (mut chance, mut bots, mut several) = (0, 0, 0);
        for turn in 0..400 {
            follow(&mut mine, &mut through, &u);
            chance += u.new_steps.iter().filter(|s| s.seat.is_none()).count();
            bots += u
                .new_steps
                .iter()
                .filter(|s| s.seat.is_some_and(|s| s != 0))
                .count();
            several += usize::from(u.new_steps.len() > 1);
            let events: Vec<AnyEvent> = u.new_steps.iter().flat_map(|s| s.events.clone()).collect();
            assert_eq!(events, u.events, "the steps hold the command's events");
            if turn % 25 == 0 || u.finished {
                assert_eq!(
                    mine,
                    app.log(&id, Some(0)).unwrap().steps,
                    "{game} at step {}",
                    u.step
                );
            }
            if u.finished {
                break;
            }
            // Looking changes nothing and carries no steps.
            assert!(app.view(&id, Some(0)).unwrap().new_steps.is_empty());
            u = if u.can_undo && rng.index(4) == 0 {
                app.undo(&id, 0).unwrap()
            } else if u.bot_to_act {
                app.advance(&id, Some(0)).unwrap()
            } else {
                let action = u.legal[rng.index(u.legal.len())].clone();
                app.act(&id, 0, action).unwrap()
            };
        }
        assert!(chance > 0, "{game}: the deal, by chance");
        if game == "wild-tiled-west" {
            assert!(several > 0, "{game}: chance after an action, in its update");
        }
        if u.seats.len() > 1 {
            assert!(bots > 0, "{game}: the bots' moves in the updates");
        }
        // Resumed after a restart: the update carries nothing; the client fetches the log once.
        let mut again = AppService::with_clock(app.storage().clone(), Box::new(SteppingClock(9)));
        if let Ok(resumed) = again.resume(&id, Some(0)) {
            assert!(resumed.new_steps.is_empty());
            assert_eq!(again.log(&id, Some(0)).unwrap().steps, mine);
        }
    }
}

/// Another seat's secret steps leave nothing a seat can count: in a Wild Tiles round, the
/// steps of the other player's plan are neither in this seat's log nor in the updates it is
/// given, until the reveal tells every path at once.
#[test]
fn another_seats_secret_steps_leave_no_trace_in_the_log() {
    let mut app = service();
    let mut u = app
        .new_game(request("wild-tiles", vec![human("Ann"), human("Bo")], 31))
        .unwrap();
    let id = u.session.clone();
    let mut rng = GameRng::stream(31, 3);
    let mut planned_by_ann = 0;
    // Ann plans her whole path first; Bo's screen learns nothing of its length.
    let bo_before = app.log(&id, Some(1)).unwrap();
    while u.human_to_act.is_some() && !app.view(&id, Some(0)).unwrap().legal.is_empty() {
        let legal = app.view(&id, Some(0)).unwrap().legal;
        let before = app.view(&id, Some(1)).unwrap().step;
        u = app
            .act(&id, 0, legal[rng.index(legal.len())].clone())
            .unwrap();
        planned_by_ann += 1;
        // What Bo's screen is given about the step: nothing to count.
        let bo = app.view(&id, Some(1)).unwrap();
        assert!(bo.new_steps.is_empty());
        if bo.step > before + 1 {
            break; // not a plain step any more (Ann's lock ended something)
        }
    }
    assert!(planned_by_ann > 1, "Ann planned several steps");
    let bo_after = app.log(&id, Some(1)).unwrap();
    assert_eq!(
        bo_after.steps, bo_before.steps,
        "Bo's log holds no trace of Ann's {planned_by_ann} planning steps"
    );
    assert!(bo_after.through > bo_before.through);
    // Ann's own log tells her every step she took.
    let ann = app.log(&id, Some(0)).unwrap();
    assert!(ann.steps.len() >= bo_after.steps.len() + planned_by_ann);
}
