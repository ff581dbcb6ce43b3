//! Scoring: one point per territory in the largest group of each terrain, plus the bonus
//! cards in the centre.

use saloon_core::ScoreSheet;

use crate::content::{card, Bonus, CardId, Symbol, Terrain};
use crate::town::Town;

/// The town as a dense grid over its bounding box, for flood fills and neighbour checks.
struct Grid {
    w: i32,
    h: i32,
    cells: Vec<Option<(Terrain, Option<Symbol>)>>,
}

impl Grid {
    fn new(town: &Town) -> Grid {
        let Some((x0, y0, x1, y1)) = town.bounds() else {
            return Grid {
                w: 0,
                h: 0,
                cells: Vec::new(),
            };
        };
        let (x0, y0) = (i32::from(x0), i32::from(y0));
        let (w, h) = (i32::from(x1) - x0 + 1, i32::from(y1) - y0 + 1);
        let mut cells = vec![None; (w * h) as usize];
        for c in town.cells() {
            let i = (i32::from(c.y) - y0) * w + (i32::from(c.x) - x0);
            cells[i as usize] = Some((c.terrain, c.symbol));
        }
        Grid { w, h, cells }
    }

    fn get(&self, gx: i32, gy: i32) -> Option<(Terrain, Option<Symbol>)> {
        if gx < 0 || gy < 0 || gx >= self.w || gy >= self.h {
            return None;
        }
        self.cells[(gy * self.w + gx) as usize]
    }

    fn neighbours(&self, gx: i32, gy: i32) -> impl Iterator<Item = (Terrain, Option<Symbol>)> + '_ {
        [(1, 0), (-1, 0), (0, 1), (0, -1)]
            .into_iter()
            .filter_map(move |(dx, dy)| self.get(gx + dx, gy + dy))
    }

    fn positions(&self) -> impl Iterator<Item = (i32, i32, Terrain, Option<Symbol>)> + '_ {
        (0..self.h).flat_map(move |gy| {
            (0..self.w).filter_map(move |gx| self.get(gx, gy).map(|(t, s)| (gx, gy, t, s)))
        })
    }
}

/// The size of the largest edge-connected group of each terrain, in `Terrain::ALL` order.
/// When groups tie for largest, any of them scores the same, so the choice the rulebook
/// allows never changes a score.
pub fn largest_groups(town: &Town) -> [u32; 6] {
    let grid = Grid::new(town);
    let mut seen = vec![false; grid.cells.len()];
    let mut best = [0u32; 6];
    let mut stack = Vec::new();
    for (gx, gy, terrain, _) in grid.positions() {
        let start = (gy * grid.w + gx) as usize;
        if seen[start] {
            continue;
        }
        seen[start] = true;
        stack.push((gx, gy));
        let mut size = 0;
        while let Some((x, y)) = stack.pop() {
            size += 1;
            for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let (nx, ny) = (x + dx, y + dy);
                if matches!(grid.get(nx, ny), Some((t, _)) if t == terrain) {
                    let i = (ny * grid.w + nx) as usize;
                    if !seen[i] {
                        seen[i] = true;
                        stack.push((nx, ny));
                    }
                }
            }
        }
        let slot = &mut best[terrain as usize];
        *slot = (*slot).max(size);
    }
    best
}

fn largest(town: &Town, terrain: Terrain) -> u32 {
    largest_groups(town)[terrain as usize]
}

fn count_symbol(town: &Town, symbol: Symbol) -> i32 {
    town.cells()
        .iter()
        .filter(|c| c.symbol == Some(symbol))
        .count() as i32
}

/// Points `bonus` gives `town`, whose opponent built `other`.
pub fn bonus_points(bonus: &Bonus, town: &Town, other: &Town) -> i32 {
    let grid = Grid::new(town);
    let race = |mine: i32, theirs: i32, points: i32| if mine > theirs { points } else { 0 };
    match *bonus {
        Bonus::PerSymbol { symbol, points } => count_symbol(town, symbol) * points,
        Bonus::PerSymbolOnTerrain {
            symbol,
            terrain,
            points,
        } => {
            let n = town
                .cells()
                .iter()
                .filter(|c| c.symbol == Some(symbol) && c.terrain == terrain)
                .count();
            n as i32 * points
        }
        Bonus::PerSymbolNextToTerrain {
            symbol,
            terrain,
            points,
        } => {
            let n = grid
                .positions()
                .filter(|&(x, y, _, s)| {
                    s == Some(symbol) && grid.neighbours(x, y).any(|(t, _)| t == terrain)
                })
                .count();
            n as i32 * points
        }
        Bonus::PerSymbolNextToSymbol {
            symbol,
            other: wanted,
            points,
        } => {
            let n = grid
                .positions()
                .filter(|&(x, y, _, s)| {
                    s == Some(symbol) && grid.neighbours(x, y).any(|(_, s)| s == Some(wanted))
                })
                .count();
            n as i32 * points
        }
        Bonus::PerAdjacentPair {
            terrain,
            other: second,
            points,
        } => {
            // Count each shared edge once: look only east and south.
            let mut pairs = 0;
            for (x, y, t, _) in grid.positions() {
                for (dx, dy) in [(1, 0), (0, 1)] {
                    if let Some((u, _)) = grid.get(x + dx, y + dy) {
                        if (t == terrain && u == second) || (t == second && u == terrain) {
                            pairs += 1;
                        }
                    }
                }
            }
            pairs * points
        }
        Bonus::LargestGroupAtLeast {
            terrain,
            size,
            points,
        } => {
            if largest(town, terrain) >= size {
                points
            } else {
                0
            }
        }
        Bonus::PerTerrainWithGroup { size, points } => {
            largest_groups(town).iter().filter(|&&g| g >= size).count() as i32 * points
        }
        Bonus::SymbolVariety { points, bonus } => {
            let kinds = Symbol::ALL
                .iter()
                .filter(|&&s| count_symbol(town, s) > 0)
                .count();
            kinds as i32 * points + if kinds == Symbol::ALL.len() { bonus } else { 0 }
        }
        Bonus::PerSymbolSet {
            ref symbols,
            points,
        } => {
            let sets = symbols
                .iter()
                .map(|&s| count_symbol(town, s))
                .min()
                .unwrap_or(0);
            sets * points
        }
        Bonus::FitsInSquare { size, points } => match town.bounds() {
            Some((x0, y0, x1, y1))
                if (i32::from(x1) - i32::from(x0) + 1) as u32 <= size
                    && (i32::from(y1) - i32::from(y0) + 1) as u32 <= size =>
            {
                points
            }
            _ => 0,
        },
        Bonus::RaceMostSymbol { symbol, points } => race(
            count_symbol(town, symbol),
            count_symbol(other, symbol),
            points,
        ),
        Bonus::RaceFewestSymbol { symbol, points } => race(
            -count_symbol(town, symbol),
            -count_symbol(other, symbol),
            points,
        ),
        Bonus::RaceLargerGroup { terrain, points } => race(
            largest(town, terrain) as i32,
            largest(other, terrain) as i32,
            points,
        ),
        Bonus::RaceFewerCards { points } => race(
            -(town.card_count() as i32),
            -(other.card_count() as i32),
            points,
        ),
        Bonus::RaceMoreTerritories { points } => race(
            town.cells().len() as i32,
            other.cells().len() as i32,
            points,
        ),
    }
}

/// A town's full score sheet: `terrain.<name>` for each terrain, then `bonus.<card id>` for
/// each bonus card in the centre.
pub fn score(town: &Town, other: &Town, bonus_cards: &[CardId]) -> ScoreSheet {
    let mut sheet = ScoreSheet::default();
    let groups = largest_groups(town);
    for t in Terrain::ALL {
        sheet.push(format!("terrain.{}", t.key()), groups[t as usize] as i32);
    }
    for &id in bonus_cards {
        let points = card(id).map_or(0, |c| bonus_points(&c.bonus, town, other));
        sheet.push(format!("bonus.{id}"), points);
    }
    sheet
}

/// The total of [`score`] without building the sheet (the bots' hot path).
pub fn total(town: &Town, other: &Town, bonus_cards: &[CardId]) -> i32 {
    let groups: u32 = largest_groups(town).iter().sum();
    let bonus: i32 = bonus_cards
        .iter()
        .filter_map(|&id| card(id))
        .map(|c| bonus_points(&c.bonus, town, other))
        .sum();
    groups as i32 + bonus
}
