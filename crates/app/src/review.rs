//! The post-game review: every decision of the reviewed seats in a finished game's replay,
//! the action played against the best the bot finds ([`saloon_bots::appraise`]), an accuracy
//! per player and the game's turning points (the decisions that gave away the most).
//!
//! Each decision is judged from what its seat saw then (its view at that moment, the rest
//! sampled), never from the game's hidden state, so a review tells a player nothing the table
//! hid from them. The review is reproducible: the same replay, seats, budget and seed give the
//! same figures.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use saloon_bots::{appraise, AppraisalBudget};
use saloon_core::{GameRng, Match, Replay, Who};

use crate::api::{FinishedGame, SeatConfig, SeatKind};
use crate::bot_turn::{Think, ThinkingJob, Thought};
use crate::error::AppError;
use crate::games::{with_game, AnyAction, AnyEvent, GameVisitor, Registered};

/// A decision that gave away less than this (in the evaluation's units, about a point in the
/// scoring games) counts as played as well as the best: the playouts cannot tell them apart.
pub const AS_GOOD_AS_BEST: f64 = 1.0;

/// How many turning points a review names.
pub const TURNING_POINTS: usize = 3;

/// One decision, judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct ReviewedDecision {
    /// Moves made before it (the replay's step that shows the table as the seat saw it).
    pub step: u32,
    pub seat: u8,
    pub played: AnyAction,
    pub best: AnyAction,
    pub played_value: f64,
    pub best_value: f64,
    /// `best_value - played_value`, never negative.
    pub loss: f64,
    /// How many legal actions the seat had.
    pub options: u32,
}

/// One reviewed seat's figures.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct PlayerAccuracy {
    pub seat: u8,
    /// Decisions judged (those with a single option are not).
    pub decisions: u32,
    /// Of them, played as well as the best ([`AS_GOOD_AS_BEST`]).
    pub as_good_as_best: u32,
    /// `as_good_as_best` as a percentage of `decisions` (100 with none judged).
    pub accuracy: f64,
    /// The value given away over the whole game.
    pub total_loss: f64,
}

/// A finished game's review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct GameReview {
    pub game: String,
    pub decisions: Vec<ReviewedDecision>,
    pub players: Vec<PlayerAccuracy>,
    /// Indices into `decisions` of the biggest losses, biggest first (at most
    /// [`TURNING_POINTS`], only decisions that gave something away).
    pub turning_points: Vec<u32>,
}

/// What to review and how carefully.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewRequest {
    /// The seats whose decisions are judged (`None`: every seat).
    pub seats: Option<Vec<u8>>,
    pub budget: AppraisalBudget,
    /// The bot's own stream (never the game's).
    pub seed: u64,
}

impl Default for ReviewRequest {
    fn default() -> Self {
        ReviewRequest {
            seats: None,
            budget: AppraisalBudget::default(),
            seed: 1,
        }
    }
}

/// Reviews a replay of any registered game. `progress(done, total)` is told after each
/// decision judged (and once before the first) and may return `false` to stop: the review
/// then covers the decisions judged so far.
pub fn review_replay(
    replay: &Value,
    request: &ReviewRequest,
    progress: impl FnMut(u32, u32) -> bool,
) -> Result<GameReview, AppError> {
    let game = replay
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| AppError::BadRequest("a replay names its game".into()))?;
    with_game(
        game,
        Review {
            replay,
            request,
            progress,
        },
    )?
}

struct Review<'a, P> {
    replay: &'a Value,
    request: &'a ReviewRequest,
    progress: P,
}

impl<P: FnMut(u32, u32) -> bool> GameVisitor for Review<'_, P> {
    type Output = Result<GameReview, AppError>;
    fn visit<G: Registered>(mut self) -> Self::Output {
        let replay: Replay<G::Options, G::Action> = serde_json::from_value(self.replay.clone())
            .map_err(|e| AppError::BadRequest(e.to_string()))?;
        let unplayable = |e: String| AppError::BadRequest(format!("the replay does not play: {e}"));
        let mut table =
            Match::<G>::new_quietly(replay.options.clone(), replay.players, replay.seed)
                .map_err(|e| unplayable(e.to_string()))?;
        let reviewed = |seat: u8| {
            self.request
                .seats
                .as_ref()
                .is_none_or(|s| s.contains(&seat))
        };
        let moves = seat_moves(&replay);
        let total = moves.iter().filter(|(seat, _)| reviewed(*seat)).count() as u32;
        let mut rng = GameRng::stream(self.request.seed, 7);
        let mut decisions = Vec::new();
        let mut done = 0;
        let mut going = (self.progress)(0, total);
        for (step, (seat, action)) in moves.into_iter().enumerate() {
            if going && reviewed(seat) {
                let view = table.state().view(Some(seat));
                let budget = self.request.budget;
                if let Some(a) = appraise::<G>(&view, seat, action, &mut rng, budget, |_| true) {
                    decisions.push(ReviewedDecision {
                        step: step as u32,
                        seat,
                        played: G::wrap_action(action.clone()),
                        best: G::wrap_action(a.best.clone()),
                        played_value: a.chosen_value,
                        best_value: a.best_value,
                        loss: a.loss(),
                        options: a.options as u32,
                    });
                }
                done += 1;
                going = (self.progress)(done, total);
            }
            // The logged chance that follows is drawn again from the seed, as in a replay.
            table
                .act(seat, action)
                .map_err(|e| unplayable(format!("move {step}: {e:?}")))?;
        }
        if table.log() != replay.actions.as_slice() {
            return Err(unplayable("its chance differs from the seed's".into()));
        }
        Ok(summarize(G::ID, replay.players, decisions, self.request))
    }
}

fn summarize(
    game: &str,
    players: usize,
    decisions: Vec<ReviewedDecision>,
    request: &ReviewRequest,
) -> GameReview {
    let players = (0..players as u8)
        .filter(|s| request.seats.as_ref().is_none_or(|r| r.contains(s)))
        .map(|seat| {
            let mine: Vec<_> = decisions.iter().filter(|d| d.seat == seat).collect();
            let good = mine.iter().filter(|d| d.loss < AS_GOOD_AS_BEST).count() as u32;
            let judged = mine.len() as u32;
            PlayerAccuracy {
                seat,
                decisions: judged,
                as_good_as_best: good,
                accuracy: if judged == 0 {
                    100.0
                } else {
                    100.0 * f64::from(good) / f64::from(judged)
                },
                total_loss: mine.iter().map(|d| d.loss).sum(),
            }
        })
        .collect();
    let mut by_loss: Vec<u32> = (0..decisions.len() as u32)
        .filter(|&i| decisions[i as usize].loss > 0.0)
        .collect();
    // Biggest loss first; on a tie the earlier decision.
    by_loss.sort_by(|&a, &b| {
        decisions[b as usize]
            .loss
            .total_cmp(&decisions[a as usize].loss)
            .then(a.cmp(&b))
    });
    by_loss.truncate(TURNING_POINTS);
    GameReview {
        game: game.to_string(),
        decisions,
        players,
        turning_points: by_loss,
    }
}

/// The most playouts per candidate the app lets a review ask for: ten times the default
/// budget is already minutes of work on a phone.
pub const MAX_PLAYOUTS: u32 = 240;

/// A finished game's review as the app shows it: the review of its human seats, and each
/// turning point told the way the game tells its moves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct GameReport {
    pub session: String,
    pub seats: Vec<SeatConfig>,
    pub review: GameReview,
    /// One per turning point, in the review's order (biggest loss first).
    pub moments: Vec<TurningMoment>,
}

/// A turning point as it happened and as the hard bot would have had it: what each move did
/// (the game's own events, so the screen words them as its log does). The game is over, so
/// nothing here was hidden from anyone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct TurningMoment {
    /// Index into the review's `decisions`.
    pub decision: u32,
    pub played: Vec<AnyEvent>,
    pub best: Vec<AnyEvent>,
}

/// A review being thought out, and what it settled on.
pub type ReviewJob = ThinkingJob<Result<GameReport, AppError>>;
pub type ReviewThought = Thought<Result<GameReport, AppError>>;

/// The review of `game` (finished) for its human seats, `playouts` per candidate (default:
/// [`AppraisalBudget::default`]); progress counts the decisions judged.
pub fn review_job(
    session: String,
    game: &FinishedGame,
    playouts: Option<u32>,
) -> Result<ReviewJob, AppError> {
    let humans: Vec<u8> = (0..game.outcome.seats.len() as u8)
        .filter(|&s| game.outcome.seats[usize::from(s)].kind == SeatKind::Human)
        .collect();
    let first = *humans
        .first()
        .ok_or_else(|| AppError::BadRequest("only bots played this game".into()))?;
    let total = decisions_of(&game.replay, &humans);
    let steps = game
        .replay
        .get("actions")
        .and_then(Value::as_array)
        .map_or(0, Vec::len) as u32;
    let request = ReviewRequest {
        seats: Some(humans),
        budget: AppraisalBudget {
            playouts: playouts.map_or(AppraisalBudget::default().playouts, |p| {
                p.clamp(1, MAX_PLAYOUTS)
            }),
        },
        seed: 1,
    };
    let (replay, seats, id) = (
        game.replay.clone(),
        game.outcome.seats.clone(),
        session.clone(),
    );
    let think: Think<Result<GameReport, AppError>> = Box::new(move |keep_going| {
        let review = review_replay(&replay, &request, |done, _| keep_going(done))?;
        let moments = turning_moments(&replay, &review)?;
        Ok(GameReport {
            session: id,
            seats,
            review,
            moments,
        })
    });
    Ok(ThinkingJob::new(session, first, Some(total), steps, think))
}

/// A replay's seat decisions in order, with who made each (chance's draws left out).
fn seat_moves<O, A>(replay: &Replay<O, A>) -> Vec<(u8, &A)> {
    replay
        .actions
        .iter()
        .filter_map(|logged| match logged.who {
            Who::Seat(seat) => Some((seat, &logged.action)),
            Who::Chance => None,
        })
        .collect()
}

/// How many moves `seats` made in `replay`.
fn decisions_of(replay: &Value, seats: &[u8]) -> u32 {
    let Some(actions) = replay.get("actions").and_then(Value::as_array) else {
        return 0;
    };
    actions
        .iter()
        .filter_map(|a| a.get("who")?.get("Seat")?.as_u64())
        .filter(|&seat| seats.iter().any(|&s| u64::from(s) == seat))
        .count() as u32
}

/// What the move played and the bot's move would each have done at `review`'s turning points.
pub fn turning_moments(
    replay: &Value,
    review: &GameReview,
) -> Result<Vec<TurningMoment>, AppError> {
    let game = replay
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| AppError::BadRequest("a replay names its game".into()))?;
    with_game(game, Moments { replay, review })?
}

struct Moments<'a> {
    replay: &'a Value,
    review: &'a GameReview,
}

impl GameVisitor for Moments<'_> {
    type Output = Result<Vec<TurningMoment>, AppError>;
    fn visit<G: Registered>(self) -> Self::Output {
        let replay: Replay<G::Options, G::Action> = serde_json::from_value(self.replay.clone())
            .map_err(|e| AppError::BadRequest(e.to_string()))?;
        let unplayable = |e: String| AppError::BadRequest(format!("the replay does not play: {e}"));
        let moves = seat_moves(&replay);
        let mut wanted: Vec<(u32, &ReviewedDecision)> = self
            .review
            .turning_points
            .iter()
            .filter_map(|&i| Some((i, self.review.decisions.get(i as usize)?)))
            .collect();
        wanted.sort_by_key(|(_, d)| d.step);
        let mut table =
            Match::<G>::new_quietly(replay.options.clone(), replay.players, replay.seed)
                .map_err(|e| unplayable(e.to_string()))?;
        let mut moments = Vec::new();
        let mut next = 0usize;
        for (index, decision) in wanted {
            let step = decision.step as usize;
            for (seat, action) in moves.iter().take(step).skip(next) {
                table
                    .act(*seat, action)
                    .map_err(|e| unplayable(format!("{e:?}")))?;
            }
            next = next.max(step);
            let told = |action: &AnyAction| -> Vec<AnyEvent> {
                let Some(action) = G::unwrap_action(action.clone()) else {
                    return Vec::new();
                };
                let mut what_if = table.clone();
                what_if
                    .act(decision.seat, &action)
                    .map(|events| events.into_iter().map(G::wrap_event).collect())
                    .unwrap_or_default()
            };
            moments.push((
                index,
                TurningMoment {
                    decision: index,
                    played: told(&decision.played),
                    best: told(&decision.best),
                },
            ));
        }
        // In the review's order, biggest loss first.
        let order = &self.review.turning_points;
        moments.sort_by_key(|(i, _)| order.iter().position(|t| t == i));
        Ok(moments.into_iter().map(|(_, m)| m).collect())
    }
}
