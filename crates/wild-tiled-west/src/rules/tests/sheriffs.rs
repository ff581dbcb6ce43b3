//! The rulebook's sheriffs and bandits, against the engine.

use super::*;

/// Sheriffs shoot in line as soon as they have bullets: all targets when bullets suffice,
/// the player's choice when they are short; a shot bandit is a tombstone worth 2 at the end
/// and no longer counts in a tussle; a bullet gained later is used at once.
#[test]
fn sheriffs_shoot_as_soon_as_they_can() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    // Board 1's sheriff at (8,4) has the printed bandit at (0,4) in line. The Stagecoach Stop
    // puts another on the start, in the same row.
    place(&mut g, 0, id::STAGECOACH, UP, 3, 3);
    assert_eq!(g.player(0).unwrap().settlement.bandits_standing(), 4);
    assert_eq!(g.player(0).unwrap().bullets, 0);
    // One bullet, two targets: the player chooses.
    let events = place(&mut g, 0, id::FERRY_LANDING, UP, 0, 3);
    assert!(!events.iter().any(|e| matches!(e, WtwEvent::Shot { .. })));
    assert_eq!(decision(&g), Some((0, Decision::Shoot { anywhere: false })));
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::Shoot { x: 0, y: 4 },
            WtwAction::Shoot { x: 4, y: 4 }
        ]
    );
    let events = act(&mut g, 0, WtwAction::Shoot { x: 0, y: 4 });
    assert_eq!(
        events[0],
        WtwEvent::Shot {
            seat: 0,
            x: 0,
            y: 4
        }
    );
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.tombstones()), (0, 1));
    assert!(!p.settlement.bandit_standing((0, 4)));
    // Two bullets later, one target: shot at once, one bullet kept.
    let events = place(&mut g, 0, id::POWDER_ALLEY, UP, 5, 1);
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 4,
        y: 4
    }));
    let p = g.player(0).unwrap();
    assert_eq!((p.bullets, p.settlement.tombstones()), (1, 2));
    assert_eq!(score(&g, 0, "tombstones"), 4);
    // In the tussle only the two standing printed bandits count, against seat 1's three.
    let events = end_year(&mut g, 1);
    let (bandits, points, _) = tussle_event(&events);
    assert_eq!(bandits, vec![2, 3]);
    assert_eq!(points, vec![2, -2]);
}

/// Exactly as many bullets as targets: every one is shot at once, nobody is asked.
#[test]
fn as_many_bullets_as_targets_all_are_shot() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    place(&mut g, 0, id::STAGECOACH, UP, 3, 3);
    let events = place(&mut g, 0, id::POWDER_ALLEY, UP, 5, 1);
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 0,
        y: 4
    }));
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 4,
        y: 4
    }));
    assert_eq!(g.player(0).unwrap().bullets, 0);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// Buildings block a sheriff's shot: bullets are kept for later.
#[test]
fn a_building_in_the_line_keeps_the_bullets() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    // The Hotel's building squares fill (4,4)-(6,4), between the sheriff and (0,4).
    place(&mut g, 0, id::HOTEL, UP, 4, 4);
    let events = place(&mut g, 0, id::POWDER_ALLEY, UP, 4, 6);
    assert!(!events.iter().any(|e| matches!(e, WtwEvent::Shot { .. })));
    assert_eq!(g.player(0).unwrap().bullets, 2);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// A Wrangle decision left over for a pasture that has since been wrangled lapses.
#[test]
fn a_stale_wrangle_decision_lapses() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["ccx.", "...."])
        .build();
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    let pending = decision(&g).unwrap().1;
    act(&mut g, 0, WtwAction::Wrangle { cows: 3 });
    assert!(g.decision_actions(0, &pending).is_empty());
    // And it never offers more cows than the pasture holds now.
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["ccx.", "...."])
        .build();
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    let inflated = Decision::Wrangle {
        pasture: (0, 0),
        cows: 6,
    };
    assert_eq!(
        g.decision_actions(0, &inflated),
        vec![
            WtwAction::Wrangle { cows: 0 },
            WtwAction::Wrangle { cows: 3 }
        ]
    );
}
