//! A settlement board as bit sets: one bit per cell, row-major with the board's width as the
//! row stride (a board has at most 128 spaces). `Settlement` keeps these layers in step with
//! its squares, so placement searches, pastures, lines of fire and surrounded checks are a
//! few word operations instead of walks over the board. They are derived data: never
//! serialized, rebuilt whenever a settlement is read back.

use std::ops::Deref;
use std::sync::Arc;

use crate::content::{BoardSide, Ground, Icon, Space};
use crate::geometry::{Orientation, OrientedShape};
use crate::settlement::{Cell, Covering};

pub(crate) type Bits = u128;

/// Town plots with a layer of their own (`A` to `F`); a board with more asks square by square.
pub(crate) const MAX_TOWNS: usize = 6;

#[cfg(test)]
const DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// What is printed on a board, as bit sets: the same for the whole game, so settlements share
/// one copy (cloning a game copies a pointer, not these).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Printed {
    pub width: u32,
    pub height: u32,
    /// Every cell of the board.
    pub board: Bits,
    pub first_row: Bits,
    pub first_col: Bits,
    pub not_first_col: Bits,
    pub not_last_col: Bits,
    // ---- what is printed ----
    pub coverable: Bits,
    /// Printed fields and cows.
    pub printed_field: Bits,
    pub printed_cow: Bits,
    /// Printed spaces that stop a shot: cows, hills, mines, watchtowers.
    pub printed_blocks: Bits,
    pub printed_sheriff: Bits,
    pub printed_bandit: Bits,
    pub watchtower: Bits,
    pub hill: Bits,
    pub start: Bits,
    pub signpost3: Bits,
    pub lasso: Bits,
    pub towns: [Bits; MAX_TOWNS],
    /// Every kind of printed space on the board with its cells, for counting what is covered.
    pub kinds: Vec<(Space, Bits)>,
}

/// What is printed, shared by every copy of a settlement. Copying into a settlement of the
/// same board leaves the pointer as it is: counting it up and down again, atomically, was a
/// few per cent of a bot's time.
#[derive(Debug, Default, PartialEq, Eq)]
struct Shared(Arc<Printed>);

impl Clone for Shared {
    fn clone(&self) -> Self {
        Shared(Arc::clone(&self.0))
    }

    fn clone_from(&mut self, source: &Self) {
        if !Arc::ptr_eq(&self.0, &source.0) {
            self.0 = Arc::clone(&source.0);
        }
    }
}

/// A board's layers: what is printed (shared, read through `Deref`) and what is on it.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Layers {
    printed: Shared,
    pub covered: Bits,
    /// Tile squares whose ground is a field or a cow.
    pub tile_field: Bits,
    pub tile_cow: Bits,
    /// Tile squares that stop a shot: cows and buildings.
    pub tile_blocks: Bits,
    pub tile_sheriff: Bits,
    pub tile_bandit: Bits,
    /// Tile squares with an ace, by suit (`endgame::suit_index`).
    pub tile_aces: [Bits; 4],
    pub tombstones: Bits,
    pub hill_bandits: Bits,
    pub cowpokes: Bits,
    /// The cells a tile connects through once the first is down: cells beside the tiles and
    /// the printed fields and cows they reach. Kept so searches need not flood each time.
    pub connect: Bits,
}

clone_field_by_field!(Layers {
    printed,
    covered,
    tile_field,
    tile_cow,
    tile_blocks,
    tile_sheriff,
    tile_bandit,
    tile_aces,
    tombstones,
    hill_bandits,
    cowpokes,
    connect
});

impl Deref for Layers {
    type Target = Printed;

    fn deref(&self) -> &Printed {
        &self.printed.0
    }
}

fn bits_of(flags: &[bool]) -> Bits {
    flags
        .iter()
        .enumerate()
        .filter(|(_, &f)| f)
        .fold(0, |b, (i, _)| b | 1 << i)
}

impl Layers {
    /// The layers of a board and what is on it; `None` when the board does not fit the bit
    /// sets (more than 128 spaces) or its parts disagree in size, where the settlement asks
    /// square by square instead.
    pub fn new(
        side: &BoardSide,
        covered: &[Option<Covering>],
        hill_bandits: &[bool],
        tombstones: &[bool],
        cowpokes: &[bool],
    ) -> Option<Layers> {
        let (width, height) = (u32::from(side.width), u32::from(side.height));
        let n = side.spaces.len();
        if width == 0
            || height == 0
            || width >= 128
            || n > 128
            || n != (width * height) as usize
            || [
                covered.len(),
                hill_bandits.len(),
                tombstones.len(),
                cowpokes.len(),
            ]
            .iter()
            .any(|&len| len != n)
        {
            return None;
        }
        let mut l = Printed {
            width,
            height,
            board: if n == 128 { Bits::MAX } else { (1 << n) - 1 },
            first_row: (1 << width) - 1,
            ..Printed::default()
        };
        for (i, space) in side.spaces.iter().enumerate() {
            let bit: Bits = 1 << i;
            match l.kinds.iter_mut().find(|(kind, _)| kind == space) {
                Some((_, cells)) => *cells |= bit,
                None => l.kinds.push((*space, bit)),
            }
            let x = i as u32 % width;
            if x == 0 {
                l.first_col |= bit;
            } else {
                l.not_first_col |= bit;
            }
            if x != width - 1 {
                l.not_last_col |= bit;
            }
            if space.coverable() {
                l.coverable |= bit;
            }
            match space {
                Space::Field => l.printed_field |= bit,
                Space::Cow => {
                    l.printed_field |= bit;
                    l.printed_cow |= bit;
                    l.printed_blocks |= bit;
                }
                Space::Hill => {
                    l.hill |= bit;
                    l.printed_blocks |= bit;
                }
                Space::Mine => l.printed_blocks |= bit,
                Space::Watchtower => {
                    l.watchtower |= bit;
                    l.printed_blocks |= bit;
                }
                Space::Sheriff => l.printed_sheriff |= bit,
                Space::Bandit => l.printed_bandit |= bit,
                Space::Start => l.start |= bit,
                Space::Signpost { number: 3 } => l.signpost3 |= bit,
                Space::Lasso => l.lasso |= bit,
                Space::Town { town } if usize::from(*town) < MAX_TOWNS => {
                    l.towns[usize::from(*town)] |= bit;
                }
                _ => {}
            }
        }
        let mut l = Layers {
            printed: Shared(Arc::new(l)),
            hill_bandits: bits_of(hill_bandits),
            tombstones: bits_of(tombstones),
            cowpokes: bits_of(cowpokes),
            ..Layers::default()
        };
        for (i, &covering) in covered.iter().enumerate() {
            l.set_covering(i, covering);
        }
        l.refresh_connect();
        Some(l)
    }

    /// Recomputes `connect` after tiles were laid.
    pub fn refresh_connect(&mut self) {
        self.connect = self.beside(self.flood(self.covered, self.printed_field));
    }

    /// Puts what covers cell `i` (or nothing) into the tile layers.
    pub fn set_covering(&mut self, i: usize, covering: Option<Covering>) {
        let bit: Bits = 1 << i;
        // Every tile layer lies within `covered`: a cell not covered has nothing to clear.
        if self.covered & bit != 0 {
            for layer in [
                &mut self.covered,
                &mut self.tile_field,
                &mut self.tile_cow,
                &mut self.tile_blocks,
                &mut self.tile_sheriff,
                &mut self.tile_bandit,
            ]
            .into_iter()
            .chain(&mut self.tile_aces)
            {
                *layer &= !bit;
            }
        }
        let Some(c) = covering else { return };
        self.covered |= bit;
        if matches!(c.ground, Ground::Field | Ground::Cow) {
            self.tile_field |= bit;
        }
        if c.ground == Ground::Cow {
            self.tile_cow |= bit;
        }
        if matches!(c.ground, Ground::Cow | Ground::Building) {
            self.tile_blocks |= bit;
        }
        match c.icon {
            Some(Icon::Sheriff) => self.tile_sheriff |= bit,
            Some(Icon::Bandit) => self.tile_bandit |= bit,
            Some(Icon::Ace { suit }) => self.tile_aces[crate::endgame::suit_index(suit)] |= bit,
            _ => {}
        }
    }

    /// The bit of a cell, if it is on the board.
    pub fn bit(&self, (x, y): Cell) -> Option<Bits> {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            return None;
        }
        Some(1 << (y as u32 * self.width + x as u32))
    }

    /// The cells of `bits`, in row-major order (sorted by y, then x).
    pub fn cells(&self, bits: Bits) -> impl Iterator<Item = Cell> {
        let width = self.width;
        ones(bits).map(move |i| ((i % width) as i32, (i / width) as i32))
    }

    /// Cells orthogonally next to `bits`, on the board.
    pub fn beside(&self, bits: Bits) -> Bits {
        ((bits << 1) & self.not_first_col
            | (bits >> 1) & self.not_last_col
            | bits << self.width
            | bits >> self.width)
            & self.board
    }

    /// The cells printed with `space`.
    pub fn printed(&self, space: Space) -> Bits {
        self.kinds
            .iter()
            .find(|(kind, _)| *kind == space)
            .map_or(0, |&(_, cells)| cells)
    }

    /// Cells a tile could still be laid on.
    pub fn open(&self) -> Bits {
        self.coverable & !self.covered
    }

    /// Fields printed or on tiles.
    pub fn fields(&self) -> Bits {
        self.printed_field | self.tile_field
    }

    pub fn cows(&self) -> Bits {
        self.printed_cow | self.tile_cow
    }

    /// Bandits standing: printed, on tiles or on hills, and not shot.
    pub fn standing(&self) -> Bits {
        (self.printed_bandit | self.tile_bandit | self.hill_bandits) & !self.tombstones
    }

    /// Sheriffs able to shoot: printed, on tiles, or a watchtower a tile touches, and not
    /// covered by the Den.
    pub fn sheriffs(&self) -> Bits {
        (self.printed_sheriff | self.tile_sheriff | self.watchtower & self.beside(self.covered))
            & !self.tombstones
    }

    /// The cells connected to `seed` within `within` (`seed` included).
    pub fn flood(&self, seed: Bits, within: Bits) -> Bits {
        let mut reach = seed;
        loop {
            let grown = reach | self.beside(reach) & within;
            if grown == reach {
                return reach;
            }
            reach = grown;
        }
    }

    /// The groups of orthogonally connected cells of `bits`, each as a bit set, in the order
    /// of their first cell.
    pub fn groups(&self, bits: Bits) -> impl Iterator<Item = Bits> + '_ {
        let mut left = bits;
        std::iter::from_fn(move || {
            if left == 0 {
                return None;
            }
            let group = self.flood(left & left.wrapping_neg(), bits);
            left &= !group;
            Some(group)
        })
    }

    /// Every standing bandit some sheriff can shoot: along its row and column, up to and
    /// including the first cell that stops a shot. Each of the four rays is a mask; the
    /// nearest blocker on it is its lowest bit (east, south) or highest (west, north).
    pub fn targets(&self) -> Bits {
        let standing = self.standing();
        if standing == 0 {
            return 0;
        }
        let blocks = self.printed_blocks | self.tile_blocks;
        let mut hit = 0;
        for s in ones(self.sheriffs()) {
            let row = self.first_row << (s / self.width * self.width);
            let col = self.first_col << (s % self.width);
            if (row | col) & standing == 0 {
                continue;
            }
            let after: Bits = Bits::MAX << s << 1;
            let before: Bits = (1 << s) - 1;
            for ray in [row & after, col & after] {
                let stop = ray & blocks;
                let nearest = stop & stop.wrapping_neg();
                let reach = if stop == 0 {
                    ray
                } else {
                    ray & (nearest | (nearest - 1))
                };
                hit |= reach & standing;
            }
            for ray in [row & before, col & before] {
                let stop = ray & blocks;
                let reach = if stop == 0 {
                    ray
                } else {
                    let nearest: Bits = 1 << (127 - stop.leading_zeros());
                    ray & !(nearest - 1)
                };
                hit |= reach & standing;
            }
        }
        hit
    }

    /// [`Layers::targets`] walked cell by cell, as the reference it is tested against.
    #[cfg(test)]
    pub fn targets_walked(&self) -> Bits {
        let standing = self.standing();
        let blocks = self.printed_blocks | self.tile_blocks;
        let mut hit = 0;
        for (sx, sy) in self.cells(self.sheriffs()) {
            for (dx, dy) in DIRS {
                let mut c = (sx + dx, sy + dy);
                while let Some(bit) = self.bit(c) {
                    hit |= bit & standing;
                    if bit & blocks != 0 {
                        break;
                    }
                    c = (c.0 + dx, c.1 + dy);
                }
            }
        }
        hit
    }

    /// What a placement search under one anchoring rule needs: the free cells, and the cells
    /// a tile must cover one of.
    pub fn search(&self, must_cover: Bits) -> Search<'_> {
        Search {
            layers: self,
            free: self.open(),
            must_cover,
        }
    }
}

/// The set bits of `bits`, lowest first.
pub(crate) fn ones(mut bits: Bits) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        if bits == 0 {
            return None;
        }
        let i = bits.trailing_zeros();
        bits &= bits - 1;
        Some(i)
    })
}

pub(crate) struct Search<'a> {
    layers: &'a Layers,
    free: Bits,
    must_cover: Bits,
}

impl Search<'_> {
    /// The anchors (top-left cells) where `shape` fits: all its squares on free cells, one
    /// of them on a `must_cover` cell. All anchors at once: each square shifts the free set
    /// onto the anchor that would put that square there.
    pub fn anchors(&self, shape: &OrientedShape) -> Bits {
        let l = self.layers;
        let (max_dx, max_dy) = (shape.max_dx(), shape.max_dy());
        if max_dx >= l.width || max_dy >= l.height {
            return 0;
        }
        // Anchors that keep the whole shape on the board: the cells max_dx to the right are
        // in the same row, and the row max_dy below is on the board.
        let mut on_board = l.board & l.board >> (max_dy * l.width);
        for i in 0..max_dx {
            on_board &= l.not_last_col >> i;
        }
        let (mut all_free, mut covers) = (on_board, 0);
        for (dx, dy) in shape.offsets() {
            let offset = dy * l.width + dx;
            all_free &= self.free >> offset;
            covers |= self.must_cover >> offset;
        }
        all_free & covers
    }

    pub fn spots(&self, shape: &OrientedShape) -> Spots {
        Spots::new(shape.orientation(), self.anchors(shape), self.layers)
    }
}

/// Where one orientation of a shape fits: its legal anchors (the top-left cell of the laid
/// shape, as `Place` actions name it), as a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spots {
    pub orientation: Orientation,
    anchors: Bits,
    first_col: Bits,
    width: u32,
}

impl Spots {
    pub(crate) fn new(orientation: Orientation, anchors: Bits, layers: &Layers) -> Spots {
        Spots {
            orientation,
            anchors,
            first_col: layers.first_col,
            width: layers.width,
        }
    }

    pub fn count(&self) -> u32 {
        self.anchors.count_ones()
    }

    pub fn is_empty(&self) -> bool {
        self.anchors == 0
    }

    /// Whether (x, y) is one of the anchors.
    pub fn contains(&self, x: i8, y: i8) -> bool {
        let (x, y) = (u32::try_from(x), u32::try_from(y));
        match (x, y) {
            (Ok(x), Ok(y)) if x < self.width && y * self.width + x < 128 => {
                self.anchors >> (y * self.width + x) & 1 == 1
            }
            _ => false,
        }
    }

    fn at(&self, i: u32) -> (i8, i8) {
        ((i % self.width) as i8, (i / self.width) as i8)
    }

    /// The anchors sorted by y, then x.
    pub fn by_row(&self) -> impl Iterator<Item = (i8, i8)> + '_ {
        ones(self.anchors).map(|i| self.at(i))
    }

    /// The anchors sorted by x, then y: the order of sorted `Place` actions.
    pub fn by_column(&self) -> impl Iterator<Item = (i8, i8)> + '_ {
        (0..self.width)
            .flat_map(|x| ones(self.anchors & self.first_col << x))
            .map(|i| self.at(i))
    }

    /// The `k`-th anchor (from 0) in [`Spots::by_column`] order, without listing them.
    pub fn nth_by_column(&self, mut k: u32) -> Option<(i8, i8)> {
        for x in 0..self.width {
            let column = self.anchors & self.first_col << x;
            let n = column.count_ones();
            if k < n {
                return ones(column).nth(k as usize).map(|i| self.at(i));
            }
            k -= n;
        }
        None
    }
}
