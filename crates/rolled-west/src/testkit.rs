//! What Rolled West hides, for the app's hidden-information search (`testkit` feature):
//! nothing on the sheets, only a seat's answer to an offer until every asked seat has
//! answered (a bot must never see a human's pending choice).

use std::collections::BTreeSet;

use saloon_core::testkit::Secrets;
use serde_json::Value;

use crate::rules::Phase;
use crate::RolledWest;

/// A pending answer as a token: the seat, and the resource banked (4: a pass).
fn token(seat: u64, code: u64) -> u64 {
    1_000 + 10 * seat + code
}

impl Secrets for RolledWest {
    /// The state's answers (`choice`) never leave the engine; views carry the viewer's own.
    const HIDDEN_KEYS: &'static [&'static str] = &["choice"];

    fn secrets(&self) -> Vec<BTreeSet<u64>> {
        (0..self.seats)
            .map(|s| {
                let bit = 1 << s;
                let mut own = BTreeSet::new();
                if self.phase == Phase::Offer && self.offer.answered & bit != 0 {
                    let code = self.offer.choice[usize::from(s)].map_or(4, |r| r.index() as u64);
                    own.insert(token(u64::from(s), code));
                }
                own
            })
            .collect()
    }

    /// An answer shows as a view's `offer.yours`, whose seat is the view's `you`.
    fn shown(payload: &Value) -> BTreeSet<u64> {
        let mut out = BTreeSet::new();
        answers(payload, &mut out);
        out
    }
}

fn answers(json: &Value, out: &mut BTreeSet<u64>) {
    match json {
        Value::Array(items) => items.iter().for_each(|i| answers(i, out)),
        Value::Object(map) => {
            let you = map.get("you").and_then(Value::as_u64);
            let bank = map
                .get("offer")
                .and_then(|o| o.get("yours"))
                .and_then(|y| y.get("bank"));
            if let (Some(you), Some(bank)) = (you, bank) {
                let code = ["wood", "copper", "silver", "gold"]
                    .iter()
                    .position(|r| bank.as_str() == Some(r))
                    .map_or(4, |i| i as u64);
                out.insert(token(you, code));
            }
            map.values().for_each(|v| answers(v, out));
        }
        _ => {}
    }
}
