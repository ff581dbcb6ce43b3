//! Saves that survive a kill at any moment, at a cost that does not grow with the history.
//!
//! tauri-plugin-store writes a file by truncating it and writing it again, so a kill during a
//! save can leave a torn file, and a file it cannot parse is silently treated as empty (and
//! overwritten on the next save). `DualSlotStorage` therefore keeps the small state (settings,
//! campaign, daily results, games in play) in two slots and writes them alternately, each
//! snapshot carrying a sequence number and a checksum. On start the newest slot whose checksum
//! holds wins: a torn write can only damage the slot being written, so at most the action in
//! flight is lost. A slot that exists but does not check out is set aside (never overwritten)
//! and reported. A slot in a newer `format` is neither: the whole store is refused and left as
//! it is for the newer app.
//!
//! Finished games are not in the slots: each is a record of its own (a file per game in the
//! shell), written once and never again, with its own format, sequence number and checksum.
//! A record is also how a game finishes in one commit: it carries, beside the game, the
//! changes to the small state that go with it (the game in play removed, the campaign's best,
//! the daily result) and the sequence number of that commit. It is written before the slot;
//! once it is whole the game has finished, and a start that finds a record newer than the
//! slot it opened applies the record's changes to it (as a journal would). A record that does
//! not check out (a kill tore it) is set aside and reported: its game is then still in play,
//! one action back, in the slot. A record in a newer format refuses the store like a slot.
//!
//! An import adds many games in one commit: each gets its record, all with the commit's
//! sequence number and the number of games in it (`import`), the last carrying the changes.
//! A start counts them: an import whose records are not all whole (a kill cut it short) is
//! undone, its records set aside, so the history is the one before the import or after it,
//! never a mix.
//!
//! A record's bytes are three lines: `{"format", "checksum"}`, then the commit (`seq`,
//! `session`, `summary`, `changes`), then the game; the checksum covers the last two, so a
//! start checks every record but parses only the small middle line of each.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use crate::storage::{already_archived, check_new, Archived, Change, Storage, StorageError};

/// Version of the slot envelope (`format`, `seq`, `checksum`, `entries`). What the entries
/// hold has its own version, `crate::schema::SCHEMA_VERSION`.
pub const SNAPSHOT_FORMAT: u64 = 1;
/// Version of a finished game's record (the three lines above).
pub const RECORD_FORMAT: u64 = 1;

/// Where the two slots and the records live: the Tauri shell uses two plugin stores and a
/// folder of files, tests use memory. `'static`, as the saves a service holds are.
pub trait SlotBackend: Send + 'static {
    /// The slot's raw bytes, `None` when it does not exist yet.
    fn read(&mut self, slot: usize) -> Result<Option<Vec<u8>>, StorageError>;
    /// Replaces the slot with this snapshot (durably, before returning).
    fn write(&mut self, slot: usize, snapshot: &Value) -> Result<(), StorageError>;
    /// Moves a damaged slot out of the way, keeping its bytes for inspection.
    fn set_aside(&mut self, slot: usize) -> Result<(), StorageError>;
    /// The names of every record.
    fn list_records(&self) -> Result<Vec<String>, StorageError>;
    fn read_record(&self, name: &str) -> Result<Option<Vec<u8>>, StorageError>;
    /// Writes a new record (durably, before returning).
    fn write_record(&mut self, name: &str, bytes: &[u8]) -> Result<(), StorageError>;
    /// Moves a damaged record out of the way, keeping its bytes for inspection.
    fn set_aside_record(&mut self, name: &str) -> Result<(), StorageError>;
}

/// FNV-1a. Not cryptographic: it only has to notice a torn or edited file.
fn fnv(bytes: &[u8]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        hash ^= u64::from(*b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// A slot's checksum: over the canonical JSON of the entries (serde_json's maps are sorted,
/// so the text is canonical).
fn checksum(entries: &Map<String, Value>) -> String {
    fnv(serde_json::to_string(entries)
        .unwrap_or_default()
        .as_bytes())
}

fn encode(seq: u64, entries: &BTreeMap<String, Value>) -> Value {
    let map: Map<String, Value> = entries
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let sum = checksum(&map);
    json!({ "format": SNAPSHOT_FORMAT, "seq": seq, "checksum": sum, "entries": map })
}

/// Why a slot or a record cannot be used.
enum Problem {
    /// Torn, edited or not a snapshot at all.
    Damaged(String),
    /// Written by a newer Saloon.
    Newer(u64),
}

impl From<&str> for Problem {
    fn from(why: &str) -> Self {
        Problem::Damaged(why.to_string())
    }
}

/// A slot's snapshot, or why it cannot be trusted. The plugin store wraps the snapshot in
/// an object under the key `snapshot`; a bare snapshot is accepted too.
fn decode(bytes: &[u8]) -> Result<(u64, BTreeMap<String, Value>), Problem> {
    let doc: Value = serde_json::from_slice(bytes)
        .map_err(|e| Problem::Damaged(format!("not readable JSON ({e})")))?;
    let snap = doc.get("snapshot").unwrap_or(&doc);
    let format = snap
        .get("format")
        .and_then(Value::as_u64)
        .ok_or("no format")?;
    if format > SNAPSHOT_FORMAT {
        return Err(Problem::Newer(format));
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

/// The commit a record belongs to: its middle line.
#[derive(Serialize, Deserialize)]
struct RecordCommit {
    seq: u64,
    session: String,
    summary: Value,
    changes: Vec<Change>,
    /// In a commit of several games (an import), how many: the commit holds only when every
    /// one of them is whole.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    import: Option<u64>,
}

#[derive(Serialize, Deserialize)]
struct RecordHeader {
    format: u64,
    checksum: String,
}

/// A record's file name: the session, with anything but letters, digits, `-`, `_` and `.`
/// escaped, so any session names one plain file.
fn record_name(session: &str) -> String {
    session
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.' {
                c.to_string()
            } else {
                format!("%{:04X}", c as u32)
            }
        })
        .collect()
}

fn encode_record(
    seq: u64,
    game: &Archived,
    changes: &[Change],
    import: Option<u64>,
) -> Result<Vec<u8>, StorageError> {
    let text = |e: serde_json::Error| StorageError(e.to_string());
    let mut commit = json!({
        "seq": seq,
        "session": game.session,
        "summary": game.summary,
        "changes": changes,
    });
    if let Some(games) = import {
        commit["import"] = games.into();
    }
    let commit = serde_json::to_string(&commit).map_err(text)?;
    let body = serde_json::to_string(&game.game).map_err(text)?;
    let signed = format!("{commit}\n{body}");
    let header = serde_json::to_string(&RecordHeader {
        format: RECORD_FORMAT,
        checksum: fnv(signed.as_bytes()),
    })
    .map_err(text)?;
    Ok(format!("{header}\n{signed}").into_bytes())
}

/// A record's commit and where its game's bytes begin, or why it cannot be trusted.
fn decode_record(bytes: &[u8]) -> Result<(RecordCommit, usize), Problem> {
    let split = |from: usize| {
        bytes[from..]
            .iter()
            .position(|&b| b == b'\n')
            .map(|i| from + i)
    };
    let header_end = split(0).ok_or("no header line")?;
    let header: RecordHeader = serde_json::from_slice(&bytes[..header_end])
        .map_err(|e| Problem::Damaged(format!("an unreadable header ({e})")))?;
    if header.format > RECORD_FORMAT {
        return Err(Problem::Newer(header.format));
    }
    if header.checksum != fnv(&bytes[header_end + 1..]) {
        return Err("the checksum does not match (a torn or edited file)".into());
    }
    let commit_end = split(header_end + 1).ok_or("no game")?;
    let commit: RecordCommit = serde_json::from_slice(&bytes[header_end + 1..commit_end])
        .map_err(|e| Problem::Damaged(format!("an unreadable commit line ({e})")))?;
    Ok((commit, commit_end + 1))
}

pub struct DualSlotStorage<B: SlotBackend> {
    backend: B,
    entries: BTreeMap<String, Value>,
    /// The newest commit, slot or record.
    seq: u64,
    /// The slot holding the newest good snapshot: the next write goes to the other one, so
    /// that snapshot always survives.
    newest_slot: Option<usize>,
    /// Finished games' summaries by session.
    archive: BTreeMap<String, Value>,
    /// Problems found when opening, for the player.
    warnings: Vec<String>,
    /// Set when a slot or record comes from a newer Saloon: nothing is read or written then.
    refusal: Option<String>,
}

impl<B: SlotBackend> DualSlotStorage<B> {
    /// Opens the newest valid slot and every record, and applies the records newer than that
    /// slot; damaged slots and records are set aside and reported in `warnings`. When a slot
    /// or record comes from a newer Saloon the store opens empty and refuses every write (see
    /// `refusal`), so nothing is touched.
    pub fn open(mut backend: B) -> Result<Self, StorageError> {
        let mut slots = Vec::new();
        for slot in 0..2 {
            if let Some(bytes) = backend.read(slot)? {
                slots.push((slot, decode(&bytes)));
            }
        }
        let mut records = Vec::new();
        for name in backend.list_records()? {
            if let Some(bytes) = backend.read_record(&name)? {
                records.push((name, decode_record(&bytes).map(|(commit, _)| commit)));
            }
        }
        let newer_slot = slots.iter().find_map(|(_, d)| match d {
            Err(Problem::Newer(format)) => Some(format!(
                "save format {format}, this app reads up to {SNAPSHOT_FORMAT}"
            )),
            _ => None,
        });
        let newer_record = records.iter().find_map(|(_, d)| match d {
            Err(Problem::Newer(format)) => Some(format!(
                "history record format {format}, this app reads up to {RECORD_FORMAT}"
            )),
            _ => None,
        });
        if let Some(what) = newer_slot.or(newer_record) {
            let why = format!(
                "the saves come from a newer Saloon ({what}); update the app to open them; \
                 they were left untouched"
            );
            return Ok(DualSlotStorage {
                backend,
                entries: BTreeMap::new(),
                seq: 0,
                newest_slot: None,
                archive: BTreeMap::new(),
                warnings: Vec::new(),
                refusal: Some(why),
            });
        }
        let mut best: Option<(usize, u64, BTreeMap<String, Value>)> = None;
        let mut warnings = Vec::new();
        for (slot, decoded) in slots {
            match decoded {
                Ok((seq, entries)) => {
                    if best.as_ref().is_none_or(|(_, s, _)| seq > *s) {
                        best = Some((slot, seq, entries));
                    }
                }
                Err(Problem::Damaged(why)) => {
                    warnings.push(format!(
                        "save slot {} could not be used: {why}; it was set aside",
                        slot + 1
                    ));
                    backend.set_aside(slot)?;
                }
                // Returned above.
                Err(Problem::Newer(_)) => {}
            }
        }
        let (newest_slot, slot_seq, mut entries) = match best {
            Some((slot, seq, entries)) => (Some(slot), seq, entries),
            None => (None, 0, BTreeMap::new()),
        };
        let records = undo_cut_imports(&mut backend, records, &mut warnings)?;
        let mut archive = BTreeMap::new();
        let mut newer_commits = Vec::new();
        for (name, decoded) in records {
            match decoded {
                Ok(commit) => {
                    if commit.seq > slot_seq {
                        newer_commits.push((commit.seq, commit.changes));
                    }
                    archive.entry(commit.session).or_insert(commit.summary);
                }
                Err(Problem::Damaged(why)) => {
                    warnings.push(format!(
                        "the finished game {name} could not be read: {why}; its file was set \
                         aside (torn as the game ended, the game is still in play, one move \
                         back)"
                    ));
                    backend.set_aside_record(&name)?;
                }
                Err(Problem::Newer(_)) => {}
            }
        }
        // Games that finished after the slot was written (a kill between the record and the
        // slot, or a slot set aside): their commits, in order.
        newer_commits.sort_by_key(|(seq, _)| *seq);
        let seq = newer_commits.last().map_or(slot_seq, |(seq, _)| *seq);
        for (_, changes) in newer_commits {
            apply(&mut entries, changes);
        }
        Ok(DualSlotStorage {
            backend,
            entries,
            seq,
            newest_slot,
            archive,
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

    fn usable(&self) -> Result<(), StorageError> {
        match &self.refusal {
            Some(why) => Err(StorageError(why.clone())),
            None => Ok(()),
        }
    }

    /// Writes the small state as commit `seq` into the slot that does not hold the newest
    /// snapshot.
    fn write_slot(&mut self, seq: u64) -> Result<(), StorageError> {
        let slot = self
            .newest_slot
            .map_or((seq % 2) as usize, |newest| 1 - newest);
        self.backend.write(slot, &encode(seq, &self.entries))?;
        self.seq = seq;
        self.newest_slot = Some(slot);
        Ok(())
    }
}

type Decoded = (String, Result<RecordCommit, Problem>);

/// The records with every import that a kill cut short taken out (its whole records set
/// aside and reported): an import counts only when all its records are whole.
fn undo_cut_imports<B: SlotBackend>(
    backend: &mut B,
    records: Vec<Decoded>,
    warnings: &mut Vec<String>,
) -> Result<Vec<Decoded>, StorageError> {
    let mut whole: BTreeMap<u64, (u64, u64)> = BTreeMap::new();
    for (_, decoded) in &records {
        if let Ok(RecordCommit {
            seq,
            import: Some(games),
            ..
        }) = decoded
        {
            let count = whole.entry(*seq).or_insert((*games, 0));
            count.1 += 1;
        }
    }
    let cut: BTreeMap<u64, u64> = whole
        .into_iter()
        .filter(|(_, (games, found))| found != games)
        .map(|(seq, (_, found))| (seq, found))
        .collect();
    for (seq, found) in &cut {
        warnings.push(format!(
            "an import was cut short ({found} of its games were written): it was undone and \
             those games set aside; restore the backup again (commit {seq})"
        ));
    }
    let mut kept = Vec::new();
    for (name, decoded) in records {
        match &decoded {
            Ok(commit) if commit.import.is_some() && cut.contains_key(&commit.seq) => {
                backend.set_aside_record(&name)?;
            }
            _ => kept.push((name, decoded)),
        }
    }
    Ok(kept)
}

/// Applies `changes` to `entries`; returns what each key held before, to undo them.
fn apply(
    entries: &mut BTreeMap<String, Value>,
    changes: Vec<Change>,
) -> Vec<(String, Option<Value>)> {
    changes
        .into_iter()
        .map(|change| match change {
            Change::Set(key, value) => {
                let old = entries.insert(key.clone(), value);
                (key, old)
            }
            Change::Delete(key) => {
                let old = entries.remove(&key);
                (key, old)
            }
        })
        .collect()
}

fn undo(entries: &mut BTreeMap<String, Value>, before: Vec<(String, Option<Value>)>) {
    for (key, old) in before.into_iter().rev() {
        match old {
            Some(v) => entries.insert(key, v),
            None => entries.remove(&key),
        };
    }
}

impl<B: SlotBackend> Storage for DualSlotStorage<B> {
    fn get(&self, key: &str) -> Result<Option<Value>, StorageError> {
        Ok(self.entries.get(key).cloned())
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        Ok(self.entries.keys().cloned().collect())
    }

    fn commit(&mut self, changes: Vec<Change>) -> Result<(), StorageError> {
        self.usable()?;
        let changes: Vec<Change> = changes
            .into_iter()
            .filter(|c| !matches!(c, Change::Delete(key) if !self.entries.contains_key(key)))
            .collect();
        if changes.is_empty() {
            return Ok(());
        }
        let before = apply(&mut self.entries, changes);
        self.write_slot(self.seq + 1).inspect_err(|_| {
            // Keep memory and disk in step when the write fails.
            undo(&mut self.entries, before);
        })
    }

    fn archived_summaries(&self) -> Result<Vec<(String, Value)>, StorageError> {
        Ok(self
            .archive
            .iter()
            .map(|(session, summary)| (session.clone(), summary.clone()))
            .collect())
    }

    fn archived_game(&self, session: &str) -> Result<Option<Value>, StorageError> {
        if !self.archive.contains_key(session) {
            return Ok(None);
        }
        let name = record_name(session);
        let damaged = |why: String| {
            StorageError(format!("the finished game {name} could not be read: {why}"))
        };
        let bytes = self
            .backend
            .read_record(&name)?
            .ok_or_else(|| damaged("its file is gone".into()))?;
        let (_, body) = decode_record(&bytes).map_err(|p| match p {
            Problem::Damaged(why) => damaged(why),
            Problem::Newer(format) => damaged(format!("it has a newer format ({format})")),
        })?;
        serde_json::from_slice(&bytes[body..])
            .map(Some)
            .map_err(|e| damaged(e.to_string()))
    }

    fn is_archived(&self, session: &str) -> Result<bool, StorageError> {
        Ok(self.archive.contains_key(session))
    }

    /// Writes the game's record, which is the commit, then the slot. With no changes (the
    /// migration copying a game out of the slots) only the record is written.
    fn archive(&mut self, game: Archived, changes: Vec<Change>) -> Result<(), StorageError> {
        self.usable()?;
        if self.archive.contains_key(&game.session) {
            return Err(already_archived(&game.session));
        }
        let seq = self.seq + 1;
        let name = record_name(&game.session);
        let bytes = encode_record(seq, &game, &changes, None)?;
        if let Err(e) = self.backend.write_record(&name, &bytes) {
            // A record that may be whole would finish the game at the next start, though
            // this run goes on without it: move it out of the way.
            let _ = self.backend.set_aside_record(&name);
            return Err(e);
        }
        self.archive.insert(game.session, game.summary);
        if changes.is_empty() {
            return Ok(());
        }
        apply(&mut self.entries, changes);
        // The record is whole: the game has finished, whatever becomes of this write. Should
        // it fail, the next start applies the record to the older slot, as memory holds it
        // now, and the next write goes to the same slot again.
        if self.write_slot(seq).is_err() {
            self.seq = seq;
        }
        Ok(())
    }

    /// Writes every game's record (the last one carrying the changes), then the slot. The
    /// import is whole once every record is: a start that finds fewer undoes it.
    fn archive_all(
        &mut self,
        games: Vec<Archived>,
        changes: Vec<Change>,
    ) -> Result<(), StorageError> {
        self.usable()?;
        check_new(&games, |session| self.archive.contains_key(session))?;
        if games.is_empty() {
            return self.commit(changes);
        }
        let seq = self.seq + 1;
        let count = games.len() as u64;
        let mut written = Vec::new();
        for (i, game) in games.iter().enumerate() {
            let last = i + 1 == games.len();
            let carried: &[Change] = if last { &changes } else { &[] };
            let name = record_name(&game.session);
            let result = encode_record(seq, game, carried, Some(count))
                .and_then(|bytes| self.backend.write_record(&name, &bytes));
            written.push(name);
            if let Err(e) = result {
                // Undo what was written; what stays (a kill) the next start sets aside, as
                // its import is short. Its sequence number is not used again, so no later
                // commit is counted with it.
                for name in &written {
                    let _ = self.backend.set_aside_record(name);
                }
                self.seq = seq;
                return Err(e);
            }
        }
        for game in games {
            self.archive.insert(game.session, game.summary);
        }
        apply(&mut self.entries, changes);
        // Every record is whole: the import has happened (see `archive`).
        if self.write_slot(seq).is_err() {
            self.seq = seq;
        }
        Ok(())
    }

    fn refusal(&self) -> Option<String> {
        self.refusal.clone()
    }
}

/// Two slots and the records in memory, with a way to tear a write: for tests.
#[derive(Clone, Debug, Default)]
pub struct MemorySlots {
    pub slots: [Option<Vec<u8>>; 2],
    pub set_aside: Vec<Vec<u8>>,
    pub records: BTreeMap<String, Vec<u8>>,
    pub records_set_aside: Vec<(String, Vec<u8>)>,
    /// When set, the next write keeps only this many bytes (a kill mid-write).
    pub tear_next_write_at: Option<usize>,
    /// Writes so far (slots and records).
    pub writes: usize,
    /// When set, write number `.0` (counted from 0 in `writes`) keeps only `.1` bytes and
    /// every later write fails: the app was killed then.
    pub kill_at: Option<(usize, usize)>,
}

impl MemorySlots {
    /// The bytes a write leaves, or an error when it was cut short.
    fn land(&mut self, mut bytes: Vec<u8>) -> (Option<Vec<u8>>, Result<(), StorageError>) {
        let index = self.writes;
        self.writes += 1;
        let killed = || Err(StorageError("killed mid-write".into()));
        if let Some((at, keep)) = self.kill_at {
            if index > at {
                return (None, killed());
            }
            if index == at {
                bytes.truncate(keep);
                return (Some(bytes), killed());
            }
        }
        if let Some(at) = self.tear_next_write_at.take() {
            bytes.truncate(at);
            return (Some(bytes), killed());
        }
        (Some(bytes), Ok(()))
    }
}

impl SlotBackend for MemorySlots {
    fn read(&mut self, slot: usize) -> Result<Option<Vec<u8>>, StorageError> {
        Ok(self.slots[slot].clone())
    }

    fn write(&mut self, slot: usize, snapshot: &Value) -> Result<(), StorageError> {
        let bytes = json!({ "snapshot": snapshot }).to_string().into_bytes();
        let (landed, result) = self.land(bytes);
        if let Some(bytes) = landed {
            self.slots[slot] = Some(bytes);
        }
        result
    }

    fn set_aside(&mut self, slot: usize) -> Result<(), StorageError> {
        if let Some(bytes) = self.slots[slot].take() {
            self.set_aside.push(bytes);
        }
        Ok(())
    }

    fn list_records(&self) -> Result<Vec<String>, StorageError> {
        Ok(self.records.keys().cloned().collect())
    }

    fn read_record(&self, name: &str) -> Result<Option<Vec<u8>>, StorageError> {
        Ok(self.records.get(name).cloned())
    }

    fn write_record(&mut self, name: &str, bytes: &[u8]) -> Result<(), StorageError> {
        let (landed, result) = self.land(bytes.to_vec());
        if let Some(bytes) = landed {
            self.records.insert(name.to_string(), bytes);
        }
        result
    }

    fn set_aside_record(&mut self, name: &str) -> Result<(), StorageError> {
        // A killed app sets nothing aside.
        if self.kill_at.is_some_and(|(at, _)| self.writes > at) {
            return Err(StorageError("killed".into()));
        }
        if let Some(bytes) = self.records.remove(name) {
            self.records_set_aside.push((name.to_string(), bytes));
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

    fn finished(session: &str, moves: usize) -> Archived {
        Archived {
            session: session.into(),
            summary: json!({ "session": session, "score": moves }),
            game: json!({ "session": session, "replay": vec![7; moves] }),
        }
    }

    /// What finishing `session` changes in the small state.
    fn finish_changes(session: &str) -> Vec<Change> {
        vec![
            Change::Delete(format!("session/{session}")),
            Change::Set("campaign".into(), json!({ "best": session })),
        ]
    }

    /// A store with `n` finished games and one in play.
    fn with_history(n: usize) -> DualSlotStorage<MemorySlots> {
        let mut s = open(MemorySlots::default());
        s.set("settings", json!({"language": "fr"})).unwrap();
        for i in 0..n {
            let id = format!("g{i}");
            s.set(&format!("session/{id}"), json!({ "moves": i }))
                .unwrap();
            s.archive(finished(&id, 50 + i), finish_changes(&id))
                .unwrap();
        }
        s.set("session/live", json!({ "moves": 3 })).unwrap();
        s
    }

    #[test]
    fn finished_games_live_outside_the_slots_and_a_finish_is_one_commit() {
        let s = with_history(3);
        let reopened = open(s.backend().clone());
        assert!(reopened.warnings().is_empty());
        assert_eq!(
            reopened.keys().unwrap(),
            vec!["campaign", "session/live", "settings"]
        );
        assert_eq!(
            reopened.get("campaign").unwrap(),
            Some(json!({"best": "g2"}))
        );
        let mut sessions: Vec<String> = reopened
            .archived_summaries()
            .unwrap()
            .into_iter()
            .map(|(s, _)| s)
            .collect();
        sessions.sort();
        assert_eq!(sessions, vec!["g0", "g1", "g2"]);
        assert_eq!(
            reopened.archived_game("g1").unwrap(),
            Some(finished("g1", 51).game)
        );
        assert!(reopened.archived_game("nope").unwrap().is_none());
        // An action writes only the small state, however long the history.
        let slot_sizes = |s: &DualSlotStorage<MemorySlots>| {
            s.backend()
                .slots
                .iter()
                .map(|b| b.as_ref().map_or(0, Vec::len))
                .max()
                .unwrap()
        };
        let long = with_history(40);
        // The same, but for the digits of the sequence number and of the best game's name.
        assert!(slot_sizes(&long) <= slot_sizes(&with_history(3)) + 4);
        assert!(long
            .backend()
            .slots
            .iter()
            .all(|b| !String::from_utf8_lossy(b.as_ref().unwrap()).contains("replay")));
    }

    /// A kill at every write of a finish, at several bytes of each: the game is finished
    /// whole (record and every change) or still in play one action back; nothing else moves.
    #[test]
    fn a_kill_during_a_finish_leaves_it_done_or_undone_never_half() {
        let mut base = with_history(2);
        base.set("session/g9", json!({ "moves": 9 })).unwrap();
        let mut writes_of_a_finish = 0;
        for write in 0..2 {
            let mut outcomes = (0, 0);
            for keep in [0, 1, 40, 90, 150, usize::MAX] {
                let mut slots = base.backend().clone();
                slots.kill_at = Some((slots.writes + write, keep));
                let mut s = open(slots);
                let _ = s.archive(finished("g9", 9), finish_changes("g9"));
                let mut after = s.backend().clone();
                writes_of_a_finish = after.writes - base.backend().writes;
                after.kill_at = None;
                let r = open(after);
                let done = r.is_archived("g9").unwrap();
                assert_eq!(
                    r.get("session/g9").unwrap().is_none(),
                    done,
                    "write {write}, {keep} bytes"
                );
                let best = r.get("campaign").unwrap().unwrap()["best"].clone();
                assert_eq!(best, json!(if done { "g9" } else { "g1" }));
                if done {
                    assert_eq!(r.archived_game("g9").unwrap(), Some(finished("g9", 9).game));
                    outcomes.0 += 1;
                } else {
                    outcomes.1 += 1;
                }
                assert_eq!(r.get("settings").unwrap(), Some(json!({"language": "fr"})));
                assert!(r.is_archived("g0").unwrap() && r.is_archived("g1").unwrap());
                assert_eq!(r.get("session/live").unwrap(), Some(json!({ "moves": 3 })));
                // And the store goes on: the next finish lands beside it.
                let mut r = r;
                r.archive(finished("g10", 1), finish_changes("g10"))
                    .unwrap();
                let again = open(r.backend().clone());
                assert!(again.is_archived("g10").unwrap());
                assert_eq!(again.is_archived("g9").unwrap(), done);
                assert!(again.warnings().is_empty());
            }
            // A torn record undoes the finish; a whole record (and a torn slot) keeps it.
            if write == 0 {
                assert!(outcomes.1 >= 5, "{outcomes:?}");
            } else {
                assert_eq!(outcomes.1, 0, "{outcomes:?}");
            }
        }
        assert!(writes_of_a_finish >= 2);
    }

    #[test]
    fn a_damaged_record_is_set_aside_and_reported_and_the_others_load() {
        let s = with_history(3);
        let mut slots = s.backend().clone();
        let bytes = slots.records.get_mut("g1").unwrap();
        let last = bytes.len() - 3;
        bytes[last] ^= 1;
        let r = open(slots);
        assert_eq!(r.warnings().len(), 1, "{:?}", r.warnings());
        assert!(r.warnings()[0].contains("g1"), "{:?}", r.warnings());
        assert!(!r.is_archived("g1").unwrap());
        assert!(r.is_archived("g0").unwrap() && r.is_archived("g2").unwrap());
        assert_eq!(r.backend().records_set_aside.len(), 1);
        assert_eq!(r.backend().records_set_aside[0].0, "g1");
    }

    #[test]
    fn a_record_in_a_newer_format_refuses_the_store_untouched() {
        let s = with_history(2);
        let mut slots = s.backend().clone();
        let text = String::from_utf8(slots.records["g0"].clone()).unwrap();
        let newer = text.replacen(
            &format!("\"format\":{RECORD_FORMAT}"),
            &format!("\"format\":{}", RECORD_FORMAT + 1),
            1,
        );
        slots.records.insert("g0".into(), newer.into_bytes());
        let mut r = open(slots.clone());
        let why = r.refusal().expect("refused");
        assert!(why.contains("history record format 2"), "{why}");
        assert!(r.set("settings", json!({})).is_err());
        assert!(r.archive(finished("x", 1), vec![]).is_err());
        assert_eq!(r.backend().slots, slots.slots);
        assert_eq!(r.backend().records, slots.records);
    }

    #[test]
    fn odd_session_names_make_plain_record_names() {
        assert_eq!(record_name("wild-tiled-west-00ff"), "wild-tiled-west-00ff");
        assert_eq!(record_name("../a/b é"), "..%002Fa%002Fb%0020%00E9");
        let mut s = open(MemorySlots::default());
        s.archive(finished("a/b", 1), vec![]).unwrap();
        let r = open(s.backend().clone());
        assert_eq!(
            r.archived_game("a/b").unwrap(),
            Some(finished("a/b", 1).game)
        );
        assert!(
            s.archive(finished("a/b", 2), vec![]).is_err(),
            "written once"
        );
    }
}
