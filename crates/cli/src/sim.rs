//! Bot-only games for `simulate` and `play`, generic over the game.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use serde::Serialize;
use serde_json::Value;

use saloon_app::games::{GameVisitor, Registered};
use saloon_bots::{choose_on, choose_with, BotLevel};
use saloon_core::{Actor, BotTuning, GameRng, Match, Quietly, Seat};

/// One finished bot game.
pub struct Played {
    pub scores: Vec<saloon_core::ScoreSheet>,
    pub winners: Vec<Seat>,
    /// The replay, when it was asked for ([`play_game`]'s `keep_replay`).
    pub replay: Option<Value>,
}

/// The game's options from `--options` JSON (`null` for the defaults), as a new game begins
/// with them (`Game::options_for_new_game`: the current rules edition).
pub fn parse_options<G: BotTuning>(options: &Value) -> Result<G::Options, String> {
    if options.is_null() {
        return Ok(G::options_for_new_game(G::Options::default()));
    }
    serde_json::from_value(options.clone())
        .map(G::options_for_new_game)
        .map_err(|e| format!("--options does not fit {}: {e}", G::NAME))
}

/// How long searching bots think per decision: their level's iterations unless
/// `iterations` says otherwise, and at most `time_limit` if one is set (which makes the
/// games depend on the machine's speed).
#[derive(Clone, Copy, Debug, Default)]
pub struct Budget {
    pub iterations: Option<u32>,
    pub time_limit: Option<Duration>,
}

/// Plays one game with every seat a bot. The bots' own streams come from the same seed, so
/// the whole game is a function of (options, levels, seed), unless a time limit is set.
/// Each decision's milliseconds go on the end of its seat's list in `decision_ms` (one list
/// per seat, shared by the games a worker plays), wall clock and the thread's CPU time; a game
/// that fails takes its own back off.
///
/// It pays only for what is read: nobody reads the events, so every action is played through
/// `advance` (none built); greedy and easy pick on the sample they would have built from
/// their view, which the game builds from itself (`determinize_for`: same sample, same
/// draws, no view); random, whose pick needs only the legal actions, draws on the game
/// itself once its stream has made the sample's draws (`determinize_draws`); only a
/// searching level gets a view; and the replay is serialized only when `keep_replay` asks.
pub fn play_game<G: BotTuning>(
    options: &G::Options,
    levels: &[BotLevel],
    seed: u64,
    budget: Budget,
    keep_replay: bool,
    decision_ms: &mut [Vec<Timing>],
) -> Result<Played, String> {
    let before: Vec<usize> = decision_ms.iter().map(Vec::len).collect();
    let played = play_timed::<G>(options, levels, seed, budget, keep_replay, decision_ms);
    if played.is_err() {
        for (times, len) in decision_ms.iter_mut().zip(before) {
            times.truncate(len);
        }
    }
    played
}

fn play_timed<G: BotTuning>(
    options: &G::Options,
    levels: &[BotLevel],
    seed: u64,
    budget: Budget,
    keep_replay: bool,
    decision_ms: &mut [Vec<Timing>],
) -> Result<Played, String> {
    let mut m =
        Match::<G>::new_quietly(options.clone(), levels.len(), seed).map_err(|e| e.to_string())?;
    let mut rngs: Vec<GameRng> = (0..levels.len())
        .map(|s| GameRng::stream(seed, 1 + s as u64))
        .collect();
    let searches: Vec<bool> = levels.iter().map(|l| l.searches::<G>()).collect();
    // When the seat to act came to act: one reading of the clock per decision ends one
    // decision (the move played) and starts the next.
    let mut mark = Instant::now();
    for _ in 0..=G::MAX_ACTIONS {
        let seat = match m.state().actor() {
            Actor::GameOver => {
                let state = m.state();
                let replay = if keep_replay {
                    Some(serde_json::to_value(m.replay()).map_err(|e| e.to_string())?)
                } else {
                    None
                };
                let (scores, winners) = state.scores_and_winners();
                return Ok(Played {
                    scores,
                    winners,
                    replay,
                });
            }
            Actor::Seat(s) => s,
            Actor::Simultaneous(seats) => seats[0],
            Actor::Chance => return Err("chance left unresolved".into()),
        };
        let (i, started) = (usize::from(seat), mark);
        // The thread's CPU clock is a system call, as dear as a random decision itself: a
        // random seat's decision counts its wall time on both clocks.
        let cpu_started = (levels[i] != BotLevel::Random).then(thread_cpu_ms);
        let (state, rng) = (m.state(), &mut rngs[i]);
        let action = match levels[i] {
            // What the random bot draws on its sample, drawn on the game: its pick depends
            // only on the legal actions, the same in every sample (the test kit checks both).
            BotLevel::Random => {
                state.determinize_draws(seat, rng);
                state.random_action(seat, rng)
            }
            level if searches[i] => choose_with::<G>(
                level,
                &state.view(Some(seat)),
                seat,
                rng,
                budget.iterations,
                |_| budget.time_limit.is_none_or(|t| started.elapsed() < t),
            ),
            level => choose_on::<G>(level, &state.determinize_for(seat, rng), seat, rng),
        }
        .ok_or_else(|| format!("seat {seat} had no legal action"))?;
        m.play(seat, &action, &mut Quietly)
            .map_err(|e| format!("seat {seat} played an illegal action: {e}"))?;
        let cpu_ms = cpu_started.map(|c| thread_cpu_ms() - c);
        mark = Instant::now();
        let wall_ms = (mark - started).as_secs_f64() * 1000.0;
        decision_ms[i].push(Timing {
            wall_ms,
            cpu_ms: cpu_ms.unwrap_or(wall_ms),
        });
    }
    Err(format!("the game ran past {} actions", G::MAX_ACTIONS))
}

/// One decision's time: on the wall clock, and on the CPU of the thread that thought (what a
/// busy machine does not inflate, and what a phone's battery pays for).
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    pub wall_ms: f64,
    pub cpu_ms: f64,
}

/// The CPU time the calling thread has used, in milliseconds (0 where the platform has no
/// per-thread clock).
fn thread_cpu_ms() -> f64 {
    #[cfg(unix)]
    {
        let mut t = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `t` is a valid, writable timespec for the call to fill.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0 {
            return t.tv_sec as f64 * 1000.0 + t.tv_nsec as f64 / 1e6;
        }
    }
    0.0
}

#[derive(Serialize)]
pub struct SimulationReport {
    pub game: String,
    pub players: usize,
    pub bots: Vec<BotLevel>,
    /// The game's options as played (the defaults when `--options` was left out).
    pub options: Value,
    pub seed: String,
    pub games: usize,
    pub completed: usize,
    pub errors: usize,
    /// The first few error messages, to start debugging from.
    pub error_samples: Vec<String>,
    pub mean_score: Vec<f64>,
    /// Per seat, the mean of each line of the score sheet, in the sheet's order: where the
    /// points come from, for tuning content (the lines add up to `mean_score`).
    pub mean_lines: Vec<Vec<LineMean>>,
    pub median_score: Vec<f64>,
    /// Per seat, the scores at the 10th, 25th, 50th, 75th, 90th and 99th percentiles: what
    /// solo rank bands are calibrated from.
    pub score_percentiles: Vec<[f64; 6]>,
    /// Share of completed games each seat won (a shared win counts for every winner).
    pub win_rate: Vec<f64>,
    pub games_per_second: f64,
    pub p95_decision_ms: Vec<f64>,
    /// Per seat, the 95th percentile of a decision's thread CPU time.
    pub p95_decision_cpu_ms: Vec<f64>,
    /// Per seat, the CPU seconds its decisions cost in a game, on average.
    pub cpu_seconds_per_game: Vec<f64>,
    /// Solo games of a game with ranks: how many games ended at each rank ("none" below the
    /// lowest). Empty otherwise.
    pub ranks: BTreeMap<String, usize>,
    /// The thinking budget, when it was not the levels' own.
    pub iterations: Option<u32>,
    pub think_ms: Option<u64>,
    /// Games played at once (threads); the results do not depend on it.
    pub jobs: usize,
}

#[derive(Serialize, Debug, PartialEq)]
pub struct LineMean {
    pub key: String,
    pub mean: f64,
}

pub struct Simulate {
    pub options: Value,
    pub levels: Vec<BotLevel>,
    pub games: usize,
    pub seed: u64,
    pub budget: Budget,
    pub jobs: usize,
}

/// What the report reads of the games one worker played, gathered as they finish so that no
/// game's sheets or timings outlive it. Everything in it is a count, a list whose order the
/// report does not depend on (totals are medianed, times ranked) or a sum of whole points
/// (exact in any order), and lines and error samples keep the game they were first seen in:
/// merged, the tallies of any number of workers make the report one worker makes.
struct Tally {
    completed: usize,
    errors: usize,
    /// (game index, message) of the first few failed games.
    samples: Vec<(usize, String)>,
    /// Per seat, the final totals.
    scores: Vec<Vec<f64>>,
    /// Per seat, each line's points summed over the games.
    lines: Vec<Vec<LineSum>>,
    wins: Vec<usize>,
    /// Per seat, every decision's milliseconds (`play_game` adds them).
    times: Vec<Vec<Timing>>,
    ranks: BTreeMap<String, usize>,
}

/// One score sheet line summed over a worker's games.
#[derive(Clone)]
struct LineSum {
    key: String,
    /// Where it was first seen: (game index, place in that game's sheet).
    first: (usize, usize),
    sum: f64,
}

/// Error samples a report keeps.
const SAMPLES: usize = 5;

impl Tally {
    fn new(seats: usize) -> Self {
        Tally {
            completed: 0,
            errors: 0,
            samples: Vec::new(),
            scores: vec![Vec::new(); seats],
            lines: vec![Vec::new(); seats],
            wins: vec![0; seats],
            times: vec![Vec::new(); seats],
            ranks: BTreeMap::new(),
        }
    }

    fn add<G: BotTuning>(
        &mut self,
        options: &G::Options,
        game: usize,
        result: Result<Played, String>,
    ) {
        let p = match result {
            Ok(p) => p,
            Err(e) => {
                self.errors += 1;
                if self.samples.len() < SAMPLES {
                    self.samples.push((game, e));
                }
                return;
            }
        };
        self.completed += 1;
        for (s, sheet) in p.scores.iter().enumerate() {
            self.scores[s].push(f64::from(sheet.total));
            let sums = &mut self.lines[s];
            for (place, line) in sheet.lines.iter().enumerate() {
                let points = f64::from(line.points);
                // A game's sheet mostly lists the lines of the last one, in the same order.
                if let Some(known) = sums.get_mut(place).filter(|l| l.key == line.key) {
                    known.sum += points;
                    continue;
                }
                match sums.iter_mut().find(|l| l.key == line.key) {
                    Some(known) => known.sum += points,
                    None => sums.push(LineSum {
                        key: line.key.clone(),
                        first: (game, place),
                        sum: points,
                    }),
                }
            }
        }
        if self.scores.len() == 1 {
            let total = p.scores.first().map_or(0, |s| s.total);
            if let Some(rank) = G::solo_rank_in(options, total) {
                *self.ranks.entry(rank.to_string()).or_insert(0) += 1;
            } else if G::solo_rank(i32::MAX).is_some() {
                *self.ranks.entry("none".to_string()).or_insert(0) += 1;
            }
        }
        for w in p.winners {
            self.wins[usize::from(w)] += 1;
        }
    }

    fn merge(&mut self, other: Tally) {
        self.completed += other.completed;
        self.errors += other.errors;
        self.samples.extend(other.samples);
        self.samples.sort_by_key(|(game, _)| *game);
        self.samples.truncate(SAMPLES);
        for (mine, theirs) in self.scores.iter_mut().zip(other.scores) {
            mine.extend(theirs);
        }
        for (mine, theirs) in self.lines.iter_mut().zip(other.lines) {
            for line in theirs {
                match mine.iter_mut().find(|l| l.key == line.key) {
                    Some(known) => {
                        known.first = known.first.min(line.first);
                        known.sum += line.sum;
                    }
                    None => mine.push(line),
                }
            }
            // In order of first sight, as one worker playing every game in turn sees them.
            mine.sort_by_key(|l| l.first);
        }
        for (mine, theirs) in self.wins.iter_mut().zip(other.wins) {
            *mine += theirs;
        }
        for (mine, theirs) in self.times.iter_mut().zip(other.times) {
            mine.extend(theirs);
        }
        for (rank, n) in other.ranks {
            *self.ranks.entry(rank).or_insert(0) += n;
        }
    }
}

impl Simulate {
    /// Plays every game, `jobs` at a time, each worker tallying its own; the tallies merge
    /// into what one worker would have tallied, so a report is the same whatever the number
    /// of jobs.
    fn play_all<G: BotTuning>(&self, options: &G::Options) -> Tally {
        let jobs = self.jobs.clamp(1, self.games.max(1));
        let seats = self.levels.len();
        let seed_of = |i: usize| self.seed.wrapping_add(i as u64);
        std::thread::scope(|scope| {
            let workers: Vec<_> = (0..jobs)
                .map(|w| {
                    scope.spawn(move || {
                        let mut tally = Tally::new(seats);
                        for i in (w..self.games).step_by(jobs) {
                            let played = play_game::<G>(
                                options,
                                &self.levels,
                                seed_of(i),
                                self.budget,
                                false,
                                &mut tally.times,
                            );
                            tally.add::<G>(options, i, played);
                        }
                        tally
                    })
                })
                .collect();
            let mut all = Tally::new(seats);
            for w in workers {
                all.merge(w.join().unwrap_or_else(|_| {
                    let mut failed = Tally::new(seats);
                    failed.add::<G>(options, usize::MAX, Err("a worker panicked".into()));
                    failed
                }));
            }
            all
        })
    }
}

impl GameVisitor for Simulate {
    type Output = Result<SimulationReport, String>;

    fn visit<G: Registered>(self) -> Result<SimulationReport, String> {
        let options = parse_options::<G>(&self.options)?;
        let seats = self.levels.len();
        let started = Instant::now();
        let Tally {
            completed,
            errors,
            samples,
            scores,
            lines,
            wins,
            times,
            ranks,
        } = self.play_all::<G>(&options);
        let samples: Vec<String> = samples
            .into_iter()
            .map(|(i, e)| format!("seed {}: {e}", self.seed.wrapping_add(i as u64)))
            .collect();
        let elapsed = started.elapsed().as_secs_f64().max(1e-9);
        let per_game = |x: f64| {
            if completed == 0 {
                0.0
            } else {
                x / completed as f64
            }
        };
        Ok(SimulationReport {
            game: G::ID.to_string(),
            players: seats,
            bots: self.levels.clone(),
            options: serde_json::to_value(&options).map_err(|e| e.to_string())?,
            seed: self.seed.to_string(),
            games: self.games,
            completed,
            errors,
            error_samples: samples,
            mean_score: scores.iter().map(|v| per_game(v.iter().sum())).collect(),
            mean_lines: lines
                .into_iter()
                .map(|seat| {
                    seat.into_iter()
                        .map(|l| LineMean {
                            key: l.key,
                            mean: per_game(l.sum),
                        })
                        .collect()
                })
                .collect(),
            score_percentiles: scores
                .iter()
                .map(|v| [0.10, 0.25, 0.50, 0.75, 0.90, 0.99].map(|q| percentile(v.clone(), q)))
                .collect(),
            median_score: scores.into_iter().map(median).collect(),
            win_rate: wins.iter().map(|&w| per_game(w as f64)).collect(),
            games_per_second: completed as f64 / elapsed,
            p95_decision_ms: times
                .iter()
                .map(|t| p95(t.iter().map(|d| d.wall_ms).collect()))
                .collect(),
            p95_decision_cpu_ms: times
                .iter()
                .map(|t| p95(t.iter().map(|d| d.cpu_ms).collect()))
                .collect(),
            cpu_seconds_per_game: times
                .iter()
                .map(|t| per_game(t.iter().map(|d| d.cpu_ms).sum::<f64>() / 1000.0))
                .collect(),
            ranks,
            iterations: self.budget.iterations,
            think_ms: self
                .budget
                .time_limit
                .map(|t| u64::try_from(t.as_millis()).unwrap_or(u64::MAX)),
            jobs: self.jobs.max(1),
        })
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    let mid = v.len() / 2;
    if v.len() % 2 == 1 {
        v[mid]
    } else {
        (v[mid - 1] + v[mid]) / 2.0
    }
}

fn p95(v: Vec<f64>) -> f64 {
    percentile(v, 0.95)
}

/// The nearest-rank `q` quantile (0 for none).
fn percentile(mut v: Vec<f64>, q: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    let i = ((v.len() as f64 * q).ceil() as usize).clamp(1, v.len()) - 1;
    v[i]
}

pub struct PlayOne {
    pub options: Value,
    pub levels: Vec<BotLevel>,
    pub seed: u64,
    pub budget: Budget,
}

impl GameVisitor for PlayOne {
    type Output = Result<Value, String>;

    fn visit<G: Registered>(self) -> Result<Value, String> {
        let options = parse_options::<G>(&self.options)?;
        let mut decision_ms = vec![Vec::new(); self.levels.len()];
        let p = play_game::<G>(
            &options,
            &self.levels,
            self.seed,
            self.budget,
            true,
            &mut decision_ms,
        )?;
        let scores: Vec<saloon_app::api::ScoreSheet> =
            p.scores.into_iter().map(Into::into).collect();
        Ok(serde_json::json!({ "scores": scores, "winners": p.winners, "replay": p.replay }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn p95_picks_the_ninety_fifth_percentile() {
        let v: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(p95(v), 95.0);
        assert_eq!(p95(vec![3.0]), 3.0);
        assert_eq!(p95(Vec::new()), 0.0);
    }

    #[test]
    fn median_of_odd_and_even_counts() {
        assert_eq!(median(vec![5.0, 1.0, 3.0]), 3.0);
        assert_eq!(median(vec![4.0, 1.0, 3.0, 2.0]), 2.5);
        assert_eq!(median(Vec::new()), 0.0);
    }
}
