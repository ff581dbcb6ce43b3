//! Samples for fitting Wild Tiled West's outlook weights (`scripts/fit-outlook.py`).
//!
//! Plays seeded games with one bot level in every seat and, where each turn begins (a seat is
//! to draft), writes one CSV row per seat: the year, the round,
//! the score then, the outlook's parts then (`evaluation::PART_NAMES`) and the seat's final
//! score. The search judges its leaves at turn boundaries, so that is where the outlook has
//! to be right.
//!
//! usage: cargo run --release -p saloon-bots --example outlook-samples -- \
//!            PLAYERS FIRST_SEED GAMES [LEVEL] > samples.csv

use saloon_bots::{choose, BotLevel};
use saloon_core::{Actor, Game, GameRng, Match, Seat};
use saloon_wild_tiled_west::evaluation::{parts, PART_NAMES};
use saloon_wild_tiled_west::rules::{Decision, WildTiledWest, WtwOptions};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u64| -> u64 {
        args.get(i)
            .map(|a| a.parse().expect("a whole number"))
            .unwrap_or(default)
    };
    let players = number(0, 1) as usize;
    let first_seed = number(1, 1);
    let games = number(2, 100);
    let level = args
        .get(3)
        .map(|a| BotLevel::parse(a).expect("a bot level"))
        .unwrap_or(BotLevel::Greedy);
    println!(
        "game,players,seat,year,round,score_now,{},final",
        PART_NAMES.join(",")
    );
    for seed in first_seed..first_seed + games {
        for row in play(players, seed, level) {
            println!("{seed},{players},{row}");
        }
    }
}

/// One game's rows, without the game and player columns.
fn play(players: usize, seed: u64, level: BotLevel) -> Vec<String> {
    let (mut m, _) =
        Match::<WildTiledWest>::new(WtwOptions::default(), players, seed).expect("a valid setup");
    let mut rngs: Vec<GameRng> = (0..players as u64)
        .map(|s| GameRng::stream(seed, 100 + s))
        .collect();
    let mut samples: Vec<(Seat, String)> = Vec::new();
    loop {
        let seat = match m.state().actor() {
            Actor::Seat(s) => s,
            Actor::Simultaneous(seats) => seats[0],
            _ => break,
        };
        let game = m.state();
        if turn_begins(game) {
            for s in 0..players as Seat {
                if let Some(p) = parts(game, s, true) {
                    let values: Vec<String> = p.iter().map(|v| format!("{v:.4}")).collect();
                    samples.push((
                        s,
                        format!(
                            "{s},{},{},{},{}",
                            game.year(),
                            game.round(),
                            game.score_now(s),
                            values.join(",")
                        ),
                    ));
                }
            }
        }
        let view = game.view(Some(seat));
        let action = choose::<WildTiledWest>(level, &view, seat, &mut rngs[usize::from(seat)])
            .expect("a seat to act has an action");
        m.act(seat, &action).expect("bots pick legal actions");
    }
    let finals: Vec<i32> = m.state().scores().iter().map(|s| s.total).collect();
    samples
        .into_iter()
        .map(|(s, row)| format!("{row},{}", finals[usize::from(s)]))
        .collect()
}

/// A seat's turn begins with its draft.
fn turn_begins(game: &WildTiledWest) -> bool {
    matches!(game.awaiting(), Some((_, Decision::Draft)))
}
