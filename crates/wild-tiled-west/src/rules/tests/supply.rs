//! The supply (RULES-NOTES, "Supply"): the box's counts are not limits.

use super::*;

/// The box holds 25 alleys, 15 cowpokes, 35 bullet-and-tombstone tokens and 30 gold, but
/// Saloon keeps them as counts and never runs out: with every one of them out already (on
/// the other seat), a bonus still pays gold, a bullet and an alley, and a pasture may still
/// be wrangled.
#[test]
fn the_supply_never_runs_out() {
    let out = |g: &mut WildTiledWest| {
        let p = &mut g.players[1];
        (p.alleys, p.wrangles, p.bullets, p.gold) = (25, 15, 35, 30);
    };
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .board(0, &["xgba.", "....."])
        .build();
    out(&mut g);
    let events = place(&mut g, 0, id::BOARDWALK, UP, 0, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 1,
        bullets: 1,
        alleys: 1
    }));
    assert!(matches!(
        decision(&g),
        Some((0, Decision::PlaceAlley { .. }))
    ));
    act(&mut g, 0, WtwAction::PlaceAlley { x: 4, y: 0 });
    assert_eq!(g.player(0).unwrap().alleys, 1);

    let mut g = Scenario::new().boards(&[1, 2]).board(0, &["ccx."]).build();
    out(&mut g);
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    act(&mut g, 0, WtwAction::Wrangle { cows: 3 });
    assert_eq!(g.player(0).unwrap().wrangles, 1);
}
