//! Resolution: beats, cards entered together or later, who cannot pay, the specials (flipped,
//! healer, gamble, open, timed) and the refill.

use super::*;

#[test]
fn two_players_on_a_supply_together_both_pay_and_gain_and_a_later_one_gets_nothing() {
    // 5x5, three players. g20 (a heart and 3 bullets; 1 bullet from the north, blind from
    // the north-west) at cell 7: seat 0 comes from the north (cell 2), seat 1 from the
    // north-west (cell 1) in beat 1; seat 2 reaches it in beat 2.
    let mut g = later_round(3, &[(7, "g20", false)], &[2, 1, 11]);
    for p in &mut g.players {
        p.bullets = 5;
        p.lives = 5;
    }
    plan(&mut g, 0, None, &[7, 12, 17]);
    plan(&mut g, 1, None, &[7, 8, 9]);
    let events = plan(&mut g, 2, None, &[6, 7, 8, 13]);
    let gained: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            WtEvent::Gained { seat, cell: 7, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(gained, vec![0, 1]);
    assert!(events.contains(&WtEvent::Paid {
        seat: 0,
        cell: 7,
        lives: 0,
        bullets: 1
    }));
    assert!(
        !events.iter().any(|e| matches!(
            e,
            WtEvent::Paid {
                seat: 1,
                cell: 7,
                ..
            }
        )),
        "seat 1 came in by the blind corner"
    );
    assert!(!events.iter().any(|e| matches!(
        e,
        WtEvent::Paid {
            seat: 2,
            cell: 7,
            ..
        } | WtEvent::Gained {
            seat: 2,
            cell: 7,
            ..
        }
    )));
}

#[test]
fn every_last_step_resolves_together_in_the_final_beat() {
    // Paths of 3 and 5 steps: the first's step 3 resolves in the final beat, after beat 4.
    let mut g = later_round(2, &[], &[0, 15]);
    plan(&mut g, 0, None, &[1, 2, 3]);
    let events = plan(&mut g, 1, None, &[14, 13, 12, 8, 4]);
    let order: Vec<(u8, u8)> = events
        .iter()
        .filter_map(|e| match e {
            WtEvent::Moved { seat, cell } => Some((*seat, *cell)),
            _ => None,
        })
        .collect();
    assert_eq!(
        order,
        vec![
            (0, 1),
            (1, 14),
            (0, 2),
            (1, 13),
            (1, 12),
            (1, 8),
            (0, 3),
            (1, 4)
        ]
    );
    let beats: Vec<(u8, bool)> = events
        .iter()
        .filter_map(|e| match e {
            WtEvent::BeatStarted { beat, last } => Some((*beat, *last)),
            _ => None,
        })
        .collect();
    assert_eq!(
        beats,
        vec![(1, false), (2, false), (3, false), (4, false), (5, true)]
    );
}

#[test]
fn who_cannot_pay_stops_before_the_card() {
    // Seat 0 counts on the supply g18 (4 bullets) at cell 5 to pay the r04 (4 bullets) after
    // it (edition 1's deck); seat 1 takes the supply a beat earlier, so seat 0 arrives with
    // too few bullets.
    let mut g = later_round(2, &[(5, "g18", false), (9, "r04", false)], &[0, 6]);
    g.options.edition = 1;
    g.players[0].bullets = 2;
    plan(&mut g, 0, None, &[4, 5, 9, 13]);
    let events = plan(&mut g, 1, None, &[5, 10, 11]);
    assert!(events.contains(&WtEvent::CannotPay { seat: 0, cell: 9 }));
    assert_eq!(
        g.players[0].at,
        Some(5),
        "it stops on the last card it paid for"
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtEvent::Moved { seat: 0, cell: 13 })));
}

#[test]
fn a_flipped_card_gives_nothing_and_costs_nothing() {
    let mut g = later_round(2, &[(5, "r21", false)], &[4, 10]);
    plan(&mut g, 0, None, &[5, 6, 7]);
    g.players[1].lives = 4;
    let events = plan(&mut g, 1, None, &[9, 5, 1, 2]);
    assert!(!events.iter().any(|e| matches!(
        e,
        WtEvent::Paid {
            seat: 1,
            cell: 5,
            ..
        } | WtEvent::Gained {
            seat: 1,
            cell: 5,
            ..
        }
    )));
}

#[test]
fn the_healer_restores_hearts_only_as_the_last_card() {
    // g31: a heart, and 10 hearts as the last card of a path.
    let mut g = later_round(1, &[(8, "g31", false)], &[0]);
    g.players[0].lives = 3;
    let events = plan(&mut g, 0, None, &[1, 5, 8]);
    assert!(events.contains(&WtEvent::Healed { seat: 0 }));
    assert_eq!(g.players[0].lives, 10);
    let mut g = later_round(1, &[(4, "g31", false)], &[0]);
    g.players[0].lives = 3;
    plan(&mut g, 0, None, &[4, 8, 7]);
    assert_eq!(
        g.players[0].lives,
        3 + 3,
        "its heart and the two supplies' after it"
    );
}

#[test]
fn a_gamble_card_rolls_the_die_as_chance() {
    for (die, lives, bullets) in [
        (1, 9, 10),
        (2, 10, 8),
        (3, 10, 10),
        (5, 10, 12),
        (6, 10, 10),
    ] {
        // g33 is free from the north-east (entered moving south-west from cell 2 to 4).
        let mut g = later_round(1, &[(4, "g33", false)], &[2]);
        g.players[0].lives = 10;
        walk(&mut g, 0, None, &[4, 3, 6]).unwrap();
        act(&mut g, 0, WtAction::Lock).unwrap();
        assert_eq!(g.actor(), Actor::Chance);
        assert_eq!(g.phase, Phase::Gamble { seat: 0 });
        g.apply(Who::Chance, &WtAction::Gamble { die }).unwrap();
        let p = &g.players[0];
        // Then cells 3 and 6 (g22 from a side: a bullet, and a heart and a bullet back).
        assert_eq!((p.lives, p.bullets), ((lives + 2).min(10), bullets));
    }
}

#[test]
fn an_open_card_resolves_for_everyone_who_enters_it() {
    // g34 (two hearts, stays face up): seat 0 in beat 1, seat 1 in beat 2.
    let mut g = later_round(2, &[(5, "g34", false)], &[4, 10]);
    for p in &mut g.players {
        p.lives = 5;
    }
    plan(&mut g, 0, None, &[5, 6, 7]);
    let events = plan(&mut g, 1, None, &[9, 5, 1, 2]);
    let healed: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            WtEvent::Gained { seat, cell: 5, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(healed, vec![0, 1]);
}

/// The rule text: "All cards that have been resolved will be replaced." An open card resolves
/// for everyone who enters it during the round, then leaves like any other (edition 3); the
/// older editions kept it all game, and their games still play so.
#[test]
fn an_open_card_someone_entered_is_replaced_at_the_rounds_end() {
    for (edition, replaced) in [(RULES_EDITION, true), (2, false), (1, false)] {
        // g34 on cell 5, entered by both seats; g35 on cell 15, entered by nobody.
        let mut g = later_round(2, &[(5, "g34", false), (15, "g35", false)], &[4, 10]);
        g.options.edition = edition;
        plan(&mut g, 0, None, &[5, 6, 7]);
        let events = plan(&mut g, 1, None, &[9, 5, 1, 2]);
        let gained = events
            .iter()
            .filter(|e| matches!(e, WtEvent::Gained { cell: 5, .. }))
            .count();
        assert_eq!(gained, 2, "edition {edition}: it resolves for both");
        assert_eq!(g.phase, Phase::Dealing, "the round is over, the refill due");
        assert_eq!(
            g.cells[5].card.is_none(),
            replaced,
            "edition {edition}: replaced"
        );
        assert_eq!(g.discard.contains(&idx("g34")), replaced);
        assert_eq!(
            g.cells[15].card.map(|d| d.card),
            Some(idx("g35")),
            "an open card nobody entered stays"
        );
    }
}

#[test]
fn timed_cards_fill_a_slot_each_untouched_round_and_go_when_full() {
    // g36 has two slots: untouched in rounds 1 and 2, it is gone at the end of round 2.
    let mut g = table(1, &[(8, "g36", false)]);
    plan(&mut g, 0, Some(Dir::N), &[0, 1, 2]);
    assert_eq!(g.cells[8].card.unwrap().filled, 1);
    // Refill what was flipped, then round 2.
    while g.actor() == Actor::Chance {
        let a = g
            .sample_chance(&mut saloon_core::GameRng::chance(1))
            .unwrap();
        g.apply(Who::Chance, &a).unwrap();
    }
    for cell in [0, 1, 2] {
        put(&mut g, cell, FILLER, false);
    }
    let events = plan(&mut g, 0, None, &[5, 4, 3]);
    assert!(events.contains(&WtEvent::Vanished {
        cell: 8,
        card: idx("g36")
    }));
    assert_eq!(g.cells[8].card, None);
    assert!(g.discard.contains(&idx("g36")));
}

#[test]
fn an_empty_deck_takes_the_discards_and_none_left_leaves_the_place_empty() {
    let mut g = table(1, &[]);
    g.deck.clear();
    g.discard = vec![idx("g02")];
    g.cells[0].card = None;
    g.cells[1].card = None;
    g.phase = Phase::Dealing;
    let events = g
        .apply(
            Who::Chance,
            &WtAction::Deal {
                card: idx("g02"),
                upside_down: false,
            },
        )
        .unwrap();
    assert!(events.contains(&WtEvent::Reshuffled { cards: 1 }));
    assert_eq!(g.phase, Phase::Planning, "nothing left: cell 1 stays empty");
    assert_eq!(g.cells[1].card, None);
    // An empty place is walkable and does nothing.
    stand(&mut g, 0, 2);
    g.round = 2;
    plan(&mut g, 0, None, &[1, 4, 3]);
}
