//! Chance (the setup deal, the dice rolled each round, a partner drawn blind or to the supply,
//! a solo bandit card): what the seed draws and what each outcome does.

use super::*;

impl WildTiledWest {
    /// `Game::sample_chance`: the next chance outcome drawn from `rng`.
    pub(super) fn draw_chance(&self, rng: &mut GameRng) -> Option<WtwAction> {
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

    pub(super) fn apply_chance(
        &mut self,
        chance: Chance,
        action: &WtwAction,
        events: &mut impl Events<WtwEvent>,
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
                events.tell(|| WtwEvent::SetUp {
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
                self.dice = dice;
                events.tell(|| WtwEvent::DiceRolled {
                    dice: self.dice.clone(),
                });
            }
            (Chance::DrawPartner { to }, WtwAction::DrawPartner { id }) => {
                if !self.partner_deck.contains(id) {
                    return Err(WtwError::BadChance);
                }
                self.partner_deck.retain(|p| p != id);
                match to {
                    Some(seat) => {
                        self.p(seat).partners.push(*id);
                        events.tell(|| WtwEvent::PartnerGained {
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
                events.tell(|| WtwEvent::BanditCard { id: *id });
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
                        events.tell(|| WtwEvent::ContractFlipped { cows: s });
                    }
                }
            }
            _ => return Err(WtwError::BadChance),
        }
        Ok(())
    }
}
