//! What one seat may see: the table, everyone's lives, bullets and bounties, the paths once
//! revealed, the bids once shown; its own path and bid always; never another seat's path
//! before the reveal or its bid before every bid is in. The viewer's planning aids (each next
//! step with its cost from that direction and what would be left) come with it, so the screen
//! holds no rule.

use serde::{Deserialize, Serialize};

#[cfg(feature = "ts")]
use ts_rs::TS;

use super::{
    Beat, Cell, Gang, Phase, Plan, Player, RollOffThrow, Stake, Trail, WildTiles, WtAction,
    WtOptions, ROUNDS,
};
use crate::content::Cost;
use crate::grid::Dir;

pub type WtCellView = Cell;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct WtPlayerView {
    pub character: u8,
    pub lives: u8,
    pub bullets: u8,
    pub at: Option<u8>,
    pub kept: Vec<u8>,
    pub dollars: i32,
    pub alive: bool,
    pub locked: bool,
    pub stopped: bool,
    /// This round's path: the viewer's own, or everyone's once revealed.
    pub path: Option<Plan>,
    /// The viewer's own bid in this beat's collision.
    pub bid: Option<Stake>,
    /// Whether this seat's bid is in (not what it is).
    pub has_bid: bool,
    pub empty_guns: u8,
    /// The gun reloaded with these bounties tied for highest: one must be given up.
    pub give_up_from: Vec<u8>,
}

/// A next step the viewer may take: where, from which side, what it costs and what the
/// path would leave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct WtStepOption {
    pub cell: u8,
    pub side: Dir,
    /// `None`: no card there (the deck ran out), free.
    pub cost: Option<Cost>,
    pub lives: u8,
    pub bullets: u8,
    /// This step pays your last heart.
    pub deadly: bool,
}

pub type WtCollisionView = super::Collision;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct WtView {
    pub you: Option<u8>,
    pub options: WtOptions,
    pub size: u8,
    pub round: u8,
    pub rounds: u8,
    pub phase: Phase,
    pub beat: Beat,
    pub beats: u8,
    pub cells: Vec<Cell>,
    /// Cards not dealt yet (which ones is public; their order is never kept).
    pub deck: Vec<u8>,
    pub discard: Vec<u8>,
    pub players: Vec<WtPlayerView>,
    pub gang: Option<Gang>,
    /// The rival gang's $ (its kept bounties), when it rides.
    #[serde(default)]
    pub gang_dollars: Option<i32>,
    /// Solo: how the game stands for the player (the end screen's verdict once it is over).
    #[serde(default)]
    pub solo_verdict: Option<WtSoloVerdict>,
    /// Seats still in the die roll-off.
    pub tied: Vec<u8>,
    /// Every throw of the roll-off so far, in order (a final view kept before it was shown
    /// reads as none).
    #[serde(default)]
    pub roll_offs: Vec<RollOffThrow>,
    pub winners: Vec<u8>,
    pub collision_rounds: u8,
    pub collided_this_round: bool,
    /// The viewer's planning: steps its path must have, the steps it may take next, what its
    /// path would leave it (lives, bullets), and whether it may lock.
    pub required_steps: u8,
    pub next_steps: Vec<WtStepOption>,
    pub running: Option<(u8, u8)>,
    pub can_lock: bool,
    /// The bounties the viewer may choose to give up (an empty gun, equal highest).
    pub give_up: Vec<u8>,
    /// Solo: the rank the score earns now, and the score of the next one.
    pub solo_rank: Option<String>,
    pub next_rank_at: Option<i32>,
    /// The rules edition the game is played by, so the screen draws the cards' faces (costs,
    /// rewards) of the deck this game uses (`content::Content::first_edition_cards` for 1).
    pub edition: u8,
}

/// A solo game's verdict: dead; else the player's $ against the rival gang's, when it
/// rides (beating it takes more $ than it kept, as the game's winner is decided); else the
/// $ alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum WtSoloVerdict {
    Dead,
    Score { you: i32 },
    BeatGang { you: i32, gang: i32 },
    LostGang { you: i32, gang: i32 },
}

impl WtSoloVerdict {
    /// The verdict of a player alive or not with `you` $, against the gang's `gang` $.
    pub fn of(alive: bool, you: i32, gang: Option<i32>) -> Self {
        match gang {
            _ if !alive => WtSoloVerdict::Dead,
            None => WtSoloVerdict::Score { you },
            Some(gang) if you > gang => WtSoloVerdict::BeatGang { you, gang },
            Some(gang) => WtSoloVerdict::LostGang { you, gang },
        }
    }
}

impl WildTiles {
    fn revealed(&self) -> bool {
        !matches!(self.phase, Phase::Planning | Phase::Dealing)
    }

    pub(crate) fn view_for(&self, viewer: Option<u8>) -> WtView {
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let own = viewer == Some(s as u8);
                WtPlayerView {
                    character: p.character,
                    lives: p.lives,
                    bullets: p.bullets,
                    at: p.at,
                    kept: p.kept.clone(),
                    dollars: p.dollars(),
                    alive: p.alive,
                    locked: p.locked,
                    stopped: p.stopped,
                    path: (own || self.revealed()).then(|| p.plan.clone()),
                    bid: if own { p.bid } else { None },
                    has_bid: p.bid.is_some(),
                    empty_guns: p.empty_guns,
                    give_up_from: p.give_up_from.clone(),
                }
            })
            .collect();
        let mut view = WtView {
            you: viewer,
            options: self.options.clone(),
            size: self.size,
            round: self.round,
            rounds: ROUNDS,
            phase: self.phase,
            beat: self.beat.clone(),
            beats: self.beats,
            cells: self.cells.clone(),
            deck: self.deck.clone(),
            discard: self.discard.clone(),
            players,
            gang: self.gang.clone(),
            gang_dollars: self.gang.as_ref().map(Gang::dollars),
            solo_verdict: None,
            tied: self.tied.clone(),
            roll_offs: self.roll_offs.clone(),
            winners: self.winners.clone(),
            collision_rounds: self.collision_rounds,
            collided_this_round: self.collided_this_round,
            required_steps: 0,
            next_steps: Vec::new(),
            running: None,
            can_lock: false,
            give_up: Vec::new(),
            solo_rank: None,
            next_rank_at: None,
            edition: self.options.edition,
        };
        if let Some(seat) = viewer.filter(|&s| usize::from(s) < self.players.len()) {
            self.planning_aids(seat, &mut view);
            if self.phase == (Phase::GiveUp { seat }) {
                view.give_up = self.players[usize::from(seat)].give_up_from.clone();
            }
        }
        if self.seats == 1 {
            let score = if self.players[0].alive {
                self.players[0].dollars()
            } else {
                0
            };
            view.solo_rank = crate::ranks::rank_for(&self.options, score).map(String::from);
            view.solo_verdict = Some(WtSoloVerdict::of(
                self.players[0].alive,
                self.players[0].dollars(),
                view.gang_dollars,
            ));
            view.next_rank_at = crate::ranks::thresholds(&self.options)
                .into_iter()
                .find(|&t| t > score);
        }
        view
    }

    fn planning_aids(&self, seat: u8, view: &mut WtView) {
        let p = &self.players[usize::from(seat)];
        if self.phase != Phase::Planning || !p.alive {
            return;
        }
        let trail = p.trail;
        view.required_steps = p.trail.required;
        view.running = Some((trail.lives, trail.bullets));
        if p.locked {
            return;
        }
        let mut legal = Vec::new();
        self.plan_options(&trail, &mut legal);
        for action in legal {
            let (cell, side) = match action {
                WtAction::Enter { cell, side } => (cell, side),
                WtAction::Step { cell } => {
                    let Some(from) = trail.last else { continue };
                    let Some(dir) = self.grid().step_dir(from, cell) else {
                        continue;
                    };
                    (cell, dir.opposite())
                }
                WtAction::Lock => {
                    view.can_lock = true;
                    continue;
                }
                _ => continue,
            };
            let Ok(next) = self.extend(trail, cell, side) else {
                continue;
            };
            view.next_steps.push(WtStepOption {
                cell,
                side,
                cost: self.cells[usize::from(cell)]
                    .card
                    .map(|d| d.cost_from(side, self.options.edition)),
                lives: next.lives,
                bullets: next.bullets,
                deadly: next.dead,
            });
        }
    }

    /// The game as `view` shows it: the other seats' unrevealed paths empty, their bids a
    /// placeholder (`fill_secrets` samples both).
    pub(crate) fn from_view(view: &WtView) -> Self {
        let players = view
            .players
            .iter()
            .map(|p| Player {
                character: p.character,
                lives: p.lives,
                bullets: p.bullets,
                at: p.at,
                kept: p.kept.clone(),
                alive: p.alive,
                plan: p.path.clone().unwrap_or_default(),
                trail: Trail::default(),
                locked: p.locked,
                stopped: p.stopped,
                bid: p.bid.or(p.has_bid.then_some(Stake::Bullets { n: 0 })),
                empty_guns: p.empty_guns,
                give_up_from: p.give_up_from.clone(),
            })
            .collect();
        let mut game = WildTiles {
            options: view.options.clone(),
            seats: view.players.len() as u8,
            size: view.size,
            cells: view.cells.clone(),
            deck: view.deck.clone(),
            discard: view.discard.clone(),
            players,
            round: view.round,
            phase: view.phase,
            beat: view.beat.clone(),
            beats: view.beats,
            gang: view.gang.clone(),
            tied: view.tied.clone(),
            roll_offs: view.roll_offs.clone(),
            winners: view.winners.clone(),
            collision_rounds: view.collision_rounds,
            collided_this_round: view.collided_this_round,
        };
        game.retrace();
        game
    }
}
