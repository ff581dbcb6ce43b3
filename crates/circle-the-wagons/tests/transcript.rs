//! Pins what the engine does, byte for byte: seeded random games, and at every step the
//! state's serde form, a view, both seats' legal actions, scores, the evaluation, what a
//! handful of illegal actions answer, and every event. The digest was taken from the engine
//! before it moved to bit sets; a change here means saved replays or the UI's types may no
//! longer match, so re-pin it only for a deliberate rules or format change.

use saloon_circle_the_wagons::{CircleTheWagons, CtwAction, CtwOptions};
use saloon_core::{Actor, BotTuning, Game, GameRng, Match, Who};

/// FNV-1a, 64-bit: stable across Rust versions, unlike `DefaultHasher`.
struct Digest(u64);

impl Digest {
    fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        // A separator, so that ["ab", "c"] and ["a", "bc"] differ.
        self.0 = (self.0 ^ 0xff).wrapping_mul(0x0000_0100_0000_01b3);
    }

    fn json<T: serde::Serialize>(&mut self, value: &T) {
        self.bytes(&serde_json::to_vec(value).expect("serializes"));
    }

    fn debug<T: std::fmt::Debug>(&mut self, value: &T) {
        self.bytes(format!("{value:?}").as_bytes());
    }
}

fn probes(picker: &mut GameRng) -> Vec<CtwAction> {
    let small = |picker: &mut GameRng| picker.below(9) as i8 - 4;
    vec![
        CtwAction::ChooseStart {
            slot: picker.below(17) as u8,
        },
        CtwAction::Take {
            slot: picker.below(17) as u8,
        },
        CtwAction::Place {
            x: small(picker),
            y: small(picker),
            upside_down: picker.below(2) == 1,
        },
        CtwAction::Place {
            x: 127,
            y: -128,
            upside_down: false,
        },
        CtwAction::Deal {
            order: (1..=18).rev().collect(),
        },
    ]
}

#[test]
fn seeded_games_match_the_pinned_transcript() {
    let mut digest = Digest(0xcbf2_9ce4_8422_2325);
    for seed in 0..120 {
        let fresh = CircleTheWagons::new(&CtwOptions::default(), 2).expect("two players");
        digest.json(&fresh);
        digest.debug(&fresh.sample_chance(&mut GameRng::chance(seed)));
        let (mut m, events) =
            Match::<CircleTheWagons>::new(CtwOptions::default(), 2, seed).expect("two players");
        digest.json(&events);
        let mut picker = GameRng::stream(seed, 7);
        let mut step = 0;
        loop {
            let state = m.state().clone();
            digest.json(&state);
            digest.debug(&state.actor());
            digest.json(&state.view(if step % 2 == 0 { None } else { Some(1) }));
            digest.json(&state.scores());
            for seat in 0..2 {
                digest.json(&state.legal_actions(seat));
            }
            if seed < 12 {
                for seat in 0..2 {
                    digest.bytes(&state.evaluate(seat).to_bits().to_le_bytes());
                }
            }
            let Actor::Seat(seat) = state.actor() else {
                break;
            };
            let rebuilt = CircleTheWagons::determinize(&state.view(Some(seat)), seat, &mut picker);
            digest.json(&rebuilt);
            for probe in probes(&mut picker) {
                for who in [Who::Seat(seat), Who::Seat(1 - seat), Who::Chance] {
                    let mut copy = state.clone();
                    digest.debug(&copy.apply(who, &probe));
                    digest.json(&copy);
                }
            }
            let legal = state.legal_actions(seat);
            let action = legal[picker.index(legal.len())].clone();
            digest.json(&m.act(seat, &action).expect("legal"));
            step += 1;
        }
        digest.debug(&m.state().winners());
        digest.json(&m.replay());
    }
    assert_eq!(digest.0, PINNED, "got {:#018x}", digest.0);
}

// Re-pinned for the view's `placing_look` (a format change; with it left out of the JSON the
// old digest, 0x40d8_5176_d777_38d9, still held, so no rule changed).
const PINNED: u64 = 0x5773_e293_8b49_c948;
