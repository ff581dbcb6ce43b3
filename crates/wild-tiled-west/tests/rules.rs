use saloon_core::testkit;
use saloon_wild_tiled_west::rules::{WildTiledWest, WtwOptions};

#[test]
fn random_games_keep_the_contract_for_every_player_count() {
    for players in 1..=5 {
        testkit::check_random_games::<WildTiledWest>(
            &WtwOptions::default(),
            players,
            3,
            100 + players as u64,
        );
    }
}

/// No seat's view shows another seat's face-down partner or the cards dealt to it, and no
/// view lists the partner deck (only its size), through whole seeded games.
#[test]
fn views_never_show_another_seats_secrets() {
    use saloon_core::{Actor, Game, GameRng, Match};
    for players in 2..=4 {
        let (mut m, _) =
            Match::<WildTiledWest>::new(WtwOptions::default(), players, 40 + players as u64)
                .unwrap();
        let mut rng = GameRng::stream(7, 7);
        let mut steps = 0;
        loop {
            for viewer in 0..players as u8 {
                let view = m.state().view(Some(viewer));
                for (i, p) in view.players.iter().enumerate() {
                    if i != usize::from(viewer) {
                        assert_eq!(
                            p.hidden_partner, None,
                            "seat {viewer} sees seat {i}'s partner"
                        );
                        assert!(
                            p.dealt.is_empty(),
                            "seat {viewer} sees seat {i}'s dealt cards"
                        );
                    }
                }
                let json = serde_json::to_string(&view).unwrap();
                assert!(
                    !json.contains("partner_deck\""),
                    "the deck's contents never leave the engine"
                );
            }
            let spectator = m.state().view(None);
            assert!(spectator
                .players
                .iter()
                .all(|p| p.hidden_partner.is_none() && p.dealt.is_empty()));
            let seat = match m.state().actor() {
                Actor::Seat(s) => s,
                Actor::Simultaneous(s) => s[0],
                _ => break,
            };
            let legal = m.state().legal_actions(seat);
            let a = legal[rng.index(legal.len())].clone();
            m.act(seat, &a).unwrap();
            steps += 1;
            if steps > 150 {
                break;
            }
        }
        // And a seat does see its own.
        let own = m.state().view(Some(0));
        assert!(own.players[0].hidden_partner.is_some());
    }
}

/// The full run: `SALOON_KIT_GAMES` (default 10,000) seeded random games per player
/// count through the whole contract kit. Too long for every CI run (which plays a few per
/// count above); run it with `cargo test --release -p saloon-wild-tiled-west --test wtw rules:: --
/// --ignored`.
#[test]
#[ignore = "long: thousands of full games per player count"]
fn many_random_games_keep_the_contract() {
    let games: usize = std::env::var("SALOON_KIT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let counts: Vec<usize> = std::env::var("SALOON_KIT_PLAYERS")
        .ok()
        .map(|v| v.split(',').filter_map(|p| p.trim().parse().ok()).collect())
        .unwrap_or_else(|| (1..=5).collect());
    for players in counts {
        let steps = testkit::check_random_games::<WildTiledWest>(
            &WtwOptions::default(),
            players,
            games,
            1_000_000 * players as u64,
        );
        println!("{players} players: {games} games, {steps} steps, contract kept");
    }
}

/// The table for a side check: seat 0 on `board`'s chosen side, the other seats on the next
/// boards, alternating wild and normal sides, so mixed tables are covered too.
fn table_with(board: u8, wild: bool, players: usize) -> WtwOptions {
    let boards: Vec<u8> = (0..players as u8)
        .map(|i| 1 + (board - 1 + i) % 8)
        .collect();
    let wild: Vec<bool> = (0..players)
        .map(|i| if i == 0 { wild } else { i % 2 == 1 })
        .collect();
    WtwOptions {
        boards,
        wild,
        ..Default::default()
    }
}

/// Every one of the sixteen sides, solo and at a mixed table of three, through the kit.
#[test]
fn random_games_keep_the_contract_on_every_side() {
    for board in 1..=8u8 {
        for wild in [false, true] {
            for players in [1, 3] {
                testkit::check_random_games::<WildTiledWest>(
                    &table_with(board, wild, players),
                    players,
                    1,
                    u64::from(board) * 10 + players as u64,
                );
            }
        }
    }
}

/// The run per side: `SALOON_KIT_SIDE_GAMES` (default 2,000) seeded random games for
/// each of the sixteen sides, spread evenly over the player counts in
/// `SALOON_KIT_SIDE_PLAYERS` (default 1 and 2) with the side at seat 0. Run it with
/// `cargo test --release -p saloon-wild-tiled-west --test wtw rules:: -- --ignored every_side
/// --nocapture`.
#[test]
#[ignore = "long: thousands of full games per side"]
fn every_side_keeps_the_contract_over_many_games() {
    let games: usize = std::env::var("SALOON_KIT_SIDE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000);
    let counts: Vec<usize> = std::env::var("SALOON_KIT_SIDE_PLAYERS")
        .ok()
        .map(|v| v.split(',').filter_map(|p| p.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![1, 2]);
    for board in 1..=8u8 {
        for wild in [false, true] {
            let mut steps = 0;
            for (k, &players) in counts.iter().enumerate() {
                let share = games / counts.len() + usize::from(k < games % counts.len());
                steps += testkit::check_random_games::<WildTiledWest>(
                    &table_with(board, wild, players),
                    players,
                    share,
                    (u64::from(board) << 32) + (u64::from(wild) << 16) + players as u64,
                );
            }
            let side = if wild { "wild" } else { "normal" };
            println!(
                "board {board} {side}: {games} games over {counts:?} players, {steps} steps, \
                 contract kept"
            );
        }
    }
}
