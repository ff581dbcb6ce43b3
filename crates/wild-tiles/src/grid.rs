//! The square of cards: directions, cells, and which way a dealt card faces.
//!
//! Cells are numbered in reading order (`y * size + x`, north row first). A card's eight
//! entries are named by the side or corner you arrive *from*: moving south-west into a card,
//! you arrive from its north-east corner.

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use crate::content::{card, card_in, Cost};

/// The eight directions, clockwise from north (the order of a card's entries).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtDir"))]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    N,
    Ne,
    E,
    Se,
    S,
    Sw,
    W,
    Nw,
}

impl Dir {
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::Ne,
        Dir::E,
        Dir::Se,
        Dir::S,
        Dir::Sw,
        Dir::W,
        Dir::Nw,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn bit(self) -> u8 {
        1 << self.index()
    }

    pub fn from_index(i: usize) -> Dir {
        Dir::ALL[i % 8]
    }

    pub fn opposite(self) -> Dir {
        Dir::from_index(self.index() + 4)
    }

    /// (dx, dy), y growing southward.
    pub fn delta(self) -> (i8, i8) {
        match self {
            Dir::N => (0, -1),
            Dir::Ne => (1, -1),
            Dir::E => (1, 0),
            Dir::Se => (1, 1),
            Dir::S => (0, 1),
            Dir::Sw => (-1, 1),
            Dir::W => (-1, 0),
            Dir::Nw => (-1, -1),
        }
    }

    pub fn is_diagonal(self) -> bool {
        self.index() % 2 == 1
    }

    pub fn from_delta(dx: i8, dy: i8) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.delta() == (dx, dy))
    }
}

/// The side of the grid for `players` players: 3x3 solo, 4x4 for two, 5x5 for three or four.
pub fn size_for(players: usize) -> u8 {
    match players {
        0 | 1 => 3,
        2 => 4,
        _ => 5,
    }
}

/// A square of `size` by `size` cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    pub size: u8,
}

impl Grid {
    pub fn cells(self) -> u8 {
        self.size * self.size
    }

    pub fn xy(self, cell: u8) -> (i8, i8) {
        ((cell % self.size) as i8, (cell / self.size) as i8)
    }

    pub fn at(self, x: i8, y: i8) -> Option<u8> {
        let n = self.size as i8;
        ((0..n).contains(&x) && (0..n).contains(&y)).then(|| (y * n + x) as u8)
    }

    /// The cell one step from `cell` toward `dir`, if on the grid.
    pub fn neighbour(self, cell: u8, dir: Dir) -> Option<u8> {
        let (x, y) = self.xy(cell);
        let (dx, dy) = dir.delta();
        self.at(x + dx, y + dy)
    }

    /// The direction of a king move from `a` to `b`, if they touch.
    pub fn step_dir(self, a: u8, b: u8) -> Option<Dir> {
        let (ax, ay) = self.xy(a);
        let (bx, by) = self.xy(b);
        Dir::from_delta(bx - ax, by - ay)
    }

    /// Whether `side` of `cell` faces off the grid (a round-1 path may enter from there).
    pub fn faces_out(self, cell: u8, side: Dir) -> bool {
        self.neighbour(cell, side).is_none()
    }

    /// A diagonal move's crossing point, doubled so it is whole: two diagonals cross exactly
    /// when they share it.
    pub fn diagonal_centre(self, from: u8, dir: Dir) -> (i8, i8) {
        let (x, y) = self.xy(from);
        let (dx, dy) = dir.delta();
        (2 * x + dx, 2 * y + dy)
    }

    /// Chebyshev distance: king moves from `a` to `b`.
    pub fn distance(self, a: u8, b: u8) -> u8 {
        let (ax, ay) = self.xy(a);
        let (bx, by) = self.xy(b);
        (ax - bx).unsigned_abs().max((ay - by).unsigned_abs())
    }
}

/// A card on the grid, the way it was dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtDealt"))]
pub struct Dealt {
    /// Index into the deck (`content().cards`).
    pub card: u8,
    /// Dealt upside down: every side turned 180 degrees.
    pub upside_down: bool,
    /// Timed cards: slots filled so far.
    pub filled: u8,
}

impl Dealt {
    /// The printed side now facing `side`.
    fn printed(self, side: Dir) -> Dir {
        if self.upside_down {
            side.opposite()
        } else {
            side
        }
    }

    /// The cost of arriving from `side` (the side of the card you come in by), as rules
    /// edition `edition` prints the card.
    pub fn cost_from(self, side: Dir, edition: u8) -> Cost {
        card_in(edition, self.card).entries[self.printed(side).index()]
    }

    /// Whether you may leave the card toward `dir`.
    pub fn exits_toward(self, dir: Dir) -> bool {
        card(self.card).exit_mask & self.printed(dir).bit() != 0
    }

    /// Whether an exit-only card, dealt this way on `cell`, has an arrow onto the grid: the
    /// rule turns it 180 degrees when every arrow points off.
    pub fn has_exit_on(self, grid: Grid, cell: u8) -> bool {
        Dir::ALL
            .iter()
            .any(|&d| self.exits_toward(d) && grid.neighbour(cell, d).is_some())
    }
}
