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
