//! The tussle at the end of each year (the rulebook's TUSSLE and Hill Bandits).

use super::*;

/// How a tussle fought now for `points` would go: each seat's bandits standing, the points
/// each would score, the seats that win, and Bandit Ridge's bandits in solo.
pub(crate) struct TussleReckoning {
    pub counts: Vec<u8>,
    pub delta: Vec<i32>,
    pub winners: Vec<Seat>,
    pub ridge: Option<u8>,
}

impl WildTiledWest {
    /// The tussle worked out on the table as it stands, changing nothing: the year's tussle
    /// itself, and the standing the view shows during the year.
    pub(crate) fn tussle_reckoning(&self, points: i32) -> TussleReckoning {
        let counts: Vec<u8> = self
            .players
            .iter()
            .map(|p| p.settlement.bandits_standing() as u8)
            .collect();
        let mut delta = vec![0; self.players.len()];
        let mut winners: Vec<Seat> = Vec::new();
        let ridge = if self.solo() {
            Some(self.ridge.standing())
        } else {
            None
        };
        match ridge {
            Some(ridge) => {
                // Solo: win or tie against the ridge scores.
                if counts[0] <= ridge {
                    delta[0] = points;
                    winners.push(0);
                }
                if counts[0] > ridge {
                    delta[0] = -points;
                }
            }
            None => {
                let most = counts.iter().copied().max().unwrap_or(0);
                let fewest = counts.iter().copied().min().unwrap_or(0);
                for (i, &c) in counts.iter().enumerate() {
                    if c == fewest {
                        delta[i] = points;
                        winners.push(i as Seat);
                    } else if c == most {
                        delta[i] = -points;
                    }
                }
            }
        }
        for &w in &winners {
            delta[usize::from(w)] += 2 * i32::from(self.yellow_sign_copies(w, Building::Hotel));
        }
        TussleReckoning {
            counts,
            delta,
            winners,
            ridge,
        }
    }

    /// Each seat's outcome, and its points, were the year's tussle fought now (none once the
    /// years are over): what the screen shows during the year.
    pub(crate) fn tussle_standing(&self) -> Vec<crate::screen_aids::TussleStanding> {
        let stake = self.tussle_stake();
        if stake == 0 {
            return Vec::new();
        }
        let r = self.tussle_reckoning(stake);
        crate::screen_aids::tussle_outcomes(&r.counts, &r.delta, r.ridge)
            .into_iter()
            .zip(r.delta)
            .map(|(outcome, points)| crate::screen_aids::TussleStanding { outcome, points })
            .collect()
    }

    pub(super) fn tussle(&mut self, events: &mut impl Events<WtwEvent>) {
        self.pay_rails(events);
        let year = self.year;
        let points = content().scoreboard.tussle_points[usize::from(year - 1)];
        let TussleReckoning {
            counts,
            delta,
            winners,
            ridge: ridge_count,
        } = self.tussle_reckoning(points);
        if let Some(ridge) = ridge_count {
            // Solo: a loss or a tie gives the ridge a hill bandit.
            if counts[0] >= ridge && year < 4 {
                self.ridge.bandits += 1;
                self.ridge.cover();
            }
        }
        for (i, d) in delta.iter().enumerate() {
            self.players[i].points.tussles += d;
        }
        events.tell(|| WtwEvent::Tussle {
            year,
            outcomes: crate::screen_aids::tussle_outcomes(&counts, &delta, ridge_count),
            bandits: counts,
            points: delta,
            ridge: ridge_count,
        });
        if year < 4 {
            for w in winners {
                let hills = self.players[usize::from(w)].settlement.free_hills();
                match hills.len() {
                    // No unoccupied hill: the hill bandit stays in the supply, so it is not
                    // counted as one on the board.
                    0 => {}
                    1 => {
                        self.p(w).hill_bandits += 1;
                        self.p(w).settlement.put_hill_bandit(hills[0]);
                        events.tell(|| WtwEvent::HillBandit {
                            seat: w,
                            x: hills[0].0 as i8,
                            y: hills[0].1 as i8,
                        });
                    }
                    _ => self.queue.push_back(Task::Decide(w, Decision::HillBandit)),
                }
            }
        }
    }
}
