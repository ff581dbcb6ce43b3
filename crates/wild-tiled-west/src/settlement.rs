//! A player's settlement board with the tiles on it: placement legality, towns, pastures,
//! sheriffs' lines of fire, surrounded buildings.

use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

pub use crate::board_bits::Spots;
use crate::board_bits::{ones, Bits, Layers, Search, MAX_TOWNS};
use crate::content::{BoardSide, Building, Ground, Icon, Space, TileDesign};
use crate::geometry::{design_orientations, oriented_shapes, Laid, Orientation, OrientedShape};

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

/// Why a tile cannot go somewhere: the placement rule it breaks (a refused placement names it,
/// and the screen words each one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwPlaceRule"))]
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

#[derive(Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwSettlement"))]
pub struct Settlement {
    // Shared: a game is cloned thousands of times a bot decision, its printed boards never
    // change.
    side: Arc<BoardSide>,
    covered: Vec<Option<Covering>>,
    placements: Vec<PlacedTile>,
    /// Hill bandits, by cell.
    hill_bandits: Vec<bool>,
    /// Bandits shot (tombstones) and sheriffs covered by the Den, by cell.
    tombstones: Vec<bool>,
    /// Cowpokes, by cell (one per wrangled pasture).
    cowpokes: Vec<bool>,
    /// The same board as bit sets, kept in step by every change; `None` on a board too
    /// large for them, which is asked square by square.
    #[serde(skip)]
    #[cfg_attr(feature = "ts", ts(skip))]
    layers: Option<Layers>,
}

impl Clone for Settlement {
    fn clone(&self) -> Self {
        Settlement {
            side: Arc::clone(&self.side),
            covered: self.covered.clone(),
            placements: self.placements.clone(),
            hill_bandits: self.hill_bandits.clone(),
            tombstones: self.tombstones.clone(),
            cowpokes: self.cowpokes.clone(),
            layers: self.layers.clone(),
        }
    }

    /// Field by field, reusing the buffers; a copy onto the same board keeps its pointer to
    /// the board rather than counting it up and down again.
    fn clone_from(&mut self, source: &Self) {
        // Every field named, so that a new one is not forgotten here.
        let Settlement {
            side,
            covered,
            placements,
            hill_bandits,
            tombstones,
            cowpokes,
            layers,
        } = source;
        if !Arc::ptr_eq(&self.side, side) {
            self.side = Arc::clone(side);
        }
        self.covered.clone_from(covered);
        self.placements.clone_from(placements);
        self.hill_bandits.clone_from(hill_bandits);
        self.tombstones.clone_from(tombstones);
        self.cowpokes.clone_from(cowpokes);
        self.layers.clone_from(layers);
    }
}

/// What a settlement saves: everything but the derived bit sets, which reading rebuilds.
#[derive(Deserialize)]
#[serde(rename = "Settlement")]
struct StoredSettlement {
    side: Arc<BoardSide>,
    covered: Vec<Option<Covering>>,
    placements: Vec<PlacedTile>,
    hill_bandits: Vec<bool>,
    tombstones: Vec<bool>,
    cowpokes: Vec<bool>,
}

impl<'de> Deserialize<'de> for Settlement {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = StoredSettlement::deserialize(deserializer)?;
        let layers = Layers::new(
            &s.side,
            &s.covered,
            &s.hill_bandits,
            &s.tombstones,
            &s.cowpokes,
        );
        Ok(Settlement {
            side: s.side,
            covered: s.covered,
            placements: s.placements,
            hill_bandits: s.hill_bandits,
            tombstones: s.tombstones,
            cowpokes: s.cowpokes,
            layers,
        })
    }
}

pub type Cell = (i32, i32);

const DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

impl Settlement {
    pub fn new(side: BoardSide) -> Settlement {
        let n = side.spaces.len();
        let (covered, flags) = (vec![None; n], vec![false; n]);
        let layers = Layers::new(&side, &covered, &flags, &flags, &flags);
        Settlement {
            side: Arc::new(side),
            covered,
            placements: Vec::new(),
            hill_bandits: flags.clone(),
            tombstones: flags.clone(),
            cowpokes: flags,
            layers,
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
        let shapes = oriented_shapes(shape, orientations);
        let Some(spots) = self.spots(&shapes, anchor) else {
            return self.scan_spots_slowly(&shapes, anchor, visit);
        };
        for set in spots {
            for (x, y) in set.by_row() {
                if !visit(set.orientation, x, y) {
                    return;
                }
            }
        }
    }

    /// Where each of `shapes` (one orientation each) may go under `anchor`, as one bit set
    /// of anchors per shape, in the order given: the placement search itself, with no list
    /// built. `None` on a board too large for bit sets ([`Settlement::legal_spots_anchored`]
    /// works there).
    pub fn spots<'a>(
        &'a self,
        shapes: &'a [OrientedShape],
        anchor: Anchor,
    ) -> Option<impl Iterator<Item = Spots> + 'a> {
        let search = self.search(anchor)?;
        Some(shapes.iter().map(move |shape| search.spots(shape)))
    }

    /// Whether any of `shapes` fits under `anchor` (stops at the first that does).
    pub fn any_spot(&self, shapes: &[OrientedShape], anchor: Anchor) -> bool {
        match self.search(anchor) {
            Some(search) => shapes.iter().any(|shape| search.anchors(shape) != 0),
            None => {
                let mut found = false;
                self.scan_spots_slowly(shapes, anchor, |_, _, _| {
                    found = true;
                    false
                });
                found
            }
        }
    }

    /// Where a one-square tile (an alley) may go under the normal rule, as a bit set:
    /// `next_to` keeps only cells beside that cell, `with_room` only cells with an open cell
    /// beside them (room for a second one). `None` on a board too large for bit sets.
    pub fn square_spot_set(&self, next_to: Option<Cell>, with_room: bool) -> Option<Spots> {
        let search = self.search(Anchor::Connected)?;
        let l = self.layers.as_ref()?;
        let mut anchors = search.anchors(square());
        if let Some((x, y)) = next_to {
            let beside = DIRS
                .iter()
                .filter_map(|(dx, dy)| l.bit((x + dx, y + dy)))
                .fold(0, |b, bit| b | bit);
            anchors &= beside;
        }
        if with_room {
            anchors &= l.beside(l.open());
        }
        Some(Spots::new(Orientation::ALL[0], anchors, l))
    }

    /// [`Settlement::square_spot_set`] as a list, sorted by y then x.
    pub fn square_spots(&self, next_to: Option<Cell>, with_room: bool) -> Vec<Cell> {
        if let Some(set) = self.square_spot_set(next_to, with_room) {
            return set
                .by_row()
                .map(|(x, y)| (i32::from(x), i32::from(y)))
                .collect();
        }
        let mut spots = Vec::new();
        self.scan_spots_slowly(
            std::slice::from_ref(square()),
            Anchor::Connected,
            |_, x, y| {
                spots.push((i32::from(x), i32::from(y)));
                true
            },
        );
        spots.retain(|&(x, y)| {
            next_to.is_none_or(|(nx, ny)| (nx - x).abs() + (ny - y).abs() == 1)
                && (!with_room || DIRS.iter().any(|(dx, dy)| self.is_open((x + dx, y + dy))))
        });
        spots
    }

    /// The bit-set search under `anchor`: the cells a tile must cover one of are the start
    /// (first tile), the third signpost, anywhere, or the cells beside what the tiles reach.
    fn search(&self, anchor: Anchor) -> Option<Search<'_>> {
        let l = self.layers.as_ref()?;
        let must_cover = match anchor {
            Anchor::Anywhere => l.board,
            Anchor::ThirdSignpost => l.signpost3,
            Anchor::Connected if self.placements.is_empty() => l.start,
            // Tiles connect through each other and through printed fields and cows; covering
            // a cell beside that area is touching it.
            Anchor::Connected => l.connect,
        };
        Some(l.search(must_cover))
    }

    /// [`Settlement::scan_spots`] square by square: for boards larger than the bit sets hold,
    /// and as the reference the bit sets are tested against.
    fn scan_spots_slowly(
        &self,
        shapes: &[OrientedShape],
        anchor: Anchor,
        mut visit: impl FnMut(Orientation, i8, i8) -> bool,
    ) {
        let area = self.connected_area();
        for shape in shapes {
            let (w, h) = (shape.max_dx() as i32, shape.max_dy() as i32);
            for y in 0..i32::from(self.side.height) - h {
                for x in 0..i32::from(self.side.width) - w {
                    if self.check_within(shape.laid(), x, y, anchor, &area).is_ok()
                        && !visit(shape.orientation(), x as i8, y as i8)
                    {
                        return;
                    }
                }
            }
        }
    }

    /// Lays a tile (checked by the caller).
    pub fn place(
        &mut self,
        design: Option<&TileDesign>,
        laid: &[Laid],
        x: i32,
        y: i32,
        orientation: Orientation,
    ) {
        let placement = self.placements.len() as u16;
        self.placements.push(PlacedTile {
            design: design.map(|d| d.id),
            building: design.and_then(|d| d.building),
            x: x as i8,
            y: y as i8,
            orientation,
        });
        for l in laid {
            let cell = (x + i32::from(l.dx), y + i32::from(l.dy));
            if let Some(i) = self.index(cell) {
                let covering = Some(Covering {
                    placement,
                    ground: l.square.ground,
                    icon: l.square.icon,
                });
                self.covered[i] = covering;
                if let Some(layers) = &mut self.layers {
                    layers.set_covering(i, covering);
                }
            }
        }
        if let Some(layers) = &mut self.layers {
            layers.refresh_connect();
        }
    }

    /// The cells a placement covers.
    pub fn cells_of(&self, placement: u16) -> Vec<Cell> {
        self.cells()
            .filter(|&c| self.covering(c).is_some_and(|cv| cv.placement == placement))
            .collect()
    }

    /// The cells of `placement` among `cells`. Where the placement's shape is known (an
    /// alley, or a design in an orientation the content's table lays out) only its own few
    /// squares are looked at, each checked against what covers it; else every cell of
    /// `cells`. The bots' evaluation asks for every Ranch and red sign at every position.
    fn placement_among(&self, cells: Bits, placement: u16) -> Bits {
        let own = |&i: &u32| self.covered[i as usize].is_some_and(|c| c.placement == placement);
        let among = self.laid_bits(placement).map_or(cells, |laid| laid & cells);
        ones(among).filter(own).fold(0, |bits, i| bits | 1 << i)
    }

    /// The cells `placement`'s shape covers, as it was laid (see [`Settlement::place`]; an
    /// alley is one square); `None` when the shape is not at hand.
    fn laid_bits(&self, placement: u16) -> Option<Bits> {
        let (l, t) = (
            self.layers.as_ref()?,
            self.placements.get(usize::from(placement))?,
        );
        let square = |dx: i8, dy: i8| {
            l.bit((
                i32::from(t.x) + i32::from(dx),
                i32::from(t.y) + i32::from(dy),
            ))
            .unwrap_or(0)
        };
        let Some(id) = t.design else {
            return Some(square(0, 0));
        };
        let shape = design_orientations(id)?
            .iter()
            .find(|s| s.orientation() == t.orientation)?;
        Some(shape.laid().iter().fold(0, |b, q| b | square(q.dx, q.dy)))
    }

    /// [`Settlement::placement_among`] the slow way, every cell of `cells` looked at.
    #[cfg(test)]
    fn placement_among_slowly(&self, cells: Bits, placement: u16) -> Bits {
        ones(cells)
            .filter(|&i| self.covered[i as usize].is_some_and(|c| c.placement == placement))
            .fold(0, |bits, i| bits | 1 << i)
    }

    /// Placements with a square beside an open cell, as bit `p` for placement `p`: none of
    /// them is surrounded, and every other one is. `None` when a placement number is too
    /// large for the bit set.
    fn exposed(&self, l: &Layers) -> Option<u128> {
        let mut exposed: u128 = 0;
        for i in ones(l.beside(l.open()) & l.covered) {
            let placement = self.covered[i as usize].map_or(0, |c| c.placement);
            exposed |= 1u128.checked_shl(u32::from(placement))?;
        }
        Some(exposed)
    }

    /// Whether every square of town plot `town` is covered.
    pub fn town_complete(&self, town: u8) -> bool {
        match &self.layers {
            Some(l) if usize::from(town) < MAX_TOWNS => {
                l.towns[usize::from(town)] & !l.covered == 0
            }
            _ => self.town_complete_slowly(town),
        }
    }

    fn town_complete_slowly(&self, town: u8) -> bool {
        self.cells()
            .filter(|&c| self.space(c) == Some(Space::Town { town }))
            .all(|c| self.covering(c).is_some())
    }

    /// Whether no tile could be laid on any cell orthogonally adjacent to the placement.
    pub fn surrounded(&self, placement: u16) -> bool {
        self.surrounded_among(&[placement])[0]
    }

    /// [`Settlement::surrounded`] for each of `placements`, in order.
    pub fn surrounded_among(&self, placements: &[u16]) -> Vec<bool> {
        let exposed = self.layers.as_ref().and_then(|l| self.exposed(l));
        placements
            .iter()
            .map(|&p| match exposed {
                Some(exposed) if p < 128 => exposed >> p & 1 == 0,
                _ => self.surrounded_slowly(p),
            })
            .collect()
    }

    fn surrounded_slowly(&self, placement: u16) -> bool {
        let own = self.cells_of(placement);
        own.iter().all(|&(x, y)| {
            DIRS.iter().all(|(dx, dy)| {
                let n = (x + dx, y + dy);
                own.contains(&n) || !self.is_open(n)
            })
        })
    }

    /// The open cells orthogonally beside `placement`: what is left to cover before it is
    /// surrounded (zero when it is). The bots' evaluation asks for every red sign.
    pub fn open_beside(&self, placement: u16) -> u32 {
        match &self.layers {
            Some(l) => {
                let own = self.placement_among(l.covered, placement);
                (l.beside(own) & l.open() & !own).count_ones()
            }
            None => self.open_beside_slowly(placement),
        }
    }

    fn open_beside_slowly(&self, placement: u16) -> u32 {
        let own = self.cells_of(placement);
        let mut open: Vec<Cell> = Vec::new();
        for &(x, y) in &own {
            for (dx, dy) in DIRS {
                let n = (x + dx, y + dy);
                if !own.contains(&n) && self.is_open(n) && !open.contains(&n) {
                    open.push(n);
                }
            }
        }
        open.len() as u32
    }

    /// The cows of the pastures touching `placement` by at least one square, each pasture
    /// once: what a Ranch scores at the end. The bots' evaluation asks at every position.
    pub fn cows_beside(&self, placement: u16) -> u32 {
        match &self.layers {
            Some(l) => {
                let own = self.placement_among(l.covered, placement);
                let touching = l.flood(l.beside(own) & l.fields(), l.fields());
                (touching & l.cows()).count_ones()
            }
            None => self.cows_beside_slowly(placement),
        }
    }

    fn cows_beside_slowly(&self, placement: u16) -> u32 {
        let own = self.cells_of(placement);
        self.pastures_slowly()
            .iter()
            .filter(|pa| {
                pa.cells
                    .iter()
                    .any(|&(x, y)| DIRS.iter().any(|(dx, dy)| own.contains(&(x + dx, y + dy))))
            })
            .map(|pa| u32::from(pa.cows))
            .sum()
    }

    pub fn put_cowpoke(&mut self, cell: Cell) {
        if let Some(i) = self.index(cell) {
            self.cowpokes[i] = true;
            if let Some(l) = &mut self.layers {
                l.cowpokes |= 1 << i;
            }
        }
    }

    pub fn put_hill_bandit(&mut self, cell: Cell) -> bool {
        match self.index(cell) {
            Some(i) if self.side.spaces[i] == Space::Hill && !self.hill_bandits[i] => {
                self.hill_bandits[i] = true;
                if let Some(l) = &mut self.layers {
                    l.hill_bandits |= 1 << i;
                }
                true
            }
            _ => false,
        }
    }

    /// Hills without a hill bandit.
    pub fn free_hills(&self) -> Vec<Cell> {
        match &self.layers {
            Some(l) => l.cells(l.hill & !l.hill_bandits).collect(),
            None => self.free_hills_slowly(),
        }
    }

    fn free_hills_slowly(&self) -> Vec<Cell> {
        self.cells()
            .filter(|&c| {
                self.space(c) == Some(Space::Hill)
                    && self.index(c).is_some_and(|i| !self.hill_bandits[i])
            })
            .collect()
    }

    /// Marks a bandit (or, for the Den, a sheriff) with a tombstone.
    pub fn tombstone(&mut self, cell: Cell) {
        if let Some(i) = self.index(cell) {
            self.tombstones[i] = true;
            if let Some(l) = &mut self.layers {
                l.tombstones |= 1 << i;
            }
        }
    }

    pub fn tombstones(&self) -> usize {
        match &self.layers {
            Some(l) => l.tombstones.count_ones() as usize,
            None => self.tombstones_slowly(),
        }
    }

    fn tombstones_slowly(&self) -> usize {
        self.tombstones.iter().filter(|&&t| t).count()
    }

    /// Aces on the tiles, by suit (`endgame::suit_index`).
    pub fn aces(&self) -> [u32; 4] {
        match &self.layers {
            Some(l) => l.tile_aces.map(|suit| suit.count_ones()),
            None => self.aces_slowly(),
        }
    }

    fn aces_slowly(&self) -> [u32; 4] {
        let mut counts = [0u32; 4];
        for cv in self.coverings() {
            if let Some(Icon::Ace { suit }) = cv.icon {
                counts[crate::endgame::suit_index(suit)] += 1;
            }
        }
        counts
    }

    /// Town plot `town`'s squares, and how many of them are covered.
    pub fn town_squares(&self, town: u8) -> (u32, u32) {
        match &self.layers {
            Some(l) if usize::from(town) < MAX_TOWNS => {
                let plot = l.towns[usize::from(town)];
                (plot.count_ones(), (plot & l.covered).count_ones())
            }
            _ => self.town_squares_slowly(town),
        }
    }

    fn town_squares_slowly(&self, town: u8) -> (u32, u32) {
        self.squares()
            .filter(|&(space, _)| space == Space::Town { town })
            .fold((0, 0), |(size, covered), (_, covering)| {
                (size + 1, covered + u32::from(covering.is_some()))
            })
    }

    /// Rope Trick: lassos still showing whose every orthogonal neighbour is closed (covered,
    /// never coverable, or off the board). Diagonals do not matter.
    pub fn lassos_surrounded(&self) -> Vec<Cell> {
        match &self.layers {
            // A lasso is surrounded when no cell beside it is open.
            Some(l) => l
                .cells(l.lasso & !l.covered & !l.beside(l.open()))
                .collect(),
            None => self.lassos_surrounded_slowly(),
        }
    }

    fn lassos_surrounded_slowly(&self) -> Vec<Cell> {
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
        match &self.layers {
            Some(l) => (l.printed(space) & l.covered).count_ones() as usize,
            None => self.covered_slowly(space),
        }
    }

    fn covered_slowly(&self, space: Space) -> usize {
        self.cells()
            .filter(|&c| self.space(c) == Some(space) && self.covering(c).is_some())
            .count()
    }

    pub fn uncovered(&self, space: Space) -> usize {
        match &self.layers {
            Some(l) => (l.printed(space) & !l.covered).count_ones() as usize,
            None => self.uncovered_slowly(space),
        }
    }

    fn uncovered_slowly(&self, space: Space) -> usize {
        self.squares()
            .filter(|&(printed, covering)| printed == space && covering.is_none())
            .count()
    }

    /// Every square's printed space and what covers it, row by row: the cheapest walk over
    /// the whole board.
    pub fn squares(&self) -> impl Iterator<Item = (Space, Option<&Covering>)> {
        // Both are row-major, one entry per cell.
        self.side
            .spaces
            .iter()
            .zip(&self.covered)
            .map(|(&printed, covering)| (printed, covering.as_ref()))
    }

    /// What covers the board's squares, square by square in no promised order.
    pub fn coverings(&self) -> impl Iterator<Item = &Covering> {
        self.covered.iter().flatten()
    }
}

/// A one-square street: an alley's shape.
fn square() -> &'static OrientedShape {
    static SQUARE: OnceLock<OrientedShape> = OnceLock::new();
    SQUARE.get_or_init(|| {
        let street = crate::content::Square {
            dx: 0,
            dy: 0,
            ground: Ground::Street,
            icon: None,
        };
        OrientedShape::new(&[street], Orientation::ALL[0])
    })
}

/// A group of orthogonally connected fields.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pasture {
    pub cells: Vec<Cell>,
    pub cows: u8,
    pub wrangled: bool,
}

/// A pasture's cows and whether it was wrangled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Herd {
    pub cows: u8,
    pub wrangled: bool,
}

impl Pasture {
    pub fn herd(&self) -> Herd {
        Herd {
            cows: self.cows,
            wrangled: self.wrangled,
        }
    }
}

mod bandits;
mod pastures;

#[cfg(test)]
mod tests;
