//! Solo: the Claim Jumper's fixed priorities (`games/rolled-west.md`, "Solo") and how a solo
//! game is won and ranked.

use crate::common::{Table, C, G, S, W};
use saloon_core::{play_randomly, Game, GameRng};
use saloon_rolled_west::{Phase, RolledWest, RwAction, RwEvent, RwOptions};

/// The Jumper (sheet 1) goes first and rolls `dice`; the player then passes its offer.
fn jumper_rolls(t: &mut Table, dice: [saloon_rolled_west::Resource; 4]) {
    assert_eq!(t.game.roller(), 1, "the Jumper's turn");
    t.roll(dice);
}

#[test]
fn its_terrain_is_its_most_common_face_ties_to_the_dearer() {
    for (dice, terrain) in [
        ([C, C, S, S], S),
        ([W, W, G, C], W),
        ([C, S, G, W], G),
        ([C, C, C, G], C),
    ] {
        let mut t = Table::new(1, 1);
        jumper_rolls(&mut t, dice);
        let chosen = t.events.iter().find_map(|e| match e {
            RwEvent::TerrainChosen {
                player: 1,
                resource,
            } => Some(*resource),
            _ => None,
        });
        assert_eq!(chosen, Some(terrain), "{dice:?}");
    }
}

#[test]
fn it_camps_with_wood_then_buys_an_office_before_shipping() {
    let mut t = Table::new(1, 1);
    jumper_rolls(&mut t, [G, W, C, S]);
    let jumper = *t.game.sheet(1);
    assert_eq!(
        jumper.filled,
        [0, 0, 0, 1],
        "a camp in the gold row, its terrain"
    );
    assert_eq!(
        t.game.view(None).office_owner[1],
        Some(1),
        "copper+silver, the cheapest"
    );
    assert_eq!(jumper.shipped, [0, 0, 0], "no metal left to ship");
    assert_eq!(t.game.stash(), [0; 4]);
}

#[test]
fn it_ships_one_of_each_metal_it_still_holds_and_keeps_the_rest() {
    let mut t = Table::new(1, 1);
    jumper_rolls(&mut t, [W, W, W, C]);
    let jumper = *t.game.sheet(1);
    assert_eq!(jumper.filled, [1, 0, 0, 0], "a camp in the wood row");
    assert_eq!(jumper.shipped, [1, 0, 0], "its one copper shipped");
    assert_eq!(t.game.stash(), [1, 0, 0, 0], "one wood kept for later");
}

#[test]
fn it_keeps_what_it_cannot_use_in_its_stash_and_takes_the_richest_contract() {
    let mut t = Table::new(1, 1);
    // Gold, gold, gold, gold: terrain gold, three gold kept; it buys the gold+gold office
    // (a pair, the diagonal one) and ships one gold.
    jumper_rolls(&mut t, [G, G, G, G]);
    assert_eq!(t.game.view(None).office_owner[8], Some(1));
    assert_eq!(t.game.sheet(1).shipped, [0, 0, 1]);
    assert_eq!(t.game.stash(), [0; 4]);
    t.act(0, RwAction::Copy { resource: G });
    // The player's roll: the Jumper banks its dearest resource (gold) from it.
    t.turn([G, G, C, W], W, &[]);
    assert_eq!(t.game.stash(), [0, 0, 0, 1]);
    t.ghost([G, G, S]);
    // The player's window opened again at the end of its turn: it is asked, and the Jumper's
    // bank is told with the player's answer.
    assert_eq!(t.asked(), [0]);
    assert_eq!(t.game.stash(), [0, 0, 0, 1]);
    t.act(0, RwAction::Pass);
    assert_eq!(t.game.stash(), [0, 0, 0, 2]);
    assert_eq!(t.game.phase(), Phase::Roll);
    // Three more gold: five in the stash pay the 5-gold contract (15), the richest.
    jumper_rolls(&mut t, [G, G, G, G]);
    assert!(t.game.sheet(1).has_contract(8));
    assert_eq!(t.game.sheet(1).shipped, [0, 0, 1], "no gold left to ship");
}

#[test]
fn without_a_pair_it_buys_the_cheapest_office() {
    let mut t = Table::new(1, 1);
    jumper_rolls(&mut t, [W, W, S, C]);
    // Terrain wood (two), camp with the other wood, no contract; copper+silver is the
    // cheapest office (row-major before silver+copper).
    assert_eq!(t.game.view(None).office_owner[1], Some(1));
    assert_eq!(t.game.sheet(1).filled, [1, 0, 0, 0]);
}

#[test]
fn it_takes_a_seat_in_turn_order_and_the_ghost_roll() {
    let mut t = Table::new(1, 0);
    assert_eq!(t.game.players(), 1);
    t.turn([C, S, G, W], W, &[]);
    // The Jumper banked gold from the player's roll; then its own turn follows at once.
    assert_eq!(t.game.stash(), [0, 0, 0, 1]);
    assert_eq!(t.game.roller(), 1);
    t.roll([C, C, C, W]);
    assert_eq!(t.asked(), [0], "the player may bank from the Jumper's roll");
    t.act(0, RwAction::Pass);
    assert_eq!(t.game.phase(), Phase::Ghost);
}

#[test]
fn a_solo_game_is_won_by_beating_the_jumper_and_ranks_by_score() {
    let mut t = Table::new(1, 0);
    while t.game.phase() != Phase::Over {
        match t.game.phase() {
            Phase::Roll => t.roll([C, C, C, C]),
            Phase::Ghost => t.ghost([C, C, C]),
            Phase::Terrain => t.act(0, RwAction::Terrain { resource: C }),
            Phase::Spend => t.act(0, RwAction::EndTurn),
            Phase::Offer => t.act(0, RwAction::Pass),
            _ => unreachable!(),
        }
    }
    let scores = t.game.sheet_scores();
    assert!(
        scores[1].total > scores[0].total,
        "the Jumper scored, the player did not"
    );
    assert_eq!(
        t.game.winners(),
        Vec::<u8>::new(),
        "a lost solo game has no winner"
    );
    assert_eq!(t.game.scores().len(), 1, "one seat's score: the player's");
    assert_eq!(
        t.game.view(Some(0)).winning_sheets,
        vec![1],
        "the view names the Jumper's sheet as the winner, for the end table"
    );
    assert_eq!(RolledWest::solo_rank(0), Some("greenhorn"));
    assert_eq!(RolledWest::solo_rank(55), Some("prospector"));
    assert_eq!(RolledWest::solo_rank(78), Some("silver-baron"));
}

/// The end table stars whoever the view names: the player's sheet when it beat the Jumper,
/// the Jumper's otherwise (a tie included); nobody before the end.
#[test]
fn the_view_names_the_winning_sheet_among_the_players_and_the_jumper() {
    let mut lost = 0;
    for seed in 0..60 {
        let mut game = RolledWest::new(&RwOptions::default(), 1).expect("solo");
        let mut chance = GameRng::chance(seed);
        let mut picker = GameRng::stream(seed, 9);
        assert!(game.view(Some(0)).winning_sheets.is_empty());
        play_randomly(&mut game, &mut chance, &mut picker).expect("a whole game");
        let totals: Vec<i32> = game.sheet_scores().iter().map(|s| s.total).collect();
        let want = if totals[0] > totals[1] {
            vec![0]
        } else {
            vec![1]
        };
        assert_eq!(
            game.view(Some(0)).winning_sheets,
            want,
            "seed {seed}: {totals:?}"
        );
        lost += usize::from(totals[0] <= totals[1]);
    }
    assert!(lost > 0, "random play loses to the Jumper");
    for players in 2..=4 {
        let mut game = RolledWest::new(&RwOptions::default(), players).expect("players");
        let mut chance = GameRng::chance(7);
        let mut picker = GameRng::stream(7, 9);
        play_randomly(&mut game, &mut chance, &mut picker).expect("a whole game");
        assert_eq!(
            game.view(None).winning_sheets,
            game.winners(),
            "{players} players"
        );
    }
}

/// Each band starts at its number: a point below is the band beneath.
#[test]
fn solo_ranks_change_exactly_at_each_band() {
    for (score, rank) in [
        (0, "greenhorn"),
        (54, "greenhorn"),
        (55, "prospector"),
        (62, "prospector"),
        (63, "claim-holder"),
        (69, "claim-holder"),
        (70, "mine-boss"),
        (77, "mine-boss"),
        (78, "silver-baron"),
        (200, "silver-baron"),
    ] {
        assert_eq!(RolledWest::solo_rank(score), Some(rank), "{score}");
    }
}
