//! The settlement's placement rules, pastures, lines of fire and bit sets, checked.

use super::*;
use crate::content::{content, parse_shape, Square, TownPlot};
use crate::geometry::{distinct_orientations, orient};
use saloon_core::GameRng;

/// The bit-set search finds exactly the spots the square-by-square rules allow, on all
/// sixteen sides, from the empty board to a crowded one, under every anchoring rule.
#[test]
fn the_bit_set_search_agrees_with_the_rules_square_by_square() {
    let designs = &content().tiles;
    let mut rng = GameRng::stream(5, 5);
    for board in &content().boards {
        for side in [&board.normal, &board.wild] {
            let mut s = Settlement::new(side.clone());
            for _ in 0..40 {
                for anchor in [Anchor::Connected, Anchor::ThirdSignpost, Anchor::Anywhere] {
                    for d in designs.iter().step_by(3) {
                        let orientations = distinct_orientations(&d.squares);
                        let fast = s.legal_spots_anchored(&d.squares, &orientations, anchor);
                        let mut slow = Vec::new();
                        let shapes = oriented_shapes(&d.squares, &orientations);
                        s.scan_spots_slowly(&shapes, anchor, |o, x, y| {
                            slow.push((o, x, y));
                            true
                        });
                        assert_eq!(fast, slow, "board {} {anchor:?} tile {}", board.id, d.id);
                    }
                }
                // Grow the settlement by a random legal tile.
                let d = &designs[rng.index(designs.len())];
                let spots = s.legal_spots(&d.squares, &distinct_orientations(&d.squares));
                if spots.is_empty() {
                    continue;
                }
                let (o, x, y) = spots[rng.index(spots.len())];
                let laid = orient(&d.squares, o);
                s.place(Some(d), &laid, i32::from(x), i32::from(y), o);
            }
        }
    }
}

/// The slow reference for [`Settlement::square_spot_set`]: every spot of a one-square
/// street, square by square, then the filters written out.
fn square_spots_slowly(s: &Settlement, next_to: Option<Cell>, with_room: bool) -> Vec<Cell> {
    let mut spots = Vec::new();
    s.scan_spots_slowly(
        std::slice::from_ref(square()),
        Anchor::Connected,
        |_, x, y| {
            spots.push((i32::from(x), i32::from(y)));
            true
        },
    );
    spots.retain(|&(x, y)| {
        next_to.is_none_or(|(nx, ny)| (nx - x).abs() + (ny - y).abs() == 1)
            && (!with_room || DIRS.iter().any(|(dx, dy)| s.is_open((x + dx, y + dy))))
    });
    spots
}

/// Every query the bit sets answer, against its square-by-square reference.
fn check_against_the_squares(s: &Settlement, ctx: &str) {
    let l = s.layers.clone().expect("a printed board fits the bit sets");
    assert_eq!(
        Layers::new(
            &s.side,
            &s.covered,
            &s.hill_bandits,
            &s.tombstones,
            &s.cowpokes
        ),
        Some(l.clone()),
        "{ctx}: the layers kept in step equal the layers rebuilt"
    );
    let back: Settlement = serde_json::from_str(&serde_json::to_string(s).unwrap()).unwrap();
    assert_eq!(&back, s, "{ctx}: read back with the same layers");
    assert_eq!(s.pastures(), s.pastures_slowly(), "{ctx}: pastures");
    let slowly: Vec<Herd> = s.pastures_slowly().iter().map(Pasture::herd).collect();
    assert_eq!(s.herds(), slowly, "{ctx}: herds");
    let with_cows: Vec<Herd> = slowly.iter().copied().filter(|h| h.cows > 0).collect();
    assert_eq!(s.herds_with_cows().collect::<Vec<_>>(), with_cows, "{ctx}");
    let cows: u32 = slowly.iter().map(|h| u32::from(h.cows)).sum();
    assert_eq!(s.cows_in_pastures(), cows, "{ctx}: cows");
    for c in s.cells().chain([(-1, 0), (9, 9), (0, -1)]) {
        let slow = s
            .pastures_slowly()
            .into_iter()
            .find(|p| p.cells.contains(&c));
        assert_eq!(s.pasture_at(c), slow, "{ctx}: pasture at {c:?}");
    }
    for p in 0..s.placements.len() as u16 + 2 {
        assert_eq!(
            s.surrounded(p),
            s.surrounded_slowly(p),
            "{ctx}: surrounded {p}"
        );
        let mine = s.cells_of(p);
        if let Some(l) = &s.layers {
            for cells in [l.covered, l.tile_field, l.board] {
                assert_eq!(
                    s.placement_among(cells, p),
                    s.placement_among_slowly(cells, p),
                    "{ctx}: the cells of {p}"
                );
            }
        }
        let slow: Vec<Pasture> = s
            .pastures_slowly()
            .into_iter()
            .filter(|pa| pa.cells.iter().any(|c| mine.contains(c)))
            .collect();
        assert_eq!(s.pastures_of(p), slow, "{ctx}: pastures of {p}");
        let mut herds = Vec::new();
        s.each_herd_of(p, |first, herd| herds.push((first, herd)));
        let slow_herds: Vec<_> = slow.iter().map(|pa| (pa.cells[0], pa.herd())).collect();
        assert_eq!(herds, slow_herds, "{ctx}: herds of {p}");
        assert_eq!(
            s.cows_beside(p),
            s.cows_beside_slowly(p),
            "{ctx}: cows beside {p}"
        );
        assert_eq!(
            s.open_beside(p),
            s.open_beside_slowly(p),
            "{ctx}: open beside {p}"
        );
        assert_eq!(
            s.open_beside(p) == 0,
            s.surrounded_slowly(p),
            "{ctx}: open beside {p} and surrounded"
        );
    }
    let all: Vec<u16> = (0..s.placements.len() as u16).collect();
    let one_by_one: Vec<bool> = all.iter().map(|&p| s.surrounded_slowly(p)).collect();
    assert_eq!(s.surrounded_among(&all), one_by_one, "{ctx}: surrounded");
    for town in 0..8 {
        assert_eq!(
            s.town_complete(town),
            s.town_complete_slowly(town),
            "{ctx}: town {town}"
        );
        assert_eq!(
            s.town_squares(town),
            s.town_squares_slowly(town),
            "{ctx}: town {town}'s squares"
        );
    }
    for &space in &s.side.spaces {
        assert_eq!(
            s.covered(space),
            s.covered_slowly(space),
            "{ctx}: {space:?}"
        );
        assert_eq!(
            s.uncovered(space),
            s.uncovered_slowly(space),
            "{ctx}: {space:?}"
        );
    }
    assert_eq!(s.uncovered(Space::Rail), s.uncovered_slowly(Space::Rail));
    assert_eq!(s.tombstones(), s.tombstones_slowly(), "{ctx}: tombstones");
    assert_eq!(s.aces(), s.aces_slowly(), "{ctx}: aces");
    assert_eq!(s.sheriffs(), s.sheriffs_slowly(), "{ctx}: sheriffs");
    assert_eq!(s.all_targets(), s.all_targets_slowly(), "{ctx}: targets");
    assert_eq!(l.targets(), l.targets_walked(), "{ctx}: rays");
    assert_eq!(s.has_targets(), !s.all_targets_slowly().is_empty());
    let standing: Vec<Cell> = s.cells().filter(|&c| s.bandit_standing(c)).collect();
    assert_eq!(s.standing_bandits(), standing, "{ctx}: standing bandits");
    assert_eq!(
        s.bandits_standing(),
        standing.len(),
        "{ctx}: bandits standing"
    );
    assert_eq!(s.free_hills(), s.free_hills_slowly(), "{ctx}: free hills");
    assert_eq!(
        s.lassos_surrounded(),
        s.lassos_surrounded_slowly(),
        "{ctx}: lassos"
    );
    let next_to = s.cells().step_by(7).chain([(-1, 0), (9, 4), (4, -1)]);
    for n in [None].into_iter().chain(next_to.map(Some)) {
        for room in [false, true] {
            let slow = square_spots_slowly(s, n, room);
            assert_eq!(s.square_spots(n, room), slow, "{ctx}: alleys {n:?} {room}");
            let set = s.square_spot_set(n, room).unwrap();
            assert_eq!(set.count() as usize, slow.len());
        }
    }
}

/// The spot sets (counts, the column order sorted actions use, picking the k-th,
/// membership) against the square-by-square search.
fn check_spot_sets(s: &Settlement, ctx: &str) {
    for d in content().tiles.iter().step_by(2) {
        let shapes = crate::geometry::design_orientations(d.id).unwrap();
        for anchor in [Anchor::Connected, Anchor::ThirdSignpost, Anchor::Anywhere] {
            let mut slow = Vec::new();
            s.scan_spots_slowly(shapes, anchor, |o, x, y| {
                slow.push((o, x, y));
                true
            });
            assert_eq!(
                s.any_spot(shapes, anchor),
                !slow.is_empty(),
                "{ctx}: tile {}",
                d.id
            );
            for set in s.spots(shapes, anchor).unwrap() {
                let mut mine: Vec<(i8, i8)> = slow
                    .iter()
                    .filter(|(o, _, _)| *o == set.orientation)
                    .map(|&(_, x, y)| (x, y))
                    .collect();
                assert_eq!(
                    set.by_row().collect::<Vec<_>>(),
                    mine,
                    "{ctx}: tile {}",
                    d.id
                );
                mine.sort();
                let by_column: Vec<(i8, i8)> = set.by_column().collect();
                assert_eq!(by_column, mine, "{ctx}: tile {} by column", d.id);
                assert_eq!(set.count() as usize, mine.len());
                for (k, &xy) in mine.iter().enumerate() {
                    assert_eq!(set.nth_by_column(k as u32), Some(xy));
                }
                assert_eq!(set.nth_by_column(mine.len() as u32), None);
                for x in -2..11 {
                    for y in -2..11 {
                        assert_eq!(set.contains(x, y), mine.contains(&(x, y)));
                    }
                }
            }
        }
    }
}

/// The bit sets kept beside the squares answer every question as the squares do, on all
/// sixteen sides, from the empty board to a crowded one with tombstones, hill bandits and
/// cowpokes, and a board read back from JSON has the same bit sets.
#[test]
fn the_bit_sets_agree_with_the_squares_on_every_query() {
    let designs = &content().tiles;
    let mut rng = GameRng::stream(8, 8);
    for board in &content().boards {
        for side in [&board.normal, &board.wild] {
            let mut s = Settlement::new(side.clone());
            for step in 0..45 {
                let ctx = format!("board {} {:?} step {step}", board.id, side.rule());
                check_against_the_squares(&s, &ctx);
                if step % 9 == 0 {
                    check_spot_sets(&s, &ctx);
                }
                // Grow: a tile by the rules (now and then anywhere it fits), an alley,
                // and at times a shot, a hill bandit, a cowpoke.
                let d = &designs[rng.index(designs.len())];
                let anchor = if rng.index(6) == 0 {
                    Anchor::Anywhere
                } else {
                    Anchor::Connected
                };
                let spots =
                    s.legal_spots_anchored(&d.squares, &distinct_orientations(&d.squares), anchor);
                if !spots.is_empty() {
                    let (o, x, y) = spots[rng.index(spots.len())];
                    s.place(Some(d), &orient(&d.squares, o), x.into(), y.into(), o);
                }
                let alleys = s.square_spots(None, false);
                if !alleys.is_empty() && rng.index(3) == 0 {
                    let (x, y) = alleys[rng.index(alleys.len())];
                    let street = orient(&[square().laid()[0].square], Orientation::ALL[0]);
                    s.place(None, &street, x, y, Orientation::ALL[0]);
                }
                let standing = s.standing_bandits();
                if !standing.is_empty() && rng.index(3) == 0 {
                    s.tombstone(standing[rng.index(standing.len())]);
                }
                let sheriffs = s.sheriffs();
                if !sheriffs.is_empty() && rng.index(8) == 0 {
                    s.tombstone(sheriffs[rng.index(sheriffs.len())]);
                }
                let hills = s.free_hills();
                if !hills.is_empty() && rng.index(4) == 0 {
                    s.put_hill_bandit(hills[rng.index(hills.len())]);
                }
                let pastures = s.pastures();
                if !pastures.is_empty() && rng.index(4) == 0 {
                    let p = &pastures[rng.index(pastures.len())];
                    s.put_cowpoke(p.cells[0]);
                }
            }
        }
    }
}

/// A board larger than the bit sets hold is searched square by square, with the same
/// answers the rules give everywhere else.
#[test]
fn a_board_too_large_for_the_bit_sets_still_plays() {
    let mut rows = vec!["............"; 12];
    rows[0] = "x...........";
    rows[5] = "..ff..!..#..";
    let mut s = Settlement::new(side(&rows, 0));
    assert!(s.layers.is_none());
    let l = shape(&["S .", "S S"]);
    let spots = s.legal_spots(&l, &distinct_orientations(&l));
    assert_eq!(spots.len(), 3);
    assert!(s
        .spots(&oriented_shapes(&l, &[UPRIGHT]), Anchor::Connected)
        .is_none());
    assert!(s.any_spot(&oriented_shapes(&l, &[UPRIGHT]), Anchor::Connected));
    lay(&mut s, &["S S"], 0, 0);
    assert_eq!(s.square_spots(None, false).len(), 3);
    assert_eq!(s.square_spots(Some((1, 1)), false), vec![(0, 1)]);
    assert!(s.square_spot_set(None, false).is_none());
    assert_eq!(s.pastures().len(), 1);
    assert_eq!(s.pasture_at((3, 5)).map(|p| p.cells.len()), Some(2));
    assert_eq!(s.all_targets(), vec![(6, 5)]);
    assert!(!s.surrounded(0));
    let back: Settlement = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back, s);
}

fn side(rows: &[&str], towns: usize) -> BoardSide {
    let towns = (0..towns)
        .map(|i| TownPlot {
            name: format!("T{i}"),
            points: 4,
        })
        .collect();
    BoardSide::from_rows(rows, towns).unwrap()
}

fn shape(rows: &[&str]) -> Vec<Square> {
    parse_shape(&rows.iter().map(|r| r.to_string()).collect::<Vec<_>>()).unwrap()
}

const UPRIGHT: Orientation = Orientation {
    turns: 0,
    flipped: false,
};

/// Lays a shape without the placement checks (to set up positions).
fn lay(s: &mut Settlement, rows: &[&str], x: i32, y: i32) {
    let laid = orient(&shape(rows), UPRIGHT);
    s.place(None, &laid, x, y, UPRIGHT);
}

fn try_lay(s: &Settlement, rows: &[&str], x: i32, y: i32) -> Result<(), PlaceError> {
    s.check(&orient(&shape(rows), UPRIGHT), x, y)
}

/// The rulebook's sheriff figure, on a board of our own: which bandits each sheriff can
/// and cannot shoot.
#[test]
fn the_sheriff_figure() {
    let mut s = Settlement::new(side(
        &[
            "........x",
            ".........",
            ".!.......",
            ".h.......",
            "!#.f!....",
            ".g....!..",
            ".!.......",
            "....!c#..",
            ".........",
        ],
        0,
    ));
    lay(&mut s, &["S:bandit"], 2, 4); // bandit B, in front of a building elsewhere
    lay(&mut s, &["B"], 6, 6); // a building between sheriff 2 and bandit F
    assert!(s.put_hill_bandit((1, 3))); // bandit D, on the hill
    let sheriffs = s.sheriffs();
    assert_eq!(sheriffs, vec![(1, 4), (6, 7)]);
    // Sheriff 1: A across the gold space, B, C behind B and across a field, D on the
    // hill, G beside him. Not E (behind the hill), nor F or H (not in line).
    assert_eq!(
        s.targets((1, 4)),
        vec![(1, 3), (0, 4), (2, 4), (4, 4), (1, 6)]
    );
    // Sheriff 2: F is behind a building and H behind a cow.
    assert!(s.targets((6, 7)).is_empty());
    // What the board draws: sheriff 1 fires up to the hill, down and right to the edge,
    // left to the edge; sheriff 2 is stopped by the building and the cow next to him.
    let lines = s.lines_of_fire();
    let from = |x: i8, y: i8| {
        lines
            .iter()
            .filter(|l| (l.x1, l.y1) == (x, y))
            .map(|l| (l.x2, l.y2))
            .collect::<Vec<_>>()
    };
    assert_eq!(from(1, 4), vec![(8, 4), (0, 4), (1, 8), (1, 3)]);
    assert_eq!(from(6, 7), vec![(8, 7), (5, 7), (6, 8), (6, 6)]);
    assert_eq!(s.bandits_standing(), 8);
    s.tombstone((2, 4));
    assert_eq!(s.bandits_standing(), 7);
    assert!(
        !s.targets((1, 4)).contains(&(2, 4)),
        "a tombstone is not a target"
    );
    assert!(s.targets((1, 4)).contains(&(4, 4)), "nor an obstacle");
}

#[test]
fn the_first_tile_covers_the_start_and_never_cows_fields_hills_or_mines() {
    let s = Settlement::new(side(&["x.c", "fhm", "..."], 0));
    assert_eq!(
        try_lay(&s, &["S S"], 1, 0),
        Err(PlaceError::Uncoverable),
        "covers the cow"
    );
    assert_eq!(try_lay(&s, &["S"], 1, 0), Err(PlaceError::MissStart));
    assert_eq!(try_lay(&s, &["S S S S"], 0, 2), Err(PlaceError::OffBoard));
    assert!(try_lay(&s, &["S S"], 0, 0).is_ok());
    assert_eq!(
        try_lay(&s, &["S", "S"], 0, 0),
        Err(PlaceError::Uncoverable),
        "covers the field"
    );
    assert_eq!(
        try_lay(&s, &["S", "S"], 1, 1),
        Err(PlaceError::Uncoverable),
        "covers the hill"
    );
    assert_eq!(
        try_lay(&s, &["S", "S"], 2, 1),
        Err(PlaceError::Uncoverable),
        "covers the mine"
    );
}

#[test]
fn tiles_connect_by_edges_and_through_printed_fields_not_corners() {
    let mut s = Settlement::new(side(
        &[
            "x........",
            ".........",
            "..ff.....",
            ".........",
            ".........",
        ],
        0,
    ));
    lay(&mut s, &["S S"], 0, 0);
    assert_eq!(try_lay(&s, &["S"], 1, 1), Ok(()), "shares an edge");
    assert_eq!(
        try_lay(&s, &["S"], 2, 1),
        Err(PlaceError::NotConnected),
        "only a corner"
    );
    assert_eq!(try_lay(&s, &["S"], 0, 0), Err(PlaceError::Overlap));
    lay(&mut s, &["S"], 1, 1);
    lay(&mut s, &["S"], 1, 2); // now touches the printed pasture at (2,2)-(3,2)
                               // A tile beside the far end of the pasture is connected through it.
    assert_eq!(try_lay(&s, &["S"], 4, 2), Ok(()));
    assert_eq!(try_lay(&s, &["S"], 3, 3), Ok(()));
    assert_eq!(try_lay(&s, &["S"], 5, 2), Err(PlaceError::NotConnected));
}

#[test]
fn legal_spots_cover_every_orientation() {
    let s = Settlement::new(side(&["x..", "...", "..."], 0));
    let l = shape(&["S .", "S S"]);
    let spots = s.legal_spots(&l, &distinct_orientations(&l));
    // In the corner, only the three orientations with a square at their own top-left can
    // cover the start at (0, 0).
    assert!(spots
        .iter()
        .all(|&(o, x, y)| s.check(&orient(&l, o), x.into(), y.into()).is_ok()));
    assert_eq!(spots.len(), 3);
    assert!(spots.iter().all(|&(_, x, y)| (x, y) == (0, 0)));
}

#[test]
fn towns_complete_when_every_square_is_covered() {
    let mut s = Settlement::new(side(&["xAA", ".A.", "..."], 1));
    lay(&mut s, &["S S"], 0, 0);
    assert!(!s.town_complete(0));
    lay(&mut s, &["S", "S"], 2, 0);
    assert!(!s.town_complete(0));
    lay(&mut s, &["S"], 1, 1);
    assert!(s.town_complete(0));
}

#[test]
fn a_building_is_surrounded_when_no_tile_fits_beside_it() {
    let mut s = Settlement::new(side(&["xh..", ".m..", "...."], 0));
    lay(&mut s, &["B"], 0, 0); // placement 0: a one-square building in the corner
    assert!(!s.surrounded(0), "(0, 1) is open");
    lay(&mut s, &["S"], 0, 1);
    assert!(
        s.surrounded(0),
        "the board edge, the hill and a tile surround it"
    );
    // The street tile is not surrounded: (0, 2) is open.
    assert!(!s.surrounded(1));
}

#[test]
fn pastures_join_printed_and_tile_fields() {
    let mut s = Settlement::new(side(&["xc.c", "f...", "...."], 0));
    lay(&mut s, &["C F"], 1, 1);
    let p = s.pastures();
    // (1,0) cow, (0,1) field, (1,1) tile cow, (2,1) tile field: one pasture of 2 cows;
    // (3,0) stands alone.
    assert_eq!(p.len(), 2);
    assert_eq!(p[0].cows, 2);
    assert_eq!(p[0].cells.len(), 4);
    assert_eq!(p[1].cows, 1);
    s.put_cowpoke((1, 1));
    assert!(s.pastures()[0].wrangled && !s.pastures()[1].wrangled);
}
