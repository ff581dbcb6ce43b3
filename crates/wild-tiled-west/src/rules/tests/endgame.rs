//! The rulebook's endgame, against the engine.

use super::*;

/// A whole game ends after year 4's tussle with the final scores announced and a winner.
#[test]
fn a_whole_game_ends_with_final_scores() {
    for players in 1..=5usize {
        let boards: Vec<u8> = (1..=players as u8).collect();
        let mut g = Scenario::new().boards(&boards).build();
        let events = drive(&mut g, 40 + players as u64);
        assert!(g.is_over());
        let totals: Vec<i32> = g.scores().iter().map(|s| s.total).collect();
        assert_eq!(events.last(), Some(&WtwEvent::GameEnded { totals }));
        assert!(!g.winners().is_empty());
        assert!(legal(&g, 0).is_empty());
    }
}

/// At the end: -1 per uncovered horseshoe.
#[test]
fn trailblazing_a_point_per_uncovered_horseshoe() {
    let mut g = Scenario::new().boards(&[1, 2]).board_copy(1, 0).build();
    assert_eq!(score(&g, 0, "trailblazing"), -4, "board 1 has four");
    put(&mut g, 0, None, UP, 7, 5);
    put(&mut g, 0, None, UP, 0, 0);
    assert_eq!(score(&g, 0, "trailblazing"), -2);
    assert_eq!(score(&g, 1, "trailblazing"), -4);
}

/// Aces on tiles and ace cards (the Fancy Saloon's) count together: 6 per set of three, 12
/// per set of four, matching or all different.
#[test]
fn ace_cards_count_with_the_aces_on_tiles() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    put(&mut g, 0, Some(id::CROSSROADS), UP, 3, 3); // hearts
    put(&mut g, 0, Some(id::CARD_SHARPS), UP, 1, 7); // hearts, diamonds
    put(&mut g, 0, Some(id::BOARDWALK), UP, 4, 0); // spades
    assert_eq!(g.aces(0), [1, 2, 1, 0]);
    assert_eq!(score(&g, 0, "aces"), 6, "three different suits");
    g.players[0].ace_cards.push(Suit::Clubs);
    assert_eq!(g.aces(0), [1, 2, 1, 1]);
    assert_eq!(score(&g, 0, "aces"), 12, "four different suits");
    g.players[0].ace_cards.push(Suit::Hearts);
    assert_eq!(score(&g, 0, "aces"), 12 + 6, "and three hearts");
}

/// At the end, the points beside the mining marker.
#[test]
fn mining_points_at_the_end() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    for (space, points) in [(0, 0), (1, 1), (3, 4), (4, 6), (7, 14)] {
        g.players[0].mining = space;
        assert_eq!(score(&g, 0, "mining"), points);
    }
}

/// Every partner's condition, on board 1 (4 printed cows, 1 sheriff, 3 bandits, 2 hills):
/// what it scores as the partner kept face down at setup, before and after its condition is
/// worked on. A partner gained face up scores the same.
#[test]
fn each_partner_scores_its_condition() {
    type Setup = fn(&mut WildTiledWest);
    let cases: [(u8, i32, Setup, i32); 16] = [
        (1, 0, |g| g.players[0].completed_towns = vec![0, 1], 8),
        (
            2,
            0,
            |g| {
                g.players[0].settlement.tombstone((7, 0));
                g.players[0].settlement.tombstone((4, 8));
            },
            4,
        ),
        (3, 0, |g| g.players[0].wrangles = 2, 6),
        (
            4,
            0,
            |g| {
                put(g, 0, Some(id::BANK), UP, 1, 3);
                put(g, 0, Some(id::HOTEL), UP, 4, 5);
                put(g, 0, None, UP, 4, 4);
            },
            4,
        ),
        (
            5,
            0,
            |g| {
                put(g, 0, Some(id::CROSSROADS), UP, 3, 3);
                g.players[0].ace_cards.push(Suit::Hearts);
                g.players[0].ace_cards.push(Suit::Clubs);
            },
            8,
        ),
        (6, 0, |g| g.players[0].gold = 5, 5),
        (7, 0, |g| g.players[0].bullets = 3, 6),
        (8, 3, |g| put(g, 0, Some(id::DEPUTYS_POST), UP, 4, 4), 6),
        (
            9,
            0,
            |g| {
                for hill in [(6, 0), (0, 6)] {
                    g.players[0].settlement.put_hill_bandit(hill);
                    g.players[0].hill_bandits += 1;
                }
            },
            8,
        ),
        (10, 0, |g| g.players[0].mining = 5, 7),
        (
            11,
            0,
            |g| {
                put_alleys(
                    g,
                    0,
                    &[(1, 4), (2, 4), (3, 4), (4, 4), (5, 4), (6, 4), (7, 4)],
                )
            },
            2,
        ),
        (
            12,
            0,
            |g| {
                put_alleys(
                    g,
                    0,
                    &[(4, 0), (4, 1), (4, 3), (4, 4), (4, 5), (4, 6), (4, 7)],
                )
            },
            2,
        ),
        (
            13,
            // Board 1 prints three bandits: 12 less 2 for each.
            6,
            |g| {
                for b in [(7, 0), (0, 4), (4, 8)] {
                    g.players[0].settlement.tombstone(b);
                }
            },
            12,
        ),
        (14, 4, |g| put(g, 0, Some(id::LONE_STEER), UP, 4, 4), 5),
        (
            15,
            0,
            |g| {
                put_alleys(g, 0, &[(4, 4), (3, 4), (2, 4), (1, 4)]);
                alley(g, 0, 1, 5); // gold
                alley(g, 0, 1, 6); // plain ground
            },
            1,
        ),
        (
            16,
            0,
            |g| {
                alley(g, 0, 4, 4);
                alley(g, 0, 4, 5);
            },
            2,
        ),
    ];
    for (partner, before, setup, after) in cases {
        for face_down in [true, false] {
            let mut g = Scenario::new().boards(&[1, 2]).gold(0, 0).build();
            if face_down {
                g.players[0].hidden_partner = Some(partner);
            } else {
                g.players[0].hidden_partner = None;
                g.players[0].partners = vec![partner];
            }
            assert_eq!(score(&g, 0, "partners"), before, "partner {partner} before");
            setup(&mut g);
            assert_eq!(score(&g, 0, "partners"), after, "partner {partner} after");
        }
    }
}

/// The partner kept face down scores at the end along with those gained face up.
#[test]
fn hidden_and_face_up_partners_both_score() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    g.players[0].hidden_partner = Some(14); // a point per cow: 4 on board 1
    g.players[0].partners = vec![8, 7]; // 3 per sheriff: 1; 2 per bullet: none
    assert_eq!(score(&g, 0, "partners"), 4 + 3);
}

/// The preacher pays 12 less 2 for every bandit standing at the end, hill bandits too, and
/// never takes points away.
#[test]
fn the_preachers_sermon_shrinks_with_every_bandit_standing() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    g.players[0].hidden_partner = Some(13);
    assert_eq!(
        g.players[0].settlement.bandits_standing(),
        3,
        "board 1's printed bandits"
    );
    assert_eq!(score(&g, 0, "partners"), 6);
    g.players[0].settlement.tombstone((7, 0));
    assert_eq!(score(&g, 0, "partners"), 8, "one shot");
    g.players[0].settlement.put_hill_bandit((6, 0));
    assert_eq!(score(&g, 0, "partners"), 6, "a hill bandit stands as well");
    // Every board, its hills filled one by one, down to nothing and no further.
    let mut most_standing = 0;
    for board in 1..=8 {
        let mut g = Scenario::new().boards(&[board]).build();
        g.players[0].hidden_partner = Some(13);
        loop {
            let standing = g.players[0].settlement.bandits_standing();
            most_standing = most_standing.max(standing);
            let expected = (12 - 2 * standing as i32).max(0);
            assert_eq!(
                score(&g, 0, "partners"),
                expected,
                "board {board}, {standing} standing"
            );
            let Some(&hill) = g.players[0].settlement.free_hills().first() else {
                break;
            };
            g.players[0].settlement.put_hill_bandit(hill);
        }
    }
    assert!(
        most_standing > 6,
        "some board went below nothing: {most_standing}"
    );
}

/// The most points wins; a tie goes to the most unused gold and bullets; still tied, the
/// victory is shared.
#[test]
fn winners_and_the_tie_break() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board_copy(1, 0)
        .gold(0, 3)
        .bullets(0, 1)
        .gold(1, 2)
        .bullets(1, 1)
        .build();
    assert!(g.winners().is_empty(), "not before the end");
    g.stage = Stage::Over;
    assert_eq!(g.scores()[0].total, g.scores()[1].total);
    assert_eq!(g.winners(), vec![0]);
    g.players[1].bullets = 2;
    assert_eq!(g.winners(), vec![0, 1], "shared");
    g.players[1].points.towns = 1;
    g.players[1].gold = 0;
    assert_eq!(g.winners(), vec![1], "points first");
}

/// Carpenters: stashed gold is spent. It scores its 2 points a gold, and no longer counts as
/// gold left over: not for the tie-break, not for the Banker.
#[test]
fn stashed_gold_counts_neither_for_the_tie_break_nor_the_banker() {
    let mut g = Scenario::new()
        .boards(&[2, 1])
        .wild(&[true, true])
        .gold(0, 5)
        .gold(1, 5)
        .build();
    g.queue
        .push_front(Task::Decide(0, Decision::Stash { max: 2 }));
    act(&mut g, 0, WtwAction::Stash { gold: 2 });
    assert_eq!(g.player(0).unwrap().gold, 3);
    // The Banker (1 a gold left over) face up for both.
    for p in &mut g.players {
        p.partners = vec![6];
    }
    g.stage = Stage::Over;
    assert_eq!(score(&g, 0, "wild"), 4);
    assert_eq!(score(&g, 0, "partners") + 2, score(&g, 1, "partners"));
    // Level the totals: the tie-break goes to the seat with more gold left, not stashed.
    let gap = g.scores()[0].total - g.scores()[1].total;
    g.players[1].points.towns += gap;
    assert_eq!(g.scores()[0].total, g.scores()[1].total);
    assert_eq!(g.winners(), vec![1]);
}
