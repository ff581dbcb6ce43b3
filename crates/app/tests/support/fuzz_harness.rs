//! The command-layer fuzzer, shared by `crates/app/tests/fuzz.rs` (in process) and the CLI's
//! tests (through `saloon serve`): sequences of requests, bad ones among legal ones, for both
//! games. Every bad request must get a typed `{kind, message}` error and leave the service as
//! it was: the same views, the same step, the same saves.

use std::collections::BTreeMap;

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use serde_json::{json, Value};

/// Every kind an error may have (`AppError::kind`).
const KINDS: &[&str] = &[
    "unknown-game",
    "unknown-session",
    "setup",
    "illegal-action",
    "not-your-turn",
    "no-such-seat",
    "hidden-seat",
    "cannot-undo",
    "no-bot-to-act",
    "game-over",
    "bad-request",
    "storage",
    "corrupt-save",
    "newer-save",
];

/// The tables in play: (game, seats). Two humans at each game, and one table with a bot so
/// that `advance` has something to do.
fn tables() -> [(&'static str, Value); 3] {
    let human = |n: &str| json!({"name": n, "kind": {"type": "human"}});
    let bot = json!({"name": "Bot", "kind": {"type": "bot", "level": "random"}});
    [
        ("circle-the-wagons", json!([human("Ann"), human("Bo")])),
        ("wild-tiled-west", json!([human("Cy"), human("Di")])),
        ("circle-the-wagons", json!([human("Ed"), bot])),
    ]
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

pub fn op() -> impl Strategy<Value = Op> {
    let table = 0..3usize;
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
struct Snapshot {
    saves: BTreeMap<String, Value>,
    views: Vec<Value>,
}

/// How requests reach the service: in process, or through `saloon serve`'s pipes.
pub trait Transport {
    /// Sends one request line; returns the one answer line.
    fn send(&mut self, line: &str) -> String;
    /// Everything saved, key by key.
    fn saves(&mut self) -> BTreeMap<String, Value>;
}

pub struct Fuzz<T: Transport> {
    transport: T,
    sessions: Vec<String>,
    /// Actions seen legal at some point: (table, seat, action).
    seen: Vec<(usize, u8, Value)>,
    pub oks: u64,
    pub errors: u64,
}

impl<T: Transport> Fuzz<T> {
    pub fn new(transport: T) -> Self {
        let mut fuzz = Fuzz {
            transport,
            sessions: Vec::new(),
            seen: Vec::new(),
            oks: 0,
            errors: 0,
        };
        for table in 0..tables().len() {
            let id = fuzz.start(table, table as u64);
            fuzz.sessions.push(id);
        }
        fuzz
    }

    fn start(&mut self, table: usize, seed: u64) -> String {
        let (game, seats) = &tables()[table];
        let request = json!({"cmd": "new_game",
            "request": {"game": game, "seats": seats, "seed": seed.to_string()}});
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

    /// The update `seat` (or a spectator) sees at `table`: `{"ok": ...}` or `{"error": ...}`.
    fn view(&mut self, table: usize, seat: Option<u8>) -> Value {
        let line = json!({"cmd": "view", "session": self.sessions[table], "seat": seat});
        self.send(&line.to_string())
    }

    fn snapshot(&mut self) -> Snapshot {
        let views = (0..self.sessions.len())
            .map(|t| self.view(t, None))
            .collect();
        Snapshot {
            saves: self.transport.saves(),
            views,
        }
    }

    fn spectator(&mut self, table: usize) -> Value {
        let out = self.view(table, None);
        assert!(out["ok"].is_object(), "a tracked table: {out}");
        out["ok"].clone()
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
        json!({"id": 9, "cmd": "act", "session": self.sessions[table], "seat": seat, "action": action})
            .to_string()
    }

    /// Sends `line`. `expect_ok`: `Some(true)` when it must succeed, `Some(false)` when it
    /// must fail, `None` when either is fine. A failure must be typed and change nothing.
    fn check(&mut self, line: &str, expect_ok: Option<bool>) -> Result<Value, TestCaseError> {
        let before = self.snapshot();
        let out = self.send(line);
        let ok = out.get("ok").is_some();
        if let Some(expected) = expect_ok {
            prop_assert_eq!(ok, expected, "{} -> {}", line, out);
        }
        if ok {
            self.oks += 1;
        } else {
            self.errors += 1;
            let kind = out["error"]["kind"].as_str().unwrap_or("");
            prop_assert!(KINDS.contains(&kind), "untyped error: {} -> {}", line, out);
            let message = out["error"]["message"].as_str().unwrap_or("");
            prop_assert!(!message.is_empty(), "{} -> {}", line, out);
            let after = self.snapshot();
            prop_assert!(
                before == after,
                "a refused request changed the state: {}",
                line
            );
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
                let line = json!({"cmd": "act", "session": format!("no-such-{id}"), "seat": seat, "action": action});
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
                let line = wrong_shape(*which, &self.sessions[usize::from(*which) % 3]);
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

fn bad_new_game(which: u8) -> Value {
    let human = json!({"name": "A", "kind": {"type": "human"}});
    let seats = |n: usize| Value::Array(vec![human.clone(); n]);
    let request = match which % 9 {
        0 => json!({"game": "rolled-west", "seats": seats(2)}),
        1 => json!({"game": "circle-the-wagons", "seats": seats(0)}),
        2 => json!({"game": "circle-the-wagons", "seats": seats(3)}),
        3 => json!({"game": "wild-tiled-west", "seats": seats(6 + usize::from(which % 50))}),
        4 => {
            json!({"game": "circle-the-wagons", "seats": [{"name": " ", "kind": {"type": "human"}}, human]})
        }
        5 => json!({"game": "circle-the-wagons", "seats": seats(2), "seed": "-3"}),
        6 => {
            json!({"game": "circle-the-wagons", "seats": seats(2), "seed": "18446744073709551616"})
        }
        7 => {
            json!({"game": "circle-the-wagons", "seats": [{"name": "x".repeat(41), "kind": {"type": "human"}}, human]})
        }
        _ => {
            json!({"game": "circle-the-wagons", "seats": [human, {"name": "B", "kind": {"type": "bot", "level": "godlike"}}]})
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
            json!({"cmd": "set_settings", "settings": {"language": "de", "palette": "standard", "hand_off": true}})
        }
        6 => {
            json!({"cmd": "set_settings", "settings": {"language": "en", "palette": "neon", "hand_off": true}})
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
        .run(&prop::collection::vec(op(), 1..=ops), |ops| {
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
