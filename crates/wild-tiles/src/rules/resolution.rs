//! Resolution: every path played out together, one beat at a time.
//!
//! A path of k steps plays steps 1..k-1 at beats 1..k-1 and step k in one final beat shared
//! by everyone after all the others. Within a beat every arrival resolves together: a card
//! already flipped this round gives nothing and costs nothing; a seat that cannot pay stops
//! where it is and the rest of its path is void; several on a card all pay and gain, except
//! on a bounty, where they bid in secret (bullets or lives, compared as plain numbers; the
//! highest pays its bid instead of the cost and takes the bounty; a tie at the top leaves
//! it and nobody pays). Paying the last bullet reloads the gun to 10 and gives up the
//! highest bounty (your choice between equal ones); paying the last heart is death, and the
//! game ends with that beat. After the final beat: untouched timed cards fill a slot (full,
//! they go), flipped cards and (from rules edition 3) open cards someone entered are
//! replaced (an empty deck takes the discards; none left, the place stays empty) and the
//! next round begins where the characters stopped.

use saloon_core::Events;

use super::planning::gain;
use super::{
    Arrival, Beat, Collision, Phase, Stake, WildTiles, WtError, WtEvent, MAX_LIVES, ROUNDS,
    START_BULLETS,
};
use crate::content::{card, card_in, gamble_outcome, Cost, Special};
use crate::grid::Dir;

impl WildTiles {
    pub(crate) fn start_resolution(&mut self, events: &mut impl Events<WtEvent>) {
        self.beats = self
            .players
            .iter()
            .filter(|p| p.alive)
            .map(|p| (p.plan.cells.len() as u8).saturating_sub(1))
            .max()
            .unwrap_or(0);
        self.collided_this_round = false;
        self.start_beat(1, self.beats == 0, events);
    }

    fn start_beat(&mut self, number: u8, last: bool, events: &mut impl Events<WtEvent>) {
        self.beat = Beat {
            number,
            last,
            ..Beat::default()
        };
        events.tell(|| WtEvent::BeatStarted { beat: number, last });
        if self.gang.is_some() {
            self.phase = Phase::GangMove;
        } else {
            self.arrive(events);
            self.resolve(events);
        }
    }

    /// The step each seat takes in this beat, if any: (index in its path, side arrived by).
    fn step_in_beat(&self, seat: u8) -> Option<(usize, Dir)> {
        let p = &self.players[usize::from(seat)];
        let len = p.plan.cells.len();
        if !p.alive || p.stopped || len == 0 {
            return None;
        }
        let index = if self.beat.last {
            len - 1
        } else {
            let i = usize::from(self.beat.number) - 1;
            if i + 1 >= len {
                return None;
            }
            i
        };
        let cell = p.plan.cells[index];
        let side = if index == 0 {
            match (p.plan.side, p.at) {
                (Some(side), _) => side,
                (None, Some(from)) => self.grid().step_dir(from, cell)?.opposite(),
                (None, None) => return None,
            }
        } else {
            self.grid()
                .step_dir(p.plan.cells[index - 1], cell)?
                .opposite()
        };
        Some((index, side))
    }

    /// This beat's arrivals: who cannot pay stops, who meets on a bounty bids.
    pub(crate) fn arrive(&mut self, events: &mut impl Events<WtEvent>) {
        let mut arrivals = Vec::new();
        for seat in 0..self.seats {
            let Some((index, side)) = self.step_in_beat(seat) else {
                continue;
            };
            let p = &self.players[usize::from(seat)];
            let cell = p.plan.cells[index];
            if let Some(cost) = self.live_cost(cell, side) {
                if super::planning::pay(cost, p.lives, p.bullets).is_none() {
                    self.players[usize::from(seat)].stopped = true;
                    events.tell(|| WtEvent::CannotPay { seat, cell });
                    continue;
                }
            }
            arrivals.push(Arrival {
                seat,
                cell,
                side,
                last: index + 1 == p.plan.cells.len(),
                entered: false,
            });
        }
        let gang_cell = self.gang.as_ref().and_then(|g| g.arriving);
        let mut collisions = Vec::new();
        for (i, a) in arrivals.iter().enumerate() {
            let together = arrivals.iter().filter(|b| b.cell == a.cell).count();
            if together > 1 {
                self.collided_this_round = true;
            }
            let first = arrivals[..i].iter().all(|b| b.cell != a.cell);
            let gang = gang_cell == Some(a.cell);
            if first && self.bounty_at(a.cell) && (together > 1 || gang) {
                collisions.push(Collision {
                    cell: a.cell,
                    seats: arrivals
                        .iter()
                        .filter(|b| b.cell == a.cell)
                        .map(|b| b.seat)
                        .collect(),
                    gang,
                    gang_bid: None,
                    bids: Vec::new(),
                    winner: None,
                    decided: false,
                });
            }
        }
        for c in &collisions {
            let (cell, seats, gang) = (c.cell, c.seats.clone(), c.gang);
            events.tell(|| WtEvent::Collided { cell, seats, gang });
        }
        if let Some(cell) = gang_cell {
            if self.bounty_at(cell) && !arrivals.iter().any(|a| a.cell == cell) {
                self.gang_takes(cell, events);
            }
        }
        self.beat.arrivals = arrivals;
        self.beat.collisions = collisions;
    }

    /// The cost of entering `cell` by `side` now, or `None` when it costs nothing (no card,
    /// or flipped this round).
    fn live_cost(&self, cell: u8, side: Dir) -> Option<Cost> {
        let c = &self.cells[usize::from(cell)];
        if c.flipped {
            return None;
        }
        c.card.map(|d| d.cost_from(side, self.options.edition))
    }

    fn bounty_at(&self, cell: u8) -> bool {
        let c = &self.cells[usize::from(cell)];
        !c.flipped && c.card.is_some_and(|d| card(d.card).is_bounty())
    }

    /// Carries the beat on until a seat or chance must act, or the game ends.
    pub(crate) fn resolve(&mut self, events: &mut impl Events<WtEvent>) {
        loop {
            if let Some(seat) =
                (0..self.seats).find(|&s| !self.players[usize::from(s)].give_up_from.is_empty())
            {
                self.phase = Phase::GiveUp { seat };
                return;
            }
            if self.beat.collisions.iter().any(|c| !c.decided) {
                let waiting = self.beat.collisions.iter().any(|c| {
                    !c.decided
                        && c.seats
                            .iter()
                            .any(|&s| self.players[usize::from(s)].bid.is_none())
                });
                if waiting {
                    self.phase = Phase::Bidding;
                    return;
                }
                if self
                    .beat
                    .collisions
                    .iter()
                    .any(|c| c.gang && c.gang_bid.is_none())
                {
                    self.phase = Phase::GangBid;
                    return;
                }
                self.decide_bids(events);
                continue;
            }
            let next = usize::from(self.beat.next);
            let Some(&arrival) = self.beat.arrivals.get(next) else {
                self.end_beat(events);
                return;
            };
            if !arrival.entered {
                self.beat.arrivals[next].entered = true;
                let gamble = self.enter(arrival, events);
                if gamble {
                    self.phase = Phase::Gamble { seat: arrival.seat };
                    return;
                }
                continue;
            }
            self.beat.next += 1;
        }
    }

    /// Shows every bid of the beat's collisions and settles who takes each bounty.
    fn decide_bids(&mut self, events: &mut impl Events<WtEvent>) {
        for i in 0..self.beat.collisions.len() {
            let c = &self.beat.collisions[i];
            if c.decided {
                continue;
            }
            let bids: Vec<(u8, Stake)> = c
                .seats
                .iter()
                .map(|&s| {
                    let stake = self.players[usize::from(s)]
                        .bid
                        .unwrap_or(Stake::Bullets { n: 0 });
                    (s, stake)
                })
                .collect();
            let mut offers: Vec<(Option<u8>, u8)> =
                bids.iter().map(|&(s, b)| (Some(s), b.amount())).collect();
            if let Some(die) = c.gang_bid {
                offers.push((None, die));
            }
            let top = offers.iter().map(|o| o.1).max().unwrap_or(0);
            let at_top: Vec<Option<u8>> =
                offers.iter().filter(|o| o.1 == top).map(|o| o.0).collect();
            let winner = (at_top.len() == 1).then(|| at_top[0]);
            let (cell, gang_bid) = (c.cell, c.gang_bid);
            let c = &mut self.beat.collisions[i];
            c.winner = winner;
            c.decided = true;
            c.bids = bids.clone();
            events.tell(|| WtEvent::BidsShown {
                cell,
                bids,
                gang_bid,
                winner: winner.flatten(),
                gang_won: winner == Some(None),
            });
            if winner == Some(None) {
                self.gang_takes(cell, events);
            }
        }
        for p in &mut self.players {
            p.bid = None;
        }
    }

    /// `arrival` pays, gains and triggers its card; true when a gamble's die must be rolled.
    fn enter(&mut self, arrival: Arrival, events: &mut impl Events<WtEvent>) -> bool {
        let Arrival {
            seat, cell, side, ..
        } = arrival;
        self.players[usize::from(seat)].at = Some(cell);
        events.tell(|| WtEvent::Moved { seat, cell });
        let place = self.cells[usize::from(cell)];
        self.cells[usize::from(cell)].touched = true;
        let Some(dealt) = place.card.filter(|_| !place.flipped) else {
            return false;
        };
        let c = card_in(self.options.edition, dealt.card);
        let collision = self.beat.collisions.iter().find(|k| k.cell == cell);
        let stake = match collision {
            Some(k) if k.winner == Some(Some(seat)) => {
                k.bids.iter().find(|(s, _)| *s == seat).map(|(_, b)| *b)
            }
            Some(_) => return false,
            None => None,
        };
        let (lives, bullets) = match stake {
            Some(Stake::Bullets { n }) => (0, n),
            Some(Stake::Lives { n }) => (n, 0),
            None => match dealt.cost_from(side, self.options.edition) {
                Cost::Bullets { n } => (0, n),
                Cost::Lives { n } => (n, 0),
                Cost::Half => (0, self.players[usize::from(seat)].bullets.div_ceil(2)),
                Cost::Blind | Cost::Sealed => (0, 0),
            },
        };
        if !self.pay_out(seat, cell, lives, bullets, events) {
            return false;
        }
        let p = &mut self.players[usize::from(seat)];
        (p.lives, p.bullets) = gain(p.lives, p.bullets, c.hearts, c.bullets);
        let (hearts, more) = (c.hearts, c.bullets);
        if hearts + more > 0 {
            events.tell(|| WtEvent::Gained {
                seat,
                cell,
                hearts,
                bullets: more,
            });
        }
        if c.special == Some(Special::Healer) && arrival.last {
            self.players[usize::from(seat)].lives = MAX_LIVES;
            events.tell(|| WtEvent::Healed { seat });
        }
        if c.is_bounty() {
            self.players[usize::from(seat)].kept.push(dealt.card);
            self.cells[usize::from(cell)].card = None;
            self.cells[usize::from(cell)].flipped = true;
            let card_index = dealt.card;
            events.tell(|| WtEvent::Took {
                seat,
                card: card_index,
            });
        } else if c.special != Some(Special::Open) {
            self.beat.entered.push(cell);
        }
        self.tell_standing(seat, events);
        c.special == Some(Special::Gamble)
    }

    /// Tells what `seat` holds now (see [`WtEvent::Standing`]).
    fn tell_standing(&self, seat: u8, events: &mut impl Events<WtEvent>) {
        let p = &self.players[usize::from(seat)];
        events.tell(|| WtEvent::Standing {
            seat,
            lives: p.lives,
            bullets: p.bullets,
            dollars: u16::try_from(p.dollars()).unwrap_or(0),
        });
    }

    /// `seat` pays `lives` and `bullets`: the last heart kills, the last bullet reloads.
    /// False when the seat died.
    fn pay_out(
        &mut self,
        seat: u8,
        cell: u8,
        lives: u8,
        bullets: u8,
        events: &mut impl Events<WtEvent>,
    ) -> bool {
        if lives + bullets > 0 {
            events.tell(|| WtEvent::Paid {
                seat,
                cell,
                lives,
                bullets,
            });
        }
        let p = &mut self.players[usize::from(seat)];
        p.lives = p.lives.saturating_sub(lives);
        p.bullets = p.bullets.saturating_sub(bullets);
        if lives + bullets > 0 {
            self.tell_standing(seat, events);
        }
        let p = &self.players[usize::from(seat)];
        if p.lives == 0 {
            self.die(seat, events);
            return false;
        }
        if p.bullets == 0 {
            self.empty_gun(seat, events);
        }
        true
    }

    fn die(&mut self, seat: u8, events: &mut impl Events<WtEvent>) {
        let p = &mut self.players[usize::from(seat)];
        p.alive = false;
        p.lives = 0;
        self.beat.death = true;
        events.tell(|| WtEvent::Died { seat });
    }

    /// The gun is empty: reload to 10 and give up the highest bounty, or ask which of the
    /// equal highest ones.
    fn empty_gun(&mut self, seat: u8, events: &mut impl Events<WtEvent>) {
        let p = &mut self.players[usize::from(seat)];
        p.bullets = START_BULLETS;
        p.empty_guns += 1;
        let tied = self.tied_highest(seat);
        if tied.len() > 1 {
            // The gun is full again now; which bounty goes waits for the seat's choice.
            self.players[usize::from(seat)].give_up_from = tied;
            self.tell_standing(seat, events);
            return;
        }
        let p = &mut self.players[usize::from(seat)];
        let highest = p
            .kept
            .iter()
            .enumerate()
            .max_by_key(|(_, &c)| card(c).dollars)
            .map(|(i, _)| i);
        let gave_up = highest.map(|i| p.kept.remove(i));
        if let Some(c) = gave_up {
            self.discard_card(c);
        }
        events.tell(|| WtEvent::Reloaded { seat, gave_up });
        self.tell_standing(seat, events);
    }

    /// The kept bounties tied for `seat`'s highest $, when more than one.
    pub(crate) fn tied_highest(&self, seat: u8) -> Vec<u8> {
        let kept = &self.players[usize::from(seat)].kept;
        let top = kept.iter().map(|&c| card(c).dollars).max().unwrap_or(0);
        let mut tied: Vec<u8> = kept
            .iter()
            .copied()
            .filter(|&c| card(c).dollars == top)
            .collect();
        tied.sort_unstable();
        if tied.len() > 1 {
            tied
        } else {
            Vec::new()
        }
    }

    pub(crate) fn give_up(
        &mut self,
        seat: u8,
        card_index: u8,
        events: &mut impl Events<WtEvent>,
    ) -> Result<(), WtError> {
        if !self.players[usize::from(seat)]
            .give_up_from
            .contains(&card_index)
        {
            return Err(WtError::NotTied);
        }
        let p = &mut self.players[usize::from(seat)];
        let at = p
            .kept
            .iter()
            .position(|&c| c == card_index)
            .ok_or(WtError::NotTied)?;
        p.kept.remove(at);
        p.give_up_from.clear();
        self.discard_card(card_index);
        events.tell(|| WtEvent::Reloaded {
            seat,
            gave_up: Some(card_index),
        });
        self.tell_standing(seat, events);
        self.resolve(events);
        Ok(())
    }

    pub(crate) fn bid(
        &mut self,
        seat: u8,
        stake: Stake,
        events: &mut impl Events<WtEvent>,
    ) -> Result<(), WtError> {
        let p = &self.players[usize::from(seat)];
        match stake {
            Stake::Bullets { n } if n > p.bullets => return Err(WtError::BidTooHigh),
            Stake::Lives { n } if n > p.lives => return Err(WtError::BidTooHigh),
            Stake::Lives { n: 0 } => return Err(WtError::ZeroLives),
            _ => {}
        }
        self.players[usize::from(seat)].bid = Some(stake);
        events.tell(|| WtEvent::BidPlaced { seat, stake });
        if self.all_in() {
            self.resolve(events);
        }
        Ok(())
    }

    pub(crate) fn gamble(&mut self, seat: u8, die: u8, events: &mut impl Events<WtEvent>) {
        events.tell(|| WtEvent::Gambled { seat, die });
        let (hearts, bullets) = gamble_outcome(die);
        let cell = self.players[usize::from(seat)].at.unwrap_or(0);
        if hearts < 0 || bullets < 0 {
            self.pay_out(
                seat,
                cell,
                hearts.unsigned_abs(),
                bullets.unsigned_abs(),
                events,
            );
        } else {
            let p = &mut self.players[usize::from(seat)];
            (p.lives, p.bullets) = gain(p.lives, p.bullets, hearts as u8, bullets as u8);
            self.tell_standing(seat, events);
        }
    }

    fn end_beat(&mut self, events: &mut impl Events<WtEvent>) {
        let mut entered = std::mem::take(&mut self.beat.entered);
        entered.sort_unstable();
        entered.dedup();
        for cell in entered {
            if let Some(dealt) = self.cells[usize::from(cell)].card.take() {
                self.discard_card(dealt.card);
            }
            self.cells[usize::from(cell)].flipped = true;
        }
        if let Some(g) = &mut self.gang {
            g.arriving = None;
        }
        if self.beat.death {
            self.finish(events);
        } else if !self.beat.last {
            let number = self.beat.number + 1;
            self.start_beat(number, number > self.beats, events);
        } else {
            self.end_round(events);
        }
    }

    fn end_round(&mut self, events: &mut impl Events<WtEvent>) {
        if self.collided_this_round {
            self.collision_rounds += 1;
        }
        for cell in 0..self.cells.len() {
            let place = self.cells[cell];
            // An open card was resolved by everyone who entered it this round; like every
            // resolved card it is replaced now (edition 3 on; it stayed all game before).
            if let Some(dealt) = place.card.filter(|d| {
                place.touched
                    && self.options.open_cards_leave()
                    && card(d.card).special == Some(Special::Open)
            }) {
                self.cells[cell].card = None;
                self.discard_card(dealt.card);
            }
            let place = self.cells[cell];
            if let Some(mut dealt) = place.card {
                let slots = card(dealt.card).slots;
                if slots > 0 && !place.touched && !place.flipped {
                    dealt.filled += 1;
                    let (c, filled) = (cell as u8, dealt.filled);
                    events.tell(|| WtEvent::TimerFilled { cell: c, filled });
                    if dealt.filled >= slots {
                        self.cells[cell].card = None;
                        self.discard_card(dealt.card);
                        let card_index = dealt.card;
                        events.tell(|| WtEvent::Vanished {
                            cell: c,
                            card: card_index,
                        });
                    } else {
                        self.cells[cell].card = Some(dealt);
                    }
                }
            }
            self.cells[cell].flipped = false;
            self.cells[cell].touched = false;
        }
        for p in &mut self.players {
            p.plan = super::Plan::default();
            p.locked = false;
            p.stopped = false;
            p.bid = None;
        }
        self.beat = Beat::default();
        if self.round >= ROUNDS {
            self.finish(events);
            return;
        }
        self.round += 1;
        self.phase = Phase::Dealing;
        self.after_deal(events);
    }
}
