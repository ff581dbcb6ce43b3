//! The scenario builder: the setup nearly every test repeats (a game on given boards, set up
//! by a fixed deal, every seat keeping its first partner, the face-up supply drawn) and the
//! state writes that follow it (a made-up board, gold, bullets, the mining marker), in one
//! fluent chain:
//!
//! ```ignore
//! let mut g = Scenario::new().boards(&[1, 2]).bandit_board(0, 3).gold(0, 9).build();
//! ```
//!
//! The writes run in the order they are chained, after the setup, exactly as the lines they
//! replace did.

use super::*;

/// A state write run on the set-up game.
type Step = Box<dyn FnOnce(&mut WildTiledWest)>;

pub(super) struct Scenario {
    boards: Vec<u8>,
    wild: Vec<bool>,
    first_player: u8,
    edition: u8,
    steps: Vec<Step>,
}

impl Scenario {
    /// Two seats on boards 1 and 2, normal sides, seat 0 first.
    pub(super) fn new() -> Scenario {
        Scenario {
            boards: vec![1, 2],
            wild: Vec::new(),
            first_player: 0,
            edition: RULES_EDITION,
            steps: Vec::new(),
        }
    }

    /// One seat per board, in seat order.
    pub(super) fn boards(mut self, boards: &[u8]) -> Scenario {
        self.boards = boards.to_vec();
        self
    }

    /// Which seats play their boards' wild sides.
    pub(super) fn wild(mut self, wild: &[bool]) -> Scenario {
        self.wild = wild.to_vec();
        self
    }

    /// The seat the setup deal makes first player.
    pub(super) fn first_player(mut self, seat: u8) -> Scenario {
        self.first_player = seat;
        self
    }

    /// The rules edition played (the current one unless said).
    pub(super) fn edition(mut self, edition: u8) -> Scenario {
        self.edition = edition;
        self
    }

    fn then(mut self, step: impl FnOnce(&mut WildTiledWest) + 'static) -> Scenario {
        self.steps.push(Box::new(step));
        self
    }

    /// Gives `seat` a made-up board, empty (`use_board`).
    pub(super) fn board(self, seat: Seat, rows: &[&str]) -> Scenario {
        let rows: Vec<String> = rows.iter().map(|r| r.to_string()).collect();
        self.then(move |g| {
            let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
            use_board(g, seat, &rows);
        })
    }

    /// Gives seat `to` a copy of seat `from`'s board as it stands: two seats on one board, as
    /// editions 1-3 allowed (from edition 4 each seat has its own).
    pub(super) fn board_copy(self, to: Seat, from: Seat) -> Scenario {
        self.then(move |g| {
            let (board, settlement) = {
                let p = &g.players[usize::from(from)];
                (p.board, p.settlement.clone())
            };
            let p = &mut g.players[usize::from(to)];
            (p.board, p.settlement) = (board, settlement);
        })
    }

    /// Gives `seat` a made-up board of `bandits` printed bandits (`use_bandit_board`).
    pub(super) fn bandit_board(self, seat: Seat, bandits: usize) -> Scenario {
        self.then(move |g| use_bandit_board(g, seat, bandits))
    }

    pub(super) fn gold(self, seat: Seat, gold: u8) -> Scenario {
        self.then(move |g| g.players[usize::from(seat)].gold = gold)
    }

    pub(super) fn bullets(self, seat: Seat, bullets: u8) -> Scenario {
        self.then(move |g| g.players[usize::from(seat)].bullets = bullets)
    }

    /// Puts `seat`'s marker on the mining track.
    pub(super) fn mining(self, seat: Seat, space: u8) -> Scenario {
        self.then(move |g| g.players[usize::from(seat)].mining = space)
    }

    /// The game, waiting for the first round's dice (on normal sides; a wild side may ask
    /// something first), with the chained writes made.
    pub(super) fn build(self) -> WildTiledWest {
        let n = self.boards.len();
        let mut g = WildTiledWest::new(
            &WtwOptions {
                boards: self.boards,
                wild: self.wild.clone(),
                edition: self.edition,
            },
            n,
        )
        .unwrap();
        g.apply(Who::Chance, &setup_action(n, self.first_player))
            .unwrap();
        for seat in 0..n as Seat {
            let id = g.players[usize::from(seat)].dealt[0];
            act(&mut g, seat, WtwAction::KeepPartner { id });
        }
        let dealt = 2 * n as u8;
        for id in dealt + 1..=dealt + 3 {
            chance(&mut g, WtwAction::DrawPartner { id });
        }
        if self.wild.is_empty() {
            assert_eq!(g.queue.front(), Some(&Task::Chance(Chance::Roll)));
        }
        for step in self.steps {
            step(&mut g);
        }
        g
    }
}
