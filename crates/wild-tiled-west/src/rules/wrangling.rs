//! Wrangling (the rulebook's WRANGLING, contracts, and the wild sides' lassos and creek):
//! when a pasture may be wrangled and what wrangling it pays.

use super::*;

impl WildTiledWest {
    /// Rope Trick: lassos newly surrounded while still showing pay at once.
    pub(super) fn check_lassos(&mut self, seat: Seat, events: &mut impl Events<WtwEvent>) {
        let s = &self.players[usize::from(seat)].settlement;
        let Some(WildRule::RopeTrick { points }) = s.side().rule() else {
            return;
        };
        for c in s.lassos_surrounded() {
            let p = self.p(seat);
            if p.wild.lassoed.contains(&c) {
                continue;
            }
            p.wild.lassoed.push(c);
            p.points.wild += points;
            events.tell(|| WtwEvent::Lassoed {
                seat,
                x: c.0 as i8,
                y: c.1 as i8,
                points,
            });
        }
    }

    /// Pastures the new placement created or expanded that may be wrangled now: 3+ cows,
    /// not wrangled (joining a wrangled pasture makes the whole one wrangled).
    ///
    /// Only a pasture holding one of the tile's own fields counts: the rulebook offers a
    /// wrangle "whenever you place a tile that creates or expands a pasture", so a street
    /// (an alley, say) laid beside a pasture gives no new chance to wrangle it.
    pub(super) fn wrangle_tasks(&self, seat: Seat, placement: u16) -> Vec<Task> {
        let s = &self.players[usize::from(seat)].settlement;
        if !matches!(s.side().rule(), Some(WildRule::DryCreek { .. })) {
            // No water hole to ask about: the herds alone say (and no cells are listed).
            let mut tasks = Vec::new();
            s.each_herd_of(placement, |pasture, herd| {
                if Self::herd_may_be_wrangled(herd) {
                    let cows = herd.cows;
                    tasks.push(Task::Decide(seat, Decision::Wrangle { pasture, cows }));
                }
            });
            return tasks;
        }
        s.pastures_of(placement)
            .into_iter()
            .filter(|p| self.may_wrangle(seat, p))
            .map(|p| {
                Task::Decide(
                    seat,
                    Decision::Wrangle {
                        pasture: p.cells[0],
                        cows: p.cows,
                    },
                )
            })
            .collect()
    }

    /// Whether a pasture may be wrangled now: 3+ cows, not wrangled, and on Dry Creek beside
    /// an uncovered water hole.
    pub(super) fn may_wrangle(&self, seat: Seat, pasture: &crate::settlement::Pasture) -> bool {
        let s = &self.players[usize::from(seat)].settlement;
        Self::herd_may_be_wrangled(pasture.herd())
            && (!matches!(s.side().rule(), Some(WildRule::DryCreek { .. }))
                || s.beside_water(pasture))
    }

    /// What every side asks of a pasture's herd before a wrangle: 3+ cows, not wrangled.
    fn herd_may_be_wrangled(herd: crate::settlement::Herd) -> bool {
        !herd.wrangled && herd.cows >= 3
    }

    pub(super) fn wrangle(
        &mut self,
        seat: Seat,
        pasture: Cell,
        cows: u8,
        events: &mut impl Events<WtwEvent>,
    ) {
        let (points, contract) = self.wrangle_pays(cows);
        let p = self.p(seat);
        p.settlement.put_cowpoke(pasture);
        p.points.wrangles += points;
        p.wrangles += 1;
        if let Some(reward) = contract {
            self.flipped[usize::from(cows - 4)] = true;
            self.reward(seat, reward, events);
        }
        let barns = self.yellow_sign_copies(seat, Building::Barn);
        self.p(seat).gold += barns;
        events.tell(|| WtwEvent::Wrangled {
            seat,
            cows,
            points,
            contract,
        });
    }

    /// What wrangling a pasture of `cows` (3 to 7) pays now: the scoreboard's points and,
    /// from 4 cows, the cattle contract's reward (its large side until it is flipped).
    pub(crate) fn wrangle_pays(&self, cows: u8) -> (i32, Option<Reward>) {
        let points = content().scoreboard.wrangle_points[usize::from(cows - 3)];
        // (No contract before setup deals them.)
        let contract = cows.checked_sub(4).and_then(|slot| {
            let slot = usize::from(slot);
            let c = content()
                .contracts
                .get(usize::from(*self.contracts.get(slot)?))?;
            Some(if self.flipped.get(slot).copied().unwrap_or(false) {
                c.small
            } else {
                c.large
            })
        });
        (points, contract)
    }
}
