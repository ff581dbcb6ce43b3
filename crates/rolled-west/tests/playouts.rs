//! Random games pinned by a fingerprint: the engine may get faster, never different. Every
//! action, every final sheet and every total of a few hundred seeded random games (1 to 4
//! players, the same path as the playout bench and `saloon simulate`) hashed into one number
//! taken before the speed work. If this fails, a saved game would no longer replay as played.

use saloon_core::{Actor, Game, GameRng, Who};
use saloon_rolled_west::{RolledWest, RwOptions};

/// FNV-1a over bytes: stable across platforms and Rust versions (unlike `DefaultHasher`).
struct Fnv(u64);

impl Fnv {
    fn eat(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// One random game, as `play_randomly` plays it, with every step fed to `hash`.
fn hash_game(players: usize, seed: u64, hash: &mut Fnv) {
    let mut game = RolledWest::new(&RwOptions::default(), players).expect("a player count");
    let mut chance = GameRng::chance(seed);
    let mut picker = GameRng::stream(seed, 9);
    for _ in 0..=RolledWest::MAX_ACTIONS {
        let (who, action) = match game.actor() {
            Actor::GameOver => break,
            Actor::Chance => (
                Who::Chance,
                game.sample_chance(&mut chance).expect("chance"),
            ),
            Actor::Seat(seat) => (
                Who::Seat(seat),
                game.random_action(seat, &mut picker).expect("an action"),
            ),
            Actor::Simultaneous(seats) => (
                Who::Seat(seats[0]),
                game.random_action(seats[0], &mut picker)
                    .expect("an action"),
            ),
        };
        hash.eat(format!("{who:?}{action:?}").as_bytes());
        game.advance(who, &action).expect("a legal action");
    }
    assert_eq!(
        game.actor(),
        Actor::GameOver,
        "players {players} seed {seed}"
    );
    hash.eat(&serde_json::to_vec(&game).expect("the state serializes"));
    hash.eat(&serde_json::to_vec(&game.sheet_scores()).expect("scores serialize"));
    hash.eat(format!("{:?}", game.winners()).as_bytes());
}

#[test]
fn seeded_random_games_play_as_they_always_have() {
    let mut hash = Fnv(0xcbf2_9ce4_8422_2325);
    for players in 1..=4 {
        for seed in 0..100 {
            hash_game(players, seed, &mut hash);
        }
    }
    assert_eq!(hash.0, PINNED, "got {:#018x}", hash.0);
}

/// Taken on main before the playout speed work.
const PINNED: u64 = 0xe44f_106b_e9bb_a6ee;
