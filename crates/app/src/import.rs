//! Restoring a backup (`backup.rs`) into this device's record: a merge, each game proven by
//! replay.
//!
//! Every game in the file is replayed from its seed and actions ([`verify`], which touches no
//! store, so it can run off the service's lock with its progress shown); one whose replay
//! does not end the game with the scores and winners it claims is refused with its reason,
//! and the rest still come in. A game already here (by its session id) is kept once. Then,
//! in one commit ([`Storage::archive_all`]), the new games join the history and what they
//! earn follows: the campaign's bests and stops (offered each new game in the order they
//! finished, as if they had finished here), the daily results of the days this device has
//! none for (a result counts only if its game was dealt that day's seed), and the settings
//! if this device has none yet. The rank chart and the statistics read the history, so they
//! follow by themselves.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use saloon_core::{Match, Replay};

use crate::api::{FinishedGame, HistoryEntry, ScoreSheet, Settings, SETTINGS_KEY};
use crate::backup::{Backup, BackupGame};
use crate::campaign::{self, SoloBests};
use crate::daily::{self, CalendarDate, DailyResult};
use crate::error::AppError;
use crate::games::{with_game, GameVisitor, Registered};
use crate::schema::SESSION_PREFIX;
use crate::storage::{Archived, Change, Storage};

/// A session id longer than this is no id Saloon makes (a game id and 16 hex digits).
const MAX_SESSION_LEN: usize = 200;

/// Why a game of a backup was refused, for the screen to word in the player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum Refusal {
    /// Its session id is none Saloon makes.
    BadId,
    /// Its replay names another game than it claims, or a game this Saloon does not know.
    WrongGame,
    /// Its replay does not read, or names another number of players than its seats.
    Unreadable,
    /// Its seed and actions do not replay (an action illegal, a chance outcome not the seed's).
    DoesNotReplay,
    /// Its actions stop before the game ends.
    Unfinished,
    /// Its replay scores otherwise than it claims.
    Scores,
    /// Its replay's winners are not the ones it claims.
    Winners,
    /// A game in play here has the same id.
    InPlayHere,
}

/// A game of the backup that was not imported, and why.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct RefusedGame {
    pub session: String,
    pub game: String,
    /// Unix seconds, as the file claims.
    #[ts(type = "number")]
    pub finished_at: u64,
    /// Why, as a kind the screen words.
    pub why: Refusal,
    /// Why, in English with its particulars (the CLI's words).
    pub reason: String,
}

/// What a restore did.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, TS)]
pub struct ImportSummary {
    /// The sessions of the games added to the history.
    pub imported: Vec<String>,
    /// The sessions of the games this device had already (kept once).
    pub kept: Vec<String>,
    /// The games refused, each with its reason.
    pub refused: Vec<RefusedGame>,
    /// Daily results added (days this device had not played).
    pub daily_results: u32,
    /// Whether the backup's settings were taken (this device had none).
    pub settings: bool,
}

/// How far a restore has got: `done` of `total` games replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ImportProgress {
    pub done: u32,
    pub total: u32,
}

/// A backup whose games were replayed: each one rebuilt from its replay, or refused.
pub struct Verified {
    games: Vec<Result<FinishedGame, RefusedGame>>,
    daily: Vec<DailyResult>,
    settings: Option<Value>,
}

/// Replays every game of `backup`, telling `progress` after each. Pure: no store is read.
pub fn verify(backup: Backup, progress: &mut dyn FnMut(ImportProgress)) -> Verified {
    let total = backup.games.len() as u32;
    let mut games = Vec::with_capacity(backup.games.len());
    for (i, claim) in backup.games.into_iter().enumerate() {
        games.push(rebuild(claim));
        progress(ImportProgress {
            done: i as u32 + 1,
            total,
        });
    }
    Verified {
        games,
        daily: backup.daily,
        settings: backup.settings,
    }
}

/// The finished game a claim's replay proves, or why it does not.
fn rebuild(claim: BackupGame) -> Result<FinishedGame, RefusedGame> {
    let refuse = |claim: &BackupGame, why: Refusal, reason: String| RefusedGame {
        session: claim.outcome.session.clone(),
        game: claim.outcome.game.clone(),
        finished_at: claim.outcome.finished_at,
        why,
        reason,
    };
    let session = &claim.outcome.session;
    if session.is_empty() || session.len() > MAX_SESSION_LEN {
        return Err(refuse(
            &claim,
            Refusal::BadId,
            "its id is not a game's".into(),
        ));
    }
    let replay_names = claim.replay.get("game").and_then(Value::as_str);
    if replay_names != Some(claim.outcome.game.as_str()) {
        return Err(refuse(
            &claim,
            Refusal::WrongGame,
            "its replay is of another game".into(),
        ));
    }
    match with_game(&claim.outcome.game, Rebuild(&claim)) {
        Ok(Ok(game)) => Ok(game),
        Ok(Err((why, reason))) => Err(refuse(&claim, why, reason)),
        Err(e) => Err(refuse(&claim, Refusal::WrongGame, e.to_string())),
    }
}

struct Rebuild<'a>(&'a BackupGame);

impl GameVisitor for Rebuild<'_> {
    type Output = Result<FinishedGame, (Refusal, String)>;
    fn visit<G: Registered>(self) -> Self::Output {
        let claim = self.0;
        let replay: Replay<G::Options, G::Action> = serde_json::from_value(claim.replay.clone())
            .map_err(|e| {
                (
                    Refusal::Unreadable,
                    format!("its replay does not read ({e})"),
                )
            })?;
        if replay.players != claim.outcome.seats.len() {
            return Err((
                Refusal::Unreadable,
                format!(
                    "its replay is for {} players, it names {}",
                    replay.players,
                    claim.outcome.seats.len()
                ),
            ));
        }
        let played = Match::<G>::from_replay(&replay).map_err(|e| {
            (
                Refusal::DoesNotReplay,
                format!("its seed and actions do not replay ({e})"),
            )
        })?;
        let state = played.state();
        if !state.is_over() {
            return Err((
                Refusal::Unfinished,
                "its actions stop before the game ends".into(),
            ));
        }
        let scores: Vec<ScoreSheet> = state.scores().into_iter().map(ScoreSheet::from).collect();
        if scores != claim.outcome.scores {
            return Err((
                Refusal::Scores,
                format!(
                    "it claims {}, its replay scores {}",
                    totals(&claim.outcome.scores),
                    totals(&scores)
                ),
            ));
        }
        if state.winners() != claim.outcome.winners {
            return Err((Refusal::Winners, "its winners are not its replay's".into()));
        }
        let mut outcome = claim.outcome.clone();
        outcome.rank = crate::record::solo_rank_of(
            &outcome.game,
            &outcome.seats,
            &outcome.scores,
            claim.replay.get("options").unwrap_or(&Value::Null),
        );
        Ok(FinishedGame {
            outcome,
            replay: claim.replay.clone(),
            final_view: G::wrap_view(state.view(None)),
        })
    }
}

/// "57 points" or "57, 49 points".
fn totals(scores: &[ScoreSheet]) -> String {
    let totals: Vec<String> = scores.iter().map(|s| s.total.to_string()).collect();
    format!("{} points", totals.join(", "))
}

/// What restoring `verified` into `storage` adds: the games, the changes that go with them
/// (one commit) and the summary. Nothing is written here.
pub fn plan(
    storage: &dyn Storage,
    verified: Verified,
) -> Result<(Vec<Archived>, Vec<Change>, ImportSummary), AppError> {
    let mut summary = ImportSummary::default();
    let mut seen = BTreeSet::new();
    let mut new_games = Vec::new();
    for game in verified.games {
        match game {
            Err(refused) => summary.refused.push(refused),
            Ok(game) => {
                let session = game.outcome.session.clone();
                if storage.is_archived(&session)? || !seen.insert(session.clone()) {
                    summary.kept.push(session);
                } else if storage
                    .get(&format!("{SESSION_PREFIX}{session}"))?
                    .is_some()
                {
                    summary.refused.push(RefusedGame {
                        session,
                        game: game.outcome.game.clone(),
                        finished_at: game.outcome.finished_at,
                        why: Refusal::InPlayHere,
                        reason: "a game in play here has the same id".into(),
                    });
                } else {
                    new_games.push(game);
                }
            }
        }
    }
    new_games.sort_by(|a, b| {
        (a.outcome.finished_at, &a.outcome.session)
            .cmp(&(b.outcome.finished_at, &b.outcome.session))
    });
    let mut changes = Vec::new();
    let mut bests = SoloBests::load(storage)?;
    let mut bests_changed = false;
    for game in &new_games {
        let entry = HistoryEntry::of(game);
        // A best is earned unassisted, as at a finish (`campaign::finish_change`).
        if let Some(solo) = campaign::solo_game(&entry).filter(|_| !entry.outcome.assisted) {
            bests_changed |= bests.offer(&solo);
        }
    }
    if bests_changed {
        changes.push(bests.change()?);
    }
    for result in &verified.daily {
        if let Some(change) = daily_change(storage, result, &new_games)? {
            changes.push(change);
            summary.daily_results += 1;
        }
    }
    if let Some(settings) = verified.settings.as_ref().and_then(readable_settings) {
        if storage.get(SETTINGS_KEY)?.is_none() {
            changes.push(Change::Set(SETTINGS_KEY.into(), settings));
            summary.settings = true;
        }
    }
    let mut archived = Vec::with_capacity(new_games.len());
    for game in new_games {
        summary.imported.push(game.outcome.session.clone());
        archived.push(Archived {
            session: game.outcome.session.clone(),
            summary: to_value(&HistoryEntry::of(&game))?,
            game: to_value(&game)?,
        });
    }
    Ok((archived, changes, summary))
}

/// The daily result to add for `result`, if its game is one of the new ones, was dealt that
/// day's seed, and this device has no result for that day.
fn daily_change(
    storage: &dyn Storage,
    result: &DailyResult,
    new_games: &[FinishedGame],
) -> Result<Option<Change>, AppError> {
    let Some(game) = new_games
        .iter()
        .find(|g| g.outcome.session == result.session && g.outcome.game == result.game)
    else {
        return Ok(None);
    };
    let Some(date) = parse_date(&result.date) else {
        return Ok(None);
    };
    let seed = game
        .replay
        .get("seed")
        .and_then(Value::as_str)
        .and_then(|s| s.parse::<u64>().ok());
    if seed != Some(daily::daily_seed(date, &result.game)) {
        return Ok(None);
    }
    let key = daily::daily_key(&result.game, date);
    if storage.get(&key)?.is_some() {
        return Ok(None);
    }
    let entry = HistoryEntry::of(game);
    let verified = DailyResult {
        game: result.game.clone(),
        date: date.to_string(),
        session: result.session.clone(),
        score: game.outcome.scores.first().map(|s| s.total),
        rank: crate::record::solo_rank(&entry),
        assisted: game.outcome.assisted,
    };
    Ok(Some(Change::Set(key, to_value(&verified)?)))
}

/// `YYYY-MM-DD`, exactly as `CalendarDate` writes it.
pub fn parse_date(text: &str) -> Option<CalendarDate> {
    let mut parts = text.splitn(3, '-');
    let year = parts.next()?.parse().ok()?;
    let month = parts.next()?.parse().ok()?;
    let day = parts.next()?.parse().ok()?;
    let date = CalendarDate { year, month, day };
    (date.to_string() == text && (1..=12).contains(&month) && (1..=31).contains(&day))
        .then_some(date)
}

/// The settings as this Saloon would save them, if the backup's read as settings (games it
/// does not know dropped from the guides offered, as `set_settings` would refuse them).
fn readable_settings(value: &Value) -> Option<Value> {
    let mut settings: Settings = serde_json::from_value(value.clone()).ok()?;
    let known = crate::games::engines();
    settings
        .guides_offered
        .retain(|id| known.iter().any(|g| &g.id == id));
    let language_known = settings
        .language
        .as_deref()
        .is_none_or(|l| ["en", "fr"].contains(&l));
    language_known
        .then(|| serde_json::to_value(&settings).ok())
        .flatten()
}

fn to_value<T: Serialize>(value: &T) -> Result<Value, AppError> {
    serde_json::to_value(value).map_err(|e| AppError::BadRequest(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_come_as_this_saloon_saves_them() {
        let taken = readable_settings(&serde_json::json!({
            "language": "fr", "palette": "standard", "hand_off": false,
            "guides_offered": ["rolled-west", "no-such-game"],
        }))
        .unwrap();
        assert_eq!(taken["guides_offered"], serde_json::json!(["rolled-west"]));
        assert_eq!(taken["hand_off"], false);
        let german = serde_json::json!({"language": "de", "palette": "standard", "hand_off": true});
        assert_eq!(readable_settings(&german), None);
        assert_eq!(readable_settings(&serde_json::json!("settings")), None);
    }

    #[test]
    fn dates_read_only_as_written() {
        let date = parse_date("2026-11-28").unwrap();
        assert_eq!((date.year, date.month, date.day), (2026, 11, 28));
        for bad in [
            "2026-11-28x",
            "2026-1-28",
            "2026-13-01",
            "2026-00-10",
            "",
            "x-y-z",
        ] {
            assert_eq!(parse_date(bad), None, "{bad}");
        }
    }
}
