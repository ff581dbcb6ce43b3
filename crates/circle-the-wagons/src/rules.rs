//! The game on the `saloon_core::Game` contract.
//!
//! Turn structure, as pending decisions:
//! 1. chance deals (3 bonus cards to the centre, 15 around the circle);
//! 2. the second player (seat 1) picks the starting card for the first player (seat 0);
//! 3. the drafter takes the first card clockwise or skips ahead to any card; each skipped
//!    card goes to the opponent as a free card;
//! 4. the drafter places the drafted card;
//! 5. the opponent places each free card, in circle order;
//! 6. play passes to the opponent. After the last card is placed the game ends.

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use saloon_core::{Actor, Game, GameRng, PlayerCount, ScoreSheet, Seat, SetupError, Who};

use crate::content::{card, deck, Card, CardId, DECK_SIZE};
use crate::scoring::{score, total};
use crate::town::{Placement, Town};

pub const BONUS_CARDS: usize = 3;
pub const RING_SLOTS: usize = DECK_SIZE - BONUS_CARDS;

/// No options yet: the rulebook has no variants. Kept so saves stay compatible if it grows.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct CtwOptions {}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "CtwPhase"))]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance shuffles and deals.
    Deal,
    /// Seat 1 chooses the first player's starting card.
    ChooseStart,
    /// The drafter takes a card from the circle.
    Draft,
    /// The drafter places the card they took.
    PlaceDrafted,
    /// The opponent places their free cards, oldest first.
    PlaceFree,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum CtwAction {
    /// Chance: the shuffled deck, by card id. The first three go to the centre, the rest to
    /// circle slots 0..15 clockwise.
    Deal { order: Vec<CardId> },
    /// Seat 1 names the circle slot of the first player's starting card.
    ChooseStart { slot: u8 },
    /// Take the card in `slot`, skipping (and giving away) every card before it.
    Take { slot: u8 },
    /// Place the card to be placed with its north-west corner at (x, y).
    Place { x: i8, y: i8, upside_down: bool },
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(TS))]
pub enum CtwError {
    #[error("it is not that player's turn")]
    NotYourTurn,
    #[error("that move does not fit this moment of the game")]
    WrongPhase,
    #[error("a deal must be every card exactly once")]
    BadDeal,
    #[error("there is no card in circle slot {0}")]
    EmptySlot(u8),
    #[error("a card cannot go at ({0}, {1}): it must cover a territory or share an edge with one, and the first card goes at (0, 0)")]
    IllegalPosition(i8, i8),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum CtwEvent {
    Dealt {
        bonus: Vec<CardId>,
        ring: Vec<CardId>,
    },
    StartChosen {
        slot: u8,
        card: CardId,
    },
    Drafted {
        seat: Seat,
        card: CardId,
        skipped: Vec<CardId>,
    },
    Placed {
        seat: Seat,
        card: CardId,
        x: i8,
        y: i8,
        upside_down: bool,
        covered: u8,
    },
    TurnPassed {
        seat: Seat,
    },
    GameEnded {
        totals: Vec<i32>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CircleTheWagons {
    phase: Phase,
    /// The three bonus cards in the centre.
    bonus: Vec<CardId>,
    /// The circle, clockwise; a drafted card leaves its slot empty.
    ring: Vec<Option<CardId>>,
    /// The slot of the next drafter's "first card".
    first_slot: Option<u8>,
    towns: [Town; 2],
    drafter: Seat,
    /// The card the drafter took and must place.
    holding: Option<CardId>,
    /// Free cards the opponent must place, in circle order.
    free: Vec<CardId>,
}

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
    /// The whole deck, so the UI can draw any card by id.
    pub cards: Vec<Card>,
    /// While drafting: each card that may be taken and the circle slots it would skip (those
    /// cards go to the opponent as free cards), so the UI never works the rule out itself.
    pub takes: Vec<CtwTake>,
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
    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn town(&self, seat: Seat) -> &Town {
        &self.towns[usize::from(seat & 1)]
    }

    pub fn bonus_cards(&self) -> &[CardId] {
        &self.bonus
    }

    pub fn ring(&self) -> &[Option<CardId>] {
        &self.ring
    }

    /// The seat that must place a card now, and that card.
    pub fn to_place(&self) -> Option<(Seat, CardId)> {
        match self.phase {
            Phase::PlaceDrafted => self.holding.map(|c| (self.drafter, c)),
            Phase::PlaceFree => self.free.first().map(|&c| (1 - self.drafter, c)),
            _ => None,
        }
    }

    /// In the draft: every slot that may be taken and the slots taking it would skip.
    fn takes(&self) -> Vec<CtwTake> {
        if self.phase != Phase::Draft {
            return Vec::new();
        }
        let Some(first) = self.first_slot else {
            return Vec::new();
        };
        let order: Vec<u8> = self.clockwise_from(first).collect();
        let mut takes: Vec<CtwTake> = order
            .iter()
            .enumerate()
            .map(|(i, &slot)| CtwTake {
                slot,
                skipped: order[..i].to_vec(),
            })
            .collect();
        takes.sort_by_key(|t| t.slot);
        takes
    }

    /// Occupied slots clockwise from `from`, starting with `from` itself.
    fn clockwise_from(&self, from: u8) -> impl Iterator<Item = u8> + '_ {
        let n = self.ring.len();
        (0..n)
            .map(move |k| ((usize::from(from) + k) % n) as u8)
            .filter(|&s| self.ring[usize::from(s)].is_some())
    }

    fn place_card(&mut self, seat: Seat, card: &Card, x: i8, y: i8, upside_down: bool) -> CtwEvent {
        let covered = self.towns[usize::from(seat)].place(card, x, y, upside_down);
        CtwEvent::Placed {
            seat,
            card: card.id,
            x,
            y,
            upside_down,
            covered,
        }
    }

    fn end_turn(&mut self, events: &mut Vec<CtwEvent>) {
        if self.ring.iter().all(Option::is_none) {
            self.phase = Phase::Over;
            let totals = self.scores().iter().map(|s| s.total).collect();
            events.push(CtwEvent::GameEnded { totals });
        } else {
            self.drafter = 1 - self.drafter;
            self.phase = Phase::Draft;
            events.push(CtwEvent::TurnPassed { seat: self.drafter });
        }
    }

    fn apply_deal(&mut self, order: &[CardId]) -> Result<Vec<CtwEvent>, CtwError> {
        let mut sorted = order.to_vec();
        sorted.sort_unstable();
        if sorted != (1..=DECK_SIZE as CardId).collect::<Vec<_>>() {
            return Err(CtwError::BadDeal);
        }
        self.bonus = order[..BONUS_CARDS].to_vec();
        self.ring = order[BONUS_CARDS..].iter().map(|&c| Some(c)).collect();
        self.phase = Phase::ChooseStart;
        Ok(vec![CtwEvent::Dealt {
            bonus: self.bonus.clone(),
            ring: order[BONUS_CARDS..].to_vec(),
        }])
    }

    fn apply_take(&mut self, seat: Seat, slot: u8) -> Result<Vec<CtwEvent>, CtwError> {
        let Some(Some(taken)) = self.ring.get(usize::from(slot)).copied() else {
            return Err(CtwError::EmptySlot(slot));
        };
        let first = self.first_slot.unwrap_or(slot);
        let skipped_slots: Vec<u8> = self
            .clockwise_from(first)
            .take_while(|&s| s != slot)
            .collect();
        let skipped: Vec<CardId> = skipped_slots
            .iter()
            .filter_map(|&s| self.ring[usize::from(s)])
            .collect();
        for s in skipped_slots.iter().copied().chain([slot]) {
            self.ring[usize::from(s)] = None;
        }
        let next = self.clockwise_from(slot).next();
        self.first_slot = next;
        self.holding = Some(taken);
        self.free = skipped.clone();
        self.phase = Phase::PlaceDrafted;
        Ok(vec![CtwEvent::Drafted {
            seat,
            card: taken,
            skipped,
        }])
    }

    fn apply_place(
        &mut self,
        seat: Seat,
        x: i8,
        y: i8,
        upside_down: bool,
    ) -> Result<Vec<CtwEvent>, CtwError> {
        let Some((placer, id)) = self.to_place() else {
            return Err(CtwError::WrongPhase);
        };
        if placer != seat {
            return Err(CtwError::NotYourTurn);
        }
        if !self.town(seat).can_place(x, y) {
            return Err(CtwError::IllegalPosition(x, y));
        }
        let Some(card) = card(id) else {
            return Err(CtwError::WrongPhase);
        };
        let mut events = vec![self.place_card(seat, card, x, y, upside_down)];
        match self.phase {
            Phase::PlaceDrafted => {
                self.holding = None;
                if self.free.is_empty() {
                    self.end_turn(&mut events);
                } else {
                    self.phase = Phase::PlaceFree;
                }
            }
            _ => {
                self.free.remove(0);
                if self.free.is_empty() {
                    self.end_turn(&mut events);
                }
            }
        }
        Ok(events)
    }

    /// Place the card `seat` drafted at its best immediate spot, for the evaluation: a card
    /// in hand is worth what its best spot adds. Free cards are estimated instead (settling
    /// a dozen of them for every candidate move would make greedy play crawl).
    fn settle_drafted_greedily(&mut self, seat: Seat) {
        if self.phase == Phase::PlaceDrafted && self.drafter == seat {
            let Some((_, id)) = self.to_place() else {
                return;
            };
            let Some(c) = card(id) else { return };
            let mut best: Option<(i32, i8, i8, bool)> = None;
            for (x, y) in self.town(seat).legal_positions() {
                for upside_down in [false, true] {
                    let mut town = self.town(seat).clone();
                    town.place(c, x, y, upside_down);
                    let s = total(&town, self.town(1 - seat), &self.bonus);
                    if best.is_none_or(|b| s > b.0) {
                        best = Some((s, x, y, upside_down));
                    }
                }
            }
            if let Some((_, x, y, u)) = best {
                // Legal by construction: (x, y) came from legal_positions.
                let _ = self.apply_place(seat, x, y, u);
            }
        }
    }

    /// Cards `seat` still has to place (in hand or free).
    fn pending_for(&self, seat: Seat) -> usize {
        let holding = usize::from(self.holding.is_some() && self.drafter == seat);
        let free = if self.drafter != seat {
            self.free.len()
        } else {
            0
        };
        holding + free
    }
}

/// What a card still to be placed is worth on average, in the evaluation: a free card
/// handed to the opponent costs about this much.
const PENDING_CARD_VALUE: f64 = 1.5;

impl Game for CircleTheWagons {
    const ID: &'static str = "circle-the-wagons";
    const NAME: &'static str = "Circle the Wagons";
    const PLAYERS: PlayerCount = PlayerCount { min: 2, max: 2 };
    /// Deal + start choice + at most 15 drafts and 15 placements + turn bookkeeping.
    const MAX_ACTIONS: usize = 1 + 1 + 15 + 15;

    type Options = CtwOptions;
    type Action = CtwAction;
    type View = CtwView;
    type Event = CtwEvent;
    type Error = CtwError;

    fn new(_options: &CtwOptions, players: usize) -> Result<Self, SetupError> {
        if players != 2 {
            return Err(SetupError::PlayerCount {
                min: 2,
                max: 2,
                got: players,
            });
        }
        Ok(CircleTheWagons {
            phase: Phase::Deal,
            bonus: Vec::new(),
            ring: Vec::new(),
            first_slot: None,
            towns: [Town::default(), Town::default()],
            drafter: 0,
            holding: None,
            free: Vec::new(),
        })
    }

    fn players(&self) -> usize {
        2
    }

    fn actor(&self) -> Actor {
        match self.phase {
            Phase::Deal => Actor::Chance,
            Phase::ChooseStart => Actor::Seat(1),
            Phase::Draft | Phase::PlaceDrafted => Actor::Seat(self.drafter),
            Phase::PlaceFree => Actor::Seat(1 - self.drafter),
            Phase::Over => Actor::GameOver,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<CtwAction> {
        if !self.actor().includes(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::ChooseStart => (0..self.ring.len() as u8)
                .map(|slot| CtwAction::ChooseStart { slot })
                .collect(),
            Phase::Draft => {
                let mut v: Vec<CtwAction> = (0..self.ring.len() as u8)
                    .filter(|&s| self.ring[usize::from(s)].is_some())
                    .map(|slot| CtwAction::Take { slot })
                    .collect();
                v.sort();
                v
            }
            Phase::PlaceDrafted | Phase::PlaceFree => {
                let mut v: Vec<CtwAction> = self
                    .town(seat)
                    .legal_positions()
                    .into_iter()
                    .flat_map(|(x, y)| {
                        [false, true].map(|upside_down| CtwAction::Place { x, y, upside_down })
                    })
                    .collect();
                v.sort();
                v
            }
            Phase::Deal | Phase::Over => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Option<CtwAction> {
        if self.phase != Phase::Deal {
            return None;
        }
        let mut order: Vec<CardId> = deck().iter().map(|c| c.id).collect();
        rng.shuffle(&mut order);
        Some(CtwAction::Deal { order })
    }

    fn apply(&mut self, who: Who, action: &CtwAction) -> Result<Vec<CtwEvent>, CtwError> {
        match (who, action) {
            (Who::Chance, CtwAction::Deal { order }) if self.phase == Phase::Deal => {
                self.apply_deal(order)
            }
            (Who::Chance, _) | (_, CtwAction::Deal { .. }) => Err(CtwError::WrongPhase),
            (Who::Seat(seat), action) => {
                if !self.actor().includes(seat) {
                    return Err(CtwError::NotYourTurn);
                }
                match *action {
                    CtwAction::ChooseStart { slot } if self.phase == Phase::ChooseStart => {
                        let Some(Some(card)) = self.ring.get(usize::from(slot)).copied() else {
                            return Err(CtwError::EmptySlot(slot));
                        };
                        self.first_slot = Some(slot);
                        self.phase = Phase::Draft;
                        Ok(vec![CtwEvent::StartChosen { slot, card }])
                    }
                    CtwAction::Take { slot } if self.phase == Phase::Draft => {
                        self.apply_take(seat, slot)
                    }
                    CtwAction::Place { x, y, upside_down } => {
                        self.apply_place(seat, x, y, upside_down)
                    }
                    _ => Err(CtwError::WrongPhase),
                }
            }
        }
    }

    fn view(&self, seat: Option<Seat>) -> CtwView {
        CtwView {
            you: seat,
            phase: self.phase,
            bonus: self.bonus.clone(),
            ring: self.ring.clone(),
            first_slot: self.first_slot,
            towns: self
                .towns
                .iter()
                .map(|t| CtwTownView {
                    placements: t.placements().to_vec(),
                    cells: t.cells().to_vec(),
                })
                .collect(),
            drafter: self.drafter,
            to_place: self.to_place().map(|(_, c)| c),
            holding: self.holding,
            free: self.free.clone(),
            cards: deck().to_vec(),
            takes: self.takes(),
        }
    }

    fn redact(&self, event: &CtwEvent, _seat: Option<Seat>) -> Option<CtwEvent> {
        // Everything on a Circle the Wagons table is face up.
        Some(event.clone())
    }

    fn scores(&self) -> Vec<ScoreSheet> {
        vec![
            score(&self.towns[0], &self.towns[1], &self.bonus),
            score(&self.towns[1], &self.towns[0], &self.bonus),
        ]
    }

    fn winners(&self) -> Vec<Seat> {
        if self.phase != Phase::Over {
            return Vec::new();
        }
        let totals: Vec<i32> = self.scores().iter().map(|s| s.total).collect();
        let best = totals.iter().copied().max().unwrap_or(0);
        (0..2).filter(|&s| totals[usize::from(s)] == best).collect()
    }

    fn determinize(view: &CtwView, _seat: Seat, _rng: &mut GameRng) -> Self {
        // Nothing is hidden: the view is the whole table.
        let town = |i: usize| {
            view.towns
                .get(i)
                .and_then(|t| Town::from_placements(&t.placements))
                .unwrap_or_default()
        };
        CircleTheWagons {
            phase: view.phase,
            bonus: view.bonus.clone(),
            ring: view.ring.clone(),
            first_slot: view.first_slot,
            towns: [town(0), town(1)],
            drafter: view.drafter,
            holding: view.holding,
            free: view.free.clone(),
        }
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        let seat = seat & 1;
        let mut settled = self.clone();
        settled.settle_drafted_greedily(seat);
        let (mine, theirs) = (settled.town(seat), settled.town(1 - seat));
        let margin = total(mine, theirs, &self.bonus) - total(theirs, mine, &self.bonus);
        let pending = settled.pending_for(seat) as f64 - settled.pending_for(1 - seat) as f64;
        f64::from(margin) + PENDING_CARD_VALUE * pending
    }
}
