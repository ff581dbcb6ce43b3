//! Planning: a secret path built step by step, what makes a step legal, how long a path must
//! be, and the lock.

use super::*;

#[test]
fn round_one_enters_an_edge_card_from_outside() {
    let mut g = table(2, &[]);
    // Cell 5 is inside a 4x4: no side of it faces out.
    refused(
        &mut g,
        0,
        WtAction::Enter {
            cell: 5,
            side: Dir::N,
        },
        WtError::NotFromOutside,
    );
    // Cell 1 is on the north edge: from the north it comes from outside, from the south not.
    refused(
        &mut g,
        0,
        WtAction::Enter {
            cell: 1,
            side: Dir::S,
        },
        WtError::NotFromOutside,
    );
    act(
        &mut g,
        0,
        WtAction::Enter {
            cell: 1,
            side: Dir::N,
        },
    )
    .unwrap();
    assert_eq!(g.players[0].plan.side, Some(Dir::N));
}

#[test]
fn illegal_paths_on_a_4x4_from_1_1() {
    // (x, y) = (1, 1) is cell 5 on a 4x4.
    let at = |x: u8, y: u8| y * 4 + x;
    let mut g = later_round(2, &[], &[at(1, 1)]);
    // (1,1)-(2,2)-(2,1)-(1,2): the last diagonal crosses the first.
    walk(&mut g, 0, None, &[at(2, 2), at(2, 1)]).unwrap();
    refused(
        &mut g,
        0,
        WtAction::Step { cell: at(1, 2) },
        WtError::Crossing,
    );
    // A 2-step path is too short while a 3-step one exists.
    refused(&mut g, 0, WtAction::Lock, WtError::TooShort(3));
    // A return to (1,1): the start card counts.
    refused(
        &mut g,
        0,
        WtAction::Step { cell: at(1, 1) },
        WtError::Revisit,
    );
    // Into a sealed side: y08 is sealed east and west; stepping west into it from (3,1)...
    let mut g = later_round(2, &[(at(2, 1), "y08", false)], &[at(3, 1)]);
    refused(
        &mut g,
        0,
        WtAction::Step { cell: at(2, 1) },
        WtError::Sealed,
    );
    // ...and out of an exit-only card against its arrows: g39 leaves only north or north-east.
    let mut g = later_round(2, &[(at(1, 2), "g39", false)], &[at(1, 1)]);
    walk(&mut g, 0, None, &[at(1, 2)]).unwrap();
    refused(
        &mut g,
        0,
        WtAction::Step { cell: at(1, 3) },
        WtError::ExitOnly,
    );
    act(&mut g, 0, WtAction::Step { cell: at(2, 1) }).unwrap();
}

#[test]
fn a_path_must_be_affordable_if_all_goes_well() {
    // r04 costs 4 bullets from the north in edition 1 (its frozen deck keeps this test's
    // numbers); with 3 bullets it cannot be entered that way.
    let mut g = later_round(2, &[(4, "r04", false)], &[0]);
    g.options.edition = 1;
    g.players[0].bullets = 3;
    refused(&mut g, 0, WtAction::Step { cell: 4 }, WtError::CannotAfford);
    // What the path would leave counts: a supply on the way pays for it.
    g.players[0].bullets = 10;
    act(&mut g, 0, WtAction::Step { cell: 4 }).unwrap();
}

#[test]
fn with_no_path_of_three_the_longest_legal_path_is_required() {
    // Solo, standing in the north-west corner with 1 bullet and 1 life: every neighbour is an
    // r04 (4 bullets, or 2 lives from the east and west), which nothing pays.
    let mut g = later_round(1, &[], &[0]);
    g.players[0].bullets = 1;
    g.players[0].lives = 1;
    for cell in [1, 3, 4] {
        put(&mut g, cell, "r04", false);
    }
    fresh(&mut g);
    assert_eq!(g.required_steps(0), 0);
    assert_eq!(g.legal_actions(0), vec![WtAction::Lock]);
    act(&mut g, 0, WtAction::Lock).unwrap();
    // With the blind supply g22 diagonally in (a heart and a bullet: 2 lives, 2 bullets), the
    // longest path is 2: on into an r04 from the east or west (edition 1: 2 lives there, 4
    // bullets elsewhere), paying both lives, is death, and nothing can follow it.
    let mut g = cornered(1);
    assert_eq!(g.required_steps(0), 2);
    assert_eq!(g.legal_actions(0), vec![WtAction::Step { cell: 4 }]);
    act(&mut g, 0, WtAction::Step { cell: 4 }).unwrap();
    assert_eq!(
        g.legal_actions(0),
        vec![WtAction::Step { cell: 3 }, WtAction::Step { cell: 5 }]
    );
    assert!(g.view(Some(0)).next_steps.iter().all(|s| s.deadly));
    act(&mut g, 0, WtAction::Step { cell: 5 }).unwrap();
    assert_eq!(
        g.legal_actions(0),
        vec![WtAction::Lock],
        "nothing follows death"
    );
}

/// The longest legal path counts only the steps the seat survives (edition 3): from the
/// north-west corner with 1 bullet and 1 life, the blind supply on cell 4 (2 lives, 2 bullets
/// after it), every other card an r04 (2 lives from every side). The second edition required
/// a second step there, which was death; now one step is the path, and death is only chosen.
#[test]
fn the_longest_path_counts_only_the_steps_the_seat_survives() {
    for (edition, required) in [(2, 2), (RULES_EDITION, 1)] {
        let mut g = cornered(edition);
        assert_eq!(g.required_steps(0), required, "edition {edition}");
        assert_eq!(g.legal_actions(0), vec![WtAction::Step { cell: 4 }]);
        act(&mut g, 0, WtAction::Step { cell: 4 }).unwrap();
        let next = g.legal_actions(0);
        assert!(
            next.contains(&WtAction::Step { cell: 5 }),
            "a deadly step may still be chosen"
        );
        assert_eq!(next.contains(&WtAction::Lock), edition >= 3, "{edition}");
        if edition >= 3 {
            act(&mut g, 0, WtAction::Lock).unwrap();
            assert!(g.players[0].alive && !g.is_over());
            assert_eq!((g.players[0].lives, g.players[0].bullets), (2, 2));
        }
    }
    // A first step from which the path can be finished only by dying is a dead end now. From
    // cell 0 with 1 life: g40 on 1 (free from the west, a heart, leave east or south only),
    // g27 on 2 (free from the west, nothing), r04 on 4, 5 and 8; the way 0-3-6-7 (g27s,
    // bullets only) is survived. Edition 2 offered 0-1-2 and a deadly third step.
    for (edition, offered) in [(2, true), (RULES_EDITION, false)] {
        let mut g = later_round(1, &[(1, "g40", false)], &[0]);
        g.options.edition = edition;
        g.players[0].lives = 1;
        for cell in [2, 3, 6, 7] {
            put(&mut g, cell, "g27", false);
        }
        for cell in [4, 5, 8] {
            put(&mut g, cell, "r04", false);
        }
        fresh(&mut g);
        assert_eq!(g.required_steps(0), MIN_STEPS);
        let mut expected = vec![WtAction::Step { cell: 3 }];
        if offered {
            expected.insert(0, WtAction::Step { cell: 1 });
        } else {
            refused(&mut g, 0, WtAction::Step { cell: 1 }, WtError::DeadEnd);
        }
        assert_eq!(g.legal_actions(0), expected, "edition {edition}");
    }
}

#[test]
fn every_step_offered_can_still_be_finished_into_a_path() {
    // Random steps (each drawn among the legal ones) until the random player locks.
    fn random_path(g: &WildTiles, rng: &mut saloon_core::GameRng) -> Plan {
        let mut g = g.clone();
        loop {
            fresh(&mut g);
            let action = g.random_action(0, rng).expect("a step or the lock");
            if action == WtAction::Lock {
                return g.players[0].plan.clone();
            }
            act(&mut g, 0, action).unwrap();
        }
    }
    let mut g = table(3, &[]);
    let mut rng = saloon_core::GameRng::stream(3, 1);
    for _ in 0..200 {
        let plan = random_path(&g, &mut rng);
        let trail = g.trail_of(0, &plan).unwrap();
        assert!(trail.len >= g.required_steps(0));
    }
    g.round = 2;
    stand(&mut g, 0, 12);
    for _ in 0..200 {
        let plan = random_path(&g, &mut rng);
        assert!(plan.cells.len() >= 3);
        assert!(!plan.cells.contains(&12), "never back onto the start card");
    }
}

#[test]
fn a_card_dealt_under_a_character_may_not_be_entered_by_it_that_round() {
    let mut g = later_round(1, &[], &[4]);
    walk(&mut g, 0, None, &[0, 1]).unwrap();
    refused(&mut g, 0, WtAction::Step { cell: 4 }, WtError::Revisit);
}

#[test]
fn the_card_you_start_on_binds_nothing() {
    // g39 lets you leave only north or north-east; standing on it, you may go south.
    let mut g = later_round(1, &[(4, "g39", false)], &[4]);
    fresh(&mut g);
    assert!(g.legal_actions(0).contains(&WtAction::Step { cell: 7 }));
    act(&mut g, 0, WtAction::Step { cell: 7 }).unwrap();
}

#[test]
fn a_plan_can_be_undone_only_by_its_own_seat_and_is_final_once_locked() {
    let mut g = table(2, &[]);
    plan(&mut g, 0, Some(Dir::N), &[0, 1, 2]);
    refused(&mut g, 0, WtAction::Step { cell: 3 }, WtError::NotYourTurn);
    assert_eq!(g.actor(), Actor::Simultaneous(vec![1]));
}

#[test]
fn other_players_never_block_a_path() {
    let mut g = table(2, &[]);
    plan(&mut g, 0, Some(Dir::N), &[0, 1, 2]);
    walk(&mut g, 1, Some(Dir::N), &[0, 1, 2]).unwrap();
}
