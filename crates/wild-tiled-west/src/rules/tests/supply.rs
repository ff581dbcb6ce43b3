//! The supply (RULES-NOTES, "Supply"): the box's counts are not limits.

use super::*;

/// The box holds 25 alleys, 15 cowpokes, 35 bullet-and-tombstone tokens and 30 gold, but
/// Saloon keeps them as counts and never runs out. With the whole box already on the
/// table, on the seat itself and on the other seat, a bonus space still pays its gold, its
/// bullet and its alley, the alley is laid, and a pasture is wrangled: each count goes one
/// past what the box holds.
#[test]
fn the_supply_never_runs_out() {
    const ALLEYS: u8 = 25;
    const COWPOKES: u8 = 15;
    const BULLETS: u8 = 35;
    const GOLD: u8 = 30;
    let out = |g: &mut WildTiledWest| {
        for p in &mut g.players {
            (p.alleys, p.wrangles, p.bullets, p.gold) = (ALLEYS, COWPOKES, BULLETS, GOLD);
        }
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
    let p = g.player(0).unwrap();
    assert_eq!(
        (p.gold, p.bullets),
        (GOLD + 1, BULLETS + 1),
        "paid past the box"
    );
    assert!(matches!(
        decision(&g),
        Some((0, Decision::PlaceAlley { .. }))
    ));
    act(&mut g, 0, WtwAction::PlaceAlley { x: 4, y: 0 });
    assert_eq!(g.player(0).unwrap().alleys, ALLEYS + 1, "the alley laid");

    let mut g = Scenario::new().boards(&[1, 2]).board(0, &["ccx."]).build();
    out(&mut g);
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    let events = act(&mut g, 0, WtwAction::Wrangle { cows: 3 });
    assert!(events.iter().any(|e| matches!(
        e,
        WtwEvent::Wrangled {
            seat: 0,
            cows: 3,
            ..
        }
    )));
    assert_eq!(
        g.player(0).unwrap().wrangles,
        COWPOKES + 1,
        "a cowpoke past the box"
    );
}
