//! The end of the game: most $ among those with hearts left wins; a tie goes to more
//! bounties, then more bullets, then a roll of the die among the tied (recorded as chance),
//! or is shared when the table chose so. The dead do not score; nobody left, nobody wins.
//! Solo: the score is your $ if you survive; with the rival gang you win only with more $
//! than it.

use saloon_core::{Events, ScoreSheet};

use crate::content::{card, Colour};
use crate::rules::{Phase, RollOffThrow, WildTiles, WtEvent};

/// Every seat's score: its kept bounties' $ by colour, nothing for the dead.
pub fn score_sheets(game: &WildTiles) -> Vec<ScoreSheet> {
    game.players
        .iter()
        .map(|p| {
            let mut sheet = ScoreSheet::default();
            if !p.alive {
                sheet.push("dead", 0);
                return sheet;
            }
            for colour in Colour::ALL {
                let dollars: i32 = p
                    .kept
                    .iter()
                    .map(|&c| card(c))
                    .filter(|c| c.colour == colour)
                    .map(|c| i32::from(c.dollars))
                    .sum();
                sheet.push(format!("dollars.{}", colour.key()), dollars);
            }
            sheet
        })
        .collect()
}

/// The order of the end-game comparison: $, then bounties, then bullets.
fn standing(game: &WildTiles, seat: u8) -> (i32, usize, u8) {
    let p = &game.players[usize::from(seat)];
    (p.dollars(), p.kept.len(), p.bullets)
}

impl WildTiles {
    pub(crate) fn finish(&mut self, events: &mut impl Events<WtEvent>) {
        let living: Vec<u8> = (0..self.seats)
            .filter(|&s| self.players[usize::from(s)].alive)
            .collect();
        if self.seats == 1 {
            let beats_gang = self
                .gang
                .as_ref()
                .is_none_or(|g| self.players[0].dollars() > g.dollars());
            self.winners = if living == [0] && beats_gang {
                vec![0]
            } else {
                Vec::new()
            };
            return self.end(events);
        }
        let best = living.iter().map(|&s| standing(self, s)).max();
        let tied: Vec<u8> = living
            .iter()
            .copied()
            .filter(|&s| Some(standing(self, s)) == best)
            .collect();
        if tied.len() > 1 && !self.options.shared_win {
            self.tied = tied;
            self.phase = Phase::RollOff;
            return;
        }
        self.winners = tied;
        self.end(events);
    }

    fn end(&mut self, events: &mut impl Events<WtEvent>) {
        self.phase = Phase::Over;
        self.tied.clear();
        let winners = self.winners.clone();
        events.tell(|| WtEvent::GameEnded { winners });
    }

    /// The tied players' dice: the highest alone wins; a tie at the top rolls again.
    pub(crate) fn roll_off(&mut self, dice: &[u8], events: &mut impl Events<WtEvent>) {
        let seats = self.tied.clone();
        self.roll_offs.push(RollOffThrow {
            seats: seats.clone(),
            dice: dice.to_vec(),
        });
        let dice_told = dice.to_vec();
        events.tell(|| WtEvent::RolledOff {
            seats,
            dice: dice_told,
        });
        let top = dice.iter().copied().max().unwrap_or(0);
        let still: Vec<u8> = self
            .tied
            .iter()
            .zip(dice)
            .filter(|(_, &d)| d == top)
            .map(|(&s, _)| s)
            .collect();
        if still.len() == 1 {
            self.winners = still;
            self.end(events);
        } else {
            self.tied = still;
        }
    }
}
