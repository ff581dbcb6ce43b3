//! Tile shapes and their orientations. A tile may be rotated and flipped: eight
//! orientations, fewer distinct ones for symmetric shapes.

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use std::sync::OnceLock;

use crate::content::{content, Square};

/// One of the eight ways to lay a tile: a quarter-turn count and whether it is flipped
/// (mirrored left-right before turning).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwOrientation"))]
pub struct Orientation {
    /// Clockwise quarter turns, 0-3.
    pub turns: u8,
    pub flipped: bool,
}

impl Orientation {
    pub const ALL: [Orientation; 8] = [
        Orientation {
            turns: 0,
            flipped: false,
        },
        Orientation {
            turns: 1,
            flipped: false,
        },
        Orientation {
            turns: 2,
            flipped: false,
        },
        Orientation {
            turns: 3,
            flipped: false,
        },
        Orientation {
            turns: 0,
            flipped: true,
        },
        Orientation {
            turns: 1,
            flipped: true,
        },
        Orientation {
            turns: 2,
            flipped: true,
        },
        Orientation {
            turns: 3,
            flipped: true,
        },
    ];

    pub fn is_valid(self) -> bool {
        self.turns < 4
    }
}

/// A square of a laid tile, relative to the tile's anchor (its top-left after orientation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwLaid"))]
pub struct Laid {
    pub dx: i8,
    pub dy: i8,
    pub square: Square,
}

/// The squares of `shape` laid in `orientation`, shifted so the smallest x and y are 0, and
/// sorted by (dy, dx) so equal shapes compare equal.
pub fn orient(shape: &[Square], orientation: Orientation) -> Vec<Laid> {
    let mut laid: Vec<Laid> = shape
        .iter()
        .map(|s| {
            let (mut x, mut y) = (
                i8::try_from(s.dx).unwrap_or(0),
                i8::try_from(s.dy).unwrap_or(0),
            );
            if orientation.flipped {
                x = -x;
            }
            for _ in 0..orientation.turns % 4 {
                // A clockwise quarter turn on screen axes (y down): (x, y) -> (-y, x).
                (x, y) = (-y, x);
            }
            Laid {
                dx: x,
                dy: y,
                square: *s,
            }
        })
        .collect();
    let min_x = laid.iter().map(|l| l.dx).min().unwrap_or(0);
    let min_y = laid.iter().map(|l| l.dy).min().unwrap_or(0);
    for l in &mut laid {
        l.dx -= min_x;
        l.dy -= min_y;
    }
    laid.sort_by_key(|l| (l.dy, l.dx));
    laid
}

/// The orientations that give different results (same squares in the same places with the
/// same contents count once), in `Orientation::ALL` order.
pub fn distinct_orientations(shape: &[Square]) -> Vec<Orientation> {
    type Footprint = Vec<(i8, i8, crate::content::Ground, Option<crate::content::Icon>)>;
    let mut seen: Vec<Footprint> = Vec::new();
    let mut out = Vec::new();
    for o in Orientation::ALL {
        let laid: Footprint = orient(shape, o)
            .iter()
            .map(|l| (l.dx, l.dy, l.square.ground, l.square.icon))
            .collect();
        if !seen.contains(&laid) {
            seen.push(laid);
            out.push(o);
        }
    }
    out
}

/// A shape laid in one orientation, with its extent: what a placement search starts from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrientedShape {
    orientation: Orientation,
    laid: Vec<Laid>,
    max_dx: u8,
    max_dy: u8,
}

impl OrientedShape {
    pub fn new(shape: &[Square], orientation: Orientation) -> OrientedShape {
        let laid = orient(shape, orientation);
        // `orient` puts the smallest offsets at 0, so none is negative.
        let max_dx = laid.iter().map(|l| l.dx.max(0) as u8).max().unwrap_or(0);
        let max_dy = laid.iter().map(|l| l.dy.max(0) as u8).max().unwrap_or(0);
        OrientedShape {
            orientation,
            laid,
            max_dx,
            max_dy,
        }
    }

    pub fn orientation(&self) -> Orientation {
        self.orientation
    }

    /// The squares, as [`orient`] lays them.
    pub fn laid(&self) -> &[Laid] {
        &self.laid
    }

    /// The largest column offset of a square.
    pub fn max_dx(&self) -> u32 {
        u32::from(self.max_dx)
    }

    /// The largest row offset of a square.
    pub fn max_dy(&self) -> u32 {
        u32::from(self.max_dy)
    }

    /// Each square's (dx, dy) from the anchor.
    pub fn offsets(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.laid
            .iter()
            .map(|l| (l.dx.max(0) as u32, l.dy.max(0) as u32))
    }
}

/// `shape` laid in each of `orientations`, in that order.
pub fn oriented_shapes(shape: &[Square], orientations: &[Orientation]) -> Vec<OrientedShape> {
    orientations
        .iter()
        .map(|&o| OrientedShape::new(shape, o))
        .collect()
}

/// The distinct orientations of the content's tile design `id`, laid out once and sorted by
/// orientation (the order of sorted `Place` actions): the content never changes, so searches
/// need not turn the same shapes again and again. `None` for an id the content does not have.
pub fn design_orientations(id: u8) -> Option<&'static [OrientedShape]> {
    static TABLE: OnceLock<Vec<Option<Vec<OrientedShape>>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut table: Vec<Option<Vec<OrientedShape>>> = vec![None; 256];
        for d in &content().tiles {
            let slot = &mut table[usize::from(d.id)];
            if slot.is_none() {
                let mut orientations = distinct_orientations(&d.squares);
                orientations.sort();
                *slot = Some(oriented_shapes(&d.squares, &orientations));
            }
        }
        table
    });
    table[usize::from(id)].as_deref()
}

/// Whether the squares form one orthogonally connected polyomino.
pub fn is_connected(shape: &[Square]) -> bool {
    if shape.is_empty() {
        return false;
    }
    let mut reached = vec![false; shape.len()];
    let mut stack = vec![0];
    reached[0] = true;
    while let Some(i) = stack.pop() {
        for (j, other) in shape.iter().enumerate() {
            let (a, b) = (shape[i], *other);
            let touching = a.dx.abs_diff(b.dx) + a.dy.abs_diff(b.dy) == 1;
            if touching && !reached[j] {
                reached[j] = true;
                stack.push(j);
            }
        }
    }
    reached.iter().all(|&r| r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{parse_shape, Ground};

    fn shape(rows: &[&str]) -> Vec<Square> {
        parse_shape(&rows.iter().map(|r| r.to_string()).collect::<Vec<_>>()).unwrap()
    }

    fn cells(laid: &[Laid]) -> Vec<(i8, i8)> {
        laid.iter().map(|l| (l.dx, l.dy)).collect()
    }

    #[test]
    fn an_l_tromino_has_four_distinct_orientations_and_a_line_two() {
        let l = shape(&["S .", "S S"]);
        assert_eq!(distinct_orientations(&l).len(), 4);
        let line = shape(&["S S S"]);
        assert_eq!(distinct_orientations(&line).len(), 2);
        let single = shape(&["S"]);
        assert_eq!(distinct_orientations(&single).len(), 1);
        // An L-tetromino is chiral: all eight differ.
        let l4 = shape(&["S .", "S .", "S S"]);
        assert_eq!(distinct_orientations(&l4).len(), 8);
    }

    #[test]
    fn contents_make_orientations_distinct() {
        // A domino with a field on one end: turning it half way is a different tile.
        let d = shape(&["S F"]);
        assert_eq!(distinct_orientations(&d).len(), 4);
    }

    #[test]
    fn a_quarter_turn_is_clockwise() {
        let bar = shape(&["S F"]);
        let turned = orient(
            &bar,
            Orientation {
                turns: 1,
                flipped: false,
            },
        );
        // Street on top, field below.
        assert_eq!(cells(&turned), vec![(0, 0), (0, 1)]);
        assert_eq!(turned[0].square.ground, Ground::Street);
        assert_eq!(turned[1].square.ground, Ground::Field);
        let flipped = orient(
            &bar,
            Orientation {
                turns: 0,
                flipped: true,
            },
        );
        assert_eq!(flipped[0].square.ground, Ground::Field);
    }

    #[test]
    fn connectivity_is_orthogonal() {
        assert!(is_connected(&shape(&["S S", ". S"])));
        assert!(!is_connected(&shape(&["S .", ". S"])));
        assert!(!is_connected(&[]));
    }
}
