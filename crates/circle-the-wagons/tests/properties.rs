//! Property tests: arbitrary actions from outside never panic, and a refused one changes
//! nothing; towns keep their geometric invariants whatever is placed.

use proptest::prelude::*;
use saloon_circle_the_wagons::scoring::largest_groups;
use saloon_circle_the_wagons::{deck, CircleTheWagons, CtwAction, CtwOptions, Town};
use saloon_core::{Actor, Game, Match, Who};

fn any_action() -> impl Strategy<Value = CtwAction> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..20).prop_map(|order| CtwAction::Deal { order }),
        any::<u8>().prop_map(|slot| CtwAction::ChooseStart { slot }),
        any::<u8>().prop_map(|slot| CtwAction::Take { slot }),
        (any::<i8>(), any::<i8>(), any::<bool>())
            .prop_map(|(x, y, upside_down)| CtwAction::Place { x, y, upside_down }),
    ]
}

proptest! {
    #[test]
    fn outside_actions_never_panic_and_refusals_change_nothing(
        seed in any::<u64>(),
        script in prop::collection::vec((any::<u8>(), any_action(), any::<bool>()), 1..120),
    ) {
        let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, seed).unwrap();
        for (seat, action, as_chance) in script {
            let before = m.state().clone();
            let who = if as_chance { Who::Chance } else { Who::Seat(seat % 3) };
            let mut probe = before.clone();
            let legal = match who {
                Who::Seat(s) => before.legal_actions(s).contains(&action),
                Who::Chance => false,
            };
            match probe.apply(who, &action) {
                Ok(_) => prop_assert!(legal, "accepted an action that was not listed: {action:?}"),
                Err(_) => {
                    prop_assert!(!legal, "refused a listed action: {action:?}");
                    prop_assert_eq!(&probe, &before);
                }
            }
            // Keep the game moving with a legal move so later steps test later phases.
            if let Actor::Seat(s) = m.state().actor() {
                let moves = m.state().legal_actions(s);
                let pick = moves[usize::from(seat) % moves.len()].clone();
                m.act(s, &pick).unwrap();
            }
        }
    }

    #[test]
    fn towns_show_at_most_four_cells_per_card_and_groups_fit_in_them(
        picks in prop::collection::vec((0usize..18, any::<u16>(), any::<bool>()), 1..15),
    ) {
        let mut town = Town::default();
        for (card, choice, upside_down) in &picks {
            let spots = town.legal_positions();
            let (x, y) = spots[usize::from(*choice) % spots.len()];
            prop_assert!(town.can_place(x, y));
            town.place(&deck()[*card], x, y, *upside_down);
        }
        let cells = town.cells().len();
        prop_assert!(cells >= 4 && cells <= 4 * picks.len());
        let groups: u32 = largest_groups(&town).iter().sum();
        prop_assert!(groups as usize <= cells);
        prop_assert_eq!(Town::from_placements(town.placements()), Some(town.clone()));
    }
}

/// The engine's own sampler picks the same action as the contract's default (list the legal
/// actions, draw an index) from the same stream, and draws the same numbers: random games
/// and playouts are the same games they were before it counted instead of listing.
#[test]
fn random_action_draws_what_listing_the_legal_actions_would() {
    use saloon_core::GameRng;
    for seed in 0..300 {
        let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, seed).unwrap();
        let mut picker = GameRng::stream(seed, 11);
        while let Actor::Seat(seat) = m.state().actor() {
            let state = m.state();
            let mut drawn_from = GameRng::stream(seed, picker.next_u64());
            let mut listed_from = drawn_from.clone();
            let drawn = state.random_action(seat, &mut drawn_from);
            let legal = state.legal_actions(seat);
            let listed = legal[listed_from.index(legal.len())].clone();
            assert_eq!(drawn.as_ref(), Some(&listed), "seed {seed}");
            assert_eq!(drawn_from.next_u64(), listed_from.next_u64(), "seed {seed}");
            let mut untouched = drawn_from.clone();
            assert_eq!(state.random_action(1 - seat, &mut drawn_from), None);
            assert_eq!(drawn_from.next_u64(), untouched.next_u64(), "seed {seed}");
            m.act(seat, &listed).unwrap();
        }
    }
}
