//! A player's town: cards placed on a grid of territory-sized cells, later cards on top.
//!
//! The town is kept as bit sets: for each column x, one `u64` whose bit `y - GRID_MIN` is row
//! y. Each cell's terrain and symbol are numbers written in binary across three such planes
//! each, and one more plane says where anything shows. Placement legality, groups and bonus
//! conditions are then a few shifts and ORs per column, which is what lets random playouts
//! (bots, benchmarks) run hundreds of thousands of games a second.
//!
//! A town spans at most `MAX_SPAN` columns, so column x is kept in slot `x mod MAX_SPAN`:
//! half a full grid's size, which keeps clones and fresh games cheap. The slots of columns
//! outside the town are empty and never read.

use std::fmt;
use std::ops::Range;

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use crate::content::{Card, CardId, Symbol, Terrain, Territory};

/// Where a card went: its north-west cell and whether it was turned upside down.
/// Cards are never turned sideways, so these two orientations are the only ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "CtwPlacement"))]
pub struct Placement {
    pub card: CardId,
    pub x: i8,
    pub y: i8,
    pub upside_down: bool,
}

/// A visible territory of the town (the top one where cards overlap).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "CtwCell"))]
pub struct Cell {
    pub x: i8,
    pub y: i8,
    pub terrain: Terrain,
    pub symbol: Option<Symbol>,
    pub card: CardId,
}

/// Cells run from `GRID_MIN` to `GRID_MAX` on both axes, around the first card at the
/// origin. Each later card reaches at most two cells past the town, so fifteen cards stay
/// within -28..=29 and every spot beside them within -30..=30, spanning 30 columns at most:
/// neither the grid nor `MAX_SPAN` ever limits a town that follows the rules. A spot that
/// would leave them is refused like any illegal one.
pub const GRID_MIN: i8 = -32;
pub const GRID_MAX: i8 = 31;
pub const MAX_SPAN: usize = 32;

/// A town holds at most the circle's fifteen cards.
pub const MAX_CARDS: usize = 15;

/// One bit set per column of the town, column x in slot `x mod MAX_SPAN`: bit `y - GRID_MIN`
/// is the cell (x, y).
type Columns = [u64; MAX_SPAN];

/// Rows where a card's north-west cell may be: all but the last, so the card fits.
const SPOT_ROWS: u64 = u64::MAX >> 1;

fn slot(x: i16) -> usize {
    x.rem_euclid(MAX_SPAN as i16) as usize
}

/// The bit of row `y`, on the grid.
fn row_bit(y: i16) -> u64 {
    1 << (y - i16::from(GRID_MIN))
}

/// The row of bit `index`.
fn row(index: u32) -> i8 {
    (index as i16 + i16::from(GRID_MIN)) as i8
}

fn on_grid(v: i16) -> bool {
    (i16::from(GRID_MIN)..=i16::from(GRID_MAX)).contains(&v)
}

/// Whether a card's north-west cell may be at `v` on either axis, with the card on the grid.
fn spot_on_grid(v: i16) -> bool {
    (i16::from(GRID_MIN)..i16::from(GRID_MAX)).contains(&v)
}

/// The cells a card covers, in its front's reading order, with the territory shown on each.
pub fn card_cells(card: &Card, x: i8, y: i8, upside_down: bool) -> [(i8, i8, Territory); 4] {
    const OFFSETS: [(i8, i8); 4] = [(0, 0), (1, 0), (0, 1), (1, 1)];
    // Upside down is a half turn: the territory at offset i shows at offset 3 - i.
    std::array::from_fn(|i| {
        let (dx, dy) = OFFSETS[i];
        let t = if upside_down {
            card.front[3 - i]
        } else {
            card.front[i]
        };
        (x + dx, y + dy, t)
    })
}

const NO_PLACEMENT: Placement = Placement {
    card: 0,
    x: 0,
    y: 0,
    upside_down: false,
};

/// Serialized as its placements and its visible cells (see `TownRecord`), as it always was.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "TownRecord", try_from = "TownRecord")]
pub struct Town {
    /// `placements[..card_count]` in the order they were placed; the rest stay `NO_PLACEMENT`
    /// so that equal towns compare equal.
    placements: [Placement; MAX_CARDS],
    card_count: u8,
    /// Where a territory shows: what placement legality reads.
    shown: Columns,
    /// Each cell's terrain as a number, 1 + its place in `Terrain::ALL` (0 where nothing
    /// shows), one plane per binary digit.
    terrain: [Columns; 3],
    /// Each cell's symbol the same way, 1 + its place in `Symbol::ALL` (0 for none).
    symbol: [Columns; 3],
    /// (min x, min y, max x, max y) of the visible cells, which only ever grow.
    bounds: Option<(i8, i8, i8, i8)>,
}

impl Default for Town {
    fn default() -> Self {
        Town {
            placements: [NO_PLACEMENT; MAX_CARDS],
            card_count: 0,
            shown: [0; MAX_SPAN],
            terrain: [[0; MAX_SPAN]; 3],
            symbol: [[0; MAX_SPAN]; 3],
            bounds: None,
        }
    }
}

impl fmt::Debug for Town {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Town")
            .field("placements", &self.placements())
            .field("cells", &self.cells())
            .finish()
    }
}

impl Town {
    /// A town rebuilt by replaying placements (used to rebuild a game from a view); `None` if
    /// a card is unknown or does not fit.
    pub fn from_placements(placements: &[Placement]) -> Option<Town> {
        let mut town = Town::default();
        for p in placements {
            let card = crate::content::card(p.card)?;
            town.place(card, p.x, p.y, p.upside_down)?;
        }
        Some(town)
    }

    /// A town drawn as text, one row per line, cells separated by spaces: `.` is empty, a
    /// terrain is its initial (D F M P S W), optionally followed by `:symbol` (`D:bottle`).
    /// For tests and tools that need a town no sequence of cards is known to build.
    pub fn from_grid(rows: &[&str]) -> Result<Town, String> {
        let mut town = Town::default();
        for (y, row) in rows.iter().enumerate() {
            for (x, token) in row.split_whitespace().enumerate() {
                if token == "." {
                    continue;
                }
                let (t, s) = token
                    .split_once(':')
                    .map_or((token, None), |(t, s)| (t, Some(s)));
                let terrain = Terrain::ALL
                    .into_iter()
                    .find(|tr| tr.key()[..1].eq_ignore_ascii_case(t))
                    .ok_or(format!("unknown terrain {t:?}"))?;
                let symbol = match s {
                    None => None,
                    Some(s) => Some(
                        Symbol::ALL
                            .into_iter()
                            .find(|sy| sy.key() == s)
                            .ok_or(format!("unknown symbol {s:?}"))?,
                    ),
                };
                let (x, y) = (
                    i8::try_from(x).map_err(|e| e.to_string())?,
                    i8::try_from(y).map_err(|e| e.to_string())?,
                );
                town.show(x, y, Territory { terrain, symbol })?;
            }
        }
        Ok(town)
    }

    pub fn placements(&self) -> &[Placement] {
        &self.placements[..usize::from(self.card_count)]
    }

    /// The visible territories, sorted by (y, x).
    pub fn cells(&self) -> Vec<Cell> {
        let Some((x0, y0, x1, y1)) = self.bounds else {
            return Vec::new();
        };
        let mut cells = Vec::with_capacity(self.territory_count() as usize);
        for y in y0..=y1 {
            cells.extend((x0..=x1).filter_map(|x| self.at(x, y)));
        }
        cells
    }

    pub fn card_count(&self) -> usize {
        usize::from(self.card_count)
    }

    pub fn is_empty(&self) -> bool {
        self.card_count == 0
    }

    /// How many territories show.
    pub fn territory_count(&self) -> u32 {
        self.shown.iter().map(|c| c.count_ones()).sum()
    }

    /// The territory showing at (x, y), with the card it is printed on (0 for a town drawn with
    /// [`Town::from_grid`]).
    pub fn at(&self, x: i8, y: i8) -> Option<Cell> {
        let (x16, y16) = (i16::from(x), i16::from(y));
        if !on_grid(y16) || self.shown(x16) & row_bit(y16) == 0 {
            return None;
        }
        let bit = row_bit(y16);
        let terrain = Terrain::ALL
            .into_iter()
            .find(|&t| self.terrain(t, x16) & bit != 0)?;
        let symbol = Symbol::ALL
            .into_iter()
            .find(|&s| self.symbol(s, x16) & bit != 0);
        // The card on top is the last one placed over the cell.
        let covers = |p: &&Placement| {
            let (dx, dy) = (x16 - i16::from(p.x), y16 - i16::from(p.y));
            (0..=1).contains(&dx) && (0..=1).contains(&dy)
        };
        let card = self
            .placements()
            .iter()
            .rev()
            .find(covers)
            .map_or(0, |p| p.card);
        Some(Cell {
            x,
            y,
            terrain,
            symbol,
            card,
        })
    }

    /// (min x, min y, max x, max y) of the visible cells.
    pub fn bounds(&self) -> Option<(i8, i8, i8, i8)> {
        self.bounds
    }

    /// Whether a card may go with its north-west cell at (x, y): the first card goes at the
    /// origin; later ones must cover a territory or share an edge with one. Touching only at a
    /// corner is not enough. Orientation never changes legality.
    pub fn can_place(&self, x: i8, y: i8) -> bool {
        if self.is_empty() {
            return x == 0 && y == 0;
        }
        let (x, y) = (i16::from(x), i16::from(y));
        let columns = [x - 1, x, x + 1, x + 2].map(|x| self.shown(x));
        self.fits(x, y) && spot_rows(columns) & row_bit(y) != 0
    }

    /// Every legal north-west cell.
    pub fn spots(&self) -> Spots<'_> {
        let mut spots = Spots {
            town: self,
            xs: 0..0,
            len: 0,
        };
        if self.is_empty() {
            (spots.xs, spots.len) = (0..1, 1);
            return spots;
        }
        let Some((x0, _, x1, _)) = self.bounds else {
            return spots;
        };
        if self.card_count() >= MAX_CARDS {
            return spots;
        }
        let (x0, x1) = (i16::from(x0), i16::from(x1));
        // A card touches the town only from two columns left of it to one column right, and
        // must leave it on the grid and within `MAX_SPAN` columns (see `fits`).
        let first = (x0 - 2).max(x1 + 1 - MAX_SPAN as i16).max(GRID_MIN.into());
        let last = (x1 + 1)
            .min(x0 + MAX_SPAN as i16 - 2)
            .min(i16::from(GRID_MAX) - 1);
        spots.xs = first..last + 1;
        spots.len = spots
            .columns()
            .map(|(_, rows)| rows.count_ones() as usize)
            .sum();
        spots
    }

    /// Every legal north-west cell, sorted by (x, y).
    pub fn legal_positions(&self) -> Vec<(i8, i8)> {
        self.spots().iter().collect()
    }

    /// Whether the town has room for a card at (x, y): on the grid, within `MAX_SPAN` columns,
    /// and fewer than `MAX_CARDS` cards so far.
    fn fits(&self, x: i16, y: i16) -> bool {
        let span_ok = self.bounds.is_none_or(|(x0, _, x1, _)| {
            let (x0, x1) = (i16::from(x0), i16::from(x1));
            x1.max(x + 1) - x0.min(x) < MAX_SPAN as i16
        });
        self.card_count() < MAX_CARDS && spot_on_grid(x) && spot_on_grid(y) && span_ok
    }

    /// Puts a card on top at (x, y) and returns how many territories it covered, or `None`
    /// (and changes nothing) if the town has no room for it there (see `can_place`). Callers
    /// check legality first.
    pub fn place(&mut self, card: &Card, x: i8, y: i8, upside_down: bool) -> Option<u8> {
        if !self.fits(x.into(), y.into()) {
            return None;
        }
        let [nw, ne, sw, se] = card_cells(card, x, y, upside_down).map(|(_, _, t)| t);
        let (north, south) = (row_bit(y.into()), row_bit(i16::from(y) + 1));
        // A column at a time: the card's west half, then its east half.
        let covered = self.show_in_column(x.into(), [(north, nw), (south, sw)])
            + self.show_in_column(i16::from(x) + 1, [(north, ne), (south, se)]);
        self.extend_bounds(x, y);
        self.extend_bounds(x + 1, y + 1);
        self.placements[self.card_count()] = Placement {
            card: card.id,
            x,
            y,
            upside_down,
        };
        self.card_count += 1;
        Some(covered)
    }

    /// Shows `territory` at (x, y) over whatever showed there, if that keeps the town on the
    /// grid and within `MAX_SPAN` columns.
    fn show(&mut self, x: i8, y: i8, territory: Territory) -> Result<(), String> {
        let (x16, y16) = (i16::from(x), i16::from(y));
        let span_ok = self.bounds.is_none_or(|(x0, _, x1, _)| {
            i16::from(x1).max(x16) - i16::from(x0).min(x16) < MAX_SPAN as i16
        });
        if !on_grid(x16) || !on_grid(y16) || !span_ok {
            return Err(format!("({x}, {y}) is off the grid or too far across"));
        }
        self.show_in_column(x16, [(row_bit(y16), territory)]);
        self.extend_bounds(x, y);
        Ok(())
    }

    /// Shows each territory at its row (a bit) of column `x`, over whatever showed there;
    /// returns how many covered one. Callers keep the town within `MAX_SPAN` columns.
    fn show_in_column<const N: usize>(&mut self, x: i16, cells: [(u64, Territory); N]) -> u8 {
        let s = slot(x);
        let rows = cells.iter().fold(0, |rows, &(row, _)| rows | row);
        let covered = (self.shown[s] & rows).count_ones() as u8;
        self.shown[s] |= rows;
        let numbers = cells.map(|(row, t)| {
            let symbol = t.symbol.map_or(0, |s| s as u64 + 1);
            (row, t.terrain as u64 + 1, symbol)
        });
        for digit in 0..3 {
            // The rows whose terrain, and whose symbol, has this binary digit set (a row
            // times 1 or 0: no branch on the data).
            let (mut terrain, mut symbol) = (0, 0);
            for &(row, t, s) in &numbers {
                terrain |= row * (t >> digit & 1);
                symbol |= row * (s >> digit & 1);
            }
            let plane = &mut self.terrain[digit][s];
            *plane = (*plane & !rows) | terrain;
            let plane = &mut self.symbol[digit][s];
            *plane = (*plane & !rows) | symbol;
        }
        covered
    }

    fn extend_bounds(&mut self, x: i8, y: i8) {
        self.bounds = Some(match self.bounds {
            None => (x, y, x, y),
            Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x), y1.max(y)),
        });
    }

    /// The columns the visible cells span (empty for an empty town).
    pub(crate) fn columns(&self) -> Range<i16> {
        self.bounds
            .map_or(0..0, |(x0, _, x1, _)| i16::from(x0)..i16::from(x1) + 1)
    }

    /// Where a territory shows in column `x`.
    pub(crate) fn shown(&self, x: i16) -> u64 {
        if self.columns().contains(&x) {
            self.shown[slot(x)]
        } else {
            0
        }
    }

    /// Where `terrain` shows in column `x`.
    pub(crate) fn terrain(&self, terrain: Terrain, x: i16) -> u64 {
        self.numbered(&self.terrain, terrain as usize + 1, x)
    }

    /// Where `symbol` shows in column `x`.
    pub(crate) fn symbol(&self, symbol: Symbol, x: i16) -> u64 {
        self.numbered(&self.symbol, symbol as usize + 1, x)
    }

    /// The cells of column `x` whose number, written across the `digits` planes, is `number`
    /// (not 0, so only cells that show).
    fn numbered(&self, digits: &[Columns; 3], number: usize, x: i16) -> u64 {
        if !self.columns().contains(&x) {
            return 0;
        }
        let s = slot(x);
        // The cells whose digit i is the number's: XOR with the number's digit spread to all
        // 64 bits leaves 0 where they match (no branch on which terrain is asked for).
        let matching = |i: usize| !(digits[i][s] ^ 0u64.wrapping_sub((number >> i & 1) as u64));
        matching(0) & matching(1) & matching(2)
    }
}

/// The rows where a card would cover a territory or share an edge with one, given where
/// territories show in the column left of the card, its own two columns and the column right
/// of it.
fn spot_rows([west, own, own_east, east]: [u64; 4]) -> u64 {
    // In the card's own two columns: from the row above it to the row below it.
    let over_or_above_or_below = |m: u64| (m << 1) | m | (m >> 1) | (m >> 2);
    // In the columns left and right of it: beside its two rows only (no corners).
    let beside = |m: u64| m | (m >> 1);
    (over_or_above_or_below(own | own_east) | beside(west | east)) & SPOT_ROWS
}

/// The legal north-west cells for a town's next card, in the order legal actions are
/// listed (by x, then y). Worked out column by column as they are read, never stored.
#[derive(Clone, Debug)]
pub struct Spots<'a> {
    town: &'a Town,
    /// The columns that may hold a spot.
    xs: Range<i16>,
    len: usize,
}

impl<'a> Spots<'a> {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The `index`-th spot, by x then y.
    pub fn get(&self, index: usize) -> Option<(i8, i8)> {
        let mut index = index;
        for (x, mut rows) in self.columns() {
            let n = rows.count_ones() as usize;
            if index < n {
                for _ in 0..index {
                    rows &= rows - 1;
                }
                return Some((x as i8, row(rows.trailing_zeros())));
            }
            index -= n;
        }
        None
    }

    pub fn iter(&self) -> impl Iterator<Item = (i8, i8)> + 'a {
        self.columns().flat_map(|(x, mut rows)| {
            std::iter::from_fn(move || {
                let first = (rows != 0).then(|| rows.trailing_zeros())?;
                rows &= rows - 1;
                Some((x as i8, row(first)))
            })
        })
    }

    /// Each column that may hold a spot, with the rows of its spots. Each column of the town
    /// is read once, sliding along the four a spot column looks at.
    fn columns(&self) -> impl Iterator<Item = (i16, u64)> + 'a {
        let town = self.town;
        let first = self.xs.start;
        let mut window = [first - 1, first, first + 1].map(|x| town.shown(x));
        self.xs.clone().map(move |x| {
            if town.is_empty() {
                return (x, row_bit(0));
            }
            let [west, own, own_east] = window;
            let east = town.shown(x + 2);
            window = [own, own_east, east];
            (x, spot_rows([west, own, own_east, east]))
        })
    }
}

/// The serde form of a town, unchanged since towns were lists of cells: its placements and
/// its visible cells, sorted by (y, x).
#[derive(Serialize, Deserialize)]
struct TownRecord {
    placements: Vec<Placement>,
    cells: Vec<Cell>,
}

impl From<Town> for TownRecord {
    fn from(town: Town) -> Self {
        TownRecord {
            placements: town.placements().to_vec(),
            cells: town.cells(),
        }
    }
}

impl TryFrom<TownRecord> for Town {
    type Error = String;

    /// The cells are the truth for what shows (a town drawn with `from_grid` has no
    /// placements); the placements say which card is on top.
    fn try_from(record: TownRecord) -> Result<Self, Self::Error> {
        if record.placements.len() > MAX_CARDS {
            return Err(format!("a town holds at most {MAX_CARDS} cards"));
        }
        let mut town = Town::default();
        for c in &record.cells {
            let territory = Territory {
                terrain: c.terrain,
                symbol: c.symbol,
            };
            town.show(c.x, c.y, territory)?;
        }
        town.placements[..record.placements.len()].copy_from_slice(&record.placements);
        town.card_count = record.placements.len() as u8;
        Ok(town)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::card;

    fn c(id: CardId) -> &'static Card {
        card(id).expect("card exists")
    }

    #[test]
    fn first_card_goes_at_the_origin_only() {
        let town = Town::default();
        assert!(town.can_place(0, 0));
        assert!(!town.can_place(3, 0));
        assert_eq!(town.legal_positions(), vec![(0, 0)]);
    }

    #[test]
    fn edge_contact_or_cover_is_legal_and_corner_only_is_not() {
        let mut town = Town::default();
        town.place(c(1), 0, 0, false);
        // Shares an edge on the east side.
        assert!(town.can_place(2, 0));
        assert!(town.can_place(2, 1));
        // Overlaps (covers) one territory.
        assert!(town.can_place(1, 1));
        assert!(town.can_place(-1, -1));
        // Touches only at a corner.
        assert!(!town.can_place(2, 2));
        assert!(!town.can_place(-2, -2));
        assert!(!town.can_place(2, -2));
        // Not touching at all.
        assert!(!town.can_place(3, 0));
        let legal = town.legal_positions();
        assert!(legal.contains(&(2, 1)) && !legal.contains(&(2, 2)));
        assert_eq!(
            legal.len(),
            25 - 4,
            "x, y in -2..=2, less the four corner-only spots"
        );
    }

    #[test]
    fn a_new_card_always_goes_on_top() {
        let mut town = Town::default();
        town.place(c(1), 0, 0, false);
        let covered = town.place(c(3), 1, 0, false);
        assert_eq!(covered, Some(2));
        assert_eq!(town.at(1, 0).map(|c| c.card), Some(3));
        assert_eq!(town.at(0, 0).map(|c| c.card), Some(1));
        assert_eq!(town.cells().len(), 6);
    }

    #[test]
    fn upside_down_is_a_half_turn() {
        let mut town = Town::default();
        // Tumbleweed Flats: desert+bottle, desert / plains+cattle, plains.
        town.place(c(1), 0, 0, true);
        assert_eq!(town.at(0, 0).map(|c| c.terrain), Some(Terrain::Plains));
        assert_eq!(town.at(1, 0).map(|c| c.symbol), Some(Some(Symbol::Cattle)));
        assert_eq!(town.at(1, 1).map(|c| c.symbol), Some(Some(Symbol::Bottle)));
        assert_eq!(town.at(0, 1).map(|c| c.terrain), Some(Terrain::Desert));
    }

    #[test]
    fn rebuilding_from_placements_gives_the_same_town() {
        let mut town = Town::default();
        town.place(c(1), 0, 0, false);
        town.place(c(5), 1, 1, true);
        town.place(c(9), -2, 0, false);
        assert_eq!(Town::from_placements(town.placements()), Some(town));
        assert_eq!(
            Town::from_placements(&[Placement {
                card: 99,
                x: 0,
                y: 0,
                upside_down: false
            }]),
            None
        );
    }

    #[test]
    fn spots_list_the_legal_positions_in_order() {
        let mut town = Town::default();
        town.place(c(1), 0, 0, false);
        town.place(c(7), 2, 1, true);
        let spots = town.spots();
        let listed: Vec<(i8, i8)> = spots.iter().collect();
        assert_eq!(listed.len(), spots.len());
        assert!(
            listed.windows(2).all(|w| w[0] < w[1]),
            "sorted by x, then y"
        );
        let got: Vec<(i8, i8)> = (0..spots.len()).filter_map(|i| spots.get(i)).collect();
        assert_eq!(got, listed);
        assert_eq!(spots.get(spots.len()), None);
        for x in -4..=6 {
            for y in -4..=5 {
                assert_eq!(town.can_place(x, y), listed.contains(&(x, y)), "({x}, {y})");
            }
        }
    }

    #[test]
    fn off_the_grid_or_past_fifteen_cards_is_refused_and_changes_nothing() {
        let mut town = Town::default();
        town.place(c(1), 0, 0, false);
        let before = town.clone();
        assert_eq!(town.place(c(2), GRID_MAX, 0, false), None);
        assert_eq!(town.place(c(2), 0, -128, false), None);
        assert_eq!(town, before);
        assert!(!town.can_place(127, 127) && !town.can_place(-128, 0));
        // A town that keeps covering its own first spot never grows, whatever it holds.
        for _ in 1..MAX_CARDS {
            assert_eq!(town.place(c(3), 0, 0, false), Some(4));
        }
        assert_eq!(town.card_count(), MAX_CARDS);
        assert!(town.spots().is_empty() && !town.can_place(0, 0));
        assert_eq!(town.place(c(3), 0, 0, false), None);
    }

    #[test]
    fn the_serde_form_is_placements_and_cells() {
        let mut town = Town::default();
        town.place(c(1), 0, 0, false);
        town.place(c(3), 1, 0, false);
        let json = serde_json::to_value(&town).expect("serializes");
        let cells = json["cells"].as_array().expect("cells");
        assert_eq!(json["placements"].as_array().map(Vec::len), Some(2));
        assert_eq!(cells.len(), 6);
        assert_eq!(
            cells[0],
            serde_json::json!({"x": 0, "y": 0, "terrain": "desert", "symbol": "bottle", "card": 1})
        );
        let back: Town = serde_json::from_value(json).expect("deserializes");
        assert_eq!(back, town);
        // A drawn town has cells and no placements; it comes back the same.
        let drawn = Town::from_grid(&["D:bottle . W", "P P ."]).expect("grid");
        let back: Town = serde_json::from_str(&serde_json::to_string(&drawn).expect("serializes"))
            .expect("deserializes");
        assert_eq!(back, drawn);
        assert!(serde_json::from_str::<Town>(concat!(
            r#"{"placements":[],"#,
            r#""cells":[{"x":99,"y":0,"terrain":"desert","symbol":null,"card":1}]}"#
        ))
        .is_err());
    }

    #[test]
    fn a_town_never_spans_more_than_max_span_columns() {
        // Fifteen cards reach 30 columns at most, so only a drawn or stored town gets here.
        let full_width = vec!["D"; MAX_SPAN].join(" ");
        let wide = Town::from_grid(&[&full_width, "W:fort"]).expect("32 columns fit");
        assert_eq!(wide.bounds(), Some((0, 0, MAX_SPAN as i8 - 1, 1)));
        assert_eq!(wide.cells().len(), MAX_SPAN + 1);
        assert_eq!(wide.at(0, 1).map(|c| c.symbol), Some(Some(Symbol::Fort)));
        assert_eq!(
            wide.at(MAX_SPAN as i8 - 1, 1),
            None,
            "no column shares a slot"
        );
        let too_wide = format!("{full_width} D");
        assert!(Town::from_grid(&[&too_wide]).is_err());
        // With a card on record it takes cards again, but none that would widen it.
        let mut json = serde_json::to_value(&wide).expect("serializes");
        json["placements"] = serde_json::json!([{"card": 1, "x": 0, "y": 0, "upside_down": false}]);
        let mut stored: Town = serde_json::from_value(json).expect("deserializes");
        assert!(stored.can_place(0, 1) && stored.can_place(MAX_SPAN as i8 - 2, -1));
        assert!(!stored.can_place(-1, 0) && !stored.can_place(MAX_SPAN as i8 - 1, 0));
        let spots: Vec<(i8, i8)> = stored.spots().iter().collect();
        assert!(spots
            .iter()
            .all(|&(x, _)| (0..MAX_SPAN as i8 - 1).contains(&x)));
        assert_eq!(spots.len(), stored.spots().len());
        assert_eq!(stored.place(c(1), -1, 0, false), None);
        // Thirty columns wide, it takes cards from two columns left to one right: 33 columns.
        let thirty = vec!["D"; MAX_SPAN - 2].join(" ");
        let mut json =
            serde_json::to_value(Town::from_grid(&[&thirty]).expect("fits")).expect("serializes");
        json["placements"] = serde_json::json!([{"card": 1, "x": 0, "y": 0, "upside_down": false}]);
        let narrower: Town = serde_json::from_value(json).expect("deserializes");
        let spots = narrower.spots();
        let columns: std::collections::BTreeSet<i8> = spots.iter().map(|(x, _)| x).collect();
        assert_eq!(columns.len(), MAX_SPAN + 1);
        assert_eq!(spots.get(0), Some((-2, -1)));
        assert_eq!(stored.place(c(1), 3, 0, false), Some(2));
    }

    #[test]
    fn a_drawn_town_may_use_every_row_of_the_grid() {
        let rows: Vec<&str> = (0..=GRID_MAX).map(|_| "S").collect();
        let tall = Town::from_grid(&rows).expect("rows 0..=31 are on the grid");
        assert_eq!(tall.cells().len(), rows.len());
        assert_eq!(
            crate::scoring::largest_groups(&tall)[Terrain::Snow as usize],
            32
        );
        let mut too_tall = rows.clone();
        too_tall.push("S");
        assert!(Town::from_grid(&too_tall).is_err());
    }
}
