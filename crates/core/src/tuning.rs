//! What a game tells the bots, apart from its rules: how far to look, how long to search,
//! and how good a position looks. The `Game` contract carries rules only; the bots crate
//! reads this trait, and every knob has a default, so a new game plays (weakly) with an
//! empty `impl BotTuning for MyGame {}` and gets stronger by overriding a few items.

use crate::{Game, Seat};

/// The bots' knobs for one game (read by `saloon-bots`; measured in `crates/bots/STRENGTH.md`).
pub trait BotTuning: Game {
    /// How many positions a bot may look through, per option it weighs, following a seat's own
    /// decisions in a row before [`BotTuning::evaluate`] judges (a draft is worth the best
    /// placement of its tile). Zero when `evaluate` already plays out the seat's pending
    /// decisions itself.
    const LOOKAHEAD: usize = 2_000;

    /// Iterations of a search at full budget (the hard bot): as many as one decision affords
    /// in well under a second on one core (`saloon simulate` reports the p95). Games whose
    /// positions are cheap to copy and judge can afford more; whether more pays is measured
    /// against the other levels, not assumed.
    const SEARCH_ITERATIONS: u32 = 600;

    /// Actions the hard bot plays on from each leaf of its search before [`BotTuning::evaluate`]
    /// judges (then on to the end of that turn), every seat taking the best of a few sampled
    /// actions. It pays where the other seats' next moves change what a position is worth;
    /// it costs time on every iteration. Zero: leaves are judged as they are.
    const SEARCH_ROLLOUT: u32 = 0;

    /// Alone at the table, the hard bot plays its few best options on this many actions (then
    /// to the end of that turn) the greedy way, many times each on the same samples, and plays
    /// the one that fares best, instead of searching a tree: with no other seat to reply, the
    /// tree's leaves are only as good as [`BotTuning::evaluate`], and a playout that weighs every
    /// option on the way judges better. Zero: the tree, alone too.
    const SOLO_PLAYOUT_DEPTH: u32 = 0;

    /// [`Game::advance`] for `seat`'s `action` that the bot took from this very position's
    /// [`Game::legal_actions`] (its own copy of a game, in a search or a playout): the same
    /// change, but a game may skip checking again that the action is one of them, a check
    /// that can cost as much as listing them (a tile's legal spots). Never for an action from
    /// outside: [`Game::play`] keeps every check. By default, `advance`.
    fn advance_legal(&mut self, seat: Seat, action: &Self::Action) -> Result<(), Self::Error> {
        self.advance(crate::Who::Seat(seat), action)
    }

    /// At a decision several seats make at once without seeing each other's (sealed bids),
    /// in a sample for `seat`: takes back the other seats' choices `seat` cannot see (the
    /// sample made them up) and says whether the other seats are to choose. The hard bot's
    /// search then lets them choose first in each sample, the quick greedy way and without
    /// seeing `seat`'s choice, before `seat` chooses; otherwise they choose after it in the
    /// tree, seeing what they could not see at the table. False: the tree.
    fn reopen_hidden(&mut self, _seat: Seat) -> bool {
        false
    }

    /// How good this position is for `seat` (higher is better); bots maximise it.
    /// The default is the score margin over the best other seat.
    fn evaluate(&self, seat: Seat) -> f64 {
        let scores = self.scores();
        let own = scores.get(seat as usize).map_or(0, |s| s.total);
        let best_other = scores
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != seat as usize)
            .map(|(_, s)| s.total)
            .max()
            .unwrap_or(0);
        f64::from(own - best_other)
    }
}
