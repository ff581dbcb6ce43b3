//! The tile market: two halves of 5 rows by 4 columns, a river along the north side, and the
//! dice slots around them.
//!
//! Prairie dice (d20) enter rows: 1-5 from the west edge of the west half, 6-10 from its east
//! edge, 11-15 from the west edge of the east half, 16-20 from its east edge. River dice (d8)
//! enter columns 1-8 from the north and look south. The nearest stack is the first one from
//! the die's edge.

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use crate::content::{Half, TileDesign};

pub const ROWS: u8 = 5;
pub const COLS: u8 = 4;
pub const STACKS: usize = 2 * (ROWS as usize) * (COLS as usize);

/// The index of the stack at (half, row 1-5, col 1-4): west half first, row-major.
pub fn stack_index(half: Half, row: u8, col: u8) -> usize {
    let h = match half {
        Half::West => 0,
        Half::East => 1,
    };
    h * 20 + usize::from(row - 1) * 4 + usize::from(col - 1)
}

/// (half, row, col) of a stack index.
pub fn stack_position(index: usize) -> (Half, u8, u8) {
    let half = if index < 20 { Half::West } else { Half::East };
    let i = index % 20;
    (half, (i / 4) as u8 + 1, (i % 4) as u8 + 1)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwDieKind"))]
#[serde(rename_all = "kebab-case")]
pub enum DieKind {
    /// d20, along the rows.
    Prairie,
    /// d8, down the river columns; only these may claim jump.
    River,
}

impl DieKind {
    pub fn faces(self) -> u8 {
        match self {
            DieKind::Prairie => 20,
            DieKind::River => 8,
        }
    }
}

/// A die slot: its kind and number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwSlot"))]
pub struct Slot {
    pub kind: DieKind,
    pub number: u8,
}

impl Slot {
    pub fn is_valid(self) -> bool {
        (1..=self.kind.faces()).contains(&self.number)
    }

    /// The next number in sequence; past the highest face comes 1.
    pub fn next(self) -> Slot {
        Slot {
            kind: self.kind,
            number: self.number % self.kind.faces() + 1,
        }
    }

    /// The stacks this slot looks along, nearest first.
    pub fn line(self) -> Vec<usize> {
        self.stacks().collect()
    }

    /// [`Slot::line`] without building a list.
    pub fn stacks(self) -> impl Iterator<Item = usize> {
        let n = self.number;
        let (half, first, step, len) = match self.kind {
            DieKind::Prairie => {
                let (half, from_west) = match n {
                    1..=5 => (Half::West, true),
                    6..=10 => (Half::West, false),
                    11..=15 => (Half::East, true),
                    _ => (Half::East, false),
                };
                let row = n.wrapping_sub(1) % 5 + 1;
                if from_west {
                    (half, (row, 1), (0, 1), COLS)
                } else {
                    (half, (row, COLS), (0, -1), COLS)
                }
            }
            DieKind::River => {
                let half = if n <= 4 { Half::West } else { Half::East };
                let col = n.wrapping_sub(1) % 4 + 1;
                (half, (1, col), (1, 0), ROWS)
            }
        };
        (0..len).map(move |i| {
            let row = first.0 as i8 + step.0 * i as i8;
            let col = first.1 as i8 + step.1 * i as i8;
            stack_index(half, row as u8, col as u8)
        })
    }
}

/// One way to draft with a die: the stack, the stacks jumped (river only) and the gold due.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwDraftOption"))]
pub struct DraftOption {
    pub stack: u8,
    /// Non-empty stacks claim-jumped (1 gold each).
    pub jumps: u8,
    /// The stack's cost plus the jumps.
    pub gold: u8,
}

/// Tiles left in each stack, and each stack's gold cost.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Market {
    pub counts: Vec<u8>,
    pub costs: Vec<u8>,
}

clone_field_by_field!(Market { counts, costs });

impl Market {
    /// The full market from the tile designs, less the tiles removed for this player count:
    /// 2 players, one from each stack on the outer edge of each half (28); 3 players, one from
    /// each stack in the west and east edge columns of each half (20); solo, one from every
    /// stack (40); 4 and 5 players, none.
    pub fn new(designs: &[TileDesign], players: usize) -> Market {
        let mut counts = vec![0u8; STACKS];
        let mut costs = vec![0u8; STACKS];
        for d in designs {
            let i = stack_index(d.half, d.row, d.col);
            counts[i] = d.copies;
            costs[i] = d.cost;
        }
        for (i, count) in counts.iter_mut().enumerate() {
            let (_, row, col) = stack_position(i);
            let edge_col = col == 1 || col == COLS;
            let remove = match players {
                1 => true,
                2 => edge_col || row == 1 || row == ROWS,
                3 => edge_col,
                _ => false,
            };
            if remove {
                *count = count.saturating_sub(1);
            }
        }
        Market { counts, costs }
    }

    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum()
    }

    /// Whether every stack along the slot's row or column is empty.
    pub fn line_empty(&self, slot: Slot) -> bool {
        slot.stacks().all(|s| self.counts[s] == 0)
    }

    /// Where a die showing `number` lands, given the slots already taken: on its number, or
    /// on the next numbers in sequence while that slot is taken or its line is empty.
    /// `None` when no slot of its kind can take it (the market is empty along every line).
    pub fn land(&self, kind: DieKind, number: u8, taken: &[Slot]) -> Option<Slot> {
        let mut slot = Slot {
            kind,
            number: number.clamp(1, kind.faces()),
        };
        for _ in 0..kind.faces() {
            if !taken.contains(&slot) && !self.line_empty(slot) {
                return Some(slot);
            }
            slot = slot.next();
        }
        None
    }

    /// Places a roll of dice, in order. Dice that can land nowhere are left out.
    pub fn place_roll(&self, roll: &[(DieKind, u8)]) -> Vec<Slot> {
        let mut taken: Vec<Slot> = Vec::new();
        for &(kind, number) in roll {
            if let Some(slot) = self.land(kind, number, &taken) {
                taken.push(slot);
            }
        }
        taken
    }

    /// Moves dice whose line has emptied during the round on to the next usable slot.
    /// Dice that can land nowhere are removed.
    pub fn settle(&self, dice: &[Slot]) -> Vec<Slot> {
        let mut out: Vec<Slot> = self.settle_each(dice).into_iter().flatten().collect();
        out.sort();
        out
    }

    /// Where each of `dice` ends up, in their order: the same slot, the slot it moved on to,
    /// or `None` when it found nowhere to land and is set aside. [`Market::settle`] is these,
    /// sorted; the log pairs each die with its own move (a die that moves past another is one
    /// move, not two).
    pub fn settle_each(&self, dice: &[Slot]) -> Vec<Option<Slot>> {
        let mut out: Vec<Option<Slot>> = Vec::with_capacity(dice.len());
        for (i, &die) in dice.iter().enumerate() {
            if !self.line_empty(die) {
                out.push(Some(die));
                continue;
            }
            let mut others: Vec<Slot> = out.iter().flatten().copied().collect();
            others.extend_from_slice(&dice[i + 1..]);
            out.push(self.land(die.kind, die.number, &others));
        }
        out
    }

    /// Every stack a die in `slot` lets a player draft from with at most `gold` gold: the
    /// nearest stack with a tile, or (river dice only) a later one, 1 gold per non-empty stack
    /// jumped, plus the stack's own cost.
    pub fn options(&self, slot: Slot, gold: u8) -> Vec<DraftOption> {
        self.options_iter(slot, gold).collect()
    }

    /// [`Market::options`] without building a list.
    pub fn options_iter(&self, slot: Slot, gold: u8) -> impl Iterator<Item = DraftOption> + '_ {
        let mut jumps: u8 = 0;
        let mut done = false;
        slot.stacks().filter_map(move |stack| {
            if done || self.counts[stack] == 0 {
                return None;
            }
            let due = self.costs[stack].saturating_add(jumps);
            let option = (due <= gold).then_some(DraftOption {
                stack: stack as u8,
                jumps,
                gold: due,
            });
            if slot.kind != DieKind::River {
                done = true;
            }
            jumps = jumps.saturating_add(1);
            option
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn full_market() -> Market {
        Market {
            counts: vec![2; STACKS],
            costs: vec![0; STACKS],
        }
    }

    fn prairie(n: u8) -> Slot {
        Slot {
            kind: DieKind::Prairie,
            number: n,
        }
    }

    fn river(n: u8) -> Slot {
        Slot {
            kind: DieKind::River,
            number: n,
        }
    }

    #[test]
    fn three_elevens_land_on_eleven_twelve_thirteen() {
        let m = full_market();
        let roll = [
            (DieKind::Prairie, 11),
            (DieKind::Prairie, 11),
            (DieKind::Prairie, 11),
        ];
        assert_eq!(
            m.place_roll(&roll),
            vec![prairie(11), prairie(12), prairie(13)]
        );
    }

    #[test]
    fn two_river_eights_land_on_eight_and_one() {
        let m = full_market();
        let roll = [
            (DieKind::Prairie, 4),
            (DieKind::Prairie, 17),
            (DieKind::River, 8),
            (DieKind::River, 8),
        ];
        assert_eq!(
            m.place_roll(&roll),
            vec![prairie(4), prairie(17), river(8), river(1)]
        );
    }

    #[test]
    fn a_die_on_an_empty_row_moves_on_even_during_the_round() {
        let mut m = full_market();
        for s in prairie(3).line() {
            m.counts[s] = 0;
        }
        // Slot 3 and slot 8 look along the same row of the west half from opposite edges.
        assert!(m.line_empty(prairie(8)));
        assert_eq!(m.place_roll(&[(DieKind::Prairie, 3)]), vec![prairie(4)]);
        // A die already on 2 stays while its row has tiles, and moves once the row empties.
        let dice = vec![prairie(2), prairie(3)];
        assert_eq!(m.settle(&dice), vec![prairie(2), prairie(4)]);
        for s in prairie(2).line() {
            m.counts[s] = 0;
        }
        assert_eq!(
            m.settle(&[prairie(2), prairie(4)]),
            vec![prairie(4), prairie(5)]
        );
    }

    #[test]
    fn a_nearest_empty_stack_is_fine_the_next_one_is_eligible() {
        let mut m = full_market();
        let line = prairie(1).line();
        m.counts[line[0]] = 0;
        assert!(!m.line_empty(prairie(1)));
        assert_eq!(
            m.options(prairie(1), 0),
            vec![DraftOption {
                stack: line[1] as u8,
                jumps: 0,
                gold: 0
            }]
        );
    }

    #[test]
    fn lines_enter_from_their_edges() {
        assert_eq!(prairie(1).line()[0], stack_index(Half::West, 1, 1));
        assert_eq!(prairie(6).line()[0], stack_index(Half::West, 1, 4));
        assert_eq!(prairie(15).line()[0], stack_index(Half::East, 5, 1));
        assert_eq!(prairie(20).line()[0], stack_index(Half::East, 5, 4));
        assert_eq!(
            river(1).line(),
            (1..=5)
                .map(|r| stack_index(Half::West, r, 1))
                .collect::<Vec<_>>()
        );
        assert_eq!(river(8).line()[4], stack_index(Half::East, 5, 4));
    }

    /// The rulebook's claim-jump example: Becca has 1 gold.
    #[test]
    fn beccas_claim_jump_options() {
        let mut m = full_market();
        // River die A on column 2: tile 1 nearest, tile 2 next.
        let a = river(2);
        let (t1, t2) = (a.line()[0], a.line()[1]);
        // River die B on column 6: nearest stack empty, tile 3 costs 1, tile 4 costs 2.
        let b = river(6);
        let (empty, t3, t4) = (b.line()[0], b.line()[1], b.line()[2]);
        m.counts[empty] = 0;
        m.costs[t3] = 1;
        m.costs[t4] = 2;
        // Prairie die C.
        let c = prairie(13);
        let t5 = c.line()[0];
        let stacks = |opts: Vec<DraftOption>| {
            opts.iter()
                .map(|o| (o.stack as usize, o.gold))
                .collect::<Vec<_>>()
        };
        assert_eq!(stacks(m.options(a, 1)), vec![(t1, 0), (t2, 1)]);
        assert_eq!(
            stacks(m.options(b, 1)),
            vec![(t3, 1)],
            "jumping to tile 4 would cost 1 + 2"
        );
        let (l3, l4) = (b.line()[3], b.line()[4]);
        assert_eq!(
            stacks(m.options(b, 3)),
            vec![(t3, 1), (t4, 3), (l3, 2), (l4, 3)]
        );
        assert_eq!(
            stacks(m.options(c, 5)),
            vec![(t5, 0)],
            "prairie dice cannot claim jump"
        );
    }

    #[test]
    fn removal_by_player_count() {
        let designs: Vec<TileDesign> = (0..STACKS)
            .map(|i| {
                let (half, row, col) = stack_position(i);
                TileDesign {
                    id: i as u8 + 1,
                    name: String::new(),
                    half,
                    row,
                    col,
                    copies: 3,
                    cost: 0,
                    building: None,
                    squares: vec![],
                }
            })
            .collect();
        let full = 3 * STACKS as u32;
        assert_eq!(full - Market::new(&designs, 2).total(), 28);
        assert_eq!(full - Market::new(&designs, 3).total(), 20);
        assert_eq!(full - Market::new(&designs, 1).total(), 40);
        assert_eq!(full - Market::new(&designs, 4).total(), 0);
        assert_eq!(full - Market::new(&designs, 5).total(), 0);
    }

    #[test]
    fn every_slot_has_a_line_of_stacks_and_positions_round_trip() {
        for n in 1..=20 {
            assert_eq!(prairie(n).line().len(), 4);
        }
        for n in 1..=8 {
            assert_eq!(river(n).line().len(), 5);
        }
        for i in 0..STACKS {
            let (h, r, c) = stack_position(i);
            assert_eq!(stack_index(h, r, c), i);
        }
        assert_eq!(prairie(20).next(), prairie(1));
        assert_eq!(river(8).next(), river(1));
    }
}
