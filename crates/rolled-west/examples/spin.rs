use saloon_core::{play_randomly, Game, GameRng};
use saloon_rolled_west::{RolledWest, RwOptions};
fn main() {
    let t = std::time::Instant::now();
    let n = 300_000u64;
    let mut w = 0usize;
    for seed in 0..n {
        let mut g = RolledWest::new(&RwOptions::default(), 2).unwrap();
        play_randomly(&mut g, &mut GameRng::chance(seed), &mut GameRng::stream(seed, 9)).unwrap();
        w += g.winners().len();
    }
    println!("{} games/s ({w})", n as f64 / t.elapsed().as_secs_f64());
}
