//! `cargo bench -p saloon-wild-tiled-west`: a full random 2-player game, all legal
//! placements of one tile mid-game, apply and clone. Read against the performance budgets;
//! never asserted in a timed test.

use criterion::{criterion_group, criterion_main, Criterion};
use saloon_core::{Actor, Game, GameRng, Match, Who};
use saloon_wild_tiled_west::rules::{WildTiledWest, WtwAction, WtwOptions};
use std::hint::black_box;

fn random_game(players: usize, seed: u64) -> WildTiledWest {
    let (mut m, _) =
        Match::<WildTiledWest>::new(WtwOptions::default(), players, seed).expect("setup");
    let mut rng = GameRng::stream(seed, 9);
    loop {
        let seat = match m.state().actor() {
            Actor::Seat(s) => s,
            Actor::Simultaneous(seats) => seats[0],
            _ => break,
        };
        let legal = m.state().legal_actions(seat);
        let a = legal[rng.index(legal.len())].clone();
        m.act(seat, &a).expect("legal");
    }
    m.state().clone()
}

/// A position in year 2 where a drafted tile waits to be placed.
fn placing_mid_game() -> (WildTiledWest, u8) {
    let (mut m, _) = Match::<WildTiledWest>::new(WtwOptions::default(), 2, 11).expect("setup");
    let mut rng = GameRng::stream(11, 9);
    loop {
        let seat = match m.state().actor() {
            Actor::Seat(s) => s,
            Actor::Simultaneous(seats) => seats[0],
            _ => panic!("the game ended before year 2"),
        };
        let legal = m.state().legal_actions(seat);
        if m.state().year() >= 2 && legal.iter().any(|a| matches!(a, WtwAction::Place { .. })) {
            return (m.state().clone(), seat);
        }
        let a = legal[rng.index(legal.len())].clone();
        m.act(seat, &a).expect("legal");
    }
}

fn benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("wtw");
    group.sample_size(20);
    let mut seed = 0;
    group.bench_function("random 2-player game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(2, seed))
        })
    });
    let (mid, seat) = placing_mid_game();
    group.bench_function("all placements of one tile (all orientations)", |b| {
        b.iter(|| black_box(mid.legal_actions(seat)))
    });
    let first = mid.legal_actions(seat)[0].clone();
    group.bench_function("apply a placement", |b| {
        b.iter(|| {
            let mut g = mid.clone();
            black_box(g.apply(Who::Seat(seat), &first).expect("legal"))
        })
    });
    group.bench_function("clone", |b| b.iter(|| black_box(mid.clone())));
    group.finish();
}

criterion_group!(wtw, benches);
criterion_main!(wtw);
