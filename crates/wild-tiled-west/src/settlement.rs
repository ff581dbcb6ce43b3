//! A player's settlement board with the tiles on it: placement legality, towns, pastures,
//! sheriffs' lines of fire, surrounded buildings.

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use crate::content::{BoardSide, Building, Ground, Icon, Space, TileDesign};
use crate::geometry::{orient, Laid, Orientation};

/// A tile square on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwCovering"))]
pub struct Covering {
    /// Index into the settlement's placements.
    pub placement: u16,
    pub ground: Ground,
    pub icon: Option<Icon>,
}

/// A tile on the board: a market design or an alley (a one-square street).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwPlacedTile"))]
pub struct PlacedTile {
    /// The tile design's id; `None` for an alley.
    pub design: Option<u8>,
    pub building: Option<Building>,
    pub x: i8,
    pub y: i8,
    pub orientation: Orientation,
}

/// A sheriff's line of fire, from the sheriff's cell to the last cell a shot reaches (the one
/// that stops it, or the board's edge), for drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwFireLine"))]
pub struct FireLine {
    pub x1: i8,
    pub y1: i8,
    pub x2: i8,
    pub y2: i8,
}

/// Why a tile cannot go somewhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlaceError {
    #[error("the tile would overlap the edge of the board")]
    OffBoard,
    #[error("tiles cannot cover cows, fields, hills, mines or printed bandits and sheriffs")]
    Uncoverable,
    #[error("tiles cannot overlap each other")]
    Overlap,
    #[error("the first tile must cover the start space")]
    MissStart,
    #[error("the tile must connect to your tiles by an edge (or through printed fields and cows)")]
    NotConnected,
    #[error("the set-aside General Store must cover the third signpost")]
    MissSignpost,
}

/// What a placement must touch besides free, coverable spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The start space for the first tile, then the player's tiles (the normal rule).
    Connected,
    /// Signpost: the set-aside General Store covers the third signpost, connected or not.
    ThirdSignpost,
    /// House in Danger's house, laid at setup: free, coverable spaces are enough.
    Anywhere,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwSettlement"))]
pub struct Settlement {
    side: BoardSide,
    covered: Vec<Option<Covering>>,
    placements: Vec<PlacedTile>,
    /// Hill bandits, by cell.
    hill_bandits: Vec<bool>,
    /// Bandits shot (tombstones) and sheriffs covered by the Den, by cell.
    tombstones: Vec<bool>,
    /// Cowpokes, by cell (one per wrangled pasture).
    cowpokes: Vec<bool>,
}

pub type Cell = (i32, i32);

const DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// A set of cells as bits, row-major with the board's width as the row stride (a board has
/// at most 128 spaces). The placement search works on these: a spot is a few ANDs instead of
/// a walk over the tile's squares.
type Bits = u128;

/// The board as bit sets, computed once per search.
struct Masks {
    width: u32,
    /// Every cell of the board.
    board: Bits,
    /// Cells a tile may still cover (coverable and not covered).
    free: Bits,
    /// Cells a new tile must touch (beside the connected area), or must cover (the start).
    anchor: Bits,
    /// Whether the new tile must cover an `anchor` cell rather than touch one.
    cover_anchor: bool,
    /// Cells not in the first column / not in the last column.
    not_first_col: Bits,
    not_last_col: Bits,
}

impl Masks {
    /// Cells orthogonally next to `bits`, on the board.
    fn beside(&self, bits: Bits) -> Bits {
        ((bits << 1) & self.not_first_col
            | (bits >> 1) & self.not_last_col
            | bits << self.width
            | bits >> self.width)
            & self.board
    }

    /// Whether a shape (as bits at the origin) fits with its origin at `shift`.
    fn fits(&self, shape: Bits, shift: u32) -> bool {
        let at = shape << shift;
        if at & !self.free != 0 {
            return false;
        }
        if self.cover_anchor {
            at & self.anchor != 0
        } else {
            self.beside(at) & self.anchor != 0
        }
    }
}

impl Settlement {
    pub fn new(side: BoardSide) -> Settlement {
        let n = side.spaces.len();
        Settlement {
            side,
            covered: vec![None; n],
            placements: Vec::new(),
            hill_bandits: vec![false; n],
            tombstones: vec![false; n],
            cowpokes: vec![false; n],
        }
    }

    pub fn side(&self) -> &BoardSide {
        &self.side
    }

    pub fn placements(&self) -> &[PlacedTile] {
        &self.placements
    }

    fn index(&self, (x, y): Cell) -> Option<usize> {
        if x < 0 || y < 0 || x >= i32::from(self.side.width) || y >= i32::from(self.side.height) {
            return None;
        }
        Some((y * i32::from(self.side.width) + x) as usize)
    }

    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let (w, h) = (i32::from(self.side.width), i32::from(self.side.height));
        (0..h).flat_map(move |y| (0..w).map(move |x| (x, y)))
    }

    pub fn space(&self, cell: Cell) -> Option<Space> {
        self.side.at(cell.0, cell.1)
    }

    pub fn covering(&self, cell: Cell) -> Option<Covering> {
        self.index(cell).and_then(|i| self.covered[i])
    }

    /// Whether a tile could still be laid on this one cell.
    pub fn is_open(&self, cell: Cell) -> bool {
        match (self.space(cell), self.covering(cell)) {
            (Some(space), None) => space.coverable(),
            _ => false,
        }
    }

    /// A printed field or cow: part of pastures, and it carries connections between tiles.
    fn printed_field(&self, cell: Cell) -> bool {
        matches!(self.space(cell), Some(Space::Field | Space::Cow))
    }

    /// The bit sets a placement search under `anchor` needs.
    fn masks(&self, anchor: Anchor) -> Masks {
        let width = u32::from(self.side.width);
        // One pass over the board for every set.
        let (mut covered, mut free, mut fields, mut start, mut signpost) = (0, 0, 0, 0, 0);
        let (mut not_first_col, mut not_last_col) = (0, 0);
        for (i, (space, cover)) in self.side.spaces.iter().zip(&self.covered).enumerate() {
            let bit: Bits = 1 << i;
            if cover.is_some() {
                covered |= bit;
            } else if space.coverable() {
                free |= bit;
            }
            match space {
                Space::Field | Space::Cow => fields |= bit,
                Space::Start => start |= bit,
                Space::Signpost { number: 3 } => signpost |= bit,
                _ => {}
            }
            let x = i as u32 % width;
            if x != 0 {
                not_first_col |= bit;
            }
            if x != width - 1 {
                not_last_col |= bit;
            }
        }
        let mut m = Masks {
            width,
            board: match self.covered.len() {
                n @ 0..128 => (1 << n) - 1,
                _ => Bits::MAX,
            },
            free,
            anchor: 0,
            cover_anchor: true,
            not_first_col,
            not_last_col,
        };
        match anchor {
            Anchor::Anywhere => m.anchor = m.board,
            Anchor::ThirdSignpost => m.anchor = signpost,
            Anchor::Connected if self.placements.is_empty() => m.anchor = start,
            Anchor::Connected => {
                // Tiles connect through each other and through printed fields and cows.
                let mut reach = covered;
                loop {
                    let grown = reach | m.beside(reach) & fields;
                    if grown == reach {
                        break;
                    }
                    reach = grown;
                }
                m.anchor = reach;
                m.cover_anchor = false;
            }
        }
        m
    }

    /// Cells connected to the player's tiles: tile squares, plus printed fields and cows
    /// reachable from them through other printed fields and cows.
    fn connected_area(&self) -> Vec<bool> {
        let mut reach: Vec<bool> = self.covered.iter().map(Option::is_some).collect();
        let mut stack: Vec<Cell> = self
            .cells()
            .filter(|&c| self.covering(c).is_some())
            .collect();
        while let Some((x, y)) = stack.pop() {
            for (dx, dy) in DIRS {
                let n = (x + dx, y + dy);
                if let Some(i) = self.index(n) {
                    if !reach[i] && self.printed_field(n) {
                        reach[i] = true;
                        stack.push(n);
                    }
                }
            }
        }
        reach
    }

    /// Checks the placement rules for `laid` squares anchored at (x, y).
    pub fn check(&self, laid: &[Laid], x: i32, y: i32) -> Result<(), PlaceError> {
        self.check_within(laid, x, y, Anchor::Connected, &self.connected_area())
    }

    /// Checks a piece laid at setup (House in Danger's house): on the board, on free,
    /// coverable spaces.
    pub fn check_setup(&self, laid: &[Laid], x: i32, y: i32) -> Result<(), PlaceError> {
        self.check_within(laid, x, y, Anchor::Anywhere, &[])
    }

    /// [`Settlement::check`] with the connected area computed once by the caller (it is the
    /// same for every spot tried in one search).
    fn check_within(
        &self,
        laid: &[Laid],
        x: i32,
        y: i32,
        anchor: Anchor,
        area: &[bool],
    ) -> Result<(), PlaceError> {
        let mut covers_start = false;
        let mut covers_signpost = false;
        for l in laid {
            let cell = (x + i32::from(l.dx), y + i32::from(l.dy));
            let space = self.space(cell).ok_or(PlaceError::OffBoard)?;
            if !space.coverable() {
                return Err(PlaceError::Uncoverable);
            }
            if self.covering(cell).is_some() {
                return Err(PlaceError::Overlap);
            }
            covers_start |= space == Space::Start;
            covers_signpost |= space == Space::Signpost { number: 3 };
        }
        match anchor {
            Anchor::Anywhere => return Ok(()),
            Anchor::ThirdSignpost if covers_signpost => return Ok(()),
            Anchor::ThirdSignpost => return Err(PlaceError::MissSignpost),
            Anchor::Connected => {}
        }
        if self.placements.is_empty() {
            return if covers_start {
                Ok(())
            } else {
                Err(PlaceError::MissStart)
            };
        }
        let touches = laid.iter().any(|l| {
            let (cx, cy) = (x + i32::from(l.dx), y + i32::from(l.dy));
            DIRS.iter()
                .any(|(dx, dy)| self.index((cx + dx, cy + dy)).is_some_and(|i| area[i]))
        });
        if touches {
            Ok(())
        } else {
            Err(PlaceError::NotConnected)
        }
    }

    /// Every legal (orientation, x, y) for a shape, given its distinct orientations.
    pub fn legal_spots(
        &self,
        shape: &[crate::content::Square],
        orientations: &[Orientation],
    ) -> Vec<(Orientation, i8, i8)> {
        self.legal_spots_anchored(shape, orientations, Anchor::Connected)
    }

    /// [`Settlement::legal_spots`] under another anchoring rule.
    pub fn legal_spots_anchored(
        &self,
        shape: &[crate::content::Square],
        orientations: &[Orientation],
        anchor: Anchor,
    ) -> Vec<(Orientation, i8, i8)> {
        let mut out = Vec::new();
        self.scan_spots(shape, orientations, anchor, |o, x, y| {
            out.push((o, x, y));
            true
        });
        out
    }

    /// Whether the shape fits anywhere (stops at the first spot).
    pub fn fits_somewhere(
        &self,
        shape: &[crate::content::Square],
        orientations: &[Orientation],
        anchor: Anchor,
    ) -> bool {
        let mut found = false;
        self.scan_spots(shape, orientations, anchor, |_, _, _| {
            found = true;
            false
        });
        found
    }

    /// Calls `visit` for each legal spot, in (orientation, y, x) order, while it returns true.
    fn scan_spots(
        &self,
        shape: &[crate::content::Square],
        orientations: &[Orientation],
        anchor: Anchor,
        mut visit: impl FnMut(Orientation, i8, i8) -> bool,
    ) {
        if self.covered.len() > 128 {
            return self.scan_spots_slowly(shape, orientations, anchor, visit);
        }
        let m = self.masks(anchor);
        let width = i32::from(self.side.width);
        for &o in orientations {
            let laid = orient(shape, o);
            let w = laid.iter().map(|l| i32::from(l.dx)).max().unwrap_or(0);
            let h = laid.iter().map(|l| i32::from(l.dy)).max().unwrap_or(0);
            let bits = laid.iter().fold(0 as Bits, |b, l| {
                b | 1 << (i32::from(l.dy) * width + i32::from(l.dx))
            });
            // Anchors that keep the whole shape on the board.
            for y in 0..i32::from(self.side.height) - h {
                for x in 0..width - w {
                    if m.fits(bits, (y * width + x) as u32) && !visit(o, x as i8, y as i8) {
                        return;
                    }
                }
            }
        }
    }

    /// [`Settlement::scan_spots`] square by square: for boards larger than the bit sets hold,
    /// and as the reference the bit sets are tested against.
    fn scan_spots_slowly(
        &self,
        shape: &[crate::content::Square],
        orientations: &[Orientation],
        anchor: Anchor,
        mut visit: impl FnMut(Orientation, i8, i8) -> bool,
    ) {
        let area = self.connected_area();
        for &o in orientations {
            let laid = orient(shape, o);
            let w = laid.iter().map(|l| i32::from(l.dx)).max().unwrap_or(0);
            let h = laid.iter().map(|l| i32::from(l.dy)).max().unwrap_or(0);
            for y in 0..i32::from(self.side.height) - h {
                for x in 0..i32::from(self.side.width) - w {
                    if self.check_within(&laid, x, y, anchor, &area).is_ok()
                        && !visit(o, x as i8, y as i8)
                    {
                        return;
                    }
                }
            }
        }
    }

    /// Lays a tile (checked by the caller). Returns the board spaces it covered.
    pub fn place(
        &mut self,
        design: Option<&TileDesign>,
        laid: &[Laid],
        x: i32,
        y: i32,
        orientation: Orientation,
    ) -> Vec<Space> {
        let placement = self.placements.len() as u16;
        self.placements.push(PlacedTile {
            design: design.map(|d| d.id),
            building: design.and_then(|d| d.building),
            x: x as i8,
            y: y as i8,
            orientation,
        });
        let mut spaces = Vec::new();
        for l in laid {
            let cell = (x + i32::from(l.dx), y + i32::from(l.dy));
            if let Some(i) = self.index(cell) {
                self.covered[i] = Some(Covering {
                    placement,
                    ground: l.square.ground,
                    icon: l.square.icon,
                });
                spaces.push(self.side.spaces[i]);
            }
        }
        spaces
    }

    /// The cells a placement covers.
    pub fn cells_of(&self, placement: u16) -> Vec<Cell> {
        self.cells()
            .filter(|&c| self.covering(c).is_some_and(|cv| cv.placement == placement))
            .collect()
    }

    /// Whether every square of town plot `town` is covered.
    pub fn town_complete(&self, town: u8) -> bool {
        self.cells()
            .filter(|&c| self.space(c) == Some(Space::Town { town }))
            .all(|c| self.covering(c).is_some())
    }

    /// Whether no tile could be laid on any cell orthogonally adjacent to the placement.
    pub fn surrounded(&self, placement: u16) -> bool {
        let own = self.cells_of(placement);
        own.iter().all(|&(x, y)| {
            DIRS.iter().all(|(dx, dy)| {
                let n = (x + dx, y + dy);
                own.contains(&n) || !self.is_open(n)
            })
        })
    }

    fn is_field(&self, cell: Cell) -> bool {
        self.printed_field(cell)
            || matches!(
                self.covering(cell),
                Some(Covering {
                    ground: Ground::Field | Ground::Cow,
                    ..
                })
            )
    }

    fn has_cow(&self, cell: Cell) -> bool {
        self.space(cell) == Some(Space::Cow)
            || matches!(
                self.covering(cell),
                Some(Covering {
                    ground: Ground::Cow,
                    ..
                })
            )
    }

    /// Pastures: groups of orthogonally connected fields (printed or on tiles).
    pub fn pastures(&self) -> Vec<Pasture> {
        let mut seen = vec![false; self.covered.len()];
        let mut out = Vec::new();
        for start in self.cells() {
            let i = self.index(start).unwrap_or(0);
            if seen[i] || !self.is_field(start) {
                continue;
            }
            seen[i] = true;
            let mut cells = vec![start];
            let mut k = 0;
            while k < cells.len() {
                let (x, y) = cells[k];
                k += 1;
                for (dx, dy) in DIRS {
                    let n = (x + dx, y + dy);
                    if let Some(j) = self.index(n) {
                        if !seen[j] && self.is_field(n) {
                            seen[j] = true;
                            cells.push(n);
                        }
                    }
                }
            }
            cells.sort_by_key(|&(x, y)| (y, x));
            let cows = cells.iter().filter(|&&c| self.has_cow(c)).count() as u8;
            let wrangled = cells
                .iter()
                .any(|&c| self.index(c).is_some_and(|j| self.cowpokes[j]));
            out.push(Pasture {
                cells,
                cows,
                wrangled,
            });
        }
        out
    }

    pub fn put_cowpoke(&mut self, cell: Cell) {
        if let Some(i) = self.index(cell) {
            self.cowpokes[i] = true;
        }
    }

    pub fn put_hill_bandit(&mut self, cell: Cell) -> bool {
        match self.index(cell) {
            Some(i) if self.side.spaces[i] == Space::Hill && !self.hill_bandits[i] => {
                self.hill_bandits[i] = true;
                true
            }
            _ => false,
        }
    }

    /// Hills without a hill bandit.
    pub fn free_hills(&self) -> Vec<Cell> {
        self.cells()
            .filter(|&c| {
                self.space(c) == Some(Space::Hill)
                    && self.index(c).is_some_and(|i| !self.hill_bandits[i])
            })
            .collect()
    }

    /// Whether a bandit stands on this cell (printed, on a tile, or a hill bandit) and has not
    /// been shot.
    pub fn bandit_standing(&self, cell: Cell) -> bool {
        let Some(i) = self.index(cell) else {
            return false;
        };
        if self.tombstones[i] {
            return false;
        }
        self.side.spaces[i] == Space::Bandit
            || self.hill_bandits[i]
            || matches!(
                self.covered[i],
                Some(Covering {
                    icon: Some(Icon::Bandit),
                    ..
                })
            )
    }

    pub fn bandits_standing(&self) -> usize {
        self.cells().filter(|&c| self.bandit_standing(c)).count()
    }

    /// Whether a tile covers a space orthogonally next to `cell`.
    pub fn touched(&self, (x, y): Cell) -> bool {
        DIRS.iter()
            .any(|(dx, dy)| self.covering((x + dx, y + dy)).is_some())
    }

    /// Sheriffs able to shoot: printed or on tiles (or, on Watchtowers, a watchtower a tile
    /// touches), not covered by the Den.
    pub fn sheriffs(&self) -> Vec<Cell> {
        self.cells()
            .filter(|&c| {
                let Some(i) = self.index(c) else { return false };
                !self.tombstones[i]
                    && (self.side.spaces[i] == Space::Sheriff
                        || (self.side.spaces[i] == Space::Watchtower && self.touched(c))
                        || matches!(
                            self.covered[i],
                            Some(Covering {
                                icon: Some(Icon::Sheriff),
                                ..
                            })
                        ))
            })
            .collect()
    }

    /// Whether a shot stops at this cell: cows, hills, mines, watchtowers and buildings
    /// block.
    fn blocks(&self, cell: Cell) -> bool {
        matches!(
            self.space(cell),
            Some(Space::Cow | Space::Hill | Space::Mine | Space::Watchtower)
        ) || matches!(
            self.covering(cell),
            Some(Covering {
                ground: Ground::Cow | Ground::Building,
                ..
            })
        )
    }

    /// Standing bandits a sheriff at `sheriff` can shoot: in its row or column, with nothing
    /// that blocks in between. A hill bandit can be shot, but nothing behind a hill.
    pub fn targets(&self, sheriff: Cell) -> Vec<Cell> {
        let mut out = Vec::new();
        for (dx, dy) in DIRS {
            let mut c = (sheriff.0 + dx, sheriff.1 + dy);
            while self.space(c).is_some() {
                if self.bandit_standing(c) {
                    out.push(c);
                }
                if self.blocks(c) {
                    break;
                }
                c = (c.0 + dx, c.1 + dy);
            }
        }
        out.sort_by_key(|&(x, y)| (y, x));
        out
    }

    /// Each sheriff's lines of fire along its row and column, as far as a shot carries.
    pub fn lines_of_fire(&self) -> Vec<FireLine> {
        let mut out = Vec::new();
        for (sx, sy) in self.sheriffs() {
            for (dx, dy) in DIRS {
                let mut end = (sx, sy);
                let mut c = (sx + dx, sy + dy);
                while self.space(c).is_some() {
                    end = c;
                    if self.blocks(c) {
                        break;
                    }
                    c = (c.0 + dx, c.1 + dy);
                }
                if end != (sx, sy) {
                    out.push(FireLine {
                        x1: sx as i8,
                        y1: sy as i8,
                        x2: end.0 as i8,
                        y2: end.1 as i8,
                    });
                }
            }
        }
        out
    }

    /// Every bandit some sheriff can shoot now.
    pub fn all_targets(&self) -> Vec<Cell> {
        let mut out: Vec<Cell> = self
            .sheriffs()
            .into_iter()
            .flat_map(|s| self.targets(s))
            .collect();
        out.sort_by_key(|&(x, y)| (y, x));
        out.dedup();
        out
    }

    /// Marks a bandit (or, for the Den, a sheriff) with a tombstone.
    pub fn tombstone(&mut self, cell: Cell) {
        if let Some(i) = self.index(cell) {
            self.tombstones[i] = true;
        }
    }

    pub fn tombstones(&self) -> usize {
        self.tombstones.iter().filter(|&&t| t).count()
    }

    /// Rope Trick: lassos still showing whose every orthogonal neighbour is closed (covered,
    /// never coverable, or off the board). Diagonals do not matter.
    pub fn lassos_surrounded(&self) -> Vec<Cell> {
        self.cells()
            .filter(|&c| self.space(c) == Some(Space::Lasso) && self.covering(c).is_none())
            .filter(|&(x, y)| {
                DIRS.iter().all(|(dx, dy)| {
                    let n = (x + dx, y + dy);
                    self.space(n).is_none() || !self.is_open(n)
                })
            })
            .collect()
    }

    /// Pocket Aces: the suit of every printed suit mark a tile touches.
    pub fn suit_marks_touched(&self) -> Vec<crate::content::Suit> {
        self.cells()
            .filter_map(|c| match self.space(c) {
                Some(Space::SuitMark { suit }) if self.touched(c) => Some(suit),
                _ => None,
            })
            .collect()
    }

    /// Dry Creek: whether a square of the pasture is next to an uncovered water hole.
    pub fn beside_water(&self, pasture: &Pasture) -> bool {
        pasture.cells.iter().any(|&(x, y)| {
            DIRS.iter().any(|(dx, dy)| {
                let n = (x + dx, y + dy);
                self.space(n) == Some(Space::WaterHole) && self.covering(n).is_none()
            })
        })
    }

    pub fn covered(&self, space: Space) -> usize {
        self.cells()
            .filter(|&c| self.space(c) == Some(space) && self.covering(c).is_some())
            .count()
    }

    pub fn uncovered(&self, space: Space) -> usize {
        self.cells()
            .filter(|&c| self.space(c) == Some(space) && self.covering(c).is_none())
            .count()
    }
}

/// A group of orthogonally connected fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pasture {
    pub cells: Vec<Cell>,
    pub cows: u8,
    pub wrangled: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{content, parse_shape, Square, TownPlot};
    use crate::geometry::distinct_orientations;
    use saloon_core::GameRng;

    /// The bit-set search finds exactly the spots the square-by-square rules allow, on all
    /// sixteen sides, from the empty board to a crowded one, under every anchoring rule.
    #[test]
    fn the_bit_set_search_agrees_with_the_rules_square_by_square() {
        let designs = &content().tiles;
        let mut rng = GameRng::stream(5, 5);
        for board in &content().boards {
            for side in [&board.normal, &board.wild] {
                let mut s = Settlement::new(side.clone());
                for _ in 0..40 {
                    for anchor in [Anchor::Connected, Anchor::ThirdSignpost, Anchor::Anywhere] {
                        for d in designs.iter().step_by(3) {
                            let orientations = distinct_orientations(&d.squares);
                            let fast = s.legal_spots_anchored(&d.squares, &orientations, anchor);
                            let mut slow = Vec::new();
                            s.scan_spots_slowly(&d.squares, &orientations, anchor, |o, x, y| {
                                slow.push((o, x, y));
                                true
                            });
                            assert_eq!(fast, slow, "board {} {anchor:?} tile {}", board.id, d.id);
                        }
                    }
                    // Grow the settlement by a random legal tile.
                    let d = &designs[rng.index(designs.len())];
                    let spots = s.legal_spots(&d.squares, &distinct_orientations(&d.squares));
                    if spots.is_empty() {
                        continue;
                    }
                    let (o, x, y) = spots[rng.index(spots.len())];
                    let laid = orient(&d.squares, o);
                    s.place(Some(d), &laid, i32::from(x), i32::from(y), o);
                }
            }
        }
    }

    fn side(rows: &[&str], towns: usize) -> BoardSide {
        let towns = (0..towns)
            .map(|i| TownPlot {
                name: format!("T{i}"),
                points: 4,
            })
            .collect();
        BoardSide::from_rows(rows, towns).unwrap()
    }

    fn shape(rows: &[&str]) -> Vec<Square> {
        parse_shape(&rows.iter().map(|r| r.to_string()).collect::<Vec<_>>()).unwrap()
    }

    const UPRIGHT: Orientation = Orientation {
        turns: 0,
        flipped: false,
    };

    /// Lays a shape without the placement checks (to set up positions).
    fn lay(s: &mut Settlement, rows: &[&str], x: i32, y: i32) {
        let laid = orient(&shape(rows), UPRIGHT);
        s.place(None, &laid, x, y, UPRIGHT);
    }

    fn try_lay(s: &Settlement, rows: &[&str], x: i32, y: i32) -> Result<(), PlaceError> {
        s.check(&orient(&shape(rows), UPRIGHT), x, y)
    }

    /// The rulebook's sheriff figure, on a board of our own: which bandits each sheriff can
    /// and cannot shoot.
    #[test]
    fn the_sheriff_figure() {
        let mut s = Settlement::new(side(
            &[
                "........x",
                ".........",
                ".!.......",
                ".h.......",
                "!#.f!....",
                ".g....!..",
                ".!.......",
                "....!c#..",
                ".........",
            ],
            0,
        ));
        lay(&mut s, &["S:bandit"], 2, 4); // bandit B, in front of a building elsewhere
        lay(&mut s, &["B"], 6, 6); // a building between sheriff 2 and bandit F
        assert!(s.put_hill_bandit((1, 3))); // bandit D, on the hill
        let sheriffs = s.sheriffs();
        assert_eq!(sheriffs, vec![(1, 4), (6, 7)]);
        // Sheriff 1: A across the gold space, B, C behind B and across a field, D on the
        // hill, G beside him. Not E (behind the hill), nor F or H (not in line).
        assert_eq!(
            s.targets((1, 4)),
            vec![(1, 3), (0, 4), (2, 4), (4, 4), (1, 6)]
        );
        // Sheriff 2: F is behind a building and H behind a cow.
        assert!(s.targets((6, 7)).is_empty());
        // What the board draws: sheriff 1 fires up to the hill, down and right to the edge,
        // left to the edge; sheriff 2 is stopped by the building and the cow next to him.
        let lines = s.lines_of_fire();
        let from = |x: i8, y: i8| {
            lines
                .iter()
                .filter(|l| (l.x1, l.y1) == (x, y))
                .map(|l| (l.x2, l.y2))
                .collect::<Vec<_>>()
        };
        assert_eq!(from(1, 4), vec![(8, 4), (0, 4), (1, 8), (1, 3)]);
        assert_eq!(from(6, 7), vec![(8, 7), (5, 7), (6, 8), (6, 6)]);
        assert_eq!(s.bandits_standing(), 8);
        s.tombstone((2, 4));
        assert_eq!(s.bandits_standing(), 7);
        assert!(
            !s.targets((1, 4)).contains(&(2, 4)),
            "a tombstone is not a target"
        );
        assert!(s.targets((1, 4)).contains(&(4, 4)), "nor an obstacle");
    }

    #[test]
    fn the_first_tile_covers_the_start_and_never_cows_fields_hills_or_mines() {
        let s = Settlement::new(side(&["x.c", "fhm", "..."], 0));
        assert_eq!(
            try_lay(&s, &["S S"], 1, 0),
            Err(PlaceError::Uncoverable),
            "covers the cow"
        );
        assert_eq!(try_lay(&s, &["S"], 1, 0), Err(PlaceError::MissStart));
        assert_eq!(try_lay(&s, &["S S S S"], 0, 2), Err(PlaceError::OffBoard));
        assert!(try_lay(&s, &["S S"], 0, 0).is_ok());
        assert_eq!(
            try_lay(&s, &["S", "S"], 0, 0),
            Err(PlaceError::Uncoverable),
            "covers the field"
        );
        assert_eq!(
            try_lay(&s, &["S", "S"], 1, 1),
            Err(PlaceError::Uncoverable),
            "covers the hill"
        );
        assert_eq!(
            try_lay(&s, &["S", "S"], 2, 1),
            Err(PlaceError::Uncoverable),
            "covers the mine"
        );
    }

    #[test]
    fn tiles_connect_by_edges_and_through_printed_fields_not_corners() {
        let mut s = Settlement::new(side(
            &[
                "x........",
                ".........",
                "..ff.....",
                ".........",
                ".........",
            ],
            0,
        ));
        lay(&mut s, &["S S"], 0, 0);
        assert_eq!(try_lay(&s, &["S"], 1, 1), Ok(()), "shares an edge");
        assert_eq!(
            try_lay(&s, &["S"], 2, 1),
            Err(PlaceError::NotConnected),
            "only a corner"
        );
        assert_eq!(try_lay(&s, &["S"], 0, 0), Err(PlaceError::Overlap));
        lay(&mut s, &["S"], 1, 1);
        lay(&mut s, &["S"], 1, 2); // now touches the printed pasture at (2,2)-(3,2)
                                   // A tile beside the far end of the pasture is connected through it.
        assert_eq!(try_lay(&s, &["S"], 4, 2), Ok(()));
        assert_eq!(try_lay(&s, &["S"], 3, 3), Ok(()));
        assert_eq!(try_lay(&s, &["S"], 5, 2), Err(PlaceError::NotConnected));
    }

    #[test]
    fn legal_spots_cover_every_orientation() {
        let s = Settlement::new(side(&["x..", "...", "..."], 0));
        let l = shape(&["S .", "S S"]);
        let spots = s.legal_spots(&l, &distinct_orientations(&l));
        // In the corner, only the three orientations with a square at their own top-left can
        // cover the start at (0, 0).
        assert!(spots
            .iter()
            .all(|&(o, x, y)| s.check(&orient(&l, o), x.into(), y.into()).is_ok()));
        assert_eq!(spots.len(), 3);
        assert!(spots.iter().all(|&(_, x, y)| (x, y) == (0, 0)));
    }

    #[test]
    fn towns_complete_when_every_square_is_covered() {
        let mut s = Settlement::new(side(&["xAA", ".A.", "..."], 1));
        lay(&mut s, &["S S"], 0, 0);
        assert!(!s.town_complete(0));
        lay(&mut s, &["S", "S"], 2, 0);
        assert!(!s.town_complete(0));
        lay(&mut s, &["S"], 1, 1);
        assert!(s.town_complete(0));
    }

    #[test]
    fn a_building_is_surrounded_when_no_tile_fits_beside_it() {
        let mut s = Settlement::new(side(&["xh..", ".m..", "...."], 0));
        lay(&mut s, &["B"], 0, 0); // placement 0: a one-square building in the corner
        assert!(!s.surrounded(0), "(0, 1) is open");
        lay(&mut s, &["S"], 0, 1);
        assert!(
            s.surrounded(0),
            "the board edge, the hill and a tile surround it"
        );
        // The street tile is not surrounded: (0, 2) is open.
        assert!(!s.surrounded(1));
    }

    #[test]
    fn pastures_join_printed_and_tile_fields() {
        let mut s = Settlement::new(side(&["xc.c", "f...", "...."], 0));
        lay(&mut s, &["C F"], 1, 1);
        let p = s.pastures();
        // (1,0) cow, (0,1) field, (1,1) tile cow, (2,1) tile field: one pasture of 2 cows;
        // (3,0) stands alone.
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].cows, 2);
        assert_eq!(p[0].cells.len(), 4);
        assert_eq!(p[1].cows, 1);
        s.put_cowpoke((1, 1));
        assert!(s.pastures()[0].wrangled && !s.pastures()[1].wrangled);
    }
}
