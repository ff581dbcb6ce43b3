//! Scoring: one point per territory in the largest group of each terrain, plus the bonus
//! cards in the centre. Everything reads the town's bit sets: for each column, bit y per row.

use std::cell::OnceCell;

use saloon_core::ScoreSheet;

use crate::content::{card, Bonus, CardId, Symbol, Terrain};
use crate::town::{Town, MAX_SPAN};

/// The town's columns, `x0 + i` at index `i + 1`, with an empty column on either side so that
/// neighbours are never off the end.
type Plane = [u64; MAX_SPAN + 2];

/// How many cells `pick` picks from each of the town's columns (given its x).
fn count(town: &Town, pick: impl Fn(i16) -> u64) -> i32 {
    town.columns().map(|x| pick(x).count_ones()).sum::<u32>() as i32
}

/// The cells of column `x` that share an edge with one of `cells` (by column).
fn next_to(cells: impl Fn(i16) -> u64, x: i16) -> u64 {
    let here = cells(x);
    (here << 1) | (here >> 1) | cells(x - 1) | cells(x + 1)
}

/// The size of the largest edge-connected group of each terrain, in `Terrain::ALL` order.
/// When groups tie for largest, any of them scores the same, so the choice the rulebook
/// allows never changes a score.
pub fn largest_groups(town: &Town) -> [u32; 6] {
    let width = town.columns().len();
    // The cells of a terrain not yet in a group, and the group being grown: both all clear
    // again once a terrain is done.
    let mut left: Plane = [0; MAX_SPAN + 2];
    let mut group: Plane = [0; MAX_SPAN + 2];
    Terrain::ALL.map(|terrain| {
        for (i, x) in town.columns().enumerate() {
            left[i + 1] = town.terrain(terrain, x);
        }
        // Territories with no neighbour of their terrain are groups of one, and most groups
        // are: take them all at once, without a branch per territory.
        let (mut alone, mut west) = (0, 0);
        // Bit i: column i still has cells of the terrain outside any group.
        let mut pending = 0u64;
        for i in 1..=width {
            let cells = left[i];
            let neighbours = (cells << 1) | (cells >> 1) | west | left[i + 1];
            alone |= cells & !neighbours;
            left[i] = cells & neighbours;
            pending |= u64::from(left[i] != 0) << i;
            west = cells;
        }
        let mut best = u32::from(alone != 0);
        while pending != 0 {
            let start = pending.trailing_zeros() as usize;
            let seed = left[start] & left[start].wrapping_neg();
            let (size, first, last) = take_group(&mut left, &mut group, width, start, seed);
            best = best.max(size);
            for (i, &cells) in (first..).zip(&left[first..=last]) {
                pending &= !(u64::from(cells == 0) << i);
            }
        }
        best
    })
}

/// Grows the group of `seed` (a cell of column `start`) within `left`, removes it from
/// `left` and returns its size and the first and last columns it spans.
fn take_group(
    left: &mut Plane,
    group: &mut Plane,
    width: usize,
    start: usize,
    seed: u64,
) -> (u32, usize, usize) {
    group[start] = seed;
    let (mut first, mut last) = (start, start);
    // Sweep the group's columns and one more on each side until a sweep adds nothing: each
    // column takes what touches the group beside it, then runs up and down its own column.
    loop {
        let mut grew = false;
        for i in first.max(2) - 1..=(last + 1).min(width) {
            let mut cells = (group[i] | group[i - 1] | group[i + 1]) & left[i];
            loop {
                let more = (cells | (cells << 1) | (cells >> 1)) & left[i];
                if more == cells {
                    break;
                }
                cells = more;
            }
            if cells != group[i] {
                group[i] = cells;
                grew = true;
                first = first.min(i);
                last = last.max(i);
            }
        }
        if !grew {
            break;
        }
    }
    let mut size = 0;
    for i in first..=last {
        size += group[i].count_ones();
        left[i] &= !group[i];
        group[i] = 0;
    }
    (size, first, last)
}

/// A town as the bonus conditions read it; its groups are worked out once, if needed.
struct Scored<'a> {
    town: &'a Town,
    groups: OnceCell<[u32; 6]>,
}

impl<'a> Scored<'a> {
    fn new(town: &'a Town) -> Self {
        Scored {
            town,
            groups: OnceCell::new(),
        }
    }

    fn groups(&self) -> [u32; 6] {
        *self.groups.get_or_init(|| largest_groups(self.town))
    }

    fn largest(&self, terrain: Terrain) -> u32 {
        self.groups()[terrain as usize]
    }

    fn symbols(&self, symbol: Symbol) -> i32 {
        count(self.town, |x| self.town.symbol(symbol, x))
    }
}

/// Points `bonus` gives `town`, whose opponent built `other`.
pub fn bonus_points(bonus: &Bonus, town: &Town, other: &Town) -> i32 {
    points(bonus, &Scored::new(town), &Scored::new(other))
}

fn points(bonus: &Bonus, mine: &Scored, theirs: &Scored) -> i32 {
    let town = mine.town;
    let race = |mine: i32, theirs: i32, points: i32| if mine > theirs { points } else { 0 };
    match *bonus {
        Bonus::PerSymbol { symbol, points } => mine.symbols(symbol) * points,
        Bonus::PerSymbolOnTerrain {
            symbol,
            terrain,
            points,
        } => count(town, |x| town.symbol(symbol, x) & town.terrain(terrain, x)) * points,
        Bonus::PerSymbolNextToTerrain {
            symbol,
            terrain,
            points,
        } => {
            let near = |x| town.symbol(symbol, x) & next_to(|x| town.terrain(terrain, x), x);
            count(town, near) * points
        }
        Bonus::PerSymbolNextToSymbol {
            symbol,
            other: wanted,
            points,
        } => {
            let near = |x| town.symbol(symbol, x) & next_to(|x| town.symbol(wanted, x), x);
            count(town, near) * points
        }
        Bonus::PerAdjacentPair {
            terrain,
            other: second,
            points,
        } => {
            let a = |x| town.terrain(terrain, x);
            let b = |x| town.terrain(second, x);
            // Each shared edge once: with the cell to the east (next column, same row)...
            let east = count(town, |x| (a(x) & b(x + 1)) | (b(x) & a(x + 1)));
            // ...and with the cell to the south (same column, next row).
            let south = count(town, |x| (a(x) & (b(x) >> 1)) | (b(x) & (a(x) >> 1)));
            (east + south) * points
        }
        Bonus::LargestGroupAtLeast {
            terrain,
            size,
            points,
        } => {
            if mine.largest(terrain) >= size {
                points
            } else {
                0
            }
        }
        Bonus::PerTerrainWithGroup { size, points } => {
            mine.groups().iter().filter(|&&g| g >= size).count() as i32 * points
        }
        Bonus::SymbolVariety { points, bonus } => {
            let kinds = Symbol::ALL.iter().filter(|&&s| mine.symbols(s) > 0).count();
            kinds as i32 * points + if kinds == Symbol::ALL.len() { bonus } else { 0 }
        }
        Bonus::PerSymbolSet {
            ref symbols,
            points,
        } => {
            let sets = symbols.iter().map(|&s| mine.symbols(s)).min().unwrap_or(0);
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
        Bonus::RaceMostSymbol { symbol, points } => {
            race(mine.symbols(symbol), theirs.symbols(symbol), points)
        }
        Bonus::RaceFewestSymbol { symbol, points } => {
            race(-mine.symbols(symbol), -theirs.symbols(symbol), points)
        }
        Bonus::RaceLargerGroup { terrain, points } => race(
            mine.largest(terrain) as i32,
            theirs.largest(terrain) as i32,
            points,
        ),
        Bonus::RaceFewerCards { points } => race(
            -(town.card_count() as i32),
            -(theirs.town.card_count() as i32),
            points,
        ),
        Bonus::RaceMoreTerritories { points } => race(
            town.territory_count() as i32,
            theirs.town.territory_count() as i32,
            points,
        ),
    }
}

/// A town's full score sheet: `terrain.<name>` for each terrain, then `bonus.<card id>` for
/// each bonus card in the centre.
pub fn score(town: &Town, other: &Town, bonus_cards: &[CardId]) -> ScoreSheet {
    sheet_of(&Scored::new(town), &Scored::new(other), bonus_cards)
}

/// Both rivals' [`score`]s, each town's groups worked out once for both sheets.
pub fn scores(towns: [&Town; 2], bonus_cards: &[CardId]) -> [ScoreSheet; 2] {
    let [first, second] = towns.map(Scored::new);
    [
        sheet_of(&first, &second, bonus_cards),
        sheet_of(&second, &first, bonus_cards),
    ]
}

fn sheet_of(mine: &Scored, theirs: &Scored, bonus_cards: &[CardId]) -> ScoreSheet {
    let mut sheet = ScoreSheet {
        total: 0,
        lines: Vec::with_capacity(Terrain::ALL.len() + bonus_cards.len()),
    };
    let groups = mine.groups();
    for t in Terrain::ALL {
        sheet.push(t.line_key(), groups[t as usize] as i32);
    }
    for &id in bonus_cards {
        let points = card(id).map_or(0, |c| points(&c.bonus, mine, theirs));
        sheet.push(format!("bonus.{id}"), points);
    }
    sheet
}

/// The total of [`score`] without building the sheet (the bots' and playouts' hot path).
pub fn total(town: &Town, other: &Town, bonus_cards: &[CardId]) -> i32 {
    total_of(&Scored::new(town), &Scored::new(other), bonus_cards)
}

/// A rival's town as [`Rival::total`] scores against it: its groups are worked out once, for
/// every town set against it (the bots weighing each spot of a card).
pub struct Rival<'a>(Scored<'a>);

impl<'a> Rival<'a> {
    pub fn new(town: &'a Town) -> Self {
        Rival(Scored::new(town))
    }

    /// [`total`] of `town` against this rival.
    pub fn total(&self, town: &Town, bonus_cards: &[CardId]) -> i32 {
        total_of(&Scored::new(town), &self.0, bonus_cards)
    }
}

/// Both rivals' totals, each town's groups worked out once for both.
pub fn totals(towns: [&Town; 2], bonus_cards: &[CardId]) -> [i32; 2] {
    let [first, second] = towns.map(Scored::new);
    [
        total_of(&first, &second, bonus_cards),
        total_of(&second, &first, bonus_cards),
    ]
}

fn total_of(mine: &Scored, theirs: &Scored, bonus_cards: &[CardId]) -> i32 {
    let groups: u32 = mine.groups().iter().sum();
    let bonus: i32 = bonus_cards
        .iter()
        .filter_map(|&id| card(id))
        .map(|c| points(&c.bonus, mine, theirs))
        .sum();
    groups as i32 + bonus
}
