//! A table played by script: chance's dice are given, not drawn, so every test says exactly
//! what was rolled.

#![allow(dead_code)]

use saloon_core::{Actor, Game, Who};
use saloon_rolled_west::{Phase, Resource, RolledWest, RwAction, RwError, RwEvent, RwOptions};

pub use Resource::{Copper as C, Gold as G, Silver as S, Wood as W};

pub struct Table {
    pub game: RolledWest,
    pub events: Vec<RwEvent>,
}

impl Table {
    /// `players` seats (1: solo against the Claim Jumper), `first` drawn to go first.
    pub fn new(players: usize, first: u8) -> Table {
        let mut game = RolledWest::new(&RwOptions::default(), players).expect("a player count");
        let events = game
            .apply(Who::Chance, &RwAction::First { player: first })
            .expect("first player");
        Table { game, events }
    }

    pub fn chance(&mut self, action: RwAction) {
        assert_eq!(self.game.actor(), Actor::Chance, "chance is due");
        self.events = self.game.apply(Who::Chance, &action).expect("chance");
    }

    pub fn roll(&mut self, dice: [Resource; 4]) {
        self.chance(RwAction::Roll { dice });
    }

    pub fn ghost(&mut self, dice: [Resource; 3]) {
        self.chance(RwAction::Ghost { dice });
    }

    /// `seat` plays `action`, which must be legal.
    pub fn act(&mut self, seat: u8, action: RwAction) {
        assert!(
            self.game.legal_actions(seat).contains(&action),
            "{action:?} is not legal for seat {seat}: {:?}",
            self.game.legal_actions(seat)
        );
        self.events = self
            .game
            .apply(Who::Seat(seat), &action)
            .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    }

    /// `seat` tries `action`: it must be refused with `error`, not listed as legal, and
    /// leave the game as it was.
    pub fn refused(&mut self, seat: u8, action: RwAction, error: RwError) {
        assert!(
            !self.game.legal_actions(seat).contains(&action),
            "{action:?} is listed"
        );
        let before = self.game.clone();
        assert_eq!(self.game.apply(Who::Seat(seat), &action), Err(error));
        assert_eq!(self.game, before, "a refusal changed the game");
    }

    /// The roller's whole turn: the roll, the terrain, then `spend`, then the end.
    pub fn turn(&mut self, dice: [Resource; 4], terrain: Resource, spend: &[RwAction]) {
        self.roll(dice);
        let seat = self.game.roller();
        self.act(seat, RwAction::Terrain { resource: terrain });
        for a in spend {
            self.act(seat, *a);
        }
        self.act(seat, RwAction::EndTurn);
    }

    /// Every seat asked about the offer passes.
    pub fn all_pass(&mut self) {
        while self.game.phase() == Phase::Offer {
            let Actor::Simultaneous(seats) = self.game.actor() else {
                panic!("an offer asks seats")
            };
            self.act(seats[0], RwAction::Pass);
        }
    }

    pub fn asked(&self) -> Vec<u8> {
        match self.game.actor() {
            Actor::Simultaneous(seats) => seats,
            _ => Vec::new(),
        }
    }

    pub fn total(&self, player: usize) -> i32 {
        self.game.sheet_scores()[player].total
    }

    pub fn line(&self, player: usize, key: &str) -> i32 {
        self.game.sheet_scores()[player]
            .get(key)
            .expect("a score line")
    }
}
