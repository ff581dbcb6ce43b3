//! Planning: a secret path, one step at a time, checked as it grows.
//!
//! A path is at least three king moves (or, when the grid allows no such path, the longest
//! one it allows, possibly none); it never visits a card twice (the card you start on counts),
//! never crosses one of its own diagonals, never enters a sealed side, never leaves a card it
//! entered but by that card's arrows, and is affordable if every card on it is still there
//! when you arrive. Round 1 starts off the grid: the first step enters an edge card from a
//! side facing out. Other players never block a path. A step that could not be finished into
//! a path of the required length is refused (so a path can always be locked), and a step that
//! pays your last heart ends the path.

use saloon_core::{Events, GameRng};
use serde::{Deserialize, Serialize};

use super::{
    Phase, Plan, Player, Stake, WildTiles, WtAction, WtError, WtEvent, MAX_BULLETS, MAX_LIVES,
    MIN_STEPS, START_BULLETS,
};
use crate::content::{card_in, Cost};
use crate::grid::{Dir, Grid};

/// A path as far as it goes, with what the seat would hold if all goes well. Kept beside each
/// seat's plan (`Player::trail`) so a step checks one card, not the whole path again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trail {
    /// Cells the path has visited, the start included (bit per cell).
    pub visited: u32,
    /// The diagonals' crossing points (see `Grid::diagonal_centre`), one bit each.
    pub diagonals: u128,
    /// Where the path stands; `None` off the grid, before round 1's first step.
    pub last: Option<u8>,
    /// Whether `last` was entered by the path (its exit arrows bind; the card you start on
    /// was not entered by you this round and binds nothing).
    pub entered_last: bool,
    pub len: u8,
    pub lives: u8,
    pub bullets: u8,
    /// The last step pays the last heart: nothing can follow it.
    pub dead: bool,
    /// The steps this round's path must have: three, or the longest the grid allows (worked
    /// out once, where the path starts).
    pub required: u8,
    /// Times the gun would run empty on the way (each gives up a bounty).
    pub reloads: u8,
}

/// What paying `cost` leaves of (lives, bullets), or `None` when it cannot be paid. Paying
/// the last bullet reloads the gun at once (`reloads` says whether it did).
pub fn pay(cost: Cost, lives: u8, bullets: u8) -> Option<(u8, u8)> {
    pay_counting(cost, lives, bullets).map(|(l, b, _)| (l, b))
}

/// [`pay`], and whether the gun ran empty.
pub fn pay_counting(cost: Cost, lives: u8, bullets: u8) -> Option<(u8, u8, bool)> {
    let (lives, bullets) = match cost {
        Cost::Blind => (lives, bullets),
        Cost::Sealed => return None,
        Cost::Bullets { n } => (lives, bullets.checked_sub(n)?),
        Cost::Lives { n } => (lives.checked_sub(n)?, bullets),
        Cost::Half => (lives, bullets - bullets.div_ceil(2)),
    };
    Some((
        lives,
        if bullets == 0 { START_BULLETS } else { bullets },
        bullets == 0,
    ))
}

/// Rewards added under the caps (10 lives, 12 bullets).
pub fn gain(lives: u8, bullets: u8, hearts: u8, more: u8) -> (u8, u8) {
    (
        (lives + hearts).min(MAX_LIVES),
        (bullets + more).min(MAX_BULLETS),
    )
}

fn diagonal_bit(grid: Grid, from: u8, dir: Dir) -> u128 {
    let (cx, cy) = grid.diagonal_centre(from, dir);
    1u128 << (cx as u32 + 11 * cy as u32)
}

impl WildTiles {
    /// Where `seat`'s path starts this round.
    pub(crate) fn start_trail(&self, seat: u8) -> Trail {
        let p: &Player = &self.players[usize::from(seat)];
        let mut start = Trail {
            visited: p.at.map_or(0, |c| 1 << c),
            diagonals: 0,
            last: p.at,
            entered_last: false,
            len: 0,
            lives: p.lives,
            bullets: p.bullets,
            dead: false,
            required: 0,
            reloads: 0,
        };
        // Edition 3 on, the steps required are the steps the seat survives: a deadly step does
        // not count, so no seat is forced onto it while a shorter path it survives exists.
        let survive = self.options.survivable_paths();
        start.required = (1..=MIN_STEPS)
            .rev()
            .find(|&n| self.reaches(&start, n, survive))
            .unwrap_or(0);
        start
    }

    /// `plan` followed from `seat`'s start (a plan built by the rules always follows).
    pub fn trail_of(&self, seat: u8, plan: &Plan) -> Result<Trail, WtError> {
        let mut trail = self.start_trail(seat);
        for (i, &cell) in plan.cells.iter().enumerate() {
            let side = if i == 0 && trail.last.is_none() {
                plan.side.ok_or(WtError::NotFromOutside)?
            } else {
                let from = trail.last.ok_or(WtError::NotFromOutside)?;
                self.grid()
                    .step_dir(from, cell)
                    .ok_or(WtError::NotAdjacent)?
                    .opposite()
            };
            trail = self.extend(trail, cell, side)?;
        }
        Ok(trail)
    }

    /// The trail one step on: onto `cell`, arriving by its `side`.
    pub fn extend(&self, t: Trail, cell: u8, side: Dir) -> Result<Trail, WtError> {
        let grid = self.grid();
        if t.dead {
            return Err(WtError::AfterDeath);
        }
        if t.visited & (1 << cell) != 0 {
            return Err(WtError::Revisit);
        }
        let mut diagonals = t.diagonals;
        match t.last {
            None => {
                if !grid.faces_out(cell, side) {
                    return Err(WtError::NotFromOutside);
                }
            }
            Some(from) => {
                let dir = grid.step_dir(from, cell).ok_or(WtError::NotAdjacent)?;
                if dir.opposite() != side {
                    return Err(WtError::NotAdjacent);
                }
                if t.entered_last {
                    if let Some(dealt) = self.cells[usize::from(from)].card {
                        if !dealt.exits_toward(dir) {
                            return Err(WtError::ExitOnly);
                        }
                    }
                }
                if dir.is_diagonal() {
                    let bit = diagonal_bit(grid, from, dir);
                    if diagonals & bit != 0 {
                        return Err(WtError::Crossing);
                    }
                    diagonals |= bit;
                }
            }
        }
        let (mut lives, mut bullets) = (t.lives, t.bullets);
        let mut dead = false;
        let mut reloads = t.reloads;
        if let Some(dealt) = self.cells[usize::from(cell)].card {
            let cost = dealt.cost_from(side, self.options.edition);
            if cost == Cost::Sealed {
                return Err(WtError::Sealed);
            }
            let (l, b, emptied) =
                pay_counting(cost, lives, bullets).ok_or(WtError::CannotAfford)?;
            (lives, bullets) = (l, b);
            reloads += u8::from(emptied);
            if lives == 0 {
                dead = true;
            } else {
                let c = card_in(self.options.edition, dealt.card);
                (lives, bullets) = gain(lives, bullets, c.hearts, c.bullets);
            }
        }
        Ok(Trail {
            visited: t.visited | (1 << cell),
            diagonals,
            last: Some(cell),
            entered_last: true,
            len: t.len + 1,
            lives,
            bullets,
            dead,
            required: t.required,
            reloads,
        })
    }

    /// Every next step from `t`: (cell, side arrived by), legal or not, in the order of the
    /// actions they make (cells ascending, then sides), so the legal ones need no sorting.
    fn candidates(&self, t: &Trail, mut each: impl FnMut(u8, Dir)) {
        let grid = self.grid();
        match t.last {
            None => {
                let edge = grid.size as i8 - 1;
                for cell in 0..grid.cells() {
                    let (x, y) = grid.xy(cell);
                    if x != 0 && y != 0 && x != edge && y != edge {
                        continue;
                    }
                    for side in Dir::ALL {
                        if grid.faces_out(cell, side) {
                            each(cell, side);
                        }
                    }
                }
            }
            Some(from) => {
                // Reading order: north-west, north, north-east, west, east, south-west, ...
                for dir in [
                    Dir::Nw,
                    Dir::N,
                    Dir::Ne,
                    Dir::W,
                    Dir::E,
                    Dir::Sw,
                    Dir::S,
                    Dir::Se,
                ] {
                    if let Some(cell) = grid.neighbour(from, dir) {
                        each(cell, dir.opposite());
                    }
                }
            }
        }
    }

    /// Whether `t` can still grow by `need` more steps (and, with `survive`, not end on one
    /// that pays the last heart).
    fn reaches(&self, t: &Trail, need: u8, survive: bool) -> bool {
        if need == 0 {
            return !(survive && t.dead);
        }
        let mut found = false;
        self.candidates(t, |cell, side| {
            if !found {
                if let Ok(next) = self.extend(*t, cell, side) {
                    found = self.reaches(&next, need - 1, survive);
                }
            }
        });
        found
    }

    /// The steps a path must have this round: three, or the longest the grid allows.
    pub fn required_steps(&self, seat: u8) -> u8 {
        self.start_trail(seat).required
    }

    /// `t` one step on, if that step is legal and leaves the path finishable.
    pub(crate) fn legal_step(
        &self,
        t: &Trail,
        cell: u8,
        side: Dir,
        required: u8,
    ) -> Result<Trail, WtError> {
        let next = self.extend(*t, cell, side)?;
        let survive = self.options.survivable_paths();
        if next.len < required && !self.reaches(&next, required - next.len, survive) {
            return Err(WtError::DeadEnd);
        }
        Ok(next)
    }

    /// The legal planning actions of a path as far as `trail` goes: its next steps,
    /// then the lock.
    pub(crate) fn plan_options(&self, trail: &Trail, out: &mut Vec<WtAction>) {
        let trail = *trail;
        let required = trail.required;
        self.candidates(&trail, |cell, side| {
            if self.legal_step(&trail, cell, side, required).is_ok() {
                out.push(if trail.last.is_none() {
                    WtAction::Enter { cell, side }
                } else {
                    WtAction::Step { cell }
                });
            }
        });
        if trail.len >= required {
            out.push(WtAction::Lock);
        }
        debug_assert!(out.windows(2).all(|w| w[0] < w[1]));
    }

    /// A legal planning action of `seat` drawn uniformly.
    pub(crate) fn random_plan_action(&self, seat: u8, rng: &mut GameRng) -> Option<WtAction> {
        let trail = self.players[usize::from(seat)].trail;
        let step = self.random_step(&trail, rng)?;
        Some(match step {
            None => WtAction::Lock,
            Some((cell, side)) if trail.last.is_none() => WtAction::Enter { cell, side },
            Some((cell, _)) => WtAction::Step { cell },
        })
    }

    /// A legal next move of a path as far as `trail` goes, drawn uniformly among the legal
    /// steps and the lock (`Some(None)`): a candidate is drawn at random and checked, an
    /// illegal one set aside and another drawn, so only the candidates drawn are checked
    /// (what random players, playouts and sampled paths need), not all of them.
    fn random_step(&self, trail: &Trail, rng: &mut GameRng) -> Option<Option<(u8, Dir)>> {
        // Round 1 offers a 5x5 edge's outward sides (4 corners x 5 + 12 x 3 = 56) and the lock.
        let mut pool = [None; 64];
        let mut len = 0;
        self.candidates(trail, |cell, side| {
            pool[len] = Some((cell, side));
            len += 1;
        });
        if trail.len >= trail.required {
            pool[len] = None;
            len += 1;
        }
        while len > 0 {
            let i = rng.index(len);
            let Some((cell, side)) = pool[i] else {
                return Some(None);
            };
            if self.legal_step(trail, cell, side, trail.required).is_ok() {
                return Some(Some((cell, side)));
            }
            len -= 1;
            pool[i] = pool[len];
        }
        None
    }

    pub(crate) fn legal_steps(&self, seat: u8) -> Vec<WtAction> {
        let mut out = Vec::new();
        self.plan_options(&self.players[usize::from(seat)].trail, &mut out);
        out
    }

    /// Every living seat starts a new path: where it stands, with what it holds.
    pub(crate) fn start_paths(&mut self) {
        for seat in 0..self.seats {
            let trail = self.start_trail(seat);
            self.players[usize::from(seat)].trail = trail;
        }
    }

    /// Each seat's trail worked out again from its plan (a game rebuilt from a view, or
    /// plans sampled for a bot). Trails matter while planning only; otherwise they are empty.
    pub(crate) fn retrace(&mut self) {
        if self.phase != Phase::Planning {
            for p in &mut self.players {
                p.trail = Trail::default();
            }
            return;
        }
        for seat in 0..self.seats {
            let plan = &self.players[usize::from(seat)].plan;
            let trail = self
                .trail_of(seat, plan)
                .unwrap_or_else(|_| self.start_trail(seat));
            self.players[usize::from(seat)].trail = trail;
        }
    }

    pub(crate) fn step(
        &mut self,
        seat: u8,
        action: &WtAction,
        events: &mut impl Events<WtEvent>,
    ) -> Result<(), WtError> {
        let p = &self.players[usize::from(seat)];
        if p.locked {
            return Err(WtError::Locked);
        }
        let trail = p.trail;
        let (cell, side) = match (action, trail.last) {
            (&WtAction::Enter { cell, side }, None) => (cell, side),
            (&WtAction::Step { cell }, Some(from)) => {
                let dir = self
                    .grid()
                    .step_dir(from, cell)
                    .ok_or(WtError::NotAdjacent)?;
                (cell, dir.opposite())
            }
            (WtAction::Enter { .. }, Some(_)) => return Err(WtError::NotAdjacent),
            _ => return Err(WtError::NotFromOutside),
        };
        if cell >= self.grid().cells() {
            return Err(WtError::NotAdjacent);
        }
        let next = self.legal_step(&trail, cell, side, trail.required)?;
        let p = &mut self.players[usize::from(seat)];
        if p.plan.cells.is_empty() && trail.last.is_none() {
            p.plan.side = Some(side);
        }
        p.plan.cells.push(cell);
        p.trail = next;
        let round = self.round;
        events.tell(|| WtEvent::Stepped { round, seat, cell });
        Ok(())
    }

    pub(crate) fn lock(
        &mut self,
        seat: u8,
        events: &mut impl Events<WtEvent>,
    ) -> Result<(), WtError> {
        let p = &self.players[usize::from(seat)];
        if p.locked {
            return Err(WtError::Locked);
        }
        let required = p.trail.required;
        if (p.plan.cells.len() as u8) < required {
            return Err(WtError::TooShort(required));
        }
        self.players[usize::from(seat)].locked = true;
        events.tell(|| WtEvent::Locked { seat });
        if self.all_in() {
            let paths = self.players.iter().map(|p| p.plan.clone()).collect();
            for p in &mut self.players {
                p.trail = Trail::default();
            }
            let round = self.round;
            events.tell(|| WtEvent::Revealed { round, paths });
            self.start_resolution(events);
        }
        Ok(())
    }

    /// The bids `seat` may make: 0 to all its bullets, or 1 to all its lives.
    pub(crate) fn legal_bids(&self, seat: u8) -> Vec<WtAction> {
        let p = &self.players[usize::from(seat)];
        let bullets = (0..=p.bullets).map(|n| Stake::Bullets { n });
        let lives = (1..=p.lives).map(|n| Stake::Lives { n });
        let mut out: Vec<WtAction> = bullets
            .chain(lives)
            .map(|stake| WtAction::Bid { stake })
            .collect();
        out.sort_unstable();
        out
    }
}
