//! The tiles, the scoreboard, the mining track, the contracts, the partners and the bandit
//! cards (`content/*.toml`) against DESIGN.md's counts and the invariants the rules rely on
//! (the boards are in `boards.rs`). A designer who changes a tile or a card runs these first.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use crate::common::*;
use saloon_wild_tiled_west::content::{
    content, parse_content, Building, Ground, Half, Icon, PartnerGoal, Reward, Suit, TileDesign,
};

// ---- tiles --------------------------------------------------------------------------------

#[test]
fn forty_designs_ninety_six_tiles() {
    let ts = tiles();
    assert_eq!(ts.len(), 40);
    let ids: BTreeSet<u8> = ts.iter().map(|t| t.id).collect();
    assert_eq!(ids, (1..=40).collect::<BTreeSet<u8>>());
    let names: HashSet<&str> = ts.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names.len(), 40, "tile names are unique");
    assert_eq!(total(|_| 1), 96);
    assert_eq!(ts.iter().filter(|t| t.copies == 3).count(), 16);
    assert_eq!(ts.iter().filter(|t| t.copies == 2).count(), 24);
}

#[test]
fn every_market_stack_is_filled_once() {
    let mut seen = BTreeSet::new();
    for t in tiles() {
        assert!(
            (1..=5).contains(&t.row) && (1..=4).contains(&t.col),
            "tile {}",
            t.id
        );
        assert!(
            seen.insert((t.half, t.row, t.col)),
            "tile {}: stack used twice",
            t.id
        );
    }
    assert_eq!(seen.len(), 40);
}

#[test]
fn river_stacks_hold_river_tiles() {
    let river: Vec<&TileDesign> = tiles().iter().filter(|t| t.is_river()).collect();
    assert_eq!(river.len(), 8);
    for half in [Half::West, Half::East] {
        assert_eq!(river.iter().filter(|t| t.half == half).count(), 4);
    }
    for t in river {
        assert!(
            t.building.is_none(),
            "{}: no buildings by the river",
            t.name
        );
        let flavour = t.squares.iter().any(|s| {
            matches!(s.ground, Ground::Field | Ground::Cow) || s.icon == Some(Icon::Pickaxe)
        });
        assert!(
            flavour,
            "{}: a river tile brings fields, cows or pickaxes",
            t.name
        );
    }
    let cows = |t: &&TileDesign| t.squares.iter().filter(|s| s.ground == Ground::Cow).count();
    let river_cows: usize = tiles()
        .iter()
        .filter(|t| t.is_river())
        .map(|t| cows(&t))
        .sum();
    let prairie_cows: usize = tiles()
        .iter()
        .filter(|t| !t.is_river())
        .map(|t| cows(&t))
        .sum();
    assert!(
        river_cows * 32 > prairie_cows * 8,
        "river tiles are richer in cows per stack"
    );
}

fn building_name(b: Building) -> &'static str {
    match b {
        Building::Bank => "Bank",
        Building::Barn => "Barn",
        Building::Hideout => "Hideout",
        Building::Chapel => "Chapel",
        Building::FancySaloon => "Fancy Saloon",
        Building::GeneralStore => "General Store",
        Building::Den => "Den",
        Building::Hotel => "Hotel",
        Building::Ranch => "Ranch",
        Building::Sawmill => "Sawmill",
        Building::SheriffsOffice => "Sheriff's Office",
        Building::Stable => "Stable",
        Building::TownHall => "Town Hall",
        Building::Wheelwright => "Wheelwright",
    }
}

#[test]
fn fourteen_buildings_once_each() {
    let mut found = BTreeMap::new();
    for t in tiles() {
        let b_squares = t
            .squares
            .iter()
            .filter(|s| s.ground == Ground::Building)
            .count();
        match t.building {
            Some(b) => {
                assert!(found.insert(b, t.id).is_none(), "{b:?} appears twice");
                assert_eq!(t.copies, 2, "{}", t.name);
                assert_eq!(t.name, building_name(b));
                assert!(
                    (1..=3).contains(&b_squares),
                    "{}: {b_squares} building squares",
                    t.name
                );
                assert!(
                    t.squares
                        .iter()
                        .all(|s| matches!(s.ground, Ground::Building | Ground::Street)),
                    "{}: buildings carry only building and street squares",
                    t.name
                );
                let b_cells = cells(
                    &t.squares
                        .iter()
                        .copied()
                        .filter(|s| s.ground == Ground::Building)
                        .collect::<Vec<_>>(),
                );
                assert_eq!(
                    components(&b_cells).len(),
                    1,
                    "{}: one building, in one piece",
                    t.name
                );
            }
            None => assert_eq!(
                b_squares, 0,
                "{}: building squares without a building",
                t.name
            ),
        }
    }
    assert_eq!(
        found.keys().copied().collect::<Vec<_>>(),
        Building::ALL.to_vec()
    );
}

#[test]
fn shapes_are_small_connected_polyominoes() {
    for t in tiles() {
        let cs = cells(&t.squares);
        assert_eq!(cs.len(), t.squares.len(), "{}: overlapping squares", t.name);
        assert!(
            (1..=5).contains(&cs.len()),
            "{}: {} squares",
            t.name,
            cs.len()
        );
        assert_eq!(components(&cs).len(), 1, "{}: not connected", t.name);
        assert_eq!(
            cs.iter().map(|c| c.0).min(),
            Some(0),
            "{}: empty west column",
            t.name
        );
        assert_eq!(
            cs.iter().map(|c| c.1).min(),
            Some(0),
            "{}: empty north row",
            t.name
        );
    }
    let sizes: BTreeSet<usize> = tiles().iter().map(|t| t.squares.len()).collect();
    assert_eq!(
        sizes,
        (1..=5).collect(),
        "every size from 1 to 5 is in the market"
    );
}

#[test]
fn icons_sit_on_streets() {
    for t in tiles() {
        for s in &t.squares {
            if s.icon.is_some() {
                assert_eq!(
                    s.ground,
                    Ground::Street,
                    "{}: icon on a {:?} square",
                    t.name,
                    s.ground
                );
            }
        }
    }
}

#[test]
fn some_stacks_cost_gold() {
    for t in tiles() {
        assert!(t.cost <= 3, "{}: cost {}", t.name, t.cost);
    }
    let paid = tiles().iter().filter(|t| t.cost > 0).count();
    assert!((10..=14).contains(&paid), "{paid} stacks carry a cost");
    assert!(tiles().iter().any(|t| t.cost == 3), "one stack is dear");
}

/// Aces are what rewards a plan over several turns (sets of three and four): eight of each
/// suit in the box, and five of each in solo play, which leaves one of each tile out.
#[test]
fn aces_spread_evenly_over_the_four_suits() {
    for suit in Suit::ALL {
        let on = |t: &TileDesign| icons(t).filter(|&i| i == Icon::Ace { suit }).count();
        assert_eq!(total(on), 8, "aces of {suit:?}");
        let solo: usize = tiles()
            .iter()
            .map(|t| on(t) * usize::from(t.copies - 1))
            .sum();
        assert_eq!(solo, 5, "aces of {suit:?} in solo play");
    }
}

#[test]
fn bandits_and_sheriffs_in_measure() {
    let prairie: Vec<&TileDesign> = tiles().iter().filter(|t| t.building.is_none()).collect();
    let with_bandit = |t: &&&TileDesign| icons(t).any(|i| i == Icon::Bandit);
    let designs = prairie.iter().filter(with_bandit).count();
    assert!(
        designs * 4 >= prairie.len() && designs * 5 <= prairie.len() * 2,
        "{designs} of {} non-building designs have bandits (aim: a third)",
        prairie.len()
    );
    let copies: usize = prairie
        .iter()
        .filter(with_bandit)
        .map(|t| usize::from(t.copies))
        .sum();
    let all: usize = prairie.iter().map(|t| usize::from(t.copies)).sum();
    assert!(
        copies * 4 >= all && copies * 5 <= all * 2,
        "{copies} of {all} tiles have bandits"
    );
    let sheriffs = tiles()
        .iter()
        .filter(|t| icons(t).any(|i| i == Icon::Sheriff))
        .count();
    assert!(
        (3..=6).contains(&sheriffs),
        "{sheriffs} designs with a sheriff"
    );
}

#[test]
fn cows_make_every_wrangle_size_reachable() {
    let cows = |t: &TileDesign| t.squares.iter().filter(|s| s.ground == Ground::Cow).count();
    for t in tiles() {
        assert!(cows(t) <= 2, "{}: more than two cows on one tile", t.name);
    }
    // Solo removes one tile from every stack: what is left must still feed several wrangles
    // up to 7 cows on top of the 3-6 printed on a board.
    let solo: usize = tiles()
        .iter()
        .map(|t| cows(t) * usize::from(t.copies - 1))
        .sum();
    assert!(solo >= 20, "only {solo} cows in a solo market");
    let one_cow = tiles().iter().filter(|t| cows(t) == 1).count();
    let two_cows = tiles().iter().filter(|t| cows(t) == 2).count();
    assert!(
        one_cow >= 3 && two_cows >= 3,
        "both one-cow and two-cow tiles, to tune a wrangle"
    );
}

#[test]
fn pickaxes_bonuses_and_alleys_appear() {
    for icon in [Icon::Pickaxe, Icon::Gold, Icon::Bullet, Icon::Alley] {
        let n = total(|t| icons(t).filter(|&i| i == icon).count());
        assert!(n >= 4, "{n} {icon:?} icons in the market");
    }
}

// ---- scoreboard, mining, contracts, partners, bandit cards ---------------------------------

#[test]
fn scoreboard_numbers() {
    let s = &content().scoreboard;
    assert_eq!(s.starting_points, 5);
    assert_eq!(s.rounds_per_year, [4, 4, 4, 4]);
    assert_eq!(
        s.tussle_points[1], 3,
        "the rulebook's year 2 tussle is worth 3"
    );
    assert!(s.tussle_points.windows(2).all(|w| w[0] <= w[1]) && s.tussle_points[0] > 0);
    assert!(s.town_bonus.windows(2).all(|w| w[0] > w[1]) && s.town_bonus[2] > 0);
    assert_eq!(
        s.wrangle_points[2], 6,
        "5 cows score 6, as in Becca's example"
    );
    assert!(s.wrangle_points.windows(2).all(|w| w[0] < w[1]) && s.wrangle_points[0] > 0);
    let rounds = &s.solo_bandit_rounds;
    assert!(
        (6..=8).contains(&rounds.len()),
        "{} solo bandit rounds",
        rounds.len()
    );
    assert!(
        rounds.windows(2).all(|w| w[0] < w[1]),
        "distinct and in order"
    );
    let last: u8 = s.rounds_per_year.iter().sum();
    assert!(
        rounds.iter().all(|r| (2..=last).contains(r)),
        "within 2..={last}"
    );
    assert_eq!(s.ridge_bandits, 1);
}

#[test]
fn mining_track() {
    let m = &content().mining;
    assert_eq!(m.len(), 8);
    assert_eq!(m[0].income, 2, "year 1 income is 2 gold");
    assert_eq!(m[0].points, 0);
    assert!(
        m.windows(2).all(|w| w[0].income <= w[1].income),
        "income never falls"
    );
    assert!(
        m.windows(2).all(|w| w[0].points < w[1].points),
        "points rise"
    );
    assert!(m[7].income > m[0].income);
    // Index 3 is the hat (a second partner); it must be reachable, which 8 spaces give.
    assert!(m.len() > 3);
}

fn reward_kind(r: Reward) -> (&'static str, u8) {
    match r {
        Reward::Alleys(n) => ("alleys", n),
        Reward::Gold(n) => ("gold", n),
        Reward::Bullets(n) => ("bullets", n),
        Reward::Points(n) => ("points", n),
    }
}

#[test]
fn four_cattle_contracts() {
    let cs = &content().contracts;
    assert_eq!(cs.len(), 4);
    let kinds: BTreeSet<&str> = cs.iter().map(|c| reward_kind(c.large).0).collect();
    assert_eq!(
        kinds,
        BTreeSet::from(["alleys", "bullets", "gold", "points"])
    );
    for c in cs {
        let (large, a) = reward_kind(c.large);
        let (small, b) = reward_kind(c.small);
        assert_eq!(large, small, "both sides pay in the same kind");
        assert!(a > b && b > 0, "the large side is larger: {c:?}");
    }
    assert!(
        cs.iter().any(|c| c.large == Reward::Gold(2)),
        "Becca's 2 gold contract"
    );
}

fn goal_kind(g: &PartnerGoal) -> (&'static str, i32) {
    match *g {
        PartnerGoal::PerCompletedTown { points } => ("per-completed-town", points),
        PartnerGoal::PerTombstone { points } => ("per-tombstone", points),
        PartnerGoal::PerWrangle { points } => ("per-wrangle", points),
        PartnerGoal::PerBuilding { points } => ("per-building", points),
        PartnerGoal::PerAceOfSuit { points, .. } => ("per-ace-of-suit", points),
        PartnerGoal::PerGoldLeft { per, points } => {
            assert!(per >= 1);
            ("per-gold-left", points)
        }
        PartnerGoal::PerBulletLeft { points } => ("per-bullet-left", points),
        PartnerGoal::PerSheriff { points } => ("per-sheriff", points),
        PartnerGoal::PerHillBandit { points } => ("per-hill-bandit", points),
        PartnerGoal::MiningAtLeast { space, points } => {
            assert!(usize::from(space) < content().mining.len() && space > 3);
            ("mining-at-least", points)
        }
        PartnerGoal::PerFullRow { points } => ("per-full-row", points),
        PartnerGoal::PerFullColumn { points } => ("per-full-column", points),
        PartnerGoal::FewBanditsStanding { points, less } => {
            assert!(less >= 1 && less < points, "a sermon worth something");
            ("few-bandits-standing", points)
        }
        PartnerGoal::PerCow { points } => ("per-cow", points),
        PartnerGoal::PerCoveredBonusSpace { points } => ("per-covered-bonus-space", points),
        PartnerGoal::PerAlley { points } => ("per-alley", points),
    }
}

#[test]
fn sixteen_partners_one_of_each_kind() {
    let ps = &content().partners;
    assert_eq!(ps.len(), 16);
    assert_eq!(
        ps.iter().map(|p| p.id).collect::<Vec<_>>(),
        (1..=16).collect::<Vec<u8>>()
    );
    let mut kinds = BTreeSet::new();
    for p in ps {
        let (kind, points) = goal_kind(&p.goal);
        assert!(kinds.insert(kind), "{kind} used twice");
        assert!((1..=12).contains(&points), "{}: {points} points", p.name);
        assert!(!p.name.trim().is_empty());
    }
    assert_eq!(kinds.len(), 16, "every goal kind once");
    let names: HashSet<&str> = ps.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names.len(), 16);
}

#[test]
fn twelve_bandit_cards() {
    let cards = &content().bandit_cards;
    assert_eq!(cards.len(), 12);
    assert_eq!(
        cards.iter().map(|c| c.id).collect::<Vec<_>>(),
        (1..=12).collect::<Vec<u8>>()
    );
    for c in cards {
        assert!(
            c.bandits <= 3 && c.bullets <= 2 && c.cows <= 3,
            "card {}",
            c.id
        );
        assert!(c.bandits + c.bullets + c.cows > 0, "card {} is blank", c.id);
    }
    assert!(
        cards.iter().any(|c| c.cows == 3 && c.bandits == 1),
        "the rulebook's 3 cows, 1 bandit"
    );
    assert!(
        cards.iter().any(|c| c.cows == 2),
        "the rulebook's 2-cow card"
    );
    // The solo tussle needs more bandits than bullets coming out of the deck.
    let bandits: u32 = cards.iter().map(|c| u32::from(c.bandits)).sum();
    let bullets: u32 = cards.iter().map(|c| u32::from(c.bullets)).sum();
    assert!(bandits > bullets);
}

// ---- malformed input ------------------------------------------------------------------------

fn error(boards: &str, tiles: &str, cards: &str) -> String {
    parse_content(boards, tiles, cards).expect_err("malformed content must be rejected")
}

#[test]
fn the_shipped_files_parse() {
    assert!(parse_content(BOARDS, TILES, CARDS).is_ok());
}

#[test]
fn malformed_content_is_rejected_with_a_reason() {
    // Each case breaks one thing in the shipped files and checks the error names it.
    let broken = |file: &str, from: &str, to: &str| {
        let bad = file.replacen(from, to, 1);
        assert_ne!(
            bad, file,
            "the test's pattern {from:?} is no longer in the file"
        );
        bad
    };

    // Boards: an unknown character, a ragged row, a plot without a sign, no note.
    let e = error(
        &broken(BOARDS, "\"s..g..h!.\"", "\"s..g..h!Z\""),
        TILES,
        CARDS,
    );
    assert!(e.contains("board 1") && e.contains("'Z'"), "{e}");
    let e = error(
        &broken(BOARDS, "\".AA.b...a\"", "\".AA.b...aa\""),
        TILES,
        CARDS,
    );
    assert!(e.contains("board 1: row 2 is not 9 wide"), "{e}");
    let e = error(
        &broken(BOARDS, "    { name = \"Prospect\", points = 4 },\n", ""),
        TILES,
        CARDS,
    );
    assert!(e.contains("board 1: town plot B has no sign"), "{e}");
    let board_note = content_line(BOARDS, "note = \"The welcome board");
    let e = error(&broken(BOARDS, board_note, "note = \" \""), TILES, CARDS);
    assert!(e.contains("board 1 has no designer's note"), "{e}");

    // Tiles: an unknown ground, an unknown icon, an unknown building, a stray field, no note.
    let e = error(
        BOARDS,
        &broken(TILES, "[\"C C\", \"F .\"]", "[\"C Q\", \"F .\"]"),
        CARDS,
    );
    assert!(
        e.contains("tile 1") && e.contains("unknown ground") && e.contains('Q'),
        "{e}"
    );
    let e = error(
        BOARDS,
        &broken(TILES, "S:pickaxe S S:pickaxe", "S:shovel S S:pickaxe"),
        CARDS,
    );
    assert!(
        e.contains("tile 4") && e.contains("unknown icon") && e.contains("shovel"),
        "{e}"
    );
    let e = error(
        BOARDS,
        &broken(TILES, "building = \"bank\"", "building = \"saloon\""),
        CARDS,
    );
    assert!(e.contains("tiles.toml") && e.contains("saloon"), "{e}");
    let e = error(
        BOARDS,
        &broken(TILES, "copies = 2\ncost = 2\n", "copies = 2\ncolour = 2\n"),
        CARDS,
    );
    assert!(e.contains("tiles.toml") && e.contains("colour"), "{e}");
    let tile_note = content_line(TILES, "note = \"Two cows straight");
    let e = error(BOARDS, &broken(TILES, tile_note, "note = \"\""), CARDS);
    assert!(e.contains("tile 1 has no designer's note"), "{e}");

    // Cards: a missing scoreboard number, an unknown partner goal, a card without a note.
    let e = error(BOARDS, TILES, &broken(CARDS, "ridge_bandits = 1\n", ""));
    assert!(
        e.contains("cards.toml") && e.contains("ridge_bandits"),
        "{e}"
    );
    let e = error(
        BOARDS,
        TILES,
        &broken(CARDS, "kind = \"per-cow\"", "kind = \"per-horse\""),
    );
    assert!(e.contains("cards.toml") && e.contains("per-horse"), "{e}");
    let e = error(
        BOARDS,
        TILES,
        &broken(CARDS, "note = \"A lone drifter.\"", "note = \"  \""),
    );
    assert!(e.contains("bandit card #12 has no designer's note"), "{e}");
}

/// The whole line of `file` that starts with `prefix`.
fn content_line<'a>(file: &'a str, prefix: &str) -> &'a str {
    file.lines()
        .find(|l| l.starts_with(prefix))
        .expect("the line is in the file")
}
