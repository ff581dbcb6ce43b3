//! `cargo bench -p saloon-wild-tiled-west`: a full random 2-player game, all legal
//! placements of one tile mid-game (the placement search itself, and the sorted
//! `legal_actions` list built from it), a random placement, apply and clone. Read against the
//! performance budgets (10,000 random 2-player games a second, all placements of one tile in
//! 2 microseconds, on one core); never asserted in a timed test.

use criterion::{criterion_group, criterion_main, Criterion};
use saloon_core::{play_randomly, Actor, Game, GameRng, Match, Who};
use saloon_wild_tiled_west::geometry::design_orientations;
use saloon_wild_tiled_west::rules::{Decision, WildTiledWest, WtwAction, WtwOptions};
use saloon_wild_tiled_west::settlement::Anchor;
use std::hint::black_box;

/// A whole game as playouts play it: the bare game (no log), chance from its seeded stream
/// (the deal included), every decision drawn by `random_action`.
fn random_game(players: usize, seed: u64) -> WildTiledWest {
    let mut game = WildTiledWest::new(&WtwOptions::default(), players).expect("setup");
    let mut chance = GameRng::chance(seed);
    let mut picker = GameRng::stream(seed, 9);
    play_randomly(&mut game, &mut chance, &mut picker).expect("the game keeps the contract");
    game
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
    group.bench_function(
        "random 2-player game (play_randomly, setup included)",
        |b| {
            b.iter(|| {
                seed += 1;
                black_box(random_game(2, seed))
            })
        },
    );
    let (mid, seat) = placing_mid_game();
    let Some((_, Decision::PlaceTile { design, .. })) = mid.awaiting() else {
        panic!("a tile waits to be placed");
    };
    let shapes = design_orientations(*design).expect("a content tile");
    let settlement = &mid.player(seat).expect("the placing seat").settlement;
    group.bench_function(
        "all placements of one tile: placement search (bit set of anchors per orientation)",
        |b| {
            b.iter(|| {
                for spots in settlement
                    .spots(black_box(shapes), Anchor::Connected)
                    .expect("a board the bit sets hold")
                {
                    black_box(spots);
                }
            })
        },
    );
    group.bench_function(
        "all placements of one tile: legal_actions (sorted Vec of every Place)",
        |b| b.iter(|| black_box(mid.legal_actions(seat))),
    );
    let mut picker = GameRng::stream(3, 3);
    group.bench_function("random_action of a placement mid-game", |b| {
        b.iter(|| black_box(mid.random_action(seat, &mut picker)))
    });
    let first = mid.legal_actions(seat)[0].clone();
    group.bench_function("apply a placement (on a clone)", |b| {
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
