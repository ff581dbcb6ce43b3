//! A player's town: cards placed on a grid of territory-sized cells, later cards on top.

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

/// How far a town may reach from its first card. Fifteen cards can reach at most 30 cells in
/// any direction; the bound only keeps arithmetic on outside input safe.
pub const REACH: i8 = 40;

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

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Town {
    /// In the order they were placed.
    placements: Vec<Placement>,
    /// Visible territories, sorted by (y, x). Derived from `placements`.
    cells: Vec<Cell>,
}

impl Town {
    /// A town rebuilt by replaying placements (used to rebuild a game from a view).
    pub fn from_placements(placements: &[Placement]) -> Option<Town> {
        let mut town = Town::default();
        for p in placements {
            let card = crate::content::card(p.card)?;
            town.place(card, p.x, p.y, p.upside_down);
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
                town.cells.push(Cell {
                    x,
                    y,
                    terrain,
                    symbol,
                    card: 0,
                });
            }
        }
        town.cells.sort_by_key(|c| (c.y, c.x));
        Ok(town)
    }

    pub fn placements(&self) -> &[Placement] {
        &self.placements
    }

    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    pub fn card_count(&self) -> usize {
        self.placements.len()
    }

    pub fn is_empty(&self) -> bool {
        self.placements.is_empty()
    }

    pub fn at(&self, x: i8, y: i8) -> Option<&Cell> {
        self.cells
            .binary_search_by(|c| (c.y, c.x).cmp(&(y, x)))
            .ok()
            .map(|i| &self.cells[i])
    }

    /// (min x, min y, max x, max y) of the visible cells.
    pub fn bounds(&self) -> Option<(i8, i8, i8, i8)> {
        let first = self.cells.first()?;
        let mut b = (first.x, first.y, first.x, first.y);
        for c in &self.cells {
            b.0 = b.0.min(c.x);
            b.1 = b.1.min(c.y);
            b.2 = b.2.max(c.x);
            b.3 = b.3.max(c.y);
        }
        Some(b)
    }

    /// Whether a card may go with its north-west cell at (x, y): the first card goes at the
    /// origin; later ones must cover a territory or share an edge with one. Touching only at a
    /// corner is not enough. Orientation never changes legality.
    pub fn can_place(&self, x: i8, y: i8) -> bool {
        if self.is_empty() {
            return x == 0 && y == 0;
        }
        if !(-REACH..=REACH).contains(&x) || !(-REACH..=REACH).contains(&y) {
            return false;
        }
        let covered = [(0, 0), (1, 0), (0, 1), (1, 1)];
        let covers = covered
            .iter()
            .any(|&(dx, dy)| self.at(x + dx, y + dy).is_some());
        // The eight cells that share an edge with the 2x2 block.
        let edge_neighbours = [
            (0, -1),
            (1, -1),
            (0, 2),
            (1, 2),
            (-1, 0),
            (-1, 1),
            (2, 0),
            (2, 1),
        ];
        covers
            || edge_neighbours
                .iter()
                .any(|&(dx, dy)| self.at(x + dx, y + dy).is_some())
    }

    /// Every legal north-west cell, sorted by (x, y).
    pub fn legal_positions(&self) -> Vec<(i8, i8)> {
        let Some((x0, y0, x1, y1)) = self.bounds() else {
            return vec![(0, 0)];
        };
        let mut out = Vec::new();
        for x in (x0 - 2)..=(x1 + 1) {
            for y in (y0 - 2)..=(y1 + 1) {
                if self.can_place(x, y) {
                    out.push((x, y));
                }
            }
        }
        out
    }

    /// Puts a card on top at (x, y). Returns how many territories it covered.
    /// Callers check legality first.
    pub fn place(&mut self, card: &Card, x: i8, y: i8, upside_down: bool) -> u8 {
        let mut covered = 0;
        for (cx, cy, t) in card_cells(card, x, y, upside_down) {
            let cell = Cell {
                x: cx,
                y: cy,
                terrain: t.terrain,
                symbol: t.symbol,
                card: card.id,
            };
            match self.cells.binary_search_by(|c| (c.y, c.x).cmp(&(cy, cx))) {
                Ok(i) => {
                    self.cells[i] = cell;
                    covered += 1;
                }
                Err(i) => self.cells.insert(i, cell),
            }
        }
        self.placements.push(Placement {
            card: card.id,
            x,
            y,
            upside_down,
        });
        covered
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
        assert_eq!(covered, 2);
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
}
