//! The schema of what the saves hold, and the migrations from older schemas.
//!
//! The store is one key-value map (see `storage`). Its `schema` entry says how the other
//! entries are laid out:
//!
//! * **1** (no `schema` entry; Saloon before saves were versioned): `settings`,
//!   `session/<id>` (a [`SavedSession`](crate::session::SavedSession)) and `history`, one
//!   array of every [`FinishedGame`](crate::api::FinishedGame).
//! * **2**: as 1, but each finished game is its own entry `history/<session>`, so one finished
//!   game that no longer loads cannot hide the others, and finishing a game writes only it.
//! * **3**: as 2, plus `campaign` (the best solo Wild Tiled West game per board and side,
//!   which opens the campaign's stops; see [`campaign`](crate::campaign)) and
//!   `daily/<game>/<date>` (each daily challenge played). Migrating from 2 builds `campaign`
//!   from the history, so solo games finished before the campaign existed count. Since the
//!   trail was reordered (schema 5), `campaign` also names the sides opened; an entry
//!   without them reads as what its bests opened along the first order, with no migration.
//! * **4**: as 3, but every saved Wild Tiled West game (in play or finished) names the rules
//!   edition it is played by in its replay's options (`WtwOptions::edition`). Migrating from 3
//!   stamps edition 1, the rules those games were played by, so they replay as they were.
//! * **5**: as 4, but the finished games are no longer entries of the map: each is in the
//!   archive beside it ([`Storage::archive`], a record per game in the shell), with a
//!   [`HistoryEntry`](crate::api::HistoryEntry) summary, so an action's save no longer grows
//!   with the history, and a finish is one commit. Migrating from 4 first repairs what a kill
//!   between the several writes of a finish left (the campaign's best, the daily result),
//!   then copies each `history/<session>` entry into the archive (an entry that does not read
//!   as a finished game stays where it is, never dropped), then, in one commit, removes the
//!   copied entries and sets the schema. A kill at any step leaves schema 4 with every entry
//!   still in place, and the next start copies what is missing and commits.
//!
//! An older store is migrated when the app opens it. A store from a newer Saloon is refused:
//! nothing is written to it, so the newer app still finds it whole.

use serde_json::Value;

use crate::api::HistoryEntry;
use crate::error::AppError;
use crate::storage::{Archived, Change, Storage};

pub const SCHEMA_VERSION: u64 = 5;
pub const SCHEMA_KEY: &str = "schema";
/// Where schemas 2 to 4 kept each finished game, in the map itself.
pub const HISTORY_PREFIX: &str = "history/";
/// Games in play, one entry each.
pub const SESSION_PREFIX: &str = "session/";
/// Schema 1's single history entry.
const V1_HISTORY_KEY: &str = "history";

/// What opening a store found.
#[derive(Debug, Clone, PartialEq)]
pub enum Opened {
    Current,
    Migrated { from: u64 },
}

/// Brings `storage` up to [`SCHEMA_VERSION`], or refuses it with `NewerSave` (and writes
/// nothing) when it comes from a newer Saloon. Each migration step is safe to run again, so
/// a kill part-way through one is finished on the next start.
pub fn open(storage: &mut dyn Storage) -> Result<Opened, AppError> {
    let found = match storage.get(SCHEMA_KEY)? {
        None => 1,
        Some(v) => v.as_u64().filter(|&n| n >= 1).ok_or_else(|| {
            AppError::NewerSave(format!(
                "the saves have a schema this Saloon does not know ({v}); they were left untouched"
            ))
        })?,
    };
    if found > SCHEMA_VERSION {
        return Err(AppError::NewerSave(format!(
            "the saves come from a newer Saloon (schema {found}, this app reads up to \
             {SCHEMA_VERSION}); update the app to open them; they were left untouched"
        )));
    }
    if found == SCHEMA_VERSION {
        return Ok(Opened::Current);
    }
    if found < 2 {
        v1_to_v2(storage)?;
    }
    if found < 3 {
        crate::campaign::rebuild_from_history(storage, HISTORY_PREFIX)?;
    }
    if found < 4 {
        stamp_rules_edition_one(storage)?;
    }
    // Schemas up to 4 finished a game in several writes, and every start repaired a kill
    // between them; this is the last start that needs to.
    crate::campaign::rebuild_from_history(storage, HISTORY_PREFIX)?;
    crate::daily::repair(storage, HISTORY_PREFIX)?;
    let mut last = archive_history(storage)?;
    last.push(Change::Set(SCHEMA_KEY.into(), Value::from(SCHEMA_VERSION)));
    storage.commit(last)?;
    Ok(Opened::Migrated { from: found })
}

/// Copies every finished game of the map into the archive (those a cut-short run copied
/// already are skipped) and returns the changes that remove them from the map, for the
/// migration's last commit. An entry that does not read as a finished game is left where it
/// is.
fn archive_history(storage: &mut dyn Storage) -> Result<Vec<Change>, AppError> {
    let mut copied = Vec::new();
    for key in storage.keys()? {
        if !key.starts_with(HISTORY_PREFIX) {
            continue;
        }
        let Some(value) = storage.get(&key)? else {
            continue;
        };
        let Some(entry) = HistoryEntry::of_saved(&value) else {
            continue;
        };
        if !storage.is_archived(&entry.outcome.session)? {
            let summary =
                serde_json::to_value(&entry).map_err(|e| AppError::CorruptSave(e.to_string()))?;
            let archived = Archived {
                session: entry.outcome.session,
                summary,
                game: value,
            };
            storage.archive(archived, Vec::new())?;
        }
        copied.push(Change::Delete(key));
    }
    Ok(copied)
}

/// Splits schema 1's history array into one entry per finished game, in one commit. An
/// array element that names no session keeps its place under its index; a `history` that is
/// not an array at all is left where it is rather than lost.
fn v1_to_v2(storage: &mut dyn Storage) -> Result<(), AppError> {
    let Some(Value::Array(games)) = storage.get(V1_HISTORY_KEY)? else {
        return Ok(());
    };
    let mut changes = Vec::new();
    for (index, game) in games.into_iter().enumerate() {
        let name = game
            .get("session")
            .and_then(Value::as_str)
            .map_or_else(|| format!("v1-{index}"), str::to_string);
        let key = format!("{HISTORY_PREFIX}{name}");
        if storage.get(&key)?.is_none() {
            changes.push(Change::Set(key, game));
        }
    }
    changes.push(Change::Delete(V1_HISTORY_KEY.into()));
    storage.commit(changes)?;
    Ok(())
}

/// Schema 3 to 4: every saved Wild Tiled West game whose options name no rules edition was
/// played by edition 1; say so, so it replays by those rules (a new game's options left
/// without one take the current edition). Games of other games, and games that name an
/// edition, are left as they are, so running this again changes nothing. One commit,
/// however many games.
fn stamp_rules_edition_one(storage: &mut dyn Storage) -> Result<(), AppError> {
    use saloon_core::Game;
    let wtw = saloon_wild_tiled_west::WildTiledWest::ID;
    let mut changes = Vec::new();
    for key in storage.keys()? {
        if !(key.starts_with(SESSION_PREFIX) || key.starts_with(HISTORY_PREFIX)) {
            continue;
        }
        let Some(mut entry) = storage.get(&key)? else {
            continue;
        };
        let of_wtw = entry.get("game").and_then(Value::as_str) == Some(wtw);
        let Some(options) = entry
            .pointer_mut("/replay/options")
            .and_then(Value::as_object_mut)
        else {
            continue;
        };
        if of_wtw && !options.contains_key("edition") {
            options.insert("edition".into(), Value::from(1));
            changes.push(Change::Set(key, entry));
        }
    }
    if !changes.is_empty() {
        storage.commit(changes)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::MemoryStorage;
    use serde_json::json;

    #[test]
    fn a_v1_history_becomes_one_entry_per_game() {
        let mut s = MemoryStorage::default();
        s.set(
            "history",
            json!([{"session": "a", "n": 1}, {"n": 2}, {"session": "b", "n": 3}]),
        )
        .unwrap();
        s.set("settings", json!({"language": "fr"})).unwrap();
        assert_eq!(open(&mut s).unwrap(), Opened::Migrated { from: 1 });
        assert_eq!(
            s.keys().unwrap(),
            vec![
                "campaign",
                "history/a",
                "history/b",
                "history/v1-1",
                "schema",
                "settings"
            ]
        );
        assert_eq!(s.data["history/b"], json!({"session": "b", "n": 3}));
        assert_eq!(s.data["settings"], json!({"language": "fr"}));
        assert_eq!(open(&mut s).unwrap(), Opened::Current, "once is enough");
    }

    #[test]
    fn a_migration_cut_short_finishes_on_the_next_start() {
        let mut s = MemoryStorage::default();
        s.set("history", json!([{"session": "a"}, {"session": "b"}]))
            .unwrap();
        // Killed after the first game was copied.
        s.set("history/a", json!({"session": "a"})).unwrap();
        open(&mut s).unwrap();
        assert_eq!(
            s.keys().unwrap(),
            vec!["campaign", "history/a", "history/b", "schema"]
        );
    }

    #[test]
    fn a_v1_history_that_is_not_a_list_is_kept() {
        let mut s = MemoryStorage::default();
        s.set("history", json!("garbled")).unwrap();
        open(&mut s).unwrap();
        assert_eq!(s.data["history"], json!("garbled"));
    }

    #[test]
    fn newer_or_unreadable_schemas_are_refused_and_left_alone() {
        for schema in [json!(SCHEMA_VERSION + 1), json!("two"), json!(0)] {
            let mut s = MemoryStorage::default();
            s.set(SCHEMA_KEY, schema.clone()).unwrap();
            s.set("history", json!([{"session": "a"}])).unwrap();
            let before = s.data.clone();
            let err = open(&mut s).unwrap_err();
            assert_eq!(err.kind(), "newer-save", "{schema}");
            assert_eq!(s.data, before, "nothing written for {schema}");
        }
    }

    #[test]
    fn schema_three_wild_tiled_west_games_are_stamped_rules_edition_one() {
        let mut s = MemoryStorage::default();
        s.set(SCHEMA_KEY, json!(3)).unwrap();
        let wtw =
            |options: Value| json!({"game": "wild-tiled-west", "replay": {"options": options}});
        s.set("session/a", wtw(json!({"boards": [1, 2], "wild": []})))
            .unwrap();
        s.set("history/b", wtw(json!({"boards": [3], "wild": [true]})))
            .unwrap();
        s.set("session/c", wtw(json!({"boards": [1], "edition": 2})))
            .unwrap();
        let ctw = json!({"game": "circle-the-wagons", "replay": {"options": {}}});
        s.set("session/d", ctw.clone()).unwrap();
        s.set("settings", json!({"language": "en"})).unwrap();
        assert_eq!(open(&mut s).unwrap(), Opened::Migrated { from: 3 });
        let edition =
            |key: &str| s.get(key).unwrap().unwrap()["replay"]["options"]["edition"].clone();
        assert_eq!(edition("session/a"), json!(1));
        assert_eq!(edition("history/b"), json!(1));
        assert_eq!(edition("session/c"), json!(2), "an edition named stays");
        assert_eq!(
            s.get("session/d").unwrap().unwrap(),
            ctw,
            "other games untouched"
        );
        assert_eq!(s.get(SCHEMA_KEY).unwrap(), Some(json!(SCHEMA_VERSION)));
        // Cut short after stamping one game (schema still 3): the next start finishes it and
        // changes nothing already stamped.
        let before = s.data.clone();
        s.set(SCHEMA_KEY, json!(3)).unwrap();
        open(&mut s).unwrap();
        assert_eq!(s.data, before);
        assert_eq!(open(&mut s).unwrap(), Opened::Current);
    }
}
