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

use saloon_core::{Actor, Events, Game, GameRng, PlayerCount, ScoreSheet, Seat, SetupError, Who};

use crate::content::{card, deck, CardId, DECK_SIZE};
use crate::scoring::{scores, totals};
use crate::town::{Town, MAX_CARDS};

mod view;

pub use view::{CtwCardLook, CtwTake, CtwTownView, CtwView};

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

#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(rename_all = "kebab-case")]
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
    #[error(
        "a card cannot go at ({0}, {1}): it must cover a territory or share an edge with one, \
         and the first card goes at (0, 0)"
    )]
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
        /// Who gets the skipped cards to place (the drafter's opponent).
        free_to: Seat,
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

/// The game state. Fixed-size arrays rather than lists, so cloning and playing out a game
/// never touches the heap; serialized as [`GameRecord`], the form it always had.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "GameRecord", try_from = "GameRecord")]
pub struct CircleTheWagons {
    phase: Phase,
    /// The three bonus cards in the centre (0 until the deal).
    bonus: [CardId; BONUS_CARDS],
    /// The circle, clockwise; a drafted card leaves its slot empty (all empty until the deal).
    ring: [Option<CardId>; RING_SLOTS],
    /// The slot of the next drafter's "first card".
    first_slot: Option<u8>,
    towns: [Town; 2],
    drafter: Seat,
    /// The card the drafter took and must place.
    holding: Option<CardId>,
    /// Free cards the opponent must place, in circle order: `free[..free_count]`, the rest 0.
    free: [CardId; RING_SLOTS],
    free_count: u8,
}

// A town must have room for every card the circle can hand one player.
const _: () = assert!(RING_SLOTS == MAX_CARDS);

/// The serde form of the game state, field for field what it was when the state was stored
/// in these types directly: before the deal `bonus` and `ring` are empty.
#[derive(Clone, Serialize, Deserialize)]
struct GameRecord {
    phase: Phase,
    bonus: Vec<CardId>,
    ring: Vec<Option<CardId>>,
    first_slot: Option<u8>,
    towns: [Town; 2],
    drafter: Seat,
    holding: Option<CardId>,
    free: Vec<CardId>,
}

impl From<CircleTheWagons> for GameRecord {
    fn from(game: CircleTheWagons) -> Self {
        GameRecord {
            phase: game.phase,
            bonus: game.bonus_cards().to_vec(),
            ring: game.ring().to_vec(),
            first_slot: game.first_slot,
            free: game.free().to_vec(),
            towns: game.towns,
            drafter: game.drafter,
            holding: game.holding,
        }
    }
}

impl TryFrom<GameRecord> for CircleTheWagons {
    type Error = String;

    fn try_from(record: GameRecord) -> Result<Self, Self::Error> {
        let dealt = record.phase != Phase::Deal;
        let (bonus_len, ring_len) = if dealt {
            (BONUS_CARDS, RING_SLOTS)
        } else {
            (0, 0)
        };
        if record.bonus.len() != bonus_len || record.ring.len() != ring_len {
            return Err(format!(
                "{:?}: {bonus_len} bonus cards and {ring_len} circle slots expected",
                record.phase
            ));
        }
        if record.free.len() > RING_SLOTS || record.drafter > 1 {
            return Err("free cards or drafter out of range".to_string());
        }
        let mut game = CircleTheWagons {
            phase: record.phase,
            first_slot: record.first_slot,
            towns: record.towns,
            drafter: record.drafter,
            holding: record.holding,
            ..CircleTheWagons::before_the_deal()
        };
        game.bonus[..bonus_len].copy_from_slice(&record.bonus);
        game.ring[..ring_len].copy_from_slice(&record.ring);
        game.free[..record.free.len()].copy_from_slice(&record.free);
        game.free_count = record.free.len() as u8;
        Ok(game)
    }
}

impl CircleTheWagons {
    fn before_the_deal() -> Self {
        CircleTheWagons {
            phase: Phase::Deal,
            bonus: [0; BONUS_CARDS],
            ring: [None; RING_SLOTS],
            first_slot: None,
            towns: [Town::default(), Town::default()],
            drafter: 0,
            holding: None,
            free: [0; RING_SLOTS],
            free_count: 0,
        }
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn town(&self, seat: Seat) -> &Town {
        &self.towns[usize::from(seat & 1)]
    }

    /// The bonus cards in the centre; none before the deal.
    pub fn bonus_cards(&self) -> &[CardId] {
        if self.phase == Phase::Deal {
            &[]
        } else {
            &self.bonus
        }
    }

    /// The circle's slots, clockwise; none before the deal.
    pub fn ring(&self) -> &[Option<CardId>] {
        if self.phase == Phase::Deal {
            &[]
        } else {
            &self.ring
        }
    }

    fn free(&self) -> &[CardId] {
        &self.free[..usize::from(self.free_count)]
    }

    /// The slots that still hold a card, in slot order.
    fn occupied_slots(&self) -> impl Iterator<Item = u8> + '_ {
        (0..self.ring().len() as u8).filter(|&s| self.ring[usize::from(s)].is_some())
    }

    /// Who places the cards the drafter skipped: the opponent.
    pub fn free_to(&self) -> Seat {
        1 - self.drafter
    }

    /// The seat that must place a card now, and that card.
    pub fn to_place(&self) -> Option<(Seat, CardId)> {
        match self.phase {
            Phase::PlaceDrafted => self.holding.map(|c| (self.drafter, c)),
            Phase::PlaceFree => self.free().first().map(|&c| (self.free_to(), c)),
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
        let ring = self.ring();
        let n = ring.len();
        // Slots (from + k) % n for k in 0..n, with a single division.
        let start = if n == 0 { 0 } else { usize::from(from) % n };
        (start..n)
            .chain(0..start)
            .filter(move |&s| ring[s].is_some())
            .map(|s| s as u8)
    }

    /// The seats with the best of `totals` once the game is over; nobody before.
    fn winners_by(&self, totals: [i32; 2]) -> Vec<Seat> {
        if self.phase != Phase::Over {
            return Vec::new();
        }
        let best = totals.iter().copied().max().unwrap_or(0);
        (0..2).filter(|&s| totals[usize::from(s)] == best).collect()
    }

    /// Both seats' totals, without building score sheets.
    fn totals(&self) -> [i32; 2] {
        totals([&self.towns[0], &self.towns[1]], self.bonus_cards())
    }

    fn end_turn(&mut self, events: &mut impl Events<CtwEvent>) {
        if self.ring.iter().all(Option::is_none) {
            self.phase = Phase::Over;
            events.tell(|| CtwEvent::GameEnded {
                totals: self.totals().to_vec(),
            });
        } else {
            self.drafter = 1 - self.drafter;
            self.phase = Phase::Draft;
            events.tell(|| CtwEvent::TurnPassed { seat: self.drafter });
        }
    }

    fn apply_deal(
        &mut self,
        order: &[CardId],
        events: &mut impl Events<CtwEvent>,
    ) -> Result<(), CtwError> {
        // Every card exactly once: eighteen ids, each from 1 to 18, none twice.
        if order.len() != DECK_SIZE {
            return Err(CtwError::BadDeal);
        }
        let mut seen = 0u32;
        for &id in order {
            if id == 0 || usize::from(id) > DECK_SIZE || seen & (1 << id) != 0 {
                return Err(CtwError::BadDeal);
            }
            seen |= 1 << id;
        }
        let (bonus, ring) = order.split_at(BONUS_CARDS);
        self.bonus.copy_from_slice(bonus);
        for (slot, &id) in self.ring.iter_mut().zip(ring) {
            *slot = Some(id);
        }
        self.phase = Phase::ChooseStart;
        events.tell(|| CtwEvent::Dealt {
            bonus: bonus.to_vec(),
            ring: ring.to_vec(),
        });
        Ok(())
    }

    fn apply_take(
        &mut self,
        seat: Seat,
        slot: u8,
        events: &mut impl Events<CtwEvent>,
    ) -> Result<(), CtwError> {
        let Some(Some(taken)) = self.ring().get(usize::from(slot)).copied() else {
            return Err(CtwError::EmptySlot(slot));
        };
        let first = self.first_slot.unwrap_or(slot);
        let mut skipped = [0; RING_SLOTS];
        let mut skipped_count = 0;
        for s in self.clockwise_from(first).take_while(|&s| s != slot) {
            if let Some(id) = self.ring[usize::from(s)] {
                skipped[skipped_count] = id;
                skipped_count += 1;
            }
        }
        // Empty every slot from the first card clockwise to the one taken.
        let start = usize::from(first) % RING_SLOTS;
        for s in (start..RING_SLOTS).chain(0..start) {
            self.ring[s] = None;
            if s == usize::from(slot) {
                break;
            }
        }
        let next = self.clockwise_from(slot).next();
        self.first_slot = next;
        self.holding = Some(taken);
        self.free = skipped;
        self.free_count = skipped_count as u8;
        self.phase = Phase::PlaceDrafted;
        let free_to = self.free_to();
        events.tell(|| CtwEvent::Drafted {
            seat,
            card: taken,
            skipped: skipped[..skipped_count].to_vec(),
            free_to,
        });
        Ok(())
    }

    fn apply_place(
        &mut self,
        seat: Seat,
        x: i8,
        y: i8,
        upside_down: bool,
        events: &mut impl Events<CtwEvent>,
    ) -> Result<(), CtwError> {
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
        // A spot `can_place` allows is always on the grid, so this never refuses.
        let Some(covered) = self.towns[usize::from(seat & 1)].place(card, x, y, upside_down) else {
            return Err(CtwError::IllegalPosition(x, y));
        };
        // The placement, then perhaps the turn passing or the game ending.
        events.tell(|| CtwEvent::Placed {
            seat,
            card: id,
            x,
            y,
            upside_down,
            covered,
        });
        match self.phase {
            Phase::PlaceDrafted => {
                self.holding = None;
                if self.free_count == 0 {
                    self.end_turn(events);
                } else {
                    self.phase = Phase::PlaceFree;
                }
            }
            _ => {
                let count = usize::from(self.free_count);
                self.free.copy_within(1..count, 0);
                self.free[count - 1] = 0;
                self.free_count -= 1;
                if self.free_count == 0 {
                    self.end_turn(events);
                }
            }
        }
        Ok(())
    }

    /// Cards `seat` still has to place (in hand or free).
    pub(crate) fn pending_for(&self, seat: Seat) -> usize {
        let holding = usize::from(self.holding.is_some() && self.drafter == seat);
        let free = if self.drafter != seat {
            self.free().len()
        } else {
            0
        };
        holding + free
    }
}

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
        Ok(CircleTheWagons::before_the_deal())
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
            Phase::ChooseStart => (0..self.ring().len() as u8)
                .map(|slot| CtwAction::ChooseStart { slot })
                .collect(),
            Phase::Draft => self
                .occupied_slots()
                .map(|slot| CtwAction::Take { slot })
                .collect(),
            Phase::PlaceDrafted | Phase::PlaceFree => {
                let spots = self.town(seat).spots();
                let mut v = Vec::with_capacity(2 * spots.len());
                for (x, y) in spots.iter() {
                    for upside_down in [false, true] {
                        v.push(CtwAction::Place { x, y, upside_down });
                    }
                }
                v
            }
            Phase::Deal | Phase::Over => Vec::new(),
        }
    }

    /// Draws the action at the same index of the same (sorted) list as the default would, so
    /// it plays exactly the same games, but counts and picks without building the list.
    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<CtwAction> {
        if !self.actor().includes(seat) {
            return None;
        }
        match self.phase {
            Phase::ChooseStart => {
                let slots = self.ring().len();
                (slots > 0).then(|| CtwAction::ChooseStart {
                    slot: rng.index(slots) as u8,
                })
            }
            Phase::Draft => {
                let takes = self.occupied_slots().count();
                if takes == 0 {
                    return None;
                }
                let slot = self.occupied_slots().nth(rng.index(takes))?;
                Some(CtwAction::Take { slot })
            }
            Phase::PlaceDrafted | Phase::PlaceFree => {
                let spots = self.town(seat).spots();
                if spots.is_empty() {
                    return None;
                }
                // Each spot is listed twice in a row: upright, then upside down.
                let i = rng.index(2 * spots.len());
                let (x, y) = spots.get(i / 2)?;
                Some(CtwAction::Place {
                    x,
                    y,
                    upside_down: i % 2 == 1,
                })
            }
            Phase::Deal | Phase::Over => None,
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

    fn play(
        &mut self,
        who: Who,
        action: &CtwAction,
        events: &mut impl Events<CtwEvent>,
    ) -> Result<(), CtwError> {
        match (who, action) {
            (Who::Chance, CtwAction::Deal { order }) if self.phase == Phase::Deal => {
                self.apply_deal(order, events)
            }
            (Who::Chance, _) | (_, CtwAction::Deal { .. }) => Err(CtwError::WrongPhase),
            (Who::Seat(seat), action) => {
                if !self.actor().includes(seat) {
                    return Err(CtwError::NotYourTurn);
                }
                match *action {
                    CtwAction::ChooseStart { slot } if self.phase == Phase::ChooseStart => {
                        let Some(Some(card)) = self.ring().get(usize::from(slot)).copied() else {
                            return Err(CtwError::EmptySlot(slot));
                        };
                        self.first_slot = Some(slot);
                        self.phase = Phase::Draft;
                        events.tell(|| CtwEvent::StartChosen { slot, card });
                        Ok(())
                    }
                    CtwAction::Take { slot } if self.phase == Phase::Draft => {
                        self.apply_take(seat, slot, events)
                    }
                    CtwAction::Place { x, y, upside_down } => {
                        self.apply_place(seat, x, y, upside_down, events)
                    }
                    _ => Err(CtwError::WrongPhase),
                }
            }
        }
    }

    fn view(&self, seat: Option<Seat>) -> CtwView {
        self.view_for(seat)
    }

    fn redact(&self, event: &CtwEvent, _seat: Option<Seat>) -> Option<CtwEvent> {
        // Everything on a Circle the Wagons table is face up.
        Some(event.clone())
    }

    fn scores(&self) -> Vec<ScoreSheet> {
        scores([&self.towns[0], &self.towns[1]], self.bonus_cards()).into()
    }

    fn winners(&self) -> Vec<Seat> {
        self.winners_by(self.totals())
    }

    /// The sheets' totals are the totals: the towns' groups are worked out once for both.
    fn scores_and_winners(&self) -> (Vec<ScoreSheet>, Vec<Seat>) {
        let sheets = self.scores();
        let winners = self.winners_by([sheets[0].total, sheets[1].total]);
        (sheets, winners)
    }

    /// Nothing is hidden and nothing drawn: the sample a seat's view rebuilds is the game.
    fn determinize_for(&self, _seat: Seat, _rng: &mut GameRng) -> Self {
        self.clone()
    }

    fn determinize_draws(&self, _seat: Seat, _rng: &mut GameRng) {}

    fn determinize(view: &CtwView, _seat: Seat, _rng: &mut GameRng) -> Self {
        // Nothing is hidden: the view is the whole table.
        Self::from_view(view)
    }
}
