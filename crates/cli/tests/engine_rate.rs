//! The bare engine's rate, to hold `saloon simulate --bots random,random` against:
//! 2-player games played by `saloon_core::play_randomly` (no bots, views, events or log), on
//! one thread, seeds 1 to 5000 as `simulate --seed 1 --games 5000` plays them; then again
//! naming the winners, as the criterion benchmarks' random game does. Timed, so ignored; run
//! it on the sim profile:
//!
//! ```sh
//! cargo test --profile sim -p saloon-cli --test cli engine_rate:: -- \
//!   --ignored --nocapture --test-threads 1
//! ```

use std::time::Instant;

use saloon_app::games::{with_game, GameVisitor, Registered};
use saloon_core::{play_randomly, GameRng};

struct EngineRate {
    games: u64,
    /// Also name the winners, as the criterion benchmarks' random game does.
    winners: bool,
}

impl GameVisitor for EngineRate {
    type Output = f64;

    fn visit<G: Registered>(self) -> f64 {
        let started = Instant::now();
        for seed in 1..=self.games {
            let mut game = G::new(&G::Options::default(), 2).expect("setup");
            let mut chance = GameRng::chance(seed);
            let mut picker = GameRng::stream(seed, 1);
            play_randomly(&mut game, &mut chance, &mut picker)
                .expect("the game keeps the contract");
            assert!(game.is_over());
            if self.winners {
                std::hint::black_box(game.winners());
            }
        }
        self.games as f64 / started.elapsed().as_secs_f64()
    }
}

/// Prints the rate of random 2-player games of `game`, bare and then naming the winners;
/// `SALOON_ENGINE_GAMES` games (5000 by default).
fn report(game: &str) {
    let games = std::env::var("SALOON_ENGINE_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(5000);
    for winners in [false, true] {
        let rate = with_game(game, EngineRate { games, winners }).expect("registered");
        let what = if winners { ", then winners" } else { "" };
        println!("{game}: {rate:.0} random 2-player games a second (play_randomly{what})");
    }
}

#[test]
#[ignore = "timed: run on the sim profile with --ignored --nocapture"]
fn wild_tiled_west_on_the_bare_engine() {
    report("wild-tiled-west");
}

#[test]
#[ignore = "timed: run on the sim profile with --ignored --nocapture"]
fn circle_the_wagons_on_the_bare_engine() {
    report("circle-the-wagons");
}
