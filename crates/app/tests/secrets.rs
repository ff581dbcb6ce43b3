//! The hidden-information search grown to what commands let a seat do, for every registered
//! game with no edit (it walks the registry, as `registry.rs` does).
//!
//! Seeded games are played through the service by seeded random choices. At every step,
//! for every seat that may act: `preview` of its legal actions (a handful of them) must show
//! no other seat's secret; after each action, if what the seat now sees holds a secret
//! another seat kept before the action (the last lock revealing every path, the last bid),
//! the seat must not be offered undo, and `undo` must be refused; an undo that is offered is
//! taken now and then, and the game goes on from there. What each seat really holds comes
//! from the game's `Secrets` hooks on the bare engine, played from the saved game at each
//! step (so it follows undo too), never from the payloads.

use std::collections::BTreeSet;

use saloon_app::api::SeatConfig;
use saloon_app::error::ErrorKind;
use saloon_app::games::{engines, with_game, GameVisitor, Registered};
use saloon_app::service::SteppingClock;
use saloon_app::{AppService, MemoryStorage};
use saloon_core::{GameRng, Replay, Seat};
use serde_json::Value;

use crate::support::{human, request};

/// Previews tried per acting seat and step (a Wild Tiled West placement has hundreds).
const PREVIEWS: usize = 6;

/// Each seat's secrets at one moment.
type Secrets = Vec<BTreeSet<u64>>;

/// The secrets of the game in play now, from its save: the replay on the bare engine.
fn secrets_now<G: Registered>(app: &AppService<MemoryStorage>, id: &str) -> Secrets {
    let saved = app
        .storage()
        .data
        .get(&format!("session/{id}"))
        .expect("the game in play is saved");
    let replay: Replay<G::Options, G::Action> =
        serde_json::from_value(saved["replay"].clone()).expect("a replay");
    let mut state = G::new(&replay.options, replay.players).expect("the game sets up");
    for logged in &replay.actions {
        state.apply(logged.who, &logged.action).expect("it replays");
    }
    state.secrets()
}

/// The secrets of seats other than `seat` that `payload` shows.
fn others_shown<G: Registered>(payload: &Value, secrets: &Secrets, seat: Seat) -> Vec<u64> {
    let shown = G::shown(payload);
    secrets
        .iter()
        .enumerate()
        .filter(|(s, _)| *s != usize::from(seat))
        .flat_map(|(_, hidden)| hidden.intersection(&shown).copied().collect::<Vec<_>>())
        .collect()
}

/// What one game's search found: reveals met (an action that told its seat another's
/// secret), and previews refused for revealing.
#[derive(Clone, Copy, Debug, Default)]
struct Found {
    reveals: usize,
    refused_previews: usize,
    undos_taken: usize,
}

fn search<G: Registered>(seats: Vec<SeatConfig>, seed: u64) -> Found {
    let mut app = AppService::with_clock(MemoryStorage::default(), Box::new(SteppingClock(1)));
    let mut update = app.new_game(request(G::ID, seats.clone(), seed)).unwrap();
    let id = update.session.clone();
    let mut rng = GameRng::stream(seed, 77);
    let mut found = Found::default();
    let mut moves = 0;
    while !update.finished {
        moves += 1;
        assert!(moves < 20_000, "the game ends");
        let spectator = app.view(&id, None).unwrap();
        if spectator.bot_to_act {
            update = app.advance(&id, None).unwrap();
            continue;
        }
        let seat = spectator.human_to_act.expect("someone acts");
        let before = secrets_now::<G>(&app, &id);
        let legal = app.view(&id, Some(seat)).unwrap().legal;
        for _ in 0..PREVIEWS.min(legal.len()) {
            let action = legal[rng.index(legal.len())].clone();
            match app.preview(&id, seat, action) {
                Ok(preview) => {
                    let leaked =
                        others_shown::<G>(&serde_json::to_value(&preview).unwrap(), &before, seat);
                    assert!(
                        leaked.is_empty(),
                        "{}: a preview showed seat {seat} the secrets {leaked:?} (step {})",
                        G::ID,
                        spectator.step
                    );
                }
                Err(e) => {
                    assert_eq!(e.error_kind(), ErrorKind::WouldReveal, "{}: {e}", G::ID);
                    found.refused_previews += 1;
                }
            }
        }
        let action = legal[rng.index(legal.len())].clone();
        update = app.act(&id, seat, action).unwrap();
        // What the seat sees now: the update its action returned and its view.
        let mut seen = serde_json::to_value(&update).unwrap();
        if update.viewer != Some(seat) {
            seen = serde_json::to_value(app.view(&id, Some(seat)).unwrap()).unwrap();
        }
        let told = others_shown::<G>(&seen, &before, seat);
        let offered = app.view(&id, Some(seat)).unwrap().can_undo;
        if !told.is_empty() {
            found.reveals += 1;
            assert!(
                !offered,
                "{}: seat {seat} learned {told:?} and is offered undo (step {})",
                G::ID,
                update.step
            );
            let undo = app.undo(&id, seat);
            assert!(
                matches!(&undo, Err(e) if e.error_kind() == ErrorKind::CannotUndo),
                "{}: seat {seat} learned {told:?} and undo answered {undo:?}",
                G::ID
            );
        } else if offered && rng.index(4) == 0 {
            // Taken back: the search goes on from the earlier moment, on the same secrets.
            update = app.undo(&id, seat).unwrap();
            found.undos_taken += 1;
            let leaked = others_shown::<G>(
                &serde_json::to_value(&update).unwrap(),
                &secrets_now::<G>(&app, &id),
                seat,
            );
            assert!(
                leaked.is_empty(),
                "{}: after undo seat {seat} sees {leaked:?}",
                G::ID
            );
        }
    }
    found
}

#[derive(Clone)]
struct CommandSearch;

impl GameVisitor for CommandSearch {
    type Output = Found;
    fn visit<G: Registered>(self) -> Found {
        // Every seat a person, at the fewest seats that have someone to keep a secret from
        // and at the most: every reveal is between people sharing the device.
        let fewest = G::PLAYERS.min.max(2).min(G::PLAYERS.max);
        let mut total = Found::default();
        for (players, seed) in [(fewest, 11_u64), (G::PLAYERS.max, 12), (fewest, 13)] {
            let seats = (0..players).map(|i| human(&format!("P{i}"))).collect();
            let found = search::<G>(seats, seed);
            total.reveals += found.reveals;
            total.refused_previews += found.refused_previews;
            total.undos_taken += found.undos_taken;
        }
        total
    }
}

#[test]
fn no_command_lets_a_seat_peek_at_or_take_back_past_another_seats_secret() {
    let games = engines();
    assert!(!games.is_empty());
    // Each game searched on a thread of its own: the games share nothing, and the test
    // command runs on a machine with more than one core.
    let found: Vec<(String, Found)> = std::thread::scope(|scope| {
        let searches: Vec<_> = games
            .iter()
            .map(|info| {
                scope.spawn(|| {
                    let found = with_game(&info.id, CommandSearch).expect("a registered game");
                    (info.id.clone(), found)
                })
            })
            .collect();
        searches
            .into_iter()
            .map(|s| s.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    for (game, found) in found {
        eprintln!("{game}: {found:?}");
        // The search is only as good as the games it meets: Wild Tiles reveals every
        // round's paths to the last seat to lock.
        if game == "wild-tiles" {
            assert!(found.reveals > 0, "{game}: no reveal met");
        }
        assert!(found.undos_taken > 0, "{game}: undo was never offered");
    }
}
