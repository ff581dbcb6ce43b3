//! What an action would tell the seat that plays it: the platform's one test of "new
//! information", for every game alike. Undo closes behind an action that told its seat
//! something (the last lock that reveals every path, the last bid, a card drawn), and a
//! preview of such an action is refused, so that neither can be used to peek.
//!
//! The test asks only the game contract. The seat's knowledge is its view; the worlds it
//! cannot tell apart are `determinize_for`'s samples (every hidden part drawn again). If the
//! action changes the seat's view and events the same way in the real game and in every
//! sample, what it learned was already its own; if any sample answers differently, the
//! answer depended on something hidden, and the seat now knows it.
//!
//! A sample's view may differ from the real one where the seat cannot see (a bot's sample of
//! Wild Tiles plans a locked seat's path again): so the test compares what the action
//! *changed* (each part of the view it set, with its new value), never the views whole.

use serde::Serialize;
use serde_json::Value;

use saloon_core::{Game, GameRng, Seat, Who};

/// Worlds the seat cannot tell apart that are tried. A reveal shows in nearly every sample
/// (a path, a bid, a card drawn again); sixteen make a miss vanishingly unlikely and cost a
/// few milliseconds in the largest game.
pub const SAMPLES: usize = 16;

/// What `seat` sees `action` do in `game`: its events as it may know them, and every part of
/// its view and score sheets the action set, with the value it set.
#[derive(Debug, PartialEq)]
struct Seen {
    events: Vec<Value>,
    changes: Vec<(String, Value)>,
}

fn json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// The seat's view and score sheets, as one value.
pub(crate) fn sight<G: Game>(game: &G, seat: Seat) -> Value {
    Value::Array(vec![
        json(&game.view(Some(seat))),
        json(&game.scores_seen_by(Some(seat))),
    ])
}

/// Every place where `after` differs from `before` (a JSON pointer), with `after`'s value
/// there (`null` where a key is gone; an array's new length under `…/#`).
fn changes(before: &Value, after: &Value, at: &mut String, out: &mut Vec<(String, Value)>) {
    match (before, after) {
        (Value::Object(a), Value::Object(b)) => {
            for (key, new) in b {
                let len = at.len();
                at.push('/');
                at.push_str(key);
                changes(a.get(key).unwrap_or(&Value::Null), new, at, out);
                at.truncate(len);
            }
            for key in a.keys().filter(|k| !b.contains_key(*k)) {
                out.push((format!("{at}/{key}"), Value::Null));
            }
        }
        (Value::Array(a), Value::Array(b)) => {
            if a.len() != b.len() {
                out.push((format!("{at}/#"), Value::from(b.len())));
            }
            for (i, new) in b.iter().enumerate() {
                let len = at.len();
                at.push('/');
                at.push_str(&i.to_string());
                changes(a.get(i).unwrap_or(&Value::Null), new, at, out);
                at.truncate(len);
            }
        }
        (a, b) if a == b => {}
        (_, b) => out.push((at.clone(), b.clone())),
    }
}

/// `action` played by `seat` on a copy of a game: the game after it and the events it told.
pub struct Played<G: Game> {
    pub after: G,
    pub events: Vec<G::Event>,
}

/// An action played, and whether it told its seat something (`check`).
pub struct Checked<G: Game> {
    pub played: Played<G>,
    pub tells: bool,
}

fn play<G: Game>(game: &G, seat: Seat, action: &G::Action) -> Result<Played<G>, G::Error> {
    let mut after = game.clone();
    let events = after.apply(Who::Seat(seat), action)?;
    Ok(Played { after, events })
}

/// What `seat` sees the action `played` do to `before`.
fn seen<G: Game>(before: &G, seat: Seat, played: &Played<G>) -> Seen {
    let mut out = Vec::new();
    changes(
        &sight(before, seat),
        &sight(&played.after, seat),
        &mut String::new(),
        &mut out,
    );
    Seen {
        events: played
            .events
            .iter()
            .filter_map(|e| played.after.redact(e, Some(seat)))
            .map(|e| json(&e))
            .collect(),
        changes: out,
    }
}

/// `seat` playing `action` in `game` (the game's refusal when it refuses), and whether the
/// seat would learn from it something it cannot know now: an answer that depends on what is
/// hidden from it. `rng` draws the worlds it cannot tell apart. The action is played on the
/// real game too, so a caller that wants its outcome need not play it again.
pub fn check<G: Game>(
    game: &G,
    seat: Seat,
    action: &G::Action,
    rng: &mut GameRng,
) -> Result<Checked<G>, G::Error> {
    let played = play(game, seat, action)?;
    let real = seen(game, seat, &played);
    let tells = (0..SAMPLES).any(|_| {
        let sample = game.determinize_for(seat, rng);
        // A game with nothing hidden from the seat samples itself: the same answer.
        sample != *game
            && play(&sample, seat, action).map_or(true, |o| seen(&sample, seat, &o) != real)
    });
    Ok(Checked { played, tells })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn diff(a: Value, b: Value) -> Vec<(String, Value)> {
        let mut out = Vec::new();
        changes(&a, &b, &mut String::new(), &mut out);
        out
    }

    #[test]
    fn changes_name_each_part_set_with_its_new_value() {
        assert!(diff(json!({"a": [1, 2]}), json!({"a": [1, 2]})).is_empty());
        assert_eq!(
            diff(
                json!({"a": [1, 2], "b": 1}),
                json!({"a": [1, 3, 4], "c": 2})
            ),
            vec![
                ("/a/#".to_string(), json!(3)),
                ("/a/1".to_string(), json!(3)),
                ("/a/2".to_string(), json!(4)),
                ("/c".to_string(), json!(2)),
                ("/b".to_string(), Value::Null),
            ]
        );
    }

    #[test]
    fn a_part_that_differs_but_is_not_set_is_no_change() {
        // Two worlds whose hidden part differs, and an action that leaves it alone.
        assert_eq!(
            diff(
                json!({"other": "planning", "me": 0}),
                json!({"other": "planning", "me": 1})
            ),
            diff(
                json!({"other": "locked", "me": 0}),
                json!({"other": "locked", "me": 1})
            ),
        );
    }
}
