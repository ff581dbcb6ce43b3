//! The rulebook's years, against the engine.

use super::*;

/// Mining Income at the start of each year: the value beside the mining marker; 2 gold in
/// year 1; a marker higher up earns more.
#[test]
fn mining_income_each_year() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    assert!(g.players.iter().all(|p| p.gold == 2));
    g.players[1].mining = 4;
    g.players[0].gold = 0;
    g.players[1].gold = 0;
    let events = end_year(&mut g, 1);
    assert!(events.contains(&WtwEvent::YearBegan { year: 2 }));
    assert!(events.contains(&WtwEvent::Income { seat: 0, gold: 2 }));
    assert!(events.contains(&WtwEvent::Income { seat: 1, gold: 4 }));
    assert_eq!(g.year(), 2);
    assert_eq!(g.player(0).unwrap().gold, 2);
    assert_eq!(g.player(1).unwrap().gold, 4);
}

/// Year 4: each player chooses the usual income, or 1 gold and two pickaxes.
#[test]
fn year_four_income_is_a_choice() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .mining(0, 1)
        .mining(1, 4)
        .gold(0, 0)
        .gold(1, 0)
        .build();
    end_year(&mut g, 3);
    answer_hill_bandits(&mut g);
    assert_eq!(g.year(), 4);
    // The first player has moved on: seat 0 began round 12, seat 1 begins round 13.
    assert_eq!(g.first_player, 1);
    assert_eq!(decision(&g), Some((1, Decision::Income)));
    assert_eq!(
        legal(&g, 1),
        vec![
            WtwAction::Income { pickaxes: false },
            WtwAction::Income { pickaxes: true }
        ]
    );
    act(&mut g, 1, WtwAction::Income { pickaxes: false });
    assert_eq!(g.player(1).unwrap().gold, 4);
    assert_eq!(decision(&g), Some((0, Decision::Income)));
    let events = act(&mut g, 0, WtwAction::Income { pickaxes: true });
    assert!(events.contains(&WtwEvent::Income { seat: 0, gold: 1 }));
    let p = g.player(0).unwrap();
    assert_eq!((p.gold, p.mining), (1, 3));
    // Two pickaxes from space 1 reach the hat: a second partner comes first.
    assert_eq!(decision(&g), Some((0, Decision::PickPartner)));
}

/// Year 4's "1 gold and two pickaxes" with the marker one space from the top: the first
/// pickaxe reaches the top, the second is lost (the track ends), the gold still comes.
#[test]
fn year_four_pickaxes_stop_at_the_top_of_the_track() {
    let top = content().mining.len() as u8 - 1;
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .mining(0, top - 1)
        .mining(1, top)
        .gold(0, 0)
        .gold(1, 0)
        .build();
    end_year(&mut g, 3);
    answer_hill_bandits(&mut g);
    assert_eq!(decision(&g), Some((1, Decision::Income)));
    // At the top already: the pickaxes are still a choice, worth the gold alone.
    let events = act(&mut g, 1, WtwAction::Income { pickaxes: true });
    assert!(!events.iter().any(|e| matches!(e, WtwEvent::Mined { .. })));
    assert_eq!(
        (g.player(1).unwrap().gold, g.player(1).unwrap().mining),
        (1, top)
    );
    let events = act(&mut g, 0, WtwAction::Income { pickaxes: true });
    let mined: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, WtwEvent::Mined { .. }))
        .collect();
    assert_eq!(
        mined,
        vec![&WtwEvent::Mined {
            seat: 0,
            space: top
        }]
    );
    let p = g.player(0).unwrap();
    assert_eq!((p.gold, p.mining), (1, top));
}

/// Year 4's income with seat 0 two spaces below the hat taking the pickaxes, after the
/// face-up supply (`supply: false`) and the deck (`deck: false`) were emptied.
fn at_the_hat(supply: bool, deck: bool) -> WildTiledWest {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .mining(0, HAT_SPACE - 2)
        .gold(0, 0)
        .gold(1, 0)
        .build();
    end_year(&mut g, 3);
    answer_hill_bandits(&mut g);
    if !supply {
        g.partner_supply.clear();
    }
    if !deck {
        g.partner_deck.clear();
    }
    act(&mut g, 1, WtwAction::Income { pickaxes: false });
    act(&mut g, 0, WtwAction::Income { pickaxes: true });
    assert_eq!(g.player(0).unwrap().mining, HAT_SPACE);
    g
}

/// The hat with no partner to pick (the face-up supply and the deck both empty): nothing is
/// asked, and the marker still moves.
#[test]
fn the_hat_with_no_partner_left_asks_nothing() {
    let g = at_the_hat(false, false);
    assert_ne!(decision(&g), Some((0, Decision::PickPartner)));
    assert!(g.player(0).unwrap().partners.is_empty());
}

/// The hat with only one kind of partner left: an empty face-up supply leaves the blind draw
/// from the deck, an empty deck leaves the face-up ones.
#[test]
fn the_hat_offers_what_is_left() {
    let g = at_the_hat(false, true);
    assert_eq!(decision(&g), Some((0, Decision::PickPartner)));
    assert_eq!(legal(&g, 0), vec![WtwAction::PickPartner { id: None }]);
    let g = at_the_hat(true, false);
    assert_eq!(decision(&g), Some((0, Decision::PickPartner)));
    assert!(!g.partner_supply.is_empty());
    assert_eq!(
        legal(&g, 0),
        g.partner_supply
            .iter()
            .map(|&id| WtwAction::PickPartner { id: Some(id) })
            .collect::<Vec<_>>()
    );
}

/// The first player marker passes clockwise every round; each round the players draft in
/// turn from the first player; four years of four rounds make sixteen.
#[test]
fn sixteen_rounds_over_four_years_first_player_rotates() {
    let mut g = Scenario::new()
        .boards(&[1, 2, 3, 4])
        .first_player(2)
        .build();
    let mut rng = GameRng::chance(5);
    let mut drafters: Vec<(u8, Seat, Seat)> = Vec::new();
    let mut rounds = Vec::new();
    let mut in_year = Vec::new();
    let mut years = Vec::new();
    let mut tussles = Vec::new();
    loop {
        let (who, action) = match g.actor() {
            Actor::GameOver => break,
            Actor::Chance => (Who::Chance, g.sample_chance(&mut rng).unwrap()),
            Actor::Seat(s) => {
                if g.awaiting().map(|(_, d)| d) == Some(&Decision::Draft) {
                    drafters.push((g.round(), g.first_player, s));
                }
                (Who::Seat(s), legal(&g, s)[0].clone())
            }
            other => panic!("unexpected {other:?}"),
        };
        for e in g.apply(who, &action).unwrap() {
            match e {
                WtwEvent::RoundEnded {
                    round,
                    year,
                    round_in_year,
                    rounds_in_year,
                } => {
                    rounds.push(round);
                    in_year.push((year, round_in_year, rounds_in_year));
                }
                WtwEvent::YearBegan { year } => years.push(year),
                WtwEvent::Tussle { year, .. } => tussles.push(year),
                _ => {}
            }
        }
    }
    assert_eq!(rounds, (1..=16).collect::<Vec<u8>>());
    // Each year's rounds, numbered within the year as the scoreboard's track has them.
    let per = content().scoreboard.rounds_per_year;
    let expected: Vec<(u8, u8, u8)> = (1..=4u8)
        .flat_map(|y| {
            let of = per[usize::from(y - 1)];
            (1..=of).map(move |r| (y, r, of))
        })
        .collect();
    assert_eq!(in_year, expected);
    assert_eq!(years, vec![2, 3, 4], "year 1 began at setup");
    assert_eq!(tussles, vec![1, 2, 3, 4]);
    for round in 1..=16u8 {
        let turns: Vec<&(u8, Seat, Seat)> =
            drafters.iter().filter(|(r, _, _)| *r == round).collect();
        assert_eq!(turns.len(), 4, "round {round}");
        let first = (2 + round - 1) % 4;
        for (k, (_, fp, s)) in turns.iter().enumerate() {
            assert_eq!(*fp, first, "round {round}");
            assert_eq!(*s, (first + k as u8) % 4, "round {round}");
        }
    }
}
