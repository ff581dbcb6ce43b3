//! Properties of the rules that need the state's insides: paying uses rolled dice before
//! banked ones, and that is never worse than any other way to pay.

use proptest::prelude::*;
use saloon_core::{Game, Who};

use super::{Phase, RolledWest, RwOptions};
use crate::content::{Counts, Resource};

fn resource() -> impl Strategy<Value = Resource> {
    prop_oneof![
        Just(Resource::Wood),
        Just(Resource::Copper),
        Just(Resource::Silver),
        Just(Resource::Gold)
    ]
}

/// A spending turn with `dice` rolled (die 0 the terrain) and `bank` in the roller's bank.
fn spending(dice: [Resource; 4], bank: Counts) -> RolledWest {
    let mut game = RolledWest::new(&RwOptions::default(), 2).expect("two players");
    game.phase = Phase::Spend;
    game.dice = dice;
    game.terrain = Some(0);
    for (r, n) in Resource::ALL.into_iter().zip(bank) {
        for _ in 0..n {
            let sheet = &mut game.sheets[0];
            let slot = sheet.copied.iter().position(Option::is_none).expect("room");
            sheet.copied[slot] = Some(r);
            sheet.stock[r.index()] += 1;
        }
    }
    game
}

proptest! {
    /// Whatever is bought, paying rolled dice first leaves a bank at least as large, kind by
    /// kind, as any other split between dice and bank: rolled dice left at the end of the turn
    /// are lost, banked ones are not.
    #[test]
    fn rolled_dice_first_is_never_worse(
        dice in proptest::array::uniform4(resource()),
        bank in proptest::array::uniform4(0u8..2),
        cost in proptest::array::uniform4(0u8..3),
    ) {
        let game = spending(dice, bank);
        let Some(pay) = game.payment(cost) else {
            // Unpayable: then no split pays it either.
            let free = game.rolled_free();
            prop_assert!((0..4).any(|i| cost[i] > free[i] + bank[i]));
            return Ok(());
        };
        let free = game.rolled_free();
        for i in 0..4 {
            // Any other split takes k rolled (k <= free, k <= cost) and the rest from the bank.
            for k in 0..=free[i].min(cost[i]) {
                let other_bank_used = cost[i] - k;
                prop_assert!(pay.bank[i] <= other_bank_used);
            }
        }
        let mut paid = game.clone();
        paid.pay(cost).expect("payable");
        let left = paid.sheets[0].stock;
        prop_assert_eq!(
            left,
            paid.sheets[0].recount_stock(None),
            "the kept stock matches the boxes"
        );
        for i in 0..4 {
            prop_assert_eq!(left[i], bank[i] - pay.bank[i]);
        }
    }

    /// The stock kept on the sheet always equals the boxes counted again, through random games.
    #[test]
    fn the_kept_stock_matches_the_boxes(seed in 0u64..200, players in 1usize..=4) {
        let mut game = RolledWest::new(&RwOptions::default(), players).expect("players");
        let mut chance = saloon_core::GameRng::chance(seed);
        let mut picker = saloon_core::GameRng::stream(seed, 1);
        while !game.is_over() {
            let (who, action) = match game.actor() {
                saloon_core::Actor::Chance => {
                    (Who::Chance, game.sample_chance(&mut chance).expect("chance"))
                }
                saloon_core::Actor::Seat(s) => {
                    (Who::Seat(s), game.random_action(s, &mut picker).expect("an action"))
                }
                saloon_core::Actor::Simultaneous(seats) => {
                    let action = game.random_action(seats[0], &mut picker).expect("an action");
                    (Who::Seat(seats[0]), action)
                }
                saloon_core::Actor::GameOver => break,
            };
            game.advance(who, &action).expect("legal");
            let fresh = game.fresh_box().filter(|_| game.phase == Phase::Spend);
            for (p, sheet) in game.sheets().iter().enumerate() {
                let fresh = fresh.filter(|_| p == usize::from(game.roller));
                prop_assert_eq!(sheet.stock, sheet.recount_stock(fresh));
            }
        }
    }
}

/// Solo: the player's sheet wins only above the Claim Jumper's; a tie is the Jumper's.
#[test]
fn a_solo_end_table_stars_the_player_only_above_the_jumper() {
    let mut game = RolledWest::new(&RwOptions::default(), 1).expect("solo");
    game.phase = Phase::Over;
    assert_eq!(game.winning_sheets(), vec![1], "a tie at 0");
    game.sheets[0].filled = [3, 3, 3, 3];
    assert_eq!(game.winning_sheets(), vec![0]);
    assert_eq!(game.winners(), vec![0]);
    game.sheets[1].filled = [3, 3, 3, 3];
    assert_eq!(game.winning_sheets(), vec![1], "the same sheet: a tie");
    assert!(game.winners().is_empty());
}

/// The view says which die each terrain sets aside (the first showing it) and where a claim
/// lands on the roller's sheet: a camp on the row's first empty space, a settlement's circle
/// on the next, as buying them does.
#[test]
fn the_view_carries_the_terrain_dice_and_the_claim_spaces() {
    use Resource::{Gold, Silver, Wood};
    let mut game = spending([Silver, Wood, Silver, Gold], [0; 4]);
    game.terrain = None;
    let view = game.view(Some(0));
    assert_eq!(view.terrain_dice, [Some(1), None, Some(0), Some(3)]);
    assert_eq!(view.claim, None, "no terrain chosen yet");

    game.terrain = Some(2);
    game.sheets[0].filled[Silver.index()] = 3;
    let claim = game.view(Some(1)).claim.expect("a terrain chosen");
    assert_eq!((claim.row, claim.camp, claim.settlement), (Silver, 3, 4));
    let mut built = game.clone();
    built.buy(0, super::RwAction::Settlement, &mut Vec::new());
    assert_eq!(built.sheets[0].filled[Silver.index()], 5);
    assert_ne!(
        built.sheets[0].circles[Silver.index()] & 1 << claim.settlement,
        0
    );
}
