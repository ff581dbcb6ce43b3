//! Solo: the Claim Jumper, Saloon's automaton (`games/rolled-west.md`). It takes the second
//! sheet and turns like a 2-player opponent, but decides by fixed priorities the moment its
//! dice are rolled: nothing about it is random apart from its dice.

use saloon_core::Events;

use super::{RolledWest, RwAction, RwEvent};
use crate::content::{content, covers, Counts, Resource};

/// Ties for the terrain and for pairs go to the dearer resource.
const DEAREST_FIRST: [Resource; 4] = [
    Resource::Gold,
    Resource::Silver,
    Resource::Copper,
    Resource::Wood,
];

/// An office's price by the metals' rarity (copper 1, silver 2, gold 3), for "the cheapest".
fn price(cost: &Counts) -> u32 {
    (1..4).map(|i| i as u32 * u32::from(cost[i])).sum()
}

impl RolledWest {
    /// The Jumper's terrain: its most common face, ties to the dearer.
    pub(crate) fn jumper_terrain(dice: &[Resource; 4]) -> Resource {
        let mut counts = [0u8; 4];
        for d in dice {
            counts[d.index()] += 1;
        }
        let most = counts.iter().copied().max().unwrap_or(0);
        DEAREST_FIRST
            .into_iter()
            .find(|r| counts[r.index()] == most)
            .unwrap_or(Resource::Gold)
    }

    /// The Jumper's turn on the dice just rolled: the terrain, the other three into its
    /// stash, a camp if it holds wood, the richest contract its stash pays or else an office
    /// (the diagonal one of a pair it holds first, else the cheapest), then one of each metal
    /// it still holds shipped.
    pub(super) fn play_jumper_turn<E: Events<RwEvent>>(&mut self, events: &mut E) {
        let player = self.roller;
        let resource = Self::jumper_terrain(&self.dice);
        let die = self.dice.iter().position(|&d| d == resource).unwrap_or(0);
        self.terrain = Some(die as u8);
        events.tell(|| RwEvent::TerrainChosen { player, resource });
        for (i, d) in self.dice.iter().enumerate() {
            if i != die {
                self.stash[d.index()] += 1;
            }
        }
        self.used = 0b1111 & !(1 << die);

        let wood = Resource::Wood.index();
        if self.stash[wood] > 0 && !self.sheets[usize::from(player)].claim_full(resource) {
            self.stash[wood] -= 1;
            self.buy(player, RwAction::Camp, events);
        }

        let taken = self.contracts_taken();
        let contract = (0..content().contracts.len())
            .filter(|&id| taken & (1 << id) == 0)
            .filter(|&id| covers(&self.stash, &content().contracts[id].cost))
            .max_by_key(|&id| (content().contracts[id].points, std::cmp::Reverse(id)));
        if let Some(id) = contract {
            self.take_from_stash(content().contracts[id].cost);
            self.buy(player, RwAction::Contract { id: id as u8 }, events);
        } else if let Some(id) = self.jumper_office() {
            self.take_from_stash(content().offices[id].cost());
            self.buy(player, RwAction::Office { id: id as u8 }, events);
        }

        for metal in Resource::METALS {
            let m = metal.index();
            let row_open = self.sheets[usize::from(player)].shipped[m - 1] < 5;
            if self.stash[m] > 0 && row_open {
                self.stash[m] -= 1;
                self.buy(player, RwAction::Ship { metal }, events);
            }
        }
    }

    /// What the Jumper banks from a roll on offer: the dearest resource.
    pub(crate) fn jumper_copy(dice: &[Option<Resource>; 3]) -> Option<Resource> {
        DEAREST_FIRST.into_iter().find(|r| dice.contains(&Some(*r)))
    }

    fn take_from_stash(&mut self, cost: Counts) {
        for (s, c) in self.stash.iter_mut().zip(cost) {
            *s -= c;
        }
    }

    /// The office the Jumper buys: the diagonal office of a metal it holds a pair of
    /// (dearest first), else the cheapest it can pay (row-major on a tie).
    fn jumper_office(&self) -> Option<usize> {
        let taken = self.offices_taken();
        let free = |id: usize| taken & (1 << id) == 0;
        let diagonal = DEAREST_FIRST
            .into_iter()
            .filter_map(|r| r.metal_index().map(|m| (r, 4 * m)))
            .find(|&(r, id)| self.stash[r.index()] >= 2 && free(id));
        if let Some((_, id)) = diagonal {
            return Some(id);
        }
        (0..content().offices.len())
            .filter(|&id| free(id) && covers(&self.stash, &content().offices[id].cost()))
            .min_by_key(|&id| (price(&content().offices[id].cost()), id))
    }
}

/// The Jumper's choices where its priorities leave a question: set up its stash and the
/// table, then roll its dice (its turn is played inside that chance step).
#[cfg(test)]
mod tests {
    use saloon_core::{Game, Who};

    use super::super::{Phase, RolledWest, RwAction, RwEvent, RwOptions};
    use crate::content::{Counts, Resource};
    use crate::sheet::Sheet;

    use Resource::{Copper as C, Gold as G, Wood as W};

    /// A solo game at the Jumper's first roll, with `stash` in its stash.
    fn jumper_to_roll(stash: Counts) -> RolledWest {
        let mut game = RolledWest::new(&RwOptions::default(), 1).expect("solo");
        game.apply(Who::Chance, &RwAction::First { player: 1 })
            .expect("the Jumper first");
        assert_eq!((game.phase, game.roller), (Phase::Roll, 1));
        game.stash = stash;
        game
    }

    fn roll(game: &mut RolledWest, dice: [Resource; 4]) -> Vec<RwEvent> {
        game.apply(Who::Chance, &RwAction::Roll { dice })
            .expect("the Jumper's roll")
    }

    fn contract_taken(events: &[RwEvent]) -> Option<u8> {
        events.iter().find_map(|e| match e {
            RwEvent::ContractTaken { player: 1, id, .. } => Some(*id),
            _ => None,
        })
    }

    fn office_taken(events: &[RwEvent]) -> Option<u8> {
        events.iter().find_map(|e| match e {
            RwEvent::OfficeTaken { player: 1, id } => Some(*id),
            _ => None,
        })
    }

    /// It takes the contract worth most among those its stash pays, not the first it pays
    /// nor the dearest in metal: five copper and four silver pay 4 copper (8), 2 copper + 2
    /// silver (9), 4 silver (10) and 5 copper (11).
    #[test]
    fn it_takes_the_richest_contract_its_stash_pays() {
        let mut game = jumper_to_roll([0, 5, 4, 0]);
        let events = roll(&mut game, [W, W, W, W]);
        assert_eq!(contract_taken(&events), Some(4), "5 copper, 11 points");
        assert_eq!(game.sheets[1].contracts, 1 << 4);
    }

    /// Two contracts worth the same: the one printed first on the sheet. Five copper, two
    /// silver and two gold pay both 5 copper (11, contract 4) and 2 silver + 2 gold (11,
    /// contract 5).
    #[test]
    fn on_equal_points_it_takes_the_contract_printed_first() {
        let mut game = jumper_to_roll([0, 5, 2, 2]);
        let events = roll(&mut game, [W, W, W, W]);
        assert_eq!(contract_taken(&events), Some(4));
        // The same stash with 5 copper taken by the player: 2 silver + 2 gold.
        let mut game = jumper_to_roll([0, 5, 2, 2]);
        game.sheets[0].contracts |= 1 << 4;
        let events = roll(&mut game, [W, W, W, W]);
        assert_eq!(contract_taken(&events), Some(5));
    }

    /// A pair of a metal whose diagonal office is taken: the next pair's diagonal, else the
    /// cheapest office it can pay.
    #[test]
    fn a_taken_diagonal_office_passes_to_the_next_pair_then_the_cheapest() {
        // Two gold, two silver, and the contract they pay (2 silver + 2 gold) taken; gold +
        // gold (office 8) is the player's: silver + silver (office 4).
        let mut game = jumper_to_roll([0, 0, 2, 2]);
        game.sheets[0].contracts |= 1 << 5;
        game.sheets[0].offices |= 1 << 8;
        let events = roll(&mut game, [W, W, W, W]);
        assert_eq!(office_taken(&events), Some(4));
        // One copper, two gold, gold + gold taken: no other pair, so the cheapest it pays,
        // copper + gold (office 2) before gold + copper (office 6), row-major.
        let mut game = jumper_to_roll([0, 1, 0, 2]);
        game.sheets[0].offices |= 1 << 8;
        let events = roll(&mut game, [W, W, W, W]);
        assert_eq!(office_taken(&events), Some(2));
        // With its own diagonal free it takes it.
        let mut game = jumper_to_roll([0, 1, 0, 2]);
        let events = roll(&mut game, [W, W, W, W]);
        assert_eq!(office_taken(&events), Some(8));
    }

    /// Its terrain row full (it never is after six camps, but the rule says what it does):
    /// no camp, and the wood stays in its stash.
    #[test]
    fn a_full_terrain_row_skips_the_camp_and_keeps_the_wood() {
        let mut game = jumper_to_roll([0; 4]);
        game.sheets[1].filled[G.index()] = 8;
        let before: Sheet = game.sheets[1];
        let events = roll(&mut game, [G, G, W, C]);
        assert!(!events.iter().any(|e| matches!(e, RwEvent::Built { .. })));
        assert_eq!(game.sheets[1].filled, before.filled);
        assert_eq!(game.stash[W.index()], 1, "the wood kept");
        // With room in the row it camps.
        let mut game = jumper_to_roll([0; 4]);
        game.sheets[1].filled[G.index()] = 7;
        roll(&mut game, [G, G, W, C]);
        assert_eq!(game.sheets[1].filled[G.index()], 8);
        assert_eq!(game.stash[W.index()], 0);
    }

    /// A solo game the player ties is the Jumper's: the player wins only by beating it.
    #[test]
    fn a_tie_with_the_jumper_is_the_jumpers() {
        let mut game = jumper_to_roll([0; 4]);
        game.phase = Phase::Over;
        // The same claims (a shared majority) and a 10-point contract each.
        for sheet in [0, 1] {
            game.sheets[sheet].filled[W.index()] = 4;
        }
        game.sheets[0].contracts = 1 << 2;
        game.sheets[1].contracts = 1 << 3;
        let totals: Vec<i32> = game.sheet_scores().iter().map(|s| s.total).collect();
        assert_eq!(totals, [22, 22]);
        assert_eq!(game.winning_sheets(), vec![1]);
        assert_eq!(game.winners(), Vec::<u8>::new());
        // A point more (the 11-point contract) and the player wins.
        game.sheets[0].contracts = 1 << 4;
        assert_eq!(game.winning_sheets(), vec![0]);
        assert_eq!(game.winners(), vec![0]);
    }
}
