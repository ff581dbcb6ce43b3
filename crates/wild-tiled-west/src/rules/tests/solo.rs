//! The rulebook's solo, against the engine.

use super::*;

fn reveal(g: &mut WildTiledWest, card: u8) -> Vec<WtwEvent> {
    g.queue.push_front(Task::Chance(Chance::RevealBandit));
    chance(g, WtwAction::RevealBandit { id: card })
}

/// Solo: a bandit card is revealed as the round marker reaches each marked round, before
/// that round's dice; there are seven such rounds.
#[test]
fn solo_bandit_cards_come_at_the_marked_rounds() {
    let mut g = Scenario::new().boards(&[1]).build();
    assert_eq!(g.bandit_deck.len(), 12);
    assert_eq!(g.ridge().standing(), 1, "Bandit Ridge's printed bandit");
    let mut rng = GameRng::chance(3);
    let mut revealed_at = Vec::new();
    while !g.is_over() {
        let (who, action) = match g.actor() {
            Actor::Chance => (Who::Chance, g.sample_chance(&mut rng).unwrap()),
            Actor::Seat(s) => (Who::Seat(s), legal(&g, s)[0].clone()),
            other => panic!("unexpected {other:?}"),
        };
        for e in g.apply(who, &action).unwrap() {
            if let WtwEvent::BanditCard { .. } = e {
                revealed_at.push(g.round());
                assert!(g.dice().is_empty(), "before the round's dice");
                assert_eq!(g.queue.back(), Some(&Task::Chance(Chance::Roll)));
            }
        }
    }
    assert_eq!(revealed_at, vec![3, 5, 7, 9, 11, 13, 15]);
    assert_eq!(g.ridge().revealed.len(), 7);
    assert_eq!(g.bandit_deck.len(), 5);
}

/// Each bandit card's reveal on a fresh ridge: its bandits join the ridge's printed one, its
/// bullets cover as many as they can and the rest are kept; no card alone flips a contract
/// (3 cows at most).
#[test]
fn each_bandit_card_on_reveal() {
    // (card, bandits standing, spare bullets, cows)
    let cases = [
        (1, 2, 0, 3),
        (2, 0, 0, 2),
        (3, 3, 0, 0),
        (4, 1, 0, 1),
        (5, 3, 0, 0),
        (6, 2, 0, 2),
        (7, 2, 0, 1),
        (8, 0, 1, 1),
        (9, 3, 0, 1),
        (10, 0, 0, 0),
        (11, 2, 0, 3),
        (12, 2, 0, 0),
    ];
    for (card, standing, spare, cows) in cases {
        let mut g = Scenario::new().boards(&[1]).build();
        let events = reveal(&mut g, card);
        assert_eq!(events[0], WtwEvent::BanditCard { id: card });
        let r = g.ridge();
        assert_eq!(
            (r.standing(), r.spare_bullets, r.cows),
            (standing, spare, cows),
            "card {card}"
        );
        assert_eq!(r.revealed, vec![card]);
        assert_eq!(g.flipped, vec![false; 4], "card {card}");
        assert!(!g.bandit_deck.contains(&card));
        let before = g.clone();
        assert_eq!(
            g.apply(Who::Chance, &WtwAction::RevealBandit { id: card }),
            Err(WtwError::BadChance),
            "no reveal is due: the dice are"
        );
        g.queue.push_front(Task::Chance(Chance::RevealBandit));
        assert_eq!(
            g.apply(Who::Chance, &WtwAction::RevealBandit { id: card }),
            Err(WtwError::BadChance),
            "card {card} is gone from the deck"
        );
        g.queue.pop_front();
        assert_eq!(g, before);
    }
}

/// Bullets left over after covering every bandit are kept by the ridge and cover the next
/// bandits as soon as they appear.
#[test]
fn spare_bullets_cover_later_bandits() {
    let mut g = Scenario::new().boards(&[1]).build();
    reveal(&mut g, 8); // 2 bullets: the ridge's bandit, and one to spare
    assert_eq!((g.ridge().standing(), g.ridge().spare_bullets), (0, 1));
    reveal(&mut g, 10); // 1 bandit, 2 bullets: the spare covers it, two to spare
    assert_eq!((g.ridge().standing(), g.ridge().spare_bullets), (0, 2));
    reveal(&mut g, 5); // 3 bandits, 1 bullet: the three bullets cover them all
    assert_eq!((g.ridge().standing(), g.ridge().spare_bullets), (0, 0));
    reveal(&mut g, 3); // 2 bandits, nothing to spare
    assert_eq!((g.ridge().standing(), g.ridge().spare_bullets), (2, 0));
    assert_eq!((g.ridge().bandits, g.ridge().covered), (7, 5));
}

/// The rulebook's example: a card with 3 cows and a bandit flips nothing; a second with 2
/// cows makes 5, which flips the (unclaimed) 5-cow contract; those cows are wrangled.
#[test]
fn the_ridge_flips_the_five_cow_contract() {
    let mut g = Scenario::new().boards(&[1]).build();
    let events = reveal(&mut g, 1);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::ContractFlipped { .. })));
    assert_eq!(g.flipped, vec![false; 4]);
    let events = reveal(&mut g, 2);
    assert!(events.contains(&WtwEvent::ContractFlipped { cows: 5 }));
    assert_eq!(g.flipped, vec![false, true, false, false]);
    assert_eq!((g.ridge().cows, g.ridge().cows_wrangled), (5, 5));
    // The cows already wrangled do not count again: one more cow flips nothing.
    let events = reveal(&mut g, 4);
    assert!(!events
        .iter()
        .any(|e| matches!(e, WtwEvent::ContractFlipped { .. })));
    // And the player now gets the 5-cow contract's small side.
    grow_beccas_pasture(&mut g, 0);
    let events = act(&mut g, 0, WtwAction::Wrangle { cows: 5 });
    assert!(events.contains(&wrangled(0, 5, 6, Some(Reward::Gold(1)))));
}

/// With cows enough for several unflipped contracts, the ridge flips the largest wrangle's.
#[test]
fn the_ridge_flips_the_largest_unflipped_contract() {
    let mut g = Scenario::new().boards(&[1]).build();
    reveal(&mut g, 1);
    let events = reveal(&mut g, 11);
    assert!(events.contains(&WtwEvent::ContractFlipped { cows: 6 }));
    assert_eq!(g.flipped, vec![false, false, true, false]);
    // The 6-cow contract already flipped (by the player): 6 cows flip the 5-cow one.
    let mut g = Scenario::new().boards(&[1]).build();
    g.flipped[2] = true;
    reveal(&mut g, 1);
    let events = reveal(&mut g, 11);
    assert!(events.contains(&WtwEvent::ContractFlipped { cows: 5 }));
    assert_eq!(g.flipped, vec![false, true, true, false]);
}

/// Solo tussle against the ridge's standing bandits: a win or a tie scores and (years 1-3)
/// brings a hill bandit; a loss costs the points and gives the ridge a hill bandit; a tie
/// gives the ridge one too.
#[test]
fn solo_tussles_against_the_ridge() {
    // (your bandits, points, your hill bandit, ridge bandits after)
    for (mine, points, hill, ridge_after) in [(0, 2, true, 1), (1, 2, true, 2), (2, -2, false, 2)] {
        let mut g = Scenario::new().boards(&[1]).build();
        use_bandit_board(&mut g, 0, mine);
        let events = end_year(&mut g, 1);
        let (bandits, got, ridge) = tussle_event(&events);
        assert_eq!(
            (bandits, got, ridge),
            (vec![mine as u8], vec![points], Some(1))
        );
        assert_eq!(g.ridge().bandits, ridge_after, "{mine} bandits");
        assert_eq!(
            decision(&g) == Some((0, Decision::HillBandit)),
            hill,
            "{mine} bandits"
        );
    }
    // Year 4: a tie scores, with no hill bandit for anyone.
    let mut g = Scenario::new().boards(&[1]).bandit_board(0, 1).build();
    let events = end_year(&mut g, 4);
    assert_eq!(tussle_event(&events).1, vec![5]);
    assert_eq!(g.ridge().bandits, 1);
    assert!(g.is_over());
}

/// The ridge's spare bullets cover a hill bandit it gains.
#[test]
fn the_ridge_covers_its_hill_bandit_with_spare_bullets() {
    let mut g = Scenario::new().boards(&[1]).bandit_board(0, 3).build();
    g.ridge.spare_bullets = 1;
    end_year(&mut g, 1);
    let r = g.ridge();
    assert_eq!((r.bandits, r.covered, r.spare_bullets), (2, 1, 0));
}

/// Solo ranks: Sidekick 50+, Deputy 90+, Ranger 110+, Marshal 130+, Mysterious Stranger 150+.
#[test]
fn solo_ranks() {
    for (score, rank) in [
        (-3, None),
        (49, None),
        (50, Some("sidekick")),
        (89, Some("sidekick")),
        (90, Some("deputy")),
        (109, Some("deputy")),
        (110, Some("ranger")),
        (129, Some("ranger")),
        (130, Some("marshal")),
        (149, Some("marshal")),
        (150, Some("mysterious-stranger")),
        (400, Some("mysterious-stranger")),
    ] {
        assert_eq!(WildTiledWest::rank(score), rank, "{score}");
    }
}

/// A tie with the Ridge is a win, so the Hotel adds its 2 points to it too (and the Ridge
/// still gains a hill bandit).
#[test]
fn a_hotel_on_a_tied_solo_tussle() {
    let mut g = Scenario::new().boards(&[1]).bandit_board(0, 1).build();
    put(&mut g, 0, Some(id::HOTEL), UP, 2, 0);
    let events = end_year(&mut g, 1);
    let (bandits, points, ridge) = tussle_event(&events);
    assert_eq!((bandits, ridge), (vec![1], Some(1)), "tied");
    assert_eq!(points, vec![2 + 2]);
    assert_eq!(g.ridge().bandits, 2);
}

/// The Ridge's cows past 7: a wrangle is of at most 7 cows, so 9 cows flip the 7-cow
/// contract, or, that one flipped already, the largest one left; all 9 count as wrangled.
#[test]
fn the_ridge_with_more_than_seven_cows() {
    for (flipped_before, flips) in [([false; 4], 7), ([false, false, false, true], 6)] {
        let mut g = Scenario::new().boards(&[1]).build();
        g.flipped = flipped_before.to_vec();
        g.ridge.cows = 7;
        // Card 2: two cows, 9 unwrangled.
        let events = reveal(&mut g, 2);
        assert!(events.contains(&WtwEvent::ContractFlipped { cows: flips }));
        assert!(g.flipped[usize::from(flips - 4)]);
        assert_eq!((g.ridge().cows, g.ridge().cows_wrangled), (9, 9));
    }
}

/// The rulebook's new year: the tussle, the round marker moved on (turning a bandit card on
/// a marked round), then Mining Income. Round 13 opens year 4 and is marked, so from edition
/// 4 the card is turned before year 4's income is chosen, and the choice is made knowing
/// it; editions 1-3 asked for the income first and keep that order.
#[test]
fn year_four_income_is_chosen_after_round_thirteens_bandit_card() {
    let mut g = Scenario::new().boards(&[1]).build();
    end_year(&mut g, 3);
    answer_hill_bandits(&mut g);
    assert_eq!((g.year(), g.round()), (4, 13));
    assert_eq!(g.actor(), Actor::Chance, "the bandit card first");
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::RevealBandit)));
    let id = g.bandit_deck[0];
    let events = chance(&mut g, WtwAction::RevealBandit { id });
    assert!(events.contains(&WtwEvent::BanditCard { id }));
    assert_eq!(decision(&g), Some((0, Decision::Income)));
    act(&mut g, 0, WtwAction::Income { pickaxes: false });
    assert_dice_due(&g, "then round 13's dice");

    let mut g = Scenario::new().boards(&[1]).edition(3).build();
    end_year(&mut g, 3);
    answer_hill_bandits(&mut g);
    assert_eq!((g.year(), g.round()), (4, 13));
    assert_eq!(
        decision(&g),
        Some((0, Decision::Income)),
        "edition 3: income first"
    );
    act(&mut g, 0, WtwAction::Income { pickaxes: false });
    assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::RevealBandit)));
    let id = g.bandit_deck[0];
    chance(&mut g, WtwAction::RevealBandit { id });
    assert_dice_due(&g, "then round 13's dice");
}
