//! The contract test kit at every player count (the app's registry test runs it too, at
//! fewer games).

use saloon_core::testkit::check_random_games;
use saloon_rolled_west::{RolledWest, RwOptions};

#[test]
fn random_games_keep_the_contract_at_every_player_count() {
    for players in 1..=4 {
        let steps = check_random_games::<RolledWest>(&RwOptions::default(), players, 40, 7);
        // At least a terrain and an end for each of six turns a seat.
        assert!(
            steps >= 40 * 12 * players,
            "{players} players: {steps} steps are too few"
        );
    }
}
