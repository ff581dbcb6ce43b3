//! The rulebook's buildings, against the engine.

use super::*;

/// Surrounded: no orthogonally adjacent space where a tile could go. Hills, the board's
/// edge and tiles count; open spaces on the diagonal do not matter.
/// Bank (red): 3 gold when surrounded, once.
#[test]
fn bank_three_gold_when_surrounded() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["x..", ".h."])
        .build();
    let events = place(&mut g, 0, id::BANK, UP, 0, 0);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::Surrounded { .. })));
    assert_eq!(g.player(0).unwrap().gold, 2, "(2,0) is still open");
    let events = alley(&mut g, 0, 2, 0);
    assert!(events.contains(&WtwEvent::Surrounded {
        seat: 0,
        building: Building::Bank
    }));
    assert_eq!(
        g.player(0).unwrap().gold,
        5,
        "(2,1), on the diagonal, is still open"
    );
    alley(&mut g, 0, 2, 1);
    assert_eq!(g.player(0).unwrap().gold, 5, "only once");
    // Printed cows, fields and mines surround too, like the edge: paid on placement.
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["x.c", ".m.", "f.."])
        .build();
    let events = place(&mut g, 0, id::BANK, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Surrounded {
        seat: 0,
        building: Building::Bank
    }));
    assert_eq!(g.player(0).unwrap().gold, 5);
}

/// Barn (yellow): 1 gold each time you wrangle.
#[test]
fn barn_a_gold_per_wrangle() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["xcc.", "...."])
        .build();
    place(&mut g, 0, id::BARN, TURNED, 0, 0);
    place(&mut g, 0, id::LONE_STEER, UP, 3, 0);
    act(&mut g, 0, WtwAction::Wrangle { cows: 3 });
    assert_eq!(g.player(0).unwrap().gold, 3);
}

/// A second Barn pays again: 2 gold a wrangle (rules edition 2); edition 1 keeps 1.
#[test]
fn two_barns_two_gold_per_wrangle_from_edition_two() {
    for (edition, gold) in [(RULES_EDITION, 2), (1, 1)] {
        let mut g = Scenario::new()
            .boards(&[1, 2])
            .board(0, &["xcc.", "...."])
            .build();
        g.edition = edition;
        place(&mut g, 0, id::BARN, TURNED, 0, 0);
        put(&mut g, 0, Some(id::BARN), UP, 1, 1);
        place(&mut g, 0, id::LONE_STEER, UP, 3, 0);
        let before = g.player(0).unwrap().gold;
        act(&mut g, 0, WtwAction::Wrangle { cows: 3 });
        assert_eq!(
            g.player(0).unwrap().gold,
            before + gold,
            "edition {edition}"
        );
    }
}

/// Hideout (white): 2 bullets when placed.
#[test]
fn hideout_two_bullets() {
    let mut g = Scenario::new().boards(&[1, 2]).board(0, &["x..."]).build();
    let events = place(&mut g, 0, id::HIDEOUT, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 0,
        bullets: 2,
        alleys: 0
    }));
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.bandits_standing()), (2, 1));
}

/// Chapel (pink): 1 point per tombstone at the end.
#[test]
fn chapel_a_point_per_tombstone() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    place(&mut g, 0, id::CHAPEL, UP, 3, 4);
    assert_eq!(score(&g, 0, "buildings"), 0);
    g.players[0].settlement.tombstone((7, 0));
    g.players[0].settlement.tombstone((4, 8));
    assert_eq!(score(&g, 0, "buildings"), 2);
    assert_eq!(score(&g, 0, "tombstones"), 4);
    assert_eq!(score(&g, 1, "buildings"), 0);
}

/// Fancy Saloon (white): take one of the ace cards left in the supply; it counts as an ace
/// of its suit.
#[test]
fn fancy_saloon_an_ace_card() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["x...", "...."])
        .board(1, &["x...", "...."])
        .build();
    place(&mut g, 0, id::FANCY_SALOON, UP, 0, 0);
    assert_eq!(decision(&g), Some((0, Decision::PickAce)));
    assert_eq!(legal(&g, 0).len(), 4);
    act(
        &mut g,
        0,
        WtwAction::PickAce {
            suit: Suit::Diamonds,
        },
    );
    assert_eq!(g.player(0).unwrap().ace_cards, vec![Suit::Diamonds]);
    assert_eq!(g.aces(0), [0, 0, 1, 0]);
    place(&mut g, 1, id::FANCY_SALOON, UP, 0, 0);
    assert!(!legal(&g, 1).contains(&WtwAction::PickAce {
        suit: Suit::Diamonds
    }));
    assert_eq!(legal(&g, 1).len(), 3);
}

/// General Store (red): when surrounded, choose 2 bullets, or 2 pickaxes, or 2 alleys
/// placed at once.
#[test]
fn general_store_each_choice() {
    for choice in [
        StoreChoice::Bullets,
        StoreChoice::Pickaxes,
        StoreChoice::Alleys,
    ] {
        let mut g = Scenario::new()
            .boards(&[1, 2])
            .board(0, &["x....", "hhh.."])
            .build();
        place(&mut g, 0, id::GENERAL_STORE, UP, 0, 0);
        assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
        alley(&mut g, 0, 3, 0);
        assert_eq!(decision(&g), Some((0, Decision::GeneralStore)));
        assert_eq!(legal(&g, 0).len(), 3);
        act(&mut g, 0, WtwAction::GeneralStore { choice });
        let p = g.player(0).unwrap();
        match choice {
            StoreChoice::Bullets => assert_eq!(p.bullets, 2),
            StoreChoice::Pickaxes => assert_eq!(p.mining, 2),
            StoreChoice::Alleys => {
                for _ in 0..2 {
                    assert!(matches!(
                        decision(&g),
                        Some((0, Decision::PlaceAlley { .. }))
                    ));
                    let a = legal(&g, 0)[0].clone();
                    act(&mut g, 0, a);
                }
                assert_eq!(g.player(0).unwrap().alleys, 3);
            }
        }
        assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    }
}

/// Den (white): cover up to two sheriffs with tombstones; they shoot no more.
#[test]
fn den_covers_up_to_two_sheriffs() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    // Both sheriffs in row 1 have the bandit at (3,1) in line; the one at (0,2) does not.
    use_board(&mut g, 0, &["x...", "#.#!", "#..."]);
    place(&mut g, 0, id::DEN, UP, 0, 0);
    assert_eq!(decision(&g), Some((0, Decision::Den { left: 2 })));
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::Den { sheriff: None },
            WtwAction::Den {
                sheriff: Some((0, 1))
            },
            WtwAction::Den {
                sheriff: Some((0, 2))
            },
            WtwAction::Den {
                sheriff: Some((2, 1))
            },
        ]
    );
    act(
        &mut g,
        0,
        WtwAction::Den {
            sheriff: Some((2, 1)),
        },
    );
    assert_eq!(decision(&g), Some((0, Decision::Den { left: 1 })));
    act(
        &mut g,
        0,
        WtwAction::Den {
            sheriff: Some((0, 1)),
        },
    );
    assert_eq!(
        g.queue.front(),
        Some(&Task::Chance(Chance::Roll)),
        "two at most"
    );
    assert_eq!(g.player(0).unwrap().settlement.sheriffs(), vec![(0, 2)]);
    // Bullets now: nobody left can shoot the bandit.
    place(&mut g, 0, id::POWDER_ALLEY, TURNED, 1, 2);
    let p = g.player(0).unwrap();
    assert_eq!(p.bullets, 2);
    assert!(p.settlement.bandit_standing((3, 1)));
    assert_eq!(p.settlement.tombstones(), 2);
    // Up to two: stopping at none is fine.
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["x...", "#.#!", "#..."])
        .build();
    place(&mut g, 0, id::DEN, UP, 0, 0);
    act(&mut g, 0, WtwAction::Den { sheriff: None });
    assert_eq!(g.player(0).unwrap().settlement.sheriffs().len(), 3);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// Ranch (pink): each pasture touching the Ranch by at least one square scores 1 per cow.
#[test]
fn ranch_a_point_per_cow_in_touching_pastures() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["ccx...", ".....c"])
        .build();
    place(&mut g, 0, id::RANCH, UP, 2, 0);
    assert_eq!(score(&g, 0, "buildings"), 2, "the two cows at (0,0)-(1,0)");
    place(&mut g, 0, id::LONE_STEER, UP, 5, 0);
    assert_eq!(
        score(&g, 0, "buildings"),
        4,
        "now (5,0)-(5,1) touches it too"
    );
}

/// Sawmill (yellow): drafted arrow side up; once, on a later turn, instead of drafting, flip
/// it to take any tile from the market except a Sawmill, paying its cost; no die is used.
#[test]
fn sawmill_flip_later_for_any_tile() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    roll(&mut g, &[13, 1], &[6]);
    let sawmill_stack = stack_index(Half::East, 2, 3) as u8;
    act(
        &mut g,
        0,
        WtwAction::Draft {
            die: river(6),
            stack: sawmill_stack,
            jumps: 1,
        },
    );
    assert!(!legal(&g, 0)
        .iter()
        .any(|a| matches!(a, WtwAction::Sawmill { .. })));
    let a = legal(&g, 0)[0].clone();
    act(&mut g, 0, a);
    assert_eq!(g.player(0).unwrap().sawmill, Some(SawmillState::Ready));
    // Not this turn: seat 1 drafts next.
    assert_eq!(decision(&g), Some((1, Decision::Draft)));
    alley_turns(&mut g);
    roll(&mut g, &[13, 1], &[6]);
    // Seat 1 is the first player now.
    assert_eq!(decision(&g), Some((1, Decision::Draft)));
    act(&mut g, 1, WtwAction::FreeAlleys { count: 1 });
    let a = legal(&g, 1)[0].clone();
    act(&mut g, 1, a);
    g.players[0].gold = 3;
    let sawmill_options: Vec<u8> = legal(&g, 0)
        .iter()
        .filter_map(|a| match a {
            WtwAction::Sawmill { stack } => Some(*stack),
            _ => None,
        })
        .collect();
    assert!(!sawmill_options.contains(&sawmill_stack), "not a Sawmill");
    let town_hall = stack_index(Half::East, 4, 2) as u8;
    assert!(sawmill_options.contains(&town_hall));
    assert!(sawmill_options.len() > 30, "any stack, not only the dice's");
    g.players[0].gold = 2;
    assert!(
        !legal(&g, 0).contains(&WtwAction::Sawmill { stack: town_hall }),
        "3 gold"
    );
    g.players[0].gold = 3;
    let dice = g.dice().to_vec();
    let count = g.market.counts[usize::from(town_hall)];
    act(&mut g, 0, WtwAction::Sawmill { stack: town_hall });
    assert_eq!(g.player(0).unwrap().gold, 0);
    assert_eq!(g.player(0).unwrap().sawmill, Some(SawmillState::Used));
    assert_eq!(g.market.counts[usize::from(town_hall)], count - 1);
    assert_eq!(g.dice(), &dice[..], "no die is used");
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::PlaceTile {
                design: id::TOWN_HALL,
                on_signpost: false
            }
        ))
    );
    let a = legal(&g, 0)[0].clone();
    act(&mut g, 0, a);
    // Once only.
    alley_turns(&mut g);
    roll(&mut g, &[13, 1], &[6]);
    g.players[0].gold = 3;
    assert!(!legal(&g, 0)
        .iter()
        .any(|a| matches!(a, WtwAction::Sawmill { .. })));
}

/// The orientations a placement decision for `id` offers (the bit sets' list).
fn offered_orientations(g: &mut WildTiledWest, seat: Seat, id: u8) -> Vec<Orientation> {
    let d = Decision::PlaceTile {
        design: id,
        on_signpost: false,
    };
    g.queue.push_front(Task::Decide(seat, d.clone()));
    let mut offered: Vec<Orientation> = legal(g, seat)
        .iter()
        .filter_map(|a| match a {
            WtwAction::Place { orientation, .. } => Some(*orientation),
            _ => None,
        })
        .collect();
    offered.sort();
    offered.dedup();
    let mut listed: Vec<Orientation> = g
        .decision_actions(seat, &d)
        .iter()
        .filter_map(|a| match a {
            WtwAction::Place { orientation, .. } => Some(*orientation),
            _ => None,
        })
        .collect();
    listed.sort();
    listed.dedup();
    assert_eq!(offered, listed, "the bit sets and the list agree");
    offered
}

/// Sawmill: "place it arrow side up ... flip the Sawmill later". Its shape is chiral, so its
/// mirror image would need the flipped side up: from edition 3 it is turned, never mirrored
/// (4 orientations, and the screen's flip leaves it as it is); editions 1-2 offered all 8.
#[test]
fn the_sawmill_is_laid_arrow_side_up_from_edition_three() {
    let mirrored = Orientation {
        turns: 0,
        flipped: true,
    };
    for (edition, upright) in [(RULES_EDITION, true), (2, false)] {
        let mut g = Scenario::new()
            .boards(&[1, 2])
            .board(0, &["......", "......", "..x...", "......", "......"])
            .build();
        g.edition = edition;
        let offered = offered_orientations(&mut g, 0, id::SAWMILL);
        assert_eq!(
            offered.len(),
            if upright { 4 } else { 8 },
            "edition {edition}"
        );
        assert_eq!(offered.iter().any(|o| o.flipped), !upright);
        let looks = crate::screen_aids::placing_orientations(&g);
        assert_eq!(looks.len(), 8);
        assert!(looks
            .iter()
            .all(|l| (l.flipped_over == l.orientation) == upright));
        g.queue.pop_front();
        // Mirrored over the start: legal by shape, refused from edition 3 as no choice.
        let r = try_place(&mut g, 0, id::SAWMILL, mirrored, 2, 2);
        if upright {
            assert_eq!(r, Err(WtwError::NotAChoice));
        } else {
            assert!(r.is_ok());
        }
    }
    // Other chiral tiles still mirror: the Sheriff's Office's L has four looks and its
    // sheriff square makes the mirrored ones four more.
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["......", "......", "..x...", "......", "......"])
        .build();
    assert_eq!(
        offered_orientations(&mut g, 0, id::SHERIFFS_OFFICE).len(),
        8
    );
}

/// Answers whatever the seat is asked (its first legal choice) until a draft or something
/// not its own is due.
fn answer_follow_ups(g: &mut WildTiledWest, seat: Seat) {
    while let Some((s, d)) = decision(g) {
        if s != seat || d == Decision::Draft {
            return;
        }
        let a = legal(g, seat)[0].clone();
        act(g, seat, a);
    }
}

/// A second Sawmill is flipped on its own (edition 3): two Sawmills, two flips. Editions 1-2
/// kept one flip state a seat, so two Sawmills laid before a flip gave one.
#[test]
fn each_sawmill_flips_once_from_edition_three() {
    for (edition, flips) in [(RULES_EDITION, 2), (2, 1)] {
        let mut g = Scenario::new().boards(&[1, 2]).gold(0, 30).build();
        g.edition = edition;
        for _ in 0..2 {
            g.queue.push_front(Task::Decide(
                0,
                Decision::PlaceTile {
                    design: id::SAWMILL,
                    on_signpost: false,
                },
            ));
            let a = legal(&g, 0)[0].clone();
            act(&mut g, 0, a);
            answer_follow_ups(&mut g, 0);
        }
        assert_eq!(g.player(0).unwrap().sawmill, Some(SawmillState::Ready));
        let mut flipped = 0;
        for _ in 0..3 {
            g.queue.push_front(Task::Decide(0, Decision::Draft));
            let Some(flip) = legal(&g, 0)
                .into_iter()
                .find(|a| matches!(a, WtwAction::Sawmill { .. }))
            else {
                break;
            };
            act(&mut g, 0, flip);
            flipped += 1;
            answer_follow_ups(&mut g, 0);
            g.queue.retain(|t| *t != Task::EndTurn);
        }
        assert_eq!(flipped, flips, "edition {edition}");
        assert_eq!(g.player(0).unwrap().sawmill, Some(SawmillState::Used));
    }
}

/// Sheriff's Office (white): a bullet, then as many bullets as possible shoot bandits
/// anywhere on the board, in line with a sheriff or not; the player picks when short.
#[test]
fn sheriffs_office_shoots_anywhere() {
    // Neither bandit is in any sheriff's line: the Office's own sheriff faces its building.
    let rows = ["x..h!", ".....", "..m.!"];
    let mut g = Scenario::new().boards(&[1, 2]).build();
    use_board(&mut g, 0, &rows);
    let events = place(&mut g, 0, id::SHERIFFS_OFFICE, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 0,
        bullets: 1,
        alleys: 0
    }));
    assert_eq!(decision(&g), Some((0, Decision::Shoot { anywhere: true })));
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::Shoot { x: 4, y: 0 },
            WtwAction::Shoot { x: 4, y: 2 }
        ]
    );
    act(&mut g, 0, WtwAction::Shoot { x: 4, y: 2 });
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.bandits_standing()), (0, 1));
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    // With a bullet already in hand: two bullets, two bandits, both shot at once.
    let mut g = Scenario::new().boards(&[1, 2]).build();
    use_board(&mut g, 0, &rows);
    g.players[0].bullets = 1;
    let events = place(&mut g, 0, id::SHERIFFS_OFFICE, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 4,
        y: 0
    }));
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 4,
        y: 2
    }));
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.bandits_standing()), (0, 0));
}

/// The Sheriff's Office shoots "immediately": its shots come before the other things the
/// placement triggers (a bonus alley here), so its own sheriff cannot spend the bullet
/// first and leave a choice with no bullet to shoot.
#[test]
fn sheriffs_office_shots_come_first() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    // The Office covers the alley space at (1,1); its sheriff at (0,0) sees (0,2).
    use_board(&mut g, 0, &["x...", ".a..", "!..!"]);
    place(&mut g, 0, id::SHERIFFS_OFFICE, UP, 0, 0);
    assert_eq!(decision(&g), Some((0, Decision::Shoot { anywhere: true })));
    assert_eq!(legal(&g, 0).len(), 2);
    act(&mut g, 0, WtwAction::Shoot { x: 3, y: 2 });
    assert!(matches!(
        decision(&g),
        Some((0, Decision::PlaceAlley { .. }))
    ));
    let a = legal(&g, 0)[0].clone();
    act(&mut g, 0, a);
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.bandits_standing()), (0, 1));
    // Without bullets there is nothing to choose: a shot decision lapses rather than
    // spending a bullet that is not there.
    for anywhere in [true, false] {
        assert!(g
            .decision_actions(0, &Decision::Shoot { anywhere })
            .is_empty());
    }
}

/// Stable (pink): 8 points if every horseshoe is covered.
#[test]
fn stable_eight_points_with_every_horseshoe_covered() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["x.s.", "...."])
        .build();
    place(&mut g, 0, id::STABLE, UP, 0, 0);
    assert_eq!(score(&g, 0, "buildings"), 0);
    assert_eq!(score(&g, 0, "trailblazing"), -1);
    alley(&mut g, 0, 2, 0);
    assert_eq!(score(&g, 0, "buildings"), 8);
    assert_eq!(score(&g, 0, "trailblazing"), 0);
}

/// Town Hall (red): 10 points when surrounded.
#[test]
fn town_hall_ten_points_when_surrounded() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["x...", "h.h."])
        .build();
    place(&mut g, 0, id::TOWN_HALL, UP, 0, 0);
    assert_eq!(score(&g, 0, "buildings"), 0);
    let events = alley(&mut g, 0, 3, 0);
    assert!(events.contains(&WtwEvent::Surrounded {
        seat: 0,
        building: Building::TownHall
    }));
    assert_eq!(g.player(0).unwrap().points.buildings, 10);
    assert_eq!(score(&g, 0, "buildings"), 10);
    alley(&mut g, 0, 3, 1);
    assert_eq!(score(&g, 0, "buildings"), 10, "once");
}

/// Wheelwright (white): two alleys now, or, for the rest of the game, two adjacent alleys
/// whenever one is to be placed.
#[test]
fn wheelwright_both_choices() {
    let rows = ["x...", "....", "...."];
    let mut g = Scenario::new().boards(&[1, 2]).build();
    use_board(&mut g, 0, &rows);
    place(&mut g, 0, id::WHEELWRIGHT, UP, 0, 0);
    assert_eq!(decision(&g), Some((0, Decision::Wheelwright)));
    act(&mut g, 0, WtwAction::Wheelwright { alleys_now: true });
    // Two alleys, not necessarily side by side.
    act(&mut g, 0, WtwAction::PlaceAlley { x: 1, y: 0 });
    act(&mut g, 0, WtwAction::PlaceAlley { x: 1, y: 2 });
    let p = g.player(0).unwrap();
    assert_eq!((p.alleys, p.double_alleys), (2, false));
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    alley(&mut g, 0, 2, 0);
    assert_eq!(
        g.queue.front(),
        Some(&Task::Chance(Chance::Roll)),
        "no extra"
    );

    let mut g = Scenario::new().boards(&[1, 2]).build();
    use_board(&mut g, 0, &rows);
    place(&mut g, 0, id::WHEELWRIGHT, UP, 0, 0);
    act(&mut g, 0, WtwAction::Wheelwright { alleys_now: false });
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    assert!(g.player(0).unwrap().double_alleys);
    alley(&mut g, 0, 1, 1);
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::PlaceAlley {
                kind: AlleyKind::Extra { x: 1, y: 1 }
            }
        ))
    );
    let extra = legal(&g, 0);
    assert!(extra.contains(&WtwAction::Pass));
    assert!(extra.contains(&WtwAction::PlaceAlley { x: 2, y: 1 }));
    assert!(
        !extra.contains(&WtwAction::PlaceAlley { x: 3, y: 0 }),
        "adjacent only"
    );
    act(&mut g, 0, WtwAction::PlaceAlley { x: 2, y: 1 });
    assert_eq!(g.player(0).unwrap().alleys, 2);
    alley(&mut g, 0, 3, 1);
    act(&mut g, 0, WtwAction::Pass);
    assert_eq!(g.player(0).unwrap().alleys, 3);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// Sheriff's Office reached together with the hat: the Office's shots "anywhere" are the
/// player's choice, and from edition 3 they come before the partner pick; before, the pick
/// came first and the ordinary sheriffs spent the bullet meanwhile.
#[test]
fn sheriffs_office_with_the_hat_keeps_the_players_choice() {
    for edition in [RULES_EDITION, 2] {
        // The Office covers the pickaxe at (1,0), the hat; its own sheriff at (0,0) sees the
        // bandit at (0,2), not the one at (3,2).
        let mut g = Scenario::new()
            .boards(&[1, 2])
            .board(0, &["xp..", "....", "!..!"])
            .mining(0, HAT_SPACE - 1)
            .bullets(0, 0)
            .build();
        g.edition = edition;
        place(&mut g, 0, id::SHERIFFS_OFFICE, UP, 0, 0);
        assert_eq!(g.player(0).unwrap().mining, HAT_SPACE);
        if edition >= 3 {
            assert_eq!(decision(&g), Some((0, Decision::Shoot { anywhere: true })));
            act(&mut g, 0, WtwAction::Shoot { x: 3, y: 2 });
            assert_eq!(decision(&g), Some((0, Decision::PickPartner)));
            let p = g.player(0).unwrap();
            assert_eq!(p.bullets, 0);
            assert_eq!(
                p.settlement.standing_bandits(),
                vec![(0, 2)],
                "the player's pick"
            );
        } else {
            assert_eq!(decision(&g), Some((0, Decision::PickPartner)));
            let p = g.player(0).unwrap();
            assert_eq!(p.bullets, 0);
            assert_eq!(
                p.settlement.standing_bandits(),
                vec![(3, 2)],
                "the sheriff's"
            );
        }
    }
}
