//! `cargo bench -p saloon-circle-the-wagons`: a full random game, the legal placements of a
//! mid-game position, a random action drawn there, apply and clone. Targets (issue:
//! performance budgets; Circle the Wagons: 200,000 random games a second on one core) are
//! checked by reading these numbers, never by a timed test.

use criterion::{criterion_group, criterion_main, Criterion};
use saloon_circle_the_wagons::{CircleTheWagons, CtwAction, CtwOptions};
use saloon_core::{play_randomly, Actor, Game, GameRng, Match, Seat, Who};
use std::hint::black_box;

/// A whole game on the bare engine, deal included, every decision drawn at random, through to
/// its final scoring (who won): what a playout needs. Played with `advance`, as playouts are;
/// the events the table shows are benched with `apply` below.
fn random_game(seed: u64) -> (CircleTheWagons, Vec<Seat>) {
    let mut game = CircleTheWagons::new(&CtwOptions::default(), 2).expect("two players");
    let mut chance = GameRng::chance(seed);
    let mut picker = GameRng::stream(seed, 9);
    play_randomly(&mut game, &mut chance, &mut picker).expect("the game keeps the contract");
    let winners = game.winners();
    (game, winners)
}

/// A position in the middle of a game with a card to place.
fn mid_game() -> CircleTheWagons {
    let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, 4).expect("setup");
    let mut rng = GameRng::stream(4, 9);
    let mut placed = 0;
    while let Actor::Seat(s) = m.state().actor() {
        if m.state().to_place().is_some() && placed >= 8 {
            break;
        }
        let legal = m.state().legal_actions(s);
        let a = legal[rng.index(legal.len())].clone();
        placed += usize::from(matches!(a, CtwAction::Place { .. }));
        m.act(s, &a).expect("legal");
    }
    m.state().clone()
}

fn benches(c: &mut Criterion) {
    let mut seed = 0;
    c.bench_function("ctw/random game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed))
        })
    });
    let mid = mid_game();
    let Actor::Seat(seat) = mid.actor() else {
        panic!("a seat acts mid-game")
    };
    c.bench_function("ctw/legal placements mid-game", |b| {
        b.iter(|| black_box(mid.legal_actions(seat)))
    });
    let mut picker = GameRng::stream(4, 10);
    c.bench_function("ctw/random action mid-game", |b| {
        b.iter(|| black_box(mid.random_action(seat, &mut picker)))
    });
    let first = mid.legal_actions(seat)[0].clone();
    c.bench_function("ctw/apply a placement", |b| {
        b.iter(|| {
            let mut g = mid.clone();
            black_box(g.apply(Who::Seat(seat), &first).expect("legal"))
        })
    });
    c.bench_function("ctw/clone", |b| b.iter(|| black_box(mid.clone())));
}

criterion_group!(ctw, benches);
criterion_main!(ctw);
