//! The straightforward engine this crate started with (a sorted list of visible cells,
//! binary searches, a dense grid per score), kept as the slow reference the bit-set town and
//! scoring are checked against. Test builds only; see `differential` below.

use saloon_core::ScoreSheet;

use crate::content::{card, Bonus, Card, CardId, Symbol, Terrain, Territory};
use crate::town::{Cell, Placement};

const REACH: i8 = 40;

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

#[derive(Clone, Debug, Default, PartialEq, Eq)]
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

/// The engine against its reference, position by position: towns grown card by card at
/// random (covering included), arbitrary grids no deal could build, and whole random games.
mod differential {
    use proptest::prelude::*;
    use saloon_core::{Actor, Game, GameRng, Match};

    use super::{bonus_points, largest_groups, score, total, Town};
    use crate::content::{deck, Bonus, CardId, Symbol, Terrain};
    use crate::rules::{CircleTheWagons, CtwAction, CtwOptions};
    use crate::{scoring, town};

    /// Every bonus kind the `Bonus` type can express, over every terrain and symbol and a
    /// spread of sizes, not only the eighteen printed on the cards.
    fn every_bonus() -> Vec<Bonus> {
        let mut all: Vec<Bonus> = deck().iter().map(|c| c.bonus.clone()).collect();
        for symbol in Symbol::ALL {
            all.push(Bonus::PerSymbol { symbol, points: 2 });
            all.push(Bonus::RaceMostSymbol { symbol, points: 5 });
            all.push(Bonus::RaceFewestSymbol { symbol, points: 4 });
            for terrain in Terrain::ALL {
                all.push(Bonus::PerSymbolOnTerrain {
                    symbol,
                    terrain,
                    points: 2,
                });
                all.push(Bonus::PerSymbolNextToTerrain {
                    symbol,
                    terrain,
                    points: 2,
                });
            }
            for other in Symbol::ALL {
                all.push(Bonus::PerSymbolNextToSymbol {
                    symbol,
                    other,
                    points: 3,
                });
            }
        }
        for terrain in Terrain::ALL {
            all.push(Bonus::RaceLargerGroup { terrain, points: 4 });
            for size in [1, 3, 5, 8] {
                all.push(Bonus::LargestGroupAtLeast {
                    terrain,
                    size,
                    points: 5,
                });
            }
            for other in Terrain::ALL {
                all.push(Bonus::PerAdjacentPair {
                    terrain,
                    other,
                    points: 1,
                });
            }
        }
        for size in 0..=7 {
            all.push(Bonus::PerTerrainWithGroup { size, points: 1 });
        }
        for size in 0..=12 {
            all.push(Bonus::FitsInSquare { size, points: 4 });
        }
        all.push(Bonus::SymbolVariety {
            points: 1,
            bonus: 2,
        });
        for symbols in [
            vec![],
            vec![Symbol::Fort],
            vec![Symbol::Cattle, Symbol::Bottle, Symbol::Pickaxe],
            vec![Symbol::Wagon, Symbol::Wagon],
            Symbol::ALL.to_vec(),
        ] {
            all.push(Bonus::PerSymbolSet { symbols, points: 4 });
        }
        all.push(Bonus::RaceFewerCards { points: 4 });
        all.push(Bonus::RaceMoreTerritories { points: 4 });
        all
    }

    fn as_str(lines: &[String]) -> Vec<&str> {
        lines.iter().map(String::as_str).collect()
    }

    fn cells_of(town: &town::Town) -> Vec<town::Cell> {
        town.cells().to_vec()
    }

    /// Everything the town answers about itself, against the reference.
    fn assert_same_town(fast: &town::Town, slow: &Town, ctx: &str) {
        assert_eq!(cells_of(fast), slow.cells().to_vec(), "{ctx}: cells");
        assert_eq!(fast.placements(), slow.placements(), "{ctx}: placements");
        assert_eq!(fast.card_count(), slow.card_count(), "{ctx}: card count");
        assert_eq!(fast.is_empty(), slow.is_empty(), "{ctx}: empty");
        assert_eq!(fast.bounds(), slow.bounds(), "{ctx}: bounds");
        // A town holds the circle's fifteen cards at most (a game never hands it more); the
        // reference had no such limit.
        let has_room = slow.card_count() < town::MAX_CARDS;
        let expected = if has_room {
            slow.legal_positions()
        } else {
            Vec::new()
        };
        assert_eq!(fast.legal_positions(), expected, "{ctx}: legal positions");
        let (x0, y0, x1, y1) = slow.bounds().unwrap_or((0, 0, 0, 0));
        for x in (x0 - 4)..=(x1 + 4) {
            for y in (y0 - 4)..=(y1 + 4) {
                assert_eq!(
                    fast.can_place(x, y),
                    has_room && slow.can_place(x, y),
                    "{ctx}: can_place({x}, {y})"
                );
                assert_eq!(
                    fast.at(x, y).map(|c| (c.terrain, c.symbol, c.card)),
                    slow.at(x, y).map(|c| (c.terrain, c.symbol, c.card)),
                    "{ctx}: at({x}, {y})"
                );
            }
        }
        for (x, y) in [
            (-128, -128),
            (127, 127),
            (-128, 0),
            (0, 127),
            (40, 40),
            (-41, 0),
        ] {
            assert_eq!(
                fast.can_place(x, y),
                has_room && slow.can_place(x, y),
                "{ctx}: ({x}, {y})"
            );
        }
    }

    /// Groups, every bonus and the score sheets of two rival towns, against the reference.
    fn assert_same_scores(
        (fast, fast_rival): (&town::Town, &town::Town),
        (slow, slow_rival): (&Town, &Town),
        bonuses: &[Bonus],
        ctx: &str,
    ) {
        assert_eq!(
            largest_groups(slow),
            scoring::largest_groups(fast),
            "{ctx}: groups"
        );
        for b in bonuses {
            assert_eq!(
                scoring::bonus_points(b, fast, fast_rival),
                bonus_points(b, slow, slow_rival),
                "{ctx}: {b:?}"
            );
        }
        let all_cards: Vec<CardId> = deck().iter().map(|c| c.id).collect();
        assert_eq!(
            scoring::score(fast, fast_rival, &all_cards),
            score(slow, slow_rival, &all_cards),
            "{ctx}: score sheet"
        );
        assert_eq!(
            scoring::total(fast, fast_rival, &all_cards),
            total(slow, slow_rival, &all_cards),
            "{ctx}: total"
        );
    }

    /// Two rival towns grown side by side, fast and reference, by `picks` of (card index,
    /// spot choice, upside down), checked after every card.
    fn grow_and_compare(picks: &[(usize, u16, bool)], bonuses: &[Bonus]) {
        let d = deck();
        let mut fast = [town::Town::default(), town::Town::default()];
        let mut slow = [Town::default(), Town::default()];
        for (step, &(card, choice, upside_down)) in picks.iter().enumerate() {
            let side = step % 2;
            let spots = slow[side].legal_positions();
            let (x, y) = spots[usize::from(choice) % spots.len()];
            let ctx = format!(
                "step {step}: card {} at ({x}, {y}) {upside_down}",
                d[card].id
            );
            let covered_fast = fast[side].place(&d[card], x, y, upside_down);
            let covered_slow = slow[side].place(&d[card], x, y, upside_down);
            assert_eq!(covered_fast, Some(covered_slow), "{ctx}: covered");
            assert_same_town(&fast[side], &slow[side], &ctx);
            if step % 4 == 3 || step + 1 == picks.len() {
                for s in 0..2 {
                    assert_same_scores(
                        (&fast[s], &fast[1 - s]),
                        (&slow[s], &slow[1 - s]),
                        bonuses,
                        &ctx,
                    );
                }
            }
        }
    }

    #[test]
    fn seeded_towns_agree_with_the_reference() {
        let bonuses = every_bonus();
        for seed in 0..300 {
            let mut rng = GameRng::stream(seed, 3);
            let picks: Vec<(usize, u16, bool)> = (0..30)
                .map(|_| {
                    (
                        rng.index(deck().len()),
                        rng.below(u32::from(u16::MAX)) as u16,
                        rng.below(2) == 1,
                    )
                })
                .collect();
            grow_and_compare(&picks, &bonuses);
        }
    }

    proptest! {
        #[test]
        fn arbitrary_towns_agree_with_the_reference(
            picks in prop::collection::vec((0usize..18, any::<u16>(), any::<bool>()), 1..=30),
        ) {
            grow_and_compare(&picks, &every_bonus());
        }

        /// Grids no deal could build (holes, long snakes, every symbol anywhere) score the
        /// same.
        #[test]
        fn arbitrary_grids_score_like_the_reference(
            rows in prop::collection::vec(prop::collection::vec(0u8..50, 1..=32), 1..=32),
            rival in prop::collection::vec(prop::collection::vec(0u8..50, 1..12), 1..6),
        ) {
            let text = |rows: &[Vec<u8>]| -> Vec<String> {
                rows.iter()
                    .map(|row| {
                        row.iter()
                            .map(|&v| match v {
                                0..=13 => ".".to_string(),
                                v => {
                                    let t = Terrain::ALL[usize::from(v) % 6].key();
                                    let initial = t[..1].to_uppercase();
                                    match usize::from(v) / 6 {
                                        s @ 3..=8 => {
                                            format!("{initial}:{}", Symbol::ALL[s - 3].key())
                                        }
                                        _ => initial,
                                    }
                                }
                            })
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .collect()
            };
            let (mine, theirs) = (text(&rows), text(&rival));
            let fast = town::Town::from_grid(&as_str(&mine)).expect("grid");
            let fast_rival = town::Town::from_grid(&as_str(&theirs)).expect("grid");
            let slow = Town::from_grid(&as_str(&mine)).expect("grid");
            let slow_rival = Town::from_grid(&as_str(&theirs)).expect("grid");
            prop_assert_eq!(cells_of(&fast), slow.cells().to_vec());
            prop_assert_eq!(fast.bounds(), slow.bounds());
            assert_same_scores((&fast, &fast_rival), (&slow, &slow_rival), &every_bonus(), "grid");
        }
    }

    /// Whole random games: at every step both towns match the reference rebuilt from their
    /// placements, and the legal placements are the reference's spots, each either way up.
    #[test]
    fn random_games_agree_with_the_reference() {
        for seed in 0..400 {
            let (mut m, _) =
                Match::<CircleTheWagons>::new(CtwOptions::default(), 2, seed).expect("two players");
            let mut picker = GameRng::stream(seed, 5);
            while let Actor::Seat(seat) = m.state().actor() {
                let state = m.state();
                let ctx = format!("seed {seed}");
                let slow: Vec<Town> = (0..2)
                    .map(|s| Town::from_placements(state.town(s).placements()).expect("cards"))
                    .collect();
                for s in 0..2 {
                    assert_same_town(state.town(s), &slow[usize::from(s)], &ctx);
                }
                let legal = state.legal_actions(seat);
                if state.to_place().is_some() {
                    let expected: Vec<CtwAction> = slow[usize::from(seat)]
                        .legal_positions()
                        .into_iter()
                        .flat_map(|(x, y)| {
                            [false, true].map(|upside_down| CtwAction::Place { x, y, upside_down })
                        })
                        .collect();
                    assert_eq!(legal, expected, "{ctx}: legal placements");
                }
                let action = legal[picker.index(legal.len())].clone();
                m.act(seat, &action).expect("legal");
            }
            let end = m.state();
            let slow: Vec<Town> = (0..2)
                .map(|s| Town::from_placements(end.town(s).placements()).expect("cards"))
                .collect();
            let bonus = end.bonus_cards();
            let sheets: Vec<_> = (0..2)
                .map(|s| score(&slow[s], &slow[1 - s], bonus))
                .collect();
            assert_eq!(end.scores(), sheets, "seed {seed}: final scores");
        }
    }
}
