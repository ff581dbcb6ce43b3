//! How good a position looks to a seat, for the bots: the score as it stands (majorities
//! and office bonuses as they would fall now) plus what the seat's bank promises while it
//! still has turns to spend it, against the best other sheet.

use saloon_core::{BotTuning, Seat};

use crate::content::Resource;
use crate::rules::RolledWest;
use crate::scoring::totals;
use crate::sheet::TURNS;

/// What a banked resource is worth while turns remain to spend it: about what a metal
/// earns shipped or toward a contract, a little less for wood.
const BANKED: [f64; 4] = [1.5, 1.6, 1.9, 2.3];

impl BotTuning for RolledWest {
    /// A turn is a handful of the seat's own decisions in a row (spend, ship, bank, end):
    /// look through them before judging.
    const LOOKAHEAD: usize = 400;
    /// Measured against greedy, seats alternated (RULES-NOTES.md, "Bots"): 3,000 iterations
    /// won 66% of 120 games, 8,000 no more (65%); what pays is the rollout below.
    const SEARCH_ITERATIONS: u32 = 3_000;
    /// The other seat's next moves change what a position is worth (contracts, offices and
    /// first-come boxes are races): with 6 actions played on from each leaf, hard beat greedy
    /// in 88% of 120 games, against 66% without.
    const SEARCH_ROLLOUT: u32 = 6;

    fn evaluate(&self, seat: Seat) -> f64 {
        // The totals alone, on the stack: the score sheets' lines (a string a line) made the
        // search spend two fifths of its time allocating.
        let totals = totals(self.sheets());
        let worth = |p: usize| {
            let sheet = &self.sheets()[p];
            let banked = if sheet.turns < TURNS {
                let stock = sheet.stock;
                Resource::ALL
                    .iter()
                    .map(|r| BANKED[r.index()] * f64::from(stock[r.index()]))
                    .sum()
            } else {
                0.0
            };
            f64::from(totals[p]) + banked
        };
        let own = worth(usize::from(seat));
        let best_other = (0..self.sheets().len())
            .filter(|&p| p != usize::from(seat))
            .map(worth)
            .fold(f64::NEG_INFINITY, f64::max);
        if best_other.is_finite() {
            own - best_other
        } else {
            own
        }
    }
}
