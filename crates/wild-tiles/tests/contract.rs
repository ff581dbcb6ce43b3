//! The contract test kit at every player count and for every option the registry's run does
//! not try (the app's registry test runs the defaults too, at fewer games).

use saloon_core::testkit::check_random_games;
use saloon_wild_tiles::{DeckChoice, WildTiles, WtOptions};

#[test]
fn random_games_keep_the_contract_at_every_player_count() {
    for players in 1..=4 {
        let steps = check_random_games::<WildTiles>(&WtOptions::default(), players, 30, 7);
        // At least the first deal and a lock a round.
        assert!(
            steps >= 30 * 9,
            "{players} players: {steps} steps are too few"
        );
    }
}

#[test]
fn random_games_keep_the_contract_with_every_deck_and_variant() {
    for deck in [DeckChoice::Easy, DeckChoice::Hard] {
        let options = WtOptions {
            deck,
            ..WtOptions::default()
        };
        check_random_games::<WildTiles>(&options, 3, 15, 11);
    }
    let gang = WtOptions {
        rival_gang: true,
        ..WtOptions::default()
    };
    check_random_games::<WildTiles>(&gang, 1, 40, 13);
    let shared = WtOptions {
        shared_win: true,
        ..WtOptions::default()
    };
    check_random_games::<WildTiles>(&shared, 4, 15, 17);
}
