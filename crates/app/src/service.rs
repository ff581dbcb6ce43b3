//! `Service`: the commands. The Tauri shell and `saloon serve` are thin wrappers round it,
//! holding it as an [`AppService`], which knows the type of its saves.
//!
//! `Service` is not generic: its saves are a `dyn Storage`. Everything it does (every game's
//! sessions, visitors and bots) is compiled once, here, not again in each crate and test
//! binary that opens a service with another storage type.

use std::any::Any;
use std::collections::HashMap;
use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::Serialize;
use serde_json::{json, Value};

use saloon_wild_tiled_west::rules::WildTiledWest;

use crate::api::{
    ActionPreview, Command, FinishedGame, GameInfo, GameLog, GameUpdate, HistoryEntry, HistoryPage,
    NewGameRequest, SeatConfig, SeatKind, SessionSummary, Settings, Suggestion, SETTINGS_KEY,
};
use crate::backup::{self, ExportSummary};
use crate::bot_turn::{BotMove, BotTurn, Pending};
use crate::campaign::{self, CampaignStatus, SoloBests, SoloRecord};
use crate::daily::{self, CalendarDate, DailyResult, DailyStatus};
use crate::error::AppError;
use crate::games::{self, AnyAction, AnyOptions};
use crate::hint::{HintThought, HintTurn};
use crate::import::{self, ImportProgress, ImportSummary, Verified};
use crate::record;
use crate::replay_view::{self, ReplayFrame};
use crate::review::{self, GameReport, ReviewJob, ReviewThought};
use crate::schema::{self, SESSION_PREFIX};
use crate::session::{self, ErasedSession, SavedSession};
use crate::share::{self, CheckedResult, SharedCode};
use crate::stats::{self, GameStats};
use crate::storage::{Archived, Change, Storage};

/// A source of "now" in Unix seconds and of fresh seeds; replaced in tests.
pub trait Clock: Send {
    fn now(&mut self) -> u64;
    fn fresh_seed(&mut self) -> u64;
}

/// The system clock; seeds from the clock's nanoseconds mixed through SplitMix64.
pub struct SystemClock {
    counter: u64,
}

impl Clock for SystemClock {
    fn now(&mut self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    }

    fn fresh_seed(&mut self) -> u64 {
        self.counter = self.counter.wrapping_add(1);
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        splitmix(nanos ^ self.counter.rotate_left(32))
    }
}

/// A clock for tests: starts at a given Unix time and moves on a second at each reading;
/// its seeds are a counter, so runs repeat exactly.
pub struct SteppingClock(pub u64);

impl Clock for SteppingClock {
    fn now(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }

    fn fresh_seed(&mut self) -> u64 {
        self.0 += 7;
        self.0
    }
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

pub struct Service {
    storage: Box<dyn Storage>,
    clock: Box<dyn Clock>,
    sessions: HashMap<String, Box<dyn ErasedSession>>,
    /// The bot turn each session is thinking about, if any: cancelled when the game changes
    /// or is left, so a stale move is never played.
    thinking: Pending,
    /// The hint each session is thinking about, if any: called off like a bot's turn.
    hinting: Pending,
    /// The review each finished game is being given, if any.
    reviewing: Pending,
    /// Things the player should be told once (a damaged save set aside, ...).
    notices: Vec<String>,
    /// Set when the saves come from a newer Saloon (or could not be brought up to date):
    /// every command that would read or write them returns this error, so they are never
    /// written over.
    refused: Option<AppError>,
}

/// A [`Service`] opened on saves of type `S`: what the shell, the CLI and tests hold. It does
/// everything a `Service` does (it derefs to one) and gives its saves back as an `S`.
pub struct AppService<S: Storage> {
    service: Service,
    storage: PhantomData<fn() -> S>,
}

impl<S: Storage> AppService<S> {
    pub fn new(storage: S) -> Self {
        Self::with_clock(storage, Box::new(SystemClock { counter: 0 }))
    }

    /// Opens the saves: migrates an older schema, refuses a newer one (see `schema`).
    pub fn with_clock(storage: S, clock: Box<dyn Clock>) -> Self {
        AppService {
            service: Service::with_clock(Box::new(storage), clock),
            storage: PhantomData,
        }
    }

    pub fn storage(&self) -> &S {
        let storage: &dyn Any = &*self.service.storage;
        storage
            .downcast_ref()
            .expect("an AppService<S> opens its Service on an S")
    }
}

impl<S: Storage> Deref for AppService<S> {
    type Target = Service;
    fn deref(&self) -> &Service {
        &self.service
    }
}

impl<S: Storage> DerefMut for AppService<S> {
    fn deref_mut(&mut self) -> &mut Service {
        &mut self.service
    }
}

impl Service {
    /// Opens the saves: migrates an older schema, refuses a newer one (see `schema`).
    pub fn with_clock(mut storage: Box<dyn Storage>, clock: Box<dyn Clock>) -> Self {
        let refused = match storage.refusal() {
            Some(why) => Some(AppError::NewerSave(why)),
            None => schema::open(&mut *storage).err(),
        };
        Service {
            storage,
            clock,
            sessions: HashMap::new(),
            thinking: Pending::default(),
            hinting: Pending::default(),
            reviewing: Pending::default(),
            notices: refused.iter().map(ToString::to_string).collect(),
            refused,
        }
    }

    /// Fails with the reason the saves were refused, if they were.
    pub fn usable(&self) -> Result<(), AppError> {
        self.refused.clone().map_or(Ok(()), Err)
    }

    /// Queues a message for the player (shown once by the UI).
    pub fn notify(&mut self, message: String) {
        self.notices.push(message);
    }

    /// The messages queued for the player; each is handed out once.
    pub fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    /// The app's package version (the workspace's).
    pub fn app_version(&self) -> String {
        env!("CARGO_PKG_VERSION").to_string()
    }

    pub fn list_games(&self) -> Vec<GameInfo> {
        games::playable()
    }

    pub fn new_game(&mut self, request: NewGameRequest) -> Result<GameUpdate, AppError> {
        self.usable()?;
        let seed = match &request.seed {
            Some(text) => text.trim().parse::<u64>().map_err(|_| {
                AppError::BadRequest(format!("seed {text:?} is not a whole number"))
            })?,
            None => self.clock.fresh_seed(),
        };
        let now = self.clock.now();
        let id = format!(
            "{}-{:016x}",
            request.game,
            splitmix(seed ^ self.clock.fresh_seed())
        );
        let mut session = session::start(
            &request.game,
            id.clone(),
            request.seats,
            request.options,
            seed,
            now,
        )?;
        if request.guided == Some(true) {
            session.set_guided(true);
        }
        session.set_table(request.table)?;
        let viewer = session
            .update(None, false)?
            .human_to_act
            .or_else(|| first_human(session.as_ref()));
        persist(&mut *self.storage, session.as_ref())?;
        self.sessions.insert(id.clone(), session);
        self.changed(&id, viewer)
    }

    /// What `seat` sees now (no events: nothing changed).
    pub fn view(&mut self, session: &str, seat: Option<u8>) -> Result<GameUpdate, AppError> {
        self.usable()?;
        self.session(session)?.update(seat, false)
    }

    /// The update after a command that changed the game, with what changed.
    fn changed(&self, session: &str, seat: Option<u8>) -> Result<GameUpdate, AppError> {
        self.session(session)?.update(seat, true)
    }

    pub fn act(
        &mut self,
        session: &str,
        seat: u8,
        action: AnyAction,
    ) -> Result<GameUpdate, AppError> {
        self.usable()?;
        self.cancel_bot(session);
        let now = self.clock.now();
        self.session_mut(session)?.act(seat, action, now)?;
        self.after_change(session, now)?;
        self.changed(session, Some(seat))
    }

    /// What `action` would do for `seat`, tried on a copy: nothing changes or is saved.
    pub fn preview(
        &self,
        session: &str,
        seat: u8,
        action: AnyAction,
    ) -> Result<ActionPreview, AppError> {
        self.session(session)?.preview(seat, action)
    }

    /// One bot action, thought out on the calling thread; the update is built for `viewer`.
    /// The app's shell uses the three steps below instead, to think without blocking.
    pub fn advance(&mut self, session: &str, viewer: Option<u8>) -> Result<GameUpdate, AppError> {
        let turn = self.bot_turn(session)?;
        let thought = turn.think(None, |_| {});
        self.play_bot_move(thought, viewer)
    }

    /// The bot that is to act in `session`, ready to think anywhere. A turn handed out
    /// earlier for the same session is cancelled: only the newest one may be played.
    pub fn bot_turn(&mut self, session: &str) -> Result<BotTurn, AppError> {
        self.usable()?;
        let turn = self.session(session)?.bot_turn()?;
        self.thinking.start(&turn);
        Ok(turn)
    }

    /// Plays what a bot settled on, unless its turn was cancelled or the game moved on
    /// (`bot-cancelled`, and nothing changes).
    pub fn play_bot_move(
        &mut self,
        thought: BotMove,
        viewer: Option<u8>,
    ) -> Result<GameUpdate, AppError> {
        self.usable()?;
        self.thinking.finish(
            &thought,
            "its turn was cancelled (an undo, or the game was left)",
        )?;
        let now = self.clock.now();
        self.session_mut(&thought.session)?.play_bot_move(
            thought.seat,
            thought.step,
            thought.found,
            now,
        )?;
        self.after_change(&thought.session, now)?;
        self.changed(&thought.session, viewer)
    }

    /// Calls off the bot thinking in `session`, if one is: its move will not be played.
    /// Nothing else changes, so it is safe to call at any time.
    pub fn cancel_bot(&mut self, session: &str) {
        self.thinking.cancel(session);
        self.cancel_hint(session);
    }

    /// A hint for human `seat`, thought out on the calling thread: the hard bot's choice from
    /// the seat's view, and the score lines it expects to gain. The game is marked assisted.
    /// The app's shell uses the two steps below instead, to think without blocking.
    pub fn suggest(&mut self, session: &str, seat: u8) -> Result<Suggestion, AppError> {
        let turn = self.hint_turn(session, seat)?;
        let thought = turn.think(None, |_| {});
        self.finish_hint(thought)
    }

    /// The hint for `seat` in `session`, ready to think anywhere; a hint asked for earlier in
    /// the same session is called off.
    pub fn hint_turn(&mut self, session: &str, seat: u8) -> Result<HintTurn, AppError> {
        self.usable()?;
        let turn = self.session(session)?.hint_turn(seat)?;
        self.hinting.start(&turn);
        Ok(turn)
    }

    /// Hands out what the hint settled on, unless it was called off or the game moved on
    /// (`bot-cancelled`, and nothing changes); the game is marked assisted and saved.
    pub fn finish_hint(&mut self, thought: HintThought) -> Result<Suggestion, AppError> {
        self.usable()?;
        self.hinting.finish(
            &thought,
            "the hint was called off (an action, an undo, or the game was left)",
        )?;
        let (session, seat) = (thought.session.clone(), thought.seat);
        self.session_mut(&session)?
            .mark_assisted(seat, thought.step)?;
        let suggestion = thought.suggestion().ok_or(AppError::NotYourTurn(seat))?;
        let now = self.clock.now();
        self.after_change(&session, now)?;
        Ok(suggestion)
    }

    /// The player skips the rest of a guided game: it plays on as a normal game (still
    /// assisted, as a taught game is), saved so a resume brings no guide back.
    pub fn end_guide(&mut self, session: &str) -> Result<(), AppError> {
        self.usable()?;
        self.session_mut(session)?.set_guided(false);
        let now = self.clock.now();
        self.after_change(session, now)
    }

    /// Calls off the hint being thought out in `session`, if one is. Safe at any time.
    pub fn cancel_hint(&mut self, session: &str) {
        self.hinting.cancel(session);
    }

    /// A finished game's review for its human seats, thought out on the calling thread. The
    /// app's shell uses the two steps below instead, to think without blocking.
    pub fn review_game(
        &mut self,
        session: &str,
        playouts: Option<u32>,
    ) -> Result<GameReport, AppError> {
        let job = self.review_job(session, playouts)?;
        let thought = job.think(None, |_| {});
        self.finish_review(thought)
    }

    /// The review of finished game `session`, ready to think anywhere (a review asked for
    /// earlier of the same game is called off). A game still in play is refused: its
    /// decisions would tell what the table hides.
    pub fn review_job(
        &mut self,
        session: &str,
        playouts: Option<u32>,
    ) -> Result<ReviewJob, AppError> {
        self.usable()?;
        let in_play = self.sessions.get(session).is_some_and(|s| !s.is_over())
            || self
                .storage
                .get(&format!("{SESSION_PREFIX}{session}"))?
                .is_some();
        if in_play {
            return Err(AppError::GameInProgress(session.to_string()));
        }
        let finished = self.finished_game(session)?;
        let job = review::review_job(session.to_string(), &finished, playouts)?;
        self.reviewing.start(&job);
        Ok(job)
    }

    /// Hands out a review unless it was called off (`bot-cancelled`).
    pub fn finish_review(&mut self, thought: ReviewThought) -> Result<GameReport, AppError> {
        self.reviewing
            .finish(&thought, "the review was called off")?;
        thought.found
    }

    /// Calls off the review being thought out for `session`, if one is. Safe at any time.
    pub fn cancel_review(&mut self, session: &str) {
        self.reviewing.cancel(session);
    }

    pub fn undo(&mut self, session: &str, seat: u8) -> Result<GameUpdate, AppError> {
        self.usable()?;
        self.cancel_bot(session);
        let now = self.clock.now();
        self.session_mut(session)?.undo(seat, now)?;
        self.after_change(session, now)?;
        self.changed(session, Some(seat))
    }

    /// The game so far, step by step, as `viewer` may be told it: rebuilt from the replay, so
    /// a resumed game has its whole log.
    pub fn log(&mut self, session: &str, viewer: Option<u8>) -> Result<GameLog, AppError> {
        self.usable()?;
        self.session_mut(session)?.log(viewer)
    }

    /// Games in progress on this device, most recent first. Saves that no longer load are
    /// left out (and left alone, so nothing is lost).
    pub fn in_progress(&mut self) -> Result<Vec<SessionSummary>, AppError> {
        self.usable()?;
        let mut out = Vec::new();
        for key in self.storage.keys()? {
            let Some(id) = key.strip_prefix(SESSION_PREFIX) else {
                continue;
            };
            if let Some(s) = self.sessions.get(id) {
                out.push(s.summary());
                continue;
            }
            if let Ok(s) = self.load(id) {
                out.push(s.summary());
                self.sessions.insert(id.to_string(), s);
            }
        }
        out.sort_by(|a, b| {
            b.updated_at
                .cmp(&a.updated_at)
                .then(a.session.cmp(&b.session))
        });
        Ok(out)
    }

    pub fn resume(&mut self, session: &str, viewer: Option<u8>) -> Result<GameUpdate, AppError> {
        self.usable()?;
        if !self.sessions.contains_key(session) {
            let loaded = self.load(session)?;
            self.sessions.insert(session.to_string(), loaded);
        }
        self.view(session, viewer)
    }

    pub fn abandon(&mut self, session: &str) -> Result<(), AppError> {
        self.usable()?;
        self.cancel_bot(session);
        let key = format!("{SESSION_PREFIX}{session}");
        if self.sessions.remove(session).is_none() && self.storage.get(&key)?.is_none() {
            return Err(AppError::UnknownSession(session.to_string()));
        }
        self.storage.delete(&key)?;
        Ok(())
    }

    /// Every finished game's summary, oldest first: read from the archive's summaries, no
    /// replay. One whose summary no longer reads is left out (and left alone).
    pub fn history(&self) -> Result<Vec<HistoryEntry>, AppError> {
        self.usable()?;
        let mut games: Vec<HistoryEntry> = self
            .storage
            .archived_summaries()?
            .into_iter()
            .filter_map(|(_, summary)| serde_json::from_value::<HistoryEntry>(summary).ok())
            .map(|mut game| {
                game.outcome.rank = record::solo_rank_of(
                    &game.outcome.game,
                    &game.outcome.seats,
                    &game.outcome.scores,
                    &game.options,
                );
                game
            })
            .collect();
        games.sort_by(|a, b| {
            a.outcome
                .finished_at
                .cmp(&b.outcome.finished_at)
                .then(a.outcome.session.cmp(&b.outcome.session))
        });
        Ok(games)
    }

    /// `limit` finished games from the `offset`-th, newest first: the history screen reads
    /// it a page at a time.
    pub fn history_page(&self, offset: u32, limit: u32) -> Result<HistoryPage, AppError> {
        let history = self.history()?;
        let games = history
            .iter()
            .rev()
            .skip(offset as usize)
            .take(limit as usize)
            .cloned()
            .collect();
        Ok(HistoryPage {
            total: history.len() as u32,
            games,
        })
    }

    /// One finished game whole, with its replay and final table.
    pub fn finished_game(&self, session: &str) -> Result<FinishedGame, AppError> {
        self.usable()?;
        let value = self
            .storage
            .archived_game(session)?
            .ok_or_else(|| AppError::UnknownSession(session.to_string()))?;
        let mut game: FinishedGame =
            serde_json::from_value(value).map_err(|e| AppError::CorruptSave(e.to_string()))?;
        game.outcome.rank = record::solo_rank_of(
            &game.outcome.game,
            &game.outcome.seats,
            &game.outcome.scores,
            game.replay
                .get("options")
                .unwrap_or(&serde_json::Value::Null),
        );
        Ok(game)
    }

    pub fn settings(&self) -> Result<Settings, AppError> {
        self.usable()?;
        Ok(self
            .storage
            .get(SETTINGS_KEY)?
            .and_then(|v| serde_json::from_value(v).ok())
            .unwrap_or_default())
    }

    pub fn set_settings(&mut self, settings: Settings) -> Result<Settings, AppError> {
        self.usable()?;
        if let Some(language) = &settings.language {
            if !["en", "fr"].contains(&language.as_str()) {
                return Err(AppError::BadRequest(format!("no {language:?} translation")));
            }
        }
        if let Some(unknown) = settings
            .guides_offered
            .iter()
            .find(|id| !games::engines().iter().any(|g| g.id == id.as_str()))
        {
            return Err(AppError::BadRequest(format!(
                "no game {unknown:?} to guide"
            )));
        }
        self.storage.set(SETTINGS_KEY, to_value(&settings)?)?;
        Ok(settings)
    }

    pub fn campaign_status(&self) -> Result<CampaignStatus, AppError> {
        self.usable()?;
        Ok(campaign::status(&SoloBests::load(&*self.storage)?))
    }

    /// A solo game on the board and side of an open stop, for a player called `name`.
    pub fn start_campaign_stop(&mut self, stop: u32, name: String) -> Result<GameUpdate, AppError> {
        self.usable()?;
        let options = campaign::stop_options(&SoloBests::load(&*self.storage)?, stop)?;
        self.new_game(NewGameRequest {
            game: <WildTiledWest as saloon_core::Game>::ID.to_string(),
            seats: vec![solo_seat(name)],
            options: Some(AnyOptions::WildTiledWest(options)),
            seed: None,
            guided: None,
            table: None,
        })
    }

    /// Game `game`'s rank history; refused for a game whose solo mode has no ranks.
    pub fn solo_record(&self, game: &str) -> Result<SoloRecord, AppError> {
        let history = self.history()?;
        let bests = SoloBests::load(&*self.storage)?;
        let campaign = record::CampaignHooks {
            side_of: &campaign::side_of,
            bests: campaign::bests_of(game, &bests),
        };
        record::solo_record(&history, game, campaign)
    }

    pub fn stats(&self) -> Result<Vec<GameStats>, AppError> {
        let history = self.history()?;
        Ok(stats::stats(&games::playable(), &history))
    }

    /// Today by the service's clock (UTC).
    fn today(&mut self) -> CalendarDate {
        CalendarDate::from_unix(self.clock.now())
    }

    pub fn daily_status(&mut self, game: &str) -> Result<DailyStatus, AppError> {
        self.usable()?;
        solo_mode(game)?;
        let today = self.today();
        daily::status(&*self.storage, game, today)
    }

    /// Today's deal of `game`'s solo mode. One try a day: a game in play is resumed, a
    /// finished one is refused.
    pub fn start_daily(&mut self, game: &str, name: String) -> Result<GameUpdate, AppError> {
        self.usable()?;
        solo_mode(game)?;
        let today = self.today();
        let key = daily::daily_key(game, today);
        if let Some(played) = self
            .storage
            .get(&key)?
            .and_then(|v| serde_json::from_value::<DailyResult>(v).ok())
        {
            if played.score.is_some() {
                return Err(AppError::Setup(format!(
                    "today's challenge is already played ({} points); a new one comes tomorrow",
                    played.score.unwrap_or_default()
                )));
            }
            if let Ok(update) = self.resume(&played.session, Some(0)) {
                return Ok(update);
            }
        }
        let update = self.new_game(NewGameRequest {
            game: game.to_string(),
            seats: vec![solo_seat(name)],
            options: None,
            seed: Some(daily::daily_seed(today, game).to_string()),
            guided: None,
            table: None,
        })?;
        let result = DailyResult {
            game: game.to_string(),
            date: today.to_string(),
            session: update.session.clone(),
            score: None,
            rank: None,
            assisted: false,
        };
        self.storage.set(&key, to_value(&result)?)?;
        Ok(update)
    }

    /// The whole record (every finished game with its replay, the daily results, the
    /// settings) as a backup file's bytes, and what went in.
    pub fn export_backup(&mut self) -> Result<(Vec<u8>, ExportSummary), AppError> {
        self.usable()?;
        let now = self.clock.now();
        let (backup, mut summary) = backup::collect(&*self.storage, now)?;
        let bytes = backup::encode(&backup).map_err(AppError::Storage)?;
        summary.bytes = bytes.len() as u64;
        Ok((bytes, summary))
    }

    /// Restores a backup file into this record: every game replayed (`progress` told after
    /// each), then merged in one commit (`import.rs`). A file that is not a whole backup of a
    /// format this Saloon reads changes nothing. The shell replays off the service's lock
    /// instead: `backup::decode` and `import::verify`, then `commit_import`.
    pub fn import_backup(
        &mut self,
        bytes: &[u8],
        progress: &mut dyn FnMut(ImportProgress),
    ) -> Result<ImportSummary, AppError> {
        self.usable()?;
        let verified = import::verify(backup::decode(bytes)?, progress);
        self.commit_import(verified)
    }

    /// The name a backup is offered under: `saloon-record-<today>.saloon`.
    pub fn backup_file_name(&mut self) -> String {
        format!("saloon-record-{}.{}", self.today(), backup::FILE_EXTENSION)
    }

    /// `export_backup` to the file at `path` (written aside, then renamed into place): what
    /// `saloon serve` does, which has no dialog to ask in (the app asks the player instead).
    pub fn export_backup_file(
        &mut self,
        path: Option<&str>,
    ) -> Result<Option<ExportSummary>, AppError> {
        let path = std::path::Path::new(path.ok_or_else(no_backup_path)?);
        let (bytes, summary) = self.export_backup()?;
        let tmp = path.with_extension("saloon-tmp");
        std::fs::write(&tmp, &bytes)
            .and_then(|()| std::fs::rename(&tmp, path))
            .map_err(|e| AppError::Storage(format!("{}: {e}", path.display())))?;
        Ok(Some(summary))
    }

    /// `import_backup` of the file at `path`, for `saloon serve` (see `export_backup_file`).
    pub fn import_backup_file(
        &mut self,
        path: Option<&str>,
    ) -> Result<Option<ImportSummary>, AppError> {
        let path = path.ok_or_else(no_backup_path)?;
        let bytes = std::fs::read(path).map_err(|e| AppError::Storage(format!("{path}: {e}")))?;
        self.import_backup(&bytes, &mut |_| {}).map(Some)
    }

    /// Merges a replayed backup into this record, in one commit.
    pub fn commit_import(&mut self, verified: Verified) -> Result<ImportSummary, AppError> {
        self.usable()?;
        let (games, changes, summary) = import::plan(&*self.storage, verified)?;
        self.storage.archive_all(games, changes)?;
        Ok(summary)
    }

    pub fn replay_step(&self, session: &str, step: u32) -> Result<ReplayFrame, AppError> {
        let finished = self.finished_game(session)?;
        replay_view::frame(&finished, step)
    }

    /// The share code of finished game `session` (a solo game) and its QR code; a daily
    /// challenge's code carries its date.
    pub fn share_code(&self, session: &str) -> Result<SharedCode, AppError> {
        let finished = self.finished_game(session)?;
        let date = daily::results(&*self.storage, &finished.outcome.game)?
            .into_iter()
            .find(|r| r.session == finished.outcome.session)
            .and_then(|r| import::parse_date(&r.date));
        let code = share::encode(&finished, date)?;
        Ok(SharedCode {
            qr_svg: share::qr_svg(&code)?,
            code,
            date: date.map(|d| d.to_string()),
        })
    }

    /// A share code checked by replaying it, beside this device's own result for its daily.
    /// Reads no more than the daily results: a code from anywhere may be checked.
    pub fn check_code(&self, code: &str) -> Result<CheckedResult, AppError> {
        let (mut checked, _) = share::check(code)?;
        if let Some(date) = &checked.date {
            checked.mine = daily::results(&*self.storage, &checked.game)?
                .into_iter()
                .find(|r| &r.date == date);
        }
        Ok(checked)
    }

    /// A share code's game after `step` moves, as its player saw it (its one seat: a finished
    /// solo game has nothing hidden left).
    pub fn code_replay_step(&self, code: &str, step: u32) -> Result<ReplayFrame, AppError> {
        let (_, finished) = share::check(code)?;
        replay_view::frame(&finished, step)
    }

    /// One line of `saloon serve`: `{"id": ..., "cmd": ..., ...}` in, `{"id", "ok"}` or
    /// `{"id", "error": {kind, message}}` out. Never panics on malformed input.
    pub fn dispatch_line(&mut self, line: &str) -> String {
        let parsed: Result<Value, _> = serde_json::from_str(line);
        let (id, result) = match parsed {
            Err(e) => (
                Value::Null,
                Err(AppError::BadRequest(format!("not JSON: {e}"))),
            ),
            Ok(mut v) => {
                let id = v
                    .as_object_mut()
                    .and_then(|o| o.remove("id"))
                    .unwrap_or(Value::Null);
                let result = serde_json::from_value::<Command>(v)
                    .map_err(|e| AppError::BadRequest(e.to_string()))
                    .and_then(|cmd| self.run(cmd));
                (id, result)
            }
        };
        match result {
            Ok(ok) => format!(r#"{{"id":{id},"ok":{ok}}}"#),
            Err(e) => json!({ "id": id, "error": e }).to_string(),
        }
    }

    fn session(&self, id: &str) -> Result<&dyn ErasedSession, AppError> {
        self.sessions
            .get(id)
            .map(|s| s.as_ref())
            .ok_or_else(|| AppError::UnknownSession(id.to_string()))
    }

    fn session_mut(&mut self, id: &str) -> Result<&mut Box<dyn ErasedSession>, AppError> {
        self.sessions
            .get_mut(id)
            .ok_or_else(|| AppError::UnknownSession(id.to_string()))
    }

    fn load(&self, id: &str) -> Result<Box<dyn ErasedSession>, AppError> {
        let value = self
            .storage
            .get(&format!("{SESSION_PREFIX}{id}"))?
            .ok_or_else(|| AppError::UnknownSession(id.to_string()))?;
        let saved: SavedSession =
            serde_json::from_value(value).map_err(|e| AppError::CorruptSave(e.to_string()))?;
        session::load(&saved.game.clone(), saved)
    }

    /// Saves after every change; a finished game moves to the history. When saving fails the
    /// session is dropped from memory, so the next command reloads what is really on disk
    /// instead of showing an action that was never saved.
    fn after_change(&mut self, id: &str, now: u64) -> Result<(), AppError> {
        let result = self.save_change(id, now);
        if result.is_err() {
            self.sessions.remove(id);
        }
        result
    }

    fn save_change(&mut self, id: &str, now: u64) -> Result<(), AppError> {
        let session = self
            .sessions
            .get(id)
            .ok_or_else(|| AppError::UnknownSession(id.to_string()))?;
        // A finished session stays in memory so the players can look at the final table.
        if let Some(done) = session.finished(now) {
            let in_play = Change::Delete(format!("{SESSION_PREFIX}{id}"));
            if self.storage.is_archived(id)? {
                self.storage.commit(vec![in_play])?;
                return Ok(());
            }
            // One commit: the game into the history, out of play, and what it earned.
            let entry = HistoryEntry::of(&done);
            let mut changes = vec![in_play];
            changes.extend(campaign::finish_change(&*self.storage, &entry)?);
            let rank = crate::record::solo_rank(&entry);
            changes.extend(daily::finish_changes(&*self.storage, &entry, rank)?);
            let archived = Archived {
                session: id.to_string(),
                summary: to_value(&entry)?,
                game: to_value(&done)?,
            };
            self.storage.archive(archived, changes)?;
            Ok(())
        } else {
            persist(&mut *self.storage, session.as_ref())
        }
    }
}

fn persist(storage: &mut dyn Storage, session: &dyn ErasedSession) -> Result<(), AppError> {
    let saved = to_value(&session.saved())?;
    storage.set(&format!("{SESSION_PREFIX}{}", session.id()), saved)?;
    Ok(())
}

fn solo_seat(name: String) -> SeatConfig {
    SeatConfig {
        name,
        kind: SeatKind::Human,
    }
}

fn no_backup_path() -> AppError {
    AppError::BadRequest("name the backup file: there is no dialog to choose it in here".into())
}

/// Refuses games that cannot be played alone.
fn solo_mode(game: &str) -> Result<(), AppError> {
    let info = games::playable()
        .into_iter()
        .find(|g| g.id == game)
        .ok_or_else(|| AppError::UnknownGame(game.to_string()))?;
    if info.min_players > 1 {
        return Err(AppError::Setup(format!("{} has no solo mode", info.name)));
    }
    Ok(())
}

fn first_human(session: &dyn ErasedSession) -> Option<u8> {
    session
        .seats()
        .iter()
        .position(|s| s.kind == crate::api::SeatKind::Human)
        .map(|i| i as u8)
}

fn to_value<T: Serialize>(value: &T) -> Result<Value, AppError> {
    serde_json::to_value(value).map_err(|e| AppError::BadRequest(e.to_string()))
}
