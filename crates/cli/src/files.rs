//! `Storage` as a folder of JSON files, one per key, for `saloon serve`, `export` and
//! `import` with `--data DIR`; finished
//! games in its `archive/` folder, one file each. A tool for development: a commit of several
//! keys writes them one after the other, each whole (the app's own store commits them at
//! once, see `saloon_app::durable`).

use std::fs;
use std::path::PathBuf;

use saloon_app::storage::{already_archived, check_new, Archived, Change};
use saloon_app::{Storage, StorageError};
use serde_json::Value;

pub struct FileStorage {
    dir: PathBuf,
}

impl FileStorage {
    pub fn open(dir: PathBuf) -> Result<Self, StorageError> {
        fs::create_dir_all(&dir).map_err(|e| StorageError(format!("{}: {e}", dir.display())))?;
        Ok(FileStorage { dir })
    }

    fn path(&self, key: &str) -> PathBuf {
        self.dir.join(format!("{}.json", file_name(key)))
    }

    fn archive_path(&self, session: &str) -> PathBuf {
        self.dir
            .join("archive")
            .join(format!("{}.json", file_name(session)))
    }

    fn write_key(&mut self, key: &str, value: Value) -> Result<(), StorageError> {
        write_whole(&self.path(key), &value)
    }

    fn remove_key(&mut self, key: &str) -> Result<(), StorageError> {
        match fs::remove_file(self.path(key)) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(err(e)),
            _ => Ok(()),
        }
    }
}

/// Write aside, then rename: a crash leaves the old file or the new one, never half.
fn write_whole(path: &std::path::Path, value: &Value) -> Result<(), StorageError> {
    let tmp = path.with_extension("json.tmp");
    fs::write(&tmp, value.to_string()).map_err(err)?;
    fs::rename(&tmp, path).map_err(err)
}

fn read(path: &std::path::Path) -> Result<Option<Value>, StorageError> {
    match fs::read(path) {
        Ok(bytes) => serde_json::from_slice(&bytes).map(Some).map_err(err),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(err(e)),
    }
}

/// Keys are like "session/abc"; keep them one flat, reversible file name each.
fn file_name(key: &str) -> String {
    key.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.' {
                c.to_string()
            } else {
                format!("%{:02X}", c as u32)
            }
        })
        .collect()
}

fn unescape(name: &str) -> Option<String> {
    let mut out = String::new();
    let mut chars = name.chars();
    while let Some(c) = chars.next() {
        if c == '%' {
            let hex: String = chars.by_ref().take(2).collect();
            out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
        } else {
            out.push(c);
        }
    }
    Some(out)
}

fn err(e: impl std::fmt::Display) -> StorageError {
    StorageError(e.to_string())
}

impl Storage for FileStorage {
    fn get(&self, key: &str) -> Result<Option<Value>, StorageError> {
        read(&self.path(key))
    }

    fn commit(&mut self, changes: Vec<Change>) -> Result<(), StorageError> {
        for change in changes {
            match change {
                Change::Set(key, value) => self.write_key(&key, value)?,
                Change::Delete(key) => self.remove_key(&key)?,
            }
        }
        Ok(())
    }

    fn archived_summaries(&self) -> Result<Vec<(String, Value)>, StorageError> {
        let mut out = Vec::new();
        let dir = self.dir.join("archive");
        let Ok(entries) = fs::read_dir(&dir) else {
            return Ok(out);
        };
        for entry in entries {
            let path = entry.map_err(err)?.path();
            if path.extension().is_some_and(|e| e == "json") {
                if let Some(Value::Object(mut doc)) = read(&path)? {
                    if let (Some(Value::String(session)), Some(summary)) =
                        (doc.remove("session"), doc.remove("summary"))
                    {
                        out.push((session, summary));
                    }
                }
            }
        }
        Ok(out)
    }

    fn archived_game(&self, session: &str) -> Result<Option<Value>, StorageError> {
        Ok(read(&self.archive_path(session))?
            .and_then(|mut doc| doc.get_mut("game").map(Value::take)))
    }

    fn is_archived(&self, session: &str) -> Result<bool, StorageError> {
        Ok(self.archive_path(session).exists())
    }

    fn archive(&mut self, game: Archived, changes: Vec<Change>) -> Result<(), StorageError> {
        let path = self.archive_path(&game.session);
        if path.exists() {
            return Err(already_archived(&game.session));
        }
        fs::create_dir_all(self.dir.join("archive")).map_err(err)?;
        let doc = serde_json::json!({
            "session": game.session,
            "summary": game.summary,
            "game": game.game,
        });
        write_whole(&path, &doc)?;
        self.commit(changes)
    }

    /// Each game's file, then the changes: unlike the app's store, a kill part-way leaves
    /// the games written so far (each whole and verified) without the changes.
    fn archive_all(
        &mut self,
        games: Vec<Archived>,
        changes: Vec<Change>,
    ) -> Result<(), StorageError> {
        check_new(&games, |session| self.archive_path(session).exists())?;
        for game in games {
            self.archive(game, Vec::new())?;
        }
        self.commit(changes)
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        let mut keys = Vec::new();
        for entry in fs::read_dir(&self.dir).map_err(err)? {
            let name = entry
                .map_err(err)?
                .file_name()
                .to_string_lossy()
                .into_owned();
            if let Some(stem) = name.strip_suffix(".json") {
                keys.extend(unescape(stem));
            }
        }
        keys.sort();
        Ok(keys)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_with_slashes_round_trip_through_file_names() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = FileStorage::open(dir.path().to_path_buf()).unwrap();
        s.set("session/abc-1", serde_json::json!({"a": 1})).unwrap();
        s.set("settings", serde_json::json!({"language": "fr"}))
            .unwrap();
        assert_eq!(
            s.keys().unwrap(),
            vec!["session/abc-1".to_string(), "settings".to_string()]
        );
        assert_eq!(
            s.get("session/abc-1").unwrap(),
            Some(serde_json::json!({"a": 1}))
        );
        s.delete("session/abc-1").unwrap();
        s.delete("session/abc-1").unwrap();
        assert_eq!(s.get("session/abc-1").unwrap(), None);
    }

    #[test]
    fn a_finished_game_is_archived_once_with_its_changes() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = FileStorage::open(dir.path().to_path_buf()).unwrap();
        s.set("session/g/1", serde_json::json!({"moves": 3}))
            .unwrap();
        let game = Archived {
            session: "g/1".into(),
            summary: serde_json::json!({"score": 7}),
            game: serde_json::json!({"replay": [1, 2, 3]}),
        };
        let finish = vec![
            Change::Delete("session/g/1".into()),
            Change::Set("campaign".into(), serde_json::json!({"best": "g/1"})),
        ];
        s.archive(game.clone(), finish).unwrap();
        assert_eq!(s.keys().unwrap(), vec!["campaign".to_string()]);
        assert!(s.is_archived("g/1").unwrap());
        assert_eq!(
            s.archived_summaries().unwrap(),
            vec![("g/1".to_string(), serde_json::json!({"score": 7}))]
        );
        assert_eq!(s.archived_game("g/1").unwrap(), Some(game.game.clone()));
        assert!(s.archive(game, Vec::new()).is_err(), "written once");
    }
}
