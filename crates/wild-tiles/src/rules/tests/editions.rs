//! Rules editions: options saved before editions, and a game playing its own edition's deck.

use super::*;

/// Options saved before editions existed name none: they read as edition 1, the deck those
/// games were played on; a new game gets the current edition.
#[test]
fn options_without_an_edition_read_as_the_first_and_a_new_game_gets_the_current() {
    let saved: WtOptions = serde_json::from_str(r#"{"deck": "hard"}"#).unwrap();
    assert_eq!(saved.edition, 1);
    assert_eq!(
        WildTiles::options_for_new_game(saved).edition,
        RULES_EDITION
    );
    assert_eq!(WtOptions::default().edition, RULES_EDITION);
    let none = WtOptions {
        edition: RULES_EDITION + 1,
        ..WtOptions::default()
    };
    assert!(WildTiles::new(&none, 1).is_err(), "no such edition");
}

/// The Stampede asks a life from every side in edition 1 and two from edition 2: a game
/// plays the deck of its own edition, costs and rewards alike.
#[test]
fn a_game_pays_the_costs_of_its_own_edition() {
    let stampede = idx("r25");
    assert_eq!(card_in(1, stampede).entries, [Cost::Lives { n: 1 }; 8]);
    assert_eq!(card_in(2, stampede).entries, [Cost::Lives { n: 2 }; 8]);
    for (edition, lives) in [(1, 9), (RULES_EDITION, 8)] {
        let mut g = later_round(1, &[(5, "r25", false)], &[0]);
        g.options.edition = edition;
        plan(&mut g, 0, None, &[1, 2, 5]);
        assert_eq!(g.players[0].lives, lives, "edition {edition}");
        // The screen draws the faces of the deck the game plays.
        assert_eq!(g.view(Some(0)).edition, edition);
    }
}
