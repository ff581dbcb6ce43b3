//! The rulebook's placement, against the engine.

use super::*;

/// The first tile covers the start; every later one connects by an edge; none covers cows,
/// fields, hills, mines, printed bandits or sheriffs, overlaps or leaves the board. A
/// refused placement changes nothing (`try_place` checks) and says which rule it breaks.
#[test]
fn placement_rules_through_the_engine() {
    let refused = |rule| Err(WtwError::CannotPlace { rule });
    let mut g = Scenario::new().boards(&[1, 2]).build();
    // Board 1: the start is at (4, 4).
    assert_eq!(
        try_place(&mut g, 0, id::LONE_STEER, UP, 3, 3),
        refused(PlaceError::MissStart),
        "misses the start"
    );
    place(&mut g, 0, id::LONE_STEER, UP, 4, 4);
    for (x, y, rule, why) in [
        (0, 0, PlaceError::NotConnected, "not connected"),
        (3, 3, PlaceError::NotConnected, "a corner only"),
        (4, 4, PlaceError::Overlap, "overlaps"),
        (4, 2, PlaceError::Uncoverable, "a mine"),
        (6, 0, PlaceError::Uncoverable, "a hill"),
        (6, 2, PlaceError::Uncoverable, "a printed cow"),
        (7, 2, PlaceError::Uncoverable, "a printed field"),
    ] {
        assert_eq!(
            try_place(&mut g, 0, id::LONE_STEER, UP, x, y),
            refused(rule),
            "({x}, {y}): {why}"
        );
    }
    put_alleys(&mut g, 0, &[(5, 4), (6, 4), (7, 4)]);
    assert_eq!(
        try_place(&mut g, 0, id::LONE_STEER, UP, 8, 4),
        refused(PlaceError::Uncoverable),
        "the printed sheriff"
    );
    assert_eq!(
        try_place(&mut g, 0, id::BOARDWALK, UP, 6, 5),
        refused(PlaceError::OffBoard),
        "off the board"
    );
    put_alleys(&mut g, 0, &[(3, 4), (2, 4), (1, 4)]);
    assert_eq!(
        try_place(&mut g, 0, id::LONE_STEER, UP, 0, 4),
        refused(PlaceError::Uncoverable),
        "a printed bandit"
    );
    place(&mut g, 0, id::LONE_STEER, UP, 4, 5);
    // A printed pasture carries the connection: (6,4) touches the pasture at (6,2)-(7,3),
    // and (8,2) beyond it is connected through it.
    assert!(g.alley_spots(0, None).contains(&(8, 2)));
    alley(&mut g, 0, 8, 2);
    assert!(g.alley_spots(0, None).contains(&(8, 1)));
    assert!(
        !g.alley_spots(1, None).contains(&(8, 2)),
        "not on seat 1's board"
    );
}

/// Tiles may be flipped and rotated into any orientation: a drafted chiral tile is offered
/// in all eight, and the first one must cover the start in each. (The Sawmill, the chiral
/// tile drafted here, is laid arrow side up from edition 3, in four:
/// `buildings::the_sawmill_is_laid_arrow_side_up_from_edition_three`; edition 2 offers eight.)
#[test]
fn a_drafted_tile_is_offered_in_every_orientation_over_the_start() {
    let mut g = Scenario::new().boards(&[1, 2]).edition(2).build();
    // Edition 2 (the Sawmill is offered in all 8 ways, the river along the north row):
    // prairie 13 looks east along the east half's row 3 from its west edge; river 7 down the
    // east half's third column: the Sawmill is the second stack (one jump).
    roll(&mut g, &[13, 1], &[7]);
    let stack = stack_index(Half::East, 2, 3) as u8;
    act(
        &mut g,
        0,
        WtwAction::Draft {
            die: river(7),
            stack,
            jumps: 1,
        },
    );
    assert_eq!(g.player(0).unwrap().gold, 1);
    let sawmill = tile(id::SAWMILL);
    let places = legal(&g, 0);
    let mut orientations: Vec<Orientation> = places
        .iter()
        .map(|a| match a {
            WtwAction::Place { orientation, .. } => *orientation,
            other => panic!("{other:?}"),
        })
        .collect();
    orientations.dedup();
    assert_eq!(orientations.len(), 8);
    for a in places {
        let WtwAction::Place { orientation, x, y } = a else {
            unreachable!()
        };
        let covers_start = orient(&sawmill.squares, orientation)
            .iter()
            .any(|l| (x + l.dx, y + l.dy) == (4, 4));
        assert!(covers_start, "{orientation:?} at ({x}, {y})");
    }
}

/// Covering a gold, bullet or alley space gives that bonus at once (an alley is placed
/// immediately); covering a pickaxe advances the mining track.
#[test]
fn bonus_spaces_pay_when_covered() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["xgbap", "....m"])
        .build();
    let events = place(&mut g, 0, id::BOARDWALK, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 1,
        bullets: 1,
        alleys: 1
    }));
    let p = g.player(0).unwrap();
    assert_eq!((p.gold, p.bullets, p.bonus_spaces_covered), (3, 1, 3));
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::PlaceAlley {
                kind: AlleyKind::Single
            }
        ))
    );
    let events = act(&mut g, 0, WtwAction::PlaceAlley { x: 4, y: 0 });
    assert!(events.contains(&WtwEvent::Mined { seat: 0, space: 1 }));
    assert_eq!(g.player(0).unwrap().mining, 1);
    assert_eq!(g.player(0).unwrap().alleys, 1);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// Gold, bullet, alley and pickaxe icons on a tile pay when the tile is placed.
#[test]
fn tile_icons_pay_when_placed() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["x...", "....", "...."])
        .build();
    // Sluice Box: a pickaxe and a gold, stood upright in the first column.
    let events = place(&mut g, 0, id::SLUICE_BOX, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 1,
        bullets: 0,
        alleys: 0
    }));
    assert!(events.contains(&WtwEvent::Mined { seat: 0, space: 1 }));
    assert_eq!(g.player(0).unwrap().gold, 3);
    // Back Lots: an alley, placed at once.
    place(&mut g, 0, id::BACK_LOTS, UP, 1, 0);
    assert!(matches!(
        decision(&g),
        Some((0, Decision::PlaceAlley { .. }))
    ));
    act(&mut g, 0, WtwAction::PlaceAlley { x: 3, y: 0 });
    // Ferry Landing: a bullet.
    place(&mut g, 0, id::FERRY_LANDING, UP, 1, 2);
    assert_eq!(g.player(0).unwrap().bullets, 1);
    assert_eq!(
        g.player(0).unwrap().bonus_spaces_covered,
        0,
        "icons are not spaces"
    );
}

/// Reaching the hat (the fourth mining space) earns a second partner: one of the three face
/// up, replaced from the deck.
#[test]
fn the_hat_a_face_up_partner_replaced_from_the_deck() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["x...", "....", "...."])
        .mining(0, 2)
        .build();
    let events = place(&mut g, 0, id::SLUICE_BOX, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Mined { seat: 0, space: 3 }));
    assert_eq!(decision(&g), Some((0, Decision::PickPartner)));
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::PickPartner { id: None },
            WtwAction::PickPartner { id: Some(5) },
            WtwAction::PickPartner { id: Some(6) },
            WtwAction::PickPartner { id: Some(7) },
        ]
    );
    let events = act(&mut g, 0, WtwAction::PickPartner { id: Some(6) });
    assert!(events.contains(&WtwEvent::PartnerGained {
        seat: 0,
        id: Some(6)
    }));
    assert_eq!(g.player(0).unwrap().partners, vec![6]);
    // The gap in the supply is filled from the deck: a chance draw.
    assert_eq!(g.actor(), Actor::Chance);
    let before = g.clone();
    assert_eq!(
        g.apply(Who::Chance, &WtwAction::DrawPartner { id: 6 }),
        Err(WtwError::BadChance),
        "not in the deck"
    );
    assert_eq!(g, before);
    chance(&mut g, WtwAction::DrawPartner { id: 12 });
    assert_eq!(g.partner_supply, vec![5, 7, 12]);
    assert!(!g.partner_deck.contains(&12));
    // Face up: the other seat sees it.
    assert_eq!(g.view(Some(1)).players[0].partners, vec![6]);
    // Passing the hat again is impossible; further pickaxes earn no partner.
    place(&mut g, 0, id::GOLD_PAN_BEND, UP, 1, 0);
    assert_eq!(g.player(0).unwrap().mining, 4);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// ... or the top card of the deck, blind.
#[test]
fn the_hat_or_the_top_card_blind() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["x...", "....", "...."])
        .mining(0, 2)
        .build();
    place(&mut g, 0, id::SLUICE_BOX, UP, 0, 0);
    let deck = g.partner_deck.len();
    act(&mut g, 0, WtwAction::PickPartner { id: None });
    assert_eq!(
        g.queue.front(),
        Some(&Task::Chance(Chance::DrawPartner { to: Some(0) }))
    );
    let events = chance(&mut g, WtwAction::DrawPartner { id: 9 });
    assert!(events.contains(&WtwEvent::PartnerGained {
        seat: 0,
        id: Some(9)
    }));
    assert_eq!(g.player(0).unwrap().partners, vec![9]);
    assert_eq!(g.partner_supply, vec![5, 6, 7], "the supply is untouched");
    assert_eq!(g.partner_deck.len(), deck - 1);
}

/// Passing the hat counts as reaching it; pickaxes past the top of the track are lost.
#[test]
fn passing_the_hat_and_the_top_of_the_track() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["x...", "....", "...."])
        .mining(0, 2)
        .build();
    // Placer Claim's two pickaxes: 2 -> 4, past the hat.
    place(&mut g, 0, id::PLACER_CLAIM, UP, 0, 0);
    assert_eq!(g.player(0).unwrap().mining, 4);
    assert_eq!(decision(&g), Some((0, Decision::PickPartner)));
    let top = content().mining.len() as u8 - 1;
    g.players[0].mining = top - 1;
    g.queue.clear();
    g.queue.push_back(Task::Chance(Chance::Roll));
    let events = place(&mut g, 0, id::PLACER_CLAIM, UP, 0, 1);
    assert_eq!(g.player(0).unwrap().mining, top);
    let mined = events
        .iter()
        .filter(|e| matches!(e, WtwEvent::Mined { .. }))
        .count();
    assert_eq!(mined, 1, "the second pickaxe is lost");
}
