//! The end of the game: death, five rounds, who wins (dollars, bounties, bullets, a roll-off)
//! and solo ranks.

use super::*;

#[test]
fn death_ends_the_game_with_that_beat_and_the_dead_do_not_score() {
    // r04 costs 2 lives from the east; with 2 lives that is death. g27 (a hazard, no
    // reward) on the way, so no heart comes first.
    let mut g = later_round(
        2,
        &[(1, "r04", false), (6, "g27", false), (2, "g27", false)],
        &[7, 12],
    );
    g.players[0].lives = 2;
    g.players[0].kept = vec![idx("r01")];
    g.players[1].kept = vec![idx("g02")];
    plan(&mut g, 0, None, &[6, 2, 1]);
    let events = plan(&mut g, 1, None, &[8, 9, 10]);
    assert!(events.contains(&WtEvent::Died { seat: 0 }));
    assert!(g.is_over());
    assert_eq!(
        g.winners(),
        vec![1],
        "the dead do not score, whatever their $"
    );
    assert_eq!(g.scores()[0].total, 0);
}

/// Death in the middle of a beat: the rest of that beat resolves, and there is no later beat
/// (the game ends with it). Here the gamble's die takes seat 0's last life.
#[test]
fn death_mid_beat_lets_the_beat_finish_and_no_later_beat_comes() {
    // g33 is free from the north-west corner (0 -> 5 on 4x4 moves south-east).
    let mut g = later_round(2, &[(5, "g33", false)], &[0, 15]);
    g.players[0].lives = 1;
    g.players[1].lives = 5;
    plan(&mut g, 0, None, &[5, 6, 7]);
    let mut events = plan(&mut g, 1, None, &[14, 13, 12]);
    assert_eq!(g.phase, Phase::Gamble { seat: 0 });
    events.extend(g.apply(Who::Chance, &WtAction::Gamble { die: 1 }).unwrap());
    assert!(events.contains(&WtEvent::Died { seat: 0 }));
    assert!(
        events.contains(&WtEvent::Gained {
            seat: 1,
            cell: 14,
            hearts: 1,
            bullets: 1
        }),
        "the rest of the beat resolves"
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtEvent::BeatStarted { beat: 2.., .. })));
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtEvent::Moved { seat: 0, cell: 6 })));
    assert!(g.is_over());
    assert_eq!(g.winners(), vec![1]);
}

#[test]
fn nobody_left_nobody_wins() {
    // r04 takes both lives at the path's third step (the two before give no heart).
    let mut g = later_round(
        1,
        &[(1, "r04", false), (4, "g27", false), (5, "g27", false)],
        &[8],
    );
    g.players[0].lives = 2;
    plan(&mut g, 0, None, &[5, 4, 1]);
    assert!(g.is_over());
    assert!(g.winners().is_empty());
}

#[test]
fn the_game_ends_after_five_rounds() {
    let mut g = table(1, &[]);
    g.round = ROUNDS;
    stand(&mut g, 0, 0);
    plan(&mut g, 0, None, &[1, 2, 5]);
    assert!(g.is_over());
    assert_eq!(g.winners(), vec![0], "solo: surviving is a win");
    assert_eq!(g.scores()[0].total, g.players[0].dollars());
}

#[test]
fn most_dollars_then_bounties_then_bullets_then_a_roll_off() {
    let mut g = table(3, &[]);
    g.players[0].kept = vec![idx("g07")]; // $5, one bounty
    g.players[1].kept = vec![idx("g02"), idx("g05"), idx("g08")]; // $6, three
    g.players[2].kept = vec![idx("g03"), idx("g04")]; // $6, two
    g.finish(&mut Vec::new());
    assert_eq!(g.winners(), vec![1], "more bounties");
    let mut g = table(2, &[]);
    g.players[0].kept = vec![idx("g03")];
    g.players[1].kept = vec![idx("g04")];
    g.players[0].bullets = 4;
    g.finish(&mut Vec::new());
    assert_eq!(g.winners(), vec![1], "more bullets");
    let mut g = table(2, &[]);
    g.finish(&mut Vec::new());
    assert_eq!(g.actor(), Actor::Chance, "a roll-off, as chance");
    g.apply(Who::Chance, &WtAction::RollOff { dice: vec![4, 4] })
        .unwrap();
    assert_eq!(g.actor(), Actor::Chance, "a tie rolls again");
    let events = g
        .apply(Who::Chance, &WtAction::RollOff { dice: vec![2, 5] })
        .unwrap();
    assert!(events.contains(&WtEvent::GameEnded { winners: vec![1] }));
    let mut g = table(2, &[]);
    g.options.shared_win = true;
    g.finish(&mut Vec::new());
    assert_eq!(g.winners(), vec![0, 1], "shared win, when chosen");
}

#[test]
fn the_final_view_keeps_every_throw_of_the_roll_off() {
    let mut g = table(3, &[]);
    g.finish(&mut Vec::new());
    g.apply(
        Who::Chance,
        &WtAction::RollOff {
            dice: vec![6, 2, 6],
        },
    )
    .unwrap();
    g.apply(Who::Chance, &WtAction::RollOff { dice: vec![3, 5] })
        .unwrap();
    let throws = g.view(None).roll_offs;
    assert_eq!(
        throws,
        vec![
            RollOffThrow {
                seats: vec![0, 1, 2],
                dice: vec![6, 2, 6]
            },
            RollOffThrow {
                seats: vec![0, 2],
                dice: vec![3, 5]
            },
        ],
        "who rolled what, in order, after the end"
    );
    assert_eq!(g.winners(), vec![2]);
    // A state saved before the throws were kept still loads.
    let mut saved = serde_json::to_value(&g).unwrap();
    saved.as_object_mut().unwrap().remove("roll_offs");
    let loaded: WildTiles = serde_json::from_value(saved).unwrap();
    assert!(loaded.view(None).roll_offs.is_empty());
}

#[test]
fn a_solo_rank_is_read_with_the_deck_it_was_played_with() {
    // The second edition's tables (a later edition has its own).
    let with = |deck| WtOptions {
        deck,
        edition: 2,
        ..WtOptions::default()
    };
    assert_eq!(
        WildTiles::solo_rank_in(&with(DeckChoice::Easy), 52),
        Some("deputy")
    );
    assert_eq!(
        WildTiles::solo_rank_in(&with(DeckChoice::Normal), 52),
        Some("tenderfoot")
    );
    assert_eq!(
        WildTiles::solo_rank_in(&with(DeckChoice::Hard), 95),
        Some("legend")
    );
    assert_eq!(
        WildTiles::solo_rank_in(&with(DeckChoice::Hard), 94),
        Some("marshal")
    );
    assert_eq!(
        WildTiles::solo_rank(0),
        Some("tenderfoot"),
        "the dead score 0"
    );
    for deck in [DeckChoice::Easy, DeckChoice::Normal, DeckChoice::Hard] {
        for edition in 1..=RULES_EDITION {
            for rival_gang in [false, true] {
                let options = WtOptions {
                    deck,
                    edition,
                    rival_gang,
                    ..WtOptions::default()
                };
                let t = crate::ranks::thresholds(&options);
                assert!(t.windows(2).all(|w| w[0] < w[1]), "{options:?}: bands rise");
            }
        }
    }
    // A game of the first deck keeps that deck's bands: 55 on normal was a Drifter then.
    let first = WtOptions {
        edition: 1,
        ..WtOptions::default()
    };
    assert_eq!(WildTiles::solo_rank_in(&first, 55), Some("drifter"));
    assert_eq!(
        WildTiles::solo_rank_in(&with(DeckChoice::Normal), 55),
        Some("tenderfoot")
    );
    // The view tells the live rank and the next band.
    let mut g = table(1, &[]);
    g.options.edition = 2;
    g.players[0].kept = vec![idx("g07")];
    let v = g.view(Some(0));
    assert_eq!(v.solo_rank.as_deref(), Some("tenderfoot"));
    assert_eq!(v.next_rank_at, Some(60));
}
