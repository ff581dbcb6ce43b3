//! Alleys from every source (a bonus space, a cattle contract, the General Store, the
//! Wheelwright): where they go, when they lapse for lack of room, and the towns they finish.

use super::*;

fn single() -> Decision {
    Decision::PlaceAlley {
        kind: AlleyKind::Single,
    }
}

fn extra(x: i8, y: i8) -> Decision {
    Decision::PlaceAlley {
        kind: AlleyKind::Extra { x, y },
    }
}

/// A bonus alley with no room left lapses: the last free space was the bonus itself.
#[test]
fn a_bonus_alley_with_no_room_lapses() {
    let mut g = sketched(&["x.a"]);
    alley(&mut g, 0, 0, 0);
    alley(&mut g, 0, 1, 0);
    let events = alley(&mut g, 0, 2, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 0,
        bullets: 0,
        alleys: 1
    }));
    assert_eq!(g.player(0).unwrap().alleys, 3);
    assert_dice_due(&g, "lapsed");
}

/// The 4-cow contract's two alleys: the first finishes a one-square town, the second has no
/// room and lapses.
#[test]
fn contract_alleys_finish_a_town_then_lapse() {
    let mut g = sketched(&["cccxA"]);
    place(&mut g, 0, id::LONE_STEER, UP, 3, 0);
    let events = act(&mut g, 0, WtwAction::Wrangle { cows: 4 });
    assert!(events.contains(&wrangled(0, 4, 4, Some(Reward::Alleys(2)))));
    assert_eq!(decision(&g), Some((0, single())));
    assert_eq!(legal(&g, 0), vec![WtwAction::PlaceAlley { x: 4, y: 0 }]);
    let events = act(&mut g, 0, WtwAction::PlaceAlley { x: 4, y: 0 });
    let bonus = content().scoreboard.town_bonus[0];
    assert!(events.contains(&WtwEvent::TownCompleted {
        seat: 0,
        town: 0,
        points: 4 + bonus
    }));
    assert_eq!(g.player(0).unwrap().alleys, 1);
    assert_dice_due(&g, "lapsed");
}

/// The General Store, surrounded, gives two alleys: the first finishes a town, the second
/// has no room and lapses.
#[test]
fn general_store_alleys_finish_a_town_then_lapse() {
    let mut g = sketched(&["x...", "hhhA"]);
    place(&mut g, 0, id::GENERAL_STORE, UP, 0, 0);
    assert_dice_due(&g, "not surrounded yet: no alleys");
    // The alley beside it leaves no room for a tile: the store is surrounded.
    alley(&mut g, 0, 3, 0);
    assert_eq!(decision(&g), Some((0, Decision::GeneralStore)));
    act(
        &mut g,
        0,
        WtwAction::GeneralStore {
            choice: StoreChoice::Alleys,
        },
    );
    assert_eq!(legal(&g, 0), vec![WtwAction::PlaceAlley { x: 3, y: 1 }]);
    let events = act(&mut g, 0, WtwAction::PlaceAlley { x: 3, y: 1 });
    assert!(events.iter().any(|e| matches!(
        e,
        WtwEvent::TownCompleted {
            seat: 0,
            town: 0,
            ..
        }
    )));
    assert_eq!(g.player(0).unwrap().alleys, 2);
    assert_dice_due(&g, "lapsed");
}

/// The Wheelwright's two alleys now, with room for one: the second lapses.
#[test]
fn wheelwright_alleys_with_no_room_lapse() {
    // The Wheelwright stands in column 0; (1,0) is the only free space.
    let mut g = sketched(&["x.", ".h", ".h"]);
    place(&mut g, 0, id::WHEELWRIGHT, UP, 0, 0);
    act(&mut g, 0, WtwAction::Wheelwright { alleys_now: true });
    assert_eq!(decision(&g), Some((0, single())));
    act(&mut g, 0, WtwAction::PlaceAlley { x: 1, y: 0 });
    assert_eq!(g.player(0).unwrap().alleys, 1);
    assert_dice_due(&g, "lapsed");
}

/// The Wheelwright's lasting benefit: its extra alley, with no free space beside the alley
/// just placed, lapses without asking.
#[test]
fn the_wheelwrights_extra_alley_lapses_with_no_room_beside() {
    let mut g = sketched(&["x.h.", ".h.."]);
    g.players[0].double_alleys = true;
    alley(&mut g, 0, 0, 0);
    assert_eq!(decision(&g), Some((0, extra(0, 0))));
    act(&mut g, 0, WtwAction::PlaceAlley { x: 1, y: 0 });
    assert_dice_due(&g, "the extra placed, nothing more");
    alley(&mut g, 0, 0, 1);
    assert_dice_due(&g, "(0,1) has no free space beside it: the extra lapses");
    assert_eq!(g.player(0).unwrap().alleys, 3);
}

/// With the Wheelwright's lasting benefit, one free alley comes with an extra one beside it;
/// two free alleys are already a pair and come with none.
#[test]
fn the_wheelwright_with_one_and_with_two_free_alleys() {
    let rows = ["......", "..x...", "......"];
    let mut g = sketched(&rows);
    g.players[0].double_alleys = true;
    roll_any(&mut g);
    act(&mut g, 0, WtwAction::FreeAlleys { count: 1 });
    act(&mut g, 0, WtwAction::PlaceAlley { x: 2, y: 1 });
    assert_eq!(decision(&g), Some((0, extra(2, 1))));
    act(&mut g, 0, WtwAction::PlaceAlley { x: 3, y: 1 });
    assert_eq!(g.player(0).unwrap().alleys, 2);
    assert_eq!(
        decision(&g),
        Some((1, Decision::Draft)),
        "seat 0's turn is over"
    );

    let mut g = sketched(&rows);
    g.players[0].double_alleys = true;
    roll_any(&mut g);
    act(&mut g, 0, WtwAction::FreeAlleys { count: 2 });
    act(&mut g, 0, WtwAction::PlaceAlley { x: 2, y: 1 });
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::PlaceAlley {
                kind: AlleyKind::NextTo { x: 2, y: 1 }
            }
        ))
    );
    act(&mut g, 0, WtwAction::PlaceAlley { x: 3, y: 1 });
    assert_eq!(g.player(0).unwrap().alleys, 2);
    assert_eq!(decision(&g), Some((1, Decision::Draft)), "no third alley");
}

/// With the Wheelwright's lasting benefit, each alley a contract or a board alley space gives
/// comes with an extra one beside it.
#[test]
fn the_wheelwright_doubles_contract_and_bonus_alleys() {
    // A contract's two alleys: four.
    let mut g = sketched(&["cccx..", "......"]);
    g.players[0].double_alleys = true;
    place(&mut g, 0, id::LONE_STEER, UP, 3, 0);
    act(&mut g, 0, WtwAction::Wrangle { cows: 4 });
    for (x, y) in [(4, 0), (5, 0), (3, 1), (4, 1)] {
        act(&mut g, 0, WtwAction::PlaceAlley { x, y });
    }
    assert_eq!(g.player(0).unwrap().alleys, 4);
    assert_dice_due(&g, "the four alleys placed");

    // A board alley space: its alley comes with an extra.
    let mut g = sketched(&["xa..", "...."]);
    g.players[0].double_alleys = true;
    alley(&mut g, 0, 0, 0);
    act(&mut g, 0, WtwAction::Pass);
    alley(&mut g, 0, 1, 0);
    // The extra of the alley on the bonus space, then the bonus alley and its extra.
    assert_eq!(decision(&g), Some((0, extra(1, 0))));
    act(&mut g, 0, WtwAction::Pass);
    assert_eq!(decision(&g), Some((0, single())));
    act(&mut g, 0, WtwAction::PlaceAlley { x: 2, y: 0 });
    assert_eq!(decision(&g), Some((0, extra(2, 0))));
    act(&mut g, 0, WtwAction::PlaceAlley { x: 3, y: 0 });
    assert_eq!(g.player(0).unwrap().alleys, 4);
    assert_dice_due(&g, "the bonus alley and its extra placed");
}
