//! `cargo bench -p saloon-bots --bench hard`: one hard-bot decision in each game, from a seat's
//! view of a mid-game position at two players (the tree search), and alone at the table in
//! every game that plays alone (Wild Tiled West and Wild Tiles play playouts there, Rolled
//! West its tree). Its budget is a p95 of at most 250 ms a decision on one core
//! (`STRENGTH.md`); the p95 over whole games comes from `saloon simulate --json`
//! (`p95_decision_ms`, `p95_decision_cpu_ms`). Never asserted in a timed test. With
//! `--features threads`, `SALOON_BENCH_THREADS=N` shares the playouts among N threads.

use criterion::{criterion_group, criterion_main, Criterion};
use saloon_bots::{choose, BotLevel};
use saloon_circle_the_wagons::{CircleTheWagons, CtwOptions};
use saloon_core::{Actor, BotTuning, GameRng, Match, Seat};
use saloon_rolled_west::{RolledWest, RwOptions};
use saloon_wild_tiled_west::rules::{WildTiledWest, WtwOptions};
use saloon_wild_tiles::{WildTiles, WtOptions};
use std::hint::black_box;
use std::time::Duration;

/// The first position after `warm_up` random decisions where a seat has a choice to make
/// (a simultaneous decision counts: its first seat's), at `players` seats.
fn mid_game<G: BotTuning>(
    options: G::Options,
    players: usize,
    seed: u64,
    warm_up: usize,
) -> (G, Seat) {
    let (mut m, _) = Match::<G>::new(options, players, seed).expect("setup");
    let mut rng = GameRng::stream(seed, 9);
    let mut done = 0;
    loop {
        let seat = match m.state().actor() {
            Actor::Seat(s) => s,
            Actor::Simultaneous(seats) => seats[0],
            _ => panic!("the game ended during the warm-up"),
        };
        let legal = m.state().legal_actions(seat);
        if done >= warm_up && legal.len() > 1 {
            return (m.state().clone(), seat);
        }
        let a = legal[rng.index(legal.len())].clone();
        m.act(seat, &a).expect("legal");
        done += 1;
    }
}

fn hard<G: BotTuning>(c: &mut Criterion, name: &str, (game, seat): (G, Seat)) {
    let view = game.view(Some(seat));
    let mut group = c.benchmark_group("hard decision");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    let mut rng = GameRng::stream(7, 7);
    group.bench_function(name, |b| {
        b.iter(|| {
            black_box(choose::<G>(
                BotLevel::Hard,
                black_box(&view),
                seat,
                &mut rng,
            ))
        })
    });
    group.finish();
}

fn benches(c: &mut Criterion) {
    if let Some(n) = std::env::var("SALOON_BENCH_THREADS")
        .ok()
        .and_then(|n| n.parse().ok())
    {
        saloon_bots::set_thinking_threads(n);
    }
    hard(
        c,
        "ctw",
        mid_game::<CircleTheWagons>(CtwOptions::default(), 2, 4, 12),
    );
    hard(
        c,
        "wtw",
        mid_game::<WildTiledWest>(WtwOptions::default(), 2, 11, 40),
    );
    hard(
        c,
        "wtw solo",
        mid_game::<WildTiledWest>(WtwOptions::default(), 1, 11, 40),
    );
    hard(
        c,
        "rw",
        mid_game::<RolledWest>(RwOptions::default(), 2, 5, 20),
    );
    hard(
        c,
        "rw solo",
        mid_game::<RolledWest>(RwOptions::default(), 1, 5, 20),
    );
    hard(
        c,
        "wt",
        mid_game::<WildTiles>(WtOptions::default(), 2, 3, 12),
    );
    hard(
        c,
        "wt solo",
        mid_game::<WildTiles>(WtOptions::default(), 1, 3, 12),
    );
}

criterion_group!(decisions, benches);
criterion_main!(decisions);
