//! A hint: the hard bot's choice for a human seat, thought out from that seat's view only,
//! with the score lines it expects to gain.
//!
//! [`AppService::hint_turn`](crate::AppService::hint_turn) hands out a [`HintTurn`] (a
//! [`ThinkingJob`] with the seat's own view, a stream of its own and the game's step), its
//! `think` runs the search anywhere (no lock held, progress reported, stopped by a cancel
//! or a time limit), and [`AppService::finish_hint`](crate::AppService::finish_hint) hands
//! the suggestion out only if the game has not moved, marking the game assisted. Like a
//! bot, the hint sees what the seat sees and samples the rest
//! ([`saloon_core::Game::determinize`]): it can never give away another seat's hidden plan,
//! bid, hand or face-down card.

use saloon_bots::{choose_with, turn_value, BotLevel};
use saloon_core::{BotTuning, GameRng, Seat, Who};

use crate::api::{ScoreLine, Suggestion};
use crate::bot_turn::{Think, ThinkingJob, Thought};
use crate::games::{AnyAction, Registered};

/// The level whose choice a hint shows: the strongest.
pub const HINT_LEVEL: BotLevel = BotLevel::Hard;

/// Samples of the hidden part of the game the expected gains are averaged over.
const GAIN_SAMPLES: usize = 6;
/// At most this many of the seat's own decisions in a row are followed after the suggested
/// one (a draft, then its placement, then a building...), the way the bots judge a turn.
const FOLLOW_UP_LIMIT: usize = 12;

/// What a hint's search settles on: the action and the score lines it expects to gain.
pub type HintFound = Option<(AnyAction, Vec<ScoreLine>)>;
/// A hint being thought out, and what it settled on (handed out by the service if the game
/// has not moved).
pub type HintTurn = ThinkingJob<HintFound>;
pub type HintThought = Thought<HintFound>;

/// A hint for `seat` of game `G`, from `view` (the seat's own) alone.
pub(crate) fn hint_turn<G: Registered>(
    session: String,
    seat: Seat,
    view: G::View,
    players: usize,
    step: u32,
    mut rng: GameRng,
) -> HintTurn {
    let think: Think<HintFound> = Box::new(move |keep_going| {
        let action = choose_with::<G>(HINT_LEVEL, &view, seat, &mut rng, None, keep_going)?;
        let gains = expected_gains::<G>(&view, seat, &action, &mut rng);
        Some((G::wrap_action(action), gains))
    });
    ThinkingJob::new(
        session,
        seat,
        HINT_LEVEL.iterations::<G>(players),
        step,
        think,
    )
}

impl HintThought {
    pub(crate) fn suggestion(self) -> Option<Suggestion> {
        let (action, gains) = self.found?;
        Some(Suggestion {
            seat: self.seat,
            step: self.step,
            action,
            gains,
        })
    }
}

/// The score lines `seat` expects `action` to change, averaged over samples of what it cannot
/// see: the action is played on each sample, then the seat's own decisions that follow at once
/// the way the greedy bot would (so a draft is judged with its tile placed), and the seat's
/// score sheet compared before and after. Lines that move by less than half a point are left
/// out; the biggest gains come first.
pub fn expected_gains<G: BotTuning>(
    view: &G::View,
    seat: Seat,
    action: &G::Action,
    rng: &mut GameRng,
) -> Vec<ScoreLine> {
    let mut totals: Vec<(String, i64)> = Vec::new();
    for _ in 0..GAIN_SAMPLES {
        let mut game = G::determinize(view, seat, rng);
        let before = sheet_of(&game, seat);
        if game.advance(Who::Seat(seat), action).is_err() {
            continue;
        }
        follow_through(&mut game, seat);
        let after = sheet_of(&game, seat);
        for line in &after.lines {
            let was = before.get(&line.key).unwrap_or(0);
            add(&mut totals, &line.key, i64::from(line.points - was));
        }
        for line in &before.lines {
            if after.get(&line.key).is_none() {
                add(&mut totals, &line.key, -i64::from(line.points));
            }
        }
    }
    let samples = GAIN_SAMPLES as i64;
    let mut gains: Vec<ScoreLine> = totals
        .into_iter()
        .filter_map(|(key, sum)| {
            // Rounded to the nearest point, halves away from zero.
            let points = (2 * sum + sum.signum() * samples) / (2 * samples);
            (points != 0).then_some(ScoreLine {
                key,
                points: points as i32,
            })
        })
        .collect();
    gains.sort_by(|a, b| b.points.cmp(&a.points).then(a.key.cmp(&b.key)));
    gains
}

fn sheet_of<G: BotTuning>(game: &G, seat: Seat) -> saloon_core::ScoreSheet {
    game.scores()
        .into_iter()
        .nth(usize::from(seat))
        .unwrap_or_default()
}

fn add(totals: &mut Vec<(String, i64)>, key: &str, points: i64) {
    match totals.iter_mut().find(|(k, _)| k == key) {
        Some((_, sum)) => *sum += points,
        None => totals.push((key.to_string(), points)),
    }
}

/// Plays the seat's own decisions that follow at once, each the option the game's evaluation
/// likes best one step on (stops at chance, another seat's turn or the end).
fn follow_through<G: BotTuning>(game: &mut G, seat: Seat) {
    for _ in 0..FOLLOW_UP_LIMIT {
        if game.is_over() || !game.actor().includes(seat) {
            return;
        }
        let legal = game.legal_actions(seat);
        let mut next = game.clone();
        let mut best: Option<(f64, usize)> = None;
        for (i, option) in legal.iter().enumerate() {
            next.clone_from(game);
            if next.advance(Who::Seat(seat), option).is_err() {
                continue;
            }
            let value = turn_value(&next, seat, 0);
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, i));
            }
        }
        let Some((_, i)) = best else { return };
        if game.advance(Who::Seat(seat), &legal[i]).is_err() {
            return;
        }
    }
}
