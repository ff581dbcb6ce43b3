//! Costs and supplies: a card's cost read on the side you arrive from, halves, the caps, and
//! the empty gun (reload, give up the highest bounty).

use super::*;

#[test]
fn the_cost_is_read_on_the_side_you_arrive_from() {
    // The Velvet Mask: north-east corner blind, 2 bullets elsewhere.
    let velvet = Dealt {
        card: idx("g01"),
        upside_down: false,
        filled: 0,
    };
    // Moving south-west into it, you arrive from its north-east corner.
    assert_eq!(
        velvet.cost_from(Dir::Sw.opposite(), RULES_EDITION),
        Cost::Blind
    );
    // Moving east, you arrive from the west.
    assert_eq!(
        velvet.cost_from(Dir::W, RULES_EDITION),
        Cost::Bullets { n: 2 }
    );
    let upside_down = Dealt {
        upside_down: true,
        ..velvet
    };
    assert_eq!(upside_down.cost_from(Dir::Sw, RULES_EDITION), Cost::Blind);
    assert_eq!(
        upside_down.cost_from(Dir::Ne, RULES_EDITION),
        Cost::Bullets { n: 2 }
    );
    // On the table: from the north-east it is free, with its heart.
    let mut g = later_round(1, &[(4, "g01", false)], &[2]);
    g.players[0].lives = 5;
    plan(&mut g, 0, None, &[4, 3, 6]);
    let p = &g.players[0];
    assert!(p.kept.contains(&idx("g01")));
    assert_eq!(
        p.lives,
        5 + 1 + 2,
        "its heart, and the two supplies' after it"
    );
    // Free from the north-east; the supplies cost a bullet from a side and give one back.
    assert_eq!(p.bullets, 10);
}

#[test]
fn half_your_bullets_rounded_up() {
    // g11 costs half from the north and the south.
    let mut g = later_round(1, &[(3, "g11", false)], &[0]);
    g.players[0].bullets = 7;
    plan(&mut g, 0, None, &[3, 6, 7]);
    // 7 - 4 = 3; the supplies after it cost a bullet from a side and give one back.
    assert_eq!(g.players[0].bullets, 3);
}

#[test]
fn paying_the_last_bullet_reloads_and_gives_up_the_highest_bounty() {
    let mut g = later_round(1, &[(3, "g11", false)], &[0]);
    g.players[0].bullets = 1;
    g.players[0].kept = vec![idx("g07"), idx("r01")]; // $5 and $8
    let events = plan(&mut g, 0, None, &[3, 6, 7]);
    assert!(events.contains(&WtEvent::Reloaded {
        seat: 0,
        gave_up: Some(idx("r01"))
    }));
    assert_eq!(g.players[0].kept, vec![idx("g07"), idx("g11")]);
    assert_eq!(g.players[0].empty_guns, 1);
    assert!(g.discard.contains(&idx("r01")));
}

#[test]
fn between_equal_highest_bounties_the_player_chooses() {
    let mut g = later_round(1, &[(3, "g11", false)], &[0]);
    g.players[0].bullets = 1;
    let (a, b) = (idx("g07"), idx("g16")); // both $5
    g.players[0].kept = vec![a, b, idx("g02")];
    plan(&mut g, 0, None, &[3, 6, 7]);
    assert_eq!(g.actor(), Actor::Seat(0));
    assert_eq!(
        g.legal_actions(0),
        vec![WtAction::GiveUp { card: a }, WtAction::GiveUp { card: b }]
    );
    refused(
        &mut g,
        0,
        WtAction::GiveUp { card: idx("g02") },
        WtError::NotTied,
    );
    act(&mut g, 0, WtAction::GiveUp { card: b }).unwrap();
    // g11 is a bounty too, kept once paid for.
    assert_eq!(g.players[0].kept, vec![a, idx("g02"), idx("g11")]);
    assert_ne!(g.actor(), Actor::Seat(0), "the resolution goes on");
}

#[test]
fn a_gamble_of_two_can_empty_the_gun() {
    let mut g = later_round(1, &[(4, "g33", false)], &[2]);
    g.players[0].bullets = 2;
    g.players[0].kept = vec![idx("g07"), idx("r01")];
    plan(&mut g, 0, None, &[4, 3, 6]);
    let events = g.apply(Who::Chance, &WtAction::Gamble { die: 2 }).unwrap();
    assert!(events.contains(&WtEvent::Reloaded {
        seat: 0,
        gave_up: Some(idx("r01"))
    }));
    assert_eq!(g.players[0].empty_guns, 1);
    assert_eq!(g.players[0].kept, vec![idx("g07")]);
}

#[test]
fn caps_ten_lives_twelve_bullets() {
    assert_eq!(crate::rules::planning::gain(9, 11, 3, 3), (10, 12));
    // g20 gives a heart and 3 bullets; r21 gives 3 hearts.
    let mut g = later_round(1, &[(3, "g20", false), (6, "r21", false)], &[0]);
    g.players[0].bullets = 11;
    g.players[0].lives = 9;
    plan(&mut g, 0, None, &[3, 6, 7]);
    let p = &g.players[0];
    assert_eq!(p.lives, 10);
    assert!(p.bullets <= 12);
}
