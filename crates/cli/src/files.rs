//! `Storage` as a folder of JSON files, one per key, for `saloon serve --data DIR`.

use std::fs;
use std::path::PathBuf;

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
        // Keys are like "session/abc"; keep them one flat, reversible file name each.
        let name: String = key
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.' {
                    c.to_string()
                } else {
                    format!("%{:02X}", c as u32)
                }
            })
            .collect();
        self.dir.join(format!("{name}.json"))
    }
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
        match fs::read(self.path(key)) {
            Ok(bytes) => serde_json::from_slice(&bytes).map(Some).map_err(err),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(err(e)),
        }
    }

    fn set(&mut self, key: &str, value: Value) -> Result<(), StorageError> {
        // Write aside, then rename: a crash leaves the old file or the new one, never half.
        let path = self.path(key);
        let tmp = path.with_extension("json.tmp");
        fs::write(&tmp, value.to_string()).map_err(err)?;
        fs::rename(&tmp, &path).map_err(err)
    }

    fn delete(&mut self, key: &str) -> Result<(), StorageError> {
        match fs::remove_file(self.path(key)) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(err(e)),
            _ => Ok(()),
        }
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
}
