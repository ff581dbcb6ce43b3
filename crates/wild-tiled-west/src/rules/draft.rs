//! Rolling, placing and drafting with dice (the rulebook's ROLL AND PLACE DICE, DRAFTING A
//! TILE and Claim Jumping): which drafts a seat may make and what taking a tile does to the
//! trays and the dice. The trays and dice slots themselves are `crate::market`.

use super::*;

/// The tile design on `stack` of a market laid out by `layout`.
pub(crate) fn design_at(layout: MarketLayout, stack: usize) -> Option<&'static TileDesign> {
    type ByStack = Vec<Option<&'static TileDesign>>;
    static BY_STACK: OnceLock<[ByStack; 2]> = OnceLock::new();
    let tables = BY_STACK.get_or_init(|| {
        [MarketLayout::NorthRow, MarketLayout::MiddleColumns].map(|layout| {
            (0..crate::market::STACKS)
                .map(|stack| content().tiles.iter().find(|d| layout.stack_of(d) == stack))
                .collect()
        })
    });
    let table = match layout {
        MarketLayout::NorthRow => &tables[0],
        MarketLayout::MiddleColumns => &tables[1],
    };
    table.get(stack).copied().flatten()
}

impl WildTiledWest {
    pub(super) fn draft_options(&self, seat: Seat) -> Vec<WtwAction> {
        let gold = self.players[usize::from(seat)].gold;
        let mut out = Vec::with_capacity(8);
        for &die in &self.dice {
            for o in self.market.options_iter(die, gold) {
                if design_at(self.market.layout, usize::from(o.stack))
                    .is_some_and(|d| self.fits(seat, d))
                {
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
    pub(super) fn sawmill_may_take(&self, seat: Seat, stack: usize) -> bool {
        let gold = self.players[usize::from(seat)].gold;
        let count = self.market.counts.get(stack).copied().unwrap_or(0);
        design_at(self.market.layout, stack).is_some_and(|d| {
            count > 0
                && d.building != Some(Building::Sawmill)
                && d.cost <= gold
                && self.fits(seat, d)
        })
    }

    /// Whether `draft_options` would offer anything (stops at the first option).
    pub(super) fn may_draft(&self, seat: Seat) -> bool {
        let gold = self.players[usize::from(seat)].gold;
        self.dice.iter().any(|&die| {
            self.market.options_iter(die, gold).any(|o| {
                design_at(self.market.layout, usize::from(o.stack))
                    .is_some_and(|d| self.fits(seat, d))
            })
        }) || self.alley_fits(seat, false)
            || self.set_aside_ready(seat).is_some()
            || (self.players[usize::from(seat)].sawmill == Some(SawmillState::Ready)
                && (0..self.market.counts.len()).any(|stack| self.sawmill_may_take(seat, stack)))
    }

    /// Whether `draft_options` offers `action`, without listing them.
    pub(super) fn is_draft_option(&self, seat: Seat, action: &WtwAction) -> bool {
        let gold = self.players[usize::from(seat)].gold;
        match *action {
            WtwAction::Draft { die, stack, jumps } => {
                self.dice.contains(&die)
                    && self
                        .market
                        .options_iter(die, gold)
                        .any(|o| o.stack == stack && o.jumps == jumps)
                    && design_at(self.market.layout, usize::from(stack))
                        .is_some_and(|d| self.fits(seat, d))
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

    /// The tile a draft takes from `stack` for `gold`, if the seat can pay.
    pub(super) fn market_tile(
        &self,
        seat: Seat,
        stack: usize,
        gold: u8,
    ) -> Result<&'static TileDesign, WtwError> {
        let tile = design_at(self.market.layout, stack).ok_or(WtwError::NotAChoice)?;
        if self.players[usize::from(seat)].gold < gold {
            return Err(WtwError::NotEnoughGold);
        }
        Ok(tile)
    }

    /// Takes `tile` from `stack` for `gold` (checked by [`WildTiledWest::market_tile`]).
    pub(super) fn take_from_market(
        &mut self,
        seat: Seat,
        tile: &'static TileDesign,
        stack: usize,
        gold: u8,
        events: &mut impl Events<WtwEvent>,
    ) {
        let p = self.p(seat);
        p.gold -= gold;
        self.market.counts[stack] -= 1;
        events.tell(|| WtwEvent::Drafted {
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
    pub(super) fn resettle_dice(&mut self, events: &mut impl Events<WtwEvent>) {
        let landed = self.market.settle_each(&self.dice);
        if landed
            .iter()
            .zip(&self.dice)
            .any(|(to, from)| *to != Some(*from))
        {
            for (from, to) in self.dice.iter().zip(&landed) {
                if let Some(to) = to.filter(|to| to != from) {
                    events.tell(|| WtwEvent::DieMoved { from: *from, to });
                }
            }
            let mut settled: Vec<Slot> = landed.into_iter().flatten().collect();
            settled.sort();
            self.dice = settled;
        }
    }
}
