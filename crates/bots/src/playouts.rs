//! Alone at the table: the seat's few best options, each played on the greedy way.
//!
//! With no other seat, a search tree branches only on the seat's own turns and on chance,
//! and the hard bot's tree gained nothing from four times its iterations: its leaves are
//! judged by the game's evaluation, and the evaluation's errors, not the search, set its
//! level. Here each candidate is played on for [`SearchConfig::playout_depth`] actions by a
//! greedy player, which weighs every option it has, and judged after. That player glances
//! rather than looks ([`SearchConfig::playout_glance`]): it judges a draft by the best of a
//! few dozen placements of the tile rather than all of them, so five times the playouts fit
//! in the same time. Candidates are compared on the same samples (the same hidden cards, dice
//! and tie-breaks for each), and the budget goes by sequential halving: every candidate is
//! played a few times, the better half again, and so on until one is left, so the close calls
//! get the most playouts.

use saloon_core::{BotTuning, GameRng, Seat, Who};

use crate::search::{play_on, shortlist, SearchConfig};

/// The candidate whose playouts `seat` values most: [`SearchConfig::root_width`] of the
/// `legal` actions, shortlisted by the turn lookahead on `root` (a sample of the view), then
/// at most [`SearchConfig::playouts`] playouts in all (`keep_going(playouts_done)` is asked
/// before each sweep of the candidates still in; stopped before the first, the shortlist's
/// best). The sweeps are shared among [`SearchConfig::threads`] threads; the choice is the
/// same on any number of them.
pub(crate) fn best_by_playouts<G: BotTuning>(
    view: &G::View,
    seat: Seat,
    rng: &mut GameRng,
    config: &SearchConfig,
    root: &G,
    legal: &[G::Action],
    keep_going: &mut impl FnMut(u32) -> bool,
) -> Option<G::Action> {
    let candidates = shortlist(root, seat, legal, config.root_width.max(1), G::LOOKAHEAD);
    if candidates.len() <= 1 {
        return candidates.into_iter().next();
    }
    let (_, last) = halving::<G>(view, seat, rng, config, &candidates, keep_going);
    candidates.into_iter().nth(last[0])
}

/// Sequential halving over `candidates` (see [`best_by_playouts`]): each one's mean value
/// over its playouts (one that could not be played on a sample is worth minus infinity, one
/// never played zero), and the last round's candidates, best first.
fn halving<G: BotTuning>(
    view: &G::View,
    seat: Seat,
    rng: &mut GameRng,
    config: &SearchConfig,
    candidates: &[G::Action],
    keep_going: &mut impl FnMut(u32) -> bool,
) -> (Vec<f64>, Vec<usize>) {
    let n = candidates.len();
    let (mut totals, mut counts) = (vec![0.0; n], vec![0u32; n]);
    let mut alive: Vec<usize> = (0..n).collect();
    // Halving n candidates down to one takes ceil(log2 n) rounds, each a like share of the budget.
    let rounds = (usize::BITS - (n - 1).leading_zeros()) as usize;
    let budget = config.playouts as usize;
    let threads = config.threads.max(1);
    let mut done = 0u32;
    // Copies kept from sweep to sweep, one set a thread, so that they reuse buffers.
    let mut copies: Vec<Copies<G>> = (0..threads).map(|_| Copies::default()).collect();
    let shared = Sweeps::<G> {
        view,
        seat,
        config,
        candidates,
    };
    let means = |totals: &[f64], counts: &[u32]| -> Vec<f64> {
        (0..n)
            .map(|i| totals[i] / f64::from(counts[i].max(1)))
            .collect()
    };
    'rounds: for _ in 0..rounds {
        let sweeps = (budget / (rounds * alive.len())).max(1);
        let mut swept = 0;
        while swept < sweeps {
            // Up to a sweep a thread, each asked for in turn as one after the other would be,
            // and each with its own sample, drawn from `rng` in that order.
            let mut seeds = Vec::with_capacity(threads);
            let mut stop = false;
            while swept < sweeps && seeds.len() < threads {
                let at = done as usize + seeds.len() * alive.len();
                // Never more than the budget: it is what a progress bar counts to.
                if at + alive.len() > budget || !keep_going(at as u32) {
                    stop = true;
                    break;
                }
                seeds.push(rng.next_u64());
                swept += 1;
            }
            let values = shared.all(&alive, &seeds, &mut copies);
            // Added up in the sweeps' order, whichever thread played them.
            for sweep in values {
                for (&i, value) in alive.iter().zip(sweep) {
                    match value {
                        Some(v) => {
                            totals[i] += v;
                            counts[i] += 1;
                        }
                        None => totals[i] = f64::NEG_INFINITY,
                    }
                    done += 1;
                }
            }
            if stop {
                break 'rounds;
            }
        }
        sort_by_mean(&mut alive, &means(&totals, &counts));
        alive.truncate(alive.len().div_ceil(2));
    }
    let means = means(&totals, &counts);
    sort_by_mean(&mut alive, &means);
    (means, alive)
}

/// Games to copy into, kept by one thread from sweep to sweep.
struct Copies<G> {
    game: Option<G>,
    scratch: crate::Scratch<G>,
}

impl<G> Default for Copies<G> {
    fn default() -> Self {
        Copies {
            game: None,
            scratch: crate::Scratch::default(),
        }
    }
}

/// What every sweep of one decision shares: the seat, its view, the settings and the
/// shortlisted candidates.
struct Sweeps<'a, G: BotTuning> {
    view: &'a G::View,
    seat: Seat,
    config: &'a SearchConfig,
    candidates: &'a [G::Action],
}

impl<G: BotTuning> Sweeps<'_, G> {
    /// The sweeps of `seeds` (see [`Sweeps::one`]), in their order: with the `threads`
    /// feature shared among as many threads as there are `copies`, else one after the other.
    fn all(
        &self,
        alive: &[usize],
        seeds: &[u64],
        copies: &mut [Copies<G>],
    ) -> Vec<Vec<Option<f64>>> {
        #[cfg(feature = "threads")]
        if seeds.len() > 1 && copies.len() > 1 {
            let share = seeds.len().div_ceil(copies.len());
            return std::thread::scope(|scope| {
                let mut shares = seeds.chunks(share).zip(copies.iter_mut());
                let first = shares.next();
                let others: Vec<_> = shares
                    .map(|(seeds, copies)| {
                        scope.spawn(move || {
                            seeds
                                .iter()
                                .map(|&seed| self.one(alive, seed, copies))
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect();
                let mut values = Vec::with_capacity(seeds.len());
                if let Some((seeds, copies)) = first {
                    for &seed in seeds {
                        values.push(self.one(alive, seed, copies));
                    }
                }
                for other in others {
                    // A playout that panicked is a bug in the rules: pass it on.
                    match other.join() {
                        Ok(v) => values.extend(v),
                        Err(panic) => std::panic::resume_unwind(panic),
                    }
                }
                values
            });
        }
        let copies = &mut copies[0];
        seeds
            .iter()
            .map(|&seed| self.one(alive, seed, copies))
            .collect()
    }

    /// One sweep: the `alive` candidates each played on one sample, the sweep's own (drawn
    /// from `seed`: the differences between them are their own, not the dice's), and judged
    /// after; `None` for a candidate the sample does not allow.
    fn one(&self, alive: &[usize], seed: u64, copies: &mut Copies<G>) -> Vec<Option<f64>> {
        let (seat, config) = (self.seat, self.config);
        let sample = G::determinize(self.view, seat, &mut GameRng::stream(seed, 2));
        let Copies { game, scratch } = copies;
        let game = game.get_or_insert_with(|| sample.clone());
        alive
            .iter()
            .map(|&i| {
                let mut chance = GameRng::stream(seed, 0);
                let mut policy = GameRng::stream(seed, 1);
                game.clone_from(&sample);
                game.advance(Who::Seat(seat), &self.candidates[i]).ok()?;
                play_on(
                    game,
                    config.playout_depth as usize,
                    &mut chance,
                    Some(&mut policy),
                    |g, s, legal, r| {
                        Some(match config.playout_glance {
                            0 => crate::greedy(g, s, legal, r),
                            sample => crate::glancing_greedy(g, s, legal, r, sample, scratch),
                        })
                    },
                );
                Some(game.evaluate(seat))
            })
            .collect()
    }
}

/// Best mean first; on a tie the shortlist's order.
fn sort_by_mean(alive: &mut [usize], means: &[f64]) {
    alive.sort_by(|&a, &b| means[b].total_cmp(&means[a]).then(a.cmp(&b)));
}

#[cfg(test)]
mod tests {
    use saloon_core::{Actor, Game, Match};
    use saloon_wild_tiled_west::rules::{Decision, WildTiledWest, WtwAction, WtwOptions};

    use super::*;
    use crate::{choose, choose_with, BotLevel};

    /// A solo position, played greedily into the second round, where the seat has more
    /// options than the hard bot shortlists.
    fn solo_choice() -> WildTiledWest {
        let (mut m, _) = Match::<WildTiledWest>::new(WtwOptions::default(), 1, 33).unwrap();
        let mut rng = GameRng::stream(33, 1);
        loop {
            let actor = m.state().actor();
            assert!(
                matches!(&actor, Actor::Seat(0)) || actor == Actor::Simultaneous(vec![0]),
                "the game went on alone, to {actor:?}"
            );
            if m.state().round() >= 2 && m.state().legal_actions(0).len() > 6 {
                return m.state().clone();
            }
            let view = m.state().view(Some(0));
            let a = choose::<WildTiledWest>(BotLevel::Greedy, &view, 0, &mut rng).unwrap();
            m.act(0, &a).unwrap();
        }
    }

    /// The action hard picks on `game` with `budget` playouts, and the counts it was asked to
    /// go on at.
    fn think(
        game: &WildTiledWest,
        budget: u32,
        seed: u64,
    ) -> (Option<<WildTiledWest as Game>::Action>, Vec<u32>) {
        let view = game.view(Some(0));
        let mut asked = Vec::new();
        let action = choose_with::<WildTiledWest>(
            BotLevel::Hard,
            &view,
            0,
            &mut GameRng::stream(seed, 1),
            Some(budget),
            |done| {
                asked.push(done);
                true
            },
        );
        (action, asked)
    }

    #[test]
    fn alone_hard_halves_its_candidates_within_its_playout_budget() {
        let game = solo_choice();
        let (action, asked) = think(&game, 48, 5);
        assert!(action
            .as_ref()
            .is_some_and(|a| game.legal_actions(0).contains(a)));
        // Asked before each sweep: each sweep plays every candidate still in once, and the
        // candidates are halved round by round, from the six shortlisted down to two.
        let sweeps: Vec<u32> = asked.windows(2).map(|w| w[1] - w[0]).collect();
        assert_eq!(sweeps.first(), Some(&6), "asked at {asked:?}");
        assert!(
            sweeps.windows(2).all(|w| w[1] <= w[0]),
            "asked at {asked:?}"
        );
        assert!(
            sweeps.contains(&3) && sweeps.contains(&2),
            "asked at {asked:?}"
        );
        assert!(
            asked.iter().all(|&done| done + 2 <= 48),
            "asked at {asked:?}"
        );
        assert_eq!(
            think(&game, 48, 5).0,
            action,
            "same seed, same budget, same choice"
        );
        assert_eq!(BotLevel::Hard.iterations::<WildTiledWest>(1), Some(240));
        assert_eq!(
            BotLevel::Medium.iterations::<WildTiledWest>(1),
            Some(24),
            "medium alone: a tenth of hard's playouts"
        );
        assert_eq!(
            BotLevel::Medium.iterations::<WildTiledWest>(2),
            Some(WildTiledWest::SEARCH_ITERATIONS / 8)
        );
        assert_eq!(
            BotLevel::Hard.iterations::<WildTiledWest>(2),
            Some(WildTiledWest::SEARCH_ITERATIONS)
        );
    }

    /// A solo position where the seat is to draft, with several tiles on offer.
    fn solo_draft() -> WildTiledWest {
        let (mut m, _) = Match::<WildTiledWest>::new(WtwOptions::default(), 1, 21).unwrap();
        let mut rng = GameRng::stream(21, 1);
        loop {
            let g = m.state();
            if g.round() >= 3
                && matches!(g.awaiting(), Some((0, Decision::Draft)))
                && g.legal_actions(0).len() > 3
            {
                return g.clone();
            }
            let view = g.view(Some(0));
            let a = choose::<WildTiledWest>(BotLevel::Greedy, &view, 0, &mut rng).unwrap();
            m.act(0, &a).unwrap();
        }
    }

    #[test]
    fn a_glance_judges_a_draft_by_the_best_of_the_placements_it_draws() {
        let game = solo_draft();
        let mut drafted = game.clone();
        let draft = game.legal_actions(0)[0].clone();
        drafted.advance(Who::Seat(0), &draft).unwrap();
        let placements = drafted.legal_actions(0);
        assert!(placements.len() > 10, "{} placements", placements.len());
        let values: Vec<f64> = placements
            .iter()
            .map(|p| {
                let mut placed = drafted.clone();
                placed.advance(Who::Seat(0), p).unwrap();
                placed.evaluate(0)
            })
            .collect();
        let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let glance = |sample: usize, stream: u64| {
            let mut rng = GameRng::stream(stream, 7);
            crate::glance_value(&drafted, 0, sample, &mut rng, &mut None)
        };
        assert_eq!(glance(placements.len(), 1), best, "every placement seen");
        let mut missed = 0;
        for stream in 0..20 {
            let v = glance(3, stream);
            assert!(values.contains(&v), "the value of a placement it drew");
            assert!(v <= best);
            missed += usize::from(v < best);
        }
        assert!(missed > 0, "three placements drawn of {}", placements.len());
        // Once the tile is laid the decision is another's or chance's: judged as it stands.
        let mut placed = drafted.clone();
        placed.advance(Who::Seat(0), &placements[0]).unwrap();
        if placed.actor() != Actor::Seat(0) {
            let mut rng = GameRng::stream(1, 7);
            assert_eq!(
                crate::glance_value(&placed, 0, 3, &mut rng, &mut None),
                placed.evaluate(0)
            );
        }
    }

    #[test]
    fn glancing_greedy_drafts_the_tile_whose_best_drawn_placement_is_best() {
        let game = solo_draft();
        let legal = game.legal_actions(0);
        // With a glance wide enough for every placement, its pick is worth the best draft's
        // best placement.
        let all = 10_000;
        let value_of = |a: &WtwAction| {
            let mut next = game.clone();
            next.advance(Who::Seat(0), a).unwrap();
            crate::glance_value(&next, 0, all, &mut GameRng::stream(0, 0), &mut None)
        };
        let best = legal.iter().map(value_of).fold(f64::NEG_INFINITY, f64::max);
        let picked = crate::glancing_greedy(
            &game,
            0,
            legal.clone(),
            &mut GameRng::stream(3, 1),
            all,
            &mut crate::Scratch::default(),
        );
        assert_eq!(value_of(&picked), best);
        assert!(legal.contains(&picked));
    }

    /// Sequential halving on the solo position with `threads` threads: the means, the last
    /// round's candidates, where it was asked to go on, and the stream's next draw after.
    #[cfg(feature = "threads")]
    fn halve_on(threads: usize) -> (Vec<f64>, Vec<usize>, Vec<u32>, u64) {
        let game = solo_choice();
        let view = game.view(Some(0));
        let mut config = BotLevel::Hard.search_config::<WildTiledWest>().unwrap();
        config.playouts = 30;
        config.playout_depth = 8;
        config.threads = threads;
        let legal = game.legal_actions(0);
        let candidates = shortlist(
            &game,
            0,
            &legal,
            config.root_width,
            WildTiledWest::LOOKAHEAD,
        );
        assert_eq!(candidates.len(), 6);
        let mut rng = GameRng::stream(9, 1);
        let mut asked = Vec::new();
        let (means, last) =
            halving::<WildTiledWest>(&view, 0, &mut rng, &config, &candidates, &mut |done| {
                asked.push(done);
                true
            });
        (means, last, asked, rng.next_u64())
    }

    #[cfg(feature = "threads")]
    #[test]
    fn playouts_on_several_threads_come_to_what_one_thread_does() {
        let one = halve_on(1);
        assert!(
            one.0.iter().all(|m| m.is_finite() && *m != 0.0),
            "{:?}",
            one.0
        );
        assert_eq!(
            one.2.len(),
            30 / 6 / 3 + 30 / 3 / 3 + 30 / 2 / 3,
            "{:?}",
            one.2
        );
        for threads in [2, 3, 4] {
            // The same to the last bit: each sweep its own sample, added up in order.
            assert_eq!(halve_on(threads), one, "{threads} threads");
        }
    }

    #[test]
    fn with_other_seats_hard_searches_its_tree_instead() {
        let (m, _) = Match::<WildTiledWest>::new(WtwOptions::default(), 2, 4).unwrap();
        let view = m.state().view(Some(0));
        let mut asked = Vec::new();
        choose_with::<WildTiledWest>(
            BotLevel::Hard,
            &view,
            0,
            &mut GameRng::stream(4, 1),
            Some(30),
            |done| {
                asked.push(done);
                true
            },
        );
        assert_eq!(
            asked,
            (0..30).collect::<Vec<_>>(),
            "one iteration at a time"
        );
    }

    #[test]
    fn a_budget_below_one_sweep_plays_the_shortlists_best() {
        let game = solo_choice();
        let (action, asked) = think(&game, 3, 5);
        assert!(asked.is_empty(), "no sweep of six fits in three playouts");
        let value = |a: &<WildTiledWest as Game>::Action| {
            let mut next = game.clone();
            next.advance(Who::Seat(0), a).unwrap();
            crate::turn_value(&next, 0, WildTiledWest::LOOKAHEAD)
        };
        let best = game
            .legal_actions(0)
            .iter()
            .map(value)
            .fold(f64::NEG_INFINITY, f64::max);
        assert_eq!(value(&action.unwrap()), best);
    }
}
