//! The daily challenge: one seed per calendar day (UTC, so the deal is the same everywhere)
//! for each game's solo mode, computed offline. Each day's result is kept in the store under
//! `daily/<game>/<date>`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::api::HistoryEntry;
use crate::error::AppError;
use crate::storage::{Change, Storage};

pub const DAILY_PREFIX: &str = "daily/";

/// A day of the proleptic Gregorian calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct CalendarDate {
    pub year: i32,
    pub month: u8,
    pub day: u8,
}

impl CalendarDate {
    /// The UTC date of a Unix time in seconds (Howard Hinnant's `civil_from_days`).
    pub fn from_unix(seconds: u64) -> Self {
        let days = (seconds / 86_400) as i64 + 719_468;
        let era = days.div_euclid(146_097);
        let day_of_era = days.rem_euclid(146_097);
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let mp = (5 * day_of_year + 2) / 153;
        let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (year_of_era + era * 400 + i64::from(month <= 2)) as i32;
        CalendarDate { year, month, day }
    }
}

impl std::fmt::Display for CalendarDate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The day's seed for `game`: a pure function of the date and the game id (FNV-1a of
/// `"<date>/<game>"`, mixed by SplitMix64), so every device deals the same game offline.
pub fn daily_seed(date: CalendarDate, game: &str) -> u64 {
    let text = format!("{date}/{game}");
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    let mut z = hash.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One day's challenge as played on this device.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct DailyResult {
    pub game: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub session: String,
    /// The final score; `null` while the game is still in play.
    pub score: Option<i32>,
    pub rank: Option<String>,
    /// Hints were used: the result stands, marked (older results: not assisted).
    #[serde(default)]
    pub assisted: bool,
}

/// Today's challenge for one game and the results of earlier days, newest first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct DailyStatus {
    pub game: String,
    pub date: String,
    /// Decimal, like every seed that crosses to JavaScript.
    pub seed: String,
    /// Today's game on this device, if it was started.
    pub today: Option<DailyResult>,
    pub past: Vec<DailyResult>,
}

pub fn daily_key(game: &str, date: CalendarDate) -> String {
    format!("{DAILY_PREFIX}{game}/{date}")
}

pub fn results(storage: &dyn Storage, game: &str) -> Result<Vec<DailyResult>, AppError> {
    let prefix = format!("{DAILY_PREFIX}{game}/");
    let mut out = Vec::new();
    for key in storage.keys()? {
        if key.starts_with(&prefix) {
            out.extend(
                storage
                    .get(&key)?
                    .and_then(|v| serde_json::from_value::<DailyResult>(v).ok()),
            );
        }
    }
    out.sort_by(|a, b| b.date.cmp(&a.date));
    Ok(out)
}

pub fn status(
    storage: &dyn Storage,
    game: &str,
    date: CalendarDate,
) -> Result<DailyStatus, AppError> {
    let today = date.to_string();
    let (todays, past): (Vec<_>, Vec<_>) = results(storage, game)?
        .into_iter()
        .partition(|r| r.date == today);
    Ok(DailyStatus {
        game: game.to_string(),
        date: today,
        seed: daily_seed(date, game).to_string(),
        today: todays.into_iter().next(),
        past,
    })
}

/// The changes that fill in the score of the daily result `game` was started as, if any:
/// committed with the game itself.
pub fn finish_changes(
    storage: &dyn Storage,
    game: &HistoryEntry,
    rank: Option<String>,
) -> Result<Vec<Change>, AppError> {
    let mut changes = Vec::new();
    for key in storage.keys()? {
        if !key.starts_with(DAILY_PREFIX) {
            continue;
        }
        let Some(mut result) = storage
            .get(&key)?
            .and_then(|v| serde_json::from_value::<DailyResult>(v).ok())
        else {
            continue;
        };
        if result.session == game.outcome.session && result.score.is_none() {
            result.score = game.outcome.scores.first().map(|s| s.total);
            result.rank = rank.clone();
            result.assisted = game.outcome.assisted;
            let value =
                serde_json::to_value(&result).map_err(|e| AppError::BadRequest(e.to_string()))?;
            changes.push(Change::Set(key, value));
        }
    }
    Ok(changes)
}

/// Fills in the daily results whose game is in the history but whose score is not: what a
/// kill between the two writes at the end of a game left before schema 5, when a finish was
/// several writes. Run by the schema-5 migration, on the history the small state held.
pub fn repair(storage: &mut dyn Storage, history_prefix: &str) -> Result<(), AppError> {
    for key in storage.keys()? {
        if !key.starts_with(DAILY_PREFIX) {
            continue;
        }
        let Some(result) = storage
            .get(&key)?
            .and_then(|v| serde_json::from_value::<DailyResult>(v).ok())
            .filter(|r| r.score.is_none())
        else {
            continue;
        };
        let finished = storage
            .get(&format!("{history_prefix}{}", result.session))?
            .and_then(|v| HistoryEntry::of_saved(&v));
        if let Some(game) = finished {
            let rank = crate::record::solo_rank(&game);
            let changes = finish_changes(storage, &game, rank)?;
            storage.commit(changes)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unix_times_fall_on_their_utc_dates() {
        let date = |s| CalendarDate::from_unix(s).to_string();
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400), "2000-02-29");
        assert_eq!(date(1_795_391_999), "2026-11-22");
        assert_eq!(date(1_795_392_000), "2026-11-23");
    }

    #[test]
    fn the_seed_depends_on_the_day_and_the_game_only() {
        let day = CalendarDate::from_unix(1_795_300_000);
        let same_day_later = CalendarDate::from_unix(1_795_300_000 + 3_600);
        let next_day = CalendarDate::from_unix(1_795_300_000 + 86_400);
        assert_eq!(
            daily_seed(day, "wild-tiled-west"),
            daily_seed(same_day_later, "wild-tiled-west")
        );
        assert_ne!(
            daily_seed(day, "wild-tiled-west"),
            daily_seed(next_day, "wild-tiled-west")
        );
        assert_ne!(
            daily_seed(day, "wild-tiled-west"),
            daily_seed(day, "circle-the-wagons")
        );
        // Pinned, so a change of the derivation (which would deal everyone a different
        // game than other versions of Saloon) is a conscious one.
        assert_eq!(day.to_string(), "2026-11-21");
        assert_eq!(daily_seed(day, "wild-tiled-west"), PINNED_SEED);
    }

    const PINNED_SEED: u64 = 11_448_146_876_650_338_673;
}
