use saloon_circle_the_wagons::scoring::{bonus_points, largest_groups, score};
use saloon_circle_the_wagons::{
    Bonus, CircleTheWagons, CtwAction, CtwError, CtwEvent, CtwOptions, Phase, Symbol, Terrain, Town,
};
use saloon_core::{testkit, Actor, Game, Match, Who};

fn grid(rows: &[&str]) -> Town {
    Town::from_grid(rows).expect("valid grid")
}

#[test]
fn random_games_keep_the_contract() {
    let steps = testkit::check_random_games::<CircleTheWagons>(&CtwOptions::default(), 2, 300, 1);
    assert!(
        steps > 300 * 17,
        "every game has a start choice and 15 placements (fewer drafts, when cards are skipped)"
    );
}

#[test]
fn only_two_players() {
    assert!(CircleTheWagons::new(&CtwOptions::default(), 3).is_err());
    assert!(CircleTheWagons::new(&CtwOptions::default(), 1).is_err());
}

/// The rulebook's worked example: Desert 4, Forest 1, Mountains 6, Plains 5, Snow 1,
/// Water 3 = 20; the desert with the bottle on the bottom row is not in the largest desert
/// group and does not score.
#[test]
fn rulebook_example_scores_twenty() {
    let town = grid(&[
        "M M M F P .",
        "M M M P P .",
        "W D D S P S",
        "W W D D P D:bottle",
    ]);
    let sheet = score(&town, &Town::default(), &[]);
    let get = |k: &str| sheet.get(&format!("terrain.{k}")).unwrap();
    assert_eq!(
        [
            get("desert"),
            get("forest"),
            get("mountains"),
            get("plains"),
            get("snow"),
            get("water")
        ],
        [4, 1, 6, 5, 1, 3]
    );
    assert_eq!(sheet.total, 20);
}

#[test]
fn groups_connect_by_edges_not_corners() {
    let town = grid(&["D W", "W D"]);
    assert_eq!(largest_groups(&town)[Terrain::Desert as usize], 1);
    assert_eq!(largest_groups(&town)[Terrain::Water as usize], 1);
    // Two tied groups of two: the score is 2 whichever the player picks.
    let tied = grid(&["D D W D D"]);
    assert_eq!(largest_groups(&tied)[Terrain::Desert as usize], 2);
}

fn deal_in_order() -> (Match<CircleTheWagons>, Vec<u8>) {
    // Find the ring through the real seeded deal, so the test follows the rules path.
    let (m, events) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, 5).unwrap();
    let CtwEvent::Dealt { ring, bonus } = &events[0] else {
        panic!("first event is the deal")
    };
    assert_eq!(bonus.len(), 3);
    assert_eq!(ring.len(), 15);
    (m, ring.clone())
}

#[test]
fn second_player_chooses_the_start_and_skipped_cards_go_free_in_circle_order() {
    let (mut m, ring) = deal_in_order();
    assert_eq!(
        m.state().actor(),
        Actor::Seat(1),
        "the second player picks the starting card"
    );
    assert!(m.state().legal_actions(0).is_empty());
    m.act(1, &CtwAction::ChooseStart { slot: 13 }).unwrap();
    assert_eq!(m.state().actor(), Actor::Seat(0));
    // The view tells the UI which slots each take skips, clockwise from the first card.
    let takes = m.state().view(Some(0)).takes;
    assert_eq!(takes.len(), 15);
    let skipped = |slot: u8| {
        takes
            .iter()
            .find(|t| t.slot == slot)
            .unwrap()
            .skipped
            .clone()
    };
    assert_eq!(skipped(13), Vec::<u8>::new());
    assert_eq!(skipped(1), vec![13, 14, 0]);
    assert_eq!(skipped(12).len(), 14);
    // Take slot 1: skip 13, 14 and 0 (clockwise, wrapping round).
    let events = m.act(0, &CtwAction::Take { slot: 1 }).unwrap();
    assert!(
        m.state().view(Some(0)).takes.is_empty(),
        "nothing to take while placing"
    );
    assert_eq!(
        m.state().view(None).free_to,
        1,
        "the skipped cards go to the drafter's opponent"
    );
    assert_eq!(
        events,
        vec![CtwEvent::Drafted {
            seat: 0,
            card: ring[1],
            skipped: vec![ring[13], ring[14], ring[0]],
            free_to: 1
        }]
    );
    // The drafter places first, at the origin (first card), either way up.
    assert_eq!(
        m.state().legal_actions(0),
        vec![
            CtwAction::Place {
                x: 0,
                y: 0,
                upside_down: false
            },
            CtwAction::Place {
                x: 0,
                y: 0,
                upside_down: true
            }
        ]
    );
    m.act(
        0,
        &CtwAction::Place {
            x: 0,
            y: 0,
            upside_down: false,
        },
    )
    .unwrap();
    // Then the opponent places the free cards in the order they stood in the circle.
    for expected in [ring[13], ring[14], ring[0]] {
        assert_eq!(m.state().actor(), Actor::Seat(1));
        assert_eq!(m.state().to_place(), Some((1, expected)));
        let first = m.state().legal_actions(1)[0].clone();
        m.act(1, &first).unwrap();
    }
    // Then play passes to the opponent, whose first card is the next one clockwise.
    assert_eq!(m.state().phase(), Phase::Draft);
    assert_eq!(m.state().actor(), Actor::Seat(1));
    let takes = m.state().legal_actions(1);
    assert_eq!(takes.len(), 11);
    assert!(!takes.contains(&CtwAction::Take { slot: 0 }));
    let events = m.act(1, &CtwAction::Take { slot: 3 }).unwrap();
    assert_eq!(
        events,
        vec![CtwEvent::Drafted {
            seat: 1,
            card: ring[3],
            skipped: vec![ring[2]],
            free_to: 0
        }]
    );
}

#[test]
fn taking_the_first_card_gives_nothing_away() {
    let (mut m, ring) = deal_in_order();
    m.act(1, &CtwAction::ChooseStart { slot: 4 }).unwrap();
    let events = m.act(0, &CtwAction::Take { slot: 4 }).unwrap();
    assert_eq!(
        events,
        vec![CtwEvent::Drafted {
            seat: 0,
            card: ring[4],
            skipped: vec![],
            free_to: 1
        }]
    );
    let events = m
        .act(
            0,
            &CtwAction::Place {
                x: 0,
                y: 0,
                upside_down: true,
            },
        )
        .unwrap();
    assert!(events.contains(&CtwEvent::TurnPassed { seat: 1 }));
}

#[test]
fn illegal_moves_are_refused_with_a_reason_and_change_nothing() {
    let (mut m, _) = deal_in_order();
    m.act(1, &CtwAction::ChooseStart { slot: 0 }).unwrap();
    m.act(0, &CtwAction::Take { slot: 0 }).unwrap();
    m.act(
        0,
        &CtwAction::Place {
            x: 0,
            y: 0,
            upside_down: false,
        },
    )
    .unwrap();
    m.act(1, &CtwAction::Take { slot: 1 }).unwrap();
    let before = m.state().clone();
    let mut probe = before.clone();
    assert_eq!(
        probe.apply(
            Who::Seat(1),
            &CtwAction::Place {
                x: 5,
                y: 5,
                upside_down: false
            }
        ),
        Err(CtwError::IllegalPosition(5, 5)),
        "seat 1's first card must go at the origin"
    );
    assert_eq!(
        probe.apply(Who::Seat(0), &CtwAction::Take { slot: 2 }),
        Err(CtwError::NotYourTurn)
    );
    assert_eq!(
        probe.apply(Who::Seat(1), &CtwAction::Take { slot: 2 }),
        Err(CtwError::WrongPhase)
    );
    assert_eq!(
        probe.apply(
            Who::Seat(1),
            &CtwAction::Place {
                x: 127,
                y: -128,
                upside_down: true
            }
        ),
        Err(CtwError::IllegalPosition(127, -128))
    );
    assert_eq!(probe, before);
    m.act(
        1,
        &CtwAction::Place {
            x: 0,
            y: 0,
            upside_down: false,
        },
    )
    .unwrap();
    // Seat 0 has one card: corner-only contact is refused, edge contact is accepted.
    m.act(0, &CtwAction::Take { slot: 2 }).unwrap();
    let mut probe = m.state().clone();
    assert_eq!(
        probe.apply(
            Who::Seat(0),
            &CtwAction::Place {
                x: 2,
                y: 2,
                upside_down: false
            }
        ),
        Err(CtwError::IllegalPosition(2, 2))
    );
    assert!(probe
        .apply(
            Who::Seat(0),
            &CtwAction::Place {
                x: 2,
                y: 1,
                upside_down: false
            }
        )
        .is_ok());
}

#[test]
fn a_game_deals_three_bonus_cards_and_ends_when_every_card_is_placed() {
    let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, 77).unwrap();
    assert_eq!(m.state().bonus_cards().len(), 3);
    while let Actor::Seat(s) = m.state().actor() {
        let a = m.state().legal_actions(s).pop().unwrap();
        m.act(s, &a).unwrap();
    }
    let end = m.state();
    assert_eq!(end.phase(), Phase::Over);
    assert_eq!(end.town(0).card_count() + end.town(1).card_count(), 15);
    assert!(end.ring().iter().all(Option::is_none));
    let totals: Vec<i32> = end.scores().iter().map(|s| s.total).collect();
    let best = *totals.iter().max().unwrap();
    for w in end.winners() {
        assert_eq!(totals[w as usize], best);
    }
    assert_eq!(
        end.scores()[0].lines.len(),
        6 + 3,
        "six terrains and three bonus lines"
    );
}

mod bonuses {
    use super::*;

    fn pts(b: Bonus, town: &[&str], other: &[&str]) -> i32 {
        bonus_points(&b, &grid(town), &grid(other))
    }

    #[test]
    fn per_symbol_counts_visible_symbols() {
        let b = Bonus::PerSymbol {
            symbol: Symbol::Cattle,
            points: 2,
        };
        assert_eq!(pts(b, &["P:cattle P:cattle D:bottle"], &[]), 4);
    }

    #[test]
    fn per_symbol_on_terrain_ignores_other_terrains() {
        let b = Bonus::PerSymbolOnTerrain {
            symbol: Symbol::Pickaxe,
            terrain: Terrain::Mountains,
            points: 2,
        };
        assert_eq!(pts(b, &["M:pickaxe D:pickaxe M:pickaxe"], &[]), 4);
    }

    #[test]
    fn next_to_terrain_needs_an_edge() {
        let b = Bonus::PerSymbolNextToTerrain {
            symbol: Symbol::Wagon,
            terrain: Terrain::Water,
            points: 2,
        };
        assert_eq!(pts(b.clone(), &["P:wagon W", "P:wagon D"], &[]), 2);
        assert_eq!(
            pts(b, &["P:wagon D", "D W"], &[]),
            0,
            "a corner is not an edge"
        );
    }

    #[test]
    fn next_to_symbol() {
        let b = Bonus::PerSymbolNextToSymbol {
            symbol: Symbol::Fort,
            other: Symbol::SixShooter,
            points: 3,
        };
        assert_eq!(
            pts(b, &["F:fort S:six-shooter F:fort", "D:fort D D"], &[]),
            6
        );
    }

    #[test]
    fn adjacent_pairs_count_each_shared_edge_once() {
        let b = Bonus::PerAdjacentPair {
            terrain: Terrain::Water,
            other: Terrain::Plains,
            points: 1,
        };
        assert_eq!(pts(b, &["W P", "P W"], &[]), 4);
    }

    #[test]
    fn largest_group_threshold() {
        let b = Bonus::LargestGroupAtLeast {
            terrain: Terrain::Forest,
            size: 5,
            points: 5,
        };
        assert_eq!(pts(b.clone(), &["F F F", "F F D"], &[]), 5);
        assert_eq!(
            pts(b, &["F F F", "D D D", "F F D"], &[]),
            0,
            "two groups of 3 and 2"
        );
    }

    #[test]
    fn terrains_with_a_group_of_three() {
        let b = Bonus::PerTerrainWithGroup { size: 3, points: 1 };
        assert_eq!(pts(b, &["F F F D", "W W W D", "S S M D"], &[]), 3);
    }

    #[test]
    fn symbol_variety() {
        let b = Bonus::SymbolVariety {
            points: 1,
            bonus: 2,
        };
        assert_eq!(pts(b.clone(), &["P:cattle P:cattle D:bottle"], &[]), 2);
        assert_eq!(
            pts(
                b,
                &["P:cattle F:fort D:bottle P:wagon M:pickaxe S:six-shooter"],
                &[]
            ),
            8
        );
    }

    #[test]
    fn symbol_sets() {
        let b = Bonus::PerSymbolSet {
            symbols: vec![Symbol::Cattle, Symbol::Bottle, Symbol::Pickaxe],
            points: 4,
        };
        assert_eq!(
            pts(b, &["P:cattle P:cattle D:bottle M:pickaxe D:bottle"], &[]),
            4
        );
    }

    #[test]
    fn fits_in_square() {
        let b = Bonus::FitsInSquare { size: 5, points: 4 };
        assert_eq!(pts(b.clone(), &["D D D D D", ". . . . D"], &[]), 4);
        assert_eq!(pts(b, &["D D D D D D"], &[]), 0);
    }

    #[test]
    fn races_need_a_strict_lead_and_ties_score_nothing() {
        let most = Bonus::RaceMostSymbol {
            symbol: Symbol::Fort,
            points: 5,
        };
        assert_eq!(pts(most.clone(), &["F:fort F:fort"], &["F:fort"]), 5);
        assert_eq!(pts(most.clone(), &["F:fort"], &["F:fort F:fort"]), 0);
        assert_eq!(pts(most, &["F:fort"], &["F:fort"]), 0);
        let fewest = Bonus::RaceFewestSymbol {
            symbol: Symbol::Bottle,
            points: 4,
        };
        assert_eq!(pts(fewest.clone(), &["D"], &["D:bottle"]), 4);
        assert_eq!(pts(fewest, &["D"], &["D"]), 0);
        let larger = Bonus::RaceLargerGroup {
            terrain: Terrain::Plains,
            points: 4,
        };
        assert_eq!(pts(larger.clone(), &["P P P"], &["P P D P"]), 4);
        assert_eq!(pts(larger, &["P P"], &["P P D P"]), 0);
        let more = Bonus::RaceMoreTerritories { points: 4 };
        assert_eq!(pts(more, &["P P P"], &["P P"]), 4);
    }

    #[test]
    fn fewer_cards_race_counts_cards_not_cells() {
        let deck = saloon_circle_the_wagons::deck();
        let mut one = Town::default();
        one.place(&deck[0], 0, 0, false);
        let mut two = Town::default();
        two.place(&deck[1], 0, 0, false);
        two.place(&deck[2], 0, 0, false);
        let b = Bonus::RaceFewerCards { points: 4 };
        assert_eq!(bonus_points(&b, &one, &two), 4);
        assert_eq!(bonus_points(&b, &two, &one), 0);
        assert_eq!(bonus_points(&b, &one, &one), 0);
    }

    #[test]
    fn covered_symbols_do_not_count() {
        let deck = saloon_circle_the_wagons::deck();
        // Longhorn Range has cattle in its north-west corner; cover it with Pine Hollow.
        let mut town = Town::default();
        town.place(&deck[5], 0, 0, false);
        let b = Bonus::PerSymbol {
            symbol: Symbol::Cattle,
            points: 2,
        };
        assert_eq!(bonus_points(&b, &town, &Town::default()), 2);
        town.place(&deck[2], -1, -1, false);
        assert_eq!(bonus_points(&b, &town, &Town::default()), 0);
    }
}

/// RULES-NOTES.md's rule index names a function and tests for every rule: each must exist,
/// so a rename or a removed test shows here instead of leaving the index stale.
#[test]
fn the_rule_index_names_real_code_and_tests() {
    let sources = [
        include_str!("../src/content.rs"),
        include_str!("../src/rules.rs"),
        include_str!("../src/rules/view.rs"),
        include_str!("../src/scoring.rs"),
        include_str!("../src/town.rs"),
        include_str!("rules.rs"),
    ]
    .concat();
    let notes = include_str!("../RULES-NOTES.md");
    let (_, index) = notes
        .split_once("## Rule index")
        .expect("the notes have a rule index");
    let rows: Vec<&str> = index
        .lines()
        .filter(|line| {
            line.starts_with("| ") && !line.starts_with("| Rule") && !line.starts_with("| ---")
        })
        .collect();
    assert!(rows.len() >= 15, "{} rows", rows.len());
    for row in rows {
        let columns: Vec<&str> = row.split(" | ").collect();
        assert_eq!(columns.len(), 3, "rule, code, test: {row}");
        // Backticked names in the code and test columns; files (with a slash) are not functions.
        for name in columns[1..]
            .iter()
            .flat_map(|c| c.split('`').skip(1).step_by(2))
        {
            if name.contains('/') {
                continue;
            }
            let last = name.rsplit("::").next().unwrap_or(name);
            // A function, a test module, a phase (the match arm meant) or a local closure.
            let found = [
                format!("fn {last}("),
                format!("fn {last}<"),
                format!("mod {last} "),
                format!("Phase::{last}"),
                format!("let {last} ="),
            ]
            .iter()
            .any(|needle| sources.contains(needle.as_str()));
            assert!(
                found,
                "RULES-NOTES names {name}, which is nowhere in the crate"
            );
        }
    }
}

/// Rulings and rulebook sentences that had no test of their own (RULES-NOTES.md).
mod rulings {
    use super::*;

    /// "Choose a player to go first. The second player chooses any card around the circle to
    /// be the starting card for the first player." Seat 0 goes first (the new-game screen
    /// seats the players), so seat 1 names the start, from any of the 15 slots.
    #[test]
    fn the_second_seat_names_the_first_players_start_from_any_slot() {
        let (m, _) = deal_in_order();
        assert_eq!(m.state().actor(), Actor::Seat(1));
        let choices = m.state().legal_actions(1);
        assert_eq!(
            choices,
            (0..15)
                .map(|slot| CtwAction::ChooseStart { slot })
                .collect::<Vec<_>>()
        );
        for slot in [0, 7, 14] {
            let mut m = m.clone();
            m.act(1, &CtwAction::ChooseStart { slot }).unwrap();
            assert_eq!(m.state().actor(), Actor::Seat(0), "seat 0 drafts first");
            assert!(m
                .state()
                .legal_actions(0)
                .contains(&CtwAction::Take { slot }));
        }
    }

    /// The rulebook's draft example: Player Two names the starting card; Player One skips it
    /// and takes the next card in line; Player Two gets the starting card for free, and play
    /// then passes to Player Two to draft.
    #[test]
    fn the_rulebooks_draft_example() {
        let (mut m, ring) = deal_in_order();
        m.act(1, &CtwAction::ChooseStart { slot: 6 }).unwrap();
        let events = m.act(0, &CtwAction::Take { slot: 7 }).unwrap();
        assert_eq!(
            events,
            vec![CtwEvent::Drafted {
                seat: 0,
                card: ring[7],
                skipped: vec![ring[6]],
                free_to: 1
            }]
        );
        let first = m.state().legal_actions(0)[0].clone();
        m.act(0, &first).unwrap();
        assert_eq!(
            m.state().to_place(),
            Some((1, ring[6])),
            "the starting card, free"
        );
        let place = m.state().legal_actions(1)[0].clone();
        m.act(1, &place).unwrap();
        assert_eq!(m.state().phase(), Phase::Draft);
        assert_eq!(m.state().actor(), Actor::Seat(1), "Player Two drafts next");
    }

    /// "Players cannot refuse free cards": while one is waiting, its receiver may only place
    /// it (somewhere legal), never draft, pass or skip it, and the drafter may do nothing.
    #[test]
    fn free_cards_cannot_be_refused() {
        let (mut m, _) = deal_in_order();
        m.act(1, &CtwAction::ChooseStart { slot: 0 }).unwrap();
        m.act(0, &CtwAction::Take { slot: 3 }).unwrap();
        let first = m.state().legal_actions(0)[0].clone();
        m.act(0, &first).unwrap();
        let mut free_placed = 0;
        while m.state().phase() == Phase::PlaceFree {
            let legal = m.state().legal_actions(1);
            assert!(!legal.is_empty());
            assert!(
                legal.iter().all(|a| matches!(a, CtwAction::Place { .. })),
                "only placements: {legal:?}"
            );
            assert!(m.state().legal_actions(0).is_empty());
            let before = m.state().clone();
            let mut probe = before.clone();
            assert!(probe
                .apply(Who::Seat(1), &CtwAction::Take { slot: 5 })
                .is_err());
            assert_eq!(probe, before, "a refused take changes nothing");
            m.act(1, &legal[0]).unwrap();
            free_placed += 1;
        }
        assert_eq!(free_placed, 3, "slots 0, 1 and 2 were skipped");
    }

    /// "When the last card has been placed, the game ends": if the last draft skips cards,
    /// the game goes on until the opponent has placed those free cards too.
    #[test]
    fn the_game_ends_only_after_the_last_free_cards_are_placed() {
        let mut found = false;
        for seed in 1..200 {
            let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, seed).unwrap();
            // Take the first card every time until three remain, then skip to the last one.
            while let Actor::Seat(s) = m.state().actor() {
                let legal = m.state().legal_actions(s);
                let remaining = m.state().ring().iter().filter(|c| c.is_some()).count();
                let action = if m.state().phase() == Phase::Draft && remaining == 3 {
                    legal.last().unwrap().clone()
                } else {
                    legal[0].clone()
                };
                let skips = m.state().phase() == Phase::Draft && remaining == 3;
                m.act(s, &action).unwrap();
                if skips && m.state().ring().iter().all(Option::is_none) {
                    // The last card is drafted with two skipped: placed by the drafter, then
                    // two free cards by the opponent, and only then is the game over.
                    found = true;
                    let drafter = s;
                    let mut free = 0;
                    while m.state().phase() != Phase::Over {
                        assert!(!m.state().is_over());
                        let Actor::Seat(next) = m.state().actor() else {
                            panic!("a seat must place")
                        };
                        if next != drafter {
                            free += 1;
                        }
                        let place = m.state().legal_actions(next)[0].clone();
                        m.act(next, &place).unwrap();
                    }
                    assert_eq!(free, 2, "both free cards placed before the end");
                    break;
                }
            }
            if found {
                let end = m.state();
                assert!(end.is_over());
                assert_eq!(end.town(0).card_count() + end.town(1).card_count(), 15);
                break;
            }
        }
        assert!(found, "some seed ends on a skipping draft");
    }

    /// Equal totals share the win: the rulebook names no tie-breaker.
    #[test]
    fn a_tied_game_is_a_shared_win() {
        let tied = (1..3_000).find_map(|seed| {
            let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, seed).unwrap();
            let mut rng = saloon_core::GameRng::stream(seed, 9);
            while let Actor::Seat(s) = m.state().actor() {
                let a = m.state().random_action(s, &mut rng).unwrap();
                m.act(s, &a).unwrap();
            }
            let totals: Vec<i32> = m.state().scores().iter().map(|s| s.total).collect();
            (totals[0] == totals[1]).then(|| m.state().clone())
        });
        let end = tied.expect("a tie within 3,000 random games");
        assert_eq!(end.winners(), vec![0, 1]);
    }

    /// Plays a whole game: seat 1 names slot 0 as the start, seat 0 drafts with `seat0_take`
    /// (from its legal takes, listed by slot), seat 1 always takes the first card, and every
    /// card goes on the first legal spot.
    fn play_out(seed: u64, seat0_take: fn(&[CtwAction]) -> CtwAction) -> Match<CircleTheWagons> {
        let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, seed).unwrap();
        while let Actor::Seat(s) = m.state().actor() {
            let legal = m.state().legal_actions(s);
            let action = if s == 0 && m.state().phase() == Phase::Draft {
                seat0_take(&legal)
            } else {
                legal[0].clone()
            };
            m.act(s, &action).unwrap();
        }
        m
    }

    /// The Lone Wolf note (fewer cards race): skipping ahead helps the skipper, since every
    /// skipped card lands in the rival's town. Taking the first card every time leaves the
    /// first player with 8 cards to 7 and the race lost; skipping to the last card leaves
    /// them 1 card to 14 and the race won.
    #[test]
    fn skipping_ahead_helps_the_fewer_cards_race() {
        let lone_wolf = Bonus::RaceFewerCards { points: 4 };
        let patient = play_out(3, |legal| legal[0].clone());
        let (mine, theirs) = (patient.state().town(0), patient.state().town(1));
        assert_eq!((mine.card_count(), theirs.card_count()), (8, 7));
        assert_eq!(bonus_points(&lone_wolf, mine, theirs), 0);
        // From slot 0 the last take listed is slot 14: all fourteen others are skipped.
        let skipper = play_out(3, |legal| legal.last().unwrap().clone());
        let (mine, theirs) = (skipper.state().town(0), skipper.state().town(1));
        assert_eq!((mine.card_count(), theirs.card_count()), (1, 14));
        assert_eq!(bonus_points(&lone_wolf, mine, theirs), 4);
    }

    /// Every game places all 15 circle cards, but a draft that skips cards takes only one of
    /// them: there are 15 placements and fewer than 15 drafts whenever anything was skipped
    /// (the notes once said "15 drafts").
    #[test]
    fn fifteen_placements_and_fewer_drafts_when_cards_are_skipped() {
        let mut games_with_skips = 0;
        for seed in 1..60 {
            let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, seed).unwrap();
            let mut rng = saloon_core::GameRng::stream(seed, 4);
            let (mut drafts, mut skipped, mut placements) = (0, 0, 0);
            while let Actor::Seat(s) = m.state().actor() {
                let a = m.state().random_action(s, &mut rng).unwrap();
                for event in m.act(s, &a).unwrap() {
                    match event {
                        CtwEvent::Drafted { skipped: free, .. } => {
                            drafts += 1;
                            skipped += free.len();
                        }
                        CtwEvent::Placed { .. } => placements += 1,
                        _ => {}
                    }
                }
            }
            assert_eq!(placements, 15, "seed {seed}");
            assert_eq!(drafts + skipped, 15, "seed {seed}");
            if skipped > 0 {
                games_with_skips += 1;
                assert!(drafts < 15, "seed {seed}");
            }
        }
        assert!(
            games_with_skips > 50,
            "random drafts skip: {games_with_skips}"
        );
    }

    /// A race tied on the count of territories (more territories) pays nobody, whatever
    /// else differs between the towns.
    #[test]
    fn a_tie_in_the_more_territories_race_pays_nobody() {
        let more = Bonus::RaceMoreTerritories { points: 4 };
        assert_eq!(
            bonus_points(&more, &grid(&["P P", "D W"]), &grid(&["M M M S"])),
            0
        );
        assert_eq!(
            bonus_points(&more, &grid(&["M M M S"]), &grid(&["P P", "D W"])),
            0
        );
        assert_eq!(
            bonus_points(&more, &grid(&["M M M S W"]), &grid(&["P P", "D W"])),
            4
        );
    }
}

/// The view's look of the card to place is how the town then shows it, each way up: the
/// screen draws the card in hand and the ghost from it, turning nothing itself.
#[test]
fn the_card_to_place_looks_as_it_lands() {
    use saloon_core::GameRng;
    let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, 5).unwrap();
    let mut rng = GameRng::stream(5, 3);
    let (mut upright, mut upside_down) = (0, 0);
    while let Actor::Seat(seat) = m.state().actor() {
        let view = m.state().view(Some(seat));
        let legal = m.state().legal_actions(seat);
        let action = legal[rng.index(legal.len())].clone();
        let look = view.placing_look.clone();
        assert_eq!(look.is_some(), view.to_place.is_some());
        m.act(seat, &action).unwrap();
        if let (
            CtwAction::Place {
                x,
                y,
                upside_down: ud,
            },
            Some(look),
        ) = (&action, look)
        {
            let town = &m.state().view(None).towns[usize::from(seat)];
            let shown = [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(dx, dy)| {
                let c = town
                    .cells
                    .iter()
                    .find(|c| (c.x, c.y) == (x + dx, y + dy))
                    .unwrap();
                (c.terrain, c.symbol)
            });
            let expected = if *ud { look.upside_down } else { look.upright };
            assert_eq!(shown, expected.map(|t| (t.terrain, t.symbol)));
            if *ud {
                upside_down += 1;
            } else {
                upright += 1;
            }
        }
    }
    assert!(upright > 3 && upside_down > 3, "{upright} {upside_down}");
}
