//! How good a position looks to a seat, for the bots: the score margin once the card in hand
//! is placed at its best spot, plus an estimate for the cards still to place.

use saloon_core::{BotTuning, Game, Seat, Who};

use crate::content::card;
use crate::rules::{CircleTheWagons, CtwAction, Phase};
use crate::scoring::{totals, Rival};

/// What a card still to be placed is worth on average, in the evaluation: a free card
/// handed to the opponent costs about this much.
const PENDING_CARD_VALUE: f64 = 1.5;

impl BotTuning for CircleTheWagons {
    /// The evaluation settles every drafted card itself, so bots look no further.
    const LOOKAHEAD: usize = 0;

    fn evaluate(&self, seat: Seat) -> f64 {
        let seat = seat & 1;
        // Only a card in the seat's hand needs a copy of the game to settle it on.
        match best_drafted_spot(self, seat) {
            Some(place) => {
                let mut settled = self.clone();
                // Legal by construction: the spot came from the town's spots.
                let _ = settled.advance(Who::Seat(seat), &place);
                value(&settled, seat)
            }
            None => value(self, seat),
        }
    }
}

/// The margin of `game` for `seat`, and the cards still to place at their average worth.
fn value(game: &CircleTheWagons, seat: Seat) -> f64 {
    let (mine, theirs) = (game.town(seat), game.town(1 - seat));
    let [mine, theirs] = totals([mine, theirs], game.bonus_cards());
    let margin = mine - theirs;
    let pending = game.pending_for(seat) as f64 - game.pending_for(1 - seat) as f64;
    f64::from(margin) + PENDING_CARD_VALUE * pending
}

/// The best immediate spot for the card `seat` drafted, if it holds one: a card in hand is
/// worth what its best spot adds. Free cards are estimated instead (settling a dozen of them
/// for every candidate move would make greedy play crawl). The rival's town is the same for
/// every spot, so its groups are worked out once; one copy of the town takes each spot.
fn best_drafted_spot(game: &CircleTheWagons, seat: Seat) -> Option<CtwAction> {
    if game.phase() != Phase::PlaceDrafted {
        return None;
    }
    let (drafter, id) = game.to_place()?;
    let c = card(id)?;
    if drafter != seat {
        return None;
    }
    let own = game.town(seat);
    let rival = Rival::new(game.town(1 - seat));
    let mut town = own.clone();
    let mut best: Option<(i32, i8, i8, bool)> = None;
    for (x, y) in own.spots().iter() {
        for upside_down in [false, true] {
            town.clone_from(own);
            town.place(c, x, y, upside_down);
            let s = rival.total(&town, game.bonus_cards());
            if best.is_none_or(|b| s > b.0) {
                best = Some((s, x, y, upside_down));
            }
        }
    }
    best.map(|(_, x, y, upside_down)| CtwAction::Place { x, y, upside_down })
}
