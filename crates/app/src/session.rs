//! One game in play. `Session<G>` is typed; the service holds it as `dyn ErasedSession`.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use saloon_bots::choose_with;
use saloon_core::{Actor, Game, GameRng, Match, Replay, Seat, Who};

use crate::api::{
    ActionPreview, ActorInfo, FinishedGame, GameLog, GameUpdate, LogStep, Outcome, ScoreSheet,
    SeatConfig, SeatKind, SessionSummary, NAME_LIMIT,
};
use crate::bot_turn::BotTurn;
use crate::error::AppError;
use crate::games::{with_game, AnyAction, AnyOptions, GameVisitor, Registered};
use crate::hint::HintTurn;
use crate::reveal::{Checked, Played};
use crate::table::TableLayout;

/// Version of [`SavedSession`]'s layout; bump it and add a migration when it changes.
pub const SAVE_VERSION: u32 = 1;

/// The first of the hint streams (one per seat): after the bots' `1 + seat`, which a table's
/// seats never reach.
const HINT_STREAM: u64 = 1 << 16;

/// The stream that draws the worlds a seat cannot tell apart, when the session asks what an
/// action tells its seat (`reveal::check`): apart from the bots' and the hints'.
const REVEAL_STREAM: u64 = 1 << 17;

/// The stream that draws the worlds another seat cannot tell apart, when table mode asks
/// whether the seat about to act needs a private hand-off (`table::hand_off`).
const TABLE_STREAM: u64 = 1 << 18;

/// A game in progress as stored: its replay is the whole truth, the rest is bookkeeping.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedSession {
    pub version: u32,
    pub session: String,
    pub game: String,
    pub seats: Vec<SeatConfig>,
    pub created_at: u64,
    pub updated_at: u64,
    pub replay: Value,
    /// A hint was shown in this game (saves from before hints: not assisted).
    #[serde(default)]
    pub assisted: bool,
    /// Begun as the game's guided first game (saves from before guides: not guided).
    #[serde(default)]
    pub guided: bool,
    /// Table mode's layout (saves from before table mode, or pass-and-play: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<TableLayout>,
}

/// What the service needs from a session, whatever its game.
pub trait ErasedSession: Send {
    fn id(&self) -> &str;
    fn game(&self) -> &'static str;
    fn seats(&self) -> &[SeatConfig];
    fn is_over(&self) -> bool;
    /// The update `viewer` may see; refuses a bot seat's view. `with_events` includes what
    /// the last command changed.
    fn update(&self, viewer: Option<u8>, with_events: bool) -> Result<GameUpdate, AppError>;
    /// A human seat's action.
    fn act(&mut self, seat: u8, action: AnyAction, now: u64) -> Result<(), AppError>;
    /// What a human seat's action would do, tried on a copy; the session is unchanged.
    fn preview(&self, seat: u8, action: AnyAction) -> Result<ActionPreview, AppError>;
    /// The bot that is to act, with its view and stream, ready to think away from the session.
    fn bot_turn(&self) -> Result<BotTurn, AppError>;
    /// The hard bot's hint for human `seat`, which must act now, from that seat's view only.
    fn hint_turn(&self, seat: u8) -> Result<HintTurn, AppError>;
    /// Marks the game assisted (a hint thought out at `step` is handed out); refused if the
    /// game has moved on since.
    fn mark_assisted(&mut self, seat: u8, step: u32) -> Result<(), AppError>;
    /// Makes the game the guided first game (taught, so assisted for good) or, `false`, a
    /// normal game from here on (the player skipped the guide; it stays assisted).
    fn set_guided(&mut self, guided: bool);
    /// Seats the table in table mode (checked against the seats), or none: pass-and-play.
    fn set_table(&mut self, table: Option<TableLayout>) -> Result<(), AppError>;
    /// Plays the move a bot thought out for `seat` at `step`; refused if the game has moved on.
    fn play_bot_move(
        &mut self,
        seat: u8,
        step: u32,
        action: Option<AnyAction>,
        now: u64,
    ) -> Result<(), AppError>;
    fn undo(&mut self, seat: u8, now: u64) -> Result<(), AppError>;
    /// Every step so far that tells `viewer` something, its events redacted for it; refuses
    /// a bot seat.
    fn log(&mut self, viewer: Option<u8>) -> Result<GameLog, AppError>;
    fn saved(&self) -> SavedSession;
    fn summary(&self) -> SessionSummary;
    fn finished(&self, now: u64) -> Option<FinishedGame>;
}

pub struct Session<G: Game> {
    id: String,
    seats: Vec<SeatConfig>,
    game: Match<G>,
    /// Events of the last command, before redaction.
    last_events: Vec<G::Event>,
    /// The log re-simulated so far; grown as the game goes on, dropped when undo rewrites it.
    log_cache: Option<LogCache<G>>,
    /// How long the log was before the last command: the steps after it are what the
    /// command played (the seat's action, the chance it set off), sent with its update.
    log_from: usize,
    created_at: u64,
    updated_at: u64,
    /// A hint was shown in this game (or it is the guided game).
    assisted: bool,
    /// The game's guided first game: the screen coaches it along its guide.
    guided: bool,
    /// Table mode's layout: each seat's edge.
    table: Option<TableLayout>,
    /// Whether the last logged action told its seat something it could not see before
    /// (`reveal::check`), which closes undo behind it: worked out as it is played, or on
    /// first need after a load or an undo.
    last_told: std::sync::OnceLock<bool>,
}

/// The game's log played again on the bare engine, one step per logged action (a `Match`
/// folds chance into the action before it; the log keeps them apart).
struct LogCache<G: Game> {
    /// The game after `steps.len()` logged actions.
    state: G,
    steps: Vec<RawStep<G>>,
}

struct RawStep<G: Game> {
    who: Who,
    moment: Option<(u8, u8)>,
    /// Unredacted: each reader gets them redacted for their seat.
    events: Vec<G::Event>,
}

/// The game refused an action: its message, and which rule as data.
fn refused<G: Registered>(e: G::Error) -> AppError {
    AppError::IllegalAction(e.to_string(), Some(G::wrap_error(e)))
}

/// A replay that does not play: only a message (the step it failed at is in it).
fn unplayable(e: impl std::fmt::Display) -> AppError {
    AppError::IllegalAction(e.to_string(), None)
}

impl<G: Registered> Session<G> {
    pub fn start(
        id: String,
        seats: Vec<SeatConfig>,
        options: Option<AnyOptions>,
        seed: u64,
        now: u64,
    ) -> Result<Self, AppError> {
        let options = G::options_for_new_game(match options {
            None => G::Options::default(),
            Some(o) => G::unwrap_options(o).ok_or_else(|| {
                AppError::BadRequest(format!("those options are not for {}", G::ID))
            })?,
        });
        if seats
            .iter()
            .any(|s| s.name.trim().is_empty() || s.name.chars().count() > NAME_LIMIT)
        {
            return Err(AppError::Setup(format!(
                "every seat needs a name of 1 to {NAME_LIMIT} characters"
            )));
        }
        let (game, events) = Match::<G>::new(options, seats.len(), seed)
            .map_err(|e| AppError::Setup(e.to_string()))?;
        let mut session = Session {
            id,
            seats,
            game,
            last_events: events,
            log_cache: None,
            log_from: 0,
            created_at: now,
            updated_at: now,
            assisted: false,
            guided: false,
            table: None,
            last_told: std::sync::OnceLock::new(),
        };
        // The opening chance (the deal) is the first update's news.
        session.grow_log().ok();
        Ok(session)
    }

    pub fn load(saved: SavedSession) -> Result<Self, AppError> {
        if saved.version > SAVE_VERSION {
            return Err(AppError::NewerSave(format!(
                "this game was saved by a newer Saloon (format {}); update the app to open it",
                saved.version
            )));
        }
        let replay: Replay<G::Options, G::Action> = serde_json::from_value(saved.replay)
            .map_err(|e| AppError::CorruptSave(e.to_string()))?;
        let game =
            Match::<G>::from_replay(&replay).map_err(|e| AppError::CorruptSave(e.to_string()))?;
        if game.state().players() != saved.seats.len() {
            return Err(AppError::CorruptSave(
                "seat count does not match the game".into(),
            ));
        }
        Ok(Session {
            id: saved.session,
            seats: saved.seats,
            log_from: game.log().len(),
            game,
            last_events: Vec::new(),
            log_cache: None,
            created_at: saved.created_at,
            updated_at: saved.updated_at,
            assisted: saved.assisted,
            guided: saved.guided,
            table: saved.table,
            last_told: std::sync::OnceLock::new(),
        })
    }

    /// Re-simulates a replay; returns its final scores.
    pub fn verify(replay: &Value) -> Result<Vec<ScoreSheet>, AppError> {
        let replay: Replay<G::Options, G::Action> = serde_json::from_value(replay.clone())
            .map_err(|e| AppError::BadRequest(e.to_string()))?;
        let game = Match::<G>::from_replay(&replay).map_err(unplayable)?;
        Ok(game
            .state()
            .scores()
            .into_iter()
            .map(ScoreSheet::from)
            .collect())
    }

    fn is_human(&self, seat: Seat) -> bool {
        matches!(
            self.seats.get(usize::from(seat)),
            Some(SeatConfig {
                kind: SeatKind::Human,
                ..
            })
        )
    }

    fn check_seat(&self, seat: u8) -> Result<(), AppError> {
        if usize::from(seat) >= self.seats.len() {
            return Err(AppError::NoSuchSeat(seat));
        }
        Ok(())
    }

    /// A viewer may be a spectator or a human seat; a bot seat's secrets are refused.
    fn check_viewer(&self, viewer: Option<u8>) -> Result<(), AppError> {
        if let Some(seat) = viewer {
            self.check_seat(seat)?;
            if !self.is_human(seat) {
                return Err(AppError::HiddenSeat(seat));
            }
        }
        Ok(())
    }

    /// Brings the re-simulated log up to the game's log.
    fn grow_log(&mut self) -> Result<&LogCache<G>, AppError> {
        let corrupt = |e: String| AppError::CorruptSave(format!("the log does not replay: {e}"));
        let played = self.game.log();
        let mut cache = match self.log_cache.take() {
            Some(cache) if cache.steps.len() <= played.len() => cache,
            _ => LogCache {
                state: G::new(self.game.options(), self.game.state().players())
                    .map_err(|e| corrupt(e.to_string()))?,
                steps: Vec::new(),
            },
        };
        for logged in &played[cache.steps.len()..] {
            let moment = G::moment(&cache.state);
            let events = cache
                .state
                .apply(logged.who, &logged.action)
                .map_err(|e| corrupt(e.to_string()))?;
            cache.steps.push(RawStep {
                who: logged.who,
                moment,
                events,
            });
        }
        Ok(self.log_cache.insert(cache))
    }

    fn acting_seats(&self) -> Vec<Seat> {
        match self.game.state().actor() {
            Actor::Seat(s) => vec![s],
            Actor::Simultaneous(v) => v,
            Actor::Chance | Actor::GameOver => Vec::new(),
        }
    }

    /// In table mode, whether the human seat `seat`, about to act, must be handed its part
    /// privately (`table::hand_off`: it acts on what another human seat may not see), on a
    /// stream keyed by the moment and the seat.
    fn hand_off_due(&self, seat: Seat) -> bool {
        if self.table.is_none() || !self.is_human(seat) {
            return false;
        }
        let others: Vec<Seat> = (0..self.seats.len() as Seat)
            .filter(|&s| self.is_human(s))
            .collect();
        let step = self.game.log().len() as u64;
        let mut rng = GameRng::stream(
            self.game.seed() ^ step.wrapping_mul(0x9E37_79B9_7F4A_7C15),
            TABLE_STREAM + u64::from(seat),
        );
        crate::table::hand_off(self.game.state(), seat, &others, &mut rng)
    }

    /// At a table, whether `seat`'s part is drawn in the open, for every seat to see (its
    /// `Game::table_view`, the scores as a spectator sees them): always but while it is
    /// handed the table privately (`private`, the acting seats due a hand-off).
    fn in_the_open(&self, seat: Seat, private: &[Seat]) -> bool {
        self.table.is_some() && !private.contains(&seat)
    }

    /// `seat` alone, if it is due a private hand-off now (the `private` of `in_the_open`).
    fn private_now(&self, seat: Seat) -> Vec<Seat> {
        if self.game.state().actor().includes(seat) && self.hand_off_due(seat) {
            vec![seat]
        } else {
            Vec::new()
        }
    }

    /// The view and score sheets `seat` is shown of `state` (now, or a preview's probe): at a
    /// table in the open, what every seat may see of its part; otherwise its own.
    fn sight_of(state: &G, seat: Seat, open: bool) -> (G::View, Vec<saloon_core::ScoreSheet>) {
        if open {
            (state.table_view(seat), state.scores_seen_by(None))
        } else {
            (state.view(Some(seat)), state.scores_seen_by(Some(seat)))
        }
    }

    /// The first bot seat that may act now, with its level.
    fn bot_to_act(&self) -> Option<(Seat, saloon_bots::BotLevel)> {
        self.acting_seats()
            .into_iter()
            .find_map(|s| match &self.seats[usize::from(s)].kind {
                SeatKind::Bot { level } => Some((s, *level)),
                SeatKind::Human => None,
            })
    }

    fn can_undo(&self, seat: Seat) -> bool {
        // Undo reaches back only over the seat's own choices: a chance outcome or another
        // seat's action in between is new information and closes the door, and so does a
        // choice of its own that told it something (the last lock revealing every path), or
        // one the rules make final.
        !self.game.state().is_over()
            && self.is_human(seat)
            && matches!(self.game.log().last(),
                Some(l) if l.who == Who::Seat(seat) && G::can_take_back(&l.action))
            && !self.last_action_told()
    }

    /// `seat` playing `action` on `before`, the game after the log's first `step` steps: the
    /// action played, and whether it tells the seat something (`reveal::check`). The worlds
    /// the seat cannot tell apart are drawn from a stream of their own, keyed by the step, so
    /// the same question about the same moment always gets the same answer.
    fn reveal_check(
        &self,
        before: &G,
        step: usize,
        seat: Seat,
        action: &G::Action,
    ) -> Result<Checked<G>, G::Error> {
        let mut rng = GameRng::stream(
            self.game.seed() ^ (step as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            REVEAL_STREAM + u64::from(seat),
        );
        crate::reveal::check(before, seat, action, &mut rng)
    }

    /// Whether `seat`'s `action`, played on `before` at the log's `step`, told the seat
    /// something, which closes undo behind it. Asked as a human seat plays (`play`), or of
    /// the last logged action after a load or an undo (`last_action_told`); a refused action
    /// tells nothing.
    fn action_told(&self, before: &G, step: usize, seat: Seat, action: &G::Action) -> bool {
        self.reveal_check(before, step, seat, action)
            .is_ok_and(|checked| checked.tells)
    }

    /// Whether the last logged action told its seat something: the game before it is the
    /// replay without it (worked out once per action, when first asked after a load or undo).
    fn last_action_told(&self) -> bool {
        *self.last_told.get_or_init(|| {
            let mut replay = self.game.replay();
            let Some(last) = replay.actions.pop() else {
                return true;
            };
            let Who::Seat(seat) = last.who else {
                return true;
            };
            // A log that does not replay closes undo rather than guess.
            Match::<G>::from_replay(&replay).map_or(true, |before| {
                self.action_told(before.state(), replay.actions.len(), seat, &last.action)
            })
        })
    }

    /// The game's own action from a human seat's request; a bot seat is refused.
    fn human_action(&self, seat: u8, action: AnyAction) -> Result<G::Action, AppError> {
        self.check_seat(seat)?;
        if !self.is_human(seat) {
            return Err(AppError::HiddenSeat(seat));
        }
        G::unwrap_action(action)
            .ok_or_else(|| AppError::BadRequest(format!("that action is not a {} action", G::ID)))
    }

    fn play(&mut self, seat: Seat, action: &G::Action, now: u64) -> Result<(), AppError> {
        let before = self.game.log().len();
        // Only a human seat may undo, so only its actions are asked what they told it.
        let told = self
            .is_human(seat)
            .then(|| self.action_told(self.game.state(), before, seat, action));
        let events = self.game.act(seat, action).map_err(|e| match e {
            saloon_core::MatchError::GameOver => AppError::GameOver,
            saloon_core::MatchError::NotYourTurn(s) => AppError::NotYourTurn(s),
            saloon_core::MatchError::Illegal(e) => refused::<G>(e),
        })?;
        self.last_events = events;
        self.log_from = before;
        self.updated_at = now;
        // A chance step after the action closes undo by itself; the lazy answer covers it.
        self.last_told = std::sync::OnceLock::new();
        if let (Some(told), true) = (told, self.game.log().len() == before + 1) {
            self.last_told.get_or_init(|| told);
        }
        // The new steps, re-simulated now so the update can carry them. A log that does not
        // replay is only reported by `log`: the update then carries no steps, and a client
        // that finds its log short fetches the whole of it.
        self.grow_log().ok();
        Ok(())
    }

    /// The log's steps from `from` on, as `viewer` may be told them: what the `log` command
    /// sends, and the tail of it an update carries. Empty when the log is not re-simulated
    /// up to the game (it is only after a log that did not replay).
    fn log_steps(&self, from: usize, viewer: Option<u8>) -> Vec<LogStep> {
        let Some(cache) = &self.log_cache else {
            return Vec::new();
        };
        if cache.steps.len() != self.game.log().len() {
            return Vec::new();
        }
        cache
            .steps
            .iter()
            .enumerate()
            .skip(from)
            // Another seat's step that tells the viewer nothing (a step of a secret plan) is
            // left out: an empty line per step would let it count them.
            .filter(|(_, raw)| match raw.who {
                Who::Seat(seat) if Some(seat) != viewer => raw
                    .events
                    .iter()
                    .any(|e| cache.state.redact(e, viewer).is_some()),
                _ => true,
            })
            .map(|(i, raw)| LogStep {
                step: i as u32 + 1,
                seat: match raw.who {
                    Who::Seat(seat) => Some(seat),
                    Who::Chance => None,
                },
                year: raw.moment.map(|m| m.0),
                round: raw.moment.map(|m| m.1),
                events: raw
                    .events
                    .iter()
                    .filter_map(|e| cache.state.redact(e, viewer))
                    .map(G::wrap_event)
                    .collect(),
            })
            .collect()
    }
}

impl<G: Registered> ErasedSession for Session<G> {
    fn id(&self) -> &str {
        &self.id
    }

    fn game(&self) -> &'static str {
        G::ID
    }

    fn seats(&self) -> &[SeatConfig] {
        &self.seats
    }

    fn is_over(&self) -> bool {
        self.game.state().is_over()
    }

    fn update(&self, viewer: Option<u8>, with_events: bool) -> Result<GameUpdate, AppError> {
        self.check_viewer(viewer)?;
        let state = self.game.state();
        let actor = match state.actor() {
            Actor::Seat(seat) => ActorInfo::Seat { seat },
            Actor::Simultaneous(seats) => ActorInfo::Simultaneous { seats },
            Actor::Chance => ActorInfo::Chance,
            Actor::GameOver => ActorInfo::GameOver,
        };
        let acting = self.acting_seats();
        let private: Vec<Seat> = acting
            .iter()
            .copied()
            .filter(|&s| self.hand_off_due(s))
            .collect();
        let (view, scores) = match viewer {
            Some(seat) => Self::sight_of(state, seat, self.in_the_open(seat, &private)),
            None => (state.view(None), state.scores_seen_by(None)),
        };
        Ok(GameUpdate {
            session: self.id.clone(),
            game: G::ID.to_string(),
            seats: self.seats.clone(),
            viewer,
            actor,
            view: G::wrap_view(view),
            legal: viewer
                .map(|s| {
                    state
                        .legal_actions(s)
                        .into_iter()
                        .map(G::wrap_action)
                        .collect()
                })
                .unwrap_or_default(),
            events: self
                .last_events
                .iter()
                .filter(|_| with_events)
                .filter_map(|e| state.redact(e, viewer))
                .map(G::wrap_event)
                .collect(),
            new_steps: if with_events {
                self.log_steps(self.log_from, viewer)
            } else {
                Vec::new()
            },
            log_from: if with_events {
                self.log_from as u32
            } else {
                self.game.log().len() as u32
            },
            can_undo: viewer.is_some_and(|s| self.can_undo(s)),
            scores: scores.into_iter().map(ScoreSheet::from).collect(),
            winners: state.winners(),
            places: state.places(),
            finished: state.is_over(),
            step: self.game.log().len() as u32,
            human_to_act: acting.iter().copied().find(|&s| self.is_human(s)),
            bot_to_act: acting.iter().any(|&s| !self.is_human(s)),
            assisted: self.assisted,
            guided: self.guided,
            table: self.table.clone(),
            table_hand_off: !private.is_empty(),
        })
    }

    fn act(&mut self, seat: u8, action: AnyAction, now: u64) -> Result<(), AppError> {
        let action = self.human_action(seat, action)?;
        self.play(seat, &action, now)
    }

    fn preview(&self, seat: u8, action: AnyAction) -> Result<ActionPreview, AppError> {
        let action = self.human_action(seat, action)?;
        let state = self.game.state();
        if state.is_over() {
            return Err(AppError::GameOver);
        }
        if !state.actor().includes(seat) {
            return Err(AppError::NotYourTurn(seat));
        }
        // The bare game, not the match: a match resolves chance as soon as it comes due.
        let checked = self
            .reveal_check(state, self.game.log().len(), seat, &action)
            .map_err(refused::<G>)?;
        // A preview is no peek: an action whose outcome hangs on what the seat cannot see
        // (another seat's secret) is not tried for it.
        if checked.tells {
            return Err(AppError::WouldReveal);
        }
        let Played {
            after: probe,
            events,
        } = checked.played;
        // At a table in the open, the preview is on the screen for every seat: it shows the
        // seat's part as the table sees it.
        let (view, scores) = Self::sight_of(
            &probe,
            seat,
            self.in_the_open(seat, &self.private_now(seat)),
        );
        Ok(ActionPreview {
            events: events
                .iter()
                .filter_map(|e| probe.redact(e, Some(seat)))
                .map(G::wrap_event)
                .collect(),
            view: G::wrap_view(view),
            scores: scores.into_iter().map(ScoreSheet::from).collect(),
        })
    }

    fn bot_turn(&self) -> Result<BotTurn, AppError> {
        if self.game.state().is_over() {
            return Err(AppError::GameOver);
        }
        let (seat, level) = self.bot_to_act().ok_or(AppError::NoBotToAct)?;
        // The bot's own stream, keyed by the moment, so a resumed game plays on the same way.
        let step = self.game.log().len();
        let mut rng = GameRng::stream(
            self.game.seed() ^ (step as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            1 + u64::from(seat),
        );
        let view = self.game.state().view(Some(seat));
        let think: crate::bot_turn::Think<_> = Box::new(move |keep_going| {
            choose_with::<G>(level, &view, seat, &mut rng, None, keep_going).map(G::wrap_action)
        });
        Ok(BotTurn::new(
            self.id.clone(),
            seat,
            level.iterations::<G>(self.game.state().players()),
            step as u32,
            think,
        ))
    }

    fn hint_turn(&self, seat: u8) -> Result<HintTurn, AppError> {
        self.check_seat(seat)?;
        if !self.is_human(seat) {
            return Err(AppError::HiddenSeat(seat));
        }
        let state = self.game.state();
        if state.is_over() {
            return Err(AppError::GameOver);
        }
        if !state.actor().includes(seat) {
            return Err(AppError::NotYourTurn(seat));
        }
        let step = self.game.log().len();
        // A stream of the seat's own, apart from any bot's (whose streams are 1 + seat), so
        // the same question at the same moment gets the same answer.
        let rng = GameRng::stream(
            self.game.seed() ^ (step as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            HINT_STREAM + u64::from(seat),
        );
        // At a table in the open, the hint thinks on what the table sees: a suggestion
        // drawn from the seat's secret would show it to every seat.
        let view = if self.in_the_open(seat, &self.private_now(seat)) {
            state.table_view(seat)
        } else {
            state.view(Some(seat))
        };
        Ok(crate::hint::hint_turn::<G>(
            self.id.clone(),
            seat,
            view,
            state.players(),
            step as u32,
            rng,
        ))
    }

    fn mark_assisted(&mut self, seat: u8, step: u32) -> Result<(), AppError> {
        if self.game.log().len() != step as usize || !self.game.state().actor().includes(seat) {
            return Err(AppError::BotCancelled(
                "the game moved on while the hint was being thought out".into(),
            ));
        }
        self.assisted = true;
        Ok(())
    }

    fn set_table(&mut self, table: Option<TableLayout>) -> Result<(), AppError> {
        if let Some(layout) = &table {
            layout
                .check(self.seats.len())
                .map_err(|e| AppError::Setup(e.to_string()))?;
        }
        self.table = table;
        Ok(())
    }

    fn set_guided(&mut self, guided: bool) {
        self.guided = guided;
        self.assisted |= guided;
    }

    fn play_bot_move(
        &mut self,
        seat: u8,
        step: u32,
        action: Option<AnyAction>,
        now: u64,
    ) -> Result<(), AppError> {
        if self.game.log().len() != step as usize || self.bot_to_act().map(|(s, _)| s) != Some(seat)
        {
            return Err(AppError::BotCancelled(
                "the game moved on while the bot was thinking".into(),
            ));
        }
        let action = action
            .and_then(G::unwrap_action)
            .ok_or(AppError::NoBotToAct)?;
        self.play(seat, &action, now)
    }

    fn undo(&mut self, seat: u8, now: u64) -> Result<(), AppError> {
        self.check_seat(seat)?;
        if !self.can_undo(seat) {
            return Err(AppError::CannotUndo(
                "only your own last choice, before anything new is revealed or another player acts"
                    .into(),
            ));
        }
        let mut replay = self.game.replay();
        replay.actions.pop();
        self.game =
            Match::<G>::from_replay(&replay).map_err(|e| AppError::CorruptSave(e.to_string()))?;
        self.last_events.clear();
        self.log_cache = None;
        self.last_told = std::sync::OnceLock::new();
        // Undo plays nothing new: its update carries no steps, and its `step` says where
        // the log now ends.
        self.log_from = self.game.log().len();
        self.updated_at = now;
        Ok(())
    }

    fn log(&mut self, viewer: Option<u8>) -> Result<GameLog, AppError> {
        self.check_viewer(viewer)?;
        self.grow_log()?;
        Ok(GameLog {
            steps: self.log_steps(0, viewer),
            through: self.game.log().len() as u32,
        })
    }

    fn saved(&self) -> SavedSession {
        SavedSession {
            version: SAVE_VERSION,
            session: self.id.clone(),
            game: G::ID.to_string(),
            seats: self.seats.clone(),
            created_at: self.created_at,
            updated_at: self.updated_at,
            replay: serde_json::to_value(self.game.replay()).unwrap_or(Value::Null),
            assisted: self.assisted,
            guided: self.guided,
            table: self.table.clone(),
        }
    }

    fn summary(&self) -> SessionSummary {
        SessionSummary {
            session: self.id.clone(),
            game: G::ID.to_string(),
            seats: self.seats.clone(),
            step: self.game.log().len() as u32,
            moves: self
                .game
                .log()
                .iter()
                .filter(|l| l.who != Who::Chance)
                .count() as u32,
            updated_at: self.updated_at,
        }
    }

    fn finished(&self, now: u64) -> Option<FinishedGame> {
        let state = self.game.state();
        if !state.is_over() {
            return None;
        }
        let replay = serde_json::to_value(self.game.replay()).unwrap_or(Value::Null);
        let mut outcome = Outcome {
            session: self.id.clone(),
            game: G::ID.to_string(),
            seats: self.seats.clone(),
            scores: state.scores().into_iter().map(ScoreSheet::from).collect(),
            winners: state.winners(),
            finished_at: now,
            rank: None,
            assisted: self.assisted,
        };
        outcome.rank = crate::record::solo_rank_of(
            &outcome.game,
            &outcome.seats,
            &outcome.scores,
            replay.get("options").unwrap_or(&Value::Null),
        );
        Some(FinishedGame {
            outcome,
            replay,
            final_view: G::wrap_view(state.view(None)),
        })
    }
}

// Sessions of a game known by its id (through the registry's `with_game`).

struct Start {
    session: String,
    seats: Vec<SeatConfig>,
    options: Option<AnyOptions>,
    seed: u64,
    now: u64,
}

impl GameVisitor for Start {
    type Output = Result<Box<dyn ErasedSession>, AppError>;
    fn visit<G: Registered>(self) -> Self::Output {
        let s = Session::<G>::start(self.session, self.seats, self.options, self.seed, self.now)?;
        Ok(Box::new(s))
    }
}

/// Starts a session of game `id`.
pub fn start(
    id: &str,
    session: String,
    seats: Vec<SeatConfig>,
    options: Option<AnyOptions>,
    seed: u64,
    now: u64,
) -> Result<Box<dyn ErasedSession>, AppError> {
    with_game(
        id,
        Start {
            session,
            seats,
            options,
            seed,
            now,
        },
    )?
}

struct Load(SavedSession);

impl GameVisitor for Load {
    type Output = Result<Box<dyn ErasedSession>, AppError>;
    fn visit<G: Registered>(self) -> Self::Output {
        Ok(Box::new(Session::<G>::load(self.0)?))
    }
}

/// Loads a saved session of game `id` from its replay.
pub fn load(id: &str, saved: SavedSession) -> Result<Box<dyn ErasedSession>, AppError> {
    with_game(id, Load(saved))?
}

struct Verify<'a>(&'a serde_json::Value);

impl GameVisitor for Verify<'_> {
    type Output = Result<Vec<ScoreSheet>, AppError>;
    fn visit<G: Registered>(self) -> Self::Output {
        Session::<G>::verify(self.0)
    }
}

/// Re-simulates a replay of any game; returns the final scores when it is valid.
pub fn verify_replay(replay: &serde_json::Value) -> Result<Vec<ScoreSheet>, AppError> {
    let game = replay
        .get("game")
        .and_then(|g| g.as_str())
        .ok_or_else(|| AppError::BadRequest("a replay names its game".into()))?;
    with_game(game, Verify(replay))?
}
