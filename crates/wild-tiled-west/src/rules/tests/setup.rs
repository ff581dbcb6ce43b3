//! The rulebook's setup, against the engine.

use super::*;

/// 2 players remove 28 tiles, 3 players 20, solo 40, 4 and 5 players none.
#[test]
fn setup_removes_tiles_by_player_count() {
    let full: u32 = content().tiles.iter().map(|t| u32::from(t.copies)).sum();
    assert_eq!(full, 96);
    for (players, removed) in [(1, 40), (2, 28), (3, 20), (4, 0), (5, 0)] {
        let g = WildTiledWest::new(&WtwOptions::default(), players).unwrap();
        assert_eq!(full - g.market().total(), removed, "{players} players");
    }
    // Solo: one of each tile, so every stack is one shorter.
    let solo = WildTiledWest::new(&WtwOptions::default(), 1).unwrap();
    for t in &content().tiles {
        let i = stack_index(t.half, t.row, t.col);
        assert_eq!(solo.market().counts[i], t.copies - 1);
    }
}

/// The river tiles each player count keeps, for a rules edition: (design, tiles left).
fn river_tiles(edition: u8, players: usize) -> Vec<(u8, u8)> {
    let options = WtwOptions {
        edition,
        ..Default::default()
    };
    let g = WildTiledWest::new(&options, players).unwrap();
    let layout = g.market().layout;
    content()
        .tiles
        .iter()
        .filter(|t| t.is_river())
        .map(|t| {
            assert!(layout.is_river_stack(layout.stack_of(t)), "{}", t.name);
            (t.id, g.market().counts[layout.stack_of(t)])
        })
        .collect()
}

/// 3 players remove "one tile from each stack along the left and right edges of each tile
/// tray (20 tiles in total. Don't remove any tiles on the river.)": with the river down the
/// middle columns (edition 3 on) every river stack keeps all its tiles. 2 players remove from
/// every stack on the outer edge, the river's included. Editions 1-2, the river along the
/// north row, took a tile from four river stacks at 3 players; their games keep that.
#[test]
fn three_players_keep_every_river_tile() {
    let full: Vec<(u8, u8)> = content()
        .tiles
        .iter()
        .filter(|t| t.is_river())
        .map(|t| (t.id, t.copies))
        .collect();
    assert_eq!(full.len(), 8);
    assert_eq!(river_tiles(RULES_EDITION, 3), full);
    let two: Vec<(u8, u8)> = full.iter().map(|&(id, n)| (id, n - 1)).collect();
    assert_eq!(river_tiles(RULES_EDITION, 2), two);
    let old_three = river_tiles(2, 3);
    let short: Vec<u8> = old_three
        .iter()
        .zip(&full)
        .filter(|(old, all)| old.1 < all.1)
        .map(|(old, _)| old.0)
        .collect();
    // Cattle Crossing, Placer Claim, Watering Hole and Cottonwood Meadow: the north row's ends.
    assert_eq!(short, vec![1, 4, 21, 24]);
}

/// Solo and 2 players roll 2 prairie dice and 1 river die, 3 players 3 + 1, 4 players
/// 3 + 2, 5 players 4 + 2: the Roll chance takes exactly those.
#[test]
fn dice_per_player_count() {
    for (players, np, nr) in [(1, 2, 1), (2, 2, 1), (3, 3, 1), (4, 3, 2), (5, 4, 2)] {
        let boards: Vec<u8> = (1..=players as u8).collect();
        let g = Scenario::new().boards(&boards).build();
        let mut rng = GameRng::chance(players as u64);
        match g.sample_chance(&mut rng) {
            Some(WtwAction::Roll { prairie, river }) => {
                assert_eq!((prairie.len(), river.len()), (np, nr), "{players} players");
            }
            other => panic!("expected a roll, got {other:?}"),
        }
        let p: Vec<u8> = (1..=np as u8).collect();
        let r: Vec<u8> = (1..=nr as u8).collect();
        let mut more = p.clone();
        more.push(20);
        for (bad_p, bad_r) in [(more, r.clone()), (p.clone(), vec![1; nr + 1])] {
            let mut h = g.clone();
            let roll = WtwAction::Roll {
                prairie: bad_p,
                river: bad_r,
            };
            assert_eq!(h.apply(Who::Chance, &roll), Err(WtwError::BadChance));
            assert_eq!(h, g);
        }
        let mut h = g.clone();
        roll(&mut h, &p, &r);
        assert_eq!(h.dice().len(), np + nr);
        assert_eq!(
            h.dice().iter().filter(|d| d.kind == DieKind::River).count(),
            nr
        );
    }
}

/// 3 players: the player who goes last in the first round takes 1 gold.
#[test]
fn three_players_the_last_in_round_one_takes_a_gold() {
    for first in 0..3u8 {
        let g = Scenario::new()
            .boards(&[1, 2, 3])
            .first_player(first)
            .build();
        let last = (first + 2) % 3;
        for seat in 0..3u8 {
            let expected = if seat == last { 3 } else { 2 };
            assert_eq!(
                g.player(seat).unwrap().gold,
                expected,
                "first player {first}, seat {seat}"
            );
        }
    }
    // Nobody else gets it.
    for boards in [&[1, 2][..], &[1, 2, 3, 4], &[1, 2, 3, 4, 5]] {
        let g = Scenario::new().boards(boards).build();
        assert!(g.players.iter().all(|p| p.gold == 2));
    }
}

/// 5 players: the round marker starts one space later, so year 1 has one round fewer, but
/// everyone still takes year 1's Mining Income.
#[test]
fn five_players_skip_a_round_but_take_income() {
    let mut g = Scenario::new().boards(&[1, 2, 3, 4, 5]).build();
    assert_eq!(g.round(), 2);
    assert!(g.players.iter().all(|p| p.gold == 2));
    let events = drive_until_year(&mut g, 2);
    let rounds = events
        .iter()
        .filter(|e| matches!(e, WtwEvent::RoundEnded { .. }))
        .count();
    assert_eq!(rounds, 3);
    let mut g = Scenario::new().boards(&[1, 2, 3, 4]).build();
    assert_eq!(g.round(), 1);
    let events = drive_until_year(&mut g, 2);
    let rounds = events
        .iter()
        .filter(|e| matches!(e, WtwEvent::RoundEnded { .. }))
        .count();
    assert_eq!(rounds, 4);
}

/// Plays (first legal actions) until `year` begins.
fn drive_until_year(g: &mut WildTiledWest, year: u8) -> Vec<WtwEvent> {
    let mut rng = GameRng::chance(9);
    let mut events = Vec::new();
    while g.year() < year {
        let (who, action) = match g.actor() {
            Actor::Chance => (Who::Chance, g.sample_chance(&mut rng).unwrap()),
            Actor::Seat(s) => (Who::Seat(s), legal(g, s)[0].clone()),
            other => panic!("unexpected {other:?}"),
        };
        events.extend(g.apply(who, &action).unwrap());
    }
    events
}

/// Every player begins with 5 points and the mining marker on the track's bottom space
/// (which pays year 1's 2 gold and no points at the end).
#[test]
fn everyone_starts_with_five_points_on_the_bottom_mining_space() {
    for players in 1..=5usize {
        let g = WildTiledWest::new(&WtwOptions::default(), players).unwrap();
        for s in 0..players as Seat {
            assert_eq!(g.player(s).unwrap().points.start, 5);
            assert_eq!(score(&g, s, "start"), 5);
            assert_eq!(g.player(s).unwrap().mining, 0, "the bottom space");
            assert_eq!(g.mining_income(s), 2);
            assert_eq!(score(&g, s, "mining"), 0);
        }
    }
}

/// The first player is chosen at random: the setup deal draws it from the chance stream,
/// every seat can be drawn, and the one drawn drafts first.
#[test]
fn the_first_player_is_drawn_at_random() {
    let mut drawn = Vec::new();
    for seed in 0..60 {
        let mut g = WildTiledWest::new(&WtwOptions::default(), 4).unwrap();
        let setup = g.sample_chance(&mut GameRng::chance(seed)).unwrap();
        let WtwAction::Setup { first_player, .. } = setup else {
            panic!("{setup:?}")
        };
        chance(&mut g, setup);
        assert_eq!((g.first_player, g.drafter), (first_player, first_player));
        drawn.push(first_player);
    }
    drawn.sort_unstable();
    drawn.dedup();
    assert_eq!(drawn, vec![0, 1, 2, 3], "every seat comes up");
}

/// Partners: two dealt to each player, who keep one face down, at the same time; the other
/// goes back into the deck, which is shuffled; then three are dealt face up from it.
#[test]
fn partners_two_dealt_one_kept_face_down_three_face_up() {
    let mut g = WildTiledWest::new(&WtwOptions::default(), 3).unwrap();
    assert_eq!(g.actor(), Actor::Chance);
    // The deal is checked: partners dealt twice, or unknown, are refused.
    for dealt in [
        vec![1, 2, 3, 4, 5, 5],
        vec![1, 2, 3, 4, 5, 17],
        vec![1, 2, 3, 4, 5],
    ] {
        let bad = WtwAction::Setup {
            first_player: 0,
            dealt,
            contracts: vec![0, 1, 2, 3],
        };
        assert_eq!(g.clone().apply(Who::Chance, &bad), Err(WtwError::BadChance));
    }
    let mut rng = GameRng::chance(1);
    match g.sample_chance(&mut rng) {
        Some(WtwAction::Setup {
            first_player,
            dealt,
            contracts,
        }) => {
            assert!(first_player < 3);
            assert_eq!(dealt.len(), 6);
            assert_eq!(contracts.len(), 4);
        }
        other => panic!("{other:?}"),
    }
    chance(&mut g, setup_action(3, 0));
    assert_eq!(g.actor(), Actor::Simultaneous(vec![0, 1, 2]));
    assert_eq!(g.player(0).unwrap().dealt, vec![1, 2]);
    assert_eq!(g.player(2).unwrap().dealt, vec![5, 6]);
    assert!(
        g.view(None).partner_supply.is_empty(),
        "not before the keeps"
    );
    assert_eq!(g.view(None).partner_deck_size, 16 - 6);
    assert_eq!(
        legal(&g, 1),
        vec![
            WtwAction::KeepPartner { id: 3 },
            WtwAction::KeepPartner { id: 4 }
        ]
    );
    // Another seat never sees your dealt cards.
    let v = g.view(Some(1));
    assert_eq!(v.players[1].dealt, vec![3, 4]);
    assert!(v.players[0].dealt.is_empty() && v.players[2].dealt.is_empty());
    assert_eq!(v.players[0].dealt_count, 2);
    assert!(g.view(None).players.iter().all(|p| p.dealt.is_empty()));
    // A card that was not dealt to you is refused.
    let before = g.clone();
    assert_eq!(
        g.apply(Who::Seat(1), &WtwAction::KeepPartner { id: 1 }),
        Err(WtwError::NotAChoice)
    );
    assert_eq!(g, before);
    // Seat 2 chooses first: the order does not matter.
    let events = act(&mut g, 2, WtwAction::KeepPartner { id: 6 });
    assert_eq!(events, vec![WtwEvent::PartnerKept { seat: 2 }]);
    assert_eq!(g.actor(), Actor::Simultaneous(vec![0, 1]));
    assert_eq!(
        g.apply(Who::Seat(2), &WtwAction::KeepPartner { id: 5 }),
        Err(WtwError::NotYourTurn)
    );
    assert!(g.partner_deck.contains(&5), "the discard goes back");
    assert_eq!(g.view(None).partner_deck_size, 11);
    for seat in [0, 1] {
        let v = g.view(Some(seat));
        assert_eq!(v.players[2].hidden_partner, None);
        assert!(v.players[2].has_hidden_partner);
        assert!(v.players[2].dealt.is_empty());
    }
    assert_eq!(g.view(None).players[2].hidden_partner, None);
    assert_eq!(g.view(Some(2)).players[2].hidden_partner, Some(6));
    act(&mut g, 0, WtwAction::KeepPartner { id: 1 });
    act(&mut g, 1, WtwAction::KeepPartner { id: 4 });
    // Now the three face-up partners, from the deck with the discards back in it: Seat 2's
    // discard may come up.
    assert_eq!(
        g.partner_deck,
        vec![2, 3, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]
    );
    assert_eq!(g.actor(), Actor::Chance);
    let gold = |g: &WildTiledWest| g.players.iter().map(|p| p.gold).collect::<Vec<u8>>();
    assert_eq!(
        gold(&g),
        vec![0, 0, 1],
        "income comes after; the last seat's gold"
    );
    for id in [5, 12, 2] {
        assert_eq!(
            g.sample_chance(&mut rng)
                .map(|a| matches!(a, WtwAction::DrawPartner { .. })),
            Some(true)
        );
        chance(&mut g, WtwAction::DrawPartner { id });
    }
    assert_eq!(g.partner_supply, vec![5, 12, 2]);
    assert_eq!(g.partner_deck.len(), 10);
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
    assert_eq!(gold(&g), vec![2, 2, 3]);
    // No view tells anyone which card another seat kept.
    let spectator = g.view(None);
    assert!(spectator.players.iter().all(|p| p.hidden_partner.is_none()));
    assert_eq!(g.view(Some(0)).players[1].hidden_partner, None);
    assert_eq!(g.view(Some(1)).players[0].hidden_partner, None);
    assert_eq!(g.view(Some(1)).players[1].hidden_partner, Some(4));
}

/// A game keeps the rules edition it began with; new games take the current one, and an
/// edition this Saloon does not know is refused.
#[test]
fn the_rules_edition_comes_from_the_options() {
    let new = WildTiledWest::new(&WtwOptions::default(), 2).unwrap();
    assert_eq!(new.edition, RULES_EDITION);
    assert_eq!(new.view(Some(0)).edition, RULES_EDITION);
    let old = WildTiledWest::new(
        &WtwOptions {
            edition: 1,
            ..Default::default()
        },
        2,
    )
    .unwrap();
    assert_eq!(old.edition, 1);
    for edition in [0, RULES_EDITION + 1] {
        assert!(WildTiledWest::new(
            &WtwOptions {
                edition,
                ..Default::default()
            },
            2
        )
        .is_err());
    }
    // Options saved before editions existed read as the current edition: the app's schema-4
    // migration stamps edition 1 into saved games first.
    let parsed: WtwOptions = serde_json::from_str(r#"{"boards": [1, 2], "wild": []}"#).unwrap();
    assert_eq!(parsed.edition, RULES_EDITION);
}

/// The box has one board of each: from edition 4, two seats on the same board (whatever its
/// side) is a typed setup error naming the seats and the board. Games begun under editions
/// 1-3 could share one, and still set up as they were.
#[test]
fn two_seats_cannot_choose_the_same_board() {
    let options = |boards: &[u8], wild: &[bool], edition: u8| WtwOptions {
        boards: boards.to_vec(),
        wild: wild.to_vec(),
        edition,
    };
    let name = |b: u8| {
        content()
            .boards
            .iter()
            .find(|x| x.id == b)
            .map(|x| x.name.clone())
            .unwrap()
    };
    let refused = WildTiledWest::new(&options(&[1, 3, 3], &[], RULES_EDITION), 3).err();
    assert_eq!(
        refused,
        Some(SetupError::SameChoice {
            choice: format!("board 3 ({})", name(3)),
            first: 1,
            second: 2,
        })
    );
    assert_eq!(
        refused.unwrap().to_string(),
        format!(
            "seats 2 and 3 both chose board 3 ({}): each seat needs its own",
            name(3)
        )
    );
    // One wild side and one normal side of the same board: still one board.
    assert!(matches!(
        WildTiledWest::new(&options(&[2, 2], &[true, false], RULES_EDITION), 2),
        Err(SetupError::SameChoice {
            first: 0,
            second: 1,
            ..
        })
    ));
    assert!(WildTiledWest::new(&options(&[4, 2, 1], &[], RULES_EDITION), 3).is_ok());
    for edition in 1..4 {
        assert!(
            WildTiledWest::new(&options(&[3, 3], &[], edition), 2).is_ok(),
            "edition {edition}"
        );
    }
}
