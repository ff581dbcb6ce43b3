//! `cargo bench -p saloon-rolled-west`: a full random game at 2 and 4 players and solo, the
//! legal actions of a spending turn, and a view. Target: 200,000 random 2-player
//! games a second on one core, read from these numbers, never from a timed test.

use criterion::{criterion_group, criterion_main, Criterion};
use saloon_core::{play_randomly, Actor, Game, GameRng, Seat};
use saloon_rolled_west::{Phase, RolledWest, RwOptions};
use std::hint::black_box;

/// A whole game on the bare engine, every decision drawn at random, through to its winners:
/// what a playout needs (`advance`, no events built).
fn random_game(players: usize, seed: u64) -> (RolledWest, Vec<Seat>) {
    let mut game = RolledWest::new(&RwOptions::default(), players).expect("a player count");
    let mut chance = GameRng::chance(seed);
    let mut picker = GameRng::stream(seed, 9);
    play_randomly(&mut game, &mut chance, &mut picker).expect("the game keeps the contract");
    let winners = game.winners();
    (game, winners)
}

/// A spending turn a few rounds in.
fn mid_game() -> RolledWest {
    let mut game = RolledWest::new(&RwOptions::default(), 3).expect("three players");
    let mut chance = GameRng::chance(4);
    let mut picker = GameRng::stream(4, 9);
    loop {
        match game.actor() {
            Actor::Chance => {
                let a = game.sample_chance(&mut chance).expect("chance");
                game.advance(saloon_core::Who::Chance, &a).expect("legal");
            }
            Actor::Seat(s) if game.round() >= 3 && game.phase() == Phase::Spend => {
                let _ = s;
                return game;
            }
            Actor::Seat(s) => {
                let a = game.random_action(s, &mut picker).expect("an action");
                game.advance(saloon_core::Who::Seat(s), &a).expect("legal");
            }
            Actor::Simultaneous(seats) => {
                let a = game
                    .random_action(seats[0], &mut picker)
                    .expect("an action");
                game.advance(saloon_core::Who::Seat(seats[0]), &a)
                    .expect("legal");
            }
            Actor::GameOver => return game,
        }
    }
}

fn rw_benches(c: &mut Criterion) {
    for players in [1, 2, 4] {
        let mut seed = 0;
        c.bench_function(&format!("rw/random game, {players} players"), |b| {
            b.iter(|| {
                seed += 1;
                black_box(random_game(players, seed))
            })
        });
    }
    let mid = mid_game();
    let seat = mid.roller();
    c.bench_function("rw/legal actions of a spending turn", |b| {
        b.iter(|| black_box(mid.legal_actions(seat)))
    });
    c.bench_function("rw/view of a spending turn", |b| {
        b.iter(|| black_box(mid.view(Some(seat))))
    });
}

criterion_group!(benches, rw_benches);
criterion_main!(benches);
