//! Bandits, sheriffs and their lines of fire: who stands, who shoots whom.

use super::*;

impl Settlement {
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

    /// Every standing bandit, in (y, x) order.
    pub fn standing_bandits(&self) -> Vec<Cell> {
        match &self.layers {
            Some(l) => l.cells(l.standing()).collect(),
            None => self.cells().filter(|&c| self.bandit_standing(c)).collect(),
        }
    }

    pub fn bandits_standing(&self) -> usize {
        match &self.layers {
            Some(l) => l.standing().count_ones() as usize,
            None => self.cells().filter(|&c| self.bandit_standing(c)).count(),
        }
    }

    /// Whether a tile covers a space orthogonally next to `cell`.
    pub fn touched(&self, (x, y): Cell) -> bool {
        DIRS.iter()
            .any(|(dx, dy)| self.covering((x + dx, y + dy)).is_some())
    }

    /// Sheriffs able to shoot: printed or on tiles (or, on Watchtowers, a watchtower a tile
    /// touches), not covered by the Den.
    pub fn sheriffs(&self) -> Vec<Cell> {
        match &self.layers {
            Some(l) => l.cells(l.sheriffs()).collect(),
            None => self.sheriffs_slowly(),
        }
    }

    pub(super) fn sheriffs_slowly(&self) -> Vec<Cell> {
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

    /// Whether a sheriff has a bandit to shoot (cheaper than listing the targets).
    pub fn has_targets(&self) -> bool {
        match &self.layers {
            Some(l) => l.targets() != 0,
            None => !self.all_targets_slowly().is_empty(),
        }
    }

    /// Whether a shot stops at this cell: cows, hills, mines, watchtowers and buildings
    /// block.
    pub(super) fn blocks(&self, cell: Cell) -> bool {
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
        match &self.layers {
            Some(l) => l.cells(l.targets()).collect(),
            None => self.all_targets_slowly(),
        }
    }

    pub(super) fn all_targets_slowly(&self) -> Vec<Cell> {
        let mut out: Vec<Cell> = self
            .sheriffs()
            .into_iter()
            .flat_map(|s| self.targets(s))
            .collect();
        out.sort_by_key(|&(x, y)| (y, x));
        out.dedup();
        out
    }
}
