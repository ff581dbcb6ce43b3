//! Thinking taken out of its session, so a search can run on another thread while the service
//! answers other commands, and be called off when the game changes or is left. One job serves
//! the three kinds of thinking the app does: a bot's move, a hint and a post-game review.
//!
//! The service hands out a [`ThinkingJob`] (its session, seat and step, a cancel flag, and the
//! search boxed with everything it needs: a seat's view and stream, or a replay).
//! [`ThinkingJob::think`] runs the search anywhere (no lock held, progress reported, stopped
//! by a cancel or a time limit) and yields a [`Thought`]; the service takes the thought only
//! if its job is still the session's current one ([`Pending::finish`]). `advance`, `suggest`
//! and `review_game` are the three in a row.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::error::AppError;
use crate::games::AnyAction;

/// The search, boxed with what it reads: asked `keep_going(done)` before each unit of work
/// (an iteration, a decision reviewed), it returns what it settles on.
pub type Think<T> = Box<dyn FnOnce(&mut dyn FnMut(u32) -> bool) -> T + Send>;

/// Set when what is being thought about must not be used (undo, leaving the game).
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

/// Some thinking for `session`, ready to run anywhere.
pub struct ThinkingJob<T> {
    pub session: String,
    /// The seat it thinks for (a review's: its first reviewed seat).
    pub seat: u8,
    /// What progress counts up to (`None`: the answer comes at once).
    total: Option<u32>,
    /// How many actions the game had logged when the job was handed out.
    pub step: u32,
    pub(crate) cancel: CancelFlag,
    think: Think<T>,
}

/// What a job settled on, for the service to use if nothing changed meanwhile.
pub struct Thought<T> {
    pub session: String,
    pub seat: u8,
    pub step: u32,
    pub found: T,
    pub(crate) cancel: CancelFlag,
}

/// A bot's turn: its move, played by the service if the game has not moved on.
pub type BotTurn = ThinkingJob<Option<AnyAction>>;
pub type BotMove = Thought<Option<AnyAction>>;

impl<T> ThinkingJob<T> {
    pub(crate) fn new(
        session: String,
        seat: u8,
        total: Option<u32>,
        step: u32,
        think: Think<T>,
    ) -> Self {
        ThinkingJob {
            session,
            seat,
            total,
            step,
            cancel: CancelFlag::default(),
            think,
        }
    }

    /// What progress counts up to: a search's iteration budget, a review's decisions (`None`
    /// for a level that does not search: it answers at once).
    pub fn iterations(&self) -> Option<u32> {
        self.total
    }

    /// Thinks on the calling thread until done, cancelled, or past `time_limit` (then what
    /// was found so far is kept). `progress(done)` hears how far it got before each unit.
    pub fn think(self, time_limit: Option<Duration>, mut progress: impl FnMut(u32)) -> Thought<T> {
        let started = Instant::now();
        let cancel = self.cancel.clone();
        let found = (self.think)(&mut |done| {
            progress(done);
            !cancel.is_cancelled() && time_limit.is_none_or(|limit| started.elapsed() < limit)
        });
        Thought {
            session: self.session,
            seat: self.seat,
            step: self.step,
            found,
            cancel: self.cancel,
        }
    }
}

/// The job of one kind each session is thinking about, if any: a newer job calls off the
/// older, and only the current one's thought is taken.
#[derive(Default)]
pub(crate) struct Pending(HashMap<String, CancelFlag>);

impl Pending {
    /// `job` becomes `session`'s current one; the one before it is called off.
    pub fn start<T>(&mut self, job: &ThinkingJob<T>) {
        if let Some(older) = self.0.insert(job.session.clone(), job.cancel.clone()) {
            older.cancel();
        }
    }

    /// Takes `thought` if its job is still the session's current one and was not called
    /// off; otherwise `bot-cancelled` saying `why` (and nothing changes).
    pub fn finish<T>(&mut self, thought: &Thought<T>, why: &str) -> Result<(), AppError> {
        let current = self
            .0
            .get(&thought.session)
            .is_some_and(|flag| flag.same_as(&thought.cancel));
        if !current || thought.cancel.is_cancelled() {
            return Err(AppError::BotCancelled(why.into()));
        }
        self.0.remove(&thought.session);
        Ok(())
    }

    /// Calls off `session`'s job, if one is thinking. Safe at any time.
    pub fn cancel(&mut self, session: &str) {
        if let Some(flag) = self.0.remove(session) {
            flag.cancel();
        }
    }
}
