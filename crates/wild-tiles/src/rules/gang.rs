//! The solo variant "the rival gang": a gang token on the grid, moved by the die at the start
//! of every beat (1-4 a step north, east, south or west; 5 a step toward the nearest bounty;
//! 6 a step toward the richest), takes the bounties it reaches first, and bids the die
//! against you when you reach one together. You win only with more $ than the gang.

use saloon_core::Events;

use super::{WildTiles, WtEvent};
use crate::content::card;
use crate::grid::Dir;

impl WildTiles {
    /// Where the die sends the gang from `at`: one step, or nowhere.
    pub fn gang_target(&self, at: u8, die: u8) -> Option<u8> {
        let grid = self.grid();
        match die {
            1 => grid.neighbour(at, Dir::N),
            2 => grid.neighbour(at, Dir::E),
            3 => grid.neighbour(at, Dir::S),
            4 => grid.neighbour(at, Dir::W),
            _ => {
                let bounties = (0..grid.cells()).filter(|&c| {
                    c != at && {
                        let place = &self.cells[usize::from(c)];
                        !place.flipped && place.card.is_some_and(|d| card(d.card).is_bounty())
                    }
                });
                // Nearest (die 5) or richest then nearest (die 6); ties by reading order.
                let goal = bounties.min_by_key(|&c| {
                    let dollars = self.cells[usize::from(c)]
                        .card
                        .map_or(0, |d| card(d.card).dollars);
                    let richness = if die == 6 { u8::MAX - dollars } else { 0 };
                    (richness, grid.distance(at, c), c)
                })?;
                Dir::ALL
                    .iter()
                    .filter_map(|&d| grid.neighbour(at, d))
                    .min_by_key(|&n| grid.distance(n, goal))
            }
        }
    }

    pub(crate) fn gang_move(&mut self, die: u8, events: &mut impl Events<WtEvent>) {
        let Some(at) = self.gang.as_ref().map(|g| g.at) else {
            return;
        };
        let target = self.gang_target(at, die);
        if let Some(g) = &mut self.gang {
            g.arriving = target;
            if let Some(cell) = target {
                g.at = cell;
            }
        }
        let cell = target.unwrap_or(at);
        events.tell(|| WtEvent::GangMoved { die, cell });
        self.arrive(events);
    }

    pub(crate) fn gang_bid(&mut self, die: u8, _events: &mut impl Events<WtEvent>) {
        for c in &mut self.beat.collisions {
            if c.gang && !c.decided {
                c.gang_bid = Some(die);
            }
        }
    }

    /// The gang keeps the bounty on `cell`.
    pub(crate) fn gang_takes(&mut self, cell: u8, events: &mut impl Events<WtEvent>) {
        let place = &mut self.cells[usize::from(cell)];
        let Some(dealt) = place.card.take() else {
            return;
        };
        place.flipped = true;
        place.touched = true;
        if let Some(g) = &mut self.gang {
            g.kept.push(dealt.card);
        }
        let card_index = dealt.card;
        events.tell(|| WtEvent::GangTook { card: card_index });
    }
}
