//! The game on the `saloon_core::Game` contract.
//!
//! Every choice the rulebook gives a player is a [`Decision`] the engine waits for; every
//! random event (the setup deal, dice, a blind partner, a bandit card) is a chance action.
//! After each action `settle` runs the automatic parts of the game (income, dice placement,
//! tussles, sheriffs with enough bullets) until the next decision or chance event.

use std::borrow::Cow;
use std::collections::VecDeque;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use saloon_core::{Actor, Game, GameRng, PlayerCount, ScoreSheet, Seat, SetupError, Who};

use crate::content::{
    content, Building, Ground, Icon, PartnerGoal, Reward, Sign, Space, Suit, TileDesign, WildRule,
};
use crate::endgame::{ace_points, suit_index};
use crate::geometry::{
    design_orientations, distinct_orientations, orient, oriented_shapes, Laid, Orientation,
    OrientedShape,
};
use crate::market::{DieKind, Market, Slot};
use crate::settlement::{Anchor, Cell, Settlement, Spots};

/// Where the hat is on the mining track: reaching it earns a second partner.
pub const HAT_SPACE: u8 = 3;
const PARTNERS_DEALT: usize = 2;
const PARTNER_SUPPLY: usize = 3;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct WtwOptions {
    /// The settlement board (id 1-8) for each seat; empty gives seat i board i + 1.
    #[serde(default)]
    pub boards: Vec<u8>,
    /// Whether each seat plays its board's wild side; empty (or short) means normal sides.
    #[serde(default)]
    pub wild: Vec<bool>,
}

/// A cell of a settlement board, in actions.
pub type At = (i8, i8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwStoreChoice"))]
#[serde(rename_all = "kebab-case")]
pub enum StoreChoice {
    Bullets,
    Pickaxes,
    Alleys,
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum WtwAction {
    // ---- chance ----
    /// The setup: first player, two partners dealt to each seat (seat order), and the
    /// contracts for wrangles of 4, 5, 6 and 7 cows. The three face-up partners are dealt
    /// later, once the discards are back in the deck (`DrawPartner`).
    Setup {
        first_player: u8,
        dealt: Vec<u8>,
        contracts: Vec<u8>,
    },
    /// The dice of a drafting round: prairie dice first, then river dice.
    Roll {
        prairie: Vec<u8>,
        river: Vec<u8>,
    },
    /// A partner card comes off the deck (the face-up supply, a blind pick, a refill).
    DrawPartner {
        id: u8,
    },
    /// Solo: the next bandit card.
    RevealBandit {
        id: u8,
    },
    // ---- decisions ----
    /// Keep one of the two partners dealt at setup (face down).
    KeepPartner {
        id: u8,
    },
    /// Year 4 income: normal income, or 1 gold and two pickaxes.
    Income {
        pickaxes: bool,
    },
    /// Draft from `stack` with the die in `die`, claim-jumping `jumps` stacks.
    Draft {
        die: Slot,
        stack: u8,
        jumps: u8,
    },
    /// Instead of drafting, build one alley or two adjacent alleys.
    FreeAlleys {
        count: u8,
    },
    /// Flip the Sawmill: take any tile from the market (not a Sawmill), paying its cost.
    Sawmill {
        stack: u8,
    },
    /// Signpost: instead of drafting, lay the set-aside General Store on signpost 3.
    PlaceSetAside,
    /// Lay the tile to place.
    Place {
        orientation: Orientation,
        x: i8,
        y: i8,
    },
    /// Lay an alley.
    PlaceAlley {
        x: i8,
        y: i8,
    },
    /// Second partner at the hat: a face-up one (`Some`) or the top card blind (`None`).
    PickPartner {
        id: Option<u8>,
    },
    /// Fancy Saloon: an ace card from the supply.
    PickAce {
        suit: Suit,
    },
    /// Den: cover this sheriff with a tombstone, or stop (`None`).
    Den {
        sheriff: Option<At>,
    },
    /// Wheelwright: two alleys now (`true`), or two adjacent alleys whenever one is placed.
    Wheelwright {
        alleys_now: bool,
    },
    GeneralStore {
        choice: StoreChoice,
    },
    /// Wrangle the pasture for this many cows (3 up to 7 and what it holds), or wait (0).
    Wrangle {
        cows: u8,
    },
    /// A sheriff shoots the bandit here (when bullets are short of targets).
    Shoot {
        x: i8,
        y: i8,
    },
    /// Put a won hill bandit on this hill.
    HillBandit {
        x: i8,
        y: i8,
    },
    /// Carpenters: stash this much gold on the building just placed (0 stashes none).
    Stash {
        gold: u8,
    },
    /// Decline an optional choice (the Wheelwright's extra alley).
    Pass,
}

/// What the game is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwDecision"))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Decision {
    KeepPartner,
    Income,
    Draft,
    /// Lay the drafted tile; `on_signpost` for Signpost's set-aside General Store, which must
    /// cover signpost 3 and need not connect.
    PlaceTile {
        design: u8,
        #[serde(default)]
        on_signpost: bool,
    },
    /// Carpenters: how much gold (up to `max`) to stash on the building just placed.
    Stash {
        max: u8,
    },
    PlaceAlley {
        kind: AlleyKind,
    },
    PickPartner,
    PickAce,
    Den {
        left: u8,
    },
    Wheelwright,
    GeneralStore,
    /// A pasture (named by one of its cells) that may be wrangled now.
    Wrangle {
        pasture: At,
        cows: u8,
    },
    /// Sheriffs have more targets than bullets; `anywhere` for the Sheriff's Office, whose
    /// shots need no sheriff.
    Shoot {
        anywhere: bool,
    },
    HillBandit,
}

/// Which alley is being placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwAlleyKind"))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum AlleyKind {
    /// One alley.
    Single,
    /// The first of two adjacent alleys: only spots where the second still fits.
    FirstOfPair,
    /// The second of a pair, beside the first.
    NextTo { x: i8, y: i8 },
    /// The Wheelwright's extra alley beside the one just placed; may be declined.
    Extra { x: i8, y: i8 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwChance"))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Chance {
    Setup,
    Roll,
    /// A partner off the deck: to `seat` (blind pick) or to the supply.
    DrawPartner {
        to: Option<Seat>,
    },
    RevealBandit,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwTask"))]
#[serde(rename_all = "kebab-case")]
pub enum Task {
    Decide(Seat, Decision),
    Chance(Chance),
    /// The end of a seat's drafting turn: pass to the next seat or end the round.
    EndTurn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwStage"))]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    Setup,
    KeepPartners,
    Drafting,
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwSawmillState"))]
#[serde(rename_all = "kebab-case")]
pub enum SawmillState {
    /// Drafted, arrow side up: may be flipped once on a later turn.
    Ready,
    Used,
}

/// Points scored during play, by category.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwInGamePoints"))]
#[serde(default)]
pub struct InGamePoints {
    pub start: i32,
    pub towns: i32,
    pub wrangles: i32,
    pub contracts: i32,
    pub tussles: i32,
    pub buildings: i32,
    /// Wild sides: lassos (Rope Trick) and rails (Railroad).
    pub wild: i32,
}

/// A seat's progress on its wild side's rule (all empty on a normal side).
#[derive(Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwWildProgress"))]
#[serde(default)]
pub struct WildProgress {
    /// Carpenters: gold stashed on buildings.
    pub stashed: u8,
    /// Signpost: the set-aside General Store's design, until it is placed.
    pub set_aside: Option<u8>,
    /// Rope Trick: lassos that have paid out.
    pub lassoed: Vec<At>,
}

clone_field_by_field!(WildProgress {
    stashed,
    set_aside,
    lassoed
});

#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    pub board: u8,
    pub settlement: Settlement,
    pub gold: u8,
    pub bullets: u8,
    pub mining: u8,
    pub points: InGamePoints,
    /// Dealt at setup, before keeping one.
    pub dealt: Vec<u8>,
    /// Kept face down at setup: only this seat may see it.
    pub hidden_partner: Option<u8>,
    /// Gained later, face up.
    pub partners: Vec<u8>,
    pub ace_cards: Vec<Suit>,
    pub sawmill: Option<SawmillState>,
    /// Wheelwright's ongoing choice: each single alley becomes two adjacent ones.
    pub double_alleys: bool,
    /// Buildings whose red sign has paid out.
    pub surrounded: Vec<u16>,
    pub completed_towns: Vec<u8>,
    pub wrangles: u8,
    /// Hill bandits won.
    pub hill_bandits: u8,
    /// Bonus spaces covered (gold, bullet, alley).
    pub bonus_spaces_covered: u8,
    pub alleys: u8,
    pub wild: WildProgress,
}

clone_field_by_field!(PlayerState {
    board,
    settlement,
    gold,
    bullets,
    mining,
    points,
    dealt,
    hidden_partner,
    partners,
    ace_cards,
    sawmill,
    double_alleys,
    surrounded,
    completed_towns,
    wrangles,
    hill_bandits,
    bonus_spaces_covered,
    alleys,
    wild
});

/// Solo: Bandit Ridge and the revealed bandit cards.
#[derive(Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS), ts(rename = "WtwRidge"))]
pub struct Ridge {
    pub revealed: Vec<u8>,
    /// Bandits on the ridge (printed and hill bandits) and on revealed cards.
    pub bandits: u8,
    /// Of those, covered by bullets.
    pub covered: u8,
    pub spare_bullets: u8,
    /// Cows on revealed cards, and how many of them count as wrangled.
    pub cows: u8,
    pub cows_wrangled: u8,
}

clone_field_by_field!(Ridge {
    revealed,
    bandits,
    covered,
    spare_bullets,
    cows,
    cows_wrangled
});

impl Ridge {
    pub fn standing(&self) -> u8 {
        self.bandits.saturating_sub(self.covered)
    }

    fn cover(&mut self) {
        let n = self.spare_bullets.min(self.standing());
        self.covered += n;
        self.spare_bullets -= n;
    }
}

#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WildTiledWest {
    stage: Stage,
    players: Vec<PlayerState>,
    market: Market,
    /// Dice on their slots this round.
    dice: Vec<Slot>,
    year: u8,
    /// 1-based round over the whole game (5 players start at 2).
    round: u8,
    first_player: Seat,
    /// The seat whose drafting turn it is.
    drafter: Seat,
    /// Drafting turns taken this round.
    turns_taken: u8,
    /// Partners not in anyone's hands or the supply. Unordered: drawing is a chance event.
    partner_deck: Vec<u8>,
    partner_supply: Vec<u8>,
    ace_supply: Vec<Suit>,
    /// Contract (index into the content's contracts) for wrangles of 4, 5, 6 and 7 cows.
    contracts: Vec<u8>,
    /// Whether each of those contracts has been flipped to its small side.
    flipped: Vec<bool>,
    bandit_deck: Vec<u8>,
    ridge: Ridge,
    queue: VecDeque<Task>,
}

clone_field_by_field!(WildTiledWest {
    stage,
    players,
    market,
    dice,
    year,
    round,
    first_player,
    drafter,
    turns_taken,
    partner_deck,
    partner_supply,
    ace_supply,
    contracts,
    flipped,
    bandit_deck,
    ridge,
    queue
});

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(TS))]
pub enum WtwError {
    #[error("it is not that player's turn")]
    NotYourTurn,
    #[error("that move does not answer what the game is waiting for")]
    WrongMoment,
    #[error("that chance outcome is impossible here")]
    BadChance,
    #[error("that is not one of the choices")]
    NotAChoice,
    #[error("not enough gold")]
    NotEnoughGold,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum WtwEvent {
    SetUp {
        first_player: Seat,
    },
    PartnerKept {
        seat: Seat,
    },
    YearBegan {
        year: u8,
    },
    Income {
        seat: Seat,
        gold: u8,
    },
    DiceRolled {
        dice: Vec<Slot>,
    },
    DieMoved {
        from: Slot,
        to: Slot,
    },
    Drafted {
        seat: Seat,
        design: u8,
        gold: u8,
    },
    TilePlaced {
        seat: Seat,
        design: Option<u8>,
        x: i8,
        y: i8,
        orientation: Orientation,
    },
    Gained {
        seat: Seat,
        gold: u8,
        bullets: u8,
        alleys: u8,
    },
    Mined {
        seat: Seat,
        space: u8,
    },
    PartnerGained {
        seat: Seat,
        id: Option<u8>,
    },
    TownCompleted {
        seat: Seat,
        town: u8,
        points: i32,
    },
    Surrounded {
        seat: Seat,
        building: Building,
    },
    Wrangled {
        seat: Seat,
        cows: u8,
        points: i32,
        contract: Option<Reward>,
    },
    Shot {
        seat: Seat,
        x: i8,
        y: i8,
    },
    Tussle {
        year: u8,
        bandits: Vec<u8>,
        points: Vec<i32>,
        ridge: Option<u8>,
    },
    HillBandit {
        seat: Seat,
        x: i8,
        y: i8,
    },
    BanditCard {
        id: u8,
    },
    ContractFlipped {
        cows: u8,
    },
    /// An ace card from the supply (Fancy Saloon, a Pocket Aces bonus).
    AceCard {
        seat: Seat,
        suit: Suit,
    },
    /// Carpenters: gold stashed on a building.
    Stashed {
        seat: Seat,
        gold: u8,
    },
    /// Rope Trick: a lasso surrounded while showing.
    Lassoed {
        seat: Seat,
        x: i8,
        y: i8,
        points: i32,
    },
    /// Railroad: the year's pay for covered rails.
    RailsPaid {
        seat: Seat,
        points: i32,
    },
    RoundEnded {
        round: u8,
    },
    GameEnded {
        totals: Vec<i32>,
    },
}

pub(crate) fn design(id: u8) -> Option<&'static TileDesign> {
    // The content lists its designs by id from 1 (its tests say so); search if that changes.
    let tiles = &content().tiles;
    match usize::from(id).checked_sub(1).and_then(|i| tiles.get(i)) {
        Some(d) if d.id == id => Some(d),
        _ => tiles.iter().find(|d| d.id == id),
    }
}

/// A tile's distinct orientations, laid out: once for the content's designs.
fn shapes_of(tile: &TileDesign) -> Cow<'static, [OrientedShape]> {
    match design_orientations(tile.id) {
        Some(shapes) => Cow::Borrowed(shapes),
        None => Cow::Owned(oriented_shapes(
            &tile.squares,
            &distinct_orientations(&tile.squares),
        )),
    }
}

/// House in Danger, Signpost: a tile taken from the trays at setup, after the removal for the
/// player count. When the trays hold none (two seats on the same wild side), it comes from
/// the removed tiles, as the physical game would have to.
fn take_for_setup(market: &mut Market, tile: &TileDesign) {
    let stack = crate::market::stack_index(tile.half, tile.row, tile.col);
    if let Some(count) = market.counts.get_mut(stack) {
        *count = count.saturating_sub(1);
    }
}

fn design_at(stack: usize) -> Option<&'static TileDesign> {
    static BY_STACK: OnceLock<Vec<Option<&'static TileDesign>>> = OnceLock::new();
    let by_stack = BY_STACK.get_or_init(|| {
        (0..crate::market::STACKS)
            .map(|stack| {
                content()
                    .tiles
                    .iter()
                    .find(|d| crate::market::stack_index(d.half, d.row, d.col) == stack)
            })
            .collect()
    });
    by_stack.get(stack).copied().flatten()
}

/// The one-square street every alley is.
fn alley_shape() -> Vec<Laid> {
    vec![Laid {
        dx: 0,
        dy: 0,
        square: crate::content::Square {
            dx: 0,
            dy: 0,
            ground: Ground::Street,
            icon: None,
        },
    }]
}

/// The legal spots of a placement decision as bit sets, one per orientation, so a random
/// placement can be counted and picked, and an action checked, without listing them all.
#[derive(Clone, Copy, Debug, Default)]
struct PlacementSpots {
    /// Sorted by orientation: the order of sorted `Place` actions.
    sets: [Option<Spots>; 8],
    len: usize,
    /// An alley: its actions name no orientation.
    alley: bool,
    /// The Wheelwright's extra alley may be declined (`Pass`, after every `PlaceAlley`).
    pass: bool,
}

impl PlacementSpots {
    fn with(sets: &[Spots]) -> PlacementSpots {
        let mut spots = PlacementSpots::default();
        for &set in sets {
            spots.push(set);
        }
        spots
    }

    /// Adds one orientation's set; a shape has at most eight orientations.
    fn push(&mut self, set: Spots) {
        if let Some(slot) = self.sets.get_mut(self.len) {
            *slot = Some(set);
            self.len += 1;
        }
    }

    fn sets(&self) -> impl Iterator<Item = &Spots> {
        self.sets.iter().flatten()
    }

    fn count(&self) -> usize {
        self.sets().map(|s| s.count() as usize).sum::<usize>() + usize::from(self.pass)
    }

    fn action(&self, orientation: Orientation, (x, y): At) -> WtwAction {
        if self.alley {
            WtwAction::PlaceAlley { x, y }
        } else {
            WtwAction::Place { orientation, x, y }
        }
    }

    /// Every action, sorted as `legal_actions` lists them.
    fn actions(&self) -> Vec<WtwAction> {
        let mut out = Vec::with_capacity(self.count());
        for set in self.sets() {
            out.extend(set.by_column().map(|xy| self.action(set.orientation, xy)));
        }
        if self.pass {
            out.push(WtwAction::Pass);
        }
        out
    }

    /// The `k`-th (from 0) of [`PlacementSpots::actions`], without listing them.
    fn nth(&self, mut k: usize) -> Option<WtwAction> {
        for set in self.sets() {
            let n = set.count() as usize;
            if k < n {
                return set
                    .nth_by_column(k as u32)
                    .map(|xy| self.action(set.orientation, xy));
            }
            k -= n;
        }
        (self.pass && k == 0).then_some(WtwAction::Pass)
    }

    fn contains(&self, action: &WtwAction) -> bool {
        match *action {
            WtwAction::Place { orientation, x, y } if !self.alley => self
                .sets()
                .any(|s| s.orientation == orientation && s.contains(x, y)),
            WtwAction::PlaceAlley { x, y } if self.alley => self.sets().any(|s| s.contains(x, y)),
            WtwAction::Pass => self.pass,
            _ => false,
        }
    }
}

fn cell(at: At) -> Cell {
    (i32::from(at.0), i32::from(at.1))
}

fn at(c: Cell) -> At {
    (c.0 as i8, c.1 as i8)
}

impl WildTiledWest {
    pub fn stage(&self) -> Stage {
        self.stage
    }

    pub fn player(&self, seat: Seat) -> Option<&PlayerState> {
        self.players.get(usize::from(seat))
    }

    pub fn market(&self) -> &Market {
        &self.market
    }

    pub fn dice(&self) -> &[Slot] {
        &self.dice
    }

    pub fn year(&self) -> u8 {
        self.year
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    /// The drafting turns `seat` has taken, counting a turn from its draft: every position
    /// within one turn counts it, and so does the position after it, whichever seat the
    /// round passes to. (The round itself moves on only once every seat has drafted.)
    pub fn turns_begun(&self, seat: Seat) -> u8 {
        let n = self.players.len() as u8;
        if seat >= n {
            return 0;
        }
        let order = (seat + n - self.first_player) % n;
        let drafting = self.drafter == seat
            && order == self.turns_taken
            && self.queue.iter().any(|t| matches!(t, Task::EndTurn));
        let this_round = order < self.turns_taken || drafting;
        self.round.saturating_sub(1) + u8::from(this_round)
    }

    pub fn ridge(&self) -> &Ridge {
        &self.ridge
    }

    fn solo(&self) -> bool {
        self.players.len() == 1
    }

    /// The decision awaited now and whose it is.
    pub fn awaiting(&self) -> Option<(Seat, &Decision)> {
        match self.queue.front() {
            Some(Task::Decide(seat, d)) => Some((*seat, d)),
            _ => None,
        }
    }

    fn p(&mut self, seat: Seat) -> &mut PlayerState {
        &mut self.players[usize::from(seat)]
    }

    fn dice_for(players: usize) -> (usize, usize) {
        match players {
            1 | 2 => (2, 1),
            3 => (3, 1),
            4 => (3, 2),
            _ => (4, 2),
        }
    }

    fn rounds_in(&self, year: u8) -> u8 {
        let per = content().scoreboard.rounds_per_year;
        per[usize::from(year.clamp(1, 4) - 1)]
    }

    /// The global round number at which `year` ends.
    fn last_round_of(&self, year: u8) -> u8 {
        (1..=year).map(|y| self.rounds_in(y)).sum()
    }

    // ---- the automatic parts -------------------------------------------------------

    /// Runs everything automatic until a decision or chance event is due.
    fn settle(&mut self, events: &mut Vec<WtwEvent>) {
        // Bounded: each pass either waits, or moves the game forward by a step.
        for _ in 0..10_000 {
            if self.stage == Stage::Over {
                self.queue.clear();
                return;
            }
            if self.auto_shoot(events) {
                continue;
            }
            match self.queue.front() {
                Some(Task::Decide(seat, d)) => {
                    if self.has_choice(*seat, d) {
                        return;
                    }
                    // Nothing fits (an alley with no room, a drafter with no tile that fits):
                    // the choice lapses.
                    let lapsed = self.queue.pop_front();
                    if matches!(lapsed, Some(Task::Decide(_, Decision::Draft))) {
                        self.queue.push_front(Task::EndTurn);
                    }
                }
                Some(Task::Chance(_)) => return,
                Some(Task::EndTurn) => {
                    self.queue.pop_front();
                    self.end_turn(events);
                }
                None => match self.stage {
                    Stage::Setup | Stage::Over => return,
                    Stage::KeepPartners => {
                        if !self.players.iter().all(|p| p.hidden_partner.is_some()) {
                            return;
                        }
                        if self.partner_supply.len() < PARTNER_SUPPLY
                            && !self.partner_deck.is_empty()
                        {
                            // The rulebook deals the three face-up partners after the
                            // discards are shuffled back into the deck, so a discard may
                            // come up: one chance draw at a time.
                            self.queue
                                .push_back(Task::Chance(Chance::DrawPartner { to: None }));
                        } else {
                            self.stage = Stage::Drafting;
                            self.begin_year(events);
                        }
                    }
                    // Drafting with an empty queue: the next drafting turn.
                    Stage::Drafting => self
                        .queue
                        .push_back(Task::Decide(self.drafter, Decision::Draft)),
                },
            }
        }
    }

    /// Shoots for any seat whose sheriffs have targets: all of them when bullets suffice,
    /// otherwise asks the player (a Shoot decision at the front). Returns whether it did
    /// anything.
    fn auto_shoot(&mut self, events: &mut Vec<WtwEvent>) -> bool {
        if matches!(
            self.queue.front(),
            Some(Task::Decide(_, Decision::Shoot { .. }))
        ) {
            return false;
        }
        for seat in 0..self.players.len() as Seat {
            let p = &self.players[usize::from(seat)];
            if p.bullets == 0 {
                continue;
            }
            let targets = p.settlement.all_targets();
            if targets.is_empty() {
                continue;
            }
            if targets.len() <= usize::from(p.bullets) {
                for t in targets {
                    self.shoot(seat, t, events);
                }
            } else {
                self.queue
                    .push_front(Task::Decide(seat, Decision::Shoot { anywhere: false }));
            }
            return true;
        }
        false
    }

    fn shoot(&mut self, seat: Seat, target: Cell, events: &mut Vec<WtwEvent>) {
        let p = self.p(seat);
        p.bullets -= 1;
        p.settlement.tombstone(target);
        events.push(WtwEvent::Shot {
            seat,
            x: target.0 as i8,
            y: target.1 as i8,
        });
    }

    fn begin_year(&mut self, events: &mut Vec<WtwEvent>) {
        events.push(WtwEvent::YearBegan { year: self.year });
        if self.year == 4 {
            for k in 0..self.players.len() {
                let seat = ((usize::from(self.first_player) + k) % self.players.len()) as Seat;
                self.queue.push_back(Task::Decide(seat, Decision::Income));
            }
        } else {
            for seat in 0..self.players.len() as Seat {
                self.take_income(seat, events);
            }
        }
        self.queue.push_back(Task::Chance(Chance::Roll));
    }

    fn take_income(&mut self, seat: Seat, events: &mut Vec<WtwEvent>) {
        let space = usize::from(self.players[usize::from(seat)].mining);
        let gold = content().mining.get(space).map_or(0, |s| s.income);
        let p = self.p(seat);
        p.gold = p.gold.saturating_add(gold);
        events.push(WtwEvent::Income { seat, gold });
    }

    /// Moves up the mining track; reaching the hat asks for a second partner.
    fn mine(&mut self, seat: Seat, pickaxes: u8, events: &mut Vec<WtwEvent>) {
        let top = content().mining.len().saturating_sub(1) as u8;
        for _ in 0..pickaxes {
            let p = self.p(seat);
            if p.mining >= top {
                return;
            }
            p.mining += 1;
            let space = p.mining;
            events.push(WtwEvent::Mined { seat, space });
            if space == HAT_SPACE
                && (!self.partner_supply.is_empty() || !self.partner_deck.is_empty())
            {
                self.queue
                    .push_front(Task::Decide(seat, Decision::PickPartner));
            }
        }
    }

    /// After every seat has drafted: the next round, or the tussle and the next year.
    fn end_turn(&mut self, events: &mut Vec<WtwEvent>) {
        self.turns_taken += 1;
        let n = self.players.len() as u8;
        if self.turns_taken < n {
            self.drafter = (self.drafter + 1) % n;
            self.queue
                .push_back(Task::Decide(self.drafter, Decision::Draft));
            return;
        }
        events.push(WtwEvent::RoundEnded { round: self.round });
        self.turns_taken = 0;
        self.dice.clear();
        self.first_player = (self.first_player + 1) % n;
        self.drafter = self.first_player;
        let ends_year = self.round >= self.last_round_of(self.year);
        self.round += 1;
        if ends_year {
            self.tussle(events);
            if self.year == 4 {
                self.finish(events);
                return;
            }
            self.year += 1;
            self.begin_year(events);
        } else {
            self.queue.push_back(Task::Chance(Chance::Roll));
        }
        if self.solo()
            && content()
                .scoreboard
                .solo_bandit_rounds
                .contains(&self.round)
            && !self.bandit_deck.is_empty()
        {
            // The reveal comes as the marker reaches the round, before its dice.
            let at = self
                .queue
                .iter()
                .position(|t| matches!(t, Task::Chance(Chance::Roll)))
                .unwrap_or(self.queue.len());
            self.queue.insert(at, Task::Chance(Chance::RevealBandit));
        }
    }

    fn tussle(&mut self, events: &mut Vec<WtwEvent>) {
        self.pay_rails(events);
        let year = self.year;
        let points = content().scoreboard.tussle_points[usize::from(year - 1)];
        let counts: Vec<u8> = self
            .players
            .iter()
            .map(|p| p.settlement.bandits_standing() as u8)
            .collect();
        let mut delta = vec![0; self.players.len()];
        let mut winners: Vec<Seat> = Vec::new();
        let ridge_count = if self.solo() {
            Some(self.ridge.standing())
        } else {
            None
        };
        match ridge_count {
            Some(ridge) => {
                // Solo: win or tie against the ridge scores; a loss or a tie gives the ridge a
                // hill bandit.
                if counts[0] <= ridge {
                    delta[0] = points;
                    winners.push(0);
                }
                if counts[0] >= ridge && year < 4 {
                    self.ridge.bandits += 1;
                    self.ridge.cover();
                }
                if counts[0] > ridge {
                    delta[0] = -points;
                }
            }
            None => {
                let most = counts.iter().copied().max().unwrap_or(0);
                let fewest = counts.iter().copied().min().unwrap_or(0);
                for (i, &c) in counts.iter().enumerate() {
                    if c == fewest {
                        delta[i] = points;
                        winners.push(i as Seat);
                    } else if c == most {
                        delta[i] = -points;
                    }
                }
            }
        }
        for &w in &winners {
            if self.has_building(w, Building::Hotel) {
                delta[usize::from(w)] += 2;
            }
        }
        for (i, d) in delta.iter().enumerate() {
            self.players[i].points.tussles += d;
        }
        events.push(WtwEvent::Tussle {
            year,
            bandits: counts,
            points: delta,
            ridge: ridge_count,
        });
        if year < 4 {
            for w in winners {
                let hills = self.players[usize::from(w)].settlement.free_hills();
                match hills.len() {
                    // No unoccupied hill: the hill bandit stays in the supply, so it is not
                    // counted as one on the board.
                    0 => {}
                    1 => {
                        self.p(w).hill_bandits += 1;
                        self.p(w).settlement.put_hill_bandit(hills[0]);
                        events.push(WtwEvent::HillBandit {
                            seat: w,
                            x: hills[0].0 as i8,
                            y: hills[0].1 as i8,
                        });
                    }
                    _ => self.queue.push_back(Task::Decide(w, Decision::HillBandit)),
                }
            }
        }
    }

    /// Railroad: at the end of each year, every covered rail space pays.
    fn pay_rails(&mut self, events: &mut Vec<WtwEvent>) {
        for seat in 0..self.players.len() as Seat {
            let s = &self.players[usize::from(seat)].settlement;
            let Some(WildRule::Railroad { points }) = s.side().rule() else {
                continue;
            };
            let rails = s.covered(Space::Rail) as i32;
            if rails > 0 {
                self.p(seat).points.wild += rails * points;
                events.push(WtwEvent::RailsPaid {
                    seat,
                    points: rails * points,
                });
            }
        }
    }

    fn finish(&mut self, events: &mut Vec<WtwEvent>) {
        self.stage = Stage::Over;
        self.queue.clear();
        let totals = self.scores().iter().map(|s| s.total).collect();
        events.push(WtwEvent::GameEnded { totals });
    }

    fn has_building(&self, seat: Seat, building: Building) -> bool {
        self.players[usize::from(seat)]
            .settlement
            .placements()
            .iter()
            .any(|p| p.building == Some(building))
    }

    // ---- placing tiles and what follows -------------------------------------------

    /// Lays a tile or an alley and queues everything it triggers, in this order: bonuses
    /// (gold, bullets, pickaxes, alleys), the building's white sign, town completions, red
    /// signs newly surrounded, then wrangles the tile made possible. Sheriffs shoot in
    /// `settle` as soon as they can.
    fn lay(
        &mut self,
        seat: Seat,
        tile: Option<&'static TileDesign>,
        orientation: Orientation,
        (x, y): At,
        events: &mut Vec<WtwEvent>,
    ) {
        // The content's shapes are laid out already; only other orientations are turned here.
        let shape = tile.and_then(|t| {
            design_orientations(t.id)?
                .iter()
                .find(|s| s.orientation() == orientation)
        });
        let laid: Cow<[Laid]> = match (tile, shape) {
            (_, Some(shape)) => Cow::Borrowed(shape.laid()),
            (Some(t), None) => Cow::Owned(orient(&t.squares, orientation)),
            (None, _) => Cow::Owned(alley_shape()),
        };
        let laid = &laid[..];
        let (x, y) = (i32::from(x), i32::from(y));
        let covered = self.p(seat).settlement.place(tile, laid, x, y, orientation);
        let placement = (self.players[usize::from(seat)]
            .settlement
            .placements()
            .len()
            - 1) as u16;
        if tile.is_none() {
            self.p(seat).alleys += 1;
        }
        events.push(WtwEvent::TilePlaced {
            seat,
            design: tile.map(|d| d.id),
            x: x as i8,
            y: y as i8,
            orientation,
        });
        let (mut gold, mut bullets, mut alleys, mut pickaxes) = (0u8, 0u8, 0u8, 0u8);
        let mut ace_cards = 0;
        let rule = self.players[usize::from(seat)].settlement.side().rule();
        for space in covered {
            match (space, rule) {
                (Space::Gold, _) => gold += 1,
                (Space::Bullet, _) => bullets += 1,
                (Space::Alley, _) => alleys += 1,
                (Space::Pickaxe, _) => pickaxes += 1,
                (Space::AceBonus, _) => ace_cards += 1,
                (Space::WaterHole, Some(WildRule::DryCreek { gold: g })) => gold += g,
                _ => continue,
            }
            if matches!(
                space,
                Space::Gold | Space::Bullet | Space::Alley | Space::AceBonus | Space::WaterHole
            ) {
                self.p(seat).bonus_spaces_covered += 1;
            }
        }
        for l in laid {
            match l.square.icon {
                Some(Icon::Gold) => gold += 1,
                Some(Icon::Bullet) => bullets += 1,
                Some(Icon::Alley) => alleys += 1,
                Some(Icon::Pickaxe) => pickaxes += 1,
                _ => {}
            }
        }
        // Decisions triggered here are queued at the front in reverse, so they run in order.
        let mut follow: Vec<Task> = Vec::new();
        let p = self.p(seat);
        p.gold = p.gold.saturating_add(gold);
        p.bullets = p.bullets.saturating_add(bullets);
        if gold + bullets + alleys > 0 {
            events.push(WtwEvent::Gained {
                seat,
                gold,
                bullets,
                alleys,
            });
        }
        for _ in 0..alleys {
            follow.push(self.alley_task(seat));
        }
        for _ in 0..ace_cards {
            follow.push(Task::Decide(seat, Decision::PickAce));
        }
        if let Some(b) = tile.and_then(|d| d.building) {
            if let Some(WildRule::Carpenters { .. }) = rule {
                // The tile's cost is paid by now (it was drafted), so the stash comes first.
                let squares = laid
                    .iter()
                    .filter(|l| l.square.ground == Ground::Building)
                    .count() as u8;
                follow.insert(0, Task::Decide(seat, Decision::Stash { max: squares }));
            }
            self.white_sign(seat, b, &mut follow, events);
        }
        self.check_towns(seat, events);
        self.check_lassos(seat, events);
        self.check_surrounded(seat, &mut follow, events);
        follow.extend(self.wrangle_tasks(seat, placement));
        for t in follow.into_iter().rev() {
            self.queue.push_front(t);
        }
        // Pickaxes last so the hat's partner choice comes first of all the follow-ups.
        self.mine(seat, pickaxes, events);
    }

    fn alley_task(&self, seat: Seat) -> Task {
        Task::Decide(
            seat,
            Decision::PlaceAlley {
                kind: AlleyKind::Single,
            },
        )
    }

    fn white_sign(
        &mut self,
        seat: Seat,
        b: Building,
        follow: &mut Vec<Task>,
        events: &mut Vec<WtwEvent>,
    ) {
        match b {
            Building::Hideout => {
                self.p(seat).bullets += 2;
                events.push(WtwEvent::Gained {
                    seat,
                    gold: 0,
                    bullets: 2,
                    alleys: 0,
                });
            }
            Building::FancySaloon if !self.ace_supply.is_empty() => {
                follow.push(Task::Decide(seat, Decision::PickAce))
            }
            Building::Den => follow.push(Task::Decide(seat, Decision::Den { left: 2 })),
            Building::SheriffsOffice => {
                self.p(seat).bullets += 1;
                events.push(WtwEvent::Gained {
                    seat,
                    gold: 0,
                    bullets: 1,
                    alleys: 0,
                });
                // Shoot bandits anywhere on the board, as many as bullets allow.
                let standing = self.players[usize::from(seat)]
                    .settlement
                    .standing_bandits();
                let bullets = usize::from(self.players[usize::from(seat)].bullets);
                if standing.len() <= bullets {
                    for c in standing {
                        self.shoot(seat, c, events);
                    }
                } else {
                    // More bandits than bullets: the player picks each target. These shots
                    // are "immediate", so they go before the placement's other follow-ups
                    // (bonus alleys queued already): otherwise a sheriff could spend the
                    // bullets while an alley is being placed.
                    for _ in 0..bullets {
                        follow.insert(0, Task::Decide(seat, Decision::Shoot { anywhere: true }));
                    }
                }
            }
            Building::Wheelwright => follow.push(Task::Decide(seat, Decision::Wheelwright)),
            Building::Sawmill => self.p(seat).sawmill = Some(SawmillState::Ready),
            _ => {}
        }
    }

    fn check_towns(&mut self, seat: Seat, events: &mut Vec<WtwEvent>) {
        let towns = self.players[usize::from(seat)]
            .settlement
            .side()
            .towns
            .len();
        for i in 0..towns {
            let p = &self.players[usize::from(seat)];
            let town_points = p.settlement.side().towns[i].points;
            let i = i as u8;
            if p.completed_towns.contains(&i) || !p.settlement.town_complete(i) {
                continue;
            }
            let bonus = if self.year <= 3 {
                content().scoreboard.town_bonus[usize::from(self.year - 1)]
            } else {
                0
            };
            let points = town_points + bonus;
            let p = self.p(seat);
            p.completed_towns.push(i);
            p.points.towns += points;
            events.push(WtwEvent::TownCompleted {
                seat,
                town: i,
                points,
            });
        }
    }

    /// Rope Trick: lassos newly surrounded while still showing pay at once.
    fn check_lassos(&mut self, seat: Seat, events: &mut Vec<WtwEvent>) {
        let s = &self.players[usize::from(seat)].settlement;
        let Some(WildRule::RopeTrick { points }) = s.side().rule() else {
            return;
        };
        for c in s.lassos_surrounded() {
            let (x, y) = at(c);
            let p = self.p(seat);
            if p.wild.lassoed.contains(&(x, y)) {
                continue;
            }
            p.wild.lassoed.push((x, y));
            p.points.wild += points;
            events.push(WtwEvent::Lassoed { seat, x, y, points });
        }
    }

    fn check_surrounded(&mut self, seat: Seat, follow: &mut Vec<Task>, events: &mut Vec<WtwEvent>) {
        let p = &self.players[usize::from(seat)];
        let placements: Vec<(u16, Building)> = p
            .settlement
            .placements()
            .iter()
            .enumerate()
            .filter_map(|(i, t)| {
                t.building
                    .filter(|b| b.sign() == Sign::Red)
                    .map(|b| (i as u16, b))
            })
            .filter(|(i, _)| !p.surrounded.contains(i))
            .collect();
        if placements.is_empty() {
            return;
        }
        let ids: Vec<u16> = placements.iter().map(|&(i, _)| i).collect();
        // Paying out changes nothing on the board, so all are checked at once.
        let surrounded = p.settlement.surrounded_among(&ids);
        for ((i, b), surrounded) in placements.into_iter().zip(surrounded) {
            if !surrounded {
                continue;
            }
            self.p(seat).surrounded.push(i);
            events.push(WtwEvent::Surrounded { seat, building: b });
            match b {
                Building::Bank => {
                    self.p(seat).gold += Building::BANK_GOLD;
                    events.push(WtwEvent::Gained {
                        seat,
                        gold: Building::BANK_GOLD,
                        bullets: 0,
                        alleys: 0,
                    });
                }
                Building::TownHall => self.p(seat).points.buildings += Building::TOWN_HALL_POINTS,
                Building::GeneralStore => follow.push(Task::Decide(seat, Decision::GeneralStore)),
                _ => {}
            }
        }
    }

    /// Pastures the new placement created or expanded that may be wrangled now: 3+ cows,
    /// not wrangled (joining a wrangled pasture makes the whole one wrangled).
    ///
    /// Only a pasture holding one of the tile's own fields counts: the rulebook offers a
    /// wrangle "whenever you place a tile that creates or expands a pasture", so a street
    /// (an alley, say) laid beside a pasture gives no new chance to wrangle it.
    fn wrangle_tasks(&self, seat: Seat, placement: u16) -> Vec<Task> {
        let s = &self.players[usize::from(seat)].settlement;
        s.pastures_of(placement)
            .into_iter()
            .filter(|p| self.may_wrangle(seat, p))
            .map(|p| {
                Task::Decide(
                    seat,
                    Decision::Wrangle {
                        pasture: at(p.cells[0]),
                        cows: p.cows,
                    },
                )
            })
            .collect()
    }

    /// Whether a pasture may be wrangled now: 3+ cows, not wrangled, and on Dry Creek beside
    /// an uncovered water hole.
    fn may_wrangle(&self, seat: Seat, pasture: &crate::settlement::Pasture) -> bool {
        let s = &self.players[usize::from(seat)].settlement;
        !pasture.wrangled
            && pasture.cows >= 3
            && (!matches!(s.side().rule(), Some(WildRule::DryCreek { .. }))
                || s.beside_water(pasture))
    }

    fn wrangle(&mut self, seat: Seat, pasture: At, cows: u8, events: &mut Vec<WtwEvent>) {
        let sb = &content().scoreboard;
        let points = sb.wrangle_points[usize::from(cows - 3)];
        let p = self.p(seat);
        p.settlement.put_cowpoke(cell(pasture));
        p.points.wrangles += points;
        p.wrangles += 1;
        let mut contract = None;
        if cows >= 4 {
            let slot = usize::from(cows - 4);
            let c = &content().contracts[usize::from(self.contracts[slot])];
            let reward = if self.flipped[slot] { c.small } else { c.large };
            self.flipped[slot] = true;
            contract = Some(reward);
            self.reward(seat, reward, events);
        }
        if self.has_building(seat, Building::Barn) {
            self.p(seat).gold += 1;
        }
        events.push(WtwEvent::Wrangled {
            seat,
            cows,
            points,
            contract,
        });
    }

    fn reward(&mut self, seat: Seat, reward: Reward, events: &mut Vec<WtwEvent>) {
        match reward {
            Reward::Gold(n) => {
                self.p(seat).gold += n;
                events.push(WtwEvent::Gained {
                    seat,
                    gold: n,
                    bullets: 0,
                    alleys: 0,
                });
            }
            Reward::Bullets(n) => {
                self.p(seat).bullets += n;
                events.push(WtwEvent::Gained {
                    seat,
                    gold: 0,
                    bullets: n,
                    alleys: 0,
                });
            }
            Reward::Points(n) => self.p(seat).points.contracts += i32::from(n),
            Reward::Alleys(n) => {
                for _ in 0..n {
                    let t = self.alley_task(seat);
                    self.queue.push_front(t);
                }
            }
        }
    }

    // ---- legality -------------------------------------------------------------------

    /// Whether some orientation and spot fits `tile` on the seat's board.
    fn fits(&self, seat: Seat, tile: &TileDesign) -> bool {
        let s = &self.players[usize::from(seat)].settlement;
        s.any_spot(&shapes_of(tile), Anchor::Connected)
    }

    /// Signpost: the set-aside tile, once signposts 1 and 2 are covered and a spot on
    /// signpost 3 is free.
    fn set_aside_ready(&self, seat: Seat) -> Option<&'static TileDesign> {
        let p = &self.players[usize::from(seat)];
        let tile = design(p.wild.set_aside?)?;
        let s = &p.settlement;
        let trail = (1..=2).all(|number| {
            s.uncovered(Space::Signpost { number }) == 0
                && s.covered(Space::Signpost { number }) > 0
        });
        (trail && s.any_spot(&shapes_of(tile), Anchor::ThirdSignpost)).then_some(tile)
    }

    /// Where one alley may go; `next_to` keeps only spots beside that cell.
    fn alley_spots(&self, seat: Seat, next_to: Option<At>) -> Vec<At> {
        let s = &self.players[usize::from(seat)].settlement;
        s.square_spots(next_to.map(cell), false)
            .into_iter()
            .map(at)
            .collect()
    }

    /// Spots for the first of two adjacent alleys: a second one must still fit beside it.
    fn pair_spots(&self, seat: Seat) -> Vec<At> {
        // The second alley touches the first, so it only needs a free space beside it.
        let s = &self.players[usize::from(seat)].settlement;
        s.square_spots(None, true).into_iter().map(at).collect()
    }

    /// Whether an alley fits anywhere, and (`pair`) with room for a second beside it.
    fn alley_fits(&self, seat: Seat, pair: bool) -> bool {
        let s = &self.players[usize::from(seat)].settlement;
        match s.square_spot_set(None, pair) {
            Some(set) => !set.is_empty(),
            None if pair => !self.pair_spots(seat).is_empty(),
            None => !self.alley_spots(seat, None).is_empty(),
        }
    }

    /// The legal spots of the tile or alley that `decision` waits for: one bit set per
    /// orientation, in the order sorted actions list them. `None` when the decision is no
    /// placement or the board is too large for bit sets (the lists work everywhere).
    fn placement_spots(&self, seat: Seat, decision: &Decision) -> Option<PlacementSpots> {
        let s = &self.players[usize::from(seat)].settlement;
        let (tile, anchor) = match decision {
            Decision::PlaceTile {
                design: id,
                on_signpost: false,
            } => match design(*id) {
                Some(tile) => (tile, Anchor::Connected),
                None => return Some(PlacementSpots::default()),
            },
            Decision::PlaceTile {
                on_signpost: true, ..
            } => match self.set_aside_ready(seat) {
                Some(tile) => (tile, Anchor::ThirdSignpost),
                None => return Some(PlacementSpots::default()),
            },
            Decision::PlaceAlley { kind } => {
                let set = match *kind {
                    AlleyKind::Single => s.square_spot_set(None, false)?,
                    AlleyKind::FirstOfPair => s.square_spot_set(None, true)?,
                    AlleyKind::NextTo { x, y } | AlleyKind::Extra { x, y } => {
                        s.square_spot_set(Some(cell((x, y))), false)?
                    }
                };
                return Some(PlacementSpots {
                    pass: matches!(kind, AlleyKind::Extra { .. }) && !set.is_empty(),
                    alley: true,
                    ..PlacementSpots::with(&[set])
                });
            }
            _ => return None,
        };
        let shapes = shapes_of(tile);
        let mut spots = PlacementSpots::default();
        for set in s.spots(&shapes, anchor)? {
            spots.push(set);
        }
        // The content's shapes come sorted; any other list is sorted here.
        if matches!(shapes, Cow::Owned(_)) {
            spots.sets[..spots.len].sort_by_key(|s| s.map(|s| s.orientation));
        }
        Some(spots)
    }

    fn alley_choices(&self, seat: Seat, kind: AlleyKind) -> Vec<WtwAction> {
        let spots = match kind {
            AlleyKind::Single => self.alley_spots(seat, None),
            AlleyKind::FirstOfPair => self.pair_spots(seat),
            AlleyKind::NextTo { x, y } | AlleyKind::Extra { x, y } => {
                self.alley_spots(seat, Some((x, y)))
            }
        };
        let mut v: Vec<WtwAction> = spots
            .into_iter()
            .map(|(x, y)| WtwAction::PlaceAlley { x, y })
            .collect();
        if matches!(kind, AlleyKind::Extra { .. }) && !v.is_empty() {
            v.push(WtwAction::Pass);
        }
        v
    }

    fn draft_options(&self, seat: Seat) -> Vec<WtwAction> {
        let gold = self.players[usize::from(seat)].gold;
        let mut out = Vec::with_capacity(8);
        for &die in &self.dice {
            for o in self.market.options_iter(die, gold) {
                if design_at(usize::from(o.stack)).is_some_and(|d| self.fits(seat, d)) {
                    out.push(WtwAction::Draft {
                        die,
                        stack: o.stack,
                        jumps: o.jumps,
                    });
                }
            }
        }
        if self.alley_fits(seat, false) {
            out.push(WtwAction::FreeAlleys { count: 1 });
            if self.alley_fits(seat, true) {
                out.push(WtwAction::FreeAlleys { count: 2 });
            }
        }
        if self.set_aside_ready(seat).is_some() {
            out.push(WtwAction::PlaceSetAside);
        }
        if self.players[usize::from(seat)].sawmill == Some(SawmillState::Ready) {
            for stack in 0..self.market.counts.len() {
                if self.sawmill_may_take(seat, stack) {
                    out.push(WtwAction::Sawmill { stack: stack as u8 });
                }
            }
        }
        out
    }

    /// Whether a Sawmill flip may take the tile of `stack`.
    fn sawmill_may_take(&self, seat: Seat, stack: usize) -> bool {
        let gold = self.players[usize::from(seat)].gold;
        let count = self.market.counts.get(stack).copied().unwrap_or(0);
        design_at(stack).is_some_and(|d| {
            count > 0
                && d.building != Some(Building::Sawmill)
                && d.cost <= gold
                && self.fits(seat, d)
        })
    }

    /// Whether `draft_options` would offer anything (stops at the first option).
    fn may_draft(&self, seat: Seat) -> bool {
        let gold = self.players[usize::from(seat)].gold;
        self.dice.iter().any(|&die| {
            self.market
                .options_iter(die, gold)
                .any(|o| design_at(usize::from(o.stack)).is_some_and(|d| self.fits(seat, d)))
        }) || self.alley_fits(seat, false)
            || self.set_aside_ready(seat).is_some()
            || (self.players[usize::from(seat)].sawmill == Some(SawmillState::Ready)
                && (0..self.market.counts.len()).any(|stack| self.sawmill_may_take(seat, stack)))
    }

    /// Whether `draft_options` offers `action`, without listing them.
    fn is_draft_option(&self, seat: Seat, action: &WtwAction) -> bool {
        let gold = self.players[usize::from(seat)].gold;
        match *action {
            WtwAction::Draft { die, stack, jumps } => {
                self.dice.contains(&die)
                    && self
                        .market
                        .options_iter(die, gold)
                        .any(|o| o.stack == stack && o.jumps == jumps)
                    && design_at(usize::from(stack)).is_some_and(|d| self.fits(seat, d))
            }
            WtwAction::FreeAlleys { count: 1 } => self.alley_fits(seat, false),
            WtwAction::FreeAlleys { count: 2 } => {
                self.alley_fits(seat, false) && self.alley_fits(seat, true)
            }
            WtwAction::PlaceSetAside => self.set_aside_ready(seat).is_some(),
            WtwAction::Sawmill { stack } => {
                self.players[usize::from(seat)].sawmill == Some(SawmillState::Ready)
                    && self.sawmill_may_take(seat, usize::from(stack))
            }
            _ => false,
        }
    }

    /// Whether the decision has at least one choice (cheaper than listing them all).
    fn has_choice(&self, seat: Seat, d: &Decision) -> bool {
        match d {
            Decision::PlaceTile {
                design: id,
                on_signpost: false,
            } => design(*id).is_some_and(|t| self.fits(seat, t)),
            Decision::PlaceTile {
                on_signpost: true, ..
            } => self.set_aside_ready(seat).is_some(),
            Decision::Draft => self.may_draft(seat),
            _ => match self.placement_spots(seat, d) {
                Some(spots) => spots.count() > 0,
                None => !self.decision_actions(seat, d).is_empty(),
            },
        }
    }

    /// Whether `action` is one of the decision's choices (what `decision_actions` lists),
    /// without listing the long lists.
    fn is_choice(&self, seat: Seat, d: &Decision, action: &WtwAction) -> bool {
        // A tile's placement: only the action's own orientation needs searching.
        if let (
            Decision::PlaceTile {
                design: id,
                on_signpost: false,
            },
            WtwAction::Place { orientation, x, y },
        ) = (d, action)
        {
            let s = &self.players[usize::from(seat)].settlement;
            if let Some(tile) = design(*id) {
                let shapes = shapes_of(tile);
                // Only distinct orientations are offered.
                let Some(shape) = shapes.iter().find(|s| s.orientation() == *orientation) else {
                    return false;
                };
                let found = s
                    .spots(std::slice::from_ref(shape), Anchor::Connected)
                    .map(|mut sets| sets.next().is_some_and(|set| set.contains(*x, *y)));
                if let Some(found) = found {
                    return found;
                }
            }
        }
        if let Some(spots) = self.placement_spots(seat, d) {
            return spots.contains(action);
        }
        match d {
            Decision::Draft => self.is_draft_option(seat, action),
            _ => self.decision_actions(seat, d).contains(action),
        }
    }

    fn decision_actions(&self, seat: Seat, d: &Decision) -> Vec<WtwAction> {
        let p = &self.players[usize::from(seat)];
        match d {
            Decision::KeepPartner => p
                .dealt
                .iter()
                .map(|&id| WtwAction::KeepPartner { id })
                .collect(),
            Decision::Income => vec![
                WtwAction::Income { pickaxes: false },
                WtwAction::Income { pickaxes: true },
            ],
            Decision::Draft => self.draft_options(seat),
            Decision::PlaceTile {
                design: id,
                on_signpost: false,
            } => {
                let Some(tile) = design(*id) else {
                    return Vec::new();
                };
                p.settlement
                    .legal_spots(&tile.squares, &distinct_orientations(&tile.squares))
                    .into_iter()
                    .map(|(orientation, x, y)| WtwAction::Place { orientation, x, y })
                    .collect()
            }
            Decision::PlaceTile {
                on_signpost: true, ..
            } => {
                let Some(tile) = self.set_aside_ready(seat) else {
                    return Vec::new();
                };
                p.settlement
                    .legal_spots_anchored(
                        &tile.squares,
                        &distinct_orientations(&tile.squares),
                        Anchor::ThirdSignpost,
                    )
                    .into_iter()
                    .map(|(orientation, x, y)| WtwAction::Place { orientation, x, y })
                    .collect()
            }
            // Nothing to stash: the choice lapses.
            Decision::Stash { max } if (*max).min(p.gold) == 0 => Vec::new(),
            Decision::Stash { max } => (0..=(*max).min(p.gold))
                .map(|gold| WtwAction::Stash { gold })
                .collect(),
            Decision::PlaceAlley { kind } => self.alley_choices(seat, *kind),
            Decision::PickPartner => {
                let mut v: Vec<WtwAction> = self
                    .partner_supply
                    .iter()
                    .map(|&id| WtwAction::PickPartner { id: Some(id) })
                    .collect();
                if !self.partner_deck.is_empty() {
                    v.push(WtwAction::PickPartner { id: None });
                }
                v
            }
            Decision::PickAce => self
                .ace_supply
                .iter()
                .map(|&suit| WtwAction::PickAce { suit })
                .collect(),
            Decision::Den { .. } => {
                let mut v: Vec<WtwAction> = p
                    .settlement
                    .sheriffs()
                    .into_iter()
                    .map(|c| WtwAction::Den {
                        sheriff: Some(at(c)),
                    })
                    .collect();
                v.push(WtwAction::Den { sheriff: None });
                v
            }
            Decision::Wheelwright => vec![
                WtwAction::Wheelwright { alleys_now: false },
                WtwAction::Wheelwright { alleys_now: true },
            ],
            Decision::GeneralStore => [
                StoreChoice::Bullets,
                StoreChoice::Pickaxes,
                StoreChoice::Alleys,
            ]
            .into_iter()
            .map(|choice| WtwAction::GeneralStore { choice })
            .collect(),
            Decision::Wrangle { pasture, cows } => {
                // The pasture as it is now: a decision queued earlier must not let a pasture
                // be wrangled twice, or for more cows than it holds.
                let now = p.settlement.pasture_at(cell(*pasture));
                let Some(now) = now.filter(|pa| self.may_wrangle(seat, pa)) else {
                    return Vec::new();
                };
                let mut v = vec![WtwAction::Wrangle { cows: 0 }];
                v.extend(
                    (3..=(*cows).min(now.cows).min(7)).map(|cows| WtwAction::Wrangle { cows }),
                );
                v
            }
            // No bullet, no shot: the decision lapses.
            Decision::Shoot { .. } if p.bullets == 0 => Vec::new(),
            Decision::Shoot { anywhere } => {
                let targets = if *anywhere {
                    p.settlement.standing_bandits()
                } else {
                    p.settlement.all_targets()
                };
                targets
                    .into_iter()
                    .map(|c| WtwAction::Shoot {
                        x: c.0 as i8,
                        y: c.1 as i8,
                    })
                    .collect()
            }
            Decision::HillBandit => p
                .settlement
                .free_hills()
                .into_iter()
                .map(|c| WtwAction::HillBandit {
                    x: c.0 as i8,
                    y: c.1 as i8,
                })
                .collect(),
        }
    }

    // ---- applying decisions ---------------------------------------------------------

    fn decide(
        &mut self,
        seat: Seat,
        decision: Decision,
        action: &WtwAction,
        events: &mut Vec<WtwEvent>,
    ) -> Result<(), WtwError> {
        // Every refusal comes before the first change, so that a refused action leaves the
        // game as it was without `apply` having to work on a copy.
        if !self.is_choice(seat, &decision, action) {
            return Err(WtwError::NotAChoice);
        }
        match (decision, action.clone()) {
            (Decision::KeepPartner, WtwAction::KeepPartner { id }) => {
                self.queue.pop_front();
                self.keep_partner(seat, id, events);
            }
            (Decision::Income, WtwAction::Income { pickaxes }) => {
                self.queue.pop_front();
                if pickaxes {
                    self.p(seat).gold += 1;
                    events.push(WtwEvent::Income { seat, gold: 1 });
                    self.mine(seat, 2, events);
                } else {
                    self.take_income(seat, events);
                }
            }
            (Decision::Draft, WtwAction::Draft { die, stack, jumps }) => {
                let gold = self
                    .market
                    .options_iter(die, self.players[usize::from(seat)].gold)
                    .find(|o| o.stack == stack && o.jumps == jumps)
                    .map(|o| o.gold)
                    .ok_or(WtwError::NotAChoice)?;
                let tile = self.market_tile(seat, usize::from(stack), gold)?;
                self.queue.pop_front();
                self.take_from_market(seat, tile, usize::from(stack), gold, events);
                self.dice.retain(|&d| d != die);
                self.resettle_dice(events);
            }
            (Decision::Draft, WtwAction::Sawmill { stack }) => {
                let cost = self.market.costs[usize::from(stack)];
                let tile = self.market_tile(seat, usize::from(stack), cost)?;
                self.queue.pop_front();
                self.p(seat).sawmill = Some(SawmillState::Used);
                self.take_from_market(seat, tile, usize::from(stack), cost, events);
                self.resettle_dice(events);
            }
            (Decision::Draft, WtwAction::PlaceSetAside) => {
                let id = self.players[usize::from(seat)]
                    .wild
                    .set_aside
                    .ok_or(WtwError::NotAChoice)?;
                self.queue.pop_front();
                self.queue.push_front(Task::EndTurn);
                self.queue.push_front(Task::Decide(
                    seat,
                    Decision::PlaceTile {
                        design: id,
                        on_signpost: true,
                    },
                ));
            }
            (
                Decision::PlaceTile {
                    design: id,
                    on_signpost: true,
                },
                WtwAction::Place { orientation, x, y },
            ) => {
                let tile = design(id).ok_or(WtwError::NotAChoice)?;
                self.queue.pop_front();
                self.p(seat).wild.set_aside = None;
                self.lay(seat, Some(tile), orientation, (x, y), events);
            }
            (Decision::Stash { .. }, WtwAction::Stash { gold }) => {
                self.queue.pop_front();
                if gold > 0 {
                    let p = self.p(seat);
                    p.gold -= gold;
                    p.wild.stashed += gold;
                    events.push(WtwEvent::Stashed { seat, gold });
                }
            }
            (Decision::Draft, WtwAction::FreeAlleys { count }) => {
                self.queue.pop_front();
                self.queue.push_front(Task::EndTurn);
                let kind = if count == 2 {
                    AlleyKind::FirstOfPair
                } else {
                    AlleyKind::Single
                };
                self.queue
                    .push_front(Task::Decide(seat, Decision::PlaceAlley { kind }));
            }
            (
                Decision::PlaceTile {
                    design: id,
                    on_signpost: false,
                },
                WtwAction::Place { orientation, x, y },
            ) => {
                let tile = design(id).ok_or(WtwError::NotAChoice)?;
                self.queue.pop_front();
                self.lay(seat, Some(tile), orientation, (x, y), events);
            }
            (Decision::PlaceAlley { kind }, WtwAction::PlaceAlley { x, y }) => {
                self.queue.pop_front();
                self.lay(seat, None, Orientation::ALL[0], (x, y), events);
                let next = match kind {
                    AlleyKind::FirstOfPair => Some(AlleyKind::NextTo { x, y }),
                    // The Wheelwright's ongoing benefit: a single alley may come with a second.
                    AlleyKind::Single if self.players[usize::from(seat)].double_alleys => {
                        Some(AlleyKind::Extra { x, y })
                    }
                    _ => None,
                };
                if let Some(kind) = next {
                    self.queue
                        .push_front(Task::Decide(seat, Decision::PlaceAlley { kind }));
                }
            }
            (
                Decision::PlaceAlley {
                    kind: AlleyKind::Extra { .. },
                },
                WtwAction::Pass,
            ) => {
                self.queue.pop_front();
            }
            (Decision::PickPartner, WtwAction::PickPartner { id }) => {
                self.queue.pop_front();
                self.pick_partner(seat, id, events);
            }
            (Decision::PickAce, WtwAction::PickAce { suit }) => {
                self.queue.pop_front();
                self.ace_supply.retain(|&s| s != suit);
                self.p(seat).ace_cards.push(suit);
                events.push(WtwEvent::AceCard { seat, suit });
            }
            (Decision::Den { left }, WtwAction::Den { sheriff }) => {
                self.queue.pop_front();
                if let Some(s) = sheriff {
                    self.p(seat).settlement.tombstone(cell(s));
                    if left > 1
                        && !self.players[usize::from(seat)]
                            .settlement
                            .sheriffs()
                            .is_empty()
                    {
                        self.queue
                            .push_front(Task::Decide(seat, Decision::Den { left: left - 1 }));
                    }
                }
            }
            (Decision::Wheelwright, WtwAction::Wheelwright { alleys_now }) => {
                self.queue.pop_front();
                if alleys_now {
                    for _ in 0..2 {
                        let t = self.alley_task(seat);
                        self.queue.push_front(t);
                    }
                } else {
                    self.p(seat).double_alleys = true;
                }
            }
            (Decision::GeneralStore, WtwAction::GeneralStore { choice }) => {
                self.queue.pop_front();
                self.general_store(seat, choice, events);
            }
            (Decision::Wrangle { pasture, .. }, WtwAction::Wrangle { cows }) => {
                self.queue.pop_front();
                if cows > 0 {
                    self.wrangle(seat, pasture, cows, events);
                }
            }
            (Decision::Shoot { .. }, WtwAction::Shoot { x, y }) => {
                self.queue.pop_front();
                self.shoot(seat, (x.into(), y.into()), events);
            }
            (Decision::HillBandit, WtwAction::HillBandit { x, y }) => {
                self.queue.pop_front();
                self.p(seat).hill_bandits += 1;
                self.p(seat)
                    .settlement
                    .put_hill_bandit((x.into(), y.into()));
                events.push(WtwEvent::HillBandit { seat, x, y });
            }
            _ => return Err(WtwError::NotAChoice),
        }
        Ok(())
    }

    /// Keeps partner `id` (one of the two dealt) face down; the other goes back to the deck.
    fn keep_partner(&mut self, seat: Seat, id: u8, events: &mut Vec<WtwEvent>) {
        let p = self.p(seat);
        let other: Vec<u8> = p.dealt.iter().copied().filter(|&d| d != id).collect();
        p.hidden_partner = Some(id);
        p.dealt.clear();
        self.partner_deck.extend(other);
        self.partner_deck.sort_unstable();
        events.push(WtwEvent::PartnerKept { seat });
    }

    /// The second partner at the hat: a face-up one, or the top card blind (a chance draw).
    fn pick_partner(&mut self, seat: Seat, id: Option<u8>, events: &mut Vec<WtwEvent>) {
        match id {
            Some(id) => {
                self.partner_supply.retain(|&p| p != id);
                self.p(seat).partners.push(id);
                events.push(WtwEvent::PartnerGained { seat, id: Some(id) });
                if !self.partner_deck.is_empty() {
                    self.queue
                        .push_front(Task::Chance(Chance::DrawPartner { to: None }));
                }
            }
            None => self
                .queue
                .push_front(Task::Chance(Chance::DrawPartner { to: Some(seat) })),
        }
    }

    fn general_store(&mut self, seat: Seat, choice: StoreChoice, events: &mut Vec<WtwEvent>) {
        match choice {
            StoreChoice::Bullets => {
                self.p(seat).bullets += 2;
                events.push(WtwEvent::Gained {
                    seat,
                    gold: 0,
                    bullets: 2,
                    alleys: 0,
                });
            }
            StoreChoice::Pickaxes => self.mine(seat, 2, events),
            StoreChoice::Alleys => {
                for _ in 0..2 {
                    let t = self.alley_task(seat);
                    self.queue.push_front(t);
                }
            }
        }
    }

    /// The tile a draft takes from `stack` for `gold`, if the seat can pay.
    fn market_tile(
        &self,
        seat: Seat,
        stack: usize,
        gold: u8,
    ) -> Result<&'static TileDesign, WtwError> {
        let tile = design_at(stack).ok_or(WtwError::NotAChoice)?;
        if self.players[usize::from(seat)].gold < gold {
            return Err(WtwError::NotEnoughGold);
        }
        Ok(tile)
    }

    /// Takes `tile` from `stack` for `gold` (checked by [`WildTiledWest::market_tile`]).
    fn take_from_market(
        &mut self,
        seat: Seat,
        tile: &'static TileDesign,
        stack: usize,
        gold: u8,
        events: &mut Vec<WtwEvent>,
    ) {
        let p = self.p(seat);
        p.gold -= gold;
        self.market.counts[stack] -= 1;
        events.push(WtwEvent::Drafted {
            seat,
            design: tile.id,
            gold,
        });
        self.queue.push_front(Task::EndTurn);
        self.queue.push_front(Task::Decide(
            seat,
            Decision::PlaceTile {
                design: tile.id,
                on_signpost: false,
            },
        ));
    }

    /// Dice whose row or column emptied move on to the next number.
    fn resettle_dice(&mut self, events: &mut Vec<WtwEvent>) {
        let settled = self.market.settle(&self.dice);
        if settled != self.dice {
            for (from, to) in self.dice.iter().zip(settled.iter()) {
                if from != to {
                    events.push(WtwEvent::DieMoved {
                        from: *from,
                        to: *to,
                    });
                }
            }
            self.dice = settled;
        }
    }

    // ---- chance ---------------------------------------------------------------------

    fn apply_chance(
        &mut self,
        chance: Chance,
        action: &WtwAction,
        events: &mut Vec<WtwEvent>,
    ) -> Result<(), WtwError> {
        match (chance, action) {
            (
                Chance::Setup,
                WtwAction::Setup {
                    first_player,
                    dealt,
                    contracts,
                },
            ) => {
                let n = self.players.len();
                let partners = content().partners.len() as u8;
                let mut seen: Vec<u8> = dealt.clone();
                seen.sort_unstable();
                let distinct = seen.windows(2).all(|w| w[0] != w[1]);
                let mut order = contracts.clone();
                order.sort_unstable();
                if usize::from(*first_player) >= n
                    || dealt.len() != PARTNERS_DEALT * n
                    || !distinct
                    || seen.iter().any(|&id| id == 0 || id > partners)
                    || order != (0..content().contracts.len() as u8).collect::<Vec<_>>()
                {
                    return Err(WtwError::BadChance);
                }
                self.first_player = *first_player;
                self.drafter = *first_player;
                for (i, p) in self.players.iter_mut().enumerate() {
                    p.dealt = dealt[i * PARTNERS_DEALT..(i + 1) * PARTNERS_DEALT].to_vec();
                }
                self.partner_deck = (1..=partners).filter(|id| !seen.contains(id)).collect();
                self.contracts = contracts.clone();
                self.flipped = vec![false; contracts.len()];
                if n == 3 {
                    // The player who goes last in the first round takes 1 gold.
                    let last = (first_player + 2) % 3;
                    self.p(last).gold += 1;
                }
                self.stage = Stage::KeepPartners;
                events.push(WtwEvent::SetUp {
                    first_player: *first_player,
                });
            }
            (Chance::Roll, WtwAction::Roll { prairie, river }) => {
                let (np, nr) = Self::dice_for(self.players.len());
                if prairie.len() != np
                    || river.len() != nr
                    || prairie.iter().any(|&v| !(1..=20).contains(&v))
                    || river.iter().any(|&v| !(1..=8).contains(&v))
                {
                    return Err(WtwError::BadChance);
                }
                let roll: Vec<(DieKind, u8)> = prairie
                    .iter()
                    .map(|&v| (DieKind::Prairie, v))
                    .chain(river.iter().map(|&v| (DieKind::River, v)))
                    .collect();
                let mut dice = self.market.place_roll(&roll);
                dice.sort();
                self.dice = dice.clone();
                events.push(WtwEvent::DiceRolled { dice });
            }
            (Chance::DrawPartner { to }, WtwAction::DrawPartner { id }) => {
                if !self.partner_deck.contains(id) {
                    return Err(WtwError::BadChance);
                }
                self.partner_deck.retain(|p| p != id);
                match to {
                    Some(seat) => {
                        self.p(seat).partners.push(*id);
                        events.push(WtwEvent::PartnerGained {
                            seat,
                            id: Some(*id),
                        });
                    }
                    None => self.partner_supply.push(*id),
                }
            }
            (Chance::RevealBandit, WtwAction::RevealBandit { id }) => {
                let card = content()
                    .bandit_cards
                    .iter()
                    .find(|c| c.id == *id)
                    .filter(|_| self.bandit_deck.contains(id))
                    .ok_or(WtwError::BadChance)?;
                self.bandit_deck.retain(|b| b != id);
                self.ridge.revealed.push(*id);
                self.ridge.bandits += card.bandits;
                self.ridge.spare_bullets += card.bullets;
                self.ridge.cover();
                events.push(WtwEvent::BanditCard { id: *id });
                if card.cows > 0 {
                    self.ridge.cows += card.cows;
                    let unwrangled = self.ridge.cows - self.ridge.cows_wrangled;
                    // Flip the unflipped contract of the largest wrangle these cows reach.
                    let size = (4..=unwrangled.min(7))
                        .rev()
                        .find(|&s| !self.flipped[usize::from(s - 4)]);
                    if let Some(s) = size {
                        self.flipped[usize::from(s - 4)] = true;
                        self.ridge.cows_wrangled = self.ridge.cows;
                        events.push(WtwEvent::ContractFlipped { cows: s });
                    }
                }
            }
            _ => return Err(WtwError::BadChance),
        }
        Ok(())
    }

    // ---- endgame --------------------------------------------------------------------

    fn partner_points(&self, seat: Seat, id: u8) -> i32 {
        let Some(partner) = content().partners.iter().find(|p| p.id == id) else {
            return 0;
        };
        let p = &self.players[usize::from(seat)];
        let s = &p.settlement;
        let count = |n: usize, points: i32| n as i32 * points;
        match partner.goal {
            PartnerGoal::PerCompletedTown { points } => count(p.completed_towns.len(), points),
            PartnerGoal::PerTombstone { points } => count(s.tombstones(), points),
            PartnerGoal::PerWrangle { points } => count(usize::from(p.wrangles), points),
            PartnerGoal::PerBuilding { points } => count(
                s.placements()
                    .iter()
                    .filter(|t| t.building.is_some())
                    .count(),
                points,
            ),
            PartnerGoal::PerAceOfSuit { suit, points } => {
                count(self.aces(seat)[suit_index(suit)] as usize, points)
            }
            PartnerGoal::PerGoldLeft { per, points } => {
                count(usize::from(p.gold / per.max(1)), points)
            }
            PartnerGoal::PerBulletLeft { points } => count(usize::from(p.bullets), points),
            PartnerGoal::PerSheriff { points } => count(s.sheriffs().len(), points),
            PartnerGoal::PerHillBandit { points } => count(usize::from(p.hill_bandits), points),
            PartnerGoal::MiningAtLeast { space, points } => {
                if p.mining >= space {
                    points
                } else {
                    0
                }
            }
            PartnerGoal::PerFullRow { points } => {
                let full = (0..i32::from(s.side().height))
                    .filter(|&y| (0..i32::from(s.side().width)).all(|x| !s.is_open((x, y))))
                    .count();
                count(full, points)
            }
            PartnerGoal::PerFullColumn { points } => {
                let full = (0..i32::from(s.side().width))
                    .filter(|&x| (0..i32::from(s.side().height)).all(|y| !s.is_open((x, y))))
                    .count();
                count(full, points)
            }
            PartnerGoal::FewBanditsStanding { points, less } => {
                (points - count(s.bandits_standing(), less)).max(0)
            }
            PartnerGoal::PerCow { points } => {
                count(s.herds().iter().map(|h| usize::from(h.cows)).sum(), points)
            }
            PartnerGoal::PerCoveredBonusSpace { points } => {
                count(usize::from(p.bonus_spaces_covered), points)
            }
            PartnerGoal::PerAlley { points } => count(usize::from(p.alleys), points),
        }
    }

    /// Endgame points of the seat's wild side: stashed gold (Carpenters), suit marks touched
    /// (Pocket Aces).
    fn wild_endgame_points(&self, seat: Seat) -> i32 {
        let p = &self.players[usize::from(seat)];
        match p.settlement.side().rule() {
            Some(WildRule::Carpenters { points }) => i32::from(p.wild.stashed) * points,
            Some(WildRule::PocketAces { points }) => {
                let aces = self.aces(seat);
                p.settlement
                    .suit_marks_touched()
                    .into_iter()
                    .map(|suit| aces[suit_index(suit)] as i32 * points)
                    .sum()
            }
            _ => 0,
        }
    }

    /// Aces per suit: on tiles and ace cards.
    pub fn aces(&self, seat: Seat) -> [u32; 4] {
        let p = &self.players[usize::from(seat)];
        let mut counts = p.settlement.aces();
        for &suit in &p.ace_cards {
            counts[suit_index(suit)] += 1;
        }
        counts
    }

    fn sheet(&self, seat: Seat) -> ScoreSheet {
        self.sheet_counting(seat, true)
    }

    /// `seat`'s total if the game ended now, its face-down partner included.
    pub fn score_now(&self, seat: Seat) -> i32 {
        if usize::from(seat) >= self.players.len() {
            return 0;
        }
        let mut total = 0;
        self.tally(seat, true, &mut |_, points| total += points);
        total
    }

    /// Gives `seat` `more` gold (evaluation tests).
    #[cfg(test)]
    pub(crate) fn give_gold_for_tests(&mut self, seat: Seat, more: u8) {
        self.p(seat).gold += more;
    }

    /// A seat's sheet; `hidden_partner` false leaves out its face-down partner, for the
    /// other seats' eyes before the end.
    fn sheet_counting(&self, seat: Seat, hidden_partner: bool) -> ScoreSheet {
        let mut sheet = ScoreSheet::default();
        self.tally(seat, hidden_partner, &mut |key, points| {
            sheet.push(key, points)
        });
        sheet
    }

    /// The sheet's lines, handed to `line` one by one: the sheet's total alone (the bots'
    /// evaluation, thousands of times a decision) then needs no line allocated.
    fn tally(&self, seat: Seat, hidden_partner: bool, line: &mut impl FnMut(&'static str, i32)) {
        let p = &self.players[usize::from(seat)];
        let s = &p.settlement;
        line("start", p.points.start);
        line("towns", p.points.towns);
        line("wrangles", p.points.wrangles);
        line("contracts", p.points.contracts);
        line("tussles", p.points.tussles);
        let horseshoes = s.uncovered(Space::Horseshoe);
        let mut buildings = p.points.buildings;
        for (i, t) in s.placements().iter().enumerate() {
            buildings += match t.building {
                Some(Building::Chapel) => s.tombstones() as i32,
                Some(Building::Stable) if horseshoes == 0 => Building::STABLE_POINTS,
                Some(Building::Ranch) => s.cows_beside(i as u16) as i32,
                _ => 0,
            };
        }
        line("buildings", buildings);
        line("trailblazing", -(horseshoes as i32));
        line("tombstones", 2 * s.tombstones() as i32);
        line("aces", ace_points(self.aces(seat)));
        line("wild", p.points.wild + self.wild_endgame_points(seat));
        line(
            "mining",
            content()
                .mining
                .get(usize::from(p.mining))
                .map_or(0, |m| m.points),
        );
        let partners: i32 = p
            .hidden_partner
            .iter()
            .filter(|_| hidden_partner)
            .chain(p.partners.iter())
            .map(|&id| self.partner_points(seat, id))
            .sum();
        line("partners", partners);
    }

    /// Solo: the rank a final score earns, from the content's rank chart.
    pub fn rank(score: i32) -> Option<&'static str> {
        content()
            .scoreboard
            .solo_ranks
            .iter()
            .filter(|r| score >= r.min)
            .max_by_key(|r| r.min)
            .map(|r| r.key.as_str())
    }
}

/// What one seat may see: everything on the table except other seats' face-down partners
/// (and the cards dealt to them at setup) and the partner deck's contents.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct WtwView {
    pub you: Option<Seat>,
    pub stage: Stage,
    pub year: u8,
    pub round: u8,
    pub first_player: Seat,
    pub drafter: Seat,
    pub turns_taken: u8,
    pub market_counts: Vec<u8>,
    pub market_costs: Vec<u8>,
    pub dice: Vec<Slot>,
    pub players: Vec<WtwPlayerView>,
    pub partner_supply: Vec<u8>,
    pub partner_deck_size: u8,
    pub ace_supply: Vec<Suit>,
    pub contracts: Vec<u8>,
    pub flipped: Vec<bool>,
    pub bandit_deck_size: u8,
    pub ridge: Ridge,
    /// What the game waits for, in order (decisions and chance events).
    pub queue: Vec<Task>,
    /// The solo rank chart (content), lowest first.
    pub solo_ranks: Vec<crate::content::SoloRank>,
    /// The viewer's legal drafts with their prices, while the viewer drafts.
    pub draft_prices: Vec<crate::screen_aids::DraftPrice>,
    /// The tile being placed in each orientation, while a tile waits to be placed.
    pub placing_orientations: Vec<crate::screen_aids::TileOrientation>,
    /// Each building's sign colour (content).
    pub building_signs: Vec<crate::screen_aids::BuildingSign>,
    /// Every cell of the pasture a wrangle waiting at the front of the queue is about.
    pub wrangle_pasture: Vec<At>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct WtwPlayerView {
    pub board: u8,
    pub settlement: Settlement,
    pub gold: u8,
    pub bullets: u8,
    pub mining: u8,
    pub points: InGamePoints,
    /// The two partners dealt at setup: yours only.
    pub dealt: Vec<u8>,
    pub dealt_count: u8,
    /// The face-down partner: yours only.
    pub hidden_partner: Option<u8>,
    pub has_hidden_partner: bool,
    pub partners: Vec<u8>,
    pub ace_cards: Vec<Suit>,
    pub sawmill: Option<SawmillState>,
    pub double_alleys: bool,
    pub surrounded: Vec<u16>,
    pub completed_towns: Vec<u8>,
    pub wrangles: u8,
    pub hill_bandits: u8,
    pub bonus_spaces_covered: u8,
    pub alleys: u8,
    pub wild: WildProgress,
    pub bandits_standing: u8,
    /// The sheriffs' lines of fire, for drawing.
    pub lines_of_fire: Vec<crate::settlement::FireLine>,
}

impl WildTiledWest {
    /// Plays an action. Every refusal is decided before the first change (`decide` and
    /// `apply_chance` check, then act), so a refused action leaves the game exactly as it
    /// was without the game being copied first.
    fn apply_inner(&mut self, who: Who, action: &WtwAction) -> Result<Vec<WtwEvent>, WtwError> {
        // Room for a typical action's events, so pushing them rarely reallocates.
        let mut events = Vec::with_capacity(8);
        match who {
            Who::Chance => {
                let chance = match (self.stage, self.queue.front()) {
                    (Stage::Setup, _) => Chance::Setup,
                    (_, Some(Task::Chance(c))) => c.clone(),
                    _ => return Err(WtwError::WrongMoment),
                };
                self.apply_chance(chance.clone(), action, &mut events)?;
                if chance != Chance::Setup {
                    self.queue.pop_front();
                }
            }
            Who::Seat(seat) => {
                if !self.actor().includes(seat) {
                    return Err(WtwError::NotYourTurn);
                }
                if self.stage == Stage::KeepPartners {
                    let WtwAction::KeepPartner { id } = action else {
                        return Err(WtwError::WrongMoment);
                    };
                    if !self.players[usize::from(seat)].dealt.contains(id) {
                        return Err(WtwError::NotAChoice);
                    }
                    self.keep_partner(seat, *id, &mut events);
                } else {
                    let Some(Task::Decide(_, decision)) = self.queue.front().cloned() else {
                        return Err(WtwError::WrongMoment);
                    };
                    self.decide(seat, decision, action, &mut events)?;
                }
            }
        }
        self.settle(&mut events);
        Ok(events)
    }
}

impl Game for WildTiledWest {
    const ID: &'static str = "wild-tiled-west";
    const NAME: &'static str = "Wild Tiled West";
    const PLAYERS: PlayerCount = PlayerCount { min: 1, max: 5 };
    /// 16 rounds x 5 seats x (a draft, a placement and follow-ups), with room to spare.
    const MAX_ACTIONS: usize = 6_000;
    type Options = WtwOptions;
    type Action = WtwAction;
    type View = WtwView;
    type Event = WtwEvent;
    type Error = WtwError;

    fn new(options: &WtwOptions, players: usize) -> Result<Self, SetupError> {
        if !(1..=5).contains(&players) {
            return Err(SetupError::PlayerCount {
                min: 1,
                max: 5,
                got: players,
            });
        }
        let c = content();
        let boards: Vec<u8> = if options.boards.is_empty() {
            (1..=players as u8).collect()
        } else {
            options.boards.clone()
        };
        if boards.len() != players {
            return Err(SetupError::Options(format!(
                "{} boards for {players} players",
                boards.len()
            )));
        }
        if options.wild.len() > players {
            return Err(SetupError::Options(format!(
                "{} wild-side choices for {players} players",
                options.wild.len()
            )));
        }
        let mut market = Market::new(&c.tiles, players);
        let mut states = Vec::new();
        for (seat, &b) in boards.iter().enumerate() {
            let board = c
                .boards
                .iter()
                .find(|x| x.id == b)
                .ok_or_else(|| SetupError::Options(format!("no board {b}")))?;
            let side = board.side(options.wild.get(seat).copied().unwrap_or(false));
            let mut settlement = Settlement::new(side.clone());
            let mut wild = WildProgress::default();
            match side.rule() {
                Some(WildRule::HouseInDanger {
                    design: id,
                    x,
                    y,
                    orientation,
                }) => {
                    let house = design(id)
                        .ok_or_else(|| SetupError::Options(format!("no tile design {id}")))?;
                    take_for_setup(&mut market, house);
                    let laid = orient(&house.squares, orientation);
                    settlement
                        .check_setup(&laid, i32::from(x), i32::from(y))
                        .map_err(|e| SetupError::Options(format!("board {b}'s house: {e}")))?;
                    settlement.place(Some(house), &laid, i32::from(x), i32::from(y), orientation);
                }
                Some(WildRule::Signpost) => {
                    let store = c
                        .tiles
                        .iter()
                        .find(|t| t.building == Some(Building::GeneralStore))
                        .ok_or_else(|| SetupError::Options("no General Store".into()))?;
                    take_for_setup(&mut market, store);
                    wild.set_aside = Some(store.id);
                }
                _ => {}
            }
            states.push(PlayerState {
                board: b,
                settlement,
                gold: 0,
                bullets: 0,
                mining: 0,
                points: InGamePoints {
                    start: c.scoreboard.starting_points,
                    ..Default::default()
                },
                dealt: Vec::new(),
                hidden_partner: None,
                partners: Vec::new(),
                ace_cards: Vec::new(),
                sawmill: None,
                double_alleys: false,
                surrounded: Vec::new(),
                completed_towns: Vec::new(),
                wrangles: 0,
                hill_bandits: 0,
                bonus_spaces_covered: 0,
                alleys: 0,
                wild,
            });
        }
        Ok(WildTiledWest {
            stage: Stage::Setup,
            players: states,
            market,
            dice: Vec::new(),
            year: 1,
            // With 5 players the round marker starts one space later.
            round: if players == 5 { 2 } else { 1 },
            first_player: 0,
            drafter: 0,
            turns_taken: 0,
            partner_deck: Vec::new(),
            partner_supply: Vec::new(),
            ace_supply: Suit::ALL.to_vec(),
            contracts: Vec::new(),
            flipped: Vec::new(),
            bandit_deck: if players == 1 {
                c.bandit_cards.iter().map(|b| b.id).collect()
            } else {
                Vec::new()
            },
            ridge: Ridge {
                bandits: if players == 1 {
                    c.scoreboard.ridge_bandits
                } else {
                    0
                },
                ..Default::default()
            },
            queue: VecDeque::new(),
        })
    }

    fn players(&self) -> usize {
        self.players.len()
    }

    fn actor(&self) -> Actor {
        match self.stage {
            Stage::Over => Actor::GameOver,
            Stage::Setup => Actor::Chance,
            // After the keeps, the face-up partners are dealt by chance.
            Stage::KeepPartners if matches!(self.queue.front(), Some(Task::Chance(_))) => {
                Actor::Chance
            }
            Stage::KeepPartners => Actor::Simultaneous(
                (0..self.players.len() as Seat)
                    .filter(|&s| self.players[usize::from(s)].hidden_partner.is_none())
                    .collect(),
            ),
            Stage::Drafting => match self.queue.front() {
                Some(Task::Decide(seat, _)) => Actor::Seat(*seat),
                Some(Task::Chance(_)) => Actor::Chance,
                _ => Actor::GameOver,
            },
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<WtwAction> {
        if !self.actor().includes(seat) {
            return Vec::new();
        }
        let mut v = if self.stage == Stage::KeepPartners {
            self.decision_actions(seat, &Decision::KeepPartner)
        } else {
            match self.queue.front() {
                Some(Task::Decide(_, d)) => match self.placement_spots(seat, d) {
                    // Placements come off their bit sets sorted and without repeats.
                    Some(spots) => return spots.actions(),
                    None => self.decision_actions(seat, d),
                },
                _ => Vec::new(),
            }
        };
        v.sort();
        v.dedup();
        v
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Option<WtwAction> {
        let chance = match (self.stage, self.queue.front()) {
            (Stage::Setup, _) => Chance::Setup,
            (Stage::Drafting | Stage::KeepPartners, Some(Task::Chance(c))) => c.clone(),
            _ => return None,
        };
        Some(match chance {
            Chance::Setup => {
                let c = content();
                let mut partners: Vec<u8> = c.partners.iter().map(|p| p.id).collect();
                rng.shuffle(&mut partners);
                let n = self.players.len();
                let first_player = rng.index(n) as u8;
                let dealt = partners[..PARTNERS_DEALT * n].to_vec();
                let mut contracts: Vec<u8> = (0..c.contracts.len() as u8).collect();
                rng.shuffle(&mut contracts);
                WtwAction::Setup {
                    first_player,
                    dealt,
                    contracts,
                }
            }
            Chance::Roll => {
                let (np, nr) = Self::dice_for(self.players.len());
                WtwAction::Roll {
                    prairie: (0..np).map(|_| rng.below(20) as u8 + 1).collect(),
                    river: (0..nr).map(|_| rng.below(8) as u8 + 1).collect(),
                }
            }
            Chance::DrawPartner { .. } => WtwAction::DrawPartner {
                id: self.partner_deck[rng.index(self.partner_deck.len())],
            },
            Chance::RevealBandit => WtwAction::RevealBandit {
                id: self.bandit_deck[rng.index(self.bandit_deck.len())],
            },
        })
    }

    /// Draws exactly what the default draws (the `rng.index`-th of the sorted legal actions)
    /// but, for placements, counts the legal spots in each orientation's bit set and picks
    /// the one at that rank instead of listing hundreds of actions.
    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<WtwAction> {
        let placement = match self.queue.front() {
            Some(Task::Decide(_, d))
                if self.stage != Stage::KeepPartners && self.actor().includes(seat) =>
            {
                self.placement_spots(seat, d)
            }
            _ => None,
        };
        match placement {
            Some(spots) => match spots.count() {
                0 => None,
                n => spots.nth(rng.index(n)),
            },
            None => {
                let mut legal = self.legal_actions(seat);
                if legal.is_empty() {
                    return None;
                }
                let i = rng.index(legal.len());
                Some(legal.swap_remove(i))
            }
        }
    }

    fn apply(&mut self, who: Who, action: &WtwAction) -> Result<Vec<WtwEvent>, WtwError> {
        self.apply_inner(who, action)
    }

    fn view(&self, seat: Option<Seat>) -> WtwView {
        WtwView {
            you: seat,
            stage: self.stage,
            year: self.year,
            round: self.round,
            first_player: self.first_player,
            drafter: self.drafter,
            turns_taken: self.turns_taken,
            market_counts: self.market.counts.clone(),
            market_costs: self.market.costs.clone(),
            dice: self.dice.clone(),
            players: self
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let mine = seat == Some(i as Seat);
                    WtwPlayerView {
                        board: p.board,
                        settlement: p.settlement.clone(),
                        gold: p.gold,
                        bullets: p.bullets,
                        mining: p.mining,
                        points: p.points.clone(),
                        dealt: if mine { p.dealt.clone() } else { Vec::new() },
                        dealt_count: p.dealt.len() as u8,
                        hidden_partner: if mine { p.hidden_partner } else { None },
                        has_hidden_partner: p.hidden_partner.is_some(),
                        partners: p.partners.clone(),
                        ace_cards: p.ace_cards.clone(),
                        sawmill: p.sawmill,
                        double_alleys: p.double_alleys,
                        surrounded: p.surrounded.clone(),
                        completed_towns: p.completed_towns.clone(),
                        wrangles: p.wrangles,
                        hill_bandits: p.hill_bandits,
                        bonus_spaces_covered: p.bonus_spaces_covered,
                        alleys: p.alleys,
                        wild: p.wild.clone(),
                        bandits_standing: p.settlement.bandits_standing() as u8,
                        lines_of_fire: p.settlement.lines_of_fire(),
                    }
                })
                .collect(),
            partner_supply: self.partner_supply.clone(),
            partner_deck_size: self.partner_deck.len() as u8,
            ace_supply: self.ace_supply.clone(),
            contracts: self.contracts.clone(),
            flipped: self.flipped.clone(),
            bandit_deck_size: self.bandit_deck.len() as u8,
            ridge: self.ridge.clone(),
            queue: self.queue.iter().cloned().collect(),
            solo_ranks: content().scoreboard.solo_ranks.clone(),
            draft_prices: seat
                .map(|s| crate::screen_aids::draft_prices(self, s))
                .unwrap_or_default(),
            placing_orientations: crate::screen_aids::placing_orientations(self),
            building_signs: crate::screen_aids::building_signs(),
            wrangle_pasture: crate::screen_aids::wrangle_pasture(self),
        }
    }

    fn redact(&self, event: &WtwEvent, seat: Option<Seat>) -> Option<WtwEvent> {
        // No event names a hidden card: keeping a partner says who kept one, not which, and
        // partners gained later (even blind) are placed face up.
        let _ = seat;
        Some(event.clone())
    }

    fn scores(&self) -> Vec<ScoreSheet> {
        (0..self.players.len() as Seat)
            .map(|s| self.sheet(s))
            .collect()
    }

    /// The face-down partner's points are that seat's secret until the end: another seat's
    /// sheet (or a spectator's) leaves them out, or the total would give the card away.
    fn scores_seen_by(&self, viewer: Option<Seat>) -> Vec<ScoreSheet> {
        (0..self.players.len() as Seat)
            .map(|s| self.sheet_counting(s, self.stage == Stage::Over || viewer == Some(s)))
            .collect()
    }

    fn winners(&self) -> Vec<Seat> {
        if self.stage != Stage::Over {
            return Vec::new();
        }
        let totals: Vec<i32> = self.scores().iter().map(|s| s.total).collect();
        let best = totals.iter().copied().max().unwrap_or(0);
        let top: Vec<Seat> = (0..totals.len() as Seat)
            .filter(|&s| totals[usize::from(s)] == best)
            .collect();
        // Tie-break: unused gold and bullets; still tied, the victory is shared.
        let spare = |s: Seat| {
            u32::from(self.players[usize::from(s)].gold)
                + u32::from(self.players[usize::from(s)].bullets)
        };
        let most = top.iter().map(|&s| spare(s)).max().unwrap_or(0);
        top.into_iter().filter(|&s| spare(s) == most).collect()
    }

    fn solo_rank(score: i32) -> Option<&'static str> {
        Self::rank(score)
    }

    fn moment(&self) -> Option<(u8, u8)> {
        Some((self.year(), self.round()))
    }

    fn determinize(view: &WtwView, seat: Seat, rng: &mut GameRng) -> Self {
        let c = content();
        // Partners this seat cannot place: the deck and the other seats' hidden cards.
        let known: Vec<u8> = view
            .partner_supply
            .iter()
            .chain(view.players.iter().flat_map(|p| p.partners.iter()))
            .chain(
                view.players
                    .get(usize::from(seat))
                    .into_iter()
                    .flat_map(|p| p.dealt.iter().chain(p.hidden_partner.iter())),
            )
            .copied()
            .collect();
        let mut unknown: Vec<u8> = c
            .partners
            .iter()
            .map(|p| p.id)
            .filter(|id| !known.contains(id))
            .collect();
        rng.shuffle(&mut unknown);
        let mut players = Vec::new();
        for (i, p) in view.players.iter().enumerate() {
            let mine = i == usize::from(seat);
            let dealt = if mine {
                p.dealt.clone()
            } else {
                (0..p.dealt_count).filter_map(|_| unknown.pop()).collect()
            };
            let hidden = if mine {
                p.hidden_partner
            } else if p.has_hidden_partner {
                unknown.pop()
            } else {
                None
            };
            players.push(PlayerState {
                board: p.board,
                settlement: p.settlement.clone(),
                gold: p.gold,
                bullets: p.bullets,
                mining: p.mining,
                points: p.points.clone(),
                dealt,
                hidden_partner: hidden,
                partners: p.partners.clone(),
                ace_cards: p.ace_cards.clone(),
                sawmill: p.sawmill,
                double_alleys: p.double_alleys,
                surrounded: p.surrounded.clone(),
                completed_towns: p.completed_towns.clone(),
                wrangles: p.wrangles,
                hill_bandits: p.hill_bandits,
                bonus_spaces_covered: p.bonus_spaces_covered,
                alleys: p.alleys,
                wild: p.wild.clone(),
            });
        }
        unknown.sort_unstable();
        let mut bandit_deck: Vec<u8> = if view.players.len() == 1 {
            c.bandit_cards
                .iter()
                .map(|b| b.id)
                .filter(|id| !view.ridge.revealed.contains(id))
                .collect()
        } else {
            Vec::new()
        };
        bandit_deck.truncate(usize::from(view.bandit_deck_size));
        WildTiledWest {
            stage: view.stage,
            players,
            market: Market {
                counts: view.market_counts.clone(),
                costs: view.market_costs.clone(),
            },
            dice: view.dice.clone(),
            year: view.year,
            round: view.round,
            first_player: view.first_player,
            drafter: view.drafter,
            turns_taken: view.turns_taken,
            partner_deck: unknown,
            partner_supply: view.partner_supply.clone(),
            ace_supply: view.ace_supply.clone(),
            contracts: view.contracts.clone(),
            flipped: view.flipped.clone(),
            bandit_deck,
            ridge: view.ridge.clone(),
            queue: view.queue.iter().cloned().collect(),
        }
    }
}

#[cfg(test)]
#[path = "rules_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "rules_fast_tests.rs"]
mod fast_tests;
