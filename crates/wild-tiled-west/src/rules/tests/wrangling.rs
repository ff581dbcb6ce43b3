//! The rulebook's wrangling, against the engine.

use super::*;

/// Becca's wrangle: a tile joins a tile placed earlier to two printed cows, 5 cows: 6
/// points and the 5-cow contract's large side (2 gold), which is then flipped: the next
/// 5-cow wrangle gets the small side (1 gold).
#[test]
fn beccas_wrangle_and_the_flipped_contract() {
    let mut g = Scenario::new().boards(&[1, 2]).board_copy(1, 0).build();
    for seat in [0, 1] {
        // Tile A, on a prior turn: a lone cow on the start.
        place(&mut g, seat, id::LONE_STEER, UP, 4, 4);
        assert_dice_due(&g, "1 cow");
        // Tile B joins it to the printed pasture at (6,2)-(7,3).
        place(&mut g, seat, id::CORRAL, UP, 5, 4);
        assert_eq!(decision(&g), wrangle_offer(seat, (6, 2), 5));
        assert_eq!(
            legal(&g, seat),
            vec![
                WtwAction::Wrangle { cows: 0 },
                WtwAction::Wrangle { cows: 3 },
                WtwAction::Wrangle { cows: 4 },
                WtwAction::Wrangle { cows: 5 },
            ]
        );
        let events = act(&mut g, seat, WtwAction::Wrangle { cows: 5 });
        let gold = if seat == 0 { 2 } else { 1 };
        assert!(events.contains(&wrangled(seat, 5, 6, Some(Reward::Gold(gold)))));
        let p = g.player(seat).unwrap();
        assert_eq!((p.gold, p.points.wrangles, p.wrangles), (2 + gold, 6, 1));
        assert!(g.flipped[1]);
        assert!(p
            .settlement
            .pastures()
            .iter()
            .any(|pa| pa.wrangled && pa.cows == 5));
    }
    assert_eq!(g.flipped, vec![false, true, false, false]);
}

/// A pasture may be wrangled for fewer cows than it holds, to claim another contract.
#[test]
fn wrangle_for_fewer_cows() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    grow_beccas_pasture(&mut g, 0);
    let events = act(&mut g, 0, WtwAction::Wrangle { cows: 4 });
    assert!(events.contains(&wrangled(0, 4, 4, Some(Reward::Alleys(2)))));
    assert_eq!(g.flipped, vec![true, false, false, false]);
    // The fencing contract's two alleys, placed at once.
    for _ in 0..2 {
        assert!(matches!(
            decision(&g),
            Some((0, Decision::PlaceAlley { .. }))
        ));
        let a = legal(&g, 0)[0].clone();
        act(&mut g, 0, a);
    }
    assert_eq!(g.player(0).unwrap().alleys, 2);
}

/// The largest wrangle is 7, however many cows the pasture holds.
#[test]
fn wrangle_at_most_seven() {
    let mut g = sketched(&["cccccccc", "x......."]);
    place(&mut g, 0, id::LONE_STEER, UP, 0, 1);
    assert_eq!(decision(&g), wrangle_offer(0, (0, 0), 9));
    assert_eq!(
        legal(&g, 0),
        [0, 3, 4, 5, 6, 7]
            .map(|cows| WtwAction::Wrangle { cows })
            .to_vec()
    );
    act(&mut g, 0, WtwAction::Wrangle { cows: 7 });
    let p = g.player(0).unwrap();
    assert_eq!((p.points.wrangles, p.points.contracts), (10, 4));
}

/// Wrangling is optional: a player may wait, and wrangle when a later tile grows the
/// pasture. A tile that does not grow it (a street beside it) gives no new chance.
#[test]
fn wait_and_wrangle_when_the_pasture_grows() {
    let mut g = sketched(&["ccx.", "...."]);
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    assert_eq!(decision(&g), wrangle_offer(0, (0, 0), 3));
    let events = act(&mut g, 0, WtwAction::Wrangle { cows: 0 });
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::Wrangled { .. })));
    assert_eq!(g.player(0).unwrap().wrangles, 0);
    assert!(g
        .player(0)
        .unwrap()
        .settlement
        .pastures()
        .iter()
        .all(|p| !p.wrangled));
    // A street beside the pasture neither creates nor expands it.
    alley(&mut g, 0, 2, 1);
    assert_dice_due(&g, "the pasture did not grow: no new chance");
    // Another cow joins: 4 now.
    place(&mut g, 0, id::LONE_STEER, UP, 3, 0);
    assert_eq!(decision(&g), wrangle_offer(0, (0, 0), 4));
    act(&mut g, 0, WtwAction::Wrangle { cows: 4 });
    assert_eq!(g.player(0).unwrap().points.wrangles, 4);
}

/// A pasture joined directly to one already wrangled cannot be wrangled; joined to one that
/// was not, it can, with all the cows.
#[test]
fn a_pasture_joined_to_a_wrangled_one_cannot_be_wrangled() {
    for wrangle_first in [true, false] {
        let mut g = sketched(&["ccx.cc", "....c."]);
        place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
        let cows = if wrangle_first { 3 } else { 0 };
        act(&mut g, 0, WtwAction::Wrangle { cows });
        // A cow between them joins the two pastures: 3 + 1 + 3 cows.
        place(&mut g, 0, id::LONE_STEER, UP, 3, 0);
        if wrangle_first {
            assert_dice_due(&g, "joined to a wrangled pasture: no chance");
            let pastures = g.player(0).unwrap().settlement.pastures();
            assert!(pastures.iter().any(|p| p.cows == 7 && p.wrangled));
        } else {
            assert_eq!(decision(&g), wrangle_offer(0, (0, 0), 7));
        }
    }
}

/// Only wrangles of 4 or more cows claim a cattle contract; a 3-cow wrangle scores 3.
#[test]
fn contracts_only_from_four_cows() {
    let mut g = sketched(&["ccx.", "...."]);
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    let events = act(&mut g, 0, WtwAction::Wrangle { cows: 3 });
    assert!(events.contains(&wrangled(0, 3, 3, None)));
    assert_eq!(g.flipped, vec![false; 4]);
    assert_eq!(g.player(0).unwrap().gold, 2);
}
