//! Placing tiles and alleys (the rulebook's placement rules, Free Alleys, bonus spaces and
//! icons, Completing a Town, white-sign buildings): where a tile or alley may go, as bit sets
//! for the bots, and what laying it sets off.

use super::*;

/// The one-square street every alley is.
pub(super) fn alley_shape() -> Vec<Laid> {
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
pub(super) struct PlacementSpots {
    /// Sorted by orientation: the order of sorted `Place` actions.
    sets: [Option<Spots>; 8],
    len: usize,
    /// An alley: its actions name no orientation.
    alley: bool,
    /// The Wheelwright's extra alley may be declined (`Pass`, after every `PlaceAlley`).
    pass: bool,
}

impl PlacementSpots {
    pub(super) fn with(sets: &[Spots]) -> PlacementSpots {
        let mut spots = PlacementSpots::default();
        for &set in sets {
            spots.push(set);
        }
        spots
    }

    /// Adds one orientation's set; a shape has at most eight orientations.
    pub(super) fn push(&mut self, set: Spots) {
        if let Some(slot) = self.sets.get_mut(self.len) {
            *slot = Some(set);
            self.len += 1;
        }
    }

    pub(super) fn sets(&self) -> impl Iterator<Item = &Spots> {
        self.sets.iter().flatten()
    }

    pub(super) fn count(&self) -> usize {
        self.sets().map(|s| s.count() as usize).sum::<usize>() + usize::from(self.pass)
    }

    pub(super) fn action(&self, orientation: Orientation, (x, y): (i8, i8)) -> WtwAction {
        if self.alley {
            WtwAction::PlaceAlley { x, y }
        } else {
            WtwAction::Place { orientation, x, y }
        }
    }

    /// Every action, sorted as `legal_actions` lists them.
    pub(super) fn actions(&self) -> Vec<WtwAction> {
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
    pub(super) fn nth(&self, mut k: usize) -> Option<WtwAction> {
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

    pub(super) fn contains(&self, action: &WtwAction) -> bool {
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

impl WildTiledWest {
    // ---- placing tiles and what follows -------------------------------------------

    /// Lays a tile or an alley and queues everything it triggers, in this order: bonuses
    /// (gold, bullets, pickaxes, alleys), the building's white sign, town completions, red
    /// signs newly surrounded, then wrangles the tile made possible. Sheriffs shoot in
    /// `settle` as soon as they can.
    pub(super) fn lay(
        &mut self,
        seat: Seat,
        tile: Option<&'static TileDesign>,
        orientation: Orientation,
        (x, y): Cell,
        events: &mut impl Events<WtwEvent>,
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
        self.p(seat).settlement.place(tile, laid, x, y, orientation);
        let placement = (self.players[usize::from(seat)]
            .settlement
            .placements()
            .len()
            - 1) as u16;
        if tile.is_none() {
            self.p(seat).alleys += 1;
        }
        events.tell(|| WtwEvent::TilePlaced {
            seat,
            design: tile.map(|d| d.id),
            x: x as i8,
            y: y as i8,
            orientation,
        });
        let (mut gold, mut bullets, mut alleys, mut pickaxes) = (0u8, 0u8, 0u8, 0u8);
        let mut ace_cards = 0;
        let rule = self.players[usize::from(seat)].settlement.side().rule();
        // The printed spaces the tile covered, in its squares' order.
        for l in laid {
            let cell = (x + i32::from(l.dx), y + i32::from(l.dy));
            let Some(space) = self.players[usize::from(seat)].settlement.space(cell) else {
                continue;
            };
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
            events.tell(|| WtwEvent::Gained {
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
        if self.edition >= 3 {
            self.office_shots_before_the_hat();
        }
    }

    /// The Sheriff's Office shoots "immediately", and where is the player's choice: its
    /// chosen shots go before the hat's partner pick, or the ordinary sheriffs would spend
    /// the bullets while the partner is being picked (edition 3 on).
    fn office_shots_before_the_hat(&mut self) {
        if !matches!(
            self.queue.front(),
            Some(Task::Decide(_, Decision::PickPartner))
        ) {
            return;
        }
        let shots = self
            .queue
            .iter()
            .skip(1)
            .take_while(|t| matches!(t, Task::Decide(_, Decision::Shoot { anywhere: true })))
            .count();
        if shots > 0 {
            if let Some(pick) = self.queue.pop_front() {
                self.queue.insert(shots, pick);
            }
        }
    }

    pub(super) fn alley_task(&self, seat: Seat) -> Task {
        Task::Decide(
            seat,
            Decision::PlaceAlley {
                kind: AlleyKind::Single,
            },
        )
    }

    pub(super) fn white_sign(
        &mut self,
        seat: Seat,
        b: Building,
        follow: &mut Vec<Task>,
        events: &mut impl Events<WtwEvent>,
    ) {
        match b {
            Building::Hideout => {
                self.reward(seat, Reward::Bullets(Building::HIDEOUT_BULLETS), events)
            }
            Building::FancySaloon if !self.ace_supply.is_empty() => {
                follow.push(Task::Decide(seat, Decision::PickAce))
            }
            Building::Den => follow.push(Task::Decide(seat, Decision::Den { left: 2 })),
            Building::SheriffsOffice => {
                self.reward(seat, Reward::Bullets(1), events);
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
            Building::Sawmill => {
                let edition = self.edition;
                let p = self.p(seat);
                p.sawmill = Some(SawmillState::Ready);
                if edition >= 3 {
                    p.sawmill_flips += 1;
                }
            }
            _ => {}
        }
    }

    pub(super) fn check_towns(&mut self, seat: Seat, events: &mut impl Events<WtwEvent>) {
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
            events.tell(|| WtwEvent::TownCompleted {
                seat,
                town: i,
                points,
            });
        }
    }

    pub(super) fn reward(
        &mut self,
        seat: Seat,
        reward: Reward,
        events: &mut impl Events<WtwEvent>,
    ) {
        match reward {
            Reward::Gold(n) => {
                self.p(seat).gold += n;
                events.tell(|| WtwEvent::Gained {
                    seat,
                    gold: n,
                    bullets: 0,
                    alleys: 0,
                });
            }
            Reward::Bullets(n) => {
                self.p(seat).bullets += n;
                events.tell(|| WtwEvent::Gained {
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
    pub(super) fn fits(&self, seat: Seat, tile: &TileDesign) -> bool {
        let s = &self.players[usize::from(seat)].settlement;
        s.any_spot(&self.shapes(tile), Anchor::Connected)
    }

    /// Signpost: the set-aside tile, once signposts 1 and 2 are covered and a spot on
    /// signpost 3 is free.
    pub(super) fn set_aside_ready(&self, seat: Seat) -> Option<&'static TileDesign> {
        let p = &self.players[usize::from(seat)];
        let tile = design(p.wild.set_aside?)?;
        let s = &p.settlement;
        let trail = (1..=2).all(|number| {
            s.uncovered(Space::Signpost { number }) == 0
                && s.covered(Space::Signpost { number }) > 0
        });
        (trail && s.any_spot(&self.shapes(tile), Anchor::ThirdSignpost)).then_some(tile)
    }

    /// Where one alley may go; `next_to` keeps only spots beside that cell.
    pub(super) fn alley_spots(&self, seat: Seat, next_to: Option<Cell>) -> Vec<Cell> {
        let s = &self.players[usize::from(seat)].settlement;
        s.square_spots(next_to, false)
    }

    /// Spots for the first of two adjacent alleys: a second one must still fit beside it.
    pub(super) fn pair_spots(&self, seat: Seat) -> Vec<Cell> {
        // The second alley touches the first, so it only needs a free space beside it.
        let s = &self.players[usize::from(seat)].settlement;
        s.square_spots(None, true)
    }

    /// Whether an alley fits anywhere, and (`pair`) with room for a second beside it.
    pub(super) fn alley_fits(&self, seat: Seat, pair: bool) -> bool {
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
    pub(super) fn placement_spots(
        &self,
        seat: Seat,
        decision: &Decision,
    ) -> Option<PlacementSpots> {
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
                        s.square_spot_set(Some((i32::from(x), i32::from(y))), false)?
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
        let shapes = self.shapes(tile);
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

    pub(super) fn alley_choices(&self, seat: Seat, kind: AlleyKind) -> Vec<WtwAction> {
        let spots = match kind {
            AlleyKind::Single => self.alley_spots(seat, None),
            AlleyKind::FirstOfPair => self.pair_spots(seat),
            AlleyKind::NextTo { x, y } | AlleyKind::Extra { x, y } => {
                self.alley_spots(seat, Some((i32::from(x), i32::from(y))))
            }
        };
        let mut v: Vec<WtwAction> = spots
            .into_iter()
            .map(|(x, y)| WtwAction::PlaceAlley {
                x: x as i8,
                y: y as i8,
            })
            .collect();
        if matches!(kind, AlleyKind::Extra { .. }) && !v.is_empty() {
            v.push(WtwAction::Pass);
        }
        v
    }
}
