//! `cargo run --release -p saloon-wild-tiles --example random_games -- 2 20000`: random games
//! on the bare engine, for profiling (`perf record`); the figures come from the bench.

use saloon_core::{play_randomly, Game, GameRng};
use saloon_wild_tiles::{WildTiles, WtOptions};

fn main() {
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(2);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let started = std::time::Instant::now();
    let mut steps = 0;
    for seed in 0..games {
        let mut game = WildTiles::new(&WtOptions::default(), players).expect("players");
        let mut chance = GameRng::chance(seed);
        let mut picker = GameRng::stream(seed, 9);
        steps += play_randomly(&mut game, &mut chance, &mut picker).expect("a whole game");
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "{games} games, {} steps a game, {:.0} games/s",
        steps as u64 / games,
        games as f64 / secs
    );
}
