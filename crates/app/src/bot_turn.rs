//! A bot's turn taken out of its session, so the bot can think on another thread while the
//! service answers other commands, and be called off when the game changes or is left.
//!
//! [`AppService::bot_turn`](crate::AppService::bot_turn) hands out a [`BotTurn`]: the bot's
//! own view, seat and stream, and the game's step. [`BotTurn::think`] runs the search (no lock
//! held, progress reported, stopped by a cancel or a time limit) and yields a [`BotMove`];
//! [`AppService::play_bot_move`](crate::AppService::play_bot_move) plays it only if nothing
//! changed in the meantime. `advance` is the three in a row.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use saloon_bots::BotLevel;

use crate::games::AnyAction;

/// The search, boxed with its view and stream: asked `keep_going(iterations_done)` before each
/// iteration, it returns the action it settles on.
pub type Think = Box<dyn FnOnce(&mut dyn FnMut(u32) -> bool) -> Option<AnyAction> + Send>;

/// Set when the move being thought about must not be played (undo, leaving the game).
#[derive(Clone, Debug, Default)]
pub struct CancelFlag(Arc<AtomicBool>);

impl CancelFlag {
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    pub fn same_as(&self, other: &CancelFlag) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

pub struct BotTurn {
    pub session: String,
    pub seat: u8,
    pub level: BotLevel,
    /// The search's iteration budget on this game (`None` for levels that do not search).
    iterations: Option<u32>,
    /// How many actions the game had logged when the bot started; its move is refused if
    /// that has changed.
    pub step: u32,
    pub(crate) cancel: CancelFlag,
    think: Think,
}

/// What a bot settled on, to be played by the service.
pub struct BotMove {
    pub session: String,
    pub seat: u8,
    pub step: u32,
    pub action: Option<AnyAction>,
    pub(crate) cancel: CancelFlag,
}

impl BotTurn {
    pub(crate) fn new(
        session: String,
        seat: u8,
        level: BotLevel,
        iterations: Option<u32>,
        step: u32,
        think: Think,
    ) -> Self {
        BotTurn {
            session,
            seat,
            level,
            iterations,
            step,
            cancel: CancelFlag::default(),
            think,
        }
    }

    /// The search's iteration budget, what progress counts up to (`None` for levels that do
    /// not search: they answer at once).
    pub fn iterations(&self) -> Option<u32> {
        self.iterations
    }

    /// Thinks on the calling thread until the search is done, the turn is cancelled, or
    /// `time_limit` has passed (then the best move so far is kept). `progress(done)` hears
    /// the iterations done so far before each iteration.
    pub fn think(self, time_limit: Option<Duration>, mut progress: impl FnMut(u32)) -> BotMove {
        let started = Instant::now();
        let cancel = self.cancel.clone();
        let action = (self.think)(&mut |done| {
            progress(done);
            !cancel.is_cancelled() && time_limit.is_none_or(|limit| started.elapsed() < limit)
        });
        BotMove {
            session: self.session,
            seat: self.seat,
            step: self.step,
            action,
            cancel: self.cancel,
        }
    }
}
