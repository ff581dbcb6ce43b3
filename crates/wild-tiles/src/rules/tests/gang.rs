//! The rival gang, the solo variant: its die, the bounties it takes and bids for, and beating
//! it.

use super::*;

#[test]
fn the_gang_moves_by_the_die() {
    let mut g = gang_table();
    put(&mut g, 0, "g07", false); // $5, nearest by reading order among equals
    put(&mut g, 8, "r01", false); // $8, the richest
    assert_eq!(g.gang_target(4, 1), Some(1));
    assert_eq!(g.gang_target(4, 2), Some(5));
    assert_eq!(g.gang_target(4, 3), Some(7));
    assert_eq!(g.gang_target(4, 4), Some(3));
    assert_eq!(g.gang_target(1, 1), None, "off the grid: it stays");
    assert_eq!(g.gang_target(4, 5), Some(0), "toward the nearest bounty");
    assert_eq!(g.gang_target(4, 6), Some(8), "toward the richest");
}

#[test]
fn the_gang_takes_a_bounty_it_reaches_first_and_bids_the_die_when_together() {
    let mut g = gang_round(&[(1, "g07")], 6);
    plan(&mut g, 0, None, &[7, 8, 5]);
    assert_eq!(g.phase, Phase::GangMove);
    g.apply(Who::Chance, &WtAction::GangMove { die: 1 })
        .unwrap();
    assert_eq!(g.gang.as_ref().unwrap().kept, vec![idx("g07")]);
    // Together: the player bids, then the gang's die.
    let mut g = gang_round(&[(1, "g07")], 0);
    plan(&mut g, 0, None, &[1, 2, 5]);
    g.apply(Who::Chance, &WtAction::GangMove { die: 1 })
        .unwrap();
    assert_eq!(g.actor(), Actor::Simultaneous(vec![0]));
    bid(&mut g, 0, Stake::Bullets { n: 4 });
    assert_eq!(g.phase, Phase::GangBid);
    g.apply(Who::Chance, &WtAction::GangBid { die: 3 }).unwrap();
    assert!(g.players[0].kept.contains(&idx("g07")));
    assert_eq!(g.players[0].bullets, 10 - 4, "the bid, not the card's cost");
}

#[test]
fn a_tie_with_the_gangs_die_leaves_the_bounty_and_nobody_pays() {
    let mut g = gang_round(&[(1, "g07")], 0);
    plan(&mut g, 0, None, &[1, 2, 5]);
    g.apply(Who::Chance, &WtAction::GangMove { die: 1 })
        .unwrap();
    bid(&mut g, 0, Stake::Bullets { n: 3 });
    let events = g.apply(Who::Chance, &WtAction::GangBid { die: 3 }).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        WtEvent::BidsShown {
            winner: None,
            gang_won: false,
            ..
        }
    )));
    assert_eq!(g.players[0].bullets, 10, "nobody pays");
    assert!(g.gang.as_ref().unwrap().kept.is_empty());
    assert_eq!(g.cells[1].card.map(|d| d.card), Some(idx("g07")));
    assert_eq!(g.phase, Phase::GangMove, "the next beat");
}

#[test]
fn the_gang_stays_put_off_the_grid_or_with_no_bounty_and_moves_in_the_final_beat() {
    // No bounty on the grid: 5 and 6 have nowhere to go.
    let mut g = gang_round(&[], 0);
    assert_eq!(g.gang_target(4, 5), None);
    assert_eq!(g.gang_target(4, 6), None);
    plan(&mut g, 0, None, &[1, 2, 5]);
    let mut moves = Vec::new();
    // Beats 1 and 2, then the final beat: the gang rolls in each.
    for die in [5, 1, 6] {
        assert_eq!(g.phase, Phase::GangMove);
        let last = g.beat.last;
        let events = g.apply(Who::Chance, &WtAction::GangMove { die }).unwrap();
        for e in events {
            if let WtEvent::GangMoved { die, cell } = e {
                moves.push((die, cell, last));
            }
        }
    }
    // 5 with no bounty: stays on 4; 1: north to 1; 6 with no bounty: stays on 1.
    assert_eq!(moves, vec![(5, 4, false), (1, 1, false), (6, 1, true)]);
    // Off the grid: from the north edge, 1 stays.
    let mut g = gang_round(&[], 6);
    g.gang.as_mut().unwrap().at = 1;
    plan(&mut g, 0, None, &[7, 8, 5]);
    let events = g
        .apply(Who::Chance, &WtAction::GangMove { die: 1 })
        .unwrap();
    assert!(events.contains(&WtEvent::GangMoved { die: 1, cell: 1 }));
    assert_eq!(g.gang.as_ref().unwrap().at, 1);
}

#[test]
fn with_the_gang_you_win_only_with_more_dollars_than_it() {
    let mut g = gang_table();
    g.players[0].kept = vec![idx("g07")];
    g.gang.as_mut().unwrap().kept = vec![idx("g16")];
    g.finish(&mut Vec::new());
    assert!(g.winners().is_empty(), "a tie with the gang is not a win");
}

/// The view carries the gang's $ and the solo verdict, which agrees with who wins: more $
/// than the gang beats it, a tie does not, a death loses whatever the $.
#[test]
fn the_solo_view_carries_the_gangs_dollars_and_the_verdict() {
    let mut g = gang_table();
    g.players[0].kept = vec![idx("g07")];
    g.gang.as_mut().unwrap().kept = vec![idx("g16")];
    let (you, gang) = (g.players[0].dollars(), g.gang.as_ref().unwrap().dollars());
    let view = g.view(Some(0));
    assert_eq!(view.gang_dollars, Some(gang));
    assert_eq!(
        view.solo_verdict,
        Some(WtSoloVerdict::LostGang { you, gang })
    );
    g.finish(&mut Vec::new());
    assert!(g.winners().is_empty());

    let mut g = gang_table();
    g.players[0].kept = vec![idx("r01")];
    g.gang.as_mut().unwrap().kept = vec![idx("g07")];
    let (you, gang) = (g.players[0].dollars(), g.gang.as_ref().unwrap().dollars());
    assert!(you > gang);
    assert_eq!(
        g.view(None).solo_verdict,
        Some(WtSoloVerdict::BeatGang { you, gang })
    );
    g.players[0].alive = false;
    assert_eq!(g.view(Some(0)).solo_verdict, Some(WtSoloVerdict::Dead));

    let g = table(1, &[]);
    let view = g.view(Some(0));
    assert_eq!(
        (view.gang_dollars, view.solo_verdict),
        (None, Some(WtSoloVerdict::Score { you: 0 }))
    );
    assert_eq!(table(2, &[]).view(Some(0)).solo_verdict, None, "not solo");
}

#[test]
fn the_rival_gang_is_a_solo_variant() {
    let options = WtOptions {
        rival_gang: true,
        ..WtOptions::default()
    };
    assert!(WildTiles::new(&options, 2).is_err());
    assert!(WildTiles::new(&options, 1).is_ok());
}

/// A rival-gang game is ranked on a table of its own from edition 3 (the gang takes bounties
/// from you, so the plain table left nearly every gang game a Tenderfoot); a gang game of an
/// older edition keeps the plain table it was shown.
#[test]
fn a_rival_gang_game_is_ranked_on_its_own_table() {
    let options = |edition, rival_gang| WtOptions {
        deck: DeckChoice::Normal,
        edition,
        rival_gang,
        ..WtOptions::default()
    };
    assert_eq!(
        WildTiles::solo_rank_in(&options(RULES_EDITION, true), 30),
        Some("deputy")
    );
    assert_eq!(
        WildTiles::solo_rank_in(&options(RULES_EDITION, false), 30),
        Some("tenderfoot")
    );
    assert_eq!(
        WildTiles::solo_rank_in(&options(2, true), 30),
        Some("tenderfoot"),
        "an older gang game keeps its rank"
    );
    assert_eq!(
        WildTiles::solo_rank_in(&options(2, true), 70),
        WildTiles::solo_rank_in(&options(2, false), 70)
    );
    // The view's live rank reads the same table.
    let mut g = gang_table();
    g.players[0].kept = vec![idx("g07"), idx("r01"), idx("g01"), idx("g16")];
    let score = g.players[0].dollars();
    let v = g.view(Some(0));
    assert_eq!(
        v.solo_rank.as_deref(),
        WildTiles::solo_rank_in(&g.options, score)
    );
    assert_ne!(
        v.solo_rank.as_deref(),
        WildTiles::solo_rank_in(&options(RULES_EDITION, false), score)
    );
}
