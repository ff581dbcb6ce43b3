//! How good a position looks to a seat, for the bots: the score margin once the card in hand
//! is placed at its best spot, plus an estimate for the cards still to place.

use saloon_core::{BotTuning, Game, Seat, Who};

use crate::content::card;
use crate::rules::{CircleTheWagons, CtwAction, Phase};
use crate::scoring::{total, totals};

/// What a card still to be placed is worth on average, in the evaluation: a free card
/// handed to the opponent costs about this much.
const PENDING_CARD_VALUE: f64 = 1.5;

impl BotTuning for CircleTheWagons {
    /// The evaluation settles every drafted card itself, so bots look no further.
    const LOOKAHEAD: usize = 0;

    fn evaluate(&self, seat: Seat) -> f64 {
        let seat = seat & 1;
        let mut settled = self.clone();
        settle_drafted_greedily(&mut settled, seat);
        let (mine, theirs) = (settled.town(seat), settled.town(1 - seat));
        let [mine, theirs] = totals([mine, theirs], self.bonus_cards());
        let margin = mine - theirs;
        let pending = settled.pending_for(seat) as f64 - settled.pending_for(1 - seat) as f64;
        f64::from(margin) + PENDING_CARD_VALUE * pending
    }
}

/// Places the card `seat` drafted at its best immediate spot: a card in hand is worth what
/// its best spot adds. Free cards are estimated instead (settling a dozen of them for every
/// candidate move would make greedy play crawl).
fn settle_drafted_greedily(game: &mut CircleTheWagons, seat: Seat) {
    if game.phase() != Phase::PlaceDrafted {
        return;
    }
    let Some((drafter, id)) = game.to_place() else {
        return;
    };
    let Some(c) = card(id) else { return };
    if drafter != seat {
        return;
    }
    let mut best: Option<(i32, i8, i8, bool)> = None;
    for (x, y) in game.town(seat).spots().iter() {
        for upside_down in [false, true] {
            let mut town = game.town(seat).clone();
            town.place(c, x, y, upside_down);
            let s = total(&town, game.town(1 - seat), game.bonus_cards());
            if best.is_none_or(|b| s > b.0) {
                best = Some((s, x, y, upside_down));
            }
        }
    }
    if let Some((_, x, y, upside_down)) = best {
        // Legal by construction: (x, y) came from the town's spots.
        let _ = game.advance(Who::Seat(seat), &CtwAction::Place { x, y, upside_down });
    }
}
