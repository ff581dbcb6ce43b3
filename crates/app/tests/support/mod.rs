//! What the service's tests build their tables with: a service on memory storage with a
//! stepping clock, seats, a new game's request, a started game and a game played to its end
//! (any game, solo or not, bots and all).

// Each test file uses its own part of this.
#![allow(dead_code)]

/// The command-layer fuzzer, shared with `saloon serve`'s (`crates/cli/tests/serve_fuzz.rs`).
pub mod fuzz_harness;

use saloon_app::api::{BotLevel, GameUpdate, NewGameRequest, SeatConfig, SeatKind};
use saloon_app::service::SteppingClock;
use saloon_app::{AppService, MemoryStorage};

pub fn service() -> AppService<MemoryStorage> {
    AppService::with_clock(MemoryStorage::default(), Box::new(SteppingClock(1_000)))
}

pub fn human(name: &str) -> SeatConfig {
    SeatConfig {
        name: name.into(),
        kind: SeatKind::Human,
    }
}

pub fn bot(level: BotLevel) -> SeatConfig {
    SeatConfig {
        name: "Bot".into(),
        kind: SeatKind::Bot { level },
    }
}

/// The request for a new game of `game` with `seats` on `seed`, in the game's default options
/// and not guided; a test that needs options sets them over it
/// (`NewGameRequest { options, ..request(game, seats, seed) }`).
pub fn request(game: &str, seats: Vec<SeatConfig>, seed: impl ToString) -> NewGameRequest {
    NewGameRequest {
        game: game.into(),
        seats,
        options: None,
        seed: Some(seed.to_string()),
        guided: None,
        table: None,
    }
}

/// A new game of `game` on seed 5.
pub fn start(
    app: &mut AppService<MemoryStorage>,
    game: &str,
    seats: Vec<SeatConfig>,
) -> GameUpdate {
    app.new_game(request(game, seats, 5)).unwrap()
}

/// A game of `game` on seed 5, played out (`start`, then `play_out`): its last update.
pub fn finished(
    app: &mut AppService<MemoryStorage>,
    game: &str,
    seats: Vec<SeatConfig>,
) -> GameUpdate {
    let u = start(app, game, seats);
    play_out(app, u)
}

/// Plays each human's first legal action (bots their own) until the game ends.
pub fn play_out(app: &mut AppService<MemoryStorage>, mut u: GameUpdate) -> GameUpdate {
    let session = u.session.clone();
    for _ in 0..5_000 {
        if u.finished {
            return u;
        }
        u = if u.bot_to_act {
            app.advance(&session, Some(0)).unwrap()
        } else {
            let seat = u.human_to_act.expect("someone acts");
            if u.viewer != Some(seat) {
                u = app.view(&session, Some(seat)).unwrap();
            }
            let action = u.legal.first().expect("a legal action").clone();
            app.act(&session, seat, action).unwrap()
        };
    }
    panic!("the game never ended");
}
