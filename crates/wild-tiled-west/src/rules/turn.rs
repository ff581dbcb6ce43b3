//! Turns and years (the rulebook's Overview, Mining Income, DRAFTING ROUNDS and MOVE THE
//! ROUND MARKER): how many dice and rounds, the automatic parts run after every action, a
//! year's income, the end of a turn and of the game.

use super::*;

impl WildTiledWest {
    pub(super) fn dice_for(players: usize) -> (usize, usize) {
        match players {
            1 | 2 => (2, 1),
            3 => (3, 1),
            4 => (3, 2),
            _ => (4, 2),
        }
    }

    pub(super) fn rounds_in(&self, year: u8) -> u8 {
        let per = content().scoreboard.rounds_per_year;
        per[usize::from(year.clamp(1, 4) - 1)]
    }

    /// The global round number at which `year` ends.
    pub(super) fn last_round_of(&self, year: u8) -> u8 {
        (1..=year).map(|y| self.rounds_in(y)).sum()
    }

    /// Where the round marker stands within its year: the round's number in the year (from
    /// 1) and how many rounds the year has (the scoreboard's track; the view shows it).
    pub(crate) fn round_of_year(&self) -> (u8, u8) {
        let year = self.year.clamp(1, 4);
        let before = self.last_round_of(year - 1);
        let of = self.rounds_in(year);
        (self.round.saturating_sub(before).clamp(1, of), of)
    }

    /// Points the current year's tussle wins (fewest bandits) or loses (most); 0 once the
    /// years are over.
    pub(crate) fn tussle_stake(&self) -> i32 {
        if self.stage == Stage::Over {
            return 0;
        }
        let points = content().scoreboard.tussle_points;
        usize::from(self.year)
            .checked_sub(1)
            .and_then(|i| points.get(i).copied())
            .unwrap_or(0)
    }

    /// Solo: the next round (counted over the game, this one included) whose start reveals a
    /// bandit card, while cards are left.
    pub(crate) fn next_bandit_reveal(&self) -> Option<u8> {
        if self.bandit_deck.is_empty() {
            return None;
        }
        content()
            .scoreboard
            .solo_bandit_rounds
            .iter()
            .copied()
            .find(|&r| r >= self.round)
    }

    /// The gold `seat`'s next Mining Income pays (its mining marker's space).
    pub(crate) fn mining_income(&self, seat: Seat) -> u8 {
        let space = self.players.get(usize::from(seat)).map(|p| p.mining);
        space
            .and_then(|m| content().mining.get(usize::from(m)))
            .map_or(0, |s| s.income)
    }

    // ---- the automatic parts -------------------------------------------------------

    /// Runs everything automatic until a decision or chance event is due.
    pub(super) fn settle(&mut self, events: &mut impl Events<WtwEvent>) {
        // Bounded: each pass either waits, or moves the game forward by a step.
        for _ in 0..10_000 {
            if self.stage == Stage::Over {
                self.queue.clear();
                return;
            }
            if self.auto_shoot(events) {
                continue;
            }
            match self.queue.front() {
                Some(Task::Decide(seat, d)) => {
                    if self.has_choice(*seat, d) {
                        return;
                    }
                    // Nothing fits (an alley with no room, a drafter with no tile that fits):
                    // the choice lapses.
                    let lapsed = self.queue.pop_front();
                    if matches!(lapsed, Some(Task::Decide(_, Decision::Draft))) {
                        self.queue.push_front(Task::EndTurn);
                    }
                }
                Some(Task::Chance(_)) => return,
                Some(Task::EndTurn) => {
                    self.queue.pop_front();
                    self.end_turn(events);
                }
                None => match self.stage {
                    Stage::Setup | Stage::Over => return,
                    Stage::KeepPartners => {
                        if !self.players.iter().all(|p| p.hidden_partner.is_some()) {
                            return;
                        }
                        if self.partner_supply.len() < PARTNER_SUPPLY
                            && !self.partner_deck.is_empty()
                        {
                            // The rulebook deals the three face-up partners after the
                            // discards are shuffled back into the deck, so a discard may
                            // come up: one chance draw at a time.
                            self.queue
                                .push_back(Task::Chance(Chance::DrawPartner { to: None }));
                        } else {
                            self.stage = Stage::Drafting;
                            self.begin_year(events);
                        }
                    }
                    // Drafting with an empty queue: the next drafting turn.
                    Stage::Drafting => self
                        .queue
                        .push_back(Task::Decide(self.drafter, Decision::Draft)),
                },
            }
        }
    }

    pub(super) fn begin_year(&mut self, events: &mut impl Events<WtwEvent>) {
        events.tell(|| WtwEvent::YearBegan { year: self.year });
        if self.year == 4 {
            for k in 0..self.players.len() {
                let seat = ((usize::from(self.first_player) + k) % self.players.len()) as Seat;
                self.queue.push_back(Task::Decide(seat, Decision::Income));
            }
        } else {
            for seat in 0..self.players.len() as Seat {
                self.take_income(seat, events);
            }
        }
        self.queue.push_back(Task::Chance(Chance::Roll));
    }

    pub(super) fn take_income(&mut self, seat: Seat, events: &mut impl Events<WtwEvent>) {
        let gold = self.mining_income(seat);
        let p = self.p(seat);
        p.gold = p.gold.saturating_add(gold);
        events.tell(|| WtwEvent::Income { seat, gold });
    }

    /// Moves up the mining track; reaching the hat asks for a second partner.
    pub(super) fn mine(&mut self, seat: Seat, pickaxes: u8, events: &mut impl Events<WtwEvent>) {
        let top = content().mining.len().saturating_sub(1) as u8;
        for _ in 0..pickaxes {
            let p = self.p(seat);
            if p.mining >= top {
                return;
            }
            p.mining += 1;
            let space = p.mining;
            events.tell(|| WtwEvent::Mined { seat, space });
            if space == HAT_SPACE
                && (!self.partner_supply.is_empty() || !self.partner_deck.is_empty())
            {
                self.queue
                    .push_front(Task::Decide(seat, Decision::PickPartner));
            }
        }
    }

    /// After every seat has drafted: the next round, or the tussle and the next year.
    pub(super) fn end_turn(&mut self, events: &mut impl Events<WtwEvent>) {
        self.turns_taken += 1;
        let n = self.players.len() as u8;
        if self.turns_taken < n {
            self.drafter = (self.drafter + 1) % n;
            self.queue
                .push_back(Task::Decide(self.drafter, Decision::Draft));
            return;
        }
        events.tell(|| {
            let (round_in_year, rounds_in_year) = self.round_of_year();
            WtwEvent::RoundEnded {
                round: self.round,
                year: self.year,
                round_in_year,
                rounds_in_year,
            }
        });
        self.turns_taken = 0;
        self.dice.clear();
        self.first_player = (self.first_player + 1) % n;
        self.drafter = self.first_player;
        let ends_year = self.round >= self.last_round_of(self.year);
        self.round += 1;
        if ends_year {
            self.tussle(events);
            if self.year == 4 {
                self.finish(events);
                return;
            }
            self.year += 1;
            self.begin_year(events);
        } else {
            self.queue.push_back(Task::Chance(Chance::Roll));
        }
        if self.solo()
            && content()
                .scoreboard
                .solo_bandit_rounds
                .contains(&self.round)
            && !self.bandit_deck.is_empty()
        {
            // The reveal comes as the marker reaches the round, before its dice; from edition
            // 4 also before year 4's income choice, as the rulebook orders a new year: the
            // tussle (its hill bandits), the round marker, then Mining Income.
            let income_after = self.edition >= 4;
            let at = self
                .queue
                .iter()
                .position(|t| match t {
                    Task::Chance(Chance::Roll) => true,
                    Task::Decide(_, Decision::Income) => income_after,
                    _ => false,
                })
                .unwrap_or(self.queue.len());
            self.queue.insert(at, Task::Chance(Chance::RevealBandit));
        }
    }

    /// Railroad: at the end of each year, every covered rail space pays.
    pub(super) fn pay_rails(&mut self, events: &mut impl Events<WtwEvent>) {
        for seat in 0..self.players.len() as Seat {
            let s = &self.players[usize::from(seat)].settlement;
            let Some(WildRule::Railroad { points }) = s.side().rule() else {
                continue;
            };
            let rails = s.covered(Space::Rail) as i32;
            if rails > 0 {
                self.p(seat).points.wild += rails * points;
                events.tell(|| WtwEvent::RailsPaid {
                    seat,
                    points: rails * points,
                });
            }
        }
    }

    pub(super) fn finish(&mut self, events: &mut impl Events<WtwEvent>) {
        self.stage = Stage::Over;
        self.queue.clear();
        events.tell(|| WtwEvent::GameEnded {
            totals: self.scores().iter().map(|s| s.total).collect(),
        });
    }
}
