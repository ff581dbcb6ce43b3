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
//!   from the history, so solo games finished before the campaign existed count.
//!
//! An older store is migrated when the app opens it. A store from a newer Saloon is refused:
//! nothing is written to it, so the newer app still finds it whole.

use serde_json::Value;

use crate::error::AppError;
use crate::storage::Storage;

pub const SCHEMA_VERSION: u64 = 3;
pub const SCHEMA_KEY: &str = "schema";
pub const HISTORY_PREFIX: &str = "history/";
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
pub fn open<S: Storage>(storage: &mut S) -> Result<Opened, AppError> {
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
    storage.set(SCHEMA_KEY, Value::from(SCHEMA_VERSION))?;
    Ok(Opened::Migrated { from: found })
}

/// Splits schema 1's history array into one entry per finished game. An array element that
/// names no session keeps its place under its index; a `history` that is not an array at all
/// is left where it is rather than lost.
fn v1_to_v2<S: Storage>(storage: &mut S) -> Result<(), AppError> {
    let Some(Value::Array(games)) = storage.get(V1_HISTORY_KEY)? else {
        return Ok(());
    };
    for (index, game) in games.into_iter().enumerate() {
        let name = game
            .get("session")
            .and_then(Value::as_str)
            .map_or_else(|| format!("v1-{index}"), str::to_string);
        let key = format!("{HISTORY_PREFIX}{name}");
        if storage.get(&key)?.is_none() {
            storage.set(&key, game)?;
        }
    }
    storage.delete(V1_HISTORY_KEY)?;
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
}
