use std::collections::BTreeMap;

use serde_json::Value;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct StorageError(pub String);

/// A key-value store of JSON documents. `src-tauri` implements it with tauri-plugin-store;
/// the CLI with a folder of files; tests with [`MemoryStorage`].
///
/// `set` and `delete` must be durable when they return: the service calls them after every
/// action so that a killed app loses nothing.
pub trait Storage: Send {
    fn get(&self, key: &str) -> Result<Option<Value>, StorageError>;
    fn set(&mut self, key: &str, value: Value) -> Result<(), StorageError>;
    fn delete(&mut self, key: &str) -> Result<(), StorageError>;
    fn keys(&self) -> Result<Vec<String>, StorageError>;
    /// Why this store must not be used at all (it was written by a newer Saloon), if so.
    fn refusal(&self) -> Option<String> {
        None
    }
}

#[derive(Debug, Default, Clone)]
pub struct MemoryStorage {
    pub data: BTreeMap<String, Value>,
}

impl Storage for MemoryStorage {
    fn get(&self, key: &str) -> Result<Option<Value>, StorageError> {
        Ok(self.data.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: Value) -> Result<(), StorageError> {
        self.data.insert(key.to_string(), value);
        Ok(())
    }

    fn delete(&mut self, key: &str) -> Result<(), StorageError> {
        self.data.remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        Ok(self.data.keys().cloned().collect())
    }
}
