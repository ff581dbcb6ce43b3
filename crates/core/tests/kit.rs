//! The test kit checked against a toy game: it passes an honest game and catches a
//! `random_action` that draws an illegal action or favours some actions.

use serde::{Deserialize, Serialize};

use saloon_core::testkit::check_random_games;
use saloon_core::{
    play_randomly, Actor, Events, Game, GameRng, PlayerCount, ScoreSheet, Seat, SetupError, Who,
};

/// How the toy game's `random_action` misbehaves, if at all.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
enum Sampler {
    #[default]
    Honest,
    /// Draws one more than the largest legal take.
    Illegal,
    /// Draws the smallest take twice as often as the others.
    Biased,
}

/// Two players take 1 to 3 counters in turn from a pile that chance sizes (8 to 12); whoever
/// takes the last counter wins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Pile {
    sampler: Sampler,
    counters: Option<u8>,
    to_move: Seat,
    last_taker: Option<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("not a legal take")]
struct Refused;

impl Pile {
    fn takes(&self) -> u8 {
        self.counters.map_or(0, |c| c.min(3))
    }
}

impl Game for Pile {
    const ID: &'static str = "pile";
    const NAME: &'static str = "Pile";
    const PLAYERS: PlayerCount = PlayerCount { min: 2, max: 2 };
    const MAX_ACTIONS: usize = 13;

    type Options = Sampler;
    type Action = u8;
    type View = Pile;
    type Event = u8;
    type Error = Refused;

    fn new(sampler: &Sampler, players: usize) -> Result<Self, SetupError> {
        if players != 2 {
            return Err(SetupError::PlayerCount {
                min: 2,
                max: 2,
                got: players,
            });
        }
        Ok(Pile {
            sampler: *sampler,
            counters: None,
            to_move: 0,
            last_taker: None,
        })
    }

    fn players(&self) -> usize {
        2
    }

    fn actor(&self) -> Actor {
        match self.counters {
            None => Actor::Chance,
            Some(0) => Actor::GameOver,
            Some(_) => Actor::Seat(self.to_move),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<u8> {
        if self.actor() != Actor::Seat(seat) {
            return Vec::new();
        }
        (1..=self.takes()).collect()
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Option<u8> {
        (self.actor() == Actor::Chance).then(|| 8 + rng.below(5) as u8)
    }

    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<u8> {
        let n = self.legal_actions(seat).len() as u32;
        if n == 0 {
            return None;
        }
        Some(match self.sampler {
            Sampler::Honest => 1 + rng.below(n) as u8,
            Sampler::Illegal => n as u8 + 1,
            // One draw in n + 1 extra for the smallest take.
            Sampler::Biased => (rng.below(n + 1) as u8).max(1),
        })
    }

    fn play(&mut self, who: Who, action: &u8, events: &mut impl Events<u8>) -> Result<(), Refused> {
        match (who, self.actor()) {
            (Who::Chance, Actor::Chance) if (8..=12).contains(action) => {
                self.counters = Some(*action);
            }
            (Who::Seat(s), Actor::Seat(t)) if s == t && (1..=self.takes()).contains(action) => {
                self.counters = self.counters.map(|c| c - action);
                self.last_taker = Some(s);
                self.to_move = 1 - s;
            }
            _ => return Err(Refused),
        }
        events.tell(|| *action);
        Ok(())
    }

    fn view(&self, _seat: Option<Seat>) -> Pile {
        self.clone()
    }

    fn redact(&self, event: &u8, _seat: Option<Seat>) -> Option<u8> {
        Some(*event)
    }

    fn scores(&self) -> Vec<ScoreSheet> {
        (0..2)
            .map(|s| {
                let mut sheet = ScoreSheet::default();
                sheet.push(
                    "won",
                    i32::from(self.last_taker == Some(s) && self.is_over()),
                );
                sheet
            })
            .collect()
    }

    fn winners(&self) -> Vec<Seat> {
        if self.is_over() {
            self.last_taker.into_iter().collect()
        } else {
            Vec::new()
        }
    }

    fn determinize(view: &Pile, _seat: Seat, _rng: &mut GameRng) -> Self {
        view.clone()
    }
}

#[test]
fn an_honest_game_passes_the_kit() {
    let steps = check_random_games::<Pile>(&Sampler::Honest, 2, 50, 1);
    assert!(
        steps >= 50 * 3,
        "every game takes at least three turns: {steps}"
    );
}

#[test]
#[should_panic(expected = "which is not legal")]
fn the_kit_catches_a_sampler_that_draws_an_illegal_action() {
    check_random_games::<Pile>(&Sampler::Illegal, 2, 5, 1);
}

#[test]
#[should_panic(expected = "is not uniform")]
fn the_kit_catches_a_sampler_that_favours_an_action() {
    check_random_games::<Pile>(&Sampler::Biased, 2, 5, 1);
}

#[test]
fn a_random_playout_ends_the_game_and_counts_its_steps() {
    let mut game = Pile::new(&Sampler::Honest, 2).unwrap();
    let steps = play_randomly(
        &mut game,
        &mut GameRng::chance(3),
        &mut GameRng::stream(3, 1),
    )
    .expect("the toy game keeps the contract");
    assert!(game.is_over());
    // The pile's size (one chance step), then at least 8/3 and at most 12 takes.
    assert!((4..=13).contains(&steps), "{steps}");
    // Same streams, same game.
    let mut again = Pile::new(&Sampler::Honest, 2).unwrap();
    play_randomly(
        &mut again,
        &mut GameRng::chance(3),
        &mut GameRng::stream(3, 1),
    );
    assert_eq!(again, game);
}

#[test]
fn a_playout_stops_when_the_game_breaks_the_contract() {
    let mut game = Pile::new(&Sampler::Illegal, 2).unwrap();
    let before_first_take = play_randomly(
        &mut game,
        &mut GameRng::chance(3),
        &mut GameRng::stream(3, 1),
    );
    assert_eq!(before_first_take, None, "a refused action ends the playout");
    assert!(!game.is_over());
}
