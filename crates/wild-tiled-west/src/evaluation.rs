//! How good a position looks to a seat, for the bots (`BotTuning::evaluate`), and the bots'
//! other knobs for this game (search budget, rollout, solo playout depth).
//!
//! The score if the game ended now undervalues everything that pays later: gold to buy tiles,
//! income, a town two squares from done, a pasture of five cows not yet wrangled, a safe lead
//! in the tussles to come. The outlook adds those, each scaled by how much of the game is
//! left, so it fades to nothing at the end and a finished game is worth exactly its score.
//! With other seats, a seat's value is its outlook minus the best other seat's.

use std::sync::OnceLock;

use saloon_core::{BotTuning, Game, Seat};

use crate::content::{content, Building, PartnerGoal, Sign, Space};
use crate::endgame::ace_points;
use crate::rules::{design, Decision, PlayerState, Stage, WildTiledWest};

/// The outlook's parts for one seat: each is a quantity the position promises points for,
/// unweighted; [`outlook`] weighs them. Public so that a tool can fit the weights
/// to final scores (`crates/bots/examples/outlook-samples.rs`).
pub const PART_NAMES: [&str; PARTS] = [
    "gold",
    "gold_left",
    "bullets_left",
    "income_to_come",
    "towns",
    "pastures",
    "tussles",
    "horseshoes_left",
    "aces",
    "tile_in_hand",
    "partners",
    "red_signs",
    "pink_signs",
    "turns_left",
    "one",
];

/// How many parts an outlook has.
pub const PARTS: usize = 15;

/// What each part of [`PART_NAMES`] is worth, tuned by hand on the greedy bot's results in
/// `saloon simulate` (400 solo games: `--players 1 --bots greedy --games 400 --seed 1`).
/// One set for the whole game: weights that change with the year make the value jump where a
/// year ends, and the bots then steer by the jump (fitted year by year, greedy's solo mean
/// fell from 105.1 to 103.0). Weights fitted to final scores predict them better and play
/// worse (`crates/bots/STRENGTH.md`).
const WEIGHTS: [f64; PARTS] = [
    0.05, // gold: what a gold is worth at the end
    0.85, // gold_left: and more with the game ahead, to buy tiles with
    1.2,  // bullets_left: a bandit shot later is a tombstone and a tussle edge
    0.5,  // income_to_come
    0.8,  // towns
    0.7,  // pastures
    0.5,  // tussles
    0.6,  // horseshoes_left: the part of the penalty likely to be saved
    0.5,  // aces
    1.0,  // tile_in_hand
    1.0,  // partners
    1.0,  // red_signs
    0.5,  // pink_signs
    0.0,  // turns_left: what a turn brings beyond what the parts foresee (fitted: 77 a game)
    0.0,  // one
];

/// What a gold is worth with the whole game ahead, for a Bank's gold to come.
const GOLD_AHEAD: f64 = WEIGHTS[0] + WEIGHTS[1];

/// The drafting rounds of the whole game.
const ROUNDS: f64 = 16.0;

impl BotTuning for WildTiledWest {
    /// Twice the default: a position copies and judges cheaply enough that hard's p95 stays
    /// under half a second on one core, rollout included. Together with the evaluation's
    /// worth of a tile in hand it took hard from 233 to 269 of 400 2-player games against
    /// greedy (`saloon simulate`); 2400 won no more than 1200.
    const SEARCH_ITERATIONS: u32 = 1_200;

    /// A turn or two: the other seat's reply (a tile taken, bandits left for the tussle)
    /// shows in the value. 2-player games, hard against greedy: 156 wins of 200 rather than
    /// 134 (`crates/bots/STRENGTH.md`).
    const SEARCH_ROLLOUT: u32 = 8;

    /// Eight turns or so, two years: far enough that what a choice sets up (a set of aces, a
    /// surrounded building, a pasture grown to seven cows, the next tussles) is played out
    /// rather than guessed by the outlook. Solo, with playouts that glance at a draft's
    /// placements and on the content of 24 November, hard made 124.3 over seeds 1-100 at this
    /// depth, 120.1 (seeds 1-50) at three turns and 122.2 played to the game's end
    /// (`crates/bots/STRENGTH.md`).
    const SOLO_PLAYOUT_DEPTH: u32 = 24;

    /// The score now plus what the position promises (gold, income, towns begun, pastures,
    /// tussles to come), as a margin over the best other seat: see `evaluation.rs`.
    fn evaluate(&self, seat: Seat) -> f64 {
        crate::evaluation::evaluate(self, seat)
    }

    /// Skips the check that the action is one of the decision's choices (for a placement,
    /// the tile's legal spots in that orientation, worked out again).
    fn advance_legal(
        &mut self,
        seat: Seat,
        action: &crate::WtwAction,
    ) -> Result<(), crate::WtwError> {
        self.advance_listed(seat, action)
    }
}

/// `seat`'s outlook, less the best other seat's (solo: the outlook itself).
pub(crate) fn evaluate(game: &WildTiledWest, seat: Seat) -> f64 {
    let own = outlook(game, seat, true);
    let best_other = (0..game.players() as Seat)
        .filter(|&s| s != seat)
        .map(|s| outlook(game, s, false))
        .fold(f64::NEG_INFINITY, f64::max);
    if best_other.is_finite() {
        own - best_other
    } else {
        own
    }
}

/// The score now plus what the position promises; `own`: as the seat itself sees it.
fn outlook(game: &WildTiledWest, seat: Seat, own: bool) -> f64 {
    let score = f64::from(game.score_now(seat));
    match parts(game, seat, own) {
        Some(parts) => score + parts.iter().zip(&WEIGHTS).map(|(p, w)| p * w).sum::<f64>(),
        None => score,
    }
}

/// What `seat`'s position promises beyond its score now, part by part, unweighted
/// ([`PART_NAMES`]); `None` once the game is over (or for a seat not playing), when the
/// score is all there is. `own`: as the seat itself sees it (another seat's face-down
/// partner counts as the average partner).
pub fn parts(game: &WildTiledWest, seat: Seat, own: bool) -> Option<[f64; PARTS]> {
    let p = game.player(seat)?;
    if game.stage() == Stage::Over {
        return None;
    }
    // The share of the game still to play: 1 before the first round, 0 after the last.
    let left = (ROUNDS + 1.0 - f64::from(game.round())).clamp(0.0, ROUNDS) / ROUNDS;
    let year = game.year().clamp(1, 4);
    let income = content()
        .mining
        .get(usize::from(p.mining))
        .map_or(0, |m| m.income);
    let (red, pink) = signs_to_come(p, left);
    Some([
        f64::from(p.gold),
        f64::from(p.gold) * left,
        f64::from(p.bullets) * left,
        f64::from(income) * f64::from(4 - year),
        towns(p, left, year),
        pastures(p, left),
        tussles(game, seat, left, year),
        p.settlement.uncovered(Space::Horseshoe) as f64 * left,
        aces(game.aces(seat), left),
        tile_in_hand(game, seat),
        partners(p, left, own),
        red,
        pink,
        (ROUNDS - f64::from(game.turns_begun(seat))).max(0.0) / ROUNDS,
        1.0,
    ])
}

/// Buildings whose sign has not paid all it may: a red sign pays when its building is
/// surrounded, a pink one grows until the end. The score now sees a Town Hall's 10 points
/// only once its last neighbour is covered, and a Chapel's only for the tombstones so far.
/// With them, solo (400 games, seed 1) hard makes 109.0 rather than 107.5 and greedy 104.7
/// rather than 103.3; against each other in 2-player games greedy gained more (hard won 252
/// of 400 rather than 268).
fn signs_to_come(p: &PlayerState, left: f64) -> (f64, f64) {
    if left <= 0.0 {
        return (0.0, 0.0);
    }
    let s = &p.settlement;
    // The rounds after this one: what this round's tile does, the bots see by laying it.
    let rounds_after = (left * ROUNDS - 1.0).max(0.0);
    let (mut red, mut pink) = (0.0, 0.0);
    for (i, t) in s.placements().iter().enumerate() {
        let Some(building) = t.building else {
            continue;
        };
        let placement = i as u16;
        match building.sign() {
            Sign::Red if !p.surrounded.contains(&placement) => {
                let worth = match building {
                    Building::TownHall => f64::from(Building::TOWN_HALL_POINTS),
                    Building::Bank => f64::from(Building::BANK_GOLD) * GOLD_AHEAD * left,
                    // The General Store's choice of 2 bullets, pickaxes or alleys.
                    _ => 3.0,
                };
                red += worth * chance_surrounded(s.open_beside(placement), rounds_after);
            }
            Sign::Pink => {
                let more = match building {
                    // The tombstones a game adds after setup (as for the undertaker partner).
                    Building::Chapel => 6.1 * left,
                    // 8 points once every horseshoe is covered, each one less likely.
                    Building::Stable => {
                        static POW: OnceLock<[f64; POWERS]> = OnceLock::new();
                        let uncovered = s.uncovered(Space::Horseshoe);
                        let horseshoes = uncovered as f64;
                        if horseshoes > 0.0 {
                            f64::from(Building::STABLE_POINTS)
                                * power(&POW, 0.8, uncovered as u32)
                                * (rounds_after / horseshoes).min(1.0)
                        } else {
                            0.0
                        }
                    }
                    // About half the cows a game adds land in a pasture beside it.
                    _ => 4.0 * left,
                };
                pink += more;
            }
            _ => {}
        }
    }
    (red, pink)
}

/// The chance that a building with `open` cells beside it gets surrounded in time: each open
/// cell is one more square to cover, and about one and a half are covered a round.
fn chance_surrounded(open: u32, rounds_left: f64) -> f64 {
    static POW: OnceLock<[f64; POWERS]> = OnceLock::new();
    let chance = power(&POW, 0.85, open);
    let open = f64::from(open);
    chance * (rounds_left * 1.5 / open.max(1.0)).min(1.0)
}

/// What the seat's partners may still pay: the points a partner earned the greedy bot over a
/// whole game beyond its points at setup (2000 solo games on Dusty Crossing), times the share
/// of the game left; what it has earned so far is in the score. Without it every bot kept the
/// partner that paid most at once (a cow partner on a board of printed cows) and passed over
/// the ones that pay over the game: kept at setup, the better of the two dealt paid 9.0 points
/// where greedy's pick paid 6.9. With it, solo (400 games, seed 1) hard makes 107.5 rather
/// than 104.7, and greedy 103.3 rather than 102.1. Another seat's face-down partner counts
/// as the average partner: the search samples it anew for every line it plays, and judging
/// the sample added noise (hard against greedy in 2-player games: 268 of 400 with the average,
/// 257 with the sample).
fn partners(p: &PlayerState, left: f64, own: bool) -> f64 {
    if left <= 0.0 {
        return 0.0;
    }
    let to_earn = |id: u8| {
        content()
            .partners
            .iter()
            .find(|c| c.id == id)
            .map_or(0.0, |partner| still_to_earn(&partner.goal, p))
    };
    let face_up: f64 = p.partners.iter().map(|&id| to_earn(id)).sum();
    let face_down = match p.hidden_partner {
        Some(id) if own => to_earn(id),
        Some(_) => {
            let all = &content().partners;
            all.iter().map(|c| still_to_earn(&c.goal, p)).sum::<f64>() / all.len().max(1) as f64
        }
        None => 0.0,
    };
    (face_up + face_down) * left
}

/// A partner's points over a whole game beyond setup, by its goal: how many more of the
/// things it counts a game adds (measured, as above) times what each pays.
fn still_to_earn(goal: &PartnerGoal, p: &PlayerState) -> f64 {
    use PartnerGoal::*;
    let (more, points) = match *goal {
        PerCompletedTown { points } => (2.1, points),
        PerTombstone { points } => (6.1, points),
        PerWrangle { points } => (2.5, points),
        PerBuilding { points } => (6.0, points),
        PerAceOfSuit { points, .. } => (1.15, points),
        PerGoldLeft { per, points } => (3.0 / f64::from(per.max(1)), points),
        PerBulletLeft { points } => (1.9, points),
        PerSheriff { points } => (1.1, points),
        PerHillBandit { points } => (2.0, points),
        MiningAtLeast { space, points } => (if p.mining >= space { 0.0 } else { 1.0 }, points),
        PerFullRow { points } => (4.2, points),
        PerFullColumn { points } => (4.15, points),
        // What it pays now is in the score; bandits come faster than sheriffs shoot them
        // (greedy ends with 4.3 standing on average, over 300 games, against 3 printed).
        FewBanditsStanding { less, .. } => (-1.3, less),
        PerCow { points } => (8.0, points),
        PerCoveredBonusSpace { points } => (7.0, points),
        PerAlley { points } => (11.5, points),
    };
    more * f64::from(points)
}

/// A drafted tile not yet laid is worth what laying one adds on average: 2.7 points for one
/// square up to 8.3 for five, measured over 40 greedy games. Greedy always looks through the
/// placements of a draft, but the search judges the other seats' drafts below its root one
/// ply deep, where a tile in hand counted for nothing and drafts went by their price alone.
/// Solo there is no other seat, and the search's own lines do better without it: a worth
/// by size alone sends them after big tiles that fit badly (102.3 against 105.5 mean over
/// 100 solo games).
fn tile_in_hand(game: &WildTiledWest, seat: Seat) -> f64 {
    if game.players() == 1 {
        return 0.0;
    }
    match game.awaiting() {
        Some((s, Decision::PlaceTile { design: id, .. })) if s == seat => {
            design(*id).map_or(0.0, |t| 2.2 + 1.3 * t.squares.len() as f64)
        }
        _ => 0.0,
    }
}

/// Towns begun but not complete: their sign (and this year's completion bonus) times the
/// square of the share covered, as long as there are rounds enough to finish them.
fn towns(p: &PlayerState, left: f64, year: u8) -> f64 {
    let s = &p.settlement;
    let side = s.side();
    let bonus = content()
        .scoreboard
        .town_bonus
        .get(usize::from(year) - 1)
        .copied()
        .unwrap_or(0);
    let rounds_left = left * ROUNDS;
    side.towns
        .iter()
        .enumerate()
        .map(|(t, town)| (town, s.town_squares(t as u8)))
        .filter(|&(_, (size, covered))| covered > 0 && covered < size)
        .map(|(town, (size, covered))| {
            let share = f64::from(covered) / f64::from(size);
            // About three squares of a town can be covered a round, at best.
            let missing = f64::from(size - covered);
            let reachable = (rounds_left * 3.0 / missing).min(1.0);
            f64::from(town.points + bonus) * share * share * reachable
        })
        .sum()
}

/// Unwrangled pastures: a wrangle may still come when a tile expands them.
fn pastures(p: &PlayerState, left: f64) -> f64 {
    if left <= 0.0 {
        return 0.0;
    }
    let points = content().scoreboard.wrangle_points;
    // Expanding a pasture takes a round or two: the last rounds promise little.
    let chance = (left * 4.0).min(1.0);
    p.settlement
        .herds_with_cows()
        .filter(|h| !h.wrangled)
        .map(|h| {
            let cows = usize::from(h.cows.min(7));
            let value = if cows >= 3 {
                f64::from(points[cows - 3])
            } else {
                // Short of three: part of the smallest wrangle, for each cow already there.
                f64::from(points[0]) * cows as f64 / 3.0 * 0.5
            };
            value * chance
        })
        .sum()
}

/// The tussles still to come, judged by today's bandits: won if the seat has the fewest
/// (solo: no more than Bandit Ridge), lost if it has the most.
fn tussles(game: &WildTiledWest, seat: Seat, left: f64, year: u8) -> f64 {
    let standing = |s: Seat| {
        game.player(s)
            .map_or(0, |p| p.settlement.bandits_standing() as i32)
    };
    let own = standing(seat);
    let others: Vec<i32> = (0..game.players() as Seat)
        .filter(|&s| s != seat)
        .map(standing)
        .collect();
    let outcome = if others.is_empty() {
        let ridge = i32::from(game.ridge().standing());
        if own <= ridge {
            1.0
        } else {
            -1.0
        }
    } else {
        let fewest = others.iter().copied().min().unwrap_or(0);
        let most = others.iter().copied().max().unwrap_or(0);
        if own <= fewest {
            1.0
        } else if own >= most {
            -1.0
        } else {
            0.0
        }
    };
    let points = content().scoreboard.tussle_points;
    // The nearest tussle is likeliest to end as things stand now.
    let to_come: f64 = (year..=4)
        .enumerate()
        .map(|(k, y)| f64::from(points[usize::from(y) - 1]) / (1.0 + k as f64))
        .sum();
    outcome * to_come * left.sqrt()
}

/// Aces short of a set score nothing yet: count part of what the next one or two would
/// complete, while there are rounds left to find them (an ace is on one tile in four or so).
fn aces(counts: [u32; 4], left: f64) -> f64 {
    // Two more aces make no set on their own: without an ace there is nothing to count yet.
    if left <= 0.0 || counts == [0; 4] {
        return 0.0;
    }
    ace_gain(counts) * (left * 3.0).min(1.0)
}

/// Suits holding at most this many aces have their [`ace_gain`] looked up, not worked out:
/// the evaluation asks for it at every position a playout judges.
const ACES_TABLED: u32 = 7;

/// What the next ace or two would add to `counts`' ace points (the second counting half).
fn ace_gain(counts: [u32; 4]) -> f64 {
    if counts.iter().all(|&c| c <= ACES_TABLED) {
        static TABLE: OnceLock<Vec<f64>> = OnceLock::new();
        let base = ACES_TABLED as usize + 1;
        let index = |c: [u32; 4]| c.iter().fold(0, |i, &n| i * base + n as usize);
        let table = TABLE.get_or_init(|| {
            (0..base.pow(4))
                .map(|mut i| {
                    let mut c = [0; 4];
                    for n in c.iter_mut().rev() {
                        *n = (i % base) as u32;
                        i /= base;
                    }
                    ace_gain_worked_out(c)
                })
                .collect()
        });
        return table[index(counts)];
    }
    ace_gain_worked_out(counts)
}

fn ace_gain_worked_out(counts: [u32; 4]) -> f64 {
    let now = ace_points(counts);
    let with = |more: &[usize]| {
        let mut c = counts;
        for &suit in more {
            c[suit] += 1;
        }
        ace_points(c) - now
    };
    let one = (0..4).map(|s| with(&[s])).max().unwrap_or(0);
    let two = (0..4)
        .flat_map(|a| (a..4).map(move |b| [a, b]))
        .map(|pair| with(&pair))
        .max()
        .unwrap_or(0);
    // The second ace is further off than the first.
    f64::from(one).max(f64::from(two) / 2.0)
}

/// `base` to the power `n`, looked up for the small whole powers the evaluation asks for
/// at every position (the same value `powf` gives: the table is filled with it).
fn power(table: &OnceLock<[f64; POWERS]>, base: f64, n: u32) -> f64 {
    let powers = table.get_or_init(|| std::array::from_fn(|k| base.powf(k as f64)));
    match powers.get(n as usize) {
        Some(&p) => p,
        None => base.powf(f64::from(n)),
    }
}

const POWERS: usize = 64;

#[cfg(test)]
mod tests {
    use saloon_core::{Actor, GameRng, Match};

    use super::*;
    use crate::rules::WtwOptions;

    /// A seeded random game played to its end, with its position after every action.
    fn positions(players: usize, seed: u64) -> Vec<WildTiledWest> {
        let (mut m, _) = Match::<WildTiledWest>::new(WtwOptions::default(), players, seed).unwrap();
        let mut rng = GameRng::stream(seed, 9);
        let mut out = vec![m.state().clone()];
        loop {
            let seat = match m.state().actor() {
                Actor::Seat(s) => s,
                Actor::Simultaneous(seats) => seats[0],
                _ => break,
            };
            let a = m.state().random_action(seat, &mut rng).unwrap();
            m.act(seat, &a).unwrap();
            out.push(m.state().clone());
        }
        out
    }

    #[test]
    fn a_finished_game_is_worth_its_score_margin() {
        for players in 1..=3 {
            let end = positions(players, 4).pop().unwrap();
            assert!(end.is_over());
            let totals: Vec<i32> = end.scores().iter().map(|s| s.total).collect();
            for seat in 0..players as Seat {
                let best_other = (0..players)
                    .filter(|&s| s != usize::from(seat))
                    .map(|s| totals[s])
                    .max();
                let margin = totals[usize::from(seat)] - best_other.unwrap_or(0);
                assert_eq!(
                    end.evaluate(seat),
                    f64::from(margin),
                    "{players} players, seat {seat}"
                );
            }
        }
    }

    #[test]
    fn a_turn_counts_as_taken_from_its_draft_to_the_next() {
        for players in 1..=3 {
            for seed in 0..4 {
                let games = positions(players, seed);
                let mut before = vec![0u8; players];
                for g in &games {
                    for seat in 0..players as Seat {
                        let begun = g.turns_begun(seat);
                        let s = usize::from(seat);
                        assert!(begun >= before[s], "{players}p seed {seed}: never fewer");
                        assert!(
                            begun <= before[s] + 1,
                            "{players}p seed {seed}: one at a time"
                        );
                        before[s] = begun;
                    }
                    match g.awaiting() {
                        Some((seat, Decision::Draft)) => {
                            assert_eq!(g.turns_begun(seat), g.round() - 1, "before its draft")
                        }
                        Some((seat, Decision::PlaceTile { .. })) => {
                            assert_eq!(g.turns_begun(seat), g.round(), "once it has drafted")
                        }
                        _ => {}
                    }
                }
                assert!(games.last().unwrap().is_over());
                assert_eq!(
                    before,
                    vec![ROUNDS as u8; players],
                    "{players}p seed {seed}"
                );
            }
        }
    }

    #[test]
    fn the_outlook_adds_to_the_score_while_the_game_lasts_and_fades_to_it() {
        let games = positions(1, 11);
        let mid = &games[games.len() / 3];
        assert!(!mid.is_over());
        let promise = mid.evaluate(0) - f64::from(mid.score_now(0));
        assert!(
            promise > 0.0,
            "mid-game gold, income and towns promise points: {promise}"
        );
        let last = games.iter().rev().find(|g| !g.is_over()).unwrap();
        let late = last.evaluate(0) - f64::from(last.score_now(0));
        assert!(
            late.abs() < promise,
            "less is promised at the end ({late}) than mid-game ({promise})"
        );
    }

    #[test]
    fn aces_short_of_a_set_promise_part_of_it_while_rounds_are_left() {
        assert_eq!(aces([0, 0, 0, 0], 1.0), 0.0);
        let one = aces([1, 0, 0, 0], 1.0);
        let two = aces([1, 1, 0, 0], 1.0);
        assert!(0.0 < one && one < two, "{one} < {two}");
        // A third ace scores 6: the promise of two, as weighed, was less than that.
        let weight = WEIGHTS[PART_NAMES.iter().position(|&n| n == "aces").unwrap()];
        assert!(two * weight < f64::from(ace_points([1, 1, 1, 0])));
        // A set of three still promises the fourth suit.
        assert!(aces([1, 1, 1, 0], 1.0) > 0.0);
        assert_eq!(aces([1, 1, 0, 0], 0.0), 0.0, "nothing left to find");
    }

    /// The first position of a seeded game where a seat holds a drafted tile, and the one
    /// before it.
    fn first_draft(players: usize, seed: u64) -> (WildTiledWest, WildTiledWest) {
        positions(players, seed)
            .windows(2)
            .find_map(|w| {
                matches!(w[1].awaiting(), Some((_, Decision::PlaceTile { .. })))
                    .then(|| (w[1].clone(), w[0].clone()))
            })
            .expect("a tile is drafted")
    }

    #[test]
    fn a_drafted_tile_is_worth_something_to_its_holder_before_it_is_laid() {
        let (held, before) = first_draft(2, 6);
        let Some((holder, _)) = held.awaiting() else {
            unreachable!()
        };
        assert!(tile_in_hand(&held, holder) > 0.0);
        assert_eq!(tile_in_hand(&held, 1 - holder), 0.0, "only to its holder");
        assert_eq!(
            tile_in_hand(&before, holder),
            0.0,
            "nothing held before the draft"
        );
        // Once laid, the tile counts through the board like any other.
        let legal = held.legal_actions(holder);
        let mut laid = held.clone();
        laid.advance(saloon_core::Who::Seat(holder), &legal[0])
            .unwrap();
        assert_eq!(tile_in_hand(&laid, holder), 0.0);
    }

    #[test]
    fn solo_a_tile_in_hand_is_worth_nothing_yet() {
        let (held, _) = first_draft(1, 6);
        assert!(matches!(
            held.awaiting(),
            Some((0, Decision::PlaceTile { .. }))
        ));
        assert_eq!(tile_in_hand(&held, 0), 0.0);
    }

    /// The id of the partner whose goal matches (each goal kind is used once).
    fn partner_with(goal: impl Fn(&PartnerGoal) -> bool) -> u8 {
        content()
            .partners
            .iter()
            .find(|p| goal(&p.goal))
            .map(|p| p.id)
            .expect("the content has the partner")
    }

    #[test]
    fn signs_not_yet_paid_promise_part_of_it_while_the_game_lasts() {
        let (mut red, mut pink) = (0, 0);
        for seed in 0..30 {
            for g in positions(1, seed) {
                let p = g.player(0).unwrap();
                let placements = p.settlement.placements();
                let may_pay = placements.iter().enumerate().any(|(i, t)| {
                    t.building.is_some_and(|b| match b.sign() {
                        Sign::Red => !p.surrounded.contains(&(i as u16)),
                        Sign::Pink => {
                            b != Building::Stable || p.settlement.uncovered(Space::Horseshoe) > 0
                        }
                        _ => false,
                    })
                });
                let (red_promise, pink_promise) = signs_to_come(p, 0.5);
                let promise = red_promise + pink_promise;
                assert_eq!(promise > 0.0, may_pay, "seed {seed}: {promise}");
                assert_eq!(signs_to_come(p, 0.0), (0.0, 0.0), "nothing more at the end");
                red += usize::from(
                    placements
                        .iter()
                        .any(|t| t.building.is_some_and(|b| b.sign() == Sign::Red)),
                );
                pink += usize::from(
                    placements
                        .iter()
                        .any(|t| t.building.is_some_and(|b| b.sign() == Sign::Pink)),
                );
            }
        }
        assert!(
            red > 0 && pink > 0,
            "the games laid both: red {red}, pink {pink}"
        );
    }

    #[test]
    fn a_building_nearer_surrounded_is_likelier_to_be() {
        let rounds = 8.0;
        let chances: Vec<f64> = (0..8).map(|open| chance_surrounded(open, rounds)).collect();
        assert!(chances.windows(2).all(|w| w[0] > w[1]), "{chances:?}");
        assert_eq!(chance_surrounded(0, rounds), 1.0);
        assert!(
            chance_surrounded(6, 1.0) < chance_surrounded(6, 8.0),
            "time to cover them"
        );
    }

    #[test]
    fn partners_promise_what_they_may_still_earn_while_the_game_lasts() {
        let games = positions(1, 5);
        let mut p = games[games.len() / 3].player(0).unwrap().clone();
        let undertaker = partner_with(|g| matches!(g, PartnerGoal::PerTombstone { .. }));
        let preacher = partner_with(|g| matches!(g, PartnerGoal::FewBanditsStanding { .. }));
        p.hidden_partner = Some(undertaker);
        p.partners = vec![];
        let kept = partners(&p, 1.0, true);
        assert!(
            (kept - 6.1 * 2.0).abs() < 1e-9,
            "six tombstones more at 2 each: {kept}"
        );
        assert!(
            (partners(&p, 0.5, true) - kept / 2.0).abs() < 1e-9,
            "half the game, half of it"
        );
        assert_eq!(partners(&p, 0.0, true), 0.0, "nothing more at the end");
        // The face-up partner counts as well: the preacher's sermon is in the score already,
        // and a game adds bandits standing, each costing it 2.
        p.partners = vec![preacher];
        let both = partners(&p, 1.0, true);
        assert!((both - (kept - 1.3 * 2.0)).abs() < 1e-9, "{both}");
    }

    #[test]
    fn another_seats_face_down_partner_promises_the_average_partner() {
        let games = positions(1, 5);
        let mut p = games[games.len() / 3].player(0).unwrap().clone();
        p.partners = vec![];
        let all = &content().partners;
        let average =
            all.iter().map(|c| still_to_earn(&c.goal, &p)).sum::<f64>() / all.len() as f64;
        for partner in all {
            p.hidden_partner = Some(partner.id);
            assert!((partners(&p, 1.0, false) - average).abs() < 1e-9);
            assert_eq!(
                partners(&p, 1.0, true),
                still_to_earn(&partner.goal, &p),
                "its own is judged as it is"
            );
        }
        p.hidden_partner = None;
        assert_eq!(partners(&p, 1.0, false), 0.0, "none kept yet");
    }

    #[test]
    fn a_mining_partner_reached_promises_nothing_more() {
        let games = positions(1, 5);
        let mut p = games[games.len() / 3].player(0).unwrap().clone();
        let prospector = partner_with(|g| matches!(g, PartnerGoal::MiningAtLeast { .. }));
        let Some(PartnerGoal::MiningAtLeast { space, points }) = content()
            .partners
            .iter()
            .find(|c| c.id == prospector)
            .map(|c| c.goal.clone())
        else {
            unreachable!()
        };
        p.hidden_partner = None;
        p.partners = vec![prospector];
        p.mining = space - 1;
        assert_eq!(partners(&p, 1.0, true), f64::from(points));
        p.mining = space;
        assert_eq!(partners(&p, 1.0, true), 0.0);
    }

    #[test]
    fn gold_and_rounds_left_are_worth_more() {
        let games = positions(1, 5);
        let mid = games[games.len() / 3].clone();
        let mut richer = mid.clone();
        richer.give_gold_for_tests(0, 3);
        assert!(richer.evaluate(0) > mid.evaluate(0));
        // The same board, judged with more of the game left, promises more.
        let p = mid.player(0).unwrap();
        assert!(towns(p, 1.0, 1) >= towns(p, 0.1, 1));
        assert!(pastures(p, 1.0) >= pastures(p, 0.0));
        assert_eq!(pastures(p, 0.0), 0.0);
    }
}
