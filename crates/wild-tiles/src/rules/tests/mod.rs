//! A test per rule sentence, ruling and worked example of `games/wild-tiles.md` (the rule
//! index in RULES-NOTES.md points here), one module per chapter of the rules. Tables are laid
//! by hand from the real deck.
//!
//! This module keeps what the chapters share: the moves (`act`, `walk`, `plan`, `refused`)
//! and the builders of the tables they start from (`table`, `later_round`, `cornered`,
//! `together_on`, `gang_table`, `gang_round`).

use saloon_core::{Actor, Game, Who};

use super::*;
use crate::content::{card_in, Colour, Cost};
use crate::grid::Dir;

mod bids;
mod costs;
mod editions;
mod ending;
mod gang;
mod planning;
mod resolution;
mod setup;
mod view;

// ---- Builders ----

/// Deck index of card `id`.
fn idx(id: &str) -> u8 {
    content()
        .cards
        .iter()
        .position(|c| c.id == id)
        .unwrap_or_else(|| panic!("no card {id}")) as u8
}

/// A cheap supply, nearly all blind (b1 from east and west), laid on every cell.
const FILLER: &str = "g22";

/// Round 1's planning on a table of `FILLER`, with `cards` (cell, id, upside down) laid on it.
fn table(players: usize, cards: &[(u8, &str, bool)]) -> WildTiles {
    let mut g = WildTiles::new(&WtOptions::default(), players).unwrap();
    for cell in &mut g.cells {
        cell.card = Some(Dealt {
            card: idx(FILLER),
            upside_down: false,
            filled: 0,
        });
    }
    for &(cell, id, upside_down) in cards {
        put(&mut g, cell, id, upside_down);
    }
    g.phase = Phase::Planning;
    g
}

fn put(g: &mut WildTiles, cell: u8, id: &str, upside_down: bool) {
    g.cells[usize::from(cell)].card = Some(Dealt {
        card: idx(id),
        upside_down,
        filled: 0,
    });
}

/// A later round's planning (round 2) on `table(players, cards)`, seat `i` standing on
/// `starts[i]`.
fn later_round(players: usize, cards: &[(u8, &str, bool)], starts: &[u8]) -> WildTiles {
    let mut g = table(players, cards);
    g.round = 2;
    for (seat, &cell) in (0..).zip(starts) {
        stand(&mut g, seat, cell);
    }
    g
}

/// Solo in `edition`, cornered: seat 0 in the north-west corner with 1 bullet and 1 life,
/// the blind supply `FILLER` diagonally in on cell 4 (a heart and a bullet), every other card
/// an r04 (edition 1: 2 lives from the east and west, 4 bullets elsewhere; 2 lives from
/// every side later).
fn cornered(edition: u8) -> WildTiles {
    let mut g = later_round(1, &[], &[0]);
    g.options.edition = edition;
    g.players[0].bullets = 1;
    g.players[0].lives = 1;
    for cell in 1..9 {
        put(&mut g, cell, "r04", false);
    }
    put(&mut g, 4, FILLER, false);
    fresh(&mut g);
    g
}

/// Seats 0 and 1 reach `id` (on cell 7 of 5x5) together in beat 1, from the north and the
/// south; seat 2 walks elsewhere. The bids are due.
fn together_on(id: &str) -> WildTiles {
    let mut g = later_round(3, &[(7, id, false)], &[2, 12, 24]);
    plan(&mut g, 0, None, &[7, 8, 9]);
    plan(&mut g, 1, None, &[7, 6, 5]);
    plan(&mut g, 2, None, &[23, 22, 21]);
    g
}

/// Solo with the rival gang, round 1, the gang in the middle (cell 4).
fn gang_table() -> WildTiles {
    let mut g = table(1, &[]);
    g.options.rival_gang = true;
    g.gang = Some(Gang {
        at: 4,
        ..Gang::default()
    });
    g
}

/// `gang_table` in round 2 with `cards` laid, the seat standing on `start`.
fn gang_round(cards: &[(u8, &str)], start: u8) -> WildTiles {
    let mut g = gang_table();
    for &(cell, id) in cards {
        put(&mut g, cell, id, false);
    }
    g.round = 2;
    stand(&mut g, 0, start);
    g
}

// ---- Moves ----

/// Starts afresh the trail of every seat whose path is still empty: the tests set lives,
/// bullets and positions by hand after the table is laid.
fn fresh(g: &mut WildTiles) {
    for seat in 0..g.seats {
        if g.players[usize::from(seat)].plan.cells.is_empty() {
            g.players[usize::from(seat)].trail = g.start_trail(seat);
        }
    }
}

fn act(g: &mut WildTiles, seat: u8, action: WtAction) -> Result<Vec<WtEvent>, WtError> {
    fresh(g);
    g.apply(Who::Seat(seat), &action)
}

/// Plans `cells` for `seat` (round 1 enters the first by `side`), without locking.
fn walk(g: &mut WildTiles, seat: u8, side: Option<Dir>, cells: &[u8]) -> Result<(), WtError> {
    for (i, &cell) in cells.iter().enumerate() {
        let action = match (i, side) {
            (0, Some(side)) => WtAction::Enter { cell, side },
            _ => WtAction::Step { cell },
        };
        act(g, seat, action)?;
    }
    Ok(())
}

/// Plans and locks; the events of the lock (the resolution, when it was the last).
fn plan(g: &mut WildTiles, seat: u8, side: Option<Dir>, cells: &[u8]) -> Vec<WtEvent> {
    walk(g, seat, side, cells).unwrap();
    act(g, seat, WtAction::Lock).unwrap()
}

/// `seat` bids `stake` (it must be taken); the events it sets off.
fn bid(g: &mut WildTiles, seat: u8, stake: Stake) -> Vec<WtEvent> {
    act(g, seat, WtAction::Bid { stake }).unwrap()
}

/// Puts `seat` on `cell` (a later round's start).
fn stand(g: &mut WildTiles, seat: u8, cell: u8) {
    g.players[usize::from(seat)].at = Some(cell);
}

fn refused(g: &mut WildTiles, seat: u8, action: WtAction, why: WtError) {
    fresh(g);
    let before = g.clone();
    assert_eq!(act(g, seat, action), Err(why));
    assert_eq!(*g, before, "a refusal leaves the game unchanged");
}
