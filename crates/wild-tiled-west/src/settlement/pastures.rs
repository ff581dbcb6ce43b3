//! Pastures and herds: groups of cows and fields, what wrangling and the Ranch read.

use super::*;

impl Settlement {
    pub(super) fn is_field(&self, cell: Cell) -> bool {
        self.printed_field(cell)
            || matches!(
                self.covering(cell),
                Some(Covering {
                    ground: Ground::Field | Ground::Cow,
                    ..
                })
            )
    }

    pub(super) fn has_cow(&self, cell: Cell) -> bool {
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
        match &self.layers {
            Some(l) => l
                .groups(l.fields())
                .map(|group| Self::pasture(l, group))
                .collect(),
            None => self.pastures_slowly(),
        }
    }

    /// Each pasture's cows and whether it was wrangled, in [`Settlement::pastures`] order,
    /// without listing cells (the bots' evaluation asks for them at every position).
    pub fn herds(&self) -> Vec<Herd> {
        match &self.layers {
            Some(l) => l.groups(l.fields()).map(|g| Self::herd(l, g)).collect(),
            None => self.pastures_slowly().iter().map(Pasture::herd).collect(),
        }
    }

    /// [`Settlement::herds`] less the herds without a cow, one by one and in the same order,
    /// with nothing allocated on the bit sets' way: only the pastures the cows are in are
    /// taken apart (the bots' evaluation asks at every position).
    pub fn herds_with_cows(&self) -> impl Iterator<Item = Herd> + '_ {
        let (fast, slow) = match &self.layers {
            Some(l) => {
                let grazed = l.flood(l.cows() & l.fields(), l.fields());
                (Some(l.groups(grazed).map(|g| Self::herd(l, g))), None)
            }
            None => (None, Some(self.herds())),
        };
        let slow = slow.into_iter().flatten().filter(|h| h.cows > 0);
        fast.into_iter().flatten().chain(slow)
    }

    /// The cows in all the pastures: the herds' cows added up.
    pub fn cows_in_pastures(&self) -> u32 {
        match &self.layers {
            Some(l) => (l.cows() & l.fields()).count_ones(),
            None => self.herds().iter().map(|h| u32::from(h.cows)).sum(),
        }
    }

    pub(super) fn herd(l: &Layers, group: Bits) -> Herd {
        Herd {
            cows: (group & l.cows()).count_ones() as u8,
            wrangled: group & l.cowpokes != 0,
        }
    }

    pub(super) fn pasture(l: &Layers, group: Bits) -> Pasture {
        let Herd { cows, wrangled } = Self::herd(l, group);
        Pasture {
            cells: l.cells(group).collect(),
            cows,
            wrangled,
        }
    }

    /// The pasture that holds `cell`, if any.
    pub fn pasture_at(&self, cell: Cell) -> Option<Pasture> {
        match &self.layers {
            Some(l) => {
                let bit = l.bit(cell).filter(|&b| b & l.fields() != 0)?;
                Some(Self::pasture(l, l.flood(bit, l.fields())))
            }
            None => self
                .pastures_slowly()
                .into_iter()
                .find(|p| p.cells.contains(&cell)),
        }
    }

    /// The pastures that hold a square of `placement`, in [`Settlement::pastures`] order.
    pub fn pastures_of(&self, placement: u16) -> Vec<Pasture> {
        match &self.layers {
            Some(l) => {
                let fields = l.fields();
                // Only tile squares can be both the placement's and a field.
                let mut left = self.placement_among(l.tile_field, placement);
                let mut groups = Vec::new();
                while left != 0 {
                    let group = l.flood(left & left.wrapping_neg(), fields);
                    left &= !group;
                    groups.push(group);
                }
                // Pastures are listed by their first cell.
                groups.sort_by_key(|g| g.trailing_zeros());
                groups.into_iter().map(|g| Self::pasture(l, g)).collect()
            }
            None => {
                let mine = self.cells_of(placement);
                self.pastures_slowly()
                    .into_iter()
                    .filter(|p| p.cells.iter().any(|c| mine.contains(c)))
                    .collect()
            }
        }
    }

    /// [`Settlement::pastures_of`] without their cells: each pasture's first cell and herd,
    /// in the same order, with nothing allocated on the bit sets' way (every tile laid asks,
    /// in the bots' playouts too).
    pub fn each_herd_of(&self, placement: u16, mut f: impl FnMut(Cell, Herd)) {
        match &self.layers {
            Some(l) => {
                let fields = l.fields();
                // Every pasture the placement's fields are in, grown at once, then taken apart.
                let touched = l.flood(self.placement_among(l.tile_field, placement), fields);
                for group in l.groups(touched) {
                    if let Some(first) = l.cells(group).next() {
                        f(first, Self::herd(l, group));
                    }
                }
            }
            None => {
                for p in self.pastures_of(placement) {
                    f(p.cells[0], p.herd());
                }
            }
        }
    }

    pub(super) fn pastures_slowly(&self) -> Vec<Pasture> {
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
}
