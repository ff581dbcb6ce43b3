//! Secret bids: a bounty reached together goes to the highest bid; ties, limits, and bids of
//! everything a seat has.

use super::*;

#[test]
fn a_bounty_reached_together_goes_to_the_highest_secret_bid() {
    let mut g = together_on("g01");
    assert_eq!(g.phase, Phase::Bidding);
    assert_eq!(g.actor(), Actor::Simultaneous(vec![0, 1]));
    bid(&mut g, 0, Stake::Lives { n: 3 });
    // Seat 1 cannot see seat 0's bid.
    assert_eq!(g.view(Some(1)).players[0].bid, None);
    assert!(g.view(Some(1)).players[0].has_bid);
    let events = bid(&mut g, 1, Stake::Bullets { n: 2 });
    assert!(events.iter().any(|e| matches!(
        e,
        WtEvent::BidsShown {
            winner: Some(0),
            ..
        }
    )));
    assert!(events.contains(&WtEvent::Paid {
        seat: 0,
        cell: 7,
        lives: 3,
        bullets: 0
    }));
    assert!(events.contains(&WtEvent::Gained {
        seat: 0,
        cell: 7,
        hearts: 1,
        bullets: 0
    }));
    assert!(g.players[0].kept.contains(&idx("g01")));
    assert_eq!(g.players[1].bullets, 10, "the loser pays nothing");
    assert!(g.players[1].kept.is_empty());
}

#[test]
fn a_tie_at_the_top_leaves_the_bounty_and_nobody_pays() {
    let mut g = later_round(3, &[(7, "g01", false)], &[2, 12, 13]);
    plan(&mut g, 0, None, &[7, 8, 9]);
    plan(&mut g, 1, None, &[7, 6, 5]);
    // Seat 2 reaches it alone a beat later, from the east (8 -> 7 moves west).
    plan(&mut g, 2, None, &[8, 7, 11, 16]);
    bid(&mut g, 0, Stake::Lives { n: 3 });
    let events = bid(&mut g, 1, Stake::Bullets { n: 3 });
    assert!(events.iter().any(|e| matches!(
        e,
        WtEvent::BidsShown {
            winner: None,
            gang_won: false,
            ..
        }
    )));
    assert_eq!((g.players[0].lives, g.players[1].bullets), (10, 10));
    assert!(
        g.players[2].kept.contains(&idx("g01")),
        "the bounty stayed for a later beat"
    );
}

#[test]
fn bids_cannot_exceed_what_you_have() {
    let mut g = together_on("g01");
    refused(
        &mut g,
        0,
        WtAction::Bid {
            stake: Stake::Bullets { n: 11 },
        },
        WtError::BidTooHigh,
    );
    refused(
        &mut g,
        0,
        WtAction::Bid {
            stake: Stake::Lives { n: 0 },
        },
        WtError::ZeroLives,
    );
    assert_eq!(g.legal_actions(0).len(), 11 + 10);
}

#[test]
fn a_winning_bid_of_all_your_lives_is_death() {
    let mut g = together_on("g01");
    g.players[0].lives = 4;
    bid(&mut g, 0, Stake::Lives { n: 4 });
    let events = bid(&mut g, 1, Stake::Bullets { n: 2 });
    assert!(events.contains(&WtEvent::Died { seat: 0 }));
    assert!(!events.iter().any(|e| matches!(e, WtEvent::Took { .. })));
    assert!(
        matches!(g.phase, Phase::RollOff | Phase::Over),
        "the game ends with the beat"
    );
    assert_eq!(g.scores()[0].total, 0);
}

#[test]
fn a_winning_bid_of_all_your_bullets_empties_the_gun() {
    let mut g = together_on("g01");
    g.players[0].kept = vec![idx("r01")];
    bid(&mut g, 0, Stake::Bullets { n: 10 });
    let events = bid(&mut g, 1, Stake::Bullets { n: 2 });
    assert!(events.contains(&WtEvent::Reloaded {
        seat: 0,
        gave_up: Some(idx("r01"))
    }));
    assert!(g.players[0].kept.contains(&idx("g01")), "and takes it");
    assert!(!g.players[0].kept.contains(&idx("r01")));
    assert_eq!(g.players[0].empty_guns, 1);
}

#[test]
fn a_seat_that_cannot_pay_does_not_bid() {
    // As `together_on("g01")`, but seat 0 has lost bullets since it planned (g01 asks 2 from
    // the north): it stops, and seat 1 takes the bounty alone, paying its own side's cost.
    let mut g = later_round(3, &[(7, "g01", false)], &[2, 12, 24]);
    plan(&mut g, 0, None, &[7, 8, 9]);
    g.players[0].bullets = 1;
    plan(&mut g, 1, None, &[7, 6, 5]);
    let events = plan(&mut g, 2, None, &[23, 22, 21]);
    assert!(events.contains(&WtEvent::CannotPay { seat: 0, cell: 7 }));
    assert!(!events.iter().any(|e| matches!(e, WtEvent::Collided { .. })));
    assert!(g.players[1].kept.contains(&idx("g01")));
    assert_eq!(g.players[0].at, Some(2), "it stays where it was");
}

#[test]
fn a_tie_on_a_timed_bounty_counts_as_entered() {
    // g36 (2 slots) reached together by seats 0 and 1, equal bids: it stays, unfilled.
    let mut g = together_on("g36");
    for seat in [0, 1] {
        act(
            &mut g,
            seat,
            WtAction::Bid {
                stake: Stake::Bullets { n: 3 },
            },
        )
        .unwrap();
    }
    assert_eq!(g.phase, Phase::Dealing, "the round is over");
    let left = g.cells[7].card.unwrap();
    assert_eq!(left.card, idx("g36"));
    assert_eq!(left.filled, 0, "no slot fills");
}

#[test]
fn a_bots_sample_takes_back_the_sealed_bid_it_made_up_and_only_that() {
    use saloon_core::{BotTuning, GameRng};
    let mut g = together_on("g01");
    bid(&mut g, 0, Stake::Lives { n: 3 });
    // Seat 1's sample makes seat 0's bid up (bullets, never the lives it bid).
    let mut sample = g.determinize_for(1, &mut GameRng::stream(5, 1));
    assert!(matches!(sample.players[0].bid, Some(Stake::Bullets { .. })));
    assert!(sample.reopen_hidden(1));
    assert_eq!(sample.players[0].bid, None, "seat 0 is to bid again");
    assert_eq!(sample.actor(), Actor::Simultaneous(vec![0, 1]));
    // Seat 1 bid first: seat 0's sample takes back the bid it made up for seat 1.
    let mut own = together_on("g01");
    bid(&mut own, 1, Stake::Bullets { n: 4 });
    let mut first = own.determinize_for(0, &mut GameRng::stream(5, 1));
    assert!(first.players[1].bid.is_some());
    assert!(first.reopen_hidden(0));
    assert_eq!((first.players[0].bid, first.players[1].bid), (None, None));
    // While planning the tree plans the other paths: nothing is reopened.
    let mut planning = later_round(3, &[(7, "g01", false)], &[2, 12, 24]);
    let before = planning.clone();
    assert!(!planning.reopen_hidden(0));
    assert_eq!(planning, before);
}
