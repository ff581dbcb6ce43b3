//! Rule 2 and 3A-B: the terrain die, then spending and the own-turn bank.

use saloon_core::Events;

use super::{Phase, RolledWest, RwAction, RwError, RwEvent};
use crate::content::{claim_row, content, Counts, Resource, CLAIM_SPACES, SHIPPING_BOXES};
use crate::sheet::TURNS;

/// How a purchase would be paid: which rolled dice (bit per die) and how many banked
/// resources of each kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Payment {
    pub dice: u8,
    pub bank: Counts,
}

impl RolledWest {
    /// Contracts taken by anyone (bit per id): each sheet marks its own.
    pub(crate) fn contracts_taken(&self) -> u16 {
        self.sheets.iter().fold(0, |m, s| m | s.contracts)
    }

    /// Offices taken by anyone (bit per id).
    pub(crate) fn offices_taken(&self) -> u16 {
        self.sheets.iter().fold(0, |m, s| m | s.offices)
    }

    /// The sheet that holds the bit `id` of `mask` (contracts or offices), if any.
    pub(crate) fn owner(
        &self,
        id: usize,
        mask: impl Fn(&crate::sheet::Sheet) -> u16,
    ) -> Option<u8> {
        (0..self.sheet_count).find(|&p| mask(&self.sheets[usize::from(p)]) & (1 << id) != 0)
    }

    /// The roller's rolled dice still free to spend, by kind.
    pub(crate) fn rolled_free(&self) -> Counts {
        let free_dice = self.free_dice();
        let mut free = [0; 4];
        for (i, d) in self.dice.iter().enumerate() {
            free[d.index()] += (free_dice >> i) & 1;
        }
        free
    }

    /// The rolled dice neither set aside as terrain nor spent or banked (bit per die).
    fn free_dice(&self) -> u8 {
        let terrain = self.terrain.map_or(0, |t| 1 << t);
        !(self.used | terrain) & 0b1111
    }

    fn die_free(&self, i: usize) -> bool {
        self.free_dice() & (1 << i) != 0
    }

    /// The white box of the roller's turn in progress: banked this turn, not yet spendable.
    pub(crate) fn fresh_box(&self) -> Option<u8> {
        self.turn
            .banked
            .then(|| self.sheets[usize::from(self.roller)].turns)
    }

    /// What the roller may spend now: free rolled dice plus the bank, by kind.
    pub fn available(&self) -> Counts {
        self.available_with(self.rolled_free())
    }

    /// [`RolledWest::available`] from the free rolled dice already counted.
    pub(super) fn available_with(&self, rolled: Counts) -> Counts {
        let bank = self.sheets[usize::from(self.roller)].stock;
        std::array::from_fn(|i| rolled[i] + bank[i])
    }

    /// How `cost` would be paid now: rolled dice first (they are lost at the end of the
    /// turn, banked ones are not), then the bank; `None` if it cannot be.
    pub(crate) fn payment(&self, cost: Counts) -> Option<Payment> {
        let bank = self.sheets[usize::from(self.roller)].stock;
        let free_dice = self.free_dice();
        let mut pay = Payment::default();
        for r in Resource::ALL {
            let mut need = cost[r.index()];
            if need == 0 {
                continue;
            }
            for (i, d) in self.dice.iter().enumerate() {
                if need > 0 && *d == r && free_dice & (1 << i) != 0 {
                    pay.dice |= 1 << i;
                    need -= 1;
                }
            }
            if need > bank[r.index()] {
                return None;
            }
            pay.bank[r.index()] = need;
        }
        Some(pay)
    }

    pub(crate) fn pay(&mut self, cost: Counts) -> Result<(), RwError> {
        let pay = self.payment(cost).ok_or(RwError::CannotPay)?;
        let fresh = self.fresh_box();
        self.used |= pay.dice;
        let sheet = &mut self.sheets[usize::from(self.roller)];
        for r in Resource::ALL {
            sheet.spend_bank(r, pay.bank[r.index()], fresh);
        }
        Ok(())
    }

    pub(super) fn terrain_row(&self) -> Option<Resource> {
        self.terrain.map(|t| self.dice[usize::from(t)])
    }

    /// The die choosing `resource` as terrain sets aside: the first one showing it.
    pub(super) fn terrain_die(&self, resource: Resource) -> Option<u8> {
        self.dice
            .iter()
            .position(|&d| d == resource)
            .map(|i| i as u8)
    }

    /// The cost of each spending action, and whether the rules allow it now (apart from
    /// paying).
    pub(crate) fn spend_cost(&self, action: &RwAction) -> Result<Counts, RwError> {
        let sheet = &self.sheets[usize::from(self.roller)];
        match *action {
            RwAction::Camp | RwAction::Settlement => {
                let settlement = *action == RwAction::Settlement;
                if self.turn.claimed {
                    return Err(RwError::ClaimMade);
                }
                let row = self.terrain_row().ok_or(RwError::WrongPhase)?;
                let spaces = 1 + u8::from(settlement);
                if usize::from(sheet.marks(row) + spaces) > CLAIM_SPACES {
                    return Err(RwError::RowFull);
                }
                let c = content();
                Ok(if settlement {
                    c.settlement_cost
                } else {
                    c.camp_cost
                })
            }
            RwAction::Contract { id } => {
                if self.turn.contracted {
                    return Err(RwError::ContractMade);
                }
                let c = content()
                    .contracts
                    .get(usize::from(id))
                    .ok_or(RwError::NoSuchId)?;
                if self.contracts_taken() & (1 << id) != 0 {
                    return Err(RwError::Taken);
                }
                Ok(c.cost)
            }
            RwAction::Office { id } => {
                if self.turn.officed {
                    return Err(RwError::OfficeBought);
                }
                let o = content()
                    .offices
                    .get(usize::from(id))
                    .ok_or(RwError::NoSuchId)?;
                if self.offices_taken() & (1 << id) != 0 {
                    return Err(RwError::Taken);
                }
                Ok(o.cost())
            }
            RwAction::Ship { metal } => {
                let m = metal.metal_index().ok_or(RwError::NotAMetal)?;
                if usize::from(sheet.shipped[m]) >= SHIPPING_BOXES {
                    return Err(RwError::RowComplete);
                }
                let mut c = [0; 4];
                c[metal.index()] = 1;
                Ok(c)
            }
            _ => Err(RwError::WrongPhase),
        }
    }

    /// Every affordable spending action, in `RwAction` order.
    pub(crate) fn each_spend(&self, f: impl FnMut(RwAction)) {
        Self::each_in(self.spend_mask(), f);
    }

    pub(super) fn bank_allowed(&self) -> Result<(), RwError> {
        if self.turn.banked {
            Err(RwError::AlreadyBanked)
        } else if self.sheets[usize::from(self.roller)].turns + 1 >= TURNS {
            Err(RwError::LastTurn)
        } else {
            Ok(())
        }
    }

    /// The roller's own turn: the terrain, then spending, banking and the end.
    pub(super) fn play_turn<E: Events<RwEvent>>(
        &mut self,
        action: &RwAction,
        events: &mut E,
    ) -> Result<(), RwError> {
        let player = self.roller;
        match (self.phase, *action) {
            (Phase::Terrain, RwAction::Terrain { resource }) => {
                let die = self.terrain_die(resource).ok_or(RwError::NotRolled)?;
                self.terrain = Some(die);
                self.phase = Phase::Spend;
                events.tell(|| RwEvent::TerrainChosen { player, resource });
                Ok(())
            }
            (Phase::Spend, RwAction::EndTurn) => {
                self.end_turn(events);
                Ok(())
            }
            (Phase::Spend, RwAction::AutoBank { pref }) => self.set_pref(player, pref, events),
            (Phase::Spend, RwAction::Bank { resource }) => {
                self.bank_allowed()?;
                let die = (0..4)
                    .find(|&i| self.dice[i] == resource && self.die_free(i))
                    .ok_or(RwError::NotRolled)?;
                self.used |= 1 << die;
                self.turn.banked = true;
                let sheet = &mut self.sheets[usize::from(player)];
                sheet.banked[usize::from(sheet.turns)] = Some(resource);
                events.tell(|| RwEvent::Banked { player, resource });
                Ok(())
            }
            (Phase::Spend, a) => {
                let cost = self.spend_cost(&a)?;
                self.pay(cost)?;
                self.buy(player, a, events);
                Ok(())
            }
            _ => Err(RwError::WrongPhase),
        }
    }

    /// Marks a paid-for purchase on `player`'s sheet (and crosses it off everyone else's).
    pub(crate) fn buy<E: Events<RwEvent>>(&mut self, player: u8, action: RwAction, events: &mut E) {
        // Double boxes whose higher number anyone circled: each sheet marks its own.
        let firsts_taken = self.sheets.iter().fold(0u16, |m, s| m | s.firsts);
        let sheet = &mut self.sheets[usize::from(player)];
        match action {
            RwAction::Camp | RwAction::Settlement => {
                let settlement = action == RwAction::Settlement;
                let Some(row) = self.terrain.map(|t| self.dice[usize::from(t)]) else {
                    return;
                };
                let first = sheet.filled[row.index()];
                let spaces = 1 + u8::from(settlement);
                sheet.filled[row.index()] += spaces;
                if settlement {
                    sheet.circles[row.index()] |= 1 << (first + 1);
                }
                let values = claim_row(row).spaces;
                let points = values[usize::from(first)..usize::from(first + spaces)]
                    .iter()
                    .sum();
                self.turn.claimed = true;
                events.tell(|| RwEvent::Built {
                    player,
                    row,
                    settlement,
                    first,
                    points,
                });
            }
            RwAction::Contract { id } => {
                sheet.contracts |= 1 << id;
                self.turn.contracted = true;
                let points = content().contracts[usize::from(id)].points;
                events.tell(|| RwEvent::ContractTaken { player, id, points });
            }
            RwAction::Office { id } => {
                sheet.offices |= 1 << id;
                self.turn.officed = true;
                events.tell(|| RwEvent::OfficeTaken { player, id });
            }
            RwAction::Ship { metal } => {
                let Some(m) = metal.metal_index() else { return };
                let at = usize::from(sheet.shipped[m]);
                sheet.shipped[m] += 1;
                let row = &content().shipping[m];
                let mut first = false;
                if row.double[at] {
                    let bit = 1 << (5 * m + at);
                    if firsts_taken & bit == 0 {
                        sheet.firsts |= bit;
                        first = true;
                    }
                }
                let points = sheet.box_points(m, at);
                events.tell(|| RwEvent::Shipped {
                    player,
                    metal,
                    at: at as u8,
                    points,
                    first,
                });
            }
            _ => {}
        }
    }
}
