//! The bare engine's rate, to hold `saloon simulate --bots random,random` against:
//! 2-player games played by `saloon_core::play_randomly` (no bots, views, events or log), on
//! one thread, seeds 1 to 5000 as `simulate --seed 1 --games 5000` plays them. Timed, so
//! ignored; run it on the sim profile:
//!
//! ```sh
//! cargo test --profile sim -p saloon-cli --test engine_rate -- --ignored --nocapture
//! ```

use std::time::Instant;

use saloon_app::games::{with_game, GameVisitor, Registered};
use saloon_core::{play_randomly, Game, GameRng};

struct EngineRate {
    games: u64,
    /// Also score the finished game and name its winners, as a simulation's report must.
    scored: bool,
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
        }
        self.games as f64 / started.elapsed().as_secs_f64()
    }
}

#[test]
#[ignore = "timed: run on the sim profile with --ignored --nocapture"]
fn the_bare_engine_plays_random_games() {
    for game in ["wild-tiled-west", "circle-the-wagons"] {
        for scored in [false, true] {
            let rate = with_game(
                game,
                EngineRate {
                    games: 5000,
                    scored,
                },
            )
            .expect("registered");
            let what = if scored {
                ", then scores and winners"
            } else {
                ""
            };
            println!("{game}: {rate:.0} random 2-player games a second (play_randomly{what})");
        }
    }
}
