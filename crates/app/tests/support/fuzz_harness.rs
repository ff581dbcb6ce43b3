//! The command-layer fuzzer, shared by `crates/app/tests/fuzz.rs` (in process) and the CLI's
//! tests (through `saloon serve`): sequences of requests, bad ones among legal ones, for every
//! game in the registry (`saloon_app::games::engines`, so a new game is fuzzed with no edit
//! here). Every bad request must get a typed `{kind, message}` error and leave the service as
//! it was: the same views, the same step, the same saves.
//!
//! What a refused request must leave alone is snapshotted once per state, not around every
//! request: the snapshot taken after a refusal is the one the next request is checked
//! against, and only an accepted request (which changes the state) makes a new one needed.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::{json, Value};

/// The tables in play, from the registry: (game, seats). For every game, humans only at the
/// fewest players it takes (two where it takes one, so that there is a hand-off), and one
/// human with random bots, so that `advance` has something to do.
pub fn tables() -> Vec<(String, Value)> {
    let human = |n: usize| json!({"name": format!("Human {n}"), "kind": {"type": "human"}});
    let bot =
        |n: usize| json!({"name": format!("Bot {n}"), "kind": {"type": "bot", "level": "random"}});
    let mut tables = Vec::new();
    for game in saloon_app::games::engines() {
        let players = usize::from(game.min_players.max(2).min(game.max_players));
        tables.push((
            game.id.clone(),
            Value::Array((0..players).map(human).collect()),
        ));
        if players >= 2 {
            let seats = (0..players).map(|n| if n == 0 { human(n) } else { bot(n) });
            tables.push((game.id, Value::Array(seats.collect())));
        }
    }
    tables
}

/// A number that may not fit where it lands.
#[derive(Debug, Clone)]
pub enum Num {
    Small(i16),
    Big(u64),
    Negative,
    Fraction,
    Text,
    Null,
}

impl Num {
    fn value(&self) -> Value {
        match self {
            Num::Small(n) => json!(n),
            Num::Big(n) => json!(n),
            Num::Negative => json!(-1),
            Num::Fraction => json!(0.5),
            Num::Text => json!("1"),
            Num::Null => Value::Null,
        }
    }
}

#[derive(Debug, Clone)]
pub enum Op {
    /// One of the acting human's legal actions (a new game when the table is over).
    Legal {
        table: usize,
        pick: u32,
    },
    /// `advance`: fine only when a bot is to act.
    Advance {
        table: usize,
    },
    /// A legal action with one of its numbers changed.
    Mutated {
        table: usize,
        pick: u32,
        leaf: u32,
        to: Num,
    },
    /// An action that was legal at some earlier moment, sent again now.
    Stale {
        pick: u32,
    },
    /// A legal action sent in another seat's name (any u8).
    OtherSeat {
        table: usize,
        pick: u32,
        seat: u8,
    },
    /// A legal action of one table sent to another table.
    OtherTable {
        from: usize,
        to: usize,
        pick: u32,
    },
    /// A legal action sent to a session that does not exist.
    WrongSession {
        table: usize,
        pick: u32,
        id: String,
    },
    Undo {
        table: usize,
        seat: u8,
    },
    /// A legal request cut off before its end.
    Truncated {
        table: usize,
        pick: u32,
        at: usize,
    },
    Garbage(String),
    UnknownCommand(String),
    BadNewGame(u8),
    WrongShape(u8),
}

/// A request among `tables` tables.
pub fn op(tables: usize) -> impl Strategy<Value = Op> {
    let table = 0..tables;
    let num = prop_oneof![
        any::<i16>().prop_map(Num::Small),
        any::<u64>().prop_map(Num::Big),
        Just(Num::Negative),
        Just(Num::Fraction),
        Just(Num::Text),
        Just(Num::Null),
    ];
    prop_oneof![
        6 => (table.clone(), any::<u32>()).prop_map(|(table, pick)| Op::Legal { table, pick }),
        1 => table.clone().prop_map(|table| Op::Advance { table }),
        3 => (table.clone(), any::<u32>(), any::<u32>(), num)
            .prop_map(|(table, pick, leaf, to)| Op::Mutated { table, pick, leaf, to }),
        2 => any::<u32>().prop_map(|pick| Op::Stale { pick }),
        1 => (table.clone(), any::<u32>(), any::<u8>())
            .prop_map(|(table, pick, seat)| Op::OtherSeat { table, pick, seat }),
        1 => (table.clone(), table.clone(), any::<u32>())
            .prop_map(|(from, to, pick)| Op::OtherTable { from, to, pick }),
        1 => (table.clone(), any::<u32>(), "[a-z0-9-]{0,40}")
            .prop_map(|(table, pick, id)| Op::WrongSession { table, pick, id }),
        1 => (table.clone(), any::<u8>()).prop_map(|(table, seat)| Op::Undo { table, seat }),
        1 => (table, any::<u32>(), any::<usize>())
            .prop_map(|(table, pick, at)| Op::Truncated { table, pick, at }),
        1 => "\\PC{0,80}".prop_map(Op::Garbage),
        1 => "[a-z_]{0,20}".prop_map(Op::UnknownCommand),
        1 => any::<u8>().prop_map(Op::BadNewGame),
        1 => any::<u8>().prop_map(Op::WrongShape),
    ]
}

/// Everything a refused request must leave as it was.
#[derive(Debug, PartialEq)]
struct Snapshot<S> {
    saves: S,
    /// Each table's spectator view, as the answer's text (compared as text, parsed only
    /// when a request needs it).
    views: Vec<String>,
}

/// How requests reach the service: in process, or through `saloon serve`'s pipes.
pub trait Transport {
    /// What the saves are, in a form that differs whenever they change: everything saved,
    /// key by key, or (in process) a count of the writes, which a refusal must not make.
    type Saves: PartialEq + std::fmt::Debug;
    /// Sends one request line; returns the one answer line.
    fn send(&mut self, line: &str) -> String;
    fn saves(&mut self) -> Self::Saves;
}

pub struct Fuzz<T: Transport> {
    transport: T,
    tables: Vec<(String, Value)>,
    sessions: Vec<String>,
    /// The state as it is now, when known: taken after a refusal, dropped by an acceptance.
    snapshot: Option<Snapshot<T::Saves>>,
    /// Views parsed from the snapshot and legal actions fetched since the state last
    /// changed: (table, seat) to the answer.
    parsed: std::collections::HashMap<(usize, Option<u8>), Value>,
    /// Actions seen legal at some point: (table, seat, action).
    seen: Vec<(usize, u8, Value)>,
    pub oks: u64,
    pub errors: u64,
}

impl<T: Transport> Fuzz<T> {
    pub fn new(transport: T) -> Self {
        let mut fuzz = Fuzz {
            transport,
            tables: tables(),
            sessions: Vec::new(),
            snapshot: None,
            parsed: Default::default(),
            seen: Vec::new(),
            oks: 0,
            errors: 0,
        };
        for table in 0..fuzz.tables.len() {
            let id = fuzz.start(table, table as u64);
            fuzz.sessions.push(id);
        }
        fuzz
    }

    fn start(&mut self, table: usize, seed: u64) -> String {
        let (game, seats) = &self.tables[table];
        let request = json!({"cmd": "new_game",
            "request": {"game": game, "seats": seats, "seed": seed.to_string()}});
        self.changed();
        let out = self.send(&request.to_string());
        out["ok"]["session"]
            .as_str()
            .unwrap_or_else(|| panic!("a new game starts: {out}"))
            .to_string()
    }

    fn send(&mut self, line: &str) -> Value {
        let answer = self.transport.send(line);
        serde_json::from_str(&answer).unwrap_or_else(|e| panic!("{line} -> {answer}: {e}"))
    }

    /// The state may have changed: what was known of it is forgotten.
    fn changed(&mut self) {
        self.snapshot = None;
        self.parsed.clear();
    }

    /// The answer to a view request for `seat` (or a spectator) at `table`, as text.
    fn view_text(&mut self, table: usize, seat: Option<u8>) -> String {
        let line = json!({"cmd": "view", "session": self.sessions[table], "seat": seat});
        self.transport.send(&line.to_string())
    }

    /// The update `seat` (or a spectator) sees at `table`: `{"ok": ...}` or `{"error": ...}`;
    /// fetched once per state.
    fn view(&mut self, table: usize, seat: Option<u8>) -> Value {
        if let Some(known) = self.parsed.get(&(table, seat)) {
            return known.clone();
        }
        let text = match seat {
            None => self.snapshot().views[table].clone(),
            Some(_) => self.view_text(table, seat),
        };
        let out: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        self.parsed.insert((table, seat), out.clone());
        out
    }

    fn take_snapshot(&mut self) -> Snapshot<T::Saves> {
        let views = (0..self.sessions.len())
            .map(|t| self.view_text(t, None))
            .collect();
        Snapshot {
            saves: self.transport.saves(),
            views,
        }
    }

    /// The state now, snapshotted only if it may have changed since the last snapshot.
    fn snapshot(&mut self) -> &Snapshot<T::Saves> {
        if self.snapshot.is_none() {
            self.snapshot = Some(self.take_snapshot());
        }
        self.snapshot.as_ref().expect("just taken")
    }

    /// What a spectator sees at `table` (from the snapshot: a spectator's view is in it).
    fn spectator(&mut self, table: usize) -> Value {
        let mut out = self.view(table, None);
        assert!(out["ok"].is_object(), "a tracked table: {out}");
        out["ok"].take()
    }

    /// The legal actions of `seat` at `table` as JSON (none for a bot or a stranger).
    fn legal(&mut self, table: usize, seat: u8) -> Vec<Value> {
        match self.view(table, Some(seat))["ok"]["legal"].take() {
            Value::Array(legal) => legal,
            _ => Vec::new(),
        }
    }

    /// A human seat that may act at `table` now and one of its legal actions.
    fn pick(&mut self, table: usize, pick: u32) -> Option<(u8, Value)> {
        let seat = self.spectator(table)["human_to_act"].as_u64()? as u8;
        let legal = self.legal(table, seat);
        let action = legal.get(pick as usize % legal.len().max(1))?.clone();
        self.seen.push((table, seat, action.clone()));
        if self.seen.len() > 64 {
            self.seen.remove(0);
        }
        Some((seat, action))
    }

    fn act_line(&self, table: usize, seat: Value, action: &Value) -> String {
        json!({"id": 9, "cmd": "act", "session": self.sessions[table], "seat": seat,
            "action": action})
        .to_string()
    }

    /// Sends `line`. `expect_ok`: `Some(true)` when it must succeed, `Some(false)` when it
    /// must fail, `None` when either is fine. A failure must be typed and change nothing.
    fn check(&mut self, line: &str, expect_ok: Option<bool>) -> Result<Value, TestCaseError> {
        self.snapshot();
        let before = self.snapshot.take().expect("just taken");
        let out = self.send(line);
        let ok = out.get("ok").is_some();
        if let Some(expected) = expect_ok {
            prop_assert_eq!(ok, expected, "{} -> {}", line, out);
        }
        if ok {
            self.oks += 1;
            self.changed();
        } else {
            self.errors += 1;
            let kind = out["error"]["kind"].as_str().unwrap_or("");
            let typed = saloon_app::error::ErrorKind::ALL
                .iter()
                .any(|k| k.as_str() == kind);
            prop_assert!(typed, "untyped error: {} -> {}", line, out);
            let message = out["error"]["message"].as_str().unwrap_or("");
            prop_assert!(!message.is_empty(), "{} -> {}", line, out);
            let after = self.take_snapshot();
            prop_assert!(
                before == after,
                "a refused request changed the state: {}",
                line
            );
            self.snapshot = Some(after);
        }
        Ok(out)
    }

    /// An act request: it must succeed exactly when the action is legal for that seat.
    fn check_act(&mut self, table: usize, seat: u8, action: &Value) -> Result<(), TestCaseError> {
        let legal = self.legal(table, seat).contains(action);
        let line = self.act_line(table, json!(seat), action);
        self.check(&line, Some(legal)).map(drop)
    }

    pub fn run(&mut self, op: &Op) -> Result<(), TestCaseError> {
        match op {
            Op::Legal { table, pick } => {
                let table = *table;
                if self.spectator(table)["finished"] == json!(true) {
                    let id = self.start(table, u64::from(*pick));
                    self.sessions[table] = id;
                    self.oks += 1;
                    return Ok(());
                }
                match self.pick(table, *pick) {
                    Some((seat, action)) => {
                        let line = self.act_line(table, json!(seat), &action);
                        self.check(&line, Some(true)).map(drop)
                    }
                    // A bot is to act: let it.
                    None => self.run(&Op::Advance { table }),
                }
            }
            Op::Advance { table } => {
                let bot = self.spectator(*table)["bot_to_act"] == json!(true);
                let line =
                    json!({"cmd": "advance", "session": self.sessions[*table], "viewer": null});
                self.check(&line.to_string(), Some(bot)).map(drop)
            }
            Op::Mutated {
                table,
                pick,
                leaf,
                to,
            } => {
                let Some((seat, mut action)) = self.pick(*table, *pick) else {
                    return Ok(());
                };
                let mut leaves = Vec::new();
                number_paths(&action, &mut Vec::new(), &mut leaves);
                if let Some(path) = leaves.get(*leaf as usize % leaves.len().max(1)) {
                    *pointer_mut(&mut action, path) = to.value();
                }
                self.check_act(*table, seat, &action)
            }
            Op::Stale { pick } => {
                if self.seen.is_empty() {
                    return Ok(());
                }
                let (table, seat, action) = self.seen[*pick as usize % self.seen.len()].clone();
                self.check_act(table, seat, &action)
            }
            Op::OtherSeat { table, pick, seat } => {
                let Some((_, action)) = self.pick(*table, *pick) else {
                    return Ok(());
                };
                self.check_act(*table, *seat, &action)
            }
            Op::OtherTable { from, to, pick } => {
                let Some((seat, action)) = self.pick(*from, *pick) else {
                    return Ok(());
                };
                self.check_act(*to, seat, &action)
            }
            Op::WrongSession { table, pick, id } => {
                let Some((seat, action)) = self.pick(*table, *pick) else {
                    return Ok(());
                };
                let line = json!({"cmd": "act", "session": format!("no-such-{id}"), "seat": seat,
                    "action": action});
                self.check(&line.to_string(), Some(false)).map(drop)
            }
            Op::Undo { table, seat } => {
                let may = self.view(*table, Some(*seat))["ok"]["can_undo"] == json!(true);
                let line = json!({"cmd": "undo", "session": self.sessions[*table], "seat": seat});
                self.check(&line.to_string(), Some(may)).map(drop)
            }
            Op::Truncated { table, pick, at } => {
                let Some((seat, action)) = self.pick(*table, *pick) else {
                    return Ok(());
                };
                let line = self.act_line(*table, json!(seat), &action);
                let mut cut = at % line.len();
                while !line.is_char_boundary(cut) {
                    cut -= 1;
                }
                self.check(&line[..cut], Some(false)).map(drop)
            }
            Op::Garbage(text) => self.check(text, Some(false)).map(drop),
            Op::UnknownCommand(name) => {
                let known = [
                    "list_games",
                    "in_progress",
                    "history",
                    "get_settings",
                    "notices",
                ];
                let expect = (!known.contains(&name.as_str())).then_some(false);
                self.check(&json!({"cmd": name}).to_string(), expect)
                    .map(drop)
            }
            Op::BadNewGame(which) => {
                let line = bad_new_game(*which);
                self.check(&line.to_string(), Some(false)).map(drop)
            }
            Op::WrongShape(which) => {
                let session = &self.sessions[usize::from(*which) % self.sessions.len()];
                let line = wrong_shape(*which, session);
                self.check(&line.to_string(), Some(false)).map(drop)
            }
        }
    }
}

/// JSON pointers to every number in `value`.
fn number_paths(value: &Value, path: &mut Vec<String>, out: &mut Vec<String>) {
    match value {
        Value::Number(_) => out.push(path.iter().map(|p| format!("/{p}")).collect()),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push(i.to_string());
                number_paths(item, path, out);
                path.pop();
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                path.push(key.replace('~', "~0").replace('/', "~1"));
                number_paths(item, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn pointer_mut<'a>(value: &'a mut Value, path: &str) -> &'a mut Value {
    value.pointer_mut(path).expect("a path number_paths found")
}

/// A new-game request that must be refused, for one of the registry's games.
fn bad_new_game(which: u8) -> Value {
    let games = saloon_app::games::engines();
    let game = &games[usize::from(which / 9) % games.len()];
    let (id, min, max) = (
        &game.id,
        usize::from(game.min_players),
        usize::from(game.max_players),
    );
    let human = |n: &str| json!({"name": n, "kind": {"type": "human"}});
    let seats = |n: usize| Value::Array((0..n).map(|i| human(&format!("P{i}"))).collect());
    // `min` seats with the first one replaced.
    let first = |seat: Value| {
        let mut all = vec![seat];
        all.extend((1..min).map(|i| human(&format!("P{i}"))));
        Value::Array(all)
    };
    let request = match which % 9 {
        0 => json!({"game": "no-such-game", "seats": seats(min)}),
        1 => json!({"game": id, "seats": seats(0)}),
        2 => json!({"game": id, "seats": seats(max + 1)}),
        3 => json!({"game": id, "seats": seats(max + 1 + usize::from(which % 50))}),
        4 => json!({"game": id, "seats": first(human(" "))}),
        5 => json!({"game": id, "seats": seats(min), "seed": "-3"}),
        6 => json!({"game": id, "seats": seats(min), "seed": "18446744073709551616"}),
        7 => json!({"game": id, "seats": first(human(&"x".repeat(41)))}),
        _ => {
            let godlike = json!({"name": "B", "kind": {"type": "bot", "level": "godlike"}});
            json!({"game": id, "seats": first(godlike)})
        }
    };
    json!({"cmd": "new_game", "request": request})
}

fn wrong_shape(which: u8, session: &str) -> Value {
    match which % 10 {
        0 => json!({"cmd": "act", "session": 12, "seat": 0, "action": {}}),
        1 => json!({"cmd": "view", "session": session, "seat": 256 + u32::from(which)}),
        2 => json!({"cmd": "view", "session": session, "seat": -1}),
        3 => json!({"cmd": "act", "session": session, "seat": 0, "action": "take"}),
        4 => json!({"cmd": "act", "session": session, "seat": 0}),
        5 => {
            json!({"cmd": "set_settings",
                "settings": {"language": "de", "palette": "standard", "hand_off": true}})
        }
        6 => {
            json!({"cmd": "set_settings",
                "settings": {"language": "en", "palette": "neon", "hand_off": true}})
        }
        7 => json!({"cmd": "resume", "session": "../../../etc/passwd", "viewer": 0}),
        8 => json!({"cmd": "abandon", "session": format!("{session}x")}),
        _ => json!({"cmd": ["act"], "session": session}),
    }
}

/// Runs `cases` sequences of up to `ops` requests each, each on a fresh service from
/// `transport`; returns (requests, accepted, refused).
pub fn fuzz<T: Transport>(cases: u32, ops: usize, transport: impl Fn() -> T) -> (u64, u64, u64) {
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let totals = std::cell::Cell::new((0u64, 0u64));
    runner
        .run(&prop::collection::vec(op(tables().len()), 1..=ops), |ops| {
            let mut fuzz = Fuzz::new(transport());
            for op in &ops {
                fuzz.run(op)?;
            }
            let (oks, errors) = totals.get();
            totals.set((oks + fuzz.oks, errors + fuzz.errors));
            Ok(())
        })
        .unwrap_or_else(|e| panic!("{e}"));
    let (oks, errors) = totals.get();
    (oks + errors, oks, errors)
}
