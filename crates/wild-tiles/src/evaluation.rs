//! How good a position looks to a seat, for the bots: its $ as they stand, plus what its
//! hearts and bullets are worth while rounds remain (hearts keep it alive, bullets keep its
//! best bounty out of an empty gun), against the best other seat. A locked path not yet
//! resolved is judged as it would end if all goes well, its bounties taken.

use saloon_core::{BotTuning, Seat};

use crate::content::card;
use crate::rules::{Phase, Stake, WildTiles, ROUNDS};

/// A dead seat scores nothing: far below any living one.
const DEAD: f64 = -60.0;

/// What (lives, bullets) are worth with `rounds_left` rounds to play: the first few hearts
/// dearly (each is a step nearer death), the rest a little; bullets likewise.
fn resources(lives: u8, bullets: u8, rounds_left: u8) -> f64 {
    let weight = f64::from(rounds_left) / f64::from(ROUNDS);
    let lives = f64::from(lives);
    let bullets = f64::from(bullets);
    let hearts = lives.min(4.0) * 2.5 + (lives - 4.0).max(0.0) * 0.6;
    let gun = bullets.min(5.0) * 1.2 + (bullets - 5.0).max(0.0) * 0.3;
    weight * (hearts + gun)
}

impl WildTiles {
    /// Seat `seat`'s worth in $ and resources, its locked path projected.
    fn worth(&self, seat: usize) -> f64 {
        let p = &self.players[seat];
        if !p.alive {
            return DEAD;
        }
        let mut dollars = f64::from(p.dollars());
        let (mut lives, mut bullets) = (p.lives, p.bullets);
        let mut rounds_left = ROUNDS - self.round;
        if self.phase == Phase::Planning && !p.plan.cells.is_empty() {
            {
                let trail = p.trail;
                if trail.dead {
                    return DEAD;
                }
                (lives, bullets) = (trail.lives, trail.bullets);
                // Each empty gun on the way gives up the best bounty then kept (most paths
                // empty none: nothing to sort).
                if trail.reloads > 0 {
                    let mut kept: Vec<u8> = p.kept.iter().map(|&c| card(c).dollars).collect();
                    kept.sort_unstable();
                    let lost: u8 = kept.iter().rev().take(usize::from(trail.reloads)).sum();
                    dollars -= f64::from(lost);
                }
                dollars += p
                    .plan
                    .cells
                    .iter()
                    .filter_map(|&c| self.cells[usize::from(c)].card)
                    .map(|d| f64::from(card(d.card).dollars))
                    .sum::<f64>();
            }
        } else if self.phase != Phase::Over && self.phase != Phase::Planning {
            rounds_left += 1;
        }
        if self.phase == Phase::Over {
            rounds_left = 0;
        }
        let now = dollars + resources(lives, bullets, rounds_left);
        now + self.pending_bid(seat, lives, bullets, rounds_left)
    }

    /// What a bid placed and not yet shown promises: the bounty's worth less the stake, by the
    /// chance of winning (certain against bids already in and lower; otherwise a guess that
    /// grows with the stake).
    fn pending_bid(&self, seat: usize, lives: u8, bullets: u8, rounds_left: u8) -> f64 {
        if self.phase != Phase::Bidding {
            return 0.0;
        }
        let Some(stake) = self.players[seat].bid else {
            return 0.0;
        };
        let Some(collision) = self
            .beat
            .collisions
            .iter()
            .find(|c| !c.decided && c.seats.contains(&(seat as u8)))
        else {
            return 0.0;
        };
        let Some(dealt) = self.cells[usize::from(collision.cell)].card else {
            return 0.0;
        };
        let others: Vec<Option<u8>> = collision
            .seats
            .iter()
            .filter(|&&s| usize::from(s) != seat)
            .map(|&s| self.players[usize::from(s)].bid.map(Stake::amount))
            .collect();
        let mine = stake.amount();
        let chance = if others.iter().all(Option::is_some) && !collision.gang {
            let top = others.iter().flatten().copied().max().unwrap_or(0);
            if mine > top {
                1.0
            } else {
                0.0
            }
        } else {
            f64::from(mine) / (f64::from(mine) + 3.0)
        };
        let c = card(dealt.card);
        let (after_lives, after_bullets) = match stake {
            Stake::Bullets { n } => (lives, bullets.saturating_sub(n)),
            Stake::Lives { n } => (lives.saturating_sub(n), bullets),
        };
        // All one's bullets empty the gun: a reload, and the best bounty given up.
        let (after_bullets, given_up) = if after_bullets == 0 {
            let best = self.players[seat]
                .kept
                .iter()
                .map(|&k| card(k).dollars)
                .max();
            (crate::rules::START_BULLETS, f64::from(best.unwrap_or(0)))
        } else {
            (after_bullets, 0.0)
        };
        if after_lives == 0 {
            return chance * DEAD;
        }
        let gain = f64::from(c.dollars) - given_up
            + resources(after_lives, after_bullets, rounds_left)
            - resources(lives, bullets, rounds_left);
        chance * gain
    }
}

impl BotTuning for WildTiles {
    /// A path is a handful of the seat's own steps in a row: look through enough of them to
    /// weigh whole paths.
    const LOOKAHEAD: usize = 3_000;
    const SEARCH_ITERATIONS: u32 = 1_500;
    /// Alone, hard plays its best options on greedily for 24 actions (about two rounds) many
    /// times each: 74.5 mean on the normal deck in 30 games against greedy's 65.7 (its tree
    /// alone: 68.2), p95 24 ms.
    const SOLO_PLAYOUT_DEPTH: u32 = 24;

    /// Bids are sealed: a sample's bid of another seat is made up (any number of its
    /// bullets), so it is taken back and the seat bids again, not knowing `seat`'s. Paths
    /// are secret too, but the tree plans them better than a quick greedy player would
    /// (first seat to plan, 44% of 200 games against greedy that way, 62.5% with the tree).
    fn reopen_hidden(&mut self, seat: Seat) -> bool {
        if self.phase != Phase::Bidding {
            return false;
        }
        for (s, p) in self.players.iter_mut().enumerate() {
            if s != usize::from(seat) {
                p.bid = None;
            }
        }
        true
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        let own = self.worth(usize::from(seat));
        if let Some(g) = &self.gang {
            return own - f64::from(g.dollars());
        }
        let best_other = (0..self.players.len())
            .filter(|&p| p != usize::from(seat))
            .map(|p| self.worth(p))
            .fold(f64::NEG_INFINITY, f64::max);
        if best_other.is_finite() {
            own - best_other
        } else {
            own
        }
    }
}
