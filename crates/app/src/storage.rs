use std::any::Any;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct StorageError(pub String);

/// One change to the small state: a key given a value, or removed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Change {
    Set(String, Value),
    Delete(String),
}

/// A finished game as the archive keeps it: a small summary (what the history list, the
/// statistics and the rank history read) and the whole game (its replay and final table),
/// read only when one game is asked for.
#[derive(Clone, Debug, PartialEq)]
pub struct Archived {
    pub session: String,
    pub summary: Value,
    pub game: Value,
}

/// The saves: a small key-value state of JSON documents (settings, campaign, daily results,
/// games in play), and beside it the archive of finished games, which an action never
/// rewrites. `src-tauri` keeps them in two alternating slots and one file per finished game
/// (`durable`); the CLI in a folder of files; tests in [`MemoryStorage`].
///
/// `commit` and `archive` must be durable when they return: the service calls them after
/// every action so that a killed app loses nothing. A service holds its saves as a
/// `dyn Storage` (`Any`, so that an `AppService<S>` can give them back as an `S`).
pub trait Storage: Send + Any {
    fn get(&self, key: &str) -> Result<Option<Value>, StorageError>;
    fn keys(&self) -> Result<Vec<String>, StorageError>;
    /// Applies every change as one commit: after a kill, all of them are found or none.
    fn commit(&mut self, changes: Vec<Change>) -> Result<(), StorageError>;
    fn set(&mut self, key: &str, value: Value) -> Result<(), StorageError> {
        self.commit(vec![Change::Set(key.to_string(), value)])
    }
    fn delete(&mut self, key: &str) -> Result<(), StorageError> {
        self.commit(vec![Change::Delete(key.to_string())])
    }
    /// Every archived game's session and summary, in no particular order.
    fn archived_summaries(&self) -> Result<Vec<(String, Value)>, StorageError>;
    /// One archived game, whole.
    fn archived_game(&self, session: &str) -> Result<Option<Value>, StorageError>;
    fn is_archived(&self, session: &str) -> Result<bool, StorageError>;
    /// Adds a finished game to the archive and applies `changes` to the small state, as one
    /// commit. A game already archived is refused.
    fn archive(&mut self, game: Archived, changes: Vec<Change>) -> Result<(), StorageError>;
    /// Adds several finished games to the archive and applies `changes`, as one commit (an
    /// import): after a kill, all of them are found or none. A game already archived, or
    /// listed twice, is refused and nothing changes.
    fn archive_all(
        &mut self,
        games: Vec<Archived>,
        changes: Vec<Change>,
    ) -> Result<(), StorageError>;
    /// Why this store must not be used at all (it was written by a newer Saloon), if so.
    fn refusal(&self) -> Option<String> {
        None
    }
}

#[derive(Debug, Default, Clone, PartialEq)]
pub struct MemoryStorage {
    pub data: BTreeMap<String, Value>,
    /// Finished games by session: summary and whole game.
    pub archive: BTreeMap<String, (Value, Value)>,
}

impl MemoryStorage {
    fn apply(&mut self, changes: Vec<Change>) {
        for change in changes {
            match change {
                Change::Set(key, value) => self.data.insert(key, value),
                Change::Delete(key) => self.data.remove(&key),
            };
        }
    }
}

impl Storage for MemoryStorage {
    fn get(&self, key: &str) -> Result<Option<Value>, StorageError> {
        Ok(self.data.get(key).cloned())
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        Ok(self.data.keys().cloned().collect())
    }

    fn commit(&mut self, changes: Vec<Change>) -> Result<(), StorageError> {
        self.apply(changes);
        Ok(())
    }

    fn archived_summaries(&self) -> Result<Vec<(String, Value)>, StorageError> {
        Ok(self
            .archive
            .iter()
            .map(|(session, (summary, _))| (session.clone(), summary.clone()))
            .collect())
    }

    fn archived_game(&self, session: &str) -> Result<Option<Value>, StorageError> {
        Ok(self.archive.get(session).map(|(_, game)| game.clone()))
    }

    fn is_archived(&self, session: &str) -> Result<bool, StorageError> {
        Ok(self.archive.contains_key(session))
    }

    fn archive(&mut self, game: Archived, changes: Vec<Change>) -> Result<(), StorageError> {
        if self.archive.contains_key(&game.session) {
            return Err(already_archived(&game.session));
        }
        self.archive.insert(game.session, (game.summary, game.game));
        self.apply(changes);
        Ok(())
    }

    fn archive_all(
        &mut self,
        games: Vec<Archived>,
        changes: Vec<Change>,
    ) -> Result<(), StorageError> {
        check_new(&games, |session| self.archive.contains_key(session))?;
        for game in games {
            self.archive.insert(game.session, (game.summary, game.game));
        }
        self.apply(changes);
        Ok(())
    }
}

/// Refuses a list of games to archive together if one is archived already or listed twice.
pub fn check_new(games: &[Archived], archived: impl Fn(&str) -> bool) -> Result<(), StorageError> {
    let mut seen = std::collections::BTreeSet::new();
    for game in games {
        if archived(&game.session) || !seen.insert(game.session.as_str()) {
            return Err(already_archived(&game.session));
        }
    }
    Ok(())
}

pub fn already_archived(session: &str) -> StorageError {
    StorageError(format!(
        "the finished game {session:?} is already in the history"
    ))
}
