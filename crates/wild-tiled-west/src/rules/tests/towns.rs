//! The rulebook's towns, against the engine.

use super::*;

/// The rulebook's Lone Star: completing it scores its sign (6 on Dusty Crossing) plus the
/// year's completion bonus; no bonus in year 4.
#[test]
fn lone_star_scores_six_plus_the_year_bonus() {
    for (year, points) in [(1, 9), (2, 8), (3, 7), (4, 6)] {
        let mut g = Scenario::new().boards(&[1, 2]).build();
        g.year = year;
        let lone_star = &g.player(0).unwrap().settlement.side().towns[0];
        assert_eq!(
            (lone_star.name.as_str(), lone_star.points),
            ("Lone Star", 6)
        );
        put_alleys(&mut g, 0, &[(4, 4), (4, 3), (3, 3), (2, 3)]);
        // The Fancy Saloon's 2x2 covers the whole plot at once.
        let events = place(&mut g, 0, id::FANCY_SALOON, UP, 1, 1);
        assert!(
            events.contains(&WtwEvent::TownCompleted {
                seat: 0,
                town: 0,
                points
            }),
            "year {year}"
        );
        assert_eq!(g.player(0).unwrap().points.towns, points);
        assert_eq!(g.player(0).unwrap().completed_towns, vec![0]);
        assert_eq!(score(&g, 0, "towns"), points);
    }
}

/// A town completes when its last square is covered, by any tile (an alley too), once.
#[test]
fn a_town_completes_with_its_last_square() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    g.year = 2;
    // Prospect on board 1: (5,6), (6,6), (7,6) and (6,7), worth 4.
    put_alleys(&mut g, 0, &[(4, 4), (4, 5), (4, 6)]);
    for (x, y) in [(5, 6), (6, 6), (7, 6)] {
        let events = alley(&mut g, 0, x, y);
        assert!(!events
            .iter()
            .any(|e| matches!(e, WtwEvent::TownCompleted { .. })));
    }
    let events = alley(&mut g, 0, 6, 7);
    assert!(events.contains(&WtwEvent::TownCompleted {
        seat: 0,
        town: 1,
        points: 4 + 2
    }));
    let events = alley(&mut g, 0, 5, 7);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::TownCompleted { .. })));
    assert_eq!(g.player(0).unwrap().points.towns, 6);
}
