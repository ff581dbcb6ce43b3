//! A test per rule sentence of the rule text and per ruling of `games/rolled-west.md`, in
//! the rule text's order (RULES-NOTES.md indexes them).

use crate::common::{Table, C, G, S, W};
use saloon_core::{Actor, Game, SetupError, Who};
use saloon_rolled_west::{
    AutoBank, Phase, Resource, RolledWest, RwAction, RwError, RwEvent, RwOptions, Source,
};

use RwAction::{Camp, EndTurn, Pass, Settlement};

fn ship(metal: Resource) -> RwAction {
    RwAction::Ship { metal }
}
fn bank(resource: Resource) -> RwAction {
    RwAction::Bank { resource }
}
fn copy(resource: Resource) -> RwAction {
    RwAction::Copy { resource }
}

// Object of the game: 6 rounds, 1-4 players (solo against the Claim Jumper).

#[test]
fn one_to_four_players_sit_down() {
    for players in 1..=4 {
        assert!(RolledWest::new(&RwOptions::default(), players).is_ok());
    }
    for players in [0, 5] {
        assert!(matches!(
            RolledWest::new(&RwOptions::default(), players),
            Err(SetupError::PlayerCount { .. })
        ));
    }
}

#[test]
fn the_first_player_drawn_goes_first_in_every_round_and_turns_go_clockwise() {
    let mut t = Table::new(3, 2);
    for round in 1..=6 {
        for roller in [2, 0, 1] {
            assert_eq!((t.game.round(), t.game.roller()), (round, roller));
            t.turn([C, C, S, W], W, &[]);
            t.all_pass();
        }
    }
    assert_eq!(t.game.phase(), Phase::Over);
    assert!(t.game.sheets().iter().all(|s| s.turns == 6));
}

#[test]
fn the_game_ends_after_the_last_players_turn_in_round_six() {
    let mut t = Table::new(2, 1);
    for _ in 0..6 {
        for _ in 0..2 {
            t.turn([C, C, S, W], W, &[]);
            t.all_pass();
        }
        if t.game.phase() == Phase::Ghost {
            t.ghost([C, S, G]);
            t.all_pass();
        }
    }
    assert_eq!(t.game.actor(), Actor::GameOver);
    assert!(matches!(t.events.last(), Some(RwEvent::GameEnded { .. })));
}

// 1. Rolling: four dice, each face a resource (4 copper, 3 wood, 3 silver, 2 gold).

#[test]
fn chance_rolls_four_dice_with_the_sheets_odds() {
    let game = Table::new(2, 0).game;
    let mut rng = saloon_core::GameRng::chance(3);
    let mut counts = [0u32; 4];
    for _ in 0..12_000 {
        let Some(RwAction::Roll { dice }) = game.sample_chance(&mut rng) else {
            panic!("a roll is due")
        };
        for d in dice {
            counts[d.index()] += 1;
        }
    }
    // 48,000 dice: wood 3/12, copper 4/12, silver 3/12, gold 2/12, within 3%.
    for (got, faces) in counts.iter().zip([3.0, 4.0, 3.0, 2.0]) {
        let want = 48_000.0 * faces / 12.0;
        assert!((f64::from(*got) - want).abs() < want * 0.03, "{counts:?}");
    }
}

// 2. Choosing terrain: one of the four results; that die is never used or banked.

#[test]
fn the_terrain_is_one_of_the_rolled_faces() {
    let mut t = Table::new(2, 0);
    t.roll([C, C, G, W]);
    let terrains: Vec<_> = t.game.legal_actions(0);
    assert_eq!(
        terrains,
        [W, C, G]
            .map(|resource| RwAction::Terrain { resource })
            .to_vec()
    );
    t.refused(0, RwAction::Terrain { resource: S }, RwError::NotRolled);
}

/// Worked example: roll copper, copper, gold, wood and set gold aside: gold can be neither
/// spent nor banked by anyone; a neighbour may copy copper or wood.
#[test]
fn the_terrain_die_is_neither_spent_nor_banked_by_anyone() {
    let mut t = Table::new(2, 0);
    t.roll([C, C, G, W]);
    t.act(0, RwAction::Terrain { resource: G });
    assert_eq!(t.game.available(), [1, 2, 0, 0]);
    t.refused(0, ship(G), RwError::CannotPay);
    t.refused(0, bank(G), RwError::NotRolled);
    t.act(0, EndTurn);
    assert_eq!(t.game.legal_actions(1)[..3], [copy(W), copy(C), Pass]);
    t.refused(1, copy(G), RwError::NotOffered);
}

// 3A. Spending: a claim, a contract and an office at most once a turn each; ship freely.

#[test]
fn a_camp_is_one_wood_in_the_leftmost_empty_space_of_the_terrain_row() {
    let mut t = Table::new(2, 0);
    t.roll([W, W, S, C]);
    t.act(0, RwAction::Terrain { resource: S });
    t.act(0, Camp);
    let sheet = *t.game.sheet(0);
    assert_eq!(sheet.filled, [0, 0, 1, 0]);
    assert_eq!(sheet.circles, [0; 4]);
    assert_eq!(t.game.available(), [1, 1, 0, 0], "one wood spent");
    t.refused(0, Camp, RwError::ClaimMade);
    t.refused(0, Settlement, RwError::ClaimMade);
}

#[test]
fn a_settlement_is_two_wood_a_triangle_and_a_circle_in_the_next_space() {
    let mut t = Table::new(2, 0);
    t.turn([W, W, W, C], W, &[Camp]);
    t.all_pass();
    t.turn([C, C, C, C], C, &[]);
    t.all_pass();
    t.ghost([C, C, C]);
    t.all_pass();
    t.roll([W, W, W, G]);
    t.act(0, RwAction::Terrain { resource: W });
    t.act(0, Settlement);
    let sheet = t.game.sheet(0);
    assert_eq!(sheet.filled[W.index()], 3);
    assert_eq!(
        sheet.circles[W.index()],
        0b100,
        "the circle is in the third space"
    );
    assert_eq!(sheet.settlements(W), 1);
    assert_eq!(sheet.claim_points(W), 1 + 2 + 3);
}

/// A full claim row takes nothing more: with all eight spaces marked, a camp is refused.
#[test]
fn a_camp_is_refused_on_a_full_row() {
    let mut t = Table::new(2, 0);
    for _ in 0..4 {
        t.turn([G, W, W, C], G, &[Settlement]);
        t.all_pass();
        t.turn([C, C, C, C], C, &[]);
        t.all_pass();
        t.ghost([C, C, C]);
        t.all_pass();
    }
    assert_eq!(t.game.sheet(0).marks(G), 8);
    t.roll([G, W, W, C]);
    t.act(0, RwAction::Terrain { resource: G });
    t.refused(0, Camp, RwError::RowFull);
    t.refused(0, Settlement, RwError::RowFull);
    // The wood is still there to spend elsewhere: another terrain's row has room.
    assert_eq!(t.game.available()[W.index()], 2);
}

/// Worked example: the gold row with a settlement (spaces 1-2: 0 + 2), a camp (3: 2) and a
/// settlement (4-5: 3 + 0) is 7 points, 5 marks, 2 settlements; with 7 spaces filled a
/// settlement no longer fits and a camp still does.
#[test]
fn the_gold_row_example() {
    let mut t = Table::new(2, 0);
    let claim = |t: &mut Table, what: RwAction| {
        t.turn([G, W, W, C], G, &[what]);
        t.all_pass();
        t.turn([C, C, C, C], C, &[]);
        t.all_pass();
        if t.game.phase() == Phase::Ghost {
            t.ghost([C, C, C]);
            t.all_pass();
        }
    };
    claim(&mut t, Settlement);
    claim(&mut t, Camp);
    claim(&mut t, Settlement);
    let sheet = *t.game.sheet(0);
    assert_eq!(sheet.claim_points(G), 7);
    assert_eq!((sheet.marks(G), sheet.settlements(G)), (5, 2));
    claim(&mut t, Settlement);
    assert_eq!(t.game.sheet(0).marks(G), 7);
    t.roll([G, W, W, C]);
    t.act(0, RwAction::Terrain { resource: G });
    t.refused(0, Settlement, RwError::RowFull);
    t.act(0, Camp);
    assert_eq!(t.game.sheet(0).marks(G), 8);
}

#[test]
fn a_contract_is_paid_at_once_once_a_turn_and_taken_from_everyone() {
    let mut t = Table::new(2, 0);
    // Bank copper for three turns, then four copper pay contract 0 (4 copper = 8).
    t.turn([C, C, C, C], C, &[bank(C)]);
    t.all_pass();
    t.turn([W, W, W, W], W, &[]);
    t.all_pass();
    t.ghost([W, W, W]);
    t.all_pass();
    t.roll([C, C, C, S]);
    t.act(0, RwAction::Terrain { resource: S });
    assert_eq!(t.game.available(), [0, 4, 0, 0]);
    t.act(0, RwAction::Contract { id: 0 });
    assert_eq!(t.game.available(), [0; 4], "all four paid at once");
    assert!(t.game.sheet(0).has_contract(0));
    assert_eq!(t.line(0, "contracts"), 8);
    t.act(0, EndTurn);
    t.all_pass();
    t.roll([C, C, C, C]);
    t.act(1, RwAction::Terrain { resource: C });
    t.refused(1, RwAction::Contract { id: 0 }, RwError::Taken);
}

/// With nine copper to spend (six banked over three rounds, three rolled), the 4-copper
/// contract leaves five, enough for the 5-copper one: refused all the same, one a turn.
#[test]
fn one_contract_a_turn() {
    let mut t = Table::new(2, 0);
    for _ in 0..3 {
        t.turn([C, C, C, C], C, &[bank(C)]);
        t.all_pass();
        t.turn([C, C, C, C], C, &[]);
        t.act(0, copy(C));
        t.ghost([W, W, W]);
        t.all_pass();
    }
    t.roll([C, C, C, C]);
    t.act(0, RwAction::Terrain { resource: C });
    assert_eq!(t.game.available()[C.index()], 9);
    t.act(0, RwAction::Contract { id: 0 });
    assert_eq!(
        t.game.available()[C.index()],
        5,
        "enough for the 5-copper contract"
    );
    t.refused(0, RwAction::Contract { id: 4 }, RwError::ContractMade);
}

/// An office another player bought is crossed off: refused though the metals are there.
#[test]
fn an_office_another_player_took_is_refused() {
    let mut t = Table::new(2, 0);
    t.turn([C, S, W, W], W, &[RwAction::Office { id: 1 }]);
    t.all_pass();
    t.roll([C, S, W, W]);
    t.act(1, RwAction::Terrain { resource: W });
    t.refused(1, RwAction::Office { id: 1 }, RwError::Taken);
    // The mirrored office (silver row, copper column) is another office, still free.
    t.act(1, RwAction::Office { id: 3 });
}

/// A contract or office number the sheet does not print is its own error, not "taken".
#[test]
fn an_unknown_contract_or_office_is_refused_as_unknown() {
    let mut t = Table::new(2, 0);
    t.roll([C, S, G, W]);
    t.act(0, RwAction::Terrain { resource: W });
    for id in [9, 15, 16, 255] {
        t.refused(0, RwAction::Contract { id }, RwError::NoSuchId);
        t.refused(0, RwAction::Office { id }, RwError::NoSuchId);
    }
}

#[test]
fn one_contract_and_one_office_a_turn() {
    let mut t = Table::new(2, 0);
    t.roll([C, C, S, S]);
    t.act(0, RwAction::Terrain { resource: C });
    // Copper + silver: office 1 (copper row, silver column).
    t.act(0, RwAction::Office { id: 1 });
    t.refused(0, RwAction::Office { id: 3 }, RwError::OfficeBought);
}

#[test]
fn an_office_costs_its_row_metal_and_its_column_metal_and_mirrored_offices_differ() {
    let mut t = Table::new(2, 0);
    t.roll([C, S, W, W]);
    t.act(0, RwAction::Terrain { resource: W });
    let offices: Vec<_> = t
        .game
        .legal_actions(0)
        .into_iter()
        .filter(|a| matches!(a, RwAction::Office { .. }))
        .collect();
    // Copper+silver (row copper) and silver+copper (row silver): both, and only those.
    assert_eq!(
        offices,
        [RwAction::Office { id: 1 }, RwAction::Office { id: 3 }]
    );
    t.act(0, RwAction::Office { id: 3 });
    assert_eq!(t.game.view(Some(0)).office_owner[3], Some(0));
    assert_eq!(t.game.view(Some(0)).office_owner[1], None);
}

/// Worked example: the first to box 3 of copper scores 0 + 2 + 6 = 8; the next player's
/// first three score 0 + 2 + 3 = 5.
#[test]
fn the_first_to_a_double_box_takes_the_higher_number() {
    let mut t = Table::new(2, 0);
    t.roll([C, C, C, W]);
    t.act(0, RwAction::Terrain { resource: W });
    t.act(0, ship(C));
    t.act(0, ship(C));
    t.act(0, ship(C));
    assert_eq!(t.line(0, "shipping"), 8);
    assert!(matches!(
        t.events[..],
        [RwEvent::Shipped {
            first: true,
            points: 6,
            at: 2,
            ..
        }]
    ));
    t.act(0, EndTurn);
    t.all_pass();
    t.turn([C, C, C, W], W, &[ship(C), ship(C), ship(C)]);
    assert_eq!(t.line(1, "shipping"), 5);
}

/// Box 5 is a double box too: the first to it takes the higher number from everyone, and
/// the player who reaches it later still scores the lower one.
#[test]
fn the_later_shipper_takes_the_lower_number_at_box_five() {
    let mut t = Table::new(2, 0);
    t.turn([C, C, C, W], W, &[ship(C), ship(C), ship(C)]);
    t.all_pass();
    t.turn([C, C, C, W], W, &[ship(C), ship(C), ship(C)]);
    t.all_pass();
    t.ghost([W, W, W]);
    t.all_pass();
    t.turn([C, C, W, W], W, &[ship(C), ship(C)]);
    t.all_pass();
    assert_eq!(
        t.line(0, "shipping"),
        2 + 6 + 6,
        "first to box 3 and to box 5"
    );
    t.roll([C, C, W, W]);
    t.act(1, RwAction::Terrain { resource: W });
    t.act(1, ship(C));
    t.act(1, ship(C));
    assert!(matches!(
        t.events[..],
        [RwEvent::Shipped {
            at: 4,
            points: 3,
            first: false,
            ..
        }]
    ));
    assert_eq!(
        t.line(1, "shipping"),
        2 + 3 + 3,
        "the lower numbers of boxes 3 and 5"
    );
    assert_eq!(
        t.line(0, "shipping"),
        14,
        "the first shipper keeps the higher ones"
    );
}

/// Worked example: five silver at once on a fresh game: 0 + 2 + 7 + 0 + 7 = 16; no sixth.
#[test]
fn five_silver_at_once_and_no_sixth_shipment() {
    let mut t = Table::new(2, 0);
    t.turn([S, S, S, W], W, &[bank(S)]);
    t.all_pass();
    t.turn([S, S, S, W], W, &[]);
    t.act(0, copy(S));
    t.ghost([W, W, W]);
    t.all_pass();
    t.roll([S, S, S, S]);
    t.act(0, RwAction::Terrain { resource: S });
    assert_eq!(t.game.available()[S.index()], 5);
    for _ in 0..5 {
        t.act(0, ship(S));
    }
    assert_eq!(t.line(0, "shipping"), 16);
    assert_eq!(t.game.sheet(0).shipped, [0, 5, 0]);
    assert_eq!(
        t.game.sheet(0).shipping_stars(),
        2,
        "box 3 and the end star"
    );
    // A sixth is refused even with silver left over (none here: check the rule directly).
    t.refused(0, ship(S), RwError::RowComplete);
}

#[test]
fn wood_never_ships() {
    let mut t = Table::new(2, 0);
    t.roll([W, W, W, C]);
    t.act(0, RwAction::Terrain { resource: C });
    t.refused(0, ship(W), RwError::NotAMetal);
}

// 3B. Banking: once on your turn, one resource instead of spending it; spent from the next
// turn on; never in the last turn; never the terrain die.

#[test]
fn an_own_turn_bank_is_spent_from_the_next_turn_on() {
    let mut t = Table::new(2, 0);
    t.roll([G, C, C, W]);
    t.act(0, RwAction::Terrain { resource: W });
    t.act(0, bank(G));
    assert_eq!(t.game.available(), [0, 2, 0, 0], "not spendable this turn");
    t.refused(0, bank(C), RwError::AlreadyBanked);
    t.act(0, EndTurn);
    assert_eq!(t.game.sheet(0).banked[0], Some(G));
    t.all_pass();
    t.turn([W, W, W, W], W, &[]);
    t.all_pass();
    t.ghost([W, W, W]);
    t.all_pass();
    t.roll([W, W, W, W]);
    t.act(0, RwAction::Terrain { resource: W });
    assert_eq!(t.game.available(), [3, 0, 0, 1]);
    t.act(0, ship(G));
    assert_eq!(t.game.sheet(0).spent & 1, 1, "the white box is crossed off");
}

#[test]
fn no_bank_in_your_last_turn_and_leftover_banks_score_nothing() {
    let mut t = Table::new(3, 0);
    for round in 1..=6 {
        for seat in 0..3 {
            t.roll([G, G, G, W]);
            t.act(seat, RwAction::Terrain { resource: W });
            if round == 6 {
                t.refused(seat, bank(G), RwError::LastTurn);
            } else {
                t.act(seat, bank(G));
            }
            t.act(seat, EndTurn);
            t.all_pass();
        }
    }
    assert_eq!(t.game.sheet(0).stock[G.index()], 5);
    assert_eq!(t.total(0), 0);
}

// Banking between turns.

#[test]
fn between_turns_each_other_player_banks_one_of_the_rollers_three_resources() {
    let mut t = Table::new(3, 0);
    t.turn([C, S, G, W], W, &[ship(C), bank(S)]);
    assert_eq!(t.asked(), [1, 2]);
    // Even dice the roller spent or banked are on offer; the terrain die is not.
    assert_eq!(
        t.game.legal_actions(1)[..4],
        [copy(C), copy(S), copy(G), Pass]
    );
    t.act(1, copy(G));
    t.act(2, copy(C));
    assert_eq!(t.game.sheet(1).copied[0], Some(G));
    assert_eq!(t.game.sheet(2).copied[0], Some(C));
    assert!(t.events.iter().any(|e| matches!(
        e,
        RwEvent::Copied {
            player: 1,
            resource: G,
            from: Source::Roll { player: 0 },
            auto: false
        }
    )));
}

#[test]
fn with_four_players_the_seat_across_is_never_asked() {
    let mut t = Table::new(4, 0);
    t.turn([C, S, G, W], W, &[]);
    assert_eq!(t.asked(), [1, 3], "seat 2 sits across from seat 0");
    assert!(t.game.legal_actions(2).is_empty());
    t.refused(2, copy(C), RwError::NotYourTurn);
    t.all_pass();
    t.turn([C, S, G, W], W, &[]);
    assert_eq!(t.asked(), [0, 2], "seat 3 sits across from seat 1");
}

#[test]
fn one_bank_between_your_turns_and_the_window_reopens_after_your_turn() {
    let mut t = Table::new(3, 0);
    t.turn([C, S, G, W], W, &[]);
    t.act(1, Pass);
    t.act(2, copy(G));
    t.turn([C, S, G, W], W, &[]);
    assert_eq!(t.asked(), [0], "seat 2 banked since its last turn");
    t.act(0, Pass);
    t.turn([C, S, G, W], W, &[]);
    assert_eq!(t.asked(), [0, 1]);
    t.all_pass();
    t.turn([C, S, G, W], W, &[]);
    assert_eq!(
        t.asked(),
        [1, 2],
        "seat 2's window opened again at the end of its turn"
    );
}

/// Worked example: a player who copied from the opponent's roll may not copy from the ghost
/// roll of the same round; the window opens again at that player's next turn.
#[test]
fn two_players_one_bank_from_the_roll_or_the_ghost_never_both() {
    let mut t = Table::new(2, 0);
    t.turn([C, S, G, W], W, &[]);
    t.act(1, Pass);
    t.turn([C, S, G, W], W, &[]);
    t.act(0, copy(G));
    assert_eq!(t.game.phase(), Phase::Ghost);
    t.ghost([G, G, G]);
    assert_eq!(
        t.asked(),
        [1],
        "seat 0 banked from seat 1's roll this window"
    );
    t.act(1, copy(G));
    assert!(t.events.iter().any(|e| matches!(
        e,
        RwEvent::Copied {
            player: 1,
            from: Source::Ghost,
            ..
        }
    )));
    t.turn([C, S, G, W], W, &[]);
    assert!(
        t.asked().is_empty(),
        "seat 1 banked from the ghost roll since its turn"
    );
    t.turn([C, S, G, W], W, &[]);
    assert_eq!(t.asked(), [0]);
}

#[test]
fn no_ghost_roll_in_round_six_and_no_bank_after_a_last_turn() {
    let mut t = Table::new(2, 0);
    for _ in 1..=5 {
        t.turn([C, S, G, W], W, &[]);
        t.all_pass();
        t.turn([C, S, G, W], W, &[]);
        t.all_pass();
        t.ghost([C, S, G]);
        t.all_pass();
    }
    t.turn([C, S, G, W], W, &[]);
    assert_eq!(t.asked(), [1], "seat 1 still has its last turn to come");
    t.act(1, Pass);
    t.turn([C, S, G, W], W, &[]);
    assert_eq!(
        t.game.phase(),
        Phase::Over,
        "seat 0 has had its last turn; no ghost roll"
    );
}

#[test]
fn answers_stay_hidden_until_everyone_has_answered() {
    let mut t = Table::new(3, 0);
    t.turn([C, S, G, W], W, &[]);
    t.act(1, copy(G));
    assert_eq!(t.events, vec![RwEvent::Answered { player: 1 }]);
    let seen_by_2 = t.game.view(Some(2));
    let offer = seen_by_2.offer.expect("the offer is still open");
    assert_eq!((offer.waiting, offer.answered), (vec![2], vec![1]));
    assert_eq!(
        offer.yours, None,
        "seat 2 has not answered; seat 1's answer is not shown"
    );
    assert_eq!(
        t.game.sheet(1).copied[0],
        None,
        "nothing is marked before everyone answers"
    );
    let own = t.game.view(Some(1)).offer.expect("open");
    assert_eq!(own.yours.map(|a| a.bank), Some(Some(G)));
    t.act(2, Pass);
    assert_eq!(t.game.sheet(1).copied[0], Some(G));
}

#[test]
fn banked_resources_are_spent_as_if_rolled() {
    let mut t = Table::new(2, 0);
    t.turn([C, S, G, W], W, &[]);
    t.act(1, copy(G));
    t.turn([W, W, W, W], W, &[]);
    t.all_pass();
    t.ghost([W, W, W]);
    t.all_pass();
    t.turn([W, W, W, W], W, &[]);
    t.all_pass();
    t.roll([W, W, W, W]);
    t.act(1, RwAction::Terrain { resource: W });
    assert_eq!(t.game.available(), [3, 0, 0, 1]);
    t.act(1, ship(G));
    assert_eq!(t.game.sheet(1).spent, 1 << 8, "the dark box is crossed off");
}

// Auto-bank: the engine answers for a seat with a preference.

#[test]
fn an_auto_bank_preference_answers_when_its_resource_is_offered() {
    let none: [u8; 0] = [];
    let mut t = Table::new(3, 0);
    t.roll([C, S, G, W]);
    t.act(0, RwAction::Terrain { resource: W });
    t.act(
        0,
        RwAction::AutoBank {
            pref: AutoBank::Never,
        },
    );
    t.refused(
        0,
        RwAction::AutoBank {
            pref: AutoBank::Ask,
        },
        RwError::Preference,
    );
    t.act(0, EndTurn);
    t.act(
        1,
        RwAction::AutoBank {
            pref: AutoBank::Take { resource: G },
        },
    );
    t.act(1, copy(S));
    t.act(2, Pass);
    // Seat 1's roll: seat 0 never banks, so only seat 2 is asked.
    t.turn([G, C, C, W], W, &[]);
    assert_eq!(t.asked(), [2]);
    t.act(2, Pass);
    // Seat 2's roll has gold: seat 1 takes it without being asked, seat 0 passes.
    t.turn([G, C, C, W], W, &[]);
    assert_eq!(t.asked(), none);
    assert!(t.events.iter().any(|e| matches!(
        e,
        RwEvent::Copied {
            player: 1,
            resource: G,
            auto: true,
            ..
        }
    )));
    assert_eq!(t.game.sheet(1).copied[1], Some(G));
    t.turn([C, C, S, W], W, &[]);
    t.act(2, Pass);
    t.turn([C, C, S, W], W, &[]);
    t.act(2, Pass);
    // Without gold on offer, seat 1 is asked.
    t.turn([C, C, S, W], W, &[]);
    assert_eq!(t.asked(), [1]);
}

#[test]
fn a_seat_cannot_act_out_of_turn_and_chance_cannot_act_for_a_seat() {
    let mut t = Table::new(2, 0);
    t.roll([C, S, G, W]);
    t.refused(1, RwAction::Terrain { resource: C }, RwError::NotYourTurn);
    let before = t.game.clone();
    assert_eq!(
        t.game
            .apply(Who::Chance, &RwAction::Terrain { resource: C }),
        Err(RwError::BadChance)
    );
    assert_eq!(t.game, before);
}

// End of the game: scores by category; a tie shares the win.

#[test]
fn a_tied_final_score_is_a_shared_win() {
    let mut t = Table::new(3, 0);
    for _ in 0..6 {
        for _ in 0..3 {
            t.turn([C, S, G, W], W, &[]);
            t.all_pass();
        }
    }
    assert_eq!(t.game.winners(), vec![0, 1, 2]);
}

/// Two of three players tie on the best total: both win, the third does not.
#[test]
fn a_tie_for_the_best_total_is_shared_by_the_tied_players_only() {
    let mut t = Table::new(3, 0);
    for _ in 0..6 {
        t.turn([W, W, C, S], W, &[Camp]);
        t.all_pass();
        t.turn([W, W, C, S], W, &[Camp]);
        t.all_pass();
        t.turn([W, W, C, S], W, &[]);
        t.all_pass();
    }
    assert_eq!(t.game.phase(), Phase::Over);
    assert_eq!(t.total(0), t.total(1));
    assert!(t.total(2) < t.total(0));
    assert_eq!(t.game.winners(), vec![0, 1]);
}

#[test]
fn scores_come_by_category() {
    let t = Table::new(2, 0);
    let keys: Vec<_> = t.game.scores()[0]
        .lines
        .iter()
        .map(|l| l.key.clone())
        .collect();
    assert_eq!(
        keys,
        ["claims", "majorities", "contracts", "shipping", "offices"]
    );
}
