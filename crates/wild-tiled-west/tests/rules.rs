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
/// count above); run it with `cargo test --release -p saloon-wild-tiled-west --test rules --
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
