//! The legal actions as one bit mask over a fixed table of every action a seat can take,
//! laid out in `RwAction` order: the k-th set bit is the k-th legal action. Playouts ask
//! for an action at every step, and a mask is counted and drawn from without listing
//! anything (the list of old, built action by action, was most of a random game's time).

use saloon_core::{GameRng, Seat};

use super::{Phase, RolledWest, RwAction};
use crate::content::{Resource, CLAIM_SPACES, CONTRACTS, OFFICES, SHIPPING_BOXES};
use crate::sheet::AutoBank;

const TERRAIN: u32 = 0;
const CAMP: u32 = TERRAIN + 4;
const SETTLEMENT: u32 = CAMP + 1;
const CONTRACT: u32 = SETTLEMENT + 1;
const OFFICE: u32 = CONTRACT + CONTRACTS as u32;
const SHIP: u32 = OFFICE + OFFICES as u32;
const BANK: u32 = SHIP + 3;
const END_TURN: u32 = BANK + 4;
const COPY: u32 = END_TURN + 1;
const PASS: u32 = COPY + 4;
const AUTO_BANK: u32 = PASS + 1;
const ACTIONS: usize = AUTO_BANK as usize + AutoBank::ALL.len();
// A mask is one u64.
const _: () = assert!(ACTIONS <= 64);

/// Every action a seat can take, at its bit of the mask.
static TABLE: [RwAction; ACTIONS] = table();

const fn table() -> [RwAction; ACTIONS] {
    let mut t = [RwAction::Pass; ACTIONS];
    t[CAMP as usize] = RwAction::Camp;
    t[SETTLEMENT as usize] = RwAction::Settlement;
    t[END_TURN as usize] = RwAction::EndTurn;
    let mut i = 0;
    while i < 4 {
        let resource = Resource::ALL[i];
        t[TERRAIN as usize + i] = RwAction::Terrain { resource };
        t[BANK as usize + i] = RwAction::Bank { resource };
        t[COPY as usize + i] = RwAction::Copy { resource };
        if i < 3 {
            t[SHIP as usize + i] = RwAction::Ship {
                metal: Resource::METALS[i],
            };
        }
        i += 1;
    }
    let mut id = 0;
    while id < CONTRACTS {
        t[CONTRACT as usize + id] = RwAction::Contract { id: id as u8 };
        id += 1;
    }
    let mut id = 0;
    while id < OFFICES {
        t[OFFICE as usize + id] = RwAction::Office { id: id as u8 };
        id += 1;
    }
    let mut p = 0;
    while p < AutoBank::ALL.len() {
        t[AUTO_BANK as usize + p] = RwAction::AutoBank {
            pref: AutoBank::ALL[p],
        };
        p += 1;
    }
    t
}

/// One bit per resource present among `dice`, from bit 0 (wood).
fn kinds(dice: impl IntoIterator<Item = Resource>) -> u64 {
    dice.into_iter().fold(0, |m, d| m | 1 << d.index())
}

impl RolledWest {
    /// Every legal action of `seat`, as bits of [`TABLE`].
    pub(super) fn legal_mask(&self, seat: Seat) -> u64 {
        if seat >= self.seats {
            return 0;
        }
        match self.phase {
            Phase::Terrain if seat == self.roller => kinds(self.dice) << TERRAIN,
            Phase::Spend if seat == self.roller => {
                self.spend_mask() | 1 << END_TURN | self.auto_bank_mask(seat)
            }
            Phase::Offer if self.asked(seat) => {
                kinds(self.offer.dice.into_iter().flatten()) << COPY
                    | 1 << PASS
                    | self.auto_bank_mask(seat)
            }
            _ => 0,
        }
    }

    /// The auto-bank preferences `seat` may change to: any but its own, once a decision.
    fn auto_bank_mask(&self, seat: Seat) -> u64 {
        if self.pref_changed & (1 << seat) != 0 {
            return 0;
        }
        let now = self.sheets[usize::from(seat)].auto_bank.index();
        (((1 << AutoBank::ALL.len()) - 1) & !(1 << now)) << AUTO_BANK
    }

    /// Every affordable spending action of the roller (claims, contracts, offices,
    /// shipments, the own-turn bank): the rules of [`RolledWest::spend_cost`], written out
    /// flat.
    pub(super) fn spend_mask(&self) -> u64 {
        let sheet = &self.sheets[usize::from(self.roller)];
        let rolled = self.rolled_free();
        let available = self.available_with(rolled);
        let mut mask = 0;
        if let (false, Some(row)) = (self.turn.claimed, self.terrain_row()) {
            let room = CLAIM_SPACES as u8 - sheet.marks(row);
            let wood = available[Resource::Wood.index()];
            mask |= u64::from(wood >= 1 && room >= 1) << CAMP;
            mask |= u64::from(wood >= 2 && room >= 2) << SETTLEMENT;
        }
        let (contracts, offices) = crate::content::content().affordable(&available);
        if !self.turn.contracted {
            mask |= u64::from(contracts & !self.contracts_taken()) << CONTRACT;
        }
        if !self.turn.officed {
            mask |= u64::from(offices & !self.offices_taken()) << OFFICE;
        }
        for (m, metal) in Resource::METALS.into_iter().enumerate() {
            let open = usize::from(sheet.shipped[m]) < SHIPPING_BOXES;
            mask |= u64::from(available[metal.index()] > 0 && open) << (SHIP + m as u32);
        }
        if self.bank_allowed().is_ok() {
            for r in Resource::ALL {
                mask |= u64::from(rolled[r.index()] > 0) << (BANK + r.index() as u32);
            }
        }
        mask
    }

    /// Calls `f` on every action of `mask`, in ascending order.
    pub(super) fn each_in(mask: u64, mut f: impl FnMut(RwAction)) {
        let mut rest = mask;
        while rest != 0 {
            f(TABLE[rest.trailing_zeros() as usize]);
            rest &= rest - 1;
        }
    }

    /// One action of `mask` drawn uniformly, as drawing an index into the list of them.
    pub(super) fn draw(mask: u64, rng: &mut GameRng) -> Option<RwAction> {
        let count = mask.count_ones() as usize;
        if count == 0 {
            return None;
        }
        let mut rest = mask;
        for _ in 0..rng.index(count) {
            rest &= rest - 1;
        }
        Some(TABLE[rest.trailing_zeros() as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_action_order_and_covers_every_player_action() {
        assert!(TABLE.windows(2).all(|w| w[0] < w[1]), "{TABLE:?}");
        assert_eq!(
            TABLE[ACTIONS - 1],
            RwAction::AutoBank {
                pref: AutoBank::ALL[5]
            }
        );
    }
}
