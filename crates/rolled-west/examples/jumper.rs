//! `cargo run --release -p saloon-rolled-west --example jumper`: the Claim Jumper's score
//! in random solo games, by category (for calibrating it; RULES-NOTES.md, "Solo").
use saloon_core::{play_randomly, Game, GameRng};
use saloon_rolled_west::{RolledWest, RwOptions};
fn main() {
    let n = 5_000u64;
    let mut sums = [0i64; 6];
    for seed in 0..n {
        let mut g = RolledWest::new(&RwOptions::default(), 1).expect("solo");
        play_randomly(
            &mut g,
            &mut GameRng::chance(seed),
            &mut GameRng::stream(seed, 9),
        )
        .expect("a game");
        let s = &g.sheet_scores()[1];
        for (i, l) in s.lines.iter().enumerate() {
            sums[i] += i64::from(l.points);
        }
        sums[5] += i64::from(s.total);
    }
    let keys = [
        "claims",
        "majorities",
        "contracts",
        "shipping",
        "offices",
        "total",
    ];
    for (k, s) in keys.iter().zip(sums) {
        println!("{k}: {:.1}", s as f64 / n as f64);
    }
}
