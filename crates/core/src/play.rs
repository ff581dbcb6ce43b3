use serde::{Deserialize, Serialize};

use crate::{Actor, Events, Game, GameRng, Quietly, Seat, SetupError, Who};

/// One step of a game's log: who acted and what they did (chance outcomes included).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedAction<A> {
    pub who: Who,
    pub action: A,
}

/// Everything needed to reproduce a game exactly: `{game, options, players, seed, actions}`.
/// Chance outcomes are in `actions` too, and must match what `seed` draws.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Replay<O, A> {
    pub game: String,
    pub options: O,
    pub players: usize,
    /// A string, so that 64-bit seeds survive JavaScript numbers.
    #[serde(with = "seed_as_string")]
    pub seed: u64,
    pub actions: Vec<LoggedAction<A>>,
}

mod seed_as_string {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(seed: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&seed.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum MatchError<E: std::error::Error> {
    #[error("the game is over")]
    GameOver,
    #[error("it is not seat {0}'s turn")]
    NotYourTurn(Seat),
    #[error(transparent)]
    Illegal(E),
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ReplayError {
    #[error("the replay is of {found}, not {expected}")]
    WrongGame { expected: String, found: String },
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("action {index} was played by the wrong actor")]
    WrongActor { index: usize },
    #[error("action {index} is not what the seeded chance stream draws")]
    ChanceMismatch { index: usize },
    #[error("action {index} is illegal: {reason}")]
    Illegal { index: usize, reason: String },
    #[error("the replay ends where chance was still to act")]
    MissingChance,
}

/// A game in play: the state, its chance stream and the log of every action.
///
/// Chance is resolved as soon as it is due, so outside a `Match` method the actor is never
/// [`Actor::Chance`]. Cloning a `Match` clones the stream position too, which is what makes
/// undo safe: restoring an earlier clone can never re-roll a die that was already seen.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    state: G,
    options: G::Options,
    seed: u64,
    chance: GameRng,
    log: Vec<LoggedAction<G::Action>>,
}

impl<G: Game> Match<G> {
    /// Sets up a game and resolves any opening chance (the deal). Returns the opening events.
    pub fn new(
        options: G::Options,
        players: usize,
        seed: u64,
    ) -> Result<(Self, Vec<G::Event>), SetupError> {
        let mut events = Vec::new();
        let m = Self::new_telling(options, players, seed, &mut events)?;
        Ok((m, events))
    }

    /// [`Match::new`] for a table where nobody reads the events (a simulation): none is built.
    #[inline]
    pub fn new_quietly(options: G::Options, players: usize, seed: u64) -> Result<Self, SetupError> {
        Self::new_telling(options, players, seed, &mut Quietly)
    }

    #[inline]
    fn new_telling(
        options: G::Options,
        players: usize,
        seed: u64,
        events: &mut impl Events<G::Event>,
    ) -> Result<Self, SetupError> {
        let state = G::new(&options, players)?;
        let mut m = Match {
            state,
            options,
            seed,
            chance: GameRng::chance(seed),
            log: Vec::new(),
        };
        m.resolve_chance(events);
        Ok(m)
    }

    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn options(&self) -> &G::Options {
        &self.options
    }

    pub fn log(&self) -> &[LoggedAction<G::Action>] {
        &self.log
    }

    /// Plays `action` for `seat`, then any chance that becomes due, and returns what
    /// happened. On error nothing changes.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &G::Action,
    ) -> Result<Vec<G::Event>, MatchError<G::Error>> {
        let mut events = Vec::new();
        self.play(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`Match::act`] telling `events` what happened ([`Game::play`]): with
    /// [`Quietly`], for a table where nobody reads them, none is built.
    pub fn play(
        &mut self,
        seat: Seat,
        action: &G::Action,
        events: &mut impl Events<G::Event>,
    ) -> Result<(), MatchError<G::Error>> {
        let actor = self.state.actor();
        if actor == Actor::GameOver {
            return Err(MatchError::GameOver);
        }
        if !actor.includes(seat) {
            return Err(MatchError::NotYourTurn(seat));
        }
        self.state
            .play(Who::Seat(seat), action, events)
            .map_err(MatchError::Illegal)?;
        self.log.push(LoggedAction {
            who: Who::Seat(seat),
            action: action.clone(),
        });
        self.resolve_chance(events);
        Ok(())
    }

    fn resolve_chance(&mut self, events: &mut impl Events<G::Event>) {
        // Bounded: a game alternates chance with decisions long before this runs out.
        for _ in 0..G::MAX_ACTIONS {
            if self.state.actor() != Actor::Chance {
                break;
            }
            let Some(action) = self.state.sample_chance(&mut self.chance) else {
                break;
            };
            // A game that draws an outcome it then refuses is a bug in that game; stop
            // rather than loop, and let the test kit catch it.
            if self.state.play(Who::Chance, &action, events).is_err() {
                break;
            }
            self.log.push(LoggedAction {
                who: Who::Chance,
                action,
            });
        }
    }

    pub fn replay(&self) -> Replay<G::Options, G::Action> {
        Replay {
            game: G::ID.to_string(),
            options: self.options.clone(),
            players: self.state.players(),
            seed: self.seed,
            actions: self.log.clone(),
        }
    }

    /// Re-plays a replay from its seed, checking every chance outcome against the stream.
    pub fn from_replay(replay: &Replay<G::Options, G::Action>) -> Result<Self, ReplayError> {
        if replay.game != G::ID {
            return Err(ReplayError::WrongGame {
                expected: G::ID.to_string(),
                found: replay.game.clone(),
            });
        }
        let state = G::new(&replay.options, replay.players)?;
        let mut m = Match {
            state,
            options: replay.options.clone(),
            seed: replay.seed,
            chance: GameRng::chance(replay.seed),
            log: Vec::with_capacity(replay.actions.len()),
        };
        for (index, logged) in replay.actions.iter().enumerate() {
            let actor = m.state.actor();
            match logged.who {
                Who::Chance => {
                    if actor != Actor::Chance {
                        return Err(ReplayError::WrongActor { index });
                    }
                    let drawn = m.state.sample_chance(&mut m.chance);
                    if drawn.as_ref() != Some(&logged.action) {
                        return Err(ReplayError::ChanceMismatch { index });
                    }
                }
                Who::Seat(seat) => {
                    if !actor.includes(seat) {
                        return Err(ReplayError::WrongActor { index });
                    }
                }
            }
            m.state
                .advance(logged.who, &logged.action)
                .map_err(|e| ReplayError::Illegal {
                    index,
                    reason: e.to_string(),
                })?;
            m.log.push(logged.clone());
        }
        if m.state.actor() == Actor::Chance {
            return Err(ReplayError::MissingChance);
        }
        Ok(m)
    }
}

/// Plays `game` to its end with uniformly random actions ([`Game::random_action`]) and chance
/// drawn from `chance`; a simultaneous step takes its seats in turn. Returns the number of
/// actions played, chance included, or `None` if the game broke the contract (an actor with
/// no action, a refused action, or more than `MAX_ACTIONS` steps). The bare game is used, not
/// a [`Match`], so nothing is logged: this is the inner loop of benchmarks and playouts.
pub fn play_randomly<G: Game>(
    game: &mut G,
    chance: &mut GameRng,
    picker: &mut GameRng,
) -> Option<usize> {
    for step in 0..=G::MAX_ACTIONS {
        let (who, action) = match game.actor() {
            Actor::GameOver => return Some(step),
            Actor::Chance => (Who::Chance, game.sample_chance(chance)?),
            Actor::Seat(seat) => (Who::Seat(seat), game.random_action(seat, picker)?),
            Actor::Simultaneous(seats) => {
                let seat = *seats.first()?;
                (Who::Seat(seat), game.random_action(seat, picker)?)
            }
        };
        game.advance(who, &action).ok()?;
    }
    None
}
