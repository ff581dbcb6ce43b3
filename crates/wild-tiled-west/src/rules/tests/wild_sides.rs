//! The rulebook's wild sides, against the engine.

use super::*;

/// Gives a seat a made-up wild side with `rule`.
fn use_wild_board(g: &mut WildTiledWest, seat: Seat, rows: &[&str], rule: WildRule) {
    let plain = side(rows);
    let side = BoardSide::wild_from_rows(rows, plain.towns, rule).unwrap();
    g.players[usize::from(seat)].settlement = Settlement::new(side);
}

fn wild_side_of(board: u8) -> &'static BoardSide {
    &content().boards[usize::from(board - 1)].wild
}

/// "Players do not all need to play on the wild side": any mix of sides, solo too, plays to
/// the end, and each seat sits on the side it chose.
#[test]
fn wild_and_normal_sides_mix_in_one_game() {
    for (boards, wild) in [
        (&[1, 2, 3][..], &[true, false, true][..]),
        (&[7][..], &[true][..]),
        (&[4, 5][..], &[false][..]),
    ] {
        let mut g = Scenario::new().boards(boards).wild(wild).build();
        for (seat, &b) in boards.iter().enumerate() {
            let expect_wild = wild.get(seat).copied().unwrap_or(false);
            let side = g.players[seat].settlement.side();
            assert_eq!(side.wild.is_some(), expect_wild, "seat {seat}");
            let board = &content().boards[usize::from(b - 1)];
            assert_eq!(side, board.side(expect_wild));
        }
        drive(&mut g, 3);
        assert_eq!(g.stage(), Stage::Over);
        assert!(g.scores().iter().all(|s| s.get("wild").is_some()));
    }
    let too_many = WtwOptions {
        boards: vec![1],
        wild: vec![true, true],
        ..Default::default()
    };
    assert!(WildTiledWest::new(&too_many, 1).is_err());
}

/// Pocket Aces, the rulebook's example: the ace of clubs and the ace of hearts connected,
/// two clubs and four hearts at the end: 6 + 12 = 18 bonus points, on top of the aces' own.
#[test]
fn pocket_aces_the_rulebook_example() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    use_wild_board(
        &mut g,
        0,
        &["♣x.♥", "....", "♠..♦"],
        WildRule::PocketAces { points: 3 },
    );
    place(&mut g, 0, id::LONE_STEER, UP, 1, 0);
    assert_eq!(score(&g, 0, "wild"), 0, "no aces yet");
    alley(&mut g, 0, 2, 0); // touches the ace of hearts
    let p = &mut g.players[0];
    p.ace_cards = vec![Suit::Clubs, Suit::Clubs];
    p.ace_cards.extend([Suit::Hearts; 4]);
    // The diamonds and spades marks are not connected: an ace of diamonds adds nothing.
    p.ace_cards.push(Suit::Diamonds);
    assert_eq!(g.aces(0), [0, 4, 1, 2]);
    assert_eq!(score(&g, 0, "wild"), 6 + 12);
    assert_eq!(score(&g, 0, "aces"), ace_points([0, 4, 1, 2]));
    // A tile beside the ace of diamonds connects it too.
    alley(&mut g, 0, 2, 1);
    alley(&mut g, 0, 2, 2);
    assert_eq!(score(&g, 0, "wild"), 18 + 3);
}

/// Pocket Aces: covering the bonus takes an ace card of your choice from the supply, and it
/// counts like the aces on the board.
#[test]
fn pocket_aces_bonus_takes_an_ace_card() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    use_wild_board(
        &mut g,
        0,
        &["x@.♠", "...."],
        WildRule::PocketAces { points: 3 },
    );
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    alley(&mut g, 0, 1, 0);
    assert_eq!(decision(&g), Some((0, Decision::PickAce)));
    assert_eq!(legal(&g, 0).len(), 4);
    let events = act(&mut g, 0, WtwAction::PickAce { suit: Suit::Spades });
    assert!(events.contains(&WtwEvent::AceCard {
        seat: 0,
        suit: Suit::Spades
    }));
    assert_eq!(g.player(0).unwrap().bonus_spaces_covered, 1);
    assert!(!g.ace_supply.contains(&Suit::Spades));
    alley(&mut g, 0, 2, 0); // beside the spades mark
    assert_eq!(score(&g, 0, "wild"), 3);
    // With the supply empty, the bonus gives nothing and nobody is asked.
    g.ace_supply.clear();
    use_wild_board(&mut g, 1, &["x@.."], WildRule::PocketAces { points: 3 });
    place(&mut g, 1, id::LONE_STEER, UP, 0, 0);
    alley(&mut g, 1, 1, 0);
    assert_ne!(decision(&g).map(|(_, d)| d), Some(Decision::PickAce));
}

/// Carpenters: gold may be stashed on a building as it is placed (its cost is paid at the
/// draft, before), at most a gold per building square; each scores at the end.
#[test]
fn carpenters_stash_gold_on_buildings() {
    let mut g = Scenario::new().boards(&[1, 2]).board_copy(1, 0).build();
    use_wild_board(
        &mut g,
        0,
        &["x....", "....."],
        WildRule::Carpenters { points: 2 },
    );
    g.players[0].gold = 5;
    // A plain tile: nothing to stash on.
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    // The Bank has two building squares.
    place(&mut g, 0, id::BANK, UP, 1, 0);
    assert_eq!(decision(&g), Some((0, Decision::Stash { max: 2 })));
    assert_eq!(
        legal(&g, 0),
        (0..=2)
            .map(|gold| WtwAction::Stash { gold })
            .collect::<Vec<_>>()
    );
    let before = g.clone();
    assert_eq!(
        g.apply(Who::Seat(0), &WtwAction::Stash { gold: 3 }),
        Err(WtwError::NotAChoice)
    );
    assert_eq!(g, before);
    let events = act(&mut g, 0, WtwAction::Stash { gold: 2 });
    assert!(events.contains(&WtwEvent::Stashed { seat: 0, gold: 2 }));
    let p = g.player(0).unwrap();
    assert_eq!((p.gold, p.wild.stashed), (3, 2));
    assert_eq!(score(&g, 0, "wild"), 4);
    // Short of gold: at most what is left; with none, nobody is asked.
    g.players[0].gold = 1;
    place(&mut g, 0, id::BARN, UP, 3, 0);
    assert_eq!(
        legal(&g, 0),
        vec![WtwAction::Stash { gold: 0 }, WtwAction::Stash { gold: 1 }]
    );
    act(&mut g, 0, WtwAction::Stash { gold: 0 });
    g.players[0].gold = 0;
    place(&mut g, 0, id::HIDEOUT, UP, 2, 1);
    assert!(!matches!(decision(&g), Some((_, Decision::Stash { .. }))));
    // A normal side never asks.
    g.players[1].gold = 5;
    place(&mut g, 1, id::BANK, UP, 4, 4);
    assert!(!matches!(decision(&g), Some((_, Decision::Stash { .. }))));
}

/// House in Danger: the building comes from the trays at setup (after the removal by player
/// count), there is no start space, and the first tile must connect to the building.
#[test]
fn house_in_danger_starts_from_its_building() {
    let WildRule::HouseInDanger {
        design: house,
        x,
        y,
        orientation,
    } = wild_side_of(7).rule().unwrap()
    else {
        panic!("board 7's wild side is House in Danger");
    };
    let house_tile = tile(house);
    let stack = stack_index(house_tile.half, house_tile.row, house_tile.col);
    for players in 1..=5 {
        let mut wild = vec![false; players];
        wild[0] = true;
        let mut boards: Vec<u8> = (1..=players as u8).collect();
        boards[0] = 7;
        if players > 1 {
            boards[players - 1] = 1;
        }
        let g = WildTiledWest::new(
            &WtwOptions {
                boards: boards.clone(),
                wild,
                ..Default::default()
            },
            players,
        )
        .unwrap();
        let normal = WildTiledWest::new(
            &WtwOptions {
                boards,
                wild: Vec::new(),
                ..Default::default()
            },
            players,
        )
        .unwrap();
        assert_eq!(
            g.market().counts[stack] + 1,
            normal.market().counts[stack],
            "{players} players: the house comes out of the trays"
        );
        let s = &g.player(0).unwrap().settlement;
        assert_eq!(s.uncovered(Space::Start), 0);
        assert_eq!(
            s.placements(),
            &[crate::settlement::PlacedTile {
                design: Some(house),
                building: house_tile.building,
                x,
                y,
                orientation,
            }]
        );
    }
    let mut g = Scenario::new().boards(&[7, 1]).wild(&[true]).build();
    g.queue.push_front(Task::Decide(
        0,
        Decision::PlaceTile {
            design: id::LONE_STEER,
            on_signpost: false,
        },
    ));
    let spots = legal(&g, 0);
    assert!(!spots.is_empty());
    let s = &g.player(0).unwrap().settlement;
    for a in &spots {
        let WtwAction::Place { x, y, .. } = a else {
            panic!("{a:?}")
        };
        assert!(
            s.touched((i32::from(*x), i32::from(*y))),
            "{a:?} is not beside the house"
        );
    }
    g.queue.pop_front();
    assert_eq!(
        try_place(&mut g, 0, id::LONE_STEER, UP, 0, 2),
        Err(WtwError::CannotPlace {
            rule: PlaceError::NotConnected
        }),
        "away from the house: not connected"
    );
}

/// House in Danger: the house is placed at setup, and a white sign is "something you get
/// when it is placed", so the Hideout's 2 bullets come at setup (edition 3 on; a game begun
/// before keeps none, and the earlier layout it was played on).
#[test]
fn house_in_danger_the_hideouts_bullets_come_at_setup() {
    for (edition, bullets) in [(RULES_EDITION, Building::HIDEOUT_BULLETS), (2, 0)] {
        let g = WildTiledWest::new(
            &WtwOptions {
                boards: vec![7],
                wild: vec![true],
                edition,
            },
            1,
        )
        .unwrap();
        let p = g.player(0).unwrap();
        assert_eq!(p.bullets, bullets, "edition {edition}");
        let board = &content().boards[6];
        assert_eq!(p.settlement.side(), board.side_in(true, edition));
    }
}

/// Edition 3 trimmed Pocket Aces and House in Danger; a game begun earlier plays the layout
/// it began on, so saved games replay as played. The other sides have one layout.
#[test]
fn trimmed_sides_keep_their_earlier_layout_for_older_games() {
    for board in content().boards.iter() {
        let trimmed = [1, 7].contains(&board.id);
        assert_eq!(board.wild_before.is_some(), trimmed, "board {}", board.id);
        for edition in 1..=RULES_EDITION {
            let g = WildTiledWest::new(
                &WtwOptions {
                    boards: vec![board.id],
                    wild: vec![true],
                    edition,
                },
                1,
            )
            .unwrap();
            let side = g.player(0).unwrap().settlement.side();
            let current = side == &board.wild;
            assert_eq!(
                current,
                !trimmed || edition >= 3,
                "board {} edition {edition}",
                board.id
            );
        }
        assert_eq!(
            board.side_in(false, 1),
            &board.normal,
            "normal sides are untouched"
        );
    }
}

/// Rope Trick: a lasso surrounded on its four sides (diagonals need not be covered) while
/// still showing pays at once; covered first, it never pays.
#[test]
fn rope_trick_lassos() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    let rows = ["x....", "..q..", ".....", "....q", "....."];
    use_wild_board(&mut g, 0, &rows, WildRule::RopeTrick { points: 3 });
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    // Three sides closed and both diagonals open: not yet.
    for (x, y) in [(1, 0), (2, 0), (3, 0), (1, 1), (1, 2), (2, 2)] {
        let events = alley(&mut g, 0, x, y);
        assert!(!events.iter().any(|e| matches!(e, WtwEvent::Lassoed { .. })));
    }
    let events = alley(&mut g, 0, 3, 1);
    assert!(events.contains(&WtwEvent::Lassoed {
        seat: 0,
        x: 2,
        y: 1,
        points: 3
    }));
    assert_eq!(g.player(0).unwrap().points.wild, 3);
    // Covering it afterwards keeps the bonus, and it never pays twice.
    alley(&mut g, 0, 2, 1);
    assert_eq!(score(&g, 0, "wild"), 3);
    // The lasso at the east edge: the edge closes one side. Cover it first: no bonus.
    put_alleys(&mut g, 0, &[(3, 2), (4, 2)]);
    alley(&mut g, 0, 4, 3);
    for (x, y) in [(3, 3), (4, 4)] {
        let events = alley(&mut g, 0, x, y);
        assert!(!events.iter().any(|e| matches!(e, WtwEvent::Lassoed { .. })));
    }
    assert_eq!(score(&g, 0, "wild"), 3);
    // A normal side's lasso-free board never pays.
    assert_eq!(score(&g, 1, "wild"), 0);
}

/// Signpost: the General Store is set aside from the trays at setup; once signposts 1 and 2
/// are covered it may be placed, instead of drafting, covering signpost 3 without connecting;
/// later tiles may connect to it.
#[test]
fn signpost_the_set_aside_general_store() {
    let store = tile(id::GENERAL_STORE);
    let stack = stack_index(store.half, store.row, store.col);
    let normal = WildTiledWest::new(&WtwOptions::default(), 1).unwrap();
    let mut g = Scenario::new().boards(&[6]).wild(&[true]).build();
    assert_eq!(g.market().counts[stack] + 1, normal.market().counts[stack]);
    assert_eq!(g.player(0).unwrap().wild.set_aside, Some(id::GENERAL_STORE));
    use_wild_board(
        &mut g,
        0,
        &["x1.2", "....", "....", "...3"],
        WildRule::Signpost,
    );
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    let draft_offers = |g: &mut WildTiledWest| {
        g.queue.push_front(Task::Decide(0, Decision::Draft));
        let offered = legal(g, 0).contains(&WtwAction::PlaceSetAside);
        g.queue.pop_front();
        offered
    };
    assert!(!draft_offers(&mut g), "signposts 1 and 2 still showing");
    alley(&mut g, 0, 1, 0);
    assert!(!draft_offers(&mut g), "signpost 2 still showing");
    alley(&mut g, 0, 2, 0);
    alley(&mut g, 0, 3, 0);
    assert!(draft_offers(&mut g));
    g.queue.push_front(Task::Decide(0, Decision::Draft));
    act(&mut g, 0, WtwAction::PlaceSetAside);
    assert_eq!(
        decision(&g),
        Some((
            0,
            Decision::PlaceTile {
                design: id::GENERAL_STORE,
                on_signpost: true
            }
        ))
    );
    let spots = legal(&g, 0);
    let laid_on_three = |a: &WtwAction| {
        let WtwAction::Place { orientation, x, y } = *a else {
            return false;
        };
        orient(&store.squares, orientation).iter().any(|l| {
            (
                i32::from(x) + i32::from(l.dx),
                i32::from(y) + i32::from(l.dy),
            ) == (3, 3)
        })
    };
    assert!(!spots.is_empty() && spots.iter().all(laid_on_three));
    // Unconnected: along the south edge, away from every tile.
    let south = WtwAction::Place {
        orientation: UP,
        x: 1,
        y: 3,
    };
    assert!(spots.contains(&south));
    act(&mut g, 0, south);
    let p = g.player(0).unwrap();
    assert_eq!(p.wild.set_aside, None);
    assert!(p
        .settlement
        .placements()
        .iter()
        .any(|t| t.building == Some(Building::GeneralStore)));
    // It ended the turn, and it is never offered again; tiles may now connect to it.
    assert!(!draft_offers(&mut g));
    alley(&mut g, 0, 0, 3);
}

/// Railroad: at the end of each year, every covered rail space pays, so early track pays
/// more.
#[test]
fn railroad_pays_every_year() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    use_wild_board(
        &mut g,
        0,
        &["x===", "....", "hh.."],
        WildRule::Railroad { points: 1 },
    );
    put(&mut g, 0, Some(id::LONE_STEER), UP, 0, 0);
    put_alleys(&mut g, 0, &[(1, 0), (2, 0)]);
    let events = end_year(&mut g, 1);
    assert!(events.contains(&WtwEvent::RailsPaid { seat: 0, points: 2 }));
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::RailsPaid { seat: 1, .. })));
    answer_hill_bandits(&mut g);
    put_alleys(&mut g, 0, &[(3, 0)]);
    let events = end_year(&mut g, 2);
    assert!(events.contains(&WtwEvent::RailsPaid { seat: 0, points: 3 }));
    assert_eq!(g.player(0).unwrap().points.wild, 5);
    assert_eq!(score(&g, 1, "wild"), 0);
}

/// Watchtowers: a watchtower is a sheriff once a tile touches it, shooting the moment it
/// can; it blocks shots like a building.
#[test]
fn watchtowers_shoot_once_manned() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    use_wild_board(
        &mut g,
        0,
        &["x..T.!", "......", "#..T.!"],
        WildRule::Watchtowers,
    );
    g.players[0].bullets = 2;
    let s = &g.player(0).unwrap().settlement;
    assert!(s.sheriffs().iter().all(|&c| c == (0, 2)), "towers unmanned");
    assert!(
        s.all_targets().is_empty(),
        "the lower tower blocks the sheriff"
    );
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    alley(&mut g, 0, 1, 0);
    let events = alley(&mut g, 0, 2, 0);
    assert!(events.contains(&WtwEvent::Shot {
        seat: 0,
        x: 5,
        y: 0
    }));
    let p = g.player(0).unwrap();
    assert_eq!(p.bullets, 1);
    assert!(p.settlement.sheriffs().contains(&(3, 0)));
    assert!(
        p.settlement.bandit_standing((5, 2)),
        "the unmanned lower tower still blocks the sheriff"
    );
}

/// Dry Creek: a pasture may be wrangled only beside an uncovered water hole; covering one
/// pays gold.
#[test]
fn dry_creek_wrangles_need_water() {
    let mut g = Scenario::new().boards(&[1, 2]).build();
    let rows = ["xc.w", "cc..", "...."];
    use_wild_board(&mut g, 0, &rows, WildRule::DryCreek { gold: 2 });
    // The printed pasture (0,1)-(1,1)-(1,0) holds three cows; a lone steer beside the water
    // hole joins it.
    place(&mut g, 0, id::LONE_STEER, UP, 0, 0);
    assert!(
        !matches!(decision(&g), Some((_, Decision::Wrangle { .. }))),
        "no water beside the pasture yet"
    );
    place(&mut g, 0, id::LONE_STEER, UP, 2, 0);
    assert!(matches!(decision(&g), Some((0, Decision::Wrangle { .. }))));
    act(&mut g, 0, WtwAction::Wrangle { cows: 0 });
    // Covering the water hole pays 2 gold, and the pasture can no longer be wrangled.
    let gold = g.player(0).unwrap().gold;
    let events = alley(&mut g, 0, 3, 0);
    assert!(events.contains(&WtwEvent::Gained {
        seat: 0,
        gold: 2,
        bullets: 0,
        alleys: 0
    }));
    assert_eq!(g.player(0).unwrap().gold, gold + 2);
    place(&mut g, 0, id::LONE_STEER, UP, 2, 1);
    assert!(!matches!(decision(&g), Some((_, Decision::Wrangle { .. }))));
}

/// Every wild side's hooks keep the contract: whole games on each side, solo and with a
/// normal-side opponent, end with scores.
#[test]
fn every_wild_side_plays_to_the_end() {
    for board in 1..=8 {
        for (boards, wild) in [
            (vec![board], vec![true]),
            (vec![board, 1 + board % 8], vec![true, false]),
        ] {
            let mut g = Scenario::new().boards(&boards).wild(&wild).build();
            drive(&mut g, u64::from(board));
            assert_eq!(g.stage(), Stage::Over, "board {board}");
        }
    }
}

/// A face-down partner's points stay out of the score the other seats see until the end,
/// or the total would give the card away; its owner sees them.
#[test]
fn other_seats_scores_leave_out_the_face_down_partner() {
    let mut g = Scenario::new()
        .boards(&[1, 2])
        .gold(1, 9)
        .bullets(1, 5)
        .build();
    let mut own_totals = std::collections::BTreeSet::new();
    let mut seen_by_others = std::collections::BTreeSet::new();
    for p in &content().partners {
        g.players[1].hidden_partner = Some(p.id);
        own_totals.insert(g.scores_seen_by(Some(1))[1].total);
        seen_by_others.insert(g.scores_seen_by(Some(0))[1].total);
        seen_by_others.insert(g.scores_seen_by(None)[1].total);
        assert_eq!(g.scores_seen_by(Some(1))[1], g.scores()[1]);
    }
    assert!(own_totals.len() > 1, "some partner scores in this position");
    assert_eq!(
        seen_by_others.len(),
        1,
        "the others see the same total whatever the card"
    );
    g.stage = Stage::Over;
    assert_eq!(
        g.scores_seen_by(Some(0)),
        g.scores(),
        "at the end all is shown"
    );
}
