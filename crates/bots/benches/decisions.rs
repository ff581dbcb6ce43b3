//! `cargo bench -p saloon-bots`: how long each bot level takes to decide, from a seat's
//! view of a mid-game position, in Circle the Wagons and in 2-player Wild Tiled West.
//! Budgets (issue: bots): hard at most 1 s and medium at most 100 ms a decision (p95) on
//! one core; the p95 over whole games comes from `saloon simulate --json`
//! (`p95_decision_ms`). Never asserted in a timed test.

use criterion::{criterion_group, criterion_main, Criterion};
use saloon_bots::{choose, BotLevel};
use saloon_circle_the_wagons::{CircleTheWagons, CtwOptions};
use saloon_core::{Actor, BotTuning, GameRng, Match, Seat};
use saloon_wild_tiled_west::rules::{WildTiledWest, WtwOptions};
use std::hint::black_box;
use std::time::Duration;

/// The first position after `warm_up` random decisions where a single seat has a choice to make.
fn mid_game<G: BotTuning>(options: G::Options, seed: u64, warm_up: usize) -> (G, Seat) {
    let (mut m, _) = Match::<G>::new(options, 2, seed).expect("setup");
    let mut rng = GameRng::stream(seed, 9);
    let mut done = 0;
    loop {
        let seat = match m.state().actor() {
            Actor::Seat(s) => s,
            Actor::Simultaneous(seats) => seats[0],
            _ => panic!("the game ended during the warm-up"),
        };
        let legal = m.state().legal_actions(seat);
        if done >= warm_up && legal.len() > 1 && matches!(m.state().actor(), Actor::Seat(_)) {
            return (m.state().clone(), seat);
        }
        let a = legal[rng.index(legal.len())].clone();
        m.act(seat, &a).expect("legal");
        done += 1;
    }
}

fn levels<G: BotTuning>(c: &mut Criterion, name: &str, game: &G, seat: Seat) {
    let view = game.view(Some(seat));
    let mut group = c.benchmark_group(format!("{name} decision"));
    group.sample_size(10);
    for level in BotLevel::ALL {
        if level == BotLevel::Hard {
            group.measurement_time(Duration::from_secs(20));
        }
        let mut rng = GameRng::stream(7, 7);
        group.bench_function(level.id(), |b| {
            b.iter(|| black_box(choose::<G>(level, black_box(&view), seat, &mut rng)))
        });
    }
    group.finish();
}

fn benches(c: &mut Criterion) {
    let (ctw, seat) = mid_game::<CircleTheWagons>(CtwOptions::default(), 4, 12);
    levels(c, "ctw", &ctw, seat);
    let (wtw, seat) = mid_game::<WildTiledWest>(WtwOptions::default(), 11, 40);
    levels(c, "wtw 2p", &wtw, seat);
}

criterion_group!(decisions, benches);
criterion_main!(decisions);
