//! The game on the `saloon_core::Game` contract, chapter by chapter of the rule text:
//!
//! 1. *Rolling*: chance draws the first player once, then rolls the four dice each turn.
//! 2. *Choosing terrain*: the roller sets one die aside; it is never spent or banked.
//! 3. *Spending and banking* (`spending.rs`): a claim, a contract and an office at most once
//!    each a turn, any number of shipments, one own-turn bank; paying uses rolled dice first.
//! 4. *Passing the dice* (`banking.rs`): after the roller ends the turn, every eligible
//!    neighbour may bank one of the roll's three resources, all at once (a simultaneous
//!    decision, so no seat sees another's pending choice); with two players a ghost roll
//!    after each of rounds 1-5 offers three more dice.
//! 5. *End of the game*: after the last turn of round 6, `scoring` awards majorities and
//!    offices.
//!
//! Solo (`jumper.rs`): the Claim Jumper takes the second sheet and plays its turns by fixed
//! priorities the moment its dice are rolled.

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use saloon_core::{Actor, Events, Game, GameRng, PlayerCount, ScoreSheet, Seat, SetupError, Who};

use crate::content::{content, Counts, Resource};
use crate::scoring::{best, score_sheets, totals};
use crate::sheet::{AutoBank, Sheet, TURNS};

mod banking;
mod jumper;
mod legal;
mod spending;
mod view;

pub use view::{RwAnswer, RwClaimMarks, RwNextRank, RwOfferView, RwPayment, RwScore, RwView};

/// Rounds in a game.
pub const ROUNDS: u8 = 6;
/// Sheets at the table at most (four players, or a player and the Claim Jumper).
pub const MAX_SHEETS: usize = 4;

/// Variants: none in the rule text. Kept so that saves stay readable if one comes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct RwOptions {}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwPhase"))]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance draws the first player.
    First,
    /// Chance rolls the roller's four dice.
    Roll,
    /// The roller sets a die aside as the terrain.
    Terrain,
    /// The roller spends, ships and banks, then ends the turn.
    Spend,
    /// Eligible players bank one resource of the roll just made, or pass.
    Offer,
    /// Chance rolls the 2-player ghost roll's three dice.
    Ghost,
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum RwAction {
    /// Chance: who goes first, for all six rounds (a sheet: in solo the Claim Jumper may).
    First {
        player: u8,
    },
    /// Chance: the roller's four dice.
    Roll {
        dice: [Resource; 4],
    },
    /// Chance: the ghost roll's three dice (2 players, rounds 1-5).
    Ghost {
        dice: [Resource; 3],
    },
    /// Set a die showing `resource` aside as the terrain.
    Terrain {
        resource: Resource,
    },
    /// One wood: a triangle in the leftmost empty space of the terrain's claim row.
    Camp,
    /// Two wood: a triangle and a circle in the next two empty spaces.
    Settlement,
    /// Pay contract `id`'s metals at once and take it from everyone.
    Contract {
        id: u8,
    },
    /// Pay office `id`'s two metals (row-major) and take it from everyone.
    Office {
        id: u8,
    },
    /// Ship one `metal`: check the leftmost empty box of its row.
    Ship {
        metal: Resource,
    },
    /// Bank one rolled `resource` for a later turn (once a turn, not in the last one).
    Bank {
        resource: Resource,
    },
    EndTurn,
    /// Between turns: bank a `resource` of the roll on offer.
    Copy {
        resource: Resource,
    },
    /// Between turns: bank nothing this time.
    Pass,
    /// Set what the engine does for this seat when a roll is offered (once a decision).
    AutoBank {
        pref: AutoBank,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(rename_all = "kebab-case")]
pub enum RwError {
    #[error("it is not that player's turn")]
    NotYourTurn,
    #[error("that move does not fit this moment of the game")]
    WrongPhase,
    #[error("chance cannot roll that")]
    BadChance,
    #[error("no die shows that resource")]
    NotRolled,
    #[error("you already made a claim this turn")]
    ClaimMade,
    #[error("that claim row has no room for it")]
    RowFull,
    #[error("you already took a contract this turn")]
    ContractMade,
    #[error("you already bought an office this turn")]
    OfficeBought,
    #[error("that contract or office is taken")]
    Taken,
    #[error("the sheet has no contract or office with that number")]
    NoSuchId,
    #[error("you cannot pay for that")]
    CannotPay,
    #[error("that shipping row is complete")]
    RowComplete,
    #[error("only metals ship")]
    NotAMetal,
    #[error("you already banked this turn")]
    AlreadyBanked,
    #[error("a bank in your last turn would never be spent")]
    LastTurn,
    #[error("that resource is not on offer")]
    NotOffered,
    #[error("you may change your auto-bank once a decision, to something new")]
    Preference,
}

/// Who a bank between turns comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "RwSource"))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Source {
    Roll { player: u8 },
    Ghost,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum RwEvent {
    FirstPlayer {
        player: u8,
    },
    RoundStarted {
        round: u8,
    },
    Rolled {
        player: u8,
        dice: [Resource; 4],
    },
    TerrainChosen {
        player: u8,
        resource: Resource,
    },
    /// A camp (one space) or a settlement (two) from space `first` of row `row`.
    Built {
        player: u8,
        row: Resource,
        settlement: bool,
        first: u8,
        points: u8,
    },
    ContractTaken {
        player: u8,
        id: u8,
        points: u8,
    },
    OfficeTaken {
        player: u8,
        id: u8,
    },
    /// Box `at` of `metal`'s row checked for `points`; `first` when it took a double box's
    /// higher number from everyone else.
    Shipped {
        player: u8,
        metal: Resource,
        at: u8,
        points: u8,
        first: bool,
    },
    Banked {
        player: u8,
        resource: Resource,
    },
    TurnEnded {
        player: u8,
    },
    GhostRolled {
        dice: [Resource; 3],
    },
    /// A bank between turns, told once every eligible player has answered.
    Copied {
        player: u8,
        resource: Resource,
        from: Source,
        /// Taken by the player's auto-bank preference, without asking.
        auto: bool,
    },
    /// A player answered an offer (what, is told when everyone has).
    Answered {
        player: u8,
    },
    AutoBankSet {
        player: u8,
        pref: AutoBank,
    },
    GameEnded {
        totals: Vec<i32>,
    },
}

/// A roll on offer between turns and the answers so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Offer {
    pub ghost: bool,
    pub dice: [Option<Resource>; 3],
    /// Sheets asked (bit per sheet) and those that answered.
    pub asked: u8,
    pub answered: u8,
    /// Sheets whose auto-bank preference answered for them.
    pub auto: u8,
    /// Each answer: `Some(resource)` to bank it, `None` to pass.
    pub choice: [Option<Resource>; MAX_SHEETS],
}

/// What the roller has done this turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct TurnFlags {
    pub claimed: bool,
    pub contracted: bool,
    pub officed: bool,
    pub banked: bool,
}

/// The game state: fixed-size, so a playout never touches the heap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RolledWest {
    /// Seats at the table (1 in solo).
    pub(crate) seats: u8,
    /// Sheets: the seats', plus the Claim Jumper's in solo.
    pub(crate) sheet_count: u8,
    pub(crate) sheets: [Sheet; MAX_SHEETS],
    pub(crate) first: u8,
    /// 1 to 6.
    pub(crate) round: u8,
    pub(crate) roller: u8,
    pub(crate) phase: Phase,
    pub(crate) dice: [Resource; 4],
    /// The die set aside as terrain.
    pub(crate) terrain: Option<u8>,
    /// Dice spent or banked this turn (bit per die).
    pub(crate) used: u8,
    pub(crate) turn: TurnFlags,
    /// Seats (bit per sheet) that changed their auto-bank during the current decision.
    pub(crate) pref_changed: u8,
    pub(crate) offer: Offer,
    /// The Claim Jumper's dice kept between turns (solo).
    pub(crate) stash: Counts,
}

impl RolledWest {
    /// The Claim Jumper's sheet, in solo.
    pub fn jumper(&self) -> Option<u8> {
        (self.seats == 1).then_some(1)
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn roller(&self) -> u8 {
        self.roller
    }

    pub fn sheets(&self) -> &[Sheet] {
        &self.sheets[..usize::from(self.sheet_count)]
    }

    pub fn sheet(&self, player: u8) -> &Sheet {
        &self.sheets[usize::from(player)]
    }

    pub fn dice(&self) -> [Resource; 4] {
        self.dice
    }

    pub fn stash(&self) -> Counts {
        self.stash
    }

    /// Every sheet's score, the Claim Jumper's included.
    pub fn sheet_scores(&self) -> Vec<ScoreSheet> {
        score_sheets(self.sheets())
    }

    /// The sheets that won, once the game is over, the Claim Jumper's included (what the
    /// end table stars): the best total, a tie shared; in solo the player wins only by
    /// beating the Jumper, so the Jumper's sheet wins a tie.
    pub fn winning_sheets(&self) -> Vec<u8> {
        if self.phase != Phase::Over {
            return Vec::new();
        }
        let totals = &totals(self.sheets())[..self.sheets().len()];
        match self.jumper() {
            Some(jumper) if totals[0] > totals[usize::from(jumper)] => vec![0],
            Some(jumper) => vec![jumper],
            None => best(totals),
        }
    }

    /// Whether the roller is in their last turn.
    pub fn last_turn(&self) -> bool {
        self.sheets[usize::from(self.roller)].turns + 1 == TURNS
    }

    fn seat_sheet(&self, who: Who) -> Result<u8, RwError> {
        match who {
            Who::Seat(s) if s < self.seats => Ok(s),
            _ => Err(RwError::NotYourTurn),
        }
    }

    fn next_roller(&self) -> u8 {
        (self.roller + 1) % self.sheet_count
    }

    fn is_last_in_round(&self) -> bool {
        self.next_roller() == self.first
    }

    /// After a roll's offer closes: the next roller, the ghost roll, or the end.
    fn after_offer<E: Events<RwEvent>>(&mut self, events: &mut E) {
        if self.offer.ghost {
            self.start_round(self.round + 1, events);
        } else if !self.is_last_in_round() {
            self.roller = self.next_roller();
            self.phase = Phase::Roll;
        } else if self.round == ROUNDS {
            self.phase = Phase::Over;
            let sheets = self.sheets();
            events.tell(|| RwEvent::GameEnded {
                totals: totals(sheets)[..sheets.len()].to_vec(),
            });
        } else if self.sheet_count == 2 {
            self.phase = Phase::Ghost;
        } else {
            self.start_round(self.round + 1, events);
        }
        self.offer = Offer::default();
    }

    fn start_round<E: Events<RwEvent>>(&mut self, round: u8, events: &mut E) {
        self.round = round;
        self.roller = self.first;
        self.phase = Phase::Roll;
        events.tell(|| RwEvent::RoundStarted { round });
    }

    fn roll_die(rng: &mut GameRng) -> Resource {
        content().face_of[rng.below(12) as usize]
    }

    /// Whether `seat` is asked about the offer and has not answered.
    fn asked(&self, seat: Seat) -> bool {
        self.phase == Phase::Offer
            && self.offer.asked & (1 << seat) != 0
            && self.offer.answered & (1 << seat) == 0
    }

    fn set_pref<E: Events<RwEvent>>(
        &mut self,
        player: u8,
        pref: AutoBank,
        events: &mut E,
    ) -> Result<(), RwError> {
        let sheet = &mut self.sheets[usize::from(player)];
        if self.pref_changed & (1 << player) != 0 || sheet.auto_bank == pref {
            return Err(RwError::Preference);
        }
        sheet.auto_bank = pref;
        self.pref_changed |= 1 << player;
        events.tell(|| RwEvent::AutoBankSet { player, pref });
        Ok(())
    }

    fn play_chance<E: Events<RwEvent>>(
        &mut self,
        action: &RwAction,
        events: &mut E,
    ) -> Result<(), RwError> {
        match (*action, self.phase) {
            (RwAction::First { player }, Phase::First) => {
                if player >= self.sheet_count {
                    return Err(RwError::BadChance);
                }
                self.first = player;
                events.tell(|| RwEvent::FirstPlayer { player });
                self.start_round(1, events);
                Ok(())
            }
            (RwAction::Roll { dice }, Phase::Roll) => {
                let player = self.roller;
                self.dice = dice;
                self.terrain = None;
                self.used = 0;
                self.turn = TurnFlags::default();
                events.tell(|| RwEvent::Rolled { player, dice });
                if Some(player) == self.jumper() {
                    self.play_jumper_turn(events);
                    self.end_turn(events);
                } else {
                    self.phase = Phase::Terrain;
                }
                Ok(())
            }
            (RwAction::Ghost { dice }, Phase::Ghost) => {
                events.tell(|| RwEvent::GhostRolled { dice });
                self.open_offer(true, dice.map(Some), events);
                Ok(())
            }
            _ => Err(RwError::BadChance),
        }
    }
}

impl Game for RolledWest {
    const ID: &'static str = "rolled-west";
    const NAME: &'static str = "Rolled West";
    const PLAYERS: PlayerCount = PlayerCount { min: 1, max: 4 };
    /// A turn is at most: a roll, the terrain, a claim, a contract, an office, 15 shipments,
    /// a bank, an auto-bank change and the end; each roll's offer at most two answers a seat.
    const MAX_ACTIONS: usize = 1 + 6 * 4 * (23 + 4 * 2) + 6 * 3;

    type Options = RwOptions;
    type Action = RwAction;
    type View = RwView;
    type Event = RwEvent;
    type Error = RwError;

    fn new(_options: &RwOptions, players: usize) -> Result<Self, SetupError> {
        if !(Self::PLAYERS.min..=Self::PLAYERS.max).contains(&players) {
            return Err(SetupError::PlayerCount {
                min: Self::PLAYERS.min,
                max: Self::PLAYERS.max,
                got: players,
            });
        }
        Ok(RolledWest {
            seats: players as u8,
            sheet_count: players.max(2) as u8,
            sheets: [Sheet::default(); MAX_SHEETS],
            first: 0,
            round: 1,
            roller: 0,
            phase: Phase::First,
            dice: [Resource::Wood; 4],
            terrain: None,
            used: 0,
            turn: TurnFlags::default(),
            pref_changed: 0,
            offer: Offer::default(),
            stash: [0; 4],
        })
    }

    fn players(&self) -> usize {
        usize::from(self.seats)
    }

    fn actor(&self) -> Actor {
        match self.phase {
            Phase::First | Phase::Roll | Phase::Ghost => Actor::Chance,
            Phase::Terrain | Phase::Spend => Actor::Seat(self.roller),
            Phase::Offer => {
                Actor::Simultaneous((0..self.seats).filter(|&s| self.asked(s)).collect())
            }
            Phase::Over => Actor::GameOver,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<RwAction> {
        let mask = self.legal_mask(seat);
        let mut out = Vec::with_capacity(mask.count_ones() as usize);
        Self::each_in(mask, |a| out.push(a));
        out
    }

    /// Draws from the legal actions' mask: a random game lists and allocates nothing.
    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<RwAction> {
        Self::draw(self.legal_mask(seat), rng)
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Option<RwAction> {
        match self.phase {
            Phase::First => Some(RwAction::First {
                player: rng.below(u32::from(self.sheet_count)) as u8,
            }),
            Phase::Roll => Some(RwAction::Roll {
                dice: std::array::from_fn(|_| Self::roll_die(rng)),
            }),
            Phase::Ghost => Some(RwAction::Ghost {
                dice: std::array::from_fn(|_| Self::roll_die(rng)),
            }),
            _ => None,
        }
    }

    fn play(
        &mut self,
        who: Who,
        action: &RwAction,
        events: &mut impl Events<RwEvent>,
    ) -> Result<(), RwError> {
        if self.phase == Phase::Over {
            return Err(RwError::WrongPhase);
        }
        if who == Who::Chance {
            return self.play_chance(action, events);
        }
        let seat = self.seat_sheet(who)?;
        match self.phase {
            Phase::Terrain | Phase::Spend if seat == self.roller => self.play_turn(action, events),
            Phase::Offer if self.asked(seat) => self.answer(seat, action, events),
            _ => Err(RwError::NotYourTurn),
        }
    }

    fn view(&self, seat: Option<Seat>) -> RwView {
        self.view_for(seat)
    }

    /// An answer to an offer is held back only until every asked seat has answered; the
    /// rules make it public (neighbours decide after the roller ends the turn, the sheets are
    /// public and the order changes nothing), so at a table it is given at the seat's edge.
    fn chooses_in_the_open(&self, seat: Seat) -> bool {
        self.asked(seat)
    }

    /// Nothing on a Rolled West table is secret but an answer to an offer before everyone
    /// has answered, and no event tells one (`Answered` says only who).
    fn redact(&self, event: &RwEvent, _seat: Option<Seat>) -> Option<RwEvent> {
        Some(event.clone())
    }

    fn scores(&self) -> Vec<ScoreSheet> {
        let mut all = self.sheet_scores();
        all.truncate(usize::from(self.seats));
        all
    }

    /// The best total wins, a tie shared. Solo: the player wins by beating the Claim Jumper
    /// (a tie is not a win), so a lost solo game has no winner.
    fn winners(&self) -> Vec<Seat> {
        let mut seats = self.winning_sheets();
        seats.retain(|&s| s < self.seats);
        seats
    }

    fn determinize(view: &RwView, seat: Seat, _rng: &mut GameRng) -> Self {
        Self::from_view(view, seat)
    }

    /// The game itself with the other seats' pending answers turned into passes: what
    /// [`Game::determinize`] rebuilds from the view, without building one (the view carries
    /// the printed sheet and every payment, for the screen).
    fn determinize_for(&self, seat: Seat, _rng: &mut GameRng) -> Self {
        let mut sample = self.clone();
        for p in 0..self.seats {
            if p != seat {
                sample.offer.choice[usize::from(p)] = None;
            }
        }
        sample
    }

    /// Nothing is sampled: nothing on the table is hidden but answers, which become passes.
    fn determinize_draws(&self, _seat: Seat, _rng: &mut GameRng) {}

    fn solo_rank(score: i32) -> Option<&'static str> {
        crate::ranks::rank_for(score)
    }

    /// The round, and the turn in it (1 for the first player).
    fn moment(&self) -> Option<(u8, u8)> {
        let turn = (self.roller + self.sheet_count - self.first) % self.sheet_count + 1;
        Some((self.round, turn))
    }
}

#[cfg(test)]
mod tests;
