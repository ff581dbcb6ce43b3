//! A decision judged after the fact: the action a seat played against the best the bot finds,
//! each valued the way the hard bot values its options alone at the table ([`crate::playouts`]):
//! played on the greedy way from samples of what the seat could see, then judged by the game's
//! evaluation. The post-game review is built on it.
//!
//! Unlike the hard bot's own choice, every candidate gets the same playouts on the same samples
//! (no halving): a review compares values, not only which option is best, and the chosen action
//! must be valued as carefully as the best.

use saloon_core::{BotTuning, GameRng, Seat, Who};

use crate::search::{play_on, shortlist};
use crate::BotLevel;

/// How a decision compares with the best the bot found.
#[derive(Clone, Debug, PartialEq)]
pub struct Appraisal<A> {
    /// The action the bot values most among its shortlist and the one played.
    pub best: A,
    /// That action's mean value for the seat (the game's evaluation, after the playouts).
    pub best_value: f64,
    /// The mean value of the action played, on the same samples.
    pub chosen_value: f64,
    /// How many legal actions the seat had.
    pub options: usize,
}

impl<A> Appraisal<A> {
    /// What the choice gave away against the best (0 when it was the best, never negative:
    /// the played action is one of the candidates).
    pub fn loss(&self) -> f64 {
        (self.best_value - self.chosen_value).max(0.0)
    }
}

/// How carefully to appraise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AppraisalBudget {
    /// Playouts per candidate (all candidates share the same samples).
    pub playouts: u32,
}

impl Default for AppraisalBudget {
    fn default() -> Self {
        // Wild Tiled West solo: a 7-candidate decision at 24 playouts each is about as much
        // work as one hard decision (240 playouts), so a game reviews in well under a minute.
        AppraisalBudget { playouts: 24 }
    }
}

/// Appraises `chosen`, played by `seat` from what `view` shows it, against the hard bot's
/// shortlist ([`BotLevel::Hard`]'s root width, by the turn lookahead on a sample). Each
/// candidate is played on for the game's solo playout depth ([`BotTuning::SOLO_PLAYOUT_DEPTH`],
/// or its search rollout when it has none) by greedy players at every seat, then valued by the
/// evaluation for `seat`. `keep_going(playouts_done)` is asked before each sample; stopped
/// early, the values are the means so far. `None` when `chosen` is not legal for the seat in
/// any sample, or the seat had a single option (nothing to appraise).
pub fn appraise<G: BotTuning>(
    view: &G::View,
    seat: Seat,
    chosen: &G::Action,
    rng: &mut GameRng,
    budget: AppraisalBudget,
    mut keep_going: impl FnMut(u32) -> bool,
) -> Option<Appraisal<G::Action>> {
    let config = BotLevel::Hard.search_config::<G>()?;
    let root = G::determinize(view, seat, rng);
    let legal = root.legal_actions(seat);
    if legal.len() <= 1 || !legal.contains(chosen) {
        return None;
    }
    let mut candidates = shortlist(&root, seat, &legal, config.root_width.max(1), G::LOOKAHEAD);
    if !candidates.contains(chosen) {
        candidates.push(chosen.clone());
    }
    let depth = if G::SOLO_PLAYOUT_DEPTH > 0 {
        G::SOLO_PLAYOUT_DEPTH
    } else {
        G::SEARCH_ROLLOUT
    } as usize;
    let n = candidates.len();
    let (mut totals, mut counts) = (vec![0.0; n], vec![0u32; n]);
    let mut done = 0u32;
    // Copies kept from playout to playout, so that they reuse buffers.
    let mut game: Option<G> = None;
    let mut scratch = crate::Scratch::default();
    for _ in 0..budget.playouts.max(1) {
        if !keep_going(done) {
            break;
        }
        // One sample for every candidate: the differences between them are their own.
        let seed = rng.next_u64();
        let sample = G::determinize(view, seat, &mut GameRng::stream(seed, 2));
        let game = game.get_or_insert_with(|| sample.clone());
        for (i, candidate) in candidates.iter().enumerate() {
            game.clone_from(&sample);
            if game.advance(Who::Seat(seat), candidate).is_err() {
                continue;
            }
            let mut chance = GameRng::stream(seed, 0);
            let mut policy = GameRng::stream(seed, 1);
            play_on(
                game,
                depth,
                &mut chance,
                Some(&mut policy),
                |g, s, legal, r| {
                    Some(match config.playout_glance {
                        0 => crate::greedy(g, s, legal, r),
                        glance => crate::glancing_greedy(g, s, legal, r, glance, &mut scratch),
                    })
                },
            );
            totals[i] += game.evaluate(seat);
            counts[i] += 1;
        }
        done += 1;
    }
    let mean = |i: usize| (counts[i] > 0).then(|| totals[i] / f64::from(counts[i]));
    let chosen_at = candidates.iter().position(|c| c == chosen)?;
    let chosen_value = mean(chosen_at)?;
    let (best_at, best_value) = (0..n)
        .filter_map(|i| mean(i).map(|m| (i, m)))
        // Best mean first; on a tie the played action, then the shortlist's order.
        .max_by(|a, b| {
            a.1.total_cmp(&b.1)
                .then((b.0 != chosen_at).cmp(&(a.0 != chosen_at)))
                .then(b.0.cmp(&a.0))
        })?;
    Some(Appraisal {
        best: candidates[best_at].clone(),
        best_value,
        chosen_value,
        options: legal.len(),
    })
}

#[cfg(test)]
mod tests {
    use saloon_core::{Actor, Game, Match};

    use saloon_wild_tiled_west::rules::{WildTiledWest, WtwOptions};

    use super::*;

    /// A solo Wild Tiled West game a few moves in, at a decision of seat 0 with many options
    /// (a placement).
    fn solo_decision() -> WildTiledWest {
        let mut m = Match::<WildTiledWest>::new_quietly(WtwOptions::default(), 1, 7).unwrap();
        let mut rng = GameRng::stream(3, 9);
        for played in 0.. {
            assert!(
                m.state().actor().includes(0),
                "a solo game waits on its seat"
            );
            let s = 0;
            if played >= 4 && m.state().legal_actions(s).len() > 10 {
                return m.state().clone();
            }
            let a = m.state().random_action(s, &mut rng).unwrap();
            m.act(s, &a).unwrap();
        }
        unreachable!()
    }

    fn appraise_on(
        game: &WildTiledWest,
        chosen: &<WildTiledWest as Game>::Action,
    ) -> Appraisal<<WildTiledWest as Game>::Action> {
        let view = game.view(Some(0));
        appraise::<WildTiledWest>(
            &view,
            0,
            chosen,
            &mut GameRng::stream(11, 9),
            AppraisalBudget { playouts: 6 },
            |_| true,
        )
        .expect("a decision with options")
    }

    #[test]
    fn the_best_found_is_never_worse_than_the_action_played() {
        let game = solo_decision();
        let legal = game.legal_actions(0);
        assert!(legal.len() > 2);
        for chosen in [&legal[0], &legal[legal.len() / 2], &legal[legal.len() - 1]] {
            let a = appraise_on(&game, chosen);
            assert!(a.best_value >= a.chosen_value);
            assert!(a.loss() >= 0.0);
            assert_eq!(a.options, legal.len());
            assert!(legal.contains(&a.best));
        }
    }

    #[test]
    fn playing_the_best_loses_nothing_and_a_worse_action_loses_something() {
        let game = solo_decision();
        let legal = game.legal_actions(0);
        let first = appraise_on(&game, &legal[0]);
        let best = appraise_on(&game, &first.best);
        assert_eq!(best.loss(), 0.0, "the best, played, is its own best");
        // Of all the options, the one the evaluation likes least at once is given away.
        let worst = legal
            .iter()
            .min_by(|a, b| {
                let value = |x: &<WildTiledWest as Game>::Action| {
                    let mut g = game.clone();
                    g.advance(Who::Seat(0), x).unwrap();
                    crate::turn_value(&g, 0, 2_000)
                };
                value(a).total_cmp(&value(b))
            })
            .unwrap();
        assert!(appraise_on(&game, worst).loss() > 0.0);
    }

    #[test]
    fn an_action_the_seat_could_not_play_is_not_appraised() {
        let game = solo_decision();
        let later = {
            let mut g = game.clone();
            let a = g.legal_actions(0)[0].clone();
            g.advance(Who::Seat(0), &a).unwrap();
            while let Actor::Chance = g.actor() {
                let c = g.sample_chance(&mut GameRng::stream(1, 9)).unwrap();
                g.advance(Who::Chance, &c).unwrap();
            }
            g
        };
        let not_now = later
            .legal_actions(0)
            .into_iter()
            .find(|a| !game.legal_actions(0).contains(a))
            .expect("the next decision offers something this one does not");
        let view = game.view(Some(0));
        assert!(appraise::<WildTiledWest>(
            &view,
            0,
            &not_now,
            &mut GameRng::stream(1, 9),
            AppraisalBudget { playouts: 2 },
            |_| true
        )
        .is_none());
    }

    #[test]
    fn stopped_before_any_playout_nothing_is_valued() {
        let game = solo_decision();
        let chosen = game.legal_actions(0)[0].clone();
        let view = game.view(Some(0));
        assert!(appraise::<WildTiledWest>(
            &view,
            0,
            &chosen,
            &mut GameRng::stream(1, 9),
            AppraisalBudget::default(),
            |_| false
        )
        .is_none());
    }
}
