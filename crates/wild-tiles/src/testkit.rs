//! What Wild Tiles hides, for the app's hidden-information search (`testkit` feature): each
//! seat's path until every path is locked, and its bid until every bid is in.

use std::collections::BTreeSet;

use saloon_core::testkit::Secrets;
use serde_json::Value;

use crate::rules::{Phase, Stake};
use crate::WildTiles;

/// A step of `seat`'s path in `round` onto `cell`.
fn step_token(round: u64, seat: u64, cell: u64) -> u64 {
    100_000 + 1_000 * round + 100 * seat + cell
}

/// `seat`'s bid.
fn bid_token(seat: u64, stake: Stake) -> u64 {
    let code = match stake {
        Stake::Bullets { n } => u64::from(n),
        Stake::Lives { n } => 50 + u64::from(n),
    };
    500_000 + 1_000 * seat + code
}

impl Secrets for WildTiles {
    /// The state's paths (`plan`) and bids (`bid`) never leave the engine under those names;
    /// views carry them as `path` and `bid` for the viewer alone.
    const HIDDEN_KEYS: &'static [&'static str] = &["plan"];

    fn secrets(&self) -> Vec<BTreeSet<u64>> {
        let round = u64::from(self.round);
        self.players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let mut own = BTreeSet::new();
                if self.phase == Phase::Planning {
                    for &cell in &p.plan.cells {
                        own.insert(step_token(round, s as u64, u64::from(cell)));
                    }
                }
                if self.phase == Phase::Bidding {
                    if let Some(stake) = p.bid {
                        own.insert(bid_token(s as u64, stake));
                    }
                }
                own
            })
            .collect()
    }

    /// Paths show as a view's `players[i].path` (in the view's `round`) and in `stepped` and
    /// `revealed` events; bids as a view's `players[i].bid` and in `bid-placed` events.
    fn shown(payload: &Value) -> BTreeSet<u64> {
        let mut out = BTreeSet::new();
        walk(payload, &mut out);
        out
    }
}

fn walk(json: &Value, out: &mut BTreeSet<u64>) {
    match json {
        Value::Array(items) => items.iter().for_each(|i| walk(i, out)),
        Value::Object(map) => {
            let num = |v: Option<&Value>| v.and_then(Value::as_u64);
            let stake = |v: &Value| serde_json::from_value::<Stake>(v.clone()).ok();
            match map.get("type").and_then(Value::as_str) {
                Some("stepped") => {
                    if let (Some(r), Some(s), Some(c)) = (
                        num(map.get("round")),
                        num(map.get("seat")),
                        num(map.get("cell")),
                    ) {
                        out.insert(step_token(r, s, c));
                    }
                }
                Some("revealed") => {
                    if let (Some(r), Some(Value::Array(paths))) =
                        (num(map.get("round")), map.get("paths"))
                    {
                        for (s, p) in paths.iter().enumerate() {
                            for c in cells(p) {
                                out.insert(step_token(r, s as u64, c));
                            }
                        }
                    }
                }
                Some("bid-placed") => {
                    if let (Some(s), Some(b)) =
                        (num(map.get("seat")), map.get("stake").and_then(stake))
                    {
                        out.insert(bid_token(s, b));
                    }
                }
                _ => {}
            }
            if let (Some(round), Some(Value::Array(players))) =
                (num(map.get("round")), map.get("players"))
            {
                for (s, p) in players.iter().enumerate() {
                    if let Some(path) = p.get("path") {
                        for c in cells(path) {
                            out.insert(step_token(round, s as u64, c));
                        }
                    }
                    if let Some(b) = p.get("bid").and_then(stake) {
                        out.insert(bid_token(s as u64, b));
                    }
                }
            }
            map.values().for_each(|v| walk(v, out));
        }
        _ => {}
    }
}

fn cells(path: &Value) -> Vec<u64> {
    path.get("cells")
        .and_then(Value::as_array)
        .map(|c| c.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default()
}
