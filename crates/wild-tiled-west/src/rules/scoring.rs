//! Scoring (the rulebook's Endgame, partners' conditions, Aces, Trailblazing, the wild sides'
//! endgame points, the solo ranks): the score sheet line by line, and the winners.

use super::*;

impl WildTiledWest {
    pub(super) fn partner_points(&self, seat: Seat, id: u8) -> i32 {
        let Some(partner) = content().partners.iter().find(|p| p.id == id) else {
            return 0;
        };
        let p = &self.players[usize::from(seat)];
        let s = &p.settlement;
        let count = |n: usize, points: i32| n as i32 * points;
        match partner.goal {
            PartnerGoal::PerCompletedTown { points } => count(p.completed_towns.len(), points),
            PartnerGoal::PerTombstone { points } => count(s.tombstones(), points),
            PartnerGoal::PerWrangle { points } => count(usize::from(p.wrangles), points),
            PartnerGoal::PerBuilding { points } => count(
                s.placements()
                    .iter()
                    .filter(|t| t.building.is_some())
                    .count(),
                points,
            ),
            PartnerGoal::PerAceOfSuit { suit, points } => {
                count(self.aces(seat)[suit_index(suit)] as usize, points)
            }
            PartnerGoal::PerGoldLeft { per, points } => {
                count(usize::from(p.gold / per.max(1)), points)
            }
            PartnerGoal::PerBulletLeft { points } => count(usize::from(p.bullets), points),
            PartnerGoal::PerSheriff { points } => count(s.sheriffs().len(), points),
            PartnerGoal::PerHillBandit { points } => count(usize::from(p.hill_bandits), points),
            PartnerGoal::MiningAtLeast { space, points } => {
                if p.mining >= space {
                    points
                } else {
                    0
                }
            }
            PartnerGoal::PerFullRow { points } => {
                let full = (0..i32::from(s.side().height))
                    .filter(|&y| (0..i32::from(s.side().width)).all(|x| !s.is_open((x, y))))
                    .count();
                count(full, points)
            }
            PartnerGoal::PerFullColumn { points } => {
                let full = (0..i32::from(s.side().width))
                    .filter(|&x| (0..i32::from(s.side().height)).all(|y| !s.is_open((x, y))))
                    .count();
                count(full, points)
            }
            PartnerGoal::FewBanditsStanding { points, less } => {
                (points - count(s.bandits_standing(), less)).max(0)
            }
            PartnerGoal::PerCow { points } => count(s.cows_in_pastures() as usize, points),
            PartnerGoal::PerCoveredBonusSpace { points } => {
                count(usize::from(p.bonus_spaces_covered), points)
            }
            PartnerGoal::PerAlley { points } => count(usize::from(p.alleys), points),
        }
    }

    /// Endgame points of the seat's wild side: stashed gold (Carpenters), suit marks touched
    /// (Pocket Aces).
    pub(super) fn wild_endgame_points(&self, seat: Seat) -> i32 {
        let p = &self.players[usize::from(seat)];
        match p.settlement.side().rule() {
            Some(WildRule::Carpenters { points }) => i32::from(p.wild.stashed) * points,
            Some(WildRule::PocketAces { points }) => {
                let aces = self.aces(seat);
                p.settlement
                    .suit_marks_touched()
                    .into_iter()
                    .map(|suit| aces[suit_index(suit)] as i32 * points)
                    .sum()
            }
            _ => 0,
        }
    }

    /// Aces per suit: on tiles and ace cards.
    pub fn aces(&self, seat: Seat) -> [u32; 4] {
        let p = &self.players[usize::from(seat)];
        let mut counts = p.settlement.aces();
        for &suit in &p.ace_cards {
            counts[suit_index(suit)] += 1;
        }
        counts
    }

    pub(super) fn sheet(&self, seat: Seat) -> ScoreSheet {
        self.sheet_counting(seat, true)
    }

    /// `seat`'s total if the game ended now, its face-down partner included.
    pub fn score_now(&self, seat: Seat) -> i32 {
        if usize::from(seat) >= self.players.len() {
            return 0;
        }
        let mut total = 0;
        self.tally(seat, true, &mut |_, points| total += points);
        total
    }

    /// Gives `seat` `more` gold (evaluation tests).
    #[cfg(test)]
    pub(crate) fn give_gold_for_tests(&mut self, seat: Seat, more: u8) {
        self.p(seat).gold += more;
    }

    /// A seat's sheet; `hidden_partner` false leaves out its face-down partner, for the
    /// other seats' eyes before the end.
    pub(super) fn sheet_counting(&self, seat: Seat, hidden_partner: bool) -> ScoreSheet {
        let mut sheet = ScoreSheet::default();
        self.tally(seat, hidden_partner, &mut |key, points| {
            sheet.push(key, points)
        });
        sheet
    }

    /// The sheet's lines, handed to `line` one by one: the sheet's total alone (the bots'
    /// evaluation, thousands of times a decision) then needs no line allocated.
    pub(super) fn tally(
        &self,
        seat: Seat,
        hidden_partner: bool,
        line: &mut impl FnMut(&'static str, i32),
    ) {
        let p = &self.players[usize::from(seat)];
        let s = &p.settlement;
        line("start", p.points.start);
        line("towns", p.points.towns);
        line("wrangles", p.points.wrangles);
        line("contracts", p.points.contracts);
        line("tussles", p.points.tussles);
        let horseshoes = s.uncovered(Space::Horseshoe);
        let mut buildings = p.points.buildings;
        for (i, t) in s.placements().iter().enumerate() {
            buildings += match t.building {
                Some(Building::Chapel) => s.tombstones() as i32,
                Some(Building::Stable) if horseshoes == 0 => Building::STABLE_POINTS,
                Some(Building::Ranch) => s.cows_beside(i as u16) as i32,
                _ => 0,
            };
        }
        line("buildings", buildings);
        line("trailblazing", -(horseshoes as i32));
        line("tombstones", 2 * s.tombstones() as i32);
        line("aces", ace_points(self.aces(seat)));
        line("wild", p.points.wild + self.wild_endgame_points(seat));
        line(
            "mining",
            content()
                .mining
                .get(usize::from(p.mining))
                .map_or(0, |m| m.points),
        );
        let partners: i32 = p
            .hidden_partner
            .iter()
            .filter(|_| hidden_partner)
            .chain(p.partners.iter())
            .map(|&id| self.partner_points(seat, id))
            .sum();
        line("partners", partners);
    }

    /// Solo: the rank a final score earns, from the content's rank chart.
    pub fn rank(score: i32) -> Option<&'static str> {
        content()
            .scoreboard
            .solo_ranks
            .iter()
            .filter(|r| score >= r.min)
            .max_by_key(|r| r.min)
            .map(|r| r.key.as_str())
    }

    /// `Game::winners`: the best total; tied, the most unused gold and bullets.
    pub(super) fn winning_seats(&self) -> Vec<Seat> {
        if self.stage != Stage::Over {
            return Vec::new();
        }
        let totals: Vec<i32> = self.scores().iter().map(|s| s.total).collect();
        let best = totals.iter().copied().max().unwrap_or(0);
        let top: Vec<Seat> = (0..totals.len() as Seat)
            .filter(|&s| totals[usize::from(s)] == best)
            .collect();
        // Tie-break: unused gold and bullets; still tied, the victory is shared.
        let spare = |s: Seat| {
            u32::from(self.players[usize::from(s)].gold)
                + u32::from(self.players[usize::from(s)].bullets)
        };
        let most = top.iter().map(|&s| spare(s)).max().unwrap_or(0);
        top.into_iter().filter(|&s| spare(s) == most).collect()
    }
}
