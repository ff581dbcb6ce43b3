//! Setup (the rulebook's SETUP and its wild sides' setup notes): the boards, the market
//! trimmed for the player count, the starting gold, bullets and points, and the partners
//! dealt, one kept face down.

use super::*;

/// House in Danger, Signpost: a tile taken from the trays at setup, after the removal for the
/// player count. When the trays hold none (two seats on the same wild side, which editions
/// 1-3 allowed), it comes from the removed tiles, as the physical game would have to.
pub(super) fn take_for_setup(market: &mut Market, tile: &TileDesign) {
    let stack = market.layout.stack_of(tile);
    if let Some(count) = market.counts.get_mut(stack) {
        *count = count.saturating_sub(1);
    }
}

impl WildTiledWest {
    /// A new game at the table: what `Game::new` builds.
    pub(super) fn set_up(options: &WtwOptions, players: usize) -> Result<Self, SetupError> {
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
        if !(1..=RULES_EDITION).contains(&options.edition) {
            return Err(SetupError::Options(format!(
                "rules edition {} (this Saloon plays 1 to {RULES_EDITION})",
                options.edition
            )));
        }
        if options.edition >= 4 {
            // One settlement board a seat: the box has one of each.
            for (second, b) in boards.iter().enumerate() {
                if let Some(first) = boards[..second].iter().position(|x| x == b) {
                    let name = c.boards.iter().find(|x| x.id == *b).map(|x| &x.name);
                    return Err(SetupError::SameChoice {
                        choice: match name {
                            Some(name) => format!("board {b} ({name})"),
                            None => format!("board {b}"),
                        },
                        first,
                        second,
                    });
                }
            }
        }
        let layout = MarketLayout::for_edition(options.edition);
        let mut market = Market::new(&c.tiles, players, layout);
        let mut states = Vec::new();
        for (seat, &b) in boards.iter().enumerate() {
            let board = c
                .boards
                .iter()
                .find(|x| x.id == b)
                .ok_or_else(|| SetupError::Options(format!("no board {b}")))?;
            let side = board.side_in(
                options.wild.get(seat).copied().unwrap_or(false),
                options.edition,
            );
            let mut settlement = Settlement::new(side.clone());
            let mut wild = WildProgress::default();
            let mut bullets = 0;
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
                    // A white sign is "something you get when it is placed", and the house
                    // is placed at setup (edition 3 on): the Hideout's bullets come now.
                    if options.edition >= 3 && house.building == Some(Building::Hideout) {
                        bullets = Building::HIDEOUT_BULLETS;
                    }
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
                bullets,
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
                sawmill_flips: 0,
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
            edition: options.edition,
        })
    }

    /// Keeps partner `id` (one of the two dealt) face down; the other goes back to the deck.
    pub(super) fn keep_partner(&mut self, seat: Seat, id: u8, events: &mut impl Events<WtwEvent>) {
        let p = self.p(seat);
        let other: Vec<u8> = p.dealt.iter().copied().filter(|&d| d != id).collect();
        p.hidden_partner = Some(id);
        p.dealt.clear();
        self.partner_deck.extend(other);
        self.partner_deck.sort_unstable();
        events.tell(|| WtwEvent::PartnerKept { seat });
    }

    /// The second partner at the hat: a face-up one, or the top card blind (a chance draw).
    pub(super) fn pick_partner(
        &mut self,
        seat: Seat,
        id: Option<u8>,
        events: &mut impl Events<WtwEvent>,
    ) {
        match id {
            Some(id) => {
                self.partner_supply.retain(|&p| p != id);
                self.p(seat).partners.push(id);
                events.tell(|| WtwEvent::PartnerGained { seat, id: Some(id) });
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
}
