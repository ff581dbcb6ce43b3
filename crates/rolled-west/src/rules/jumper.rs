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
