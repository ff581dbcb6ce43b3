//! The rulebook's tussles, against the engine.

use super::*;

/// The rulebook's year-2 tussle: Devin 1 bandit, Johnny 5, Becca 3. Johnny loses 3 points,
/// Becca neither gains nor loses, Devin gains 3 and adds a hill bandit.
#[test]
fn the_year_two_tussle_example() {
    let mut g = Scenario::new().boards(&[1, 2, 3]).build();
    for (seat, bandits) in [(0, 1), (1, 5), (2, 3)] {
        use_bandit_board(&mut g, seat, bandits);
    }
    let events = end_year(&mut g, 2);
    let (bandits, points, ridge) = tussle_event(&events);
    assert_eq!(bandits, vec![1, 5, 3]);
    assert_eq!(points, vec![3, -3, 0]);
    assert_eq!(ridge, None);
    let tussles: Vec<i32> = g.players.iter().map(|p| p.points.tussles).collect();
    assert_eq!(tussles, vec![3, -3, 0]);
    // Devin puts her hill bandit on any free hill.
    assert_eq!(decision(&g), Some((0, Decision::HillBandit)));
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::HillBandit { x: 0, y: 1 },
            WtwAction::HillBandit { x: 1, y: 1 }
        ]
    );
    let events = act(&mut g, 0, WtwAction::HillBandit { x: 1, y: 1 });
    assert!(events.contains(&WtwEvent::HillBandit {
        seat: 0,
        x: 1,
        y: 1
    }));
    let p = g.player(0).unwrap();
    assert_eq!(p.hill_bandits, 1);
    assert_eq!(p.settlement.bandits_standing(), 2, "it counts from now on");
    // The number of bandits on each board is open information.
    for viewer in [None, Some(1), Some(2)] {
        let counts: Vec<u8> = g
            .view(viewer)
            .players
            .iter()
            .map(|p| p.bandits_standing)
            .collect();
        assert_eq!(counts, vec![2, 5, 3]);
    }
    assert_eq!(g.year(), 3);
    assert!(g.players[1..].iter().all(|p| p.hill_bandits == 0));
}

/// During the year every seat sees how the tussle would go were it fought now (the
/// penalty no longer arrives unannounced), and it goes so at the year's end.
#[test]
fn the_view_shows_the_tussle_standing_during_the_year() {
    use crate::screen_aids::TussleOutcome::{Even, Lost, Won};
    let mut g = Scenario::new().boards(&[1, 2, 3]).build();
    for (seat, bandits) in [(0, 1), (1, 5), (2, 3)] {
        use_bandit_board(&mut g, seat, bandits);
    }
    g.year = 2;
    let standing: Vec<_> = g
        .view(Some(1))
        .tussle_standing
        .iter()
        .map(|s| (s.outcome, s.points))
        .collect();
    assert_eq!(standing, vec![(Won, 3), (Lost, -3), (Even, 0)]);
    let events = end_year(&mut g, 2);
    let (_, points, _) = tussle_event(&events);
    assert_eq!(points, standing.iter().map(|s| s.1).collect::<Vec<_>>());
}

/// If all players tie, nobody loses: everyone gains the points and a hill bandit.
#[test]
fn an_all_round_tie_everyone_wins() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .bandit_board(0, 2)
        .bandit_board(1, 2)
        .build();
    let events = end_year(&mut g, 1);
    let (bandits, points, _) = tussle_event(&events);
    assert_eq!((bandits, points), (vec![2, 2], vec![2, 2]));
    assert_eq!(decision(&g), Some((0, Decision::HillBandit)));
    act(&mut g, 0, WtwAction::HillBandit { x: 0, y: 1 });
    assert_eq!(decision(&g), Some((1, Decision::HillBandit)));
    act(&mut g, 1, WtwAction::HillBandit { x: 0, y: 1 });
    assert!(g.players.iter().all(|p| p.hill_bandits == 1));
}

/// Ties for the fewest all win (each a hill bandit); ties for the most all lose.
#[test]
fn tied_players_share_the_result() {
    let mut g = Scenario::new().boards(&[1, 2, 3, 4]).build();
    for (seat, bandits) in [(0, 1), (1, 4), (2, 1), (3, 4)] {
        use_bandit_board(&mut g, seat, bandits);
    }
    let events = end_year(&mut g, 3);
    let (_, points, _) = tussle_event(&events);
    assert_eq!(points, vec![4, -4, 4, -4]);
    assert_eq!(decision(&g), Some((0, Decision::HillBandit)));
    answer_hill_bandits(&mut g);
    let hills: Vec<u8> = g.players.iter().map(|p| p.hill_bandits).collect();
    assert_eq!(hills, vec![1, 0, 1, 0]);
}

/// Year 4's tussle gives no hill bandit, and ends the game.
#[test]
fn year_four_tussle_no_hill_bandit_then_the_end() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .bandit_board(0, 1)
        .bandit_board(1, 3)
        .build();
    // One free hill left: a hill bandit would go there without asking.
    g.players[0].settlement.put_hill_bandit((0, 1));
    g.players[0].settlement.tombstone((0, 1));
    let events = end_year(&mut g, 4);
    let (_, points, _) = tussle_event(&events);
    assert_eq!(points, vec![5, -5]);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::HillBandit { .. })));
    assert!(g.players.iter().all(|p| p.hill_bandits == 0));
    assert!(g.is_over());
    let totals: Vec<i32> = g.scores().iter().map(|s| s.total).collect();
    assert!(events.contains(&WtwEvent::GameEnded { totals }));
}

/// With one free hill the hill bandit goes there; with none, it stays in the supply (and
/// does not count as a hill bandit on the board).
#[test]
fn hill_bandits_need_a_free_hill() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .bandit_board(0, 0)
        .bandit_board(1, 3)
        .build();
    g.players[0].settlement.put_hill_bandit((0, 1));
    let events = end_year(&mut g, 1);
    assert!(events.contains(&WtwEvent::HillBandit {
        seat: 0,
        x: 1,
        y: 1
    }));
    assert_eq!(g.player(0).unwrap().hill_bandits, 1);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    // No free hill now: the next won tussle brings no hill bandit.
    g.players[0].settlement.tombstone((0, 1));
    g.players[0].settlement.tombstone((1, 1));
    let events = end_year(&mut g, 2);
    let (_, points, _) = tussle_event(&events);
    assert_eq!(points, vec![3, -3]);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::HillBandit { .. })));
    assert_eq!(g.player(0).unwrap().hill_bandits, 1);
}

/// The Hotel: 2 more points each time you win a tussle (not when you lose).
#[test]
fn hotel_two_more_points_on_a_win() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .bandit_board(0, 1)
        .bandit_board(1, 3)
        .build();
    put(&mut g, 0, Some(id::HOTEL), UP, 2, 0);
    put(&mut g, 1, Some(id::HOTEL), UP, 2, 0);
    let events = end_year(&mut g, 2);
    let (_, points, _) = tussle_event(&events);
    assert_eq!(points, vec![3 + 2, -3]);
}

/// A second Hotel pays again: 4 more points on a win (rules edition 2); a game begun in
/// edition 1 keeps paying 2.
#[test]
fn two_hotels_pay_twice_from_edition_two() {
    for (edition, bonus) in [(RULES_EDITION, 4), (1, 2)] {
        let mut g = Scenario::new()
            .boards(&[1, 2])
            .bandit_board(0, 1)
            .bandit_board(1, 3)
            .build();
        g.edition = edition;
        put(&mut g, 0, Some(id::HOTEL), UP, 2, 0);
        put(&mut g, 0, Some(id::HOTEL), UP, 2, 2);
        let events = end_year(&mut g, 2);
        let (_, points, _) = tussle_event(&events);
        assert_eq!(points, vec![3 + bonus, -3], "edition {edition}");
    }
}

/// Hill bandits are not tiles: they never connect a new tile.
#[test]
fn hill_bandits_are_not_tiles() {
    let mut g = Scenario::new().boards(&[1, 2]).board(0, &["x.h."]).build();
    alley(&mut g, 0, 0, 0);
    alley(&mut g, 0, 1, 0);
    assert!(g.players[0].settlement.put_hill_bandit((2, 0)));
    assert!(g.alley_spots(0, None).is_empty());
    g.queue.push_front(Task::Decide(
        0,
        Decision::PlaceAlley {
            kind: AlleyKind::Single,
        },
    ));
    assert_eq!(
        g.apply(Who::Seat(0), &WtwAction::PlaceAlley { x: 3, y: 0 }),
        Err(WtwError::NotAChoice)
    );
}

/// A hill bandit won in a tussle goes up at once, and a sheriff with a bullet and the hill in
/// line shoots it straight away (on the only free hill, or on the hill the player picks).
#[test]
fn hill_bandits_are_shot_right_after_the_tussle() {
    // Seat 0's sheriff at (1,0) sees the hills at (2,0) and (1,1).
    for rows in [&["x#h.."][..], &["x#h..", ".h..."][..]] {
        let mut g = Scenario::new()
            .boards(&[1, 2])
            .board(0, rows)
            .bandit_board(1, 2)
            .bullets(0, 1)
            .build();
        let mut events = end_year(&mut g, 1);
        if let Some((0, Decision::HillBandit)) = decision(&g) {
            events.extend(act(&mut g, 0, WtwAction::HillBandit { x: 2, y: 0 }));
        }
        let placed = events
            .iter()
            .position(|e| {
                *e == WtwEvent::HillBandit {
                    seat: 0,
                    x: 2,
                    y: 0,
                }
            })
            .expect("the hill bandit goes up");
        let shot = events
            .iter()
            .position(|e| {
                *e == WtwEvent::Shot {
                    seat: 0,
                    x: 2,
                    y: 0,
                }
            })
            .expect("and is shot");
        assert!(placed < shot);
        let p = g.player(0).unwrap();
        assert_eq!((p.bullets, p.settlement.bandits_standing()), (0, 0));
    }
}

/// The order after a tussle: years 2 and 3 begin with their income at once, so a hill bandit
/// the winner places on a hill of their choice goes up after it; year 4's income is a choice,
/// asked after the hill bandits.
#[test]
fn hill_bandits_and_the_next_years_income() {
    for (year, income_first) in [(1, true), (3, false)] {
        let mut g = Scenario::new()
            .boards(&[1, 2])
            .bandit_board(0, 0)
            .bandit_board(1, 2)
            .build();
        let events = end_year(&mut g, year);
        assert_eq!(decision(&g), Some((0, Decision::HillBandit)), "two hills");
        let income = events
            .iter()
            .any(|e| matches!(e, WtwEvent::Income { seat: 0, .. }));
        assert_eq!(income, income_first, "year {}", year + 1);
        answer_hill_bandits(&mut g);
        if !income_first {
            assert_eq!(decision(&g).map(|(_, d)| d), Some(Decision::Income));
        }
    }
}
