//! The tile market: two halves of 5 rows by 4 columns, and the dice slots around them.
//!
//! Prairie dice (d20) enter rows: 1-5 from the west edge of the west half, 6-10 from its east
//! edge, 11-15 from the west edge of the east half, 16-20 from its east edge. The nearest
//! stack is the first one from the die's edge.
//!
//! Where the river runs is the [`MarketLayout`], chosen by the rules edition:
//!
//! * [`MarketLayout::MiddleColumns`] (edition 3 on, the rulebook's geometry, DESIGN.md "The
//!   tile market"): the river runs down the two middle columns (2 and 3) of each half. River
//!   dice (d8) enter those columns from both ends, as the French setup's tray labels say: 1-2
//!   the north ends of the west half's middle columns, 3-4 their south ends, 5-6 and 7-8 the
//!   same on the east half. The 8 river stacks are rows 1 and 5 of the middle columns, so the
//!   3-player removal (the edge columns) spares the river, as the rulebook says it does.
//! * [`MarketLayout::NorthRow`] (editions 1-2, kept so their saved games replay as played):
//!   the river ran along the north row; river dice 1-8 entered columns 1-8 from the north.
//!
//! Stacks are numbered by their place in the trays ([`stack_index`]) under both layouts; the
//! layouts differ in which tile design sits on which stack ([`MarketLayout::position`]).

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

/// Where the river runs through the trays, and so where river dice enter and which stacks
/// hold river tiles.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwMarketLayout"))]
#[serde(rename_all = "kebab-case")]
pub enum MarketLayout {
    /// Editions 1-2: the river along the north row, river dice entering columns 1-8 from the
    /// north. (The default: a market saved before layouts were named was laid out so.)
    #[default]
    NorthRow,
    /// Edition 3 on, the rulebook's: the river down the middle columns of each half, river
    /// dice entering them from both ends.
    MiddleColumns,
}

/// Which end of its column a river die enters from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwRiverEnd"))]
#[serde(rename_all = "kebab-case")]
pub enum RiverEnd {
    North,
    South,
}

/// Where a river die's slot sits: the column it enters (half, col 1-4) and from which end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwRiverSlotPlace"))]
pub struct RiverSlotPlace {
    pub number: u8,
    pub half: Half,
    pub col: u8,
    pub end: RiverEnd,
}

impl MarketLayout {
    /// The layout of a game played by rules `edition`.
    pub fn for_edition(edition: u8) -> MarketLayout {
        if edition >= 3 {
            MarketLayout::MiddleColumns
        } else {
            MarketLayout::NorthRow
        }
    }

    /// Whether `stack` is one of the 8 river stacks (the rest hold prairie tiles).
    pub fn is_river_stack(self, stack: usize) -> bool {
        let (_, row, col) = stack_position(stack);
        match self {
            MarketLayout::NorthRow => row == 1,
            MarketLayout::MiddleColumns => (row == 1 || row == ROWS) && (col == 2 || col == 3),
        }
    }

    /// Where river die `number` (1-8) enters the trays.
    pub fn river_slot(self, number: u8) -> RiverSlotPlace {
        let half = if number <= 4 { Half::West } else { Half::East };
        let k = number.wrapping_sub(1) % 4;
        let (col, end) = match self {
            MarketLayout::NorthRow => (k + 1, RiverEnd::North),
            // 1-2 north ends of columns 2 and 3, 3-4 their south ends.
            MarketLayout::MiddleColumns => (
                k % 2 + 2,
                if k < 2 {
                    RiverEnd::North
                } else {
                    RiverEnd::South
                },
            ),
        };
        RiverSlotPlace {
            number,
            half,
            col,
            end,
        }
    }

    /// Every river slot's place, 1 to 8.
    pub fn river_slots(self) -> Vec<RiverSlotPlace> {
        (1..=DieKind::River.faces())
            .map(|n| self.river_slot(n))
            .collect()
    }

    /// The (half, row, col) of `design`'s stack. The content gives the rulebook's places
    /// (`MiddleColumns`); the north-row layout swaps two pairs of stacks in each half, so
    /// that its river tiles sat along row 1 (in tile id order, as editions 1-2 played them):
    /// rows 1 and 5 trade the west end of row 1 with column 2 of row 5, and the east end of
    /// row 1 with column 3 of row 5.
    pub fn position(self, design: &TileDesign) -> (Half, u8, u8) {
        let (row, col) = match self {
            MarketLayout::MiddleColumns => (design.row, design.col),
            MarketLayout::NorthRow => match (design.row, design.col) {
                (1, 1) => (ROWS, 2),
                (ROWS, 2) => (1, 1),
                (1, 4) => (ROWS, 3),
                (ROWS, 3) => (1, 4),
                other => other,
            },
        };
        (design.half, row, col)
    }

    /// The stack `design` fills.
    pub fn stack_of(self, design: &TileDesign) -> usize {
        let (half, row, col) = self.position(design);
        stack_index(half, row, col)
    }

    /// Whether the removal for `players` takes a tile from `stack`: 2 players, one from each
    /// stack on the outer edge of each half (28); 3 players, one from each stack in the west
    /// and east edge columns of each half (20: none on the river in the rulebook's layout);
    /// solo, one from every stack (40); 4 and 5 players, none. The same stacks in both
    /// layouts: the north-row layout's 3-player removal took from four river stacks.
    pub fn removes_from(self, stack: usize, players: usize) -> bool {
        let (_, row, col) = stack_position(stack);
        let edge_col = col == 1 || col == COLS;
        match players {
            1 => true,
            2 => edge_col || row == 1 || row == ROWS,
            3 => edge_col,
            _ => false,
        }
    }
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

    /// The stacks this slot looks along in `layout`, nearest first.
    pub fn line(self, layout: MarketLayout) -> Vec<usize> {
        self.stacks(layout).collect()
    }

    /// [`Slot::line`] without building a list.
    pub fn stacks(self, layout: MarketLayout) -> impl Iterator<Item = usize> {
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
                let place = layout.river_slot(n);
                match place.end {
                    RiverEnd::North => (place.half, (1, place.col), (1, 0), ROWS),
                    RiverEnd::South => (place.half, (ROWS, place.col), (-1, 0), ROWS),
                }
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

/// Tiles left in each stack, each stack's gold cost, and where the river runs.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Market {
    pub counts: Vec<u8>,
    pub costs: Vec<u8>,
    #[serde(default)]
    pub layout: MarketLayout,
}

clone_field_by_field!(Market {
    counts,
    costs,
    layout
});

impl Market {
    /// The full market from the tile designs laid out by `layout`, less the tiles removed for
    /// this player count ([`MarketLayout::removes_from`]).
    pub fn new(designs: &[TileDesign], players: usize, layout: MarketLayout) -> Market {
        let mut counts = vec![0u8; STACKS];
        let mut costs = vec![0u8; STACKS];
        for d in designs {
            let i = layout.stack_of(d);
            counts[i] = d.copies;
            costs[i] = d.cost;
        }
        for (i, count) in counts.iter_mut().enumerate() {
            if layout.removes_from(i, players) {
                *count = count.saturating_sub(1);
            }
        }
        Market {
            counts,
            costs,
            layout,
        }
    }

    /// The stacks `slot` looks along in this market, nearest first.
    pub fn line(&self, slot: Slot) -> Vec<usize> {
        slot.line(self.layout)
    }

    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&c| u32::from(c)).sum()
    }

    /// Whether every stack along the slot's row or column is empty.
    pub fn line_empty(&self, slot: Slot) -> bool {
        slot.stacks(self.layout).all(|s| self.counts[s] == 0)
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
        slot.stacks(self.layout).filter_map(move |stack| {
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
    use MarketLayout::{MiddleColumns, NorthRow};

    fn full_market(layout: MarketLayout) -> Market {
        Market {
            counts: vec![2; STACKS],
            costs: vec![0; STACKS],
            layout,
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

    fn column(half: Half, col: u8, rows: impl IntoIterator<Item = u8>) -> Vec<usize> {
        rows.into_iter()
            .map(|r| stack_index(half, r, col))
            .collect()
    }

    #[test]
    fn three_elevens_land_on_eleven_twelve_thirteen() {
        let m = full_market(MiddleColumns);
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

    /// The rulebook's example: Johnny rolls 4 and 17 on the prairie dice and two 8s on the
    /// river dice; the second 8 wraps to 1. On the rulebook's trays, river slot 8 is the south
    /// end of the east half's third column and slot 1 the north end of the west half's second.
    #[test]
    fn johnnys_two_river_eights_land_on_eight_and_one() {
        for layout in [MiddleColumns, NorthRow] {
            let m = full_market(layout);
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
        let m = full_market(MiddleColumns);
        assert_eq!(m.line(river(8)), column(Half::East, 3, [5, 4, 3, 2, 1]));
        assert_eq!(m.line(river(1)), column(Half::West, 2, 1..=5));
        assert_eq!(
            m.line(prairie(4)),
            (1..=4)
                .map(|c| stack_index(Half::West, 4, c))
                .collect::<Vec<_>>()
        );
        assert_eq!(m.line(prairie(17))[0], stack_index(Half::East, 2, 4));
    }

    #[test]
    fn a_die_on_an_empty_row_moves_on_even_during_the_round() {
        let mut m = full_market(MiddleColumns);
        for s in m.line(prairie(3)) {
            m.counts[s] = 0;
        }
        // Slot 3 and slot 8 look along the same row of the west half from opposite edges.
        assert!(m.line_empty(prairie(8)));
        assert_eq!(m.place_roll(&[(DieKind::Prairie, 3)]), vec![prairie(4)]);
        // A die already on 2 stays while its row has tiles, and moves once the row empties.
        let dice = vec![prairie(2), prairie(3)];
        assert_eq!(m.settle(&dice), vec![prairie(2), prairie(4)]);
        for s in m.line(prairie(2)) {
            m.counts[s] = 0;
        }
        assert_eq!(
            m.settle(&[prairie(2), prairie(4)]),
            vec![prairie(4), prairie(5)]
        );
    }

    /// A river column is one line looked along from both ends: emptied, both its dice move on.
    #[test]
    fn a_river_column_empties_for_both_of_its_dice() {
        let mut m = full_market(MiddleColumns);
        for s in column(Half::West, 2, 1..=5) {
            m.counts[s] = 0;
        }
        assert!(m.line_empty(river(1)) && m.line_empty(river(3)));
        assert!(!m.line_empty(river(2)) && !m.line_empty(river(4)));
        assert_eq!(
            m.place_roll(&[(DieKind::River, 1), (DieKind::River, 3)]),
            vec![river(2), river(4)]
        );
    }

    #[test]
    fn a_nearest_empty_stack_is_fine_the_next_one_is_eligible() {
        let mut m = full_market(MiddleColumns);
        let line = m.line(prairie(1));
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
        let m = full_market(MiddleColumns);
        assert_eq!(m.line(prairie(1))[0], stack_index(Half::West, 1, 1));
        assert_eq!(m.line(prairie(6))[0], stack_index(Half::West, 1, 4));
        assert_eq!(m.line(prairie(15))[0], stack_index(Half::East, 5, 1));
        assert_eq!(m.line(prairie(20))[0], stack_index(Half::East, 5, 4));
        // River dice: 1-2 the north ends of the west half's middle columns, 3-4 their south
        // ends, 5-8 the same on the east half.
        let expected = [
            column(Half::West, 2, 1..=5),
            column(Half::West, 3, 1..=5),
            column(Half::West, 2, (1..=5).rev()),
            column(Half::West, 3, (1..=5).rev()),
            column(Half::East, 2, 1..=5),
            column(Half::East, 3, 1..=5),
            column(Half::East, 2, (1..=5).rev()),
            column(Half::East, 3, (1..=5).rev()),
        ];
        for (n, line) in (1..=8).zip(expected) {
            assert_eq!(m.line(river(n)), line, "river die {n}");
        }
    }

    /// Editions 1-2 keep their river along the north row: dice 1-8 down columns 1-8.
    #[test]
    fn the_north_row_layout_is_kept_for_old_games() {
        let m = full_market(NorthRow);
        assert_eq!(m.line(river(1)), column(Half::West, 1, 1..=5));
        assert_eq!(m.line(river(8)), column(Half::East, 4, 1..=5));
        let river_stacks: Vec<usize> = (0..STACKS)
            .filter(|&s| NorthRow.is_river_stack(s))
            .collect();
        let north_row: Vec<usize> = (1..=4)
            .map(|c| stack_index(Half::West, 1, c))
            .chain((1..=4).map(|c| stack_index(Half::East, 1, c)))
            .collect();
        assert_eq!(river_stacks, north_row);
        assert_eq!(MarketLayout::for_edition(1), NorthRow);
        assert_eq!(MarketLayout::for_edition(2), NorthRow);
        assert_eq!(MarketLayout::for_edition(3), MiddleColumns);
    }

    /// The tile designs sit where editions 1-2 had them (design id n on stack n - 1, the
    /// river tiles along row 1), and on the rulebook's river stacks in edition 3.
    #[test]
    fn each_layout_puts_every_design_on_its_own_stack() {
        let designs = &crate::content::content().tiles;
        for d in designs {
            assert_eq!(NorthRow.stack_of(d), usize::from(d.id) - 1, "{}", d.name);
            assert_eq!(NorthRow.is_river_stack(NorthRow.stack_of(d)), d.is_river());
            assert_eq!(
                MiddleColumns.is_river_stack(MiddleColumns.stack_of(d)),
                d.is_river(),
                "{}",
                d.name
            );
        }
        for layout in [NorthRow, MiddleColumns] {
            let mut stacks: Vec<usize> = designs.iter().map(|d| layout.stack_of(d)).collect();
            stacks.sort_unstable();
            assert_eq!(stacks, (0..STACKS).collect::<Vec<_>>(), "{layout:?}");
        }
    }

    /// The rulebook's claim-jump example, on the rulebook's trays: Becca has 1 gold.
    #[test]
    fn beccas_claim_jump_options() {
        let mut m = full_market(MiddleColumns);
        // River die A at the north end of the west half's third column: tile 1 nearest, tile
        // 2 next.
        let a = river(2);
        let (t1, t2) = (stack_index(Half::West, 1, 3), stack_index(Half::West, 2, 3));
        // River die B at the south end of the east half's second column: nearest stack empty,
        // tile 3 costs 1, tile 4 costs 2.
        let b = river(7);
        let (empty, t3, t4) = (
            stack_index(Half::East, 5, 2),
            stack_index(Half::East, 4, 2),
            stack_index(Half::East, 3, 2),
        );
        m.counts[empty] = 0;
        m.costs[t3] = 1;
        m.costs[t4] = 2;
        // Prairie die C at the west edge of the east half's third row.
        let c = prairie(13);
        let t5 = stack_index(Half::East, 3, 1);
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
        // With more gold the jumps go on up the column, 1 gold a non-empty stack.
        let (l2, l1) = (stack_index(Half::East, 2, 2), stack_index(Half::East, 1, 2));
        assert_eq!(
            stacks(m.options(b, 3)),
            vec![(t3, 1), (t4, 3), (l2, 2), (l1, 3)]
        );
        assert_eq!(
            stacks(m.options(c, 5)),
            vec![(t5, 0)],
            "prairie dice cannot claim jump"
        );
    }

    fn one_design_per_stack() -> Vec<TileDesign> {
        (0..STACKS)
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
            .collect()
    }

    /// The stacks that lose a tile, as "half row col" for reading.
    fn removed(layout: MarketLayout, players: usize) -> Vec<String> {
        let m = Market::new(&one_design_per_stack(), players, layout);
        (0..STACKS)
            .filter(|&s| m.counts[s] < 3)
            .map(|s| {
                assert_eq!(m.counts[s], 2, "one tile a stack");
                let (h, r, c) = stack_position(s);
                format!("{} {r}{c}", if h == Half::West { "W" } else { "E" })
            })
            .collect()
    }

    #[test]
    fn removal_by_player_count() {
        let full = 3 * STACKS as u32;
        for layout in [MiddleColumns, NorthRow] {
            let designs = one_design_per_stack();
            let lost = |players| full - Market::new(&designs, players, layout).total();
            assert_eq!(lost(2), 28);
            assert_eq!(lost(3), 20);
            assert_eq!(lost(1), 40);
            assert_eq!(lost(4), 0);
            assert_eq!(lost(5), 0);
        }
        // 3 players: the west and east edge columns of each half, no river stack.
        let edge_columns: Vec<String> = ["W", "E"]
            .iter()
            .flat_map(|h| (1..=5).flat_map(move |r| [1, 4].map(|c| format!("{h} {r}{c}"))))
            .collect();
        assert_eq!(removed(MiddleColumns, 3), edge_columns);
        let m = Market::new(&one_design_per_stack(), 3, MiddleColumns);
        let river: Vec<usize> = (0..STACKS)
            .filter(|&s| MiddleColumns.is_river_stack(s))
            .collect();
        assert_eq!(river.len(), 8);
        assert!(river.iter().all(|&s| m.counts[s] == 3), "none on the river");
        // 2 players: the outer edge of each half (14 + 14), the 8 river stacks among them.
        let outer: Vec<String> = ["W", "E"]
            .iter()
            .flat_map(|h| {
                (1..=5).flat_map(move |r| {
                    (1..=4)
                        .filter(move |&c| r == 1 || r == 5 || c == 1 || c == 4)
                        .map(move |c| format!("{h} {r}{c}"))
                })
            })
            .collect();
        assert_eq!(outer.len(), 28);
        assert_eq!(removed(MiddleColumns, 2), outer);
        let m = Market::new(&one_design_per_stack(), 2, MiddleColumns);
        assert!(river.iter().all(|&s| m.counts[s] == 2));
        // The north-row layout (editions 1-2) took from the same stacks, four of them river
        // stacks in a 3-player game: the departure edition 3 mends.
        assert_eq!(removed(NorthRow, 3), edge_columns);
        let m = Market::new(&one_design_per_stack(), 3, NorthRow);
        let old_river_hit = (0..STACKS)
            .filter(|&s| NorthRow.is_river_stack(s) && m.counts[s] == 2)
            .count();
        assert_eq!(old_river_hit, 4);
    }

    #[test]
    fn every_slot_has_a_line_of_stacks_and_positions_round_trip() {
        for layout in [MiddleColumns, NorthRow] {
            for n in 1..=20 {
                assert_eq!(prairie(n).line(layout).len(), 4);
            }
            for n in 1..=8 {
                let line = river(n).line(layout);
                assert_eq!(line.len(), 5);
                assert!(
                    layout.is_river_stack(line[0]),
                    "river die {n} enters at a river stack"
                );
            }
        }
        for i in 0..STACKS {
            let (h, r, c) = stack_position(i);
            assert_eq!(stack_index(h, r, c), i);
        }
        assert_eq!(prairie(20).next(), prairie(1));
        assert_eq!(river(8).next(), river(1));
    }
}
