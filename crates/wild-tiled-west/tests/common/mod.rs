//! What the content tests share: the parsed files and the board geometry they check with.
#![allow(dead_code)]

use std::collections::{BTreeSet, VecDeque};

use saloon_wild_tiled_west::content::{
    content, BoardSide, Icon, Space, Square, TileDesign, WildRule,
};
use saloon_wild_tiled_west::geometry::orient;

pub const BOARDS: &str = include_str!("../../content/boards.toml");
pub const TILES: &str = include_str!("../../content/tiles.toml");
pub const CARDS: &str = include_str!("../../content/cards.toml");

pub type Cell = (i32, i32);

pub const STEPS: [Cell; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

pub fn neighbours((x, y): Cell) -> impl Iterator<Item = Cell> {
    STEPS.iter().map(move |(dx, dy)| (x + dx, y + dy))
}

/// The orthogonally connected groups of `cells`.
pub fn components(cells: &BTreeSet<Cell>) -> Vec<BTreeSet<Cell>> {
    let mut left = cells.clone();
    let mut groups = Vec::new();
    while let Some(&first) = left.iter().next() {
        left.remove(&first);
        let mut group = BTreeSet::from([first]);
        let mut queue = VecDeque::from([first]);
        while let Some(cell) = queue.pop_front() {
            for n in neighbours(cell) {
                if left.remove(&n) {
                    group.insert(n);
                    queue.push_back(n);
                }
            }
        }
        groups.push(group);
    }
    groups
}

pub fn cells_where(side: &BoardSide, pred: impl Fn(Space) -> bool) -> BTreeSet<Cell> {
    let mut out = BTreeSet::new();
    for y in 0..i32::from(side.height) {
        for x in 0..i32::from(side.width) {
            if pred(side.at(x, y).unwrap()) {
                out.insert((x, y));
            }
        }
    }
    out
}

pub fn count(side: &BoardSide, space: Space) -> usize {
    side.spaces.iter().filter(|&&s| s == space).count()
}

/// The normal sides.
pub fn sides() -> impl Iterator<Item = (u8, &'static BoardSide)> {
    content().boards.iter().map(|b| (b.id, &b.normal))
}

/// The wild sides.
pub fn wild_sides() -> impl Iterator<Item = (u8, &'static BoardSide)> {
    content().boards.iter().map(|b| (b.id, &b.wild))
}

/// All sixteen sides.
pub fn all_sides() -> impl Iterator<Item = (u8, &'static BoardSide)> {
    sides().chain(wild_sides())
}

pub fn rule(side: &BoardSide) -> WildRule {
    side.rule().expect("a wild side has a rule")
}

/// The cells House in Danger's house covers at setup.
pub fn house_cells(side: &BoardSide) -> BTreeSet<Cell> {
    let Some(WildRule::HouseInDanger {
        design,
        x,
        y,
        orientation,
    }) = side.rule()
    else {
        return BTreeSet::new();
    };
    let tile = tiles()
        .iter()
        .find(|t| t.id == design)
        .expect("house design");
    orient(&tile.squares, orientation)
        .iter()
        .map(|l| {
            (
                i32::from(x) + i32::from(l.dx),
                i32::from(y) + i32::from(l.dy),
            )
        })
        .collect()
}

/// Printed bandits a printed sheriff (or a watchtower, once manned) has in a clear line
/// (cows, hills, mines and watchtowers block).
pub fn bandits_in_sight(side: &BoardSide) -> BTreeSet<Cell> {
    let mut seen = BTreeSet::new();
    for sheriff in cells_where(side, |s| matches!(s, Space::Sheriff | Space::Watchtower)) {
        for (dx, dy) in STEPS {
            let (mut x, mut y) = (sheriff.0 + dx, sheriff.1 + dy);
            while let Some(space) = side.at(x, y) {
                match space {
                    Space::Bandit => {
                        seen.insert((x, y));
                    }
                    Space::Cow | Space::Hill | Space::Mine | Space::Watchtower => break,
                    _ => {}
                }
                x += dx;
                y += dy;
            }
        }
    }
    seen
}

pub fn tiles() -> &'static [TileDesign] {
    &content().tiles
}

pub fn icons(t: &TileDesign) -> impl Iterator<Item = Icon> + '_ {
    t.squares.iter().filter_map(|s| s.icon)
}

/// Counting copies.
pub fn total(pred: impl Fn(&TileDesign) -> usize) -> usize {
    tiles()
        .iter()
        .map(|t| pred(t) * usize::from(t.copies))
        .sum()
}

pub fn cells(squares: &[Square]) -> BTreeSet<Cell> {
    squares
        .iter()
        .map(|s| (i32::from(s.dx), i32::from(s.dy)))
        .collect()
}
