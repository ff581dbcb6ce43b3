//! The game on the `saloon_core::Game` contract.
//!
//! Every choice the rulebook gives a player is a [`Decision`] the engine waits for; every
//! random event (the setup deal, dice, a blind partner, a bandit card) is a chance action.
//! After each action `settle` runs the automatic parts of the game (income, dice placement,
//! tussles, sheriffs with enough bullets) until the next decision or chance event.
//!
//! This file holds the types and the `Game` impl; the rules themselves are cut along the
//! rulebook, each chapter an `impl WildTiledWest` block of its own: `setup`, `turn` (turns,
//! years, the automatic parts), `draft` (dice and drafting), `placement` (tiles, alleys,
//! towns, white signs), `buildings`, `wrangling`, `sheriffs`, `tussle`, `chance`,
//! `decisions` (choices offered and applied), `scoring` and `view`. `RULES-NOTES.md` indexes
//! each rulebook section to its function and tests.

mod buildings;
mod chance;
mod decisions;
mod draft;
mod placement;
mod scoring;
mod setup;
mod sheriffs;
#[cfg(test)]
mod tests;
mod turn;
mod tussle;
mod view;
mod wrangling;

use std::borrow::Cow;
use std::collections::VecDeque;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use saloon_core::{Actor, Events, Game, GameRng, PlayerCount, ScoreSheet, Seat, SetupError, Who};

use crate::content::{
    content, Building, Ground, Icon, PartnerGoal, Reward, Sign, Space, Suit, TileDesign, WildRule,
};
use crate::endgame::{ace_points, suit_index};
use crate::geometry::{
    design_orientations, distinct_orientations, orient, oriented_shapes, Laid, Orientation,
    OrientedShape,
};
use crate::market::{DieKind, Market, MarketLayout, Slot};
use crate::settlement::{Anchor, Cell, PlaceError, Settlement, Spots};

pub use view::{WtwPlayerView, WtwView};

/// Where the hat is on the mining track: reaching it earns a second partner.
pub const HAT_SPACE: u8 = 3;
const PARTNERS_DEALT: usize = 2;
const PARTNER_SUPPLY: usize = 3;

/// The rules edition new games are played by. A rules fix that changes how a game plays out
/// (and so how a saved game replays) raises it and keeps the older behaviour for the older
/// editions, so every saved game, replay and history score still plays out as it was:
///
/// * **1**: the rules as Saloon first shipped them.
/// * **2**: a building built twice works twice: two Hotels add 4 points to a tussle won, two
///   Barns 2 gold to a wrangle.
/// * **3**: the Sawmill is laid arrow side up (turned, never mirrored)
///   and each Sawmill has its own flip; the Sheriff's Office's chosen shots come before the
///   hat's partner pick; House in Danger's Hideout pays its bullets at setup; Pocket Aces and
///   House in Danger have trimmed layouts (the earlier ones stay for older games:
///   `content::Board::side_in`); the market's river runs where the rulebook's numbers put it, down
///   the middle columns of each half (`market::MarketLayout::MiddleColumns`), so a 3-player
///   game keeps every river tile; editions 1-2 keep the river along the north row.
/// * **4**: solo, year 4's income is chosen after the bandit card of its first round is
///   turned, as the rulebook orders a new year (the tussle, the round marker, then income);
///   no two seats may choose the same settlement board. Editions 1-3 ask for the income
///   first and let seats share a board.
///
/// Saves from before editions existed are stamped edition 1 by the app's schema-4 migration.
pub const RULES_EDITION: u8 = 4;

fn current_edition() -> u8 {
    RULES_EDITION
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct WtwOptions {
    /// The settlement board (id 1-8) for each seat; empty gives seat i board i + 1.
    #[serde(default)]
    pub boards: Vec<u8>,
    /// Whether each seat plays its board's wild side; empty (or short) means normal sides.
    #[serde(default)]
    pub wild: Vec<bool>,
    /// The rules edition ([`RULES_EDITION`] when left out, as a new game's options are): a
    /// saved game keeps the edition it began with. Not the screen's business.
    #[serde(default = "current_edition")]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub edition: u8,
}

impl Default for WtwOptions {
    fn default() -> Self {
        WtwOptions {
            boards: Vec::new(),
            wild: Vec::new(),
            edition: RULES_EDITION,
        }
    }
}

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
        sheriff: Option<Cell>,
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
        pasture: Cell,
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
    pub lassoed: Vec<Cell>,
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
    /// Sawmills laid and not flipped yet (edition 3 on: each Sawmill has its own flip;
    /// `sawmill` stays `Ready` while one is left).
    #[serde(default)]
    pub sawmill_flips: u8,
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
    sawmill_flips,
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
    /// The rules edition this game is played by ([`RULES_EDITION`] for a new game).
    #[serde(default = "current_edition")]
    edition: u8,
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
    queue,
    edition
});

#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(rename_all = "kebab-case")]
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
    #[error("{rule}")]
    CannotPlace { rule: PlaceError },
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
        /// How it went for each seat.
        outcomes: Vec<crate::screen_aids::TussleOutcome>,
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
    /// `round` counted over the game; the year it was in, its number within that year and
    /// how many rounds that year has (the log says "year 2, round 1 of 4").
    RoundEnded {
        round: u8,
        year: u8,
        round_in_year: u8,
        rounds_in_year: u8,
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

/// Whether `tile` may only be turned, not mirrored, in rules edition `edition`: the Sawmill
/// is laid "arrow side up" to be flipped later (edition 3 on), so its mirror image, which
/// would need the flipped side up, is not a way to lay it.
pub(crate) fn upright_only(tile: &TileDesign, edition: u8) -> bool {
    edition >= 3 && tile.building == Some(Building::Sawmill)
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

    /// The rules edition this game is played by.
    pub fn edition(&self) -> u8 {
        self.edition
    }

    /// The ways `tile` may be laid in this game, laid out: its distinct orientations, the
    /// mirrored ones left out for a tile laid upright only ([`upright_only`]).
    fn shapes(&self, tile: &TileDesign) -> Cow<'static, [OrientedShape]> {
        let shapes = shapes_of(tile);
        if !upright_only(tile, self.edition) {
            return shapes;
        }
        Cow::Owned(
            shapes
                .iter()
                .filter(|s| !s.orientation().flipped)
                .cloned()
                .collect(),
        )
    }

    /// [`WildTiledWest::shapes`]' orientations.
    fn orientations(&self, tile: &TileDesign) -> Vec<Orientation> {
        let mut all = distinct_orientations(&tile.squares);
        if upright_only(tile, self.edition) {
            all.retain(|o| !o.flipped);
        }
        all
    }
}

impl Game for WildTiledWest {
    const ID: &'static str = "wild-tiled-west";
    const NAME: &'static str = "Wild Tiled West";
    const PLAYERS: PlayerCount = PlayerCount { min: 1, max: 5 };
    /// 16 rounds x 5 seats x (a draft, a placement and follow-ups), with room to spare.
    const MAX_ACTIONS: usize = 6_000;

    fn solo_rank(score: i32) -> Option<&'static str> {
        Self::rank(score)
    }

    /// The year and the round within it, as the round track shows it (with 5 players year 1
    /// starts at its round 2), so the log's headings need no rule of their own.
    fn moment(&self) -> Option<(u8, u8)> {
        Some((self.year(), self.round_of_year().0))
    }

    type Options = WtwOptions;
    type Action = WtwAction;
    type View = WtwView;
    type Event = WtwEvent;
    type Error = WtwError;

    fn new(options: &WtwOptions, players: usize) -> Result<Self, SetupError> {
        Self::set_up(options, players)
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
        self.legal(seat)
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Option<WtwAction> {
        self.draw_chance(rng)
    }

    /// Draws exactly what the default draws (the `rng.index`-th of the sorted legal actions)
    /// but, for placements, counts the legal spots in each orientation's bit set and picks
    /// the one at that rank instead of listing hundreds of actions.
    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<WtwAction> {
        self.draw_action(seat, rng)
    }

    fn play(
        &mut self,
        who: Who,
        action: &WtwAction,
        events: &mut impl Events<WtwEvent>,
    ) -> Result<(), WtwError> {
        self.play_inner(who, action, events, decisions::Check::Every)
    }

    fn view(&self, seat: Option<Seat>) -> WtwView {
        self.view_for(seat)
    }

    fn table_view(&self, seat: Seat) -> WtwView {
        self.table_view_for(seat)
    }

    fn redact(&self, event: &WtwEvent, seat: Option<Seat>) -> Option<WtwEvent> {
        self.redacted(event, seat)
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
        self.winning_seats()
    }

    fn determinize(view: &WtwView, seat: Seat, rng: &mut GameRng) -> Self {
        Self::from_view(view, seat, rng)
    }

    fn determinize_for(&self, seat: Seat, rng: &mut GameRng) -> Self {
        self.sample_for(seat, rng)
    }

    fn determinize_draws(&self, seat: Seat, rng: &mut GameRng) {
        self.sample_draws(seat, rng);
    }
}
