//! What a seat sees of the table (`Game::view`), and the game a view rebuilds
//! (`Game::determinize`).

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use saloon_core::Seat;

use super::{CircleTheWagons, GameRecord, Phase};
use crate::content::{card, deck, Card, CardId, Territory};
use crate::town::{card_cells, Placement, Town};

/// What a seat sees. Circle the Wagons has no hidden information, so every seat sees the
/// whole table; the view is still its own type so that the contract holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct CtwView {
    pub you: Option<Seat>,
    pub phase: Phase,
    pub bonus: Vec<CardId>,
    pub ring: Vec<Option<CardId>>,
    pub first_slot: Option<u8>,
    pub towns: Vec<CtwTownView>,
    pub drafter: Seat,
    /// The card the acting seat must place now, if any.
    pub to_place: Option<CardId>,
    pub holding: Option<CardId>,
    pub free: Vec<CardId>,
    /// Who places the free cards (the drafter's opponent). Absent from final views saved in
    /// the history before it was added, where it no longer matters.
    #[serde(default)]
    pub free_to: Seat,
    /// The whole deck, so the UI can draw any card by id.
    pub cards: Vec<Card>,
    /// While drafting: each card that may be taken and the circle slots it would skip (those
    /// cards go to the opponent as free cards), so the UI never works the rule out itself.
    pub takes: Vec<CtwTake>,
    /// The card to place (`to_place`) as it lands each way up, so the UI does not turn cards
    /// itself. Absent from final views saved in the history before it was added.
    #[serde(default)]
    pub placing_look: Option<CtwCardLook>,
}

/// A card's four territories as they land, north-west, north-east, south-west, south-east.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct CtwCardLook {
    pub upright: [Territory; 4],
    /// Upside down: the card turned a half turn.
    pub upside_down: [Territory; 4],
}

impl CtwCardLook {
    /// How `card` lands each way up (the town's own `card_cells`).
    pub fn of(card: &Card) -> Self {
        let look = |upside_down| card_cells(card, 0, 0, upside_down).map(|(_, _, t)| t);
        CtwCardLook {
            upright: look(false),
            upside_down: look(true),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct CtwTake {
    pub slot: u8,
    /// Circle slots skipped, clockwise from the first card.
    pub skipped: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct CtwTownView {
    pub placements: Vec<Placement>,
    pub cells: Vec<crate::town::Cell>,
}

impl CircleTheWagons {
    /// What `seat` sees (`Game::view`): the whole table.
    pub(super) fn view_for(&self, seat: Option<Seat>) -> CtwView {
        CtwView {
            you: seat,
            phase: self.phase,
            bonus: self.bonus_cards().to_vec(),
            ring: self.ring().to_vec(),
            first_slot: self.first_slot,
            towns: self
                .towns
                .iter()
                .map(|t| CtwTownView {
                    placements: t.placements().to_vec(),
                    cells: t.cells(),
                })
                .collect(),
            drafter: self.drafter,
            to_place: self.to_place().map(|(_, c)| c),
            holding: self.holding,
            free: self.free().to_vec(),
            free_to: self.free_to(),
            cards: deck().to_vec(),
            takes: self.takes(),
            placing_look: self
                .to_place()
                .and_then(|(_, c)| card(c))
                .map(CtwCardLook::of),
        }
    }

    /// The game a view shows (`Game::determinize`): nothing is hidden, so the view is the
    /// whole table.
    pub(super) fn from_view(view: &CtwView) -> Self {
        let town = |i: usize| {
            view.towns
                .get(i)
                .and_then(|t| Town::from_placements(&t.placements))
                .unwrap_or_default()
        };
        let record = GameRecord {
            phase: view.phase,
            bonus: view.bonus.clone(),
            ring: view.ring.clone(),
            first_slot: view.first_slot,
            towns: [town(0), town(1)],
            drafter: view.drafter,
            holding: view.holding,
            free: view.free.clone(),
        };
        // A view this game made always fits; anything else gets a fresh table, not a panic.
        CircleTheWagons::try_from(record).unwrap_or_else(|_| CircleTheWagons::before_the_deal())
    }
}
