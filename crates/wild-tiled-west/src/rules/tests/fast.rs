//! The engine's fast paths against the straightforward versions they replace, on seeded
//! random games: `legal_actions` from bit sets against the listed, sorted and deduplicated
//! decision actions; `is_choice` and `has_choice` against the lists; `random_action` against
//! the contract's default sampler (same draws from the same stream); and `apply`, which no
//! longer works on a copy, against clone-then-apply, for every legal action and many illegal
//! ones (refusals with the same error, leaving the game as it was).

use proptest::prelude::*;

use super::*;

/// The legal actions as the engine listed them before the bit sets: every decision action,
/// sorted, without repeats.
fn listed(g: &WildTiledWest, seat: Seat) -> Vec<WtwAction> {
    if !g.actor().includes(seat) {
        return Vec::new();
    }
    let mut v = if g.stage == Stage::KeepPartners {
        g.decision_actions(seat, &Decision::KeepPartner)
    } else {
        match g.queue.front() {
            Some(Task::Decide(_, d)) => g.decision_actions(seat, d),
            _ => Vec::new(),
        }
    };
    v.sort();
    v.dedup();
    v
}

/// The contract's default `random_action`: list, then pick.
fn default_draw(g: &WildTiledWest, seat: Seat, rng: &mut GameRng) -> Option<WtwAction> {
    let mut legal = g.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    let i = rng.index(legal.len());
    Some(legal.swap_remove(i))
}

/// `apply` as it was: on a copy, kept only if it succeeds.
fn apply_on_copy(
    g: &mut WildTiledWest,
    who: Who,
    action: &WtwAction,
) -> Result<Vec<WtwEvent>, WtwError> {
    let mut next = g.clone();
    let events = next.apply(who, action)?;
    *g = next;
    Ok(events)
}

/// Actions worth trying at a seat's decision: what is legal, what was legal earlier, and
/// placements, alleys and drafts all around and off the board.
fn candidates(g: &WildTiledWest, legal: &[WtwAction], seen: &[WtwAction]) -> Vec<WtwAction> {
    let mut out: Vec<WtwAction> = legal.iter().chain(seen).cloned().collect();
    for turns in 0..5 {
        for flipped in [false, true] {
            let orientation = Orientation { turns, flipped };
            for x in -1..10 {
                for y in -1..10 {
                    out.push(WtwAction::Place { orientation, x, y });
                }
            }
        }
    }
    for x in -1..10 {
        for y in -1..10 {
            out.push(WtwAction::PlaceAlley { x, y });
        }
    }
    for count in 0..4 {
        out.push(WtwAction::FreeAlleys { count });
    }
    for stack in [0, 5, 17, 39, 40, 200] {
        out.push(WtwAction::Sawmill { stack });
    }
    for &die in g.dice.iter().chain(
        [Slot {
            kind: crate::market::DieKind::River,
            number: 3,
        }]
        .iter(),
    ) {
        for stack in 0..41 {
            for jumps in 0..3 {
                out.push(WtwAction::Draft { die, stack, jumps });
            }
        }
    }
    out.extend([
        WtwAction::Pass,
        WtwAction::PlaceSetAside,
        WtwAction::Wrangle { cows: 0 },
        WtwAction::Wrangle { cows: 4 },
        WtwAction::Stash { gold: 1 },
        WtwAction::Income { pickaxes: true },
        WtwAction::KeepPartner { id: 1 },
    ]);
    out
}

/// Plays a whole game with chance from the stream and seats picking at random; at every
/// decision checks each fast path against its reference.
fn check_game(options: &WtwOptions, players: usize, seed: u64) {
    let mut g = WildTiledWest::new(options, players).expect("setup");
    let mut chance = GameRng::chance(seed);
    let mut picker = GameRng::stream(seed, 7);
    let mut seen: Vec<WtwAction> = Vec::new();
    for step in 0..WildTiledWest::MAX_ACTIONS {
        let ctx = format!("seed {seed}, {players} players, step {step}");
        let (who, action) = match g.actor() {
            Actor::GameOver => return,
            Actor::Chance => {
                // Outcomes the stream cannot draw are refused and change nothing.
                for bad in [
                    WtwAction::DrawPartner { id: 0 },
                    WtwAction::RevealBandit { id: 200 },
                    WtwAction::Roll {
                        prairie: vec![],
                        river: vec![9],
                    },
                    WtwAction::Pass,
                ] {
                    let mut probe = g.clone();
                    assert!(probe.apply(Who::Chance, &bad).is_err(), "{ctx}: {bad:?}");
                    assert_eq!(probe, g, "{ctx}: a refused outcome changed the game");
                }
                (
                    Who::Chance,
                    g.sample_chance(&mut chance).expect("an outcome"),
                )
            }
            actor => {
                let seats: Vec<Seat> = match actor {
                    Actor::Seat(s) => vec![s],
                    Actor::Simultaneous(s) => s,
                    _ => unreachable!(),
                };
                let seat = seats[picker.index(seats.len())];
                let legal = g.legal_actions(seat);
                assert_eq!(legal, listed(&g, seat), "{ctx}: legal actions");
                for other in 0..players as Seat {
                    assert_eq!(g.legal_actions(other), listed(&g, other), "{ctx}");
                }
                if let Some(Task::Decide(_, d)) = g.queue.front().cloned() {
                    if g.stage != Stage::KeepPartners {
                        assert_eq!(
                            g.has_choice(seat, &d),
                            !g.decision_actions(seat, &d).is_empty(),
                            "{ctx}: has_choice {d:?}"
                        );
                        let listed_here = g.decision_actions(seat, &d);
                        for a in candidates(&g, &legal, &seen) {
                            assert_eq!(
                                g.is_choice(seat, &d, &a),
                                listed_here.contains(&a),
                                "{ctx}: is_choice {d:?} {a:?}"
                            );
                        }
                    }
                }
                for k in 0..3 {
                    let mut fast = GameRng::stream(seed, 1000 + 3 * step as u64 + k);
                    let mut slow = fast.clone();
                    assert_eq!(
                        g.random_action(seat, &mut fast),
                        default_draw(&g, seat, &mut slow),
                        "{ctx}: random_action"
                    );
                    assert_eq!(fast.next_u64(), slow.next_u64(), "{ctx}: same stream use");
                }
                // Every legal action and many illegal ones, directly and on a copy.
                let tries = candidates(&g, &[], &[]);
                for a in tries
                    .iter()
                    .step_by(5)
                    .chain(&legal)
                    .chain(seen.iter().take(20))
                {
                    for who in (0..players as Seat).map(Who::Seat).chain([Who::Chance]) {
                        let (mut direct, mut copied) = (g.clone(), g.clone());
                        let r = direct.apply(who, a);
                        assert_eq!(r, apply_on_copy(&mut copied, who, a), "{ctx}: {a:?}");
                        assert_eq!(direct, copied, "{ctx}: {who:?} {a:?}");
                        if r.is_err() {
                            assert_eq!(direct, g, "{ctx}: a refusal changed the game");
                        }
                        let expected = who == Who::Seat(seat) && legal.contains(a)
                            || matches!(who, Who::Seat(s) if s != seat
                                && g.legal_actions(s).contains(a));
                        assert_eq!(r.is_ok(), expected, "{ctx}: {who:?} {a:?} {r:?}");
                    }
                }
                seen.extend(legal.iter().cloned());
                seen.sort();
                seen.dedup();
                let a = legal[picker.index(legal.len())].clone();
                (Who::Seat(seat), a)
            }
        };
        g.apply(who, &action)
            .unwrap_or_else(|e| panic!("seed {seed} step {step}: {action:?} refused: {e}"));
    }
    panic!("seed {seed}: the game ran past MAX_ACTIONS");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    /// Seeded random games on any sides, at any table size.
    #[test]
    fn the_fast_paths_agree_with_the_lists_and_the_copy(
        seed in any::<u64>(),
        players in 1usize..=5,
        first_board in 1u8..=8,
        wild in prop::collection::vec(any::<bool>(), 5),
    ) {
        let options = WtwOptions {
            boards: (0..players as u8).map(|i| 1 + (first_board - 1 + i) % 8).collect(),
            wild: wild[..players].to_vec(),
            ..Default::default()
        };
        check_game(&options, players, seed);
    }
}

/// Each wild side at seat 0 of a two-seat table, so every side's hooks meet the fast paths.
#[test]
fn the_fast_paths_agree_on_every_side() {
    for board in 1..=8u8 {
        let options = WtwOptions {
            boards: vec![board, 1 + board % 8],
            wild: vec![true, false],
            ..Default::default()
        };
        check_game(&options, 2, u64::from(board));
    }
}
