use saloon_core::{Actor, Game, GameRng, Who};
use saloon_rolled_west::{RolledWest, RwOptions};
fn main() {
    let (mut total, mut chance_n) = (0, 0);
    for seed in 0..2000u64 {
        let mut g = RolledWest::new(&RwOptions::default(), 2).unwrap();
        let mut c = GameRng::chance(seed);
        let mut p = GameRng::stream(seed, 9);
        loop {
            match g.actor() {
                Actor::Chance => { let a = g.sample_chance(&mut c).unwrap(); g.advance(Who::Chance, &a).unwrap(); chance_n += 1; }
                Actor::Seat(s) => { let a = g.random_action(s, &mut p).unwrap(); g.advance(Who::Seat(s), &a).unwrap(); total += 1; }
                Actor::Simultaneous(v) => { let a = g.random_action(v[0], &mut p).unwrap(); g.advance(Who::Seat(v[0]), &a).unwrap(); total += 1; }
                Actor::GameOver => break,
            }
        }
    }
    println!("seat actions/game {} chance/game {}", total / 2000, chance_n / 2000);
}
#[allow(dead_code)]
fn unused() {}
