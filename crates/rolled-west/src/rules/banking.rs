//! Rule 3B and 4: the end of a turn and banking between turns, from a neighbour's roll or
//! the 2-player ghost roll.
//!
//! Who may bank from a roll: every other player (4 players: the roller's two neighbours,
//! never the seat across), who has not banked since their own last turn and still has a
//! turn to come. The Claim Jumper banks the dearest resource of every roll it is offered,
//! the player's and the ghost's, into its stash, not one a window (its one edge, calibrated
//! in RULES-NOTES.md, "Solo"). The answers are gathered all at once and told together, so
//! nobody answers knowing another's.

use saloon_core::Events;

use super::{Offer, Phase, RolledWest, RwAction, RwError, RwEvent, Source};
use crate::content::Resource;
use crate::sheet::{AutoBank, TURNS};

impl RolledWest {
    /// Whether `player` may bank between turns from a roll by `roller` (`None`: the ghost).
    pub fn may_copy(&self, player: u8, roller: Option<u8>) -> bool {
        let sheet = &self.sheets[usize::from(player)];
        let neighbour = match roller {
            None => true,
            Some(r) if r == player => false,
            Some(r) => self.sheet_count < 4 || (r + 1) % 4 == player || (player + 1) % 4 == r,
        };
        if Some(player) == self.jumper() {
            // The Claim Jumper's one edge: it banks from every roll it is offered, not one a
            // window (calibrated: RULES-NOTES.md, "Solo").
            return neighbour && sheet.turns < TURNS;
        }
        player < self.seats && neighbour && !sheet.window_used && sheet.turns < TURNS
    }

    /// The roller ends the turn: unspent dice are lost, and the roll goes on offer.
    pub(super) fn end_turn<E: Events<RwEvent>>(&mut self, events: &mut E) {
        let player = self.roller;
        let fresh = self.fresh_box();
        let sheet = &mut self.sheets[usize::from(player)];
        if let Some(r) = fresh.and_then(|t| sheet.banked[usize::from(t)]) {
            sheet.stock[r.index()] += 1;
        }
        sheet.turns += 1;
        sheet.window_used = false;
        self.pref_changed = 0;
        events.tell(|| RwEvent::TurnEnded { player });
        let terrain = self.terrain.map_or(0, usize::from);
        let mut dice = [None; 3];
        for (slot, i) in (0..4).filter(|&i| i != terrain).enumerate() {
            dice[slot] = Some(self.dice[i]);
        }
        self.open_offer(false, dice, events);
    }

    /// Puts `dice` on offer to whoever may bank from them, answers for those whose auto-bank
    /// preference decides, and moves on when nobody is left to ask.
    pub(super) fn open_offer<E: Events<RwEvent>>(
        &mut self,
        ghost: bool,
        dice: [Option<Resource>; 3],
        events: &mut E,
    ) {
        let roller = (!ghost).then_some(self.roller);
        self.offer = Offer {
            ghost,
            dice,
            ..Offer::default()
        };
        for p in 0..self.sheet_count {
            if !self.may_copy(p, roller) {
                continue;
            }
            self.offer.asked |= 1 << p;
            let auto = match self.sheets[usize::from(p)].auto_bank {
                _ if Some(p) == self.jumper() => Some(Self::jumper_copy(&dice)),
                AutoBank::Ask => None,
                AutoBank::Never => Some(None),
                AutoBank::Take { resource } => {
                    dice.contains(&Some(resource)).then_some(Some(resource))
                }
            };
            if let Some(choice) = auto {
                self.offer.answered |= 1 << p;
                self.offer.auto |= 1 << p;
                self.offer.choice[usize::from(p)] = choice;
            }
        }
        self.phase = Phase::Offer;
        self.close_offer_if_answered(events);
    }

    /// One answer to the offer.
    pub(super) fn answer<E: Events<RwEvent>>(
        &mut self,
        player: u8,
        action: &RwAction,
        events: &mut E,
    ) -> Result<(), RwError> {
        let choice = match *action {
            RwAction::Copy { resource } => {
                if !self.offer.dice.contains(&Some(resource)) {
                    return Err(RwError::NotOffered);
                }
                Some(resource)
            }
            RwAction::Pass => None,
            RwAction::AutoBank { pref } => return self.set_pref(player, pref, events),
            _ => return Err(RwError::WrongPhase),
        };
        self.offer.answered |= 1 << player;
        self.offer.choice[usize::from(player)] = choice;
        self.pref_changed &= !(1 << player);
        events.tell(|| RwEvent::Answered { player });
        self.close_offer_if_answered(events);
        Ok(())
    }

    fn close_offer_if_answered<E: Events<RwEvent>>(&mut self, events: &mut E) {
        if self.offer.answered != self.offer.asked {
            return;
        }
        let from = if self.offer.ghost {
            Source::Ghost
        } else {
            Source::Roll {
                player: self.roller,
            }
        };
        for p in 0..self.sheet_count {
            if self.offer.asked & (1 << p) == 0 {
                continue;
            }
            let Some(resource) = self.offer.choice[usize::from(p)] else {
                continue;
            };
            let auto = self.offer.auto & (1 << p) != 0;
            if Some(p) == self.jumper() {
                // The Claim Jumper's bank is its stash.
                self.stash[resource.index()] += 1;
            } else {
                let sheet = &mut self.sheets[usize::from(p)];
                sheet.copied[usize::from(sheet.turns)] = Some(resource);
                sheet.stock[resource.index()] += 1;
                sheet.window_used = true;
            }
            events.tell(|| RwEvent::Copied {
                player: p,
                resource,
                from,
                auto,
            });
        }
        self.pref_changed = 0;
        self.after_offer(events);
    }
}
