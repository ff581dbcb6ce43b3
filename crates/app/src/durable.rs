//! Saves that survive a kill at any moment.
//!
//! tauri-plugin-store writes a file by truncating it and writing it again, so a kill during a
//! save can leave a torn file, and a file it cannot parse is silently treated as empty (and
//! overwritten on the next save). `DualSlotStorage` therefore keeps the whole key-value map
//! in two slots and writes them alternately, each snapshot carrying a sequence number and a
//! checksum. On start the newest slot whose checksum holds wins: a torn write can only damage
//! the slot being written, so at most the action in flight is lost. A slot that exists but
//! does not check out is set aside (never overwritten) and reported. A slot in a newer
//! `format` is neither: the whole store is refused and left as it is for the newer app.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use crate::storage::{Storage, StorageError};

/// Version of the slot envelope (`format`, `seq`, `checksum`, `entries`). What the entries
/// hold has its own version, `crate::schema::SCHEMA_VERSION`.
pub const SNAPSHOT_FORMAT: u64 = 1;

/// Where the two slots live: the Tauri shell uses two plugin stores, tests use memory.
pub trait SlotBackend: Send {
    /// The slot's raw bytes, `None` when it does not exist yet.
    fn read(&mut self, slot: usize) -> Result<Option<Vec<u8>>, StorageError>;
    /// Replaces the slot with this snapshot (durably, before returning).
    fn write(&mut self, slot: usize, snapshot: &Value) -> Result<(), StorageError>;
    /// Moves a damaged slot out of the way, keeping its bytes for inspection.
    fn set_aside(&mut self, slot: usize) -> Result<(), StorageError>;
}

/// FNV-1a over the canonical JSON of the entries (serde_json's maps are sorted, so the
/// text is canonical). Not cryptographic: it only has to notice a torn or edited file.
fn checksum(entries: &Map<String, Value>) -> String {
    let text = Value::Object(entries.clone()).to_string();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.as_bytes() {
        hash ^= u64::from(*b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

fn encode(seq: u64, entries: &BTreeMap<String, Value>) -> Value {
    let map: Map<String, Value> = entries
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    json!({ "format": SNAPSHOT_FORMAT, "seq": seq, "checksum": checksum(&map), "entries": map })
}

/// Why a slot cannot be used.
enum SlotProblem {
    /// Torn, edited or not a snapshot at all.
    Damaged(String),
    /// Written by a newer Saloon.
    Newer(u64),
}

impl From<&str> for SlotProblem {
    fn from(why: &str) -> Self {
        SlotProblem::Damaged(why.to_string())
    }
}

/// A slot's snapshot, or why it cannot be trusted. The plugin store wraps the snapshot in
/// an object under the key `snapshot`; a bare snapshot is accepted too.
fn decode(bytes: &[u8]) -> Result<(u64, BTreeMap<String, Value>), SlotProblem> {
    let doc: Value = serde_json::from_slice(bytes)
        .map_err(|e| SlotProblem::Damaged(format!("not readable JSON ({e})")))?;
    let snap = doc.get("snapshot").unwrap_or(&doc);
    let format = snap
        .get("format")
        .and_then(Value::as_u64)
        .ok_or("no format")?;
    if format > SNAPSHOT_FORMAT {
        return Err(SlotProblem::Newer(format));
    }
    let seq = snap
        .get("seq")
        .and_then(Value::as_u64)
        .ok_or("no sequence number")?;
    let entries = snap
        .get("entries")
        .and_then(Value::as_object)
        .ok_or("no entries")?;
    let sum = snap
        .get("checksum")
        .and_then(Value::as_str)
        .ok_or("no checksum")?;
    if sum != checksum(entries) {
        return Err("the checksum does not match (a torn or edited file)".into());
    }
    Ok((
        seq,
        entries
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    ))
}

pub struct DualSlotStorage<B: SlotBackend> {
    backend: B,
    entries: BTreeMap<String, Value>,
    seq: u64,
    /// Problems found when opening, for the player.
    warnings: Vec<String>,
    /// Set when a slot comes from a newer Saloon: nothing is read or written then.
    refusal: Option<String>,
}

impl<B: SlotBackend> DualSlotStorage<B> {
    /// Opens the newest valid slot; damaged slots are set aside and reported in `warnings`.
    /// When a slot comes from a newer Saloon the store opens empty and refuses every write
    /// (see `refusal`), so neither slot is touched.
    pub fn open(mut backend: B) -> Result<Self, StorageError> {
        let mut found = Vec::new();
        for slot in 0..2 {
            if let Some(bytes) = backend.read(slot)? {
                found.push((slot, decode(&bytes)));
            }
        }
        if let Some(format) = found.iter().find_map(|(_, d)| match d {
            Err(SlotProblem::Newer(format)) => Some(*format),
            _ => None,
        }) {
            let why = format!(
                "the saves come from a newer Saloon (save format {format}, this app reads up \
                 to {SNAPSHOT_FORMAT}); update the app to open them; they were left untouched"
            );
            return Ok(DualSlotStorage {
                backend,
                entries: BTreeMap::new(),
                seq: 0,
                warnings: Vec::new(),
                refusal: Some(why),
            });
        }
        let mut best: Option<(u64, BTreeMap<String, Value>)> = None;
        let mut warnings = Vec::new();
        for (slot, decoded) in found {
            match decoded {
                Ok((seq, entries)) => {
                    if best.as_ref().is_none_or(|(s, _)| seq > *s) {
                        best = Some((seq, entries));
                    }
                }
                Err(SlotProblem::Damaged(why)) => {
                    warnings.push(format!(
                        "save slot {} could not be used: {why}; it was set aside",
                        slot + 1
                    ));
                    backend.set_aside(slot)?;
                }
                // Returned above.
                Err(SlotProblem::Newer(_)) => {}
            }
        }
        let (seq, entries) = best.unwrap_or_default();
        Ok(DualSlotStorage {
            backend,
            entries,
            seq,
            warnings,
            refusal: None,
        })
    }

    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    pub fn backend(&self) -> &B {
        &self.backend
    }

    fn commit(&mut self) -> Result<(), StorageError> {
        if let Some(why) = &self.refusal {
            return Err(StorageError(why.clone()));
        }
        let seq = self.seq + 1;
        // Even sequence numbers go to slot 0, odd to slot 1: the previous snapshot always
        // survives in the other slot.
        self.backend
            .write((seq % 2) as usize, &encode(seq, &self.entries))?;
        self.seq = seq;
        Ok(())
    }
}

impl<B: SlotBackend> Storage for DualSlotStorage<B> {
    fn get(&self, key: &str) -> Result<Option<Value>, StorageError> {
        Ok(self.entries.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: Value) -> Result<(), StorageError> {
        let old = self.entries.insert(key.to_string(), value);
        self.commit().inspect_err(|_| {
            // Keep memory and disk in step when the write fails.
            match &old {
                Some(v) => self.entries.insert(key.to_string(), v.clone()),
                None => self.entries.remove(key),
            };
        })
    }

    fn delete(&mut self, key: &str) -> Result<(), StorageError> {
        let Some(old) = self.entries.remove(key) else {
            return Ok(());
        };
        self.commit().inspect_err(|_| {
            self.entries.insert(key.to_string(), old.clone());
        })
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        Ok(self.entries.keys().cloned().collect())
    }

    fn refusal(&self) -> Option<String> {
        self.refusal.clone()
    }
}

/// Two slots in memory, with a way to tear a write: for tests.
#[derive(Clone, Debug, Default)]
pub struct MemorySlots {
    pub slots: [Option<Vec<u8>>; 2],
    pub set_aside: Vec<Vec<u8>>,
    /// When set, the next write keeps only this many bytes (a kill mid-write).
    pub tear_next_write_at: Option<usize>,
}

impl SlotBackend for MemorySlots {
    fn read(&mut self, slot: usize) -> Result<Option<Vec<u8>>, StorageError> {
        Ok(self.slots[slot].clone())
    }

    fn write(&mut self, slot: usize, snapshot: &Value) -> Result<(), StorageError> {
        let mut bytes = json!({ "snapshot": snapshot }).to_string().into_bytes();
        if let Some(at) = self.tear_next_write_at.take() {
            bytes.truncate(at);
            self.slots[slot] = Some(bytes);
            return Err(StorageError("killed mid-write".into()));
        }
        self.slots[slot] = Some(bytes);
        Ok(())
    }

    fn set_aside(&mut self, slot: usize) -> Result<(), StorageError> {
        if let Some(bytes) = self.slots[slot].take() {
            self.set_aside.push(bytes);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(slots: MemorySlots) -> DualSlotStorage<MemorySlots> {
        DualSlotStorage::open(slots).expect("opens")
    }

    #[test]
    fn writes_alternate_and_the_newest_wins() {
        let mut s = open(MemorySlots::default());
        s.set("a", json!(1)).unwrap();
        s.set("b", json!(2)).unwrap();
        s.delete("a").unwrap();
        let again = open(s.backend().clone());
        assert_eq!(again.keys().unwrap(), vec!["b".to_string()]);
        assert!(again.warnings().is_empty());
        assert!(
            s.backend().slots.iter().all(Option::is_some),
            "both slots in use"
        );
    }

    /// A kill at any byte of any write loses at most that write.
    #[test]
    fn a_torn_write_at_any_point_loses_only_the_write_in_flight() {
        let mut base = open(MemorySlots::default());
        for i in 0..5 {
            base.set(&format!("game{i}"), json!({ "moves": i }))
                .unwrap();
        }
        let before = base.backend().clone();
        let size = json!({ "snapshot": encode(6, &base.entries) })
            .to_string()
            .len();
        for at in (0..size).step_by(7) {
            let mut slots = before.clone();
            slots.tear_next_write_at = Some(at);
            let mut s = open(slots);
            assert!(s.set("game5", json!({ "moves": 5 })).is_err());
            let reopened = open(s.backend().clone());
            let keys = reopened.keys().unwrap();
            assert_eq!(
                keys.len(),
                5,
                "the five earlier games are all there (tear at {at})"
            );
            assert_eq!(reopened.get("game4").unwrap(), Some(json!({ "moves": 4 })));
            if at > 0 {
                assert_eq!(reopened.warnings().len(), 1, "the torn slot is reported");
            }
        }
    }

    #[test]
    fn a_damaged_slot_is_set_aside_not_overwritten() {
        let mut s = open(MemorySlots::default());
        s.set("history", json!([1, 2, 3])).unwrap();
        s.set("settings", json!({"language": "fr"})).unwrap();
        let mut slots = s.backend().clone();
        // Someone edits the newest slot by hand.
        let edited = String::from_utf8(slots.slots[0].clone().unwrap())
            .unwrap()
            .replace("fr", "de");
        slots.slots[0] = Some(edited.into_bytes());
        let reopened = open(slots);
        assert_eq!(
            reopened.get("settings").unwrap(),
            None,
            "falls back to the older slot"
        );
        assert_eq!(reopened.get("history").unwrap(), Some(json!([1, 2, 3])));
        assert_eq!(reopened.backend().set_aside.len(), 1);
        assert!(reopened.warnings()[0].contains("checksum"));
    }

    #[test]
    fn saves_from_a_newer_format_are_refused_not_overwritten() {
        let mut older = open(MemorySlots::default());
        older.set("settings", json!({"language": "fr"})).unwrap();
        let newer =
            json!({ "snapshot": { "format": 99, "seq": 3, "checksum": "x", "entries": {} } });
        // The newer app wrote slot 0 last; slot 1 still holds an older snapshot.
        let mut slots = older.backend().clone();
        slots.slots = [Some(newer.to_string().into_bytes()), slots.slots[1].clone()];
        let before = slots.slots.clone();
        let mut s = open(slots);
        let why = s.refusal().expect("refused");
        assert!(why.contains("newer Saloon"), "{why}");
        assert!(s.keys().unwrap().is_empty(), "nothing read from it");
        assert!(s.set("settings", json!({})).is_err());
        assert_eq!(s.backend().slots, before, "both slots untouched");
        assert!(s.backend().set_aside.is_empty(), "nothing set aside");
    }

    #[test]
    fn garbage_is_reported_and_the_rest_opens() {
        let slots = MemorySlots {
            slots: [Some(b"{\"snapsh".to_vec()), Some(b"".to_vec())],
            ..Default::default()
        };
        let s = open(slots);
        assert_eq!(s.warnings().len(), 2);
        assert!(s.keys().unwrap().is_empty());
    }
}
