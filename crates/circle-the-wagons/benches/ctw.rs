//! `cargo bench -p saloon-circle-the-wagons`: a full random game, the legal placements of a
//! mid-game position, apply and clone. Targets (issue: performance budgets) are checked by
//! reading these numbers, never by a timed test.

use criterion::{criterion_group, criterion_main, Criterion};
use saloon_circle_the_wagons::{CircleTheWagons, CtwOptions};
use saloon_core::{Actor, Game, GameRng, Match, Who};
use std::hint::black_box;

fn random_game(seed: u64) -> CircleTheWagons {
    let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, seed).expect("setup");
    let mut rng = GameRng::stream(seed, 9);
    while let Actor::Seat(s) = m.state().actor() {
        let legal = m.state().legal_actions(s);
        let a = legal[rng.index(legal.len())].clone();
        m.act(s, &a).expect("legal");
    }
    m.state().clone()
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
        placed += usize::from(matches!(
            a,
            saloon_circle_the_wagons::CtwAction::Place { .. }
        ));
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
