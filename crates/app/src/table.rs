//! Table mode: a tablet (or a desktop) lying flat among the players, each seat at one of its
//! edges, every seat's part drawn at its edge and facing it. The layout is bookkeeping kept
//! with the game; whether the seat about to act needs a private hand-off is decided from the
//! game contract alone, as `reveal.rs` decides what an action tells: a game whose acting
//! seat sees nothing another seat at the table cannot needs none, whichever game it is.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use std::collections::HashMap;

use saloon_core::{Game, GameRng, Seat, Who};
use serde_json::Value;

use crate::reveal::{sight, SAMPLES};

/// One side of the table, as the screen lies: `bottom` is the edge a device held normally
/// faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum Edge {
    Bottom,
    Top,
    Left,
    Right,
}

impl Edge {
    pub const ALL: [Edge; 4] = [Edge::Bottom, Edge::Top, Edge::Left, Edge::Right];
}

/// The most seats one edge may hold (two side by side along a long edge).
pub const SEATS_PER_EDGE: usize = 2;

/// Where each seat sits: `edges[seat]`, one edge per seat in seat order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct TableLayout {
    pub edges: Vec<Edge>,
}

/// Why a table layout was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("the table names {edges} edges for {seats} seats: one edge per seat")]
    SeatCount { edges: usize, seats: usize },
    #[error("table mode is for two seats or more")]
    TooFewSeats,
    #[error("{count} seats on the {edge:?} edge: at most {SEATS_PER_EDGE} share an edge")]
    Crowded { edge: Edge, count: usize },
}

impl TableLayout {
    /// The layout, if it fits a table of `seats`.
    pub fn check(&self, seats: usize) -> Result<(), TableError> {
        if self.edges.len() != seats {
            return Err(TableError::SeatCount {
                edges: self.edges.len(),
                seats,
            });
        }
        if seats < 2 {
            return Err(TableError::TooFewSeats);
        }
        for edge in Edge::ALL {
            let count = self.edges.iter().filter(|&&e| e == edge).count();
            if count > SEATS_PER_EDGE {
                return Err(TableError::Crowded { edge, count });
            }
        }
        Ok(())
    }
}

/// What the table shows while `seat` acts in the open: its [`Game::table_view`], the score
/// sheets as the table may see them (a spectator's), and the actions it may take, which the
/// screen offers (a card named by a choice among secret cards is shown by the choice).
pub(crate) fn table_sight<G: Game>(game: &G, seat: Seat) -> Value {
    let json = |v: serde_json::Result<Value>| v.unwrap_or(Value::Null);
    Value::Array(vec![
        json(serde_json::to_value(game.table_view(seat))),
        json(serde_json::to_value(game.scores_seen_by(None))),
        json(serde_json::to_value(game.legal_actions(seat))),
    ])
}

/// Whether the `acting` seat, whose part is about to be drawn at its edge, must act where
/// another seat at the table (`others`) cannot see: then the table must be handed to it
/// privately, and it sees its own view; otherwise the table shows its `table_sight`. Either
/// of two things calls for it: the seat acts on something hidden from another (`acts_on_hidden`),
/// or what it chooses will be hidden from another (`chooses_in_secret`: a bid, a plan).
pub fn hand_off<G: Game>(game: &G, acting: Seat, others: &[Seat], rng: &mut GameRng) -> bool {
    let others: Vec<Seat> = others.iter().copied().filter(|&o| o != acting).collect();
    acts_on_hidden(game, acting, &others, rng)
        || (!game.chooses_in_the_open(acting) && chooses_in_secret(game, acting, &others))
}

/// Whether the acting seat's table sight depends on something one of `others` cannot see.
/// The worlds each other seat cannot tell apart are `determinize_for`'s samples; if the
/// acting seat's table sight is the same in every one of them, nothing it acts on is hidden
/// from that seat. A game that hides nothing samples itself.
fn acts_on_hidden<G: Game>(game: &G, acting: Seat, others: &[Seat], rng: &mut GameRng) -> bool {
    let seen = table_sight(game, acting);
    others.iter().any(|&other| {
        (0..SAMPLES).any(|_| {
            let sample = game.determinize_for(other, rng);
            sample != *game && table_sight(&sample, acting) != seen
        })
    })
}

/// Whether one of `others` could not tell which of its legal actions the acting seat took:
/// two of them lead to different games that the other seat sees alike (its view, its score
/// sheets and the events as told to it). Then the choice itself is a secret, and choosing on
/// a screen every seat sees would tell it. A choice whose every outcome shows differently,
/// or whose outcomes are the same game, is open.
fn chooses_in_secret<G: Game>(game: &G, acting: Seat, others: &[Seat]) -> bool {
    let outcomes: Vec<(G, Vec<G::Event>)> = game
        .legal_actions(acting)
        .iter()
        .filter_map(|action| {
            let mut after = game.clone();
            let events = after.apply(Who::Seat(acting), action).ok()?;
            Some((after, events))
        })
        .collect();
    if outcomes.len() < 2 {
        return false;
    }
    others.iter().any(|&other| {
        let mut alike: HashMap<String, Vec<usize>> = HashMap::new();
        outcomes.iter().enumerate().any(|(i, (after, events))| {
            let told: Vec<Value> = events
                .iter()
                .filter_map(|e| after.redact(e, Some(other)))
                .map(|e| serde_json::to_value(e).unwrap_or(Value::Null))
                .collect();
            let key = Value::Array(vec![sight(after, other), Value::Array(told)]).to_string();
            let same = alike.entry(key).or_default();
            let secret = same.iter().any(|&j| outcomes[j].0 != *after);
            same.push(i);
            secret
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(edges: &[Edge]) -> TableLayout {
        TableLayout {
            edges: edges.to_vec(),
        }
    }

    #[test]
    fn a_layout_needs_one_edge_per_seat_and_room_on_each_edge() {
        use Edge::*;
        assert_eq!(layout(&[Bottom, Top]).check(2), Ok(()));
        assert_eq!(layout(&[Bottom, Bottom, Top, Top, Left]).check(5), Ok(()));
        assert_eq!(
            layout(&[Bottom, Top]).check(3),
            Err(TableError::SeatCount { edges: 2, seats: 3 })
        );
        assert_eq!(layout(&[Bottom]).check(1), Err(TableError::TooFewSeats));
        assert_eq!(
            layout(&[Left, Left, Left]).check(3),
            Err(TableError::Crowded {
                edge: Left,
                count: 3
            })
        );
    }

    #[test]
    fn edges_travel_as_words() {
        let json = serde_json::to_string(&layout(&[Edge::Bottom, Edge::Right])).unwrap();
        assert_eq!(json, r#"{"edges":["bottom","right"]}"#);
    }
}
