//! The deck and the characters against every invariant the spec gives (`games/wild-tiles.md`,
//! "The deck Saloon designs").

use std::collections::BTreeSet;

use saloon_wild_tiles::{content, Card, Colour, Cost, Kind, Special};

#[test]
fn one_hundred_twenty_cards_forty_a_colour_with_unique_ids_and_names() {
    let cards = &content().cards;
    assert_eq!(cards.len(), 120);
    for colour in Colour::ALL {
        assert_eq!(cards.iter().filter(|c| c.colour == colour).count(), 40);
    }
    let ids: BTreeSet<_> = cards.iter().map(|c| &c.id).collect();
    let names: BTreeSet<_> = cards.iter().map(|c| &c.name).collect();
    assert_eq!((ids.len(), names.len()), (120, 120));
    assert!(
        cards.iter().all(|c| !c.note.trim().is_empty()),
        "a note on each card"
    );
}

#[test]
fn each_colour_has_the_spec_s_mix_of_kinds() {
    for colour in Colour::ALL {
        let count = |kind| {
            content()
                .cards
                .iter()
                .filter(|c| c.colour == colour && c.kind == kind)
                .count()
        };
        assert_eq!(count(Kind::Bounty), 16, "{colour:?}");
        assert!((5..=10).contains(&count(Kind::Supply)), "{colour:?}");
        assert!((4..=9).contains(&count(Kind::Hazard)), "{colour:?}");
        assert!((4..=5).contains(&count(Kind::Special)), "{colour:?}");
        assert_eq!(count(Kind::Timed), 3, "{colour:?}");
        assert!((2..=3).contains(&count(Kind::Trail)), "{colour:?}");
        for special in [Special::Healer, Special::Gamble, Special::Open] {
            assert!(
                content()
                    .cards
                    .iter()
                    .any(|c| c.colour == colour && c.special == Some(special)),
                "{colour:?} has a {special:?}"
            );
        }
    }
}

#[test]
fn every_card_can_be_entered_twice_over_and_left() {
    for c in &content().cards {
        let open = c.entries.iter().filter(|e| **e != Cost::Sealed).count();
        assert!(open >= 2, "{}: at least two open entries", c.id);
        assert!(c.exit_mask != 0, "{}: a usable exit", c.id);
        assert_eq!(
            c.kind == Kind::Trail,
            !c.exits.is_empty(),
            "{}: arrows on trails only",
            c.id
        );
        assert!(c.exits.len() <= 3, "{}", c.id);
    }
}

#[test]
fn dollars_only_on_bounties_and_rewards_within_bounds() {
    for c in &content().cards {
        let pays = matches!(c.kind, Kind::Bounty | Kind::Timed);
        assert_eq!(c.dollars > 0, pays, "{}: $ only on bounties", c.id);
        assert!(c.hearts <= 3 && c.bullets <= 5, "{}", c.id);
        assert_eq!(c.kind == Kind::Special, c.special.is_some(), "{}", c.id);
        assert_eq!(
            c.kind == Kind::Timed,
            (1..=2).contains(&c.slots),
            "{}",
            c.id
        );
        for e in &c.entries {
            match e {
                Cost::Bullets { n } => assert!((1..=6).contains(n), "{}", c.id),
                Cost::Lives { n } => assert!((1..=4).contains(n), "{}", c.id),
                _ => {}
            }
        }
    }
}

#[test]
fn costs_rise_blind_entries_thin_and_dollars_rise_from_green_to_red() {
    let per_colour = |colour: Colour| {
        let cards: Vec<_> = content()
            .cards
            .iter()
            .filter(|c| c.colour == colour)
            .collect();
        let bullet_costs: Vec<f64> = cards
            .iter()
            .flat_map(|c| c.entries.iter())
            .filter_map(|e| match e {
                Cost::Bullets { n } => Some(f64::from(*n)),
                _ => None,
            })
            .collect();
        let mean = bullet_costs.iter().sum::<f64>() / bullet_costs.len() as f64;
        let blind = cards
            .iter()
            .flat_map(|c| c.entries.iter())
            .filter(|e| **e == Cost::Blind)
            .count();
        let dollars: Vec<u8> = cards
            .iter()
            .filter(|c| c.dollars > 0)
            .map(|c| c.dollars)
            .collect();
        let mean_dollars =
            dollars.iter().map(|&d| f64::from(d)).sum::<f64>() / dollars.len() as f64;
        (mean, blind, mean_dollars)
    };
    let (g, y, r) = (
        per_colour(Colour::Green),
        per_colour(Colour::Yellow),
        per_colour(Colour::Red),
    );
    assert!(
        g.0 < y.0 && y.0 < r.0,
        "bullet costs rise: {g:?} {y:?} {r:?}"
    );
    assert!(
        g.1 > y.1 && y.1 > r.1,
        "blind entries thin out: {g:?} {y:?} {r:?}"
    );
    assert!(
        g.2 < y.2 && y.2 < r.2,
        "bounties pay more: {g:?} {y:?} {r:?}"
    );
}

#[test]
fn the_rule_text_s_archetypes_are_in_the_deck() {
    let cards = &content().cards;
    // The masked gunman: bullets, a blind corner, a heart, kept.
    assert!(cards.iter().any(|c| c.kind == Kind::Bounty
        && c.hearts > 0
        && c.entries
            .iter()
            .enumerate()
            .any(|(i, e)| i % 2 == 1 && *e == Cost::Blind)
        && c.entries.iter().any(|e| matches!(e, Cost::Bullets { .. }))));
    // The pickpocket: half your bullets.
    assert!(cards.iter().any(|c| c.entries.contains(&Cost::Half)));
    assert!(cards.iter().any(|c| c.entries.contains(&Cost::Sealed)));
    assert!(cards.iter().any(|c| c.kind == Kind::Trail));
    assert!(cards.iter().any(|c| c.kind == Kind::Timed && c.dollars > 0));
    assert!(cards.iter().any(|c| c.special == Some(Special::Healer)));
}

#[test]
fn six_characters_each_with_a_colour_and_a_symbol_of_its_own() {
    let chars = &content().characters;
    assert_eq!(chars.len(), 6);
    let colours: BTreeSet<_> = chars.iter().map(|c| c.colour.to_lowercase()).collect();
    let symbols: BTreeSet<_> = chars.iter().map(|c| &c.symbol).collect();
    let ids: BTreeSet<_> = chars.iter().map(|c| &c.id).collect();
    assert_eq!((colours.len(), symbols.len(), ids.len()), (6, 6, 6));
    let okabe_ito = [
        "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00",
    ];
    assert!(colours.iter().all(|c| okabe_ito.contains(&c.as_str())));
}

#[test]
fn a_broken_deck_file_is_refused_with_the_card_named() {
    let bad = r#"
[[cards]]
id = "g01"
name = "x"
colour = "green"
kind = "bounty"
entries = ["b2", "bogus", "b2", "b2", "b2", "b2", "b2", "b2"]
dollars = 1
note = "x"
"#;
    let err = saloon_wild_tiles::content::parse(bad, "characters = []").unwrap_err();
    assert!(err.contains("g01"), "{err}");
}

/// Games of rules edition 1 play the deck as first printed (`cards-edition-1.toml`): the same
/// 120 cards in the same places, only their costs and rewards may differ, so everything the
/// rules read without an edition ($, kind, exits, special, slots) is the same in both.
#[test]
fn the_first_edition_deck_is_the_same_cards_with_their_first_costs_and_rewards() {
    let (now, first) = (&content().cards, &content().first_edition_cards);
    assert_eq!(first.len(), now.len());
    let fixed = |c: &Card| {
        (
            c.id.clone(),
            c.name.clone(),
            c.colour,
            c.kind,
            c.exits.clone(),
            c.dollars,
            c.special,
            c.slots,
        )
    };
    for (a, b) in first.iter().zip(now) {
        assert_eq!(fixed(a), fixed(b));
    }
    assert!(first.iter().zip(now).any(|(a, b)| a.entries != b.entries));
}

/// The rebalanced deck (edition 2): red asks for blood more than lead and gives few hearts
/// back, so the hard deck can kill a careful player (RULES-NOTES.md, "Balance").
#[test]
fn red_asks_more_lives_than_bullets_and_gives_the_fewest_hearts() {
    let of = |colour: Colour| content().cards.iter().filter(move |c| c.colour == colour);
    let red = || of(Colour::Red).flat_map(|c| c.entries.iter());
    let lives = red().filter(|e| matches!(e, Cost::Lives { .. })).count();
    let bullets = red().filter(|e| matches!(e, Cost::Bullets { .. })).count();
    assert!(
        lives > bullets,
        "{lives} life costs, {bullets} bullet costs"
    );
    let hearts = |colour| of(colour).map(|c| u32::from(c.hearts)).sum::<u32>();
    assert!(hearts(Colour::Red) < hearts(Colour::Green) / 2);
}
