//! Bots that play any game on the contract.
//!
//! A bot is handed its seat's view, never the game: it rebuilds a game it may think on with
//! [`Game::determinize`], which samples whatever the seat cannot see. So a bot cannot cheat,
//! whatever the game.

mod appraise;
mod playouts;
mod search;

use std::sync::atomic::{AtomicUsize, Ordering};

use serde::{Deserialize, Serialize};

use saloon_core::{BotTuning, GameRng, Seat};

pub use appraise::{appraise, Appraisal, AppraisalBudget};
pub use search::{search, SearchConfig};

/// How a bot seat plays. Levels are stable identifiers used by the CLI and saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum BotLevel {
    /// Uniformly random among legal actions.
    Random,
    /// The action whose result the game's evaluation likes best, looking through the seat's
    /// own decisions that follow at once ([`turn_value`], [`BotTuning::LOOKAHEAD`]).
    Greedy,
    /// A beginner: greedy, but only notices about a third of its options.
    Easy,
    /// Hard's search, narrower and at an eighth of its budget (alone at the table, a tenth of
    /// its playouts): ahead of greedy, behind hard.
    Medium,
    /// The search at the game's full budget ([`BotTuning::SEARCH_ITERATIONS`]), each seat's turn
    /// searched as a whole: the rest of a turn is played the one-ply best way and leaves are
    /// judged between turns ([`SearchConfig::finish_turns`]), after the game's rollout
    /// ([`BotTuning::SEARCH_ROLLOUT`]). Alone at the table, in a game that says how
    /// ([`BotTuning::SOLO_PLAYOUT_DEPTH`]), its best few options are played on the greedy way
    /// instead (by a greedy player that glances at its next decision's options,
    /// [`SearchConfig::playout_glance`]), many times each, and the one that fares best is
    /// played.
    Hard,
}

impl BotLevel {
    /// Every level, weakest first (the order the new-game screen offers them in).
    pub const ALL: [BotLevel; 5] = [
        BotLevel::Random,
        BotLevel::Easy,
        BotLevel::Greedy,
        BotLevel::Medium,
        BotLevel::Hard,
    ];

    pub fn id(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Greedy => "greedy",
            BotLevel::Easy => "easy",
            BotLevel::Medium => "medium",
            BotLevel::Hard => "hard",
        }
    }

    /// Hard's playouts alone at the table: under a second on one core for Wild Tiled West's
    /// playouts of 24 actions (p95 520 ms, release build).
    const HARD_SOLO_PLAYOUTS: u32 = 240;
    /// Placements a playout's greedy player draws to judge a draft
    /// (`SearchConfig::playout_glance`).
    const PLAYOUT_GLANCE: usize = 32;

    /// `playouts` on a game that plays playouts alone at the table, else none.
    fn solo_playouts<G: BotTuning>(playouts: u32) -> u32 {
        if G::SOLO_PLAYOUT_DEPTH > 0 {
            playouts
        } else {
            0
        }
    }

    /// The search budget of the searching levels on game `G`: hard's is the game's full
    /// budget ([`BotTuning::SEARCH_ITERATIONS`]), medium's an eighth of it (and a tenth of hard's
    /// playouts alone at the table).
    pub fn search_config<G: BotTuning>(self) -> Option<SearchConfig> {
        match self {
            // Hard's way of searching, narrower and at an eighth of the budget. A medium that
            // searched decision by decision, leaves judged halfway through a turn, lost to
            // greedy: 15 of 40 two-player Wild Tiled West games.
            BotLevel::Medium => Some(SearchConfig {
                iterations: (G::SEARCH_ITERATIONS / 8).max(1),
                rollout_depth: 0,
                rollout_sample: 0,
                exploration: 0.3,
                width: 2,
                root_width: 3,
                follow_up_width: 1,
                finish_turns: true,
                // Alone at the table, a tenth of hard's playouts among its three best options
                // (solo 122.0 over 400 games, p95 56 ms): its tree there played no better than
                // greedy.
                playouts: Self::solo_playouts::<G>(Self::HARD_SOLO_PLAYOUTS / 10),
                playout_depth: G::SOLO_PLAYOUT_DEPTH,
                playout_glance: Self::PLAYOUT_GLANCE,
                threads: 1,
            }),
            BotLevel::Hard => Some(SearchConfig {
                iterations: G::SEARCH_ITERATIONS,
                rollout_depth: G::SEARCH_ROLLOUT,
                rollout_sample: 16,
                exploration: 0.3,
                width: 4,
                root_width: 6,
                follow_up_width: 1,
                finish_turns: true,
                playouts: Self::solo_playouts::<G>(Self::HARD_SOLO_PLAYOUTS),
                playout_depth: G::SOLO_PLAYOUT_DEPTH,
                playout_glance: Self::PLAYOUT_GLANCE,
                threads: 1,
            }),
            _ => None,
        }
    }

    /// How many search iterations the level thinks for on game `G` with `players` seats, or
    /// playouts when it plays them (alone at the table, [`BotTuning::SOLO_PLAYOUT_DEPTH`]); `None`:
    /// it does not search. The count a progress bar runs up to.
    pub fn iterations<G: BotTuning>(self, players: usize) -> Option<u32> {
        self.search_config::<G>().map(|c| {
            if c.plays_out(players) {
                c.playouts
            } else {
                c.iterations
            }
        })
    }

    /// Whether the level searches on game `G` (medium, hard): it thinks on samples of its own,
    /// drawn from the view. The others pick on one sample ([`choose_on`]).
    pub fn searches<G: BotTuning>(self) -> bool {
        self.search_config::<G>().is_some()
    }

    pub fn parse(text: &str) -> Option<BotLevel> {
        BotLevel::ALL.into_iter().find(|l| l.id() == text)
    }
}

/// How many threads a searching bot thinks on ([`set_thinking_threads`]; always 1 without
/// the `threads` feature).
static THINKING_THREADS: AtomicUsize = AtomicUsize::new(1);

/// Lets the bots think on `threads` threads (at least one) from now on, where they can: alone
/// at the table, the playouts are shared among them ([`SearchConfig::threads`]), and every
/// choice is the one a single thread makes. A setting of the process, made once by the app
/// from the cores the platform offers; without the `threads` feature it changes nothing, so
/// a tool that measures one core (`saloon simulate`) never sets it.
pub fn set_thinking_threads(threads: usize) {
    THINKING_THREADS.store(threads.max(1), Ordering::Relaxed);
}

/// The threads set by [`set_thinking_threads`] (1 until then, and without the feature).
pub fn thinking_threads() -> usize {
    if cfg!(feature = "threads") {
        THINKING_THREADS.load(Ordering::Relaxed)
    } else {
        1
    }
}

/// The action `level` picks for `seat` from what that seat sees, or `None` when the seat has
/// nothing to do. `rng` is the bot's own stream, never the game's chance stream.
pub fn choose<G: BotTuning>(
    level: BotLevel,
    view: &G::View,
    seat: Seat,
    rng: &mut GameRng,
) -> Option<G::Action> {
    choose_with::<G>(level, view, seat, rng, None, |_| true)
}

/// [`choose`] with a budget: `iterations` replaces a searching level's own count of iterations
/// or playouts ([`BotLevel::iterations`]; `None` keeps it), and `keep_going(iterations_done)`
/// is asked before each iteration so that a caller can stop the search (a time limit, a game
/// left or undone) and report progress. With a fixed seed and an iteration budget the choice
/// is reproducible; a time limit makes it depend on the machine.
pub fn choose_with<G: BotTuning>(
    level: BotLevel,
    view: &G::View,
    seat: Seat,
    rng: &mut GameRng,
    iterations: Option<u32>,
    keep_going: impl FnMut(u32) -> bool,
) -> Option<G::Action> {
    if let Some(mut config) = level.search_config::<G>() {
        if let Some(n) = iterations {
            config.iterations = n;
            // Alone at the table the level may count playouts instead: the budget is the same.
            if config.playouts > 0 {
                config.playouts = n;
            }
        }
        config.threads = thinking_threads();
        return search::<G>(view, seat, rng, &config, keep_going);
    }
    let game = G::determinize(view, seat, rng);
    choose_on(level, &game, seat, rng)
}

/// What a level that does not search ([`BotLevel::searches`]: random, greedy, easy) picks
/// for `seat` on `game`, a sample of what the seat sees
/// ([`saloon_core::Game::determinize`], or [`saloon_core::Game::determinize_for`] from a
/// referee that holds the game): [`choose_with`] once it has its sample, the same pick for
/// the same draws. Panics on a searching level, which thinks on samples of its own.
pub fn choose_on<G: BotTuning>(
    level: BotLevel,
    game: &G,
    seat: Seat,
    rng: &mut GameRng,
) -> Option<G::Action> {
    assert!(
        !level.searches::<G>(),
        "{} searches: it needs the view, not one sample",
        level.id()
    );
    if level == BotLevel::Random {
        return game.random_action(seat, rng);
    }
    let mut legal = game.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    match level {
        BotLevel::Easy => {
            // A beginner weighs only some of the options: a random third of them.
            rng.shuffle(&mut legal);
            legal.truncate(legal.len().div_ceil(3));
            legal.sort();
            Some(greedy(game, seat, legal, rng))
        }
        _ => Some(greedy(game, seat, legal, rng)),
    }
}

/// `game`'s value for `seat` once the seat has made the best of the decisions that are its
/// own in a row, looking through `budget` positions at most ([`BotTuning::LOOKAHEAD`]; a
/// budget rather than a depth, since one game's depth of two is a few dozen positions and
/// another's hundreds of thousands). It stops at chance, another seat's turn or the end,
/// and wherever the options outnumber `budget` (the budget is shared out among them), and
/// there the game's evaluation judges. Nothing random or hidden is looked through.
pub fn turn_value<G: BotTuning>(game: &G, seat: Seat, budget: usize) -> f64 {
    if budget == 0 || !game.actor().includes(seat) {
        return game.evaluate(seat);
    }
    let legal = game.legal_actions(seat);
    if legal.is_empty() || legal.len() > budget {
        return game.evaluate(seat);
    }
    let share = budget / legal.len() - 1;
    // One copy, refilled for each action: `clone_from` reuses its buffers.
    let mut next = game.clone();
    let best = legal
        .iter()
        .filter_map(|a| {
            next.clone_from(game);
            next.advance_legal(seat, a).ok()?;
            Some(turn_value(&next, seat, share))
        })
        .fold(f64::NEG_INFINITY, f64::max);
    if best.is_finite() {
        best
    } else {
        game.evaluate(seat)
    }
}

fn greedy<G: BotTuning>(
    game: &G,
    seat: Seat,
    legal: Vec<G::Action>,
    rng: &mut GameRng,
) -> G::Action {
    best_result(game, seat, legal, rng, &mut None, |next, _| {
        turn_value(next, seat, G::LOOKAHEAD)
    })
}

/// Games to copy positions into, kept from one decision to the next of a playout (or a
/// rollout) so that each copy reuses the buffers of the one before: `clone_from` into a game
/// allocates nothing, where `clone` allocates every vector of it. What is copied, and so every
/// choice, is the same either way.
pub(crate) struct Scratch<G> {
    /// The game each option is played on.
    next: Option<G>,
    /// The game each option of the option's next decision is played on ([`glance_value`]).
    glance: Option<G>,
}

impl<G> Default for Scratch<G> {
    fn default() -> Self {
        Scratch {
            next: None,
            glance: None,
        }
    }
}

/// Greedy with a glance instead of a look: each of `legal` is weighed as greedy weighs it,
/// but through at most `sample` options of the seat's next decision, drawn at random
/// ([`glance_value`]). A draft is then judged by the best of a few dozen placements of its
/// tile, not all two hundred: a good deal cheaper, and nearly as good a player, which is
/// what playouts need ([`SearchConfig::playout_glance`]).
pub(crate) fn glancing_greedy<G: BotTuning>(
    game: &G,
    seat: Seat,
    legal: Vec<G::Action>,
    rng: &mut GameRng,
    sample: usize,
    scratch: &mut Scratch<G>,
) -> G::Action {
    let glance = &mut scratch.glance;
    best_result(game, seat, legal, rng, &mut scratch.next, |next, rng| {
        glance_value(next, seat, sample, rng, glance)
    })
}

/// `game`'s value for `seat` after the best of at most `sample` options of the seat's own
/// decision now (drawn from `rng` when it has more), each judged by the evaluation; as it
/// stands when the seat has no decision now. `scratch` is a game to reuse for the copies.
fn glance_value<G: BotTuning>(
    game: &G,
    seat: Seat,
    sample: usize,
    rng: &mut GameRng,
    scratch: &mut Option<G>,
) -> f64 {
    if !game.actor().includes(seat) {
        return game.evaluate(seat);
    }
    let mut options = game.legal_actions(seat);
    if options.len() > sample {
        // The first `sample` of a shuffle, without shuffling the rest.
        for i in 0..sample {
            let j = i + rng.index(options.len() - i);
            options.swap(i, j);
        }
        options.truncate(sample);
    }
    let next = scratch.get_or_insert_with(|| game.clone());
    let best = options
        .iter()
        .filter_map(|o| {
            next.clone_from(game);
            next.advance_legal(seat, o).ok()?;
            Some(next.evaluate(seat))
        })
        .fold(f64::NEG_INFINITY, f64::max);
    if best.is_finite() {
        best
    } else {
        game.evaluate(seat)
    }
}

/// The action of `legal` whose result `value` likes best for `seat`; ties are broken at
/// random from `rng` (after `value` has drawn from it, if it does). `scratch` is a game to
/// reuse for the copies.
fn best_result<G: BotTuning>(
    game: &G,
    seat: Seat,
    legal: Vec<G::Action>,
    rng: &mut GameRng,
    scratch: &mut Option<G>,
    mut value: impl FnMut(&G, &mut GameRng) -> f64,
) -> G::Action {
    let mut best: Vec<G::Action> = Vec::new();
    let mut best_value = f64::NEG_INFINITY;
    let next = scratch.get_or_insert_with(|| game.clone());
    for action in legal {
        next.clone_from(game);
        if next.advance_legal(seat, &action).is_err() {
            continue;
        }
        let value = value(next, rng);
        if value > best_value + 1e-9 {
            best_value = value;
            best.clear();
            best.push(action);
        } else if (value - best_value).abs() <= 1e-9 {
            best.push(action);
        }
    }
    // Ties are broken at random so the bot is not predictable; the stream keeps it reproducible.
    let i = rng.index(best.len());
    best.swap_remove(i)
}

#[cfg(test)]
mod tests {
    use saloon_circle_the_wagons::{CircleTheWagons, CtwOptions};
    use saloon_core::{Actor, Game, Match, Who};

    use super::*;

    fn play(levels: [BotLevel; 2], seed: u64) -> Vec<i32> {
        let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, seed).unwrap();
        let mut rngs = [GameRng::stream(seed, 1), GameRng::stream(seed, 2)];
        while let Actor::Seat(s) = m.state().actor() {
            let view = m.state().view(Some(s));
            let a = choose::<CircleTheWagons>(levels[s as usize], &view, s, &mut rngs[s as usize])
                .expect("a seat to act has an action");
            m.act(s, &a).expect("bots only pick legal actions");
        }
        m.state().scores().iter().map(|s| s.total).collect()
    }

    #[test]
    fn greedy_beats_random_most_of_the_time() {
        let mut greedy_wins = 0;
        for seed in 0..30 {
            let s = play([BotLevel::Greedy, BotLevel::Random], seed);
            greedy_wins += i32::from(s[0] > s[1]);
        }
        assert!(greedy_wins >= 22, "greedy won only {greedy_wins} of 30");
    }

    #[test]
    fn the_search_beats_greedy_and_easy_loses_to_greedy() {
        let (mut hard_wins, mut easy_wins) = (0, 0);
        for seed in 0..12 {
            // Alternate seats so the first-player edge cancels out.
            let (h, g) = if seed % 2 == 0 { (0, 1) } else { (1, 0) };
            let mut levels = [BotLevel::Greedy; 2];
            levels[h] = BotLevel::Medium;
            let s = play(levels, seed);
            hard_wins += i32::from(s[h] > s[g]);
            let mut levels = [BotLevel::Greedy; 2];
            levels[h] = BotLevel::Easy;
            let s = play(levels, seed);
            easy_wins += i32::from(s[h] > s[g]);
        }
        assert!(
            hard_wins >= 7,
            "the search won only {hard_wins} of 12 against greedy"
        );
        assert!(easy_wins <= 5, "easy won {easy_wins} of 12 against greedy");
    }

    #[test]
    fn a_search_can_be_stopped_and_still_answers() {
        let (m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, 3).unwrap();
        let view = m.state().view(Some(1));
        let mut rng = GameRng::stream(3, 2);
        let mut asked = 0;
        let a = choose_with::<CircleTheWagons>(BotLevel::Hard, &view, 1, &mut rng, None, |done| {
            asked = done;
            done < 5
        });
        assert!(a.is_some_and(|a| m.state().legal_actions(1).contains(&a)));
        assert_eq!(asked, 5, "stopped after five iterations");
    }

    #[test]
    fn a_search_stopped_before_it_starts_plays_the_one_ply_best() {
        let (m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, 8).unwrap();
        let view = m.state().view(Some(1));
        let stopped = choose_with::<CircleTheWagons>(
            BotLevel::Hard,
            &view,
            1,
            &mut GameRng::stream(8, 2),
            None,
            |_| false,
        );
        let greedy =
            choose::<CircleTheWagons>(BotLevel::Greedy, &view, 1, &mut GameRng::stream(8, 2));
        let legal = m.state().legal_actions(1);
        assert!(stopped.as_ref().is_some_and(|a| legal.contains(a)));
        // Same value as the greedy pick (ties may differ in which action).
        let value = |a: &saloon_circle_the_wagons::CtwAction| {
            let mut g = m.state().clone();
            g.apply(Who::Seat(1), a).unwrap();
            g.evaluate(1)
        };
        assert_eq!(value(&stopped.unwrap()), value(&greedy.unwrap()));
    }

    #[test]
    fn an_iteration_budget_is_kept_and_its_choice_reproducible() {
        let (m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, 5).unwrap();
        let view = m.state().view(Some(1));
        let think = |budget: u32| {
            let mut rng = GameRng::stream(5, 2);
            let mut last = 0;
            let a = choose_with::<CircleTheWagons>(
                BotLevel::Hard,
                &view,
                1,
                &mut rng,
                Some(budget),
                |done| {
                    last = done;
                    true
                },
            );
            (a, last)
        };
        let (first, asked) = think(40);
        assert_eq!(asked, 39, "asked before each of the 40 iterations");
        assert_eq!(think(40).0, first, "same seed, same budget, same choice");
        assert_eq!(
            BotLevel::Hard.iterations::<CircleTheWagons>(2),
            Some(CircleTheWagons::SEARCH_ITERATIONS)
        );
        assert_eq!(
            BotLevel::Medium.iterations::<CircleTheWagons>(2),
            Some(CircleTheWagons::SEARCH_ITERATIONS / 8)
        );
        assert_eq!(BotLevel::Greedy.iterations::<CircleTheWagons>(2), None);
    }

    #[test]
    fn same_seed_same_game() {
        assert_eq!(
            play([BotLevel::Greedy, BotLevel::Random], 11),
            play([BotLevel::Greedy, BotLevel::Random], 11)
        );
    }

    #[test]
    fn levels_round_trip_through_their_ids() {
        for l in BotLevel::ALL {
            assert_eq!(BotLevel::parse(l.id()), Some(l));
        }
        assert_eq!(BotLevel::parse("godlike"), None);
    }
}
