//! `cargo bench -p saloon-wild-tiles`: a full random game solo, at 2 and at 4 players, the
//! legal steps of a path being planned, and a view. Target: 50,000 random
//! 2-player games a second on one core, read from these numbers, never from a timed test.

use criterion::{criterion_group, criterion_main, Criterion};
use saloon_core::{play_randomly, Actor, Game, GameRng, Seat, Who};
use saloon_wild_tiles::{Phase, WildTiles, WtOptions};
use std::hint::black_box;

/// A whole game on the bare engine, every decision drawn at random, through to its winners.
fn random_game(players: usize, seed: u64) -> (WildTiles, Vec<Seat>) {
    let mut game = WildTiles::new(&WtOptions::default(), players).expect("a player count");
    let mut chance = GameRng::chance(seed);
    let mut picker = GameRng::stream(seed, 9);
    play_randomly(&mut game, &mut chance, &mut picker).expect("the game keeps the contract");
    let winners = game.winners();
    (game, winners)
}

/// Round 2's planning at three players, one step into the first seat's path.
fn planning() -> WildTiles {
    let mut game = WildTiles::new(&WtOptions::default(), 3).expect("three players");
    let mut chance = GameRng::chance(4);
    let mut picker = GameRng::stream(4, 9);
    loop {
        match game.actor() {
            Actor::Chance => {
                let a = game.sample_chance(&mut chance).expect("chance");
                game.advance(Who::Chance, &a).expect("legal");
            }
            Actor::Simultaneous(seats)
                if game.round() >= 2
                    && game.phase() == Phase::Planning
                    && game.players_state()[usize::from(seats[0])].plan.cells.len() == 1 =>
            {
                return game;
            }
            Actor::Seat(s) => {
                let a = game.random_action(s, &mut picker).expect("an action");
                game.advance(Who::Seat(s), &a).expect("legal");
            }
            Actor::Simultaneous(seats) => {
                let a = game
                    .random_action(seats[0], &mut picker)
                    .expect("an action");
                game.advance(Who::Seat(seats[0]), &a).expect("legal");
            }
            Actor::GameOver => return game,
        }
    }
}

fn wt_benches(c: &mut Criterion) {
    for players in [1, 2, 4] {
        let mut seed = 0;
        c.bench_function(&format!("wt/random game, {players} players"), |b| {
            b.iter(|| {
                seed += 1;
                black_box(random_game(players, seed))
            })
        });
    }
    let mid = planning();
    c.bench_function("wt/legal steps of a path", |b| {
        b.iter(|| black_box(mid.legal_actions(0)))
    });
    c.bench_function("wt/view while planning", |b| {
        b.iter(|| black_box(mid.view(Some(0))))
    });
}

criterion_group!(benches, wt_benches);
criterion_main!(benches);
