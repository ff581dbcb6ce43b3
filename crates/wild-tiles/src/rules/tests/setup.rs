//! Setup: the square, the decks, the deal (each card's orientation, exit-only cards turned).

use super::*;

#[test]
fn the_square_is_3x3_solo_4x4_for_two_5x5_for_three_or_four() {
    for (players, size) in [(1, 3), (2, 4), (3, 5), (4, 5)] {
        let g = WildTiles::new(&WtOptions::default(), players).unwrap();
        assert_eq!(g.size, size);
        assert_eq!(g.actor(), Actor::Chance, "the square is dealt by chance");
        assert!(g.players.iter().all(|p| p.lives == 10 && p.bullets == 10));
    }
    assert!(WildTiles::new(&WtOptions::default(), 5).is_err());
}

#[test]
fn the_deck_choice_picks_the_colours() {
    let count = |deck| {
        let g = WildTiles::new(
            &WtOptions {
                deck,
                ..WtOptions::default()
            },
            2,
        )
        .unwrap();
        let colours: std::collections::BTreeSet<_> =
            g.deck.iter().map(|&c| card(c).colour).collect();
        (g.deck.len(), colours.len())
    };
    assert_eq!(count(DeckChoice::Easy), (80, 2));
    assert_eq!(count(DeckChoice::Normal), (120, 3));
    assert_eq!(count(DeckChoice::Hard), (80, 2));
    assert!(DeckChoice::Easy.has(Colour::Green) && !DeckChoice::Easy.has(Colour::Red));
    assert!(!DeckChoice::Hard.has(Colour::Green));
    for deck in [DeckChoice::Easy, DeckChoice::Normal, DeckChoice::Hard] {
        let g = WildTiles::new(
            &WtOptions {
                deck,
                ..WtOptions::default()
            },
            1,
        )
        .unwrap();
        assert!(
            g.deck.iter().all(|&c| deck.has(card(c).colour)),
            "{deck:?} deals only its own colours"
        );
    }
}

#[test]
fn cards_keep_the_orientation_they_were_dealt_in() {
    let mut g = WildTiles::new(&WtOptions::default(), 1).unwrap();
    let velvet = idx("g01");
    g.apply(
        Who::Chance,
        &WtAction::Deal {
            card: velvet,
            upside_down: true,
        },
    )
    .unwrap();
    assert!(g.cells[0].card.unwrap().upside_down);
    assert!(!g.deck.contains(&velvet), "a dealt card leaves the deck");
    assert_eq!(
        g.apply(
            Who::Chance,
            &WtAction::Deal {
                card: velvet,
                upside_down: false
            }
        ),
        Err(WtError::BadChance),
        "a card is dealt once"
    );
}

#[test]
fn an_exit_only_card_with_every_arrow_off_the_grid_is_turned_when_dealt() {
    // g39's arrows point north and north-east: on the top-left corner of 3x3 (cell 0) both
    // point off the grid upright, so it is turned; on the bottom row they point in.
    let mut g = WildTiles::new(&WtOptions::default(), 1).unwrap();
    let events = g
        .apply(
            Who::Chance,
            &WtAction::Deal {
                card: idx("g39"),
                upside_down: false,
            },
        )
        .unwrap();
    assert!(events.contains(&WtEvent::Turned { cell: 0 }));
    assert!(g.cells[0].card.unwrap().upside_down);
    let grid = g.grid();
    assert!(g.cells[0].card.unwrap().has_exit_on(grid, 0));
}

#[test]
fn an_exit_only_card_with_an_arrow_on_the_grid_is_not_turned() {
    // g39's arrows point north and north-east: on the bottom row's middle (cell 7 of 3x3) the
    // north one points onto the grid, so it stays as dealt.
    let mut g = WildTiles::new(&WtOptions::default(), 1).unwrap();
    for cell in 0..7 {
        put(&mut g, cell, FILLER, false);
    }
    let events = g
        .apply(
            Who::Chance,
            &WtAction::Deal {
                card: idx("g39"),
                upside_down: false,
            },
        )
        .unwrap();
    assert!(!events.iter().any(|e| matches!(e, WtEvent::Turned { .. })));
    assert!(!g.cells[7].card.unwrap().upside_down);
}
