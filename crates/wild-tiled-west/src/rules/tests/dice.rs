//! The rulebook's dice, against the engine.

use super::*;

/// Two or more dice on one number: one stays, the others take the next numbers; a die
/// showing its highest value that must move becomes 1.
#[test]
fn colliding_dice_move_up_and_wrap_to_one() {
    let mut g = Scenario::new().boards(&[1, 2, 3, 4]).build();
    let events = roll(&mut g, &[20, 20, 20], &[8, 8]);
    let expected = vec![prairie(1), prairie(2), prairie(20), river(1), river(8)];
    assert_eq!(g.dice(), &expected[..]);
    assert_eq!(events, vec![WtwEvent::DiceRolled { dice: expected }]);
    // Johnny's example: 4 and 17, and two river 8s.
    let mut g = Scenario::new().boards(&[1, 2, 3, 4]).build();
    roll(&mut g, &[4, 17, 17], &[8, 8]);
    assert_eq!(
        g.dice(),
        &[prairie(4), prairie(17), prairie(18), river(1), river(8)]
    );
}

/// A die on an entirely empty row moves to the next number, even during a round.
/// The log pairs each die with its own move: a die that moves past another is one move (7 to
/// 9), not two by sorted position (7 to 8 and 8 to 9), and the die it passed does not move.
#[test]
fn a_die_that_moves_past_another_is_one_move() {
    let mut g = Scenario::new().boards(&[1, 2, 3, 4]).build();
    // West row 2 keeps one tile, in its westmost stack: dice 2 (from the west) and 7 (from
    // the east) both look along it; die 8 looks along west row 3, which stays full.
    let row: Vec<usize> = (1..=4).map(|c| stack_index(Half::West, 2, c)).collect();
    for &s in &row {
        g.market.counts[s] = 0;
    }
    g.market.counts[row[0]] = 1;
    g.market.costs[row[0]] = 0;
    roll(&mut g, &[2, 7, 8], &[1, 6]);
    assert_eq!(
        g.dice(),
        &[prairie(2), prairie(7), prairie(8), river(1), river(6)]
    );
    let events = act(
        &mut g,
        0,
        WtwAction::Draft {
            die: prairie(2),
            stack: row[0] as u8,
            jumps: 0,
        },
    );
    let moves: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, WtwEvent::DieMoved { .. }))
        .collect();
    assert_eq!(
        moves,
        vec![&WtwEvent::DieMoved {
            from: prairie(7),
            to: prairie(9)
        }],
        "die 7 moves past die 8, which stays"
    );
    assert_eq!(g.dice(), &[prairie(8), prairie(9), river(1), river(6)]);
}

#[test]
fn a_die_whose_row_empties_moves_on() {
    let mut g = Scenario::new().boards(&[1, 2, 3, 4]).build();
    // West row 2 keeps one tile, in its westmost stack: dice 2 (from the west) and 7 (from
    // the east) can both draft it.
    let row: Vec<usize> = (1..=4).map(|c| stack_index(Half::West, 2, c)).collect();
    for &s in &row {
        g.market.counts[s] = 0;
    }
    g.market.counts[row[0]] = 1;
    g.market.costs[row[0]] = 0;
    // A die rolled onto an empty row moves on at once: west row 3 is empty too.
    let row3: Vec<usize> = (1..=4).map(|c| stack_index(Half::West, 3, c)).collect();
    for &s in &row3 {
        g.market.counts[s] = 0;
    }
    roll(&mut g, &[2, 7, 3], &[1, 6]);
    assert_eq!(
        g.dice(),
        &[prairie(2), prairie(4), prairie(7), river(1), river(6)],
        "3 lands on 4"
    );
    let stack = row[0] as u8;
    assert!(legal(&g, 0).contains(&WtwAction::Draft {
        die: prairie(7),
        stack,
        jumps: 0
    }));
    let events = act(
        &mut g,
        0,
        WtwAction::Draft {
            die: prairie(2),
            stack,
            jumps: 0,
        },
    );
    // West row 2 is empty now: die 7 moves on, past 8 (west row 3, seen from the east, is
    // empty too) to 9.
    assert!(events.contains(&WtwEvent::DieMoved {
        from: prairie(7),
        to: prairie(9)
    }));
    assert_eq!(
        g.dice(),
        &[prairie(4), prairie(9), river(1), river(6)],
        "die 2 is set aside"
    );
}

/// A die with no slot to land on (the market empty along every line) is set aside; the
/// drafter may still build free alleys.
#[test]
fn dice_with_nowhere_to_land_are_set_aside() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    g.market.counts = vec![0; g.market.counts.len()];
    let events = roll_any(&mut g);
    assert_eq!(events, vec![WtwEvent::DiceRolled { dice: vec![] }]);
    assert!(g.dice().is_empty());
    assert_eq!(
        legal(&g, 0),
        vec![
            WtwAction::FreeAlleys { count: 1 },
            WtwAction::FreeAlleys { count: 2 }
        ]
    );
}

/// Drafting: the die is set aside, the stack's gold cost is paid, the tile is placed next.
#[test]
fn drafting_removes_the_die_and_pays_the_cost() {
    let mut g = Scenario::new().boards(&[1, 2, 3, 4]).build();
    roll(&mut g, &[1, 3, 12], &[2, 6]);
    // Prairie die 1 looks along the west half's north row: Powder Alley, 1 gold.
    let stack = stack_index(Half::West, 1, 1);
    let d = design_at(g.market.layout, stack).unwrap();
    assert_eq!(d.cost, 1);
    let before = g.market.counts[stack];
    let events = act(
        &mut g,
        0,
        WtwAction::Draft {
            die: prairie(1),
            stack: stack as u8,
            jumps: 0,
        },
    );
    assert!(events.contains(&WtwEvent::Drafted {
        seat: 0,
        design: d.id,
        gold: 1
    }));
    assert_eq!(g.player(0).unwrap().gold, 1);
    assert_eq!(g.market.counts[stack], before - 1);
    assert!(!g.dice().contains(&prairie(1)));
    assert_eq!(g.dice().len(), 4);
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::PlaceTile {
                design: d.id,
                on_signpost: false
            }
        ))
    );
    // A drafted tile must be placed: nothing else will do.
    assert!(legal(&g, 0)
        .iter()
        .all(|a| matches!(a, WtwAction::Place { .. })));
}

/// A tile that costs more gold than the drafter has is not on offer.
#[test]
fn a_drafter_cannot_pay_more_than_they_have() {
    let mut g = Scenario::new().boards(&[1, 2, 3, 4]).gold(0, 0).build();
    roll(&mut g, &[1, 3, 12], &[2, 6]);
    let stack = stack_index(Half::West, 1, 1) as u8;
    let draft = WtwAction::Draft {
        die: prairie(1),
        stack,
        jumps: 0,
    };
    assert!(!legal(&g, 0).contains(&draft));
    let before = g.clone();
    assert_eq!(g.apply(Who::Seat(0), &draft), Err(WtwError::NotAChoice));
    assert_eq!(g, before);
}

/// Claim jumping: with a river die, pay 1 gold per non-empty stack jumped (empty ones are
/// free), plus the cost of the tile jumped to; prairie dice never jump.
#[test]
fn claim_jumping_is_for_river_dice_at_a_gold_a_stack() {
    let mut g = Scenario::new().boards(&[1, 2, 3, 4]).build();
    // River die 3 enters the west half's second column from its south end.
    roll(&mut g, &[1, 3, 12], &[3, 6]);
    let col: Vec<u8> = (1..=5)
        .rev()
        .map(|r| stack_index(Half::West, r, 2) as u8)
        .collect();
    let mut options: Vec<(u8, u8)> = legal(&g, 0)
        .into_iter()
        .filter_map(|a| match a {
            WtwAction::Draft { die, stack, jumps } if die == river(3) => Some((stack, jumps)),
            _ => None,
        })
        .collect();
    options.sort_by_key(|&(_, jumps)| jumps);
    // 2 gold: the nearest (Cattle Crossing, 2 gold), the General Store behind it (1 jump),
    // the next (2 jumps); the Bank after them would cost 3 jumps + 1.
    assert_eq!(options, vec![(col[0], 0), (col[1], 1), (col[2], 2)]);
    // Prairie dice: only the nearest stack, never a jump.
    assert!(legal(&g, 0).iter().all(|a| match a {
        WtwAction::Draft { die, jumps, .. } if die.kind == DieKind::Prairie => *jumps == 0,
        _ => true,
    }));
    let prairie_one = legal(&g, 0)
        .iter()
        .filter(|a| matches!(a, WtwAction::Draft { die, .. } if *die == prairie(1)))
        .count();
    assert_eq!(prairie_one, 1);
    let mut h = g.clone();
    act(
        &mut h,
        0,
        WtwAction::Draft {
            die: river(3),
            stack: col[2],
            jumps: 2,
        },
    );
    assert_eq!(h.player(0).unwrap().gold, 0);
    assert!(!h.dice().contains(&river(3)), "the die is removed as usual");
    // An empty stack is jumped for free.
    g.market.counts[usize::from(col[1])] = 0;
    let mut h = g.clone();
    act(
        &mut h,
        0,
        WtwAction::Draft {
            die: river(3),
            stack: col[2],
            jumps: 1,
        },
    );
    assert_eq!(h.player(0).unwrap().gold, 1);
}

/// Instead of drafting, build one alley or two adjacent alleys.
#[test]
fn free_alleys_one_or_two_adjacent() {
    let mut g = Scenario::new().boards(&[1, 2]).board_copy(1, 0).build();
    roll_any(&mut g);
    assert!(legal(&g, 0).contains(&WtwAction::FreeAlleys { count: 1 }));
    assert!(legal(&g, 0).contains(&WtwAction::FreeAlleys { count: 2 }));
    let dice = g.dice().to_vec();
    act(&mut g, 0, WtwAction::FreeAlleys { count: 2 });
    assert_eq!(g.dice(), &dice[..], "no die is used");
    // The first alley is the first tile: it covers the start.
    assert_eq!(legal(&g, 0), vec![WtwAction::PlaceAlley { x: 4, y: 4 }]);
    act(&mut g, 0, WtwAction::PlaceAlley { x: 4, y: 4 });
    let second = legal(&g, 0);
    assert_eq!(second.len(), 4);
    let before = g.clone();
    assert_eq!(
        g.apply(Who::Seat(0), &WtwAction::PlaceAlley { x: 6, y: 4 }),
        Err(WtwError::NotAChoice),
        "not adjacent"
    );
    assert_eq!(g, before);
    act(&mut g, 0, WtwAction::PlaceAlley { x: 5, y: 4 });
    assert_eq!(g.player(0).unwrap().alleys, 2);
    // Seat 0's turn is over.
    assert_eq!(decision(&g), Some((1, Decision::Draft)));
    act(&mut g, 1, WtwAction::FreeAlleys { count: 1 });
    act(&mut g, 1, WtwAction::PlaceAlley { x: 4, y: 4 });
    assert_eq!(g.player(1).unwrap().alleys, 1);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
}

/// A drafter with nothing they can do (no tile fits, no room for an alley) is skipped.
#[test]
fn a_drafter_with_nothing_legal_is_skipped() {
    let mut g = Scenario::new().boards(&[1, 2]).board(0, &["x"]).build();
    put(&mut g, 0, None, UP, 0, 0);
    roll_any(&mut g);
    assert_eq!(decision(&g), Some((1, Decision::Draft)));
    assert_eq!(g.turns_taken, 1);
    assert_eq!(g.player(0).unwrap().gold, 2);
}

/// A Sawmill flip uses no die but takes a tile: when it takes a row's last tile, the dice on
/// that row move on at once, as after a draft.
#[test]
fn dice_settle_again_after_a_sawmill_flip_empties_a_row() {
    let mut g = Scenario::new().boards(&[1, 2, 3, 4]).gold(0, 9).build();
    g.players[0].sawmill = Some(SawmillState::Ready);
    g.players[0].sawmill_flips = 1;
    // West row 2 keeps one tile: dice 2 (from the west) and 7 (from the east) are on it.
    let row: Vec<usize> = (1..=4).map(|c| stack_index(Half::West, 2, c)).collect();
    for &s in &row {
        g.market.counts[s] = 0;
    }
    g.market.counts[row[0]] = 1;
    roll(&mut g, &[2, 7, 12], &[1, 6]);
    assert!(g.dice().contains(&prairie(2)) && g.dice().contains(&prairie(7)));
    let events = act(
        &mut g,
        0,
        WtwAction::Sawmill {
            stack: row[0] as u8,
        },
    );
    for from in [prairie(2), prairie(7)] {
        assert!(
            events
                .iter()
                .any(|e| matches!(e, WtwEvent::DieMoved { from: f, .. } if *f == from)),
            "{from:?} moves on"
        );
        assert!(!g.dice().contains(&from));
    }
    assert_eq!(g.dice().len(), 5, "no die is used");
}

/// The river dice a seat may use with `jumps` 0, and the stacks they offer.
fn river_drafts(g: &WildTiledWest, die: Slot) -> Vec<u8> {
    legal(g, 0)
        .into_iter()
        .filter_map(|a| match a {
            WtwAction::Draft {
                die: d,
                stack,
                jumps: 0,
            } if d == die => Some(stack),
            _ => None,
        })
        .collect()
}

/// The river runs down the middle columns of each half (edition 3 on): river die 1 enters the
/// west half's second column from the north, die 3 the same column from the south; the view
/// tells the screen where each river slot sits and which stacks are the river's.
#[test]
fn river_dice_enter_the_middle_columns_from_both_ends() {
    use crate::market::{MarketLayout, RiverEnd, RiverSlotPlace};
    let mut g = Scenario::new().boards(&[1, 2]).build();
    roll(&mut g, &[2, 12], &[1]);
    assert_eq!(
        river_drafts(&g, river(1)),
        vec![stack_index(Half::West, 1, 2) as u8]
    );
    let mut h = Scenario::new().boards(&[1, 2]).build();
    roll(&mut h, &[2, 12], &[3]);
    let south_end = stack_index(Half::West, 5, 2);
    assert_eq!(river_drafts(&h, river(3)), vec![south_end as u8]);
    assert_eq!(
        design_at(h.market.layout, south_end).unwrap().name,
        "Cattle Crossing"
    );
    let v = g.view(Some(0));
    assert_eq!(v.market_layout, MarketLayout::MiddleColumns);
    assert_eq!(
        v.river_slots[2],
        RiverSlotPlace {
            number: 3,
            half: Half::West,
            col: 2,
            end: RiverEnd::South
        }
    );
    let mut river_stacks = Vec::new();
    for half in [Half::West, Half::East] {
        for row in [1, 5] {
            river_stacks.extend([2, 3].map(|col| stack_index(half, row, col) as u8));
        }
    }
    river_stacks.sort_unstable();
    assert_eq!(v.river_stacks, river_stacks);
    for t in &content().tiles {
        assert_eq!(v.market_designs[stack_index(t.half, t.row, t.col)], t.id);
    }
}

/// A game begun under editions 1-2 keeps the river along the north row, as it was played:
/// river die 1 looks down the west half's first column, Cattle Crossing first; its view says
/// so, so the screen draws its dice and stacks where they were.
#[test]
fn an_edition_two_game_keeps_the_river_along_the_north_row() {
    use crate::market::{MarketLayout, RiverEnd};
    let mut g = Scenario::new().boards(&[1, 2]).edition(2).build();
    roll(&mut g, &[2, 12], &[1]);
    let first = stack_index(Half::West, 1, 1);
    assert_eq!(river_drafts(&g, river(1)), vec![first as u8]);
    assert_eq!(
        design_at(g.market.layout, first).unwrap().name,
        "Cattle Crossing"
    );
    let v = g.view(Some(0));
    assert_eq!(v.market_layout, MarketLayout::NorthRow);
    assert_eq!(v.river_stacks, vec![0, 1, 2, 3, 20, 21, 22, 23]);
    assert!(v
        .river_slots
        .iter()
        .all(|s| s.end == RiverEnd::North && s.col == (s.number - 1) % 4 + 1));
    let ids: Vec<u8> = (1..=40).collect();
    assert_eq!(
        v.market_designs, ids,
        "design n on stack n - 1, as editions 1-2 laid them"
    );
}
