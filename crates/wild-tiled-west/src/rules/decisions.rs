//! Decisions: the choices a decision offers, whether an action is one of them, and applying
//! it. Every refusal is decided before the first change.

use super::*;

/// How much of an action [`WildTiledWest::play_inner`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Check {
    /// Everything: an action from outside (`Game::play`).
    Every,
    /// Not whether it is one of the decision's choices: it was taken from
    /// `legal_actions` of this very position (`BotTuning::advance_legal`).
    Listed,
}

impl WildTiledWest {
    /// Whether the decision has at least one choice (cheaper than listing them all).
    pub(super) fn has_choice(&self, seat: Seat, d: &Decision) -> bool {
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
    pub(super) fn is_choice(&self, seat: Seat, d: &Decision, action: &WtwAction) -> bool {
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
                let shapes = self.shapes(tile);
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

    /// Which placement rule a refused tile placement breaks, so the player hears why (an
    /// overlap, off the board, not connected, ...); `None` for any other refusal.
    fn placement_refusal(
        &self,
        seat: Seat,
        d: &Decision,
        action: &WtwAction,
    ) -> Option<PlaceError> {
        let (
            Decision::PlaceTile {
                design: id,
                on_signpost: false,
            },
            WtwAction::Place { orientation, x, y },
        ) = (d, action)
        else {
            return None;
        };
        let tile = design(*id)?;
        let shapes = self.shapes(tile);
        let shape = shapes.iter().find(|s| s.orientation() == *orientation)?;
        let settlement = &self.players[usize::from(seat)].settlement;
        settlement
            .check(shape.laid(), i32::from(*x), i32::from(*y))
            .err()
    }

    pub(super) fn decision_actions(&self, seat: Seat, d: &Decision) -> Vec<WtwAction> {
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
                    .legal_spots(&tile.squares, &self.orientations(tile))
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
                        &self.orientations(tile),
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
                    .map(|c| WtwAction::Den { sheriff: Some(c) })
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
                let now = p.settlement.pasture_at(*pasture);
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

    pub(super) fn decide(
        &mut self,
        seat: Seat,
        decision: Decision,
        action: &WtwAction,
        events: &mut impl Events<WtwEvent>,
        check: Check,
    ) -> Result<(), WtwError> {
        // Every refusal comes before the first change, so that a refused action leaves the
        // game as it was without `apply` having to work on a copy.
        debug_assert!(check == Check::Every || self.is_choice(seat, &decision, action));
        if check == Check::Every && !self.is_choice(seat, &decision, action) {
            return Err(self
                .placement_refusal(seat, &decision, action)
                .map_or(WtwError::NotAChoice, |rule| WtwError::CannotPlace { rule }));
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
                    events.tell(|| WtwEvent::Income { seat, gold: 1 });
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
                let edition = self.edition;
                let p = self.p(seat);
                // Edition 3 on, each Sawmill flips once; before, one flip a seat.
                p.sawmill_flips = p.sawmill_flips.saturating_sub(1);
                p.sawmill = if edition >= 3 && p.sawmill_flips > 0 {
                    Some(SawmillState::Ready)
                } else {
                    Some(SawmillState::Used)
                };
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
                self.lay(
                    seat,
                    Some(tile),
                    orientation,
                    (i32::from(x), i32::from(y)),
                    events,
                );
            }
            (Decision::Stash { .. }, WtwAction::Stash { gold }) => {
                self.queue.pop_front();
                if gold > 0 {
                    let p = self.p(seat);
                    p.gold -= gold;
                    p.wild.stashed += gold;
                    events.tell(|| WtwEvent::Stashed { seat, gold });
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
                self.lay(
                    seat,
                    Some(tile),
                    orientation,
                    (i32::from(x), i32::from(y)),
                    events,
                );
            }
            (Decision::PlaceAlley { kind }, WtwAction::PlaceAlley { x, y }) => {
                self.queue.pop_front();
                self.lay(
                    seat,
                    None,
                    Orientation::ALL[0],
                    (i32::from(x), i32::from(y)),
                    events,
                );
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
                events.tell(|| WtwEvent::AceCard { seat, suit });
            }
            (Decision::Den { left }, WtwAction::Den { sheriff }) => {
                self.queue.pop_front();
                if let Some(s) = sheriff {
                    self.p(seat).settlement.tombstone(s);
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
                events.tell(|| WtwEvent::HillBandit { seat, x, y });
            }
            _ => return Err(WtwError::NotAChoice),
        }
        Ok(())
    }

    /// Plays an action. Every refusal is decided before the first change (`decide` and
    /// `apply_chance` check, then act), so a refused action leaves the game exactly as it
    /// was without the game being copied first. With [`Check::Listed`] the action is known
    /// to be one of the seat's legal actions, and the decision's check is skipped.
    pub(super) fn play_inner(
        &mut self,
        who: Who,
        action: &WtwAction,
        events: &mut impl Events<WtwEvent>,
        check: Check,
    ) -> Result<(), WtwError> {
        match who {
            Who::Chance => {
                let chance = match (self.stage, self.queue.front()) {
                    (Stage::Setup, _) => Chance::Setup,
                    (_, Some(Task::Chance(c))) => c.clone(),
                    _ => return Err(WtwError::WrongMoment),
                };
                self.apply_chance(chance.clone(), action, events)?;
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
                    self.keep_partner(seat, *id, events);
                } else {
                    let Some(Task::Decide(_, decision)) = self.queue.front().cloned() else {
                        return Err(WtwError::WrongMoment);
                    };
                    self.decide(seat, decision, action, events, check)?;
                }
            }
        }
        self.settle(events);
        Ok(())
    }

    /// `BotTuning::advance_legal`: `Game::advance` for an action taken from this position's
    /// legal actions, without checking again that it is one of them.
    pub(crate) fn advance_listed(
        &mut self,
        seat: Seat,
        action: &WtwAction,
    ) -> Result<(), WtwError> {
        self.play_inner(
            Who::Seat(seat),
            action,
            &mut saloon_core::Quietly,
            Check::Listed,
        )
    }

    /// `Game::legal_actions`: sorted, without repeats.
    pub(super) fn legal(&self, seat: Seat) -> Vec<WtwAction> {
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

    /// Draws exactly what the default draws (the `rng.index`-th of the sorted legal actions)
    /// but, for placements, counts the legal spots in each orientation's bit set and picks
    /// the one at that rank instead of listing hundreds of actions.
    pub(super) fn draw_action(&self, seat: Seat, rng: &mut GameRng) -> Option<WtwAction> {
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
}
