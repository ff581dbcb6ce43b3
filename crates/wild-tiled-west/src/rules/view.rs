//! What a seat sees ([`WtwView`]) and the game a search rebuilds from it (`determinize`).

use super::*;

/// What one seat may see: everything on the table except other seats' face-down partners
/// (and the cards dealt to them at setup) and the partner deck's contents.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct WtwView {
    pub you: Option<Seat>,
    pub stage: Stage,
    pub year: u8,
    /// The round, counted over the whole game (1 to 16).
    pub round: u8,
    /// Where the round marker stands in its year: the round's number within the year (from
    /// 1), and how many rounds the year has. (Defaults, as the fields below that default, are
    /// for final views saved in the history before the field was added.)
    #[serde(default)]
    pub round_in_year: u8,
    #[serde(default)]
    pub rounds_in_year: u8,
    /// Points this year's tussle wins or loses (0 once the years are over).
    #[serde(default)]
    pub tussle_stake: i32,
    /// Each seat's outcome and points were this year's tussle fought now, by seat (empty
    /// once the years are over).
    #[serde(default)]
    pub tussle_standing: Vec<crate::screen_aids::TussleStanding>,
    /// Solo: the next round that reveals a bandit card, while cards are left.
    #[serde(default)]
    pub next_bandit_reveal: Option<u8>,
    pub first_player: Seat,
    pub drafter: Seat,
    pub turns_taken: u8,
    pub market_counts: Vec<u8>,
    pub market_costs: Vec<u8>,
    /// Where the river runs, and so what the three fields below show. (These default to the
    /// north-row layout: a final view saved before they were added was played with it.)
    #[serde(default)]
    pub market_layout: MarketLayout,
    /// The tile design (its id) on each stack.
    #[serde(default = "north_row_designs")]
    pub market_designs: Vec<u8>,
    /// The stacks that hold river tiles.
    #[serde(default = "north_row_river_stacks")]
    pub river_stacks: Vec<u8>,
    /// Where each river die's slot (1 to 8) sits: the column it enters and from which end.
    #[serde(default = "north_row_river_slots")]
    pub river_slots: Vec<crate::market::RiverSlotPlace>,
    pub dice: Vec<Slot>,
    pub players: Vec<WtwPlayerView>,
    pub partner_supply: Vec<u8>,
    pub partner_deck_size: u8,
    pub ace_supply: Vec<Suit>,
    pub contracts: Vec<u8>,
    pub flipped: Vec<bool>,
    pub bandit_deck_size: u8,
    pub ridge: Ridge,
    /// Solo: Bandit Ridge's bandits not covered by bullets. (This and the fields below that
    /// default are read from final views saved in the history before they were added.)
    #[serde(default)]
    pub ridge_standing: u8,
    /// The space of the mining track that earns a second partner (the hat).
    #[serde(default = "hat_space")]
    pub hat_space: u8,
    /// What the game waits for, in order (decisions and chance events).
    pub queue: Vec<Task>,
    /// The rules edition the game is played by (so a bot's sample plays by it too); a final
    /// view saved before editions existed was played by edition 1.
    #[serde(default = "edition_one")]
    pub edition: u8,
    /// The solo rank chart (content), lowest first.
    pub solo_ranks: Vec<crate::content::SoloRank>,
    /// Solo: the rank the score the viewer sees earns now, and the next rank above it.
    #[serde(default)]
    pub solo_rank: Option<String>,
    #[serde(default)]
    pub next_solo_rank: Option<crate::content::SoloRank>,
    /// The viewer's legal drafts with their prices, while the viewer drafts.
    pub draft_prices: Vec<crate::screen_aids::DraftPrice>,
    /// The tile being placed in each orientation, while a tile waits to be placed.
    pub placing_orientations: Vec<crate::screen_aids::TileOrientation>,
    /// Each building's sign colour (content).
    pub building_signs: Vec<crate::screen_aids::BuildingSign>,
    /// Every cell of the pasture a wrangle waiting at the front of the queue is about.
    pub wrangle_pasture: Vec<Cell>,
    /// What a wrangle of each size (3 to 7 cows) pays now.
    #[serde(default)]
    pub wrangle_rewards: Vec<crate::screen_aids::WrangleReward>,
}

fn hat_space() -> u8 {
    HAT_SPACE
}

fn edition_one() -> u8 {
    1
}

/// The tile design on each stack of a market laid out by `layout`.
fn market_designs(layout: MarketLayout) -> Vec<u8> {
    (0..crate::market::STACKS)
        .map(|stack| draft::design_at(layout, stack).map_or(0, |d| d.id))
        .collect()
}

fn river_stacks(layout: MarketLayout) -> Vec<u8> {
    (0..crate::market::STACKS)
        .filter(|&stack| layout.is_river_stack(stack))
        .map(|stack| stack as u8)
        .collect()
}

fn north_row_designs() -> Vec<u8> {
    market_designs(MarketLayout::NorthRow)
}

fn north_row_river_stacks() -> Vec<u8> {
    river_stacks(MarketLayout::NorthRow)
}

fn north_row_river_slots() -> Vec<crate::market::RiverSlotPlace> {
    MarketLayout::NorthRow.river_slots()
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(TS))]
pub struct WtwPlayerView {
    pub board: u8,
    pub settlement: Settlement,
    pub gold: u8,
    pub bullets: u8,
    pub mining: u8,
    /// The gold the next Mining Income pays (the mining marker's space).
    #[serde(default)]
    pub mining_income: u8,
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
    /// Sawmills laid and not flipped yet (edition 3 on: each flips once).
    #[serde(default)]
    pub sawmill_flips: u8,
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
    /// Solo: the total `viewer` sees (the face-down partner counts for its owner, and for
    /// everyone once the game is over), the one the rank is read from.
    fn solo_score(&self, viewer: Option<Seat>) -> Option<i32> {
        self.solo().then(|| {
            self.sheet_counting(0, self.stage == Stage::Over || viewer == Some(0))
                .total
        })
    }

    /// `Game::view`: the table as `seat` sees it (a spectator with `None`).
    pub(super) fn view_for(&self, seat: Option<Seat>) -> WtwView {
        let (round_in_year, rounds_in_year) = self.round_of_year();
        WtwView {
            you: seat,
            stage: self.stage,
            year: self.year,
            round: self.round,
            round_in_year,
            rounds_in_year,
            tussle_stake: self.tussle_stake(),
            tussle_standing: self.tussle_standing(),
            next_bandit_reveal: self.next_bandit_reveal(),
            first_player: self.first_player,
            drafter: self.drafter,
            turns_taken: self.turns_taken,
            market_counts: self.market.counts.clone(),
            market_costs: self.market.costs.clone(),
            market_layout: self.market.layout,
            market_designs: market_designs(self.market.layout),
            river_stacks: river_stacks(self.market.layout),
            river_slots: self.market.layout.river_slots(),
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
                        mining_income: self.mining_income(i as Seat),
                        points: p.points.clone(),
                        dealt: if mine { p.dealt.clone() } else { Vec::new() },
                        dealt_count: p.dealt.len() as u8,
                        hidden_partner: if mine { p.hidden_partner } else { None },
                        has_hidden_partner: p.hidden_partner.is_some(),
                        partners: p.partners.clone(),
                        ace_cards: p.ace_cards.clone(),
                        sawmill: p.sawmill,
                        sawmill_flips: p.sawmill_flips,
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
            ridge_standing: self.ridge.standing(),
            hat_space: HAT_SPACE,
            queue: self.queue.iter().cloned().collect(),
            edition: self.edition,
            solo_ranks: content().scoreboard.solo_ranks.clone(),
            solo_rank: self
                .solo_score(seat)
                .and_then(Self::rank)
                .map(str::to_string),
            next_solo_rank: self.solo_score(seat).and_then(|total| {
                content()
                    .scoreboard
                    .solo_ranks
                    .iter()
                    .filter(|r| r.min > total)
                    .min_by_key(|r| r.min)
                    .cloned()
            }),
            draft_prices: seat
                .map(|s| crate::screen_aids::draft_prices(self, s))
                .unwrap_or_default(),
            placing_orientations: crate::screen_aids::placing_orientations(self),
            building_signs: crate::screen_aids::building_signs(),
            wrangle_pasture: crate::screen_aids::wrangle_pasture(self),
            wrangle_rewards: crate::screen_aids::wrangle_rewards(self),
        }
    }

    /// `Game::table_view`: `seat`'s view with its own cards face down (the two dealt at setup
    /// and the partner it kept), as the other seats at the table see them; the rest of it,
    /// draft prices and all, is open to everyone.
    pub(super) fn table_view_for(&self, seat: Seat) -> WtwView {
        let mut view = self.view_for(Some(seat));
        if let Some(me) = view.players.get_mut(usize::from(seat)) {
            me.dealt.clear();
            me.hidden_partner = None;
        }
        view
    }

    /// `Game::redact`: what `seat` may see of an event.
    pub(super) fn redacted(&self, event: &WtwEvent, seat: Option<Seat>) -> Option<WtwEvent> {
        // No event names a hidden card: keeping a partner says who kept one, not which, and
        // partners gained later (even blind) are placed face up.
        let _ = seat;
        Some(event.clone())
    }

    /// `Game::determinize_for`: what `from_view` builds from `seat`'s view, drawing the same,
    /// built from the game itself: a copy with the unseen cards drawn again exactly as
    /// `from_view` draws them, and no view (its screen aids cost more than the copy).
    pub(super) fn sample_for(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let c = content();
        let mut unknown: Vec<u8> = self.unseen_partners(seat).collect();
        rng.shuffle(&mut unknown);
        let mut sample = self.clone();
        for (i, p) in sample.players.iter_mut().enumerate() {
            if i == usize::from(seat) {
                continue;
            }
            let dealt = p.dealt.len();
            p.dealt.clear();
            p.dealt.extend((0..dealt).filter_map(|_| unknown.pop()));
            if p.hidden_partner.is_some() {
                p.hidden_partner = unknown.pop();
            }
        }
        unknown.sort_unstable();
        sample.partner_deck = unknown;
        let left = sample.bandit_deck.len();
        sample.bandit_deck.clear();
        if self.players.len() == 1 {
            sample.bandit_deck.extend(
                c.bandit_cards
                    .iter()
                    .map(|b| b.id)
                    .filter(|id| !self.ridge.revealed.contains(id))
                    .take(left),
            );
        }
        sample
    }

    /// The partners `seat` cannot place (the deck and the other seats' hidden cards), in
    /// content order: what `from_view` shuffles.
    fn unseen_partners(&self, seat: Seat) -> impl Iterator<Item = u8> + '_ {
        let me = self.players.get(usize::from(seat));
        let known = move |id: &u8| {
            self.partner_supply.contains(id)
                || self.players.iter().any(|p| p.partners.contains(id))
                || me.is_some_and(|p| p.dealt.contains(id) || p.hidden_partner == Some(*id))
        };
        content()
            .partners
            .iter()
            .map(|p| p.id)
            .filter(move |id| !known(id))
    }

    /// `Game::determinize_draws`: the draws of `from_view`'s shuffle, nothing built.
    pub(super) fn sample_draws(&self, seat: Seat, rng: &mut GameRng) {
        let unseen = self.unseen_partners(seat).count();
        // What `GameRng::shuffle` draws for that many cards.
        for i in (1..unseen).rev() {
            rng.index(i + 1);
        }
    }

    /// `Game::determinize`: a game consistent with what `seat` sees, the unseen cards drawn.
    pub(super) fn from_view(view: &WtwView, seat: Seat, rng: &mut GameRng) -> Self {
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
            // The seat's own cards are known, but in its `table_view`, where they are face
            // down for it too (a hint thought out in the open): then they are drawn.
            let mine = i == usize::from(seat);
            let dealt = if mine && p.dealt.len() == usize::from(p.dealt_count) {
                p.dealt.clone()
            } else {
                (0..p.dealt_count).filter_map(|_| unknown.pop()).collect()
            };
            let hidden = if mine && p.hidden_partner.is_some() {
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
                sawmill_flips: p.sawmill_flips,
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
                layout: MarketLayout::for_edition(view.edition),
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
            edition: view.edition,
        }
    }
}
