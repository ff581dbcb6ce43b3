//! The tussle at the end of each year (the rulebook's TUSSLE and Hill Bandits).

use super::*;

impl WildTiledWest {
    pub(super) fn tussle(&mut self, events: &mut impl Events<WtwEvent>) {
        self.pay_rails(events);
        let year = self.year;
        let points = content().scoreboard.tussle_points[usize::from(year - 1)];
        let counts: Vec<u8> = self
            .players
            .iter()
            .map(|p| p.settlement.bandits_standing() as u8)
            .collect();
        let mut delta = vec![0; self.players.len()];
        let mut winners: Vec<Seat> = Vec::new();
        let ridge_count = if self.solo() {
            Some(self.ridge.standing())
        } else {
            None
        };
        match ridge_count {
            Some(ridge) => {
                // Solo: win or tie against the ridge scores; a loss or a tie gives the ridge a
                // hill bandit.
                if counts[0] <= ridge {
                    delta[0] = points;
                    winners.push(0);
                }
                if counts[0] >= ridge && year < 4 {
                    self.ridge.bandits += 1;
                    self.ridge.cover();
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
