//! What a seat sees (`Game::view`) and the game a view rebuilds (`Game::determinize`).
//! Every sheet is public; the only thing hidden is another seat's answer to an offer until
//! everyone has answered.

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use saloon_core::{ScoreSheet, Seat};

use super::{Offer, Phase, RolledWest, RwAction, TurnFlags, MAX_SHEETS};
use crate::content::{Counts, Resource};
use crate::sheet::Sheet;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct RwView {
    pub you: Option<Seat>,
    /// Seats at the table (1 in solo, where sheet 1 is the Claim Jumper's).
    pub seats: u8,
    pub jumper: Option<u8>,
    pub first: u8,
    pub round: u8,
    pub phase: super::Phase,
    pub roller: u8,
    /// The roll of the turn in progress (or the last one).
    pub dice: [Resource; 4],
    /// The die set aside as terrain.
    pub terrain: Option<u8>,
    /// The dice spent or banked this turn.
    pub used: [bool; 4],
    pub claimed: bool,
    pub contracted: bool,
    pub officed: bool,
    pub banked: bool,
    /// The roller is in their last turn; the game is in its last round.
    pub last_turn: bool,
    pub last_round: bool,
    /// What the roller may spend now (free dice and the bank), by resource.
    pub available: Counts,
    /// For each purchase the roller may make now, the dice and bank it would use.
    pub payments: Vec<RwPayment>,
    /// For each resource (wood, copper, silver, gold), the die choosing it as terrain sets
    /// aside: the first die showing it; none when no die does.
    #[serde(default)]
    pub terrain_dice: [Option<u8>; 4],
    /// Once a terrain is chosen, the claim row it points at and the spaces a claim would mark
    /// there on the roller's sheet.
    #[serde(default)]
    pub claim: Option<RwClaimMarks>,
    pub offer: Option<RwOfferView>,
    pub sheets: Vec<Sheet>,
    /// Each sheet's score as it stands, by category (final once the game is over).
    pub scores: Vec<RwScore>,
    /// Once the game is over, the sheets that won, the Claim Jumper's included
    /// ([`RolledWest::winning_sheets`]); empty before. Views saved before it read empty.
    #[serde(default)]
    pub winning_sheets: Vec<u8>,
    /// Who completed each contract, bought each office.
    pub contract_owner: [Option<u8>; 9],
    pub office_owner: [Option<u8>; 9],
    /// Who took the higher number of each metal's double boxes (box 3, box 5).
    pub first_shippers: [[Option<u8>; 2]; 3],
    /// The Claim Jumper's stash (solo).
    pub stash: Counts,
    /// Seats that changed their auto-bank preference during the decision in progress (bit
    /// per seat): once a decision.
    pub pref_changed: u8,
    /// Solo: the rank the player's score earns as it stands (the final rank once the game is
    /// over), and the band above it; none with no Claim Jumper, or above the top band.
    #[serde(default)]
    pub solo_rank: Option<String>,
    #[serde(default)]
    pub next_rank: Option<RwNextRank>,
}

/// The next solo rank band: its id and the lowest score that earns it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct RwNextRank {
    pub rank: String,
    pub min: i32,
}

/// A sheet's score by category (the end screen's lines, `scoring::LINES`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct RwScore {
    pub claims: i32,
    pub majorities: i32,
    pub contracts: i32,
    pub shipping: i32,
    pub offices: i32,
    pub total: i32,
}

impl RwScore {
    fn of(sheet: &ScoreSheet) -> RwScore {
        let line = |key| sheet.get(key).unwrap_or(0);
        RwScore {
            claims: line("claims"),
            majorities: line("majorities"),
            contracts: line("contracts"),
            shipping: line("shipping"),
            offices: line("offices"),
            total: sheet.total,
        }
    }
}

/// How a purchase would be paid, before it is made: the rolled dice it uses (by index) and
/// the banked resources.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct RwPayment {
    pub action: RwAction,
    pub dice: Vec<u8>,
    pub bank: Counts,
}

/// Where a claim lands: the row the terrain die points at, the space a camp marks (the
/// row's first empty one) and the space a settlement circles (the one after it; a
/// settlement marks both).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct RwClaimMarks {
    pub row: Resource,
    pub camp: u8,
    pub settlement: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct RwOfferView {
    /// The ghost roll (2 players) rather than the roller's dice.
    pub ghost: bool,
    pub dice: Vec<Resource>,
    /// Sheets still to answer, and those who have (what they chose is told when all have;
    /// the Claim Jumper's sheet among them in solo).
    pub waiting: Vec<u8>,
    pub answered: Vec<u8>,
    /// Players whose auto-bank preference answered for them.
    pub auto: Vec<u8>,
    /// The viewer's own answer, once given.
    pub yours: Option<RwAnswer>,
}

/// An answer to an offer: the resource banked, or none (a pass).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct RwAnswer {
    pub bank: Option<Resource>,
}

impl RolledWest {
    pub(super) fn view_for(&self, seat: Option<Seat>) -> RwView {
        let payments = if self.phase == Phase::Spend && seat == Some(self.roller) {
            let mut list = Vec::new();
            self.each_spend(|a| {
                if let Ok(cost) = self.spend_cost(&a) {
                    if let Some(p) = self.payment(cost) {
                        list.push(RwPayment {
                            action: a,
                            dice: (0..4).filter(|i| p.dice & (1 << i) != 0).collect(),
                            bank: p.bank,
                        });
                    }
                }
            });
            list
        } else {
            Vec::new()
        };
        let offer = (self.phase == Phase::Offer).then(|| {
            let bit = |p: u8| 1 << p;
            RwOfferView {
                ghost: self.offer.ghost,
                dice: self.offer.dice.into_iter().flatten().collect(),
                waiting: (0..self.sheet_count)
                    .filter(|&p| {
                        self.offer.asked & bit(p) != 0 && self.offer.answered & bit(p) == 0
                    })
                    .collect(),
                answered: (0..self.sheet_count)
                    .filter(|&p| self.offer.answered & bit(p) != 0)
                    .collect(),
                auto: (0..self.sheet_count)
                    .filter(|&p| self.offer.auto & bit(p) != 0)
                    .collect(),
                yours: seat
                    .filter(|&s| s < self.seats && self.offer.answered & bit(s) != 0)
                    .map(|s| RwAnswer {
                        bank: self.offer.choice[usize::from(s)],
                    }),
            }
        });
        let first_shippers = std::array::from_fn(|m| {
            [2usize, 4].map(|at| {
                (0..self.sheet_count)
                    .find(|&p| self.sheets[usize::from(p)].firsts & (1 << (5 * m + at)) != 0)
            })
        });
        let claim = self.terrain_row().map(|row| {
            let camp = self.sheets[usize::from(self.roller)].marks(row);
            RwClaimMarks {
                row,
                camp,
                settlement: camp + 1,
            }
        });
        let scores: Vec<RwScore> = self.sheet_scores().iter().map(RwScore::of).collect();
        let solo_score = self.jumper().and(scores.first()).map(|s| s.total);
        RwView {
            you: seat,
            seats: self.seats,
            jumper: self.jumper(),
            first: self.first,
            round: self.round,
            phase: self.phase,
            roller: self.roller,
            dice: self.dice,
            terrain: self.terrain,
            used: std::array::from_fn(|i| self.used & (1 << i) != 0),
            claimed: self.turn.claimed,
            contracted: self.turn.contracted,
            officed: self.turn.officed,
            banked: self.turn.banked,
            last_turn: self.last_turn(),
            last_round: self.round == super::ROUNDS,
            available: self.available(),
            payments,
            terrain_dice: Resource::ALL.map(|r| self.terrain_die(r)),
            claim,
            offer,
            sheets: self.sheets().to_vec(),
            solo_rank: solo_score
                .and_then(crate::ranks::rank_for)
                .map(String::from),
            next_rank: solo_score
                .and_then(crate::ranks::next_rank)
                .map(|(min, rank)| RwNextRank {
                    rank: rank.into(),
                    min,
                }),
            scores,
            winning_sheets: self.winning_sheets(),
            contract_owner: std::array::from_fn(|id| self.owner(id, |s| s.contracts)),
            office_owner: std::array::from_fn(|id| self.owner(id, |s| s.offices)),
            first_shippers,
            stash: self.stash,
            pref_changed: self.pref_changed,
        }
    }

    /// The game `seat` sees: everything, but the answers of others still pending, which
    /// become passes (legal actions never depend on them).
    pub(super) fn from_view(view: &RwView, seat: Seat) -> RolledWest {
        let mut sheets = [Sheet::default(); MAX_SHEETS];
        for (i, s) in view.sheets.iter().take(MAX_SHEETS).enumerate() {
            sheets[i] = *s;
        }
        let mut offer = Offer::default();
        if let Some(o) = &view.offer {
            offer.ghost = o.ghost;
            for (slot, d) in o.dice.iter().take(3).enumerate() {
                offer.dice[slot] = Some(*d);
            }
            for &p in o.waiting.iter().chain(&o.answered) {
                offer.asked |= 1 << p;
            }
            for &p in &o.answered {
                offer.answered |= 1 << p;
            }
            for &p in &o.auto {
                offer.auto |= 1 << p;
            }
            if let Some(answer) = o.yours {
                offer.choice[usize::from(seat)] = answer.bank;
            }
            // The Claim Jumper's answer is no secret: its priorities fix it.
            if let Some(j) = view.jumper.filter(|j| o.answered.contains(j)) {
                offer.choice[usize::from(j)] = Self::jumper_copy(&offer.dice);
            }
        }
        RolledWest {
            seats: view.seats,
            sheet_count: view.sheets.len() as u8,
            sheets,
            first: view.first,
            round: view.round,
            roller: view.roller,
            phase: view.phase,
            dice: view.dice,
            terrain: view.terrain,
            used: (0..4).filter(|&i| view.used[i]).fold(0, |b, i| b | 1 << i),
            turn: TurnFlags {
                claimed: view.claimed,
                contracted: view.contracted,
                officed: view.officed,
                banked: view.banked,
            },
            pref_changed: view.pref_changed,
            offer,
            stash: view.stash,
        }
    }
}
