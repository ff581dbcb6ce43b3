//! The backup file: a player's whole record in one compressed file, to carry to another
//! device or keep aside.
//!
//! A backup is gzip (RFC 1952) around one JSON document:
//!
//! ```json
//! {"saloon_backup": 1, "app_version": "0.1.0", "exported_at": 1795300000,
//!  "games": [{"session", "game", "seats", "scores", "winners", "finished_at", "assisted",
//!             "replay": {"game", "options", "players", "seed", "actions"}}, ...],
//!  "daily": [{"game", "date", "session", "score", "rank", "assisted"}, ...],
//!  "settings": {...}}
//! ```
//!
//! Every finished game goes in with its replay (seed and actions) and the result it claims;
//! the statistics and the rank chart are computed from those games, and the campaign's bests
//! and stops are derived from them again on import (`import.rs`), so neither is carried as a
//! claim of its own. A game's final table is left out too: the replay rebuilds it. Player
//! names are the games' seats.
//!
//! `saloon_backup` is the format. A Saloon reads every format up to its own
//! ([`BACKUP_FORMAT`]) and refuses a newer one with a message; a later Saloon that changes
//! the document raises it and keeps reading the older ones (`tests/fixtures/backup-v1.saloon`
//! holds this one to it). gzip's CRC-32 and length notice a file torn or altered in transit;
//! what a game claims is checked by replaying it.

use std::io::{Read, Write};

use flate2::read::GzDecoder;
use flate2::write::GzEncoder;
use flate2::Compression;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use ts_rs::TS;

use crate::api::{Outcome, SETTINGS_KEY};
use crate::daily::{DailyResult, DAILY_PREFIX};
use crate::error::AppError;
use crate::storage::Storage;

/// The backup document's format.
pub const BACKUP_FORMAT: u64 = 1;
/// A file that unpacks past this is refused before it is parsed (a hostile file cannot fill
/// the memory): about 30 times a 1,000-game history.
pub const MAX_UNPACKED_BYTES: u64 = 512 * 1024 * 1024;
/// The file name a backup is offered under.
pub const FILE_EXTENSION: &str = "saloon";

/// A finished game as a backup carries it: what it claims (seats, scores, winners, when) and
/// the replay that proves it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BackupGame {
    #[serde(flatten)]
    pub outcome: Outcome,
    /// `{game, options, players, seed, actions}`.
    pub replay: Value,
}

/// The document inside a backup file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Backup {
    /// The format, [`BACKUP_FORMAT`] when written by this Saloon.
    pub saloon_backup: u64,
    /// The version of the Saloon that wrote it, for the player and for support.
    pub app_version: String,
    /// Unix seconds.
    pub exported_at: u64,
    /// Every finished game, oldest first.
    pub games: Vec<BackupGame>,
    /// Each daily challenge finished (a result whose game is still in play stays home).
    pub daily: Vec<DailyResult>,
    /// The settings, taken on a device that has none of its own yet.
    pub settings: Option<Value>,
}

/// Why a file cannot be read as a backup.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum BackupError {
    /// Not a Saloon backup at all.
    #[error("this file is not a Saloon backup ({0})")]
    Foreign(String),
    /// A Saloon backup, torn or altered on its way.
    #[error("this backup is damaged ({0}); nothing was imported")]
    Damaged(String),
    /// Written by a newer Saloon.
    #[error(
        "this backup comes from a newer Saloon (format {0}, this app reads up to \
         {BACKUP_FORMAT}); update the app to restore it; nothing was imported"
    )]
    Newer(u64),
}

/// What an export wrote.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, TS)]
pub struct ExportSummary {
    /// Finished games in the file.
    pub games: u32,
    /// Daily results in the file.
    pub daily_results: u32,
    /// The file's size.
    #[ts(type = "number")]
    pub bytes: u64,
    /// Finished games whose saved record no longer reads here, left out (and left alone).
    pub left_out: Vec<String>,
}

/// The whole record in `storage` as a backup document, stamped `now`.
pub fn collect(storage: &dyn Storage, now: u64) -> Result<(Backup, ExportSummary), AppError> {
    let mut summary = ExportSummary::default();
    let mut games = Vec::new();
    for (session, _) in storage.archived_summaries()? {
        let game = storage
            .archived_game(&session)
            .ok()
            .flatten()
            .and_then(|saved| {
                let outcome = Outcome::deserialize(&saved).ok()?;
                let replay = saved.get("replay")?.clone();
                Some(BackupGame { outcome, replay })
            });
        match game {
            Some(game) => games.push(game),
            None => summary.left_out.push(session),
        }
    }
    games.sort_by(|a, b| {
        (a.outcome.finished_at, &a.outcome.session)
            .cmp(&(b.outcome.finished_at, &b.outcome.session))
    });
    let mut daily = Vec::new();
    for key in storage.keys()? {
        if key.starts_with(DAILY_PREFIX) {
            daily.extend(
                storage
                    .get(&key)?
                    .and_then(|v| serde_json::from_value::<DailyResult>(v).ok())
                    .filter(|r| r.score.is_some()),
            );
        }
    }
    summary.games = games.len() as u32;
    summary.daily_results = daily.len() as u32;
    let backup = Backup {
        saloon_backup: BACKUP_FORMAT,
        app_version: env!("CARGO_PKG_VERSION").to_string(),
        exported_at: now,
        games,
        daily,
        settings: storage.get(SETTINGS_KEY)?,
    };
    Ok((backup, summary))
}

/// The file's bytes: the document, gzipped.
pub fn encode(backup: &Backup) -> Result<Vec<u8>, String> {
    let json = serde_json::to_vec(backup).map_err(|e| e.to_string())?;
    let mut gz = GzEncoder::new(Vec::new(), Compression::default());
    gz.write_all(&json).map_err(|e| e.to_string())?;
    gz.finish().map_err(|e| e.to_string())
}

/// The document in a backup file, or why there is none: never panics, whatever the bytes.
pub fn decode(bytes: &[u8]) -> Result<Backup, BackupError> {
    if !bytes.starts_with(&[0x1f, 0x8b]) {
        return Err(BackupError::Foreign("it is not a compressed file".into()));
    }
    let mut json = Vec::new();
    GzDecoder::new(bytes)
        .take(MAX_UNPACKED_BYTES + 1)
        .read_to_end(&mut json)
        .map_err(|e| BackupError::Damaged(format!("it does not unpack: {e}")))?;
    if json.len() as u64 > MAX_UNPACKED_BYTES {
        return Err(BackupError::Damaged(
            "it unpacks to more than any record".into(),
        ));
    }
    let doc: Value = serde_json::from_slice(&json)
        .map_err(|_| BackupError::Foreign("it holds no Saloon record".into()))?;
    let format = doc
        .get("saloon_backup")
        .and_then(Value::as_u64)
        .ok_or_else(|| BackupError::Foreign("it holds no Saloon record".into()))?;
    if format > BACKUP_FORMAT {
        return Err(BackupError::Newer(format));
    }
    if format == 0 {
        return Err(BackupError::Foreign("its format is 0".into()));
    }
    serde_json::from_value(doc).map_err(|e| BackupError::Damaged(format!("it does not read: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn empty() -> Backup {
        Backup {
            saloon_backup: BACKUP_FORMAT,
            app_version: "0.1.0".into(),
            exported_at: 7,
            games: Vec::new(),
            daily: Vec::new(),
            settings: Some(serde_json::json!({"language": "fr"})),
        }
    }

    fn gzip(bytes: &[u8]) -> Vec<u8> {
        let mut gz = GzEncoder::new(Vec::new(), Compression::default());
        gz.write_all(bytes).unwrap();
        gz.finish().unwrap()
    }

    #[test]
    fn a_backup_reads_back_as_written() {
        let bytes = encode(&empty()).unwrap();
        assert_eq!(decode(&bytes).unwrap(), empty());
    }

    #[test]
    fn every_cut_of_a_backup_is_refused_as_damaged() {
        let bytes = encode(&empty()).unwrap();
        for len in 2..bytes.len() {
            let got = decode(&bytes[..len]);
            assert!(
                matches!(got, Err(BackupError::Damaged(_))),
                "{len}: {got:?}"
            );
        }
    }

    #[test]
    fn a_flipped_byte_is_refused() {
        let bytes = encode(&empty()).unwrap();
        // Past gzip's ten-byte header: the compressed body and the trailer.
        for at in 10..bytes.len() {
            let mut altered = bytes.clone();
            altered[at] ^= 0x10;
            assert!(decode(&altered).is_err(), "byte {at}");
        }
    }

    #[test]
    fn other_files_are_foreign() {
        for bytes in [
            b"".to_vec(),
            b"{\"saloon_backup\": 1}".to_vec(),
            b"\x89PNG\r\n".to_vec(),
            gzip(b"hello"),
            gzip(b"{\"games\": []}"),
            gzip(b"{\"saloon_backup\": 0}"),
        ] {
            let got = decode(&bytes);
            assert!(matches!(got, Err(BackupError::Foreign(_))), "{got:?}");
        }
    }

    #[test]
    fn a_newer_format_is_refused_with_its_message() {
        let mut doc = serde_json::to_value(empty()).unwrap();
        doc["saloon_backup"] = (BACKUP_FORMAT + 1).into();
        doc["games"] = "a shape this Saloon does not know".into();
        let got = decode(&gzip(doc.to_string().as_bytes())).unwrap_err();
        assert_eq!(got, BackupError::Newer(BACKUP_FORMAT + 1));
        assert!(got.to_string().contains("newer Saloon"), "{got}");
    }

    #[test]
    fn a_backup_of_the_right_format_but_the_wrong_shape_is_damaged() {
        let got = decode(&gzip(b"{\"saloon_backup\": 1, \"games\": 3}"));
        assert!(matches!(got, Err(BackupError::Damaged(_))), "{got:?}");
    }
}
