use std::fmt::Debug;
use std::hash::Hash;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::GameRng;

/// A seat at the table, numbered from 0 in turn order.
pub type Seat = u8;

/// Who must act next. Chance is an actor like any player, so dice and shuffles are
/// explicit, recorded steps of the game rather than hidden side effects.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Actor {
    /// One seat decides.
    Seat(Seat),
    /// Several seats decide at once (secret plans and bids); each submits its own action.
    Simultaneous(Vec<Seat>),
    /// A random event is due; draw it with [`Game::sample_chance`].
    Chance,
    /// The game is over; [`Game::scores`] are final.
    GameOver,
}

impl Actor {
    /// Whether `seat` may submit an action now.
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            Actor::Seat(s) => *s == seat,
            Actor::Simultaneous(seats) => seats.contains(&seat),
            Actor::Chance | Actor::GameOver => false,
        }
    }
}

/// Who submits an action to [`Game::play`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Who {
    Seat(Seat),
    Chance,
}

/// One category of a seat's score ("terrain.desert", "bonus.7", ...). Keys are stable
/// identifiers the UI translates; they never change meaning between versions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    pub key: String,
    pub points: i32,
}

/// A seat's score, by category; `total` is their sum.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    pub total: i32,
    pub lines: Vec<ScoreLine>,
}

impl ScoreSheet {
    pub fn push(&mut self, key: impl Into<String>, points: i32) {
        self.total += points;
        self.lines.push(ScoreLine {
            key: key.into(),
            points,
        });
    }

    pub fn get(&self, key: &str) -> Option<i32> {
        self.lines.iter().find(|l| l.key == key).map(|l| l.points)
    }
}

/// Each seat's place in a finished game, by seat: the `winners` (the game's verdict, its
/// tie-breaks included) first, together; every other seat after them by its total, equal
/// totals sharing a place, since the rulebooks break ties only for the win. Totals 30 (the
/// winner), 25, 25, 20 place 1st, 2nd, 2nd, 4th.
pub fn places_by_total(scores: &[ScoreSheet], winners: &[Seat]) -> Vec<u8> {
    let won = |seat: usize| winners.iter().any(|&w| usize::from(w) == seat);
    (0..scores.len())
        .map(|seat| {
            if won(seat) {
                return 1;
            }
            let ahead = (0..scores.len())
                .filter(|&s| won(s) || scores[s].total > scores[seat].total)
                .count();
            u8::try_from(ahead + 1).unwrap_or(u8::MAX)
        })
        .collect()
}

/// The inclusive range of player counts a game supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerCount {
    pub min: usize,
    pub max: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("this game takes {min} to {max} players, not {got}")]
    PlayerCount { min: usize, max: usize, got: usize },
    #[error("invalid options: {0}")]
    Options(String),
    /// Two seats chose what only one may have (a settlement board, say); `first` and
    /// `second` are the seats, counted from 0.
    #[error(
        "seats {} and {} both chose {choice}: each seat needs its own",
        .first + 1,
        .second + 1
    )]
    SameChoice {
        choice: String,
        first: usize,
        second: usize,
    },
}

/// Where [`Game::play`] tells what happened: a `Vec` keeps every event, [`Quietly`] none.
/// An event comes as a closure, so a sink that keeps nothing never builds it.
pub trait Events<E> {
    fn tell(&mut self, event: impl FnOnce() -> E);
}

impl<E> Events<E> for Vec<E> {
    fn tell(&mut self, event: impl FnOnce() -> E) {
        self.push(event());
    }
}

/// Tells nobody: what [`Game::advance`] plays into.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quietly;

impl<E> Events<E> for Quietly {
    fn tell(&mut self, _event: impl FnOnce() -> E) {}
}

/// The contract every Saloon game implements.
///
/// A game is a plain value: `play` is the only way it changes, and an illegal action returns
/// an error and leaves the value exactly as it was. Everything random goes through chance
/// actions, so (seed, actions) replays a game exactly.
pub trait Game:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Stable identifier, e.g. "circle-the-wagons".
    const ID: &'static str;
    /// English display name (the UI translates by id).
    const NAME: &'static str;
    const PLAYERS: PlayerCount;
    /// An upper bound on the number of actions (chance included) in any game; the test kit
    /// fails a game that runs longer.
    const MAX_ACTIONS: usize;

    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// A decision. `Ord` gives legal actions a stable, sorted order.
    type Action: Clone + Debug + Ord + Hash + Serialize + DeserializeOwned + Send + Sync;
    /// What one seat may see. Built by [`Game::view`]; never contains another seat's secrets.
    type View: Clone + Debug + Serialize + Send + Sync + 'static;
    /// What happened, for animation and the game log.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// Why an action was refused: sent to the screen as data (which rule), beside its message.
    type Error: std::error::Error + Clone + Debug + PartialEq + Serialize + Send + Sync + 'static;

    /// The position before the first action. It may start with chance (a deal).
    fn new(options: &Self::Options, players: usize) -> Result<Self, SetupError>;

    fn players(&self) -> usize;

    fn actor(&self) -> Actor;

    /// The legal actions of `seat` now, sorted ascending and without duplicates; empty when
    /// the seat may not act.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Draw the pending chance event from the stream. `None` unless the actor is chance.
    fn sample_chance(&self, rng: &mut GameRng) -> Option<Self::Action>;

    /// A legal action of `seat` drawn uniformly from `rng`, or `None` when it has none: what
    /// a random player, a playout or a fuzzer plays. Must draw only from
    /// [`Game::legal_actions`] and give each of them the same chance (the test kit checks
    /// both). The default lists them and picks one; a game with hundreds of actions (tile
    /// placements) overrides it to count and pick without building the list.
    fn random_action(&self, seat: Seat, rng: &mut GameRng) -> Option<Self::Action> {
        let mut legal = self.legal_actions(seat);
        if legal.is_empty() {
            return None;
        }
        let i = rng.index(legal.len());
        Some(legal.swap_remove(i))
    }

    /// Play `action` for `who`, telling `events` what happened. On error the game is
    /// unchanged (and `apply` drops whatever was told). The one path every change takes:
    /// [`Game::apply`] plays into a list and [`Game::advance`] into [`Quietly`], so the two
    /// cannot drift apart. Build each event inside its closure (`events.tell(|| ...)`), so
    /// that a playout, which tells nobody, never pays for one.
    fn play(
        &mut self,
        who: Who,
        action: &Self::Action,
        events: &mut impl Events<Self::Event>,
    ) -> Result<(), Self::Error>;

    /// [`Game::play`] into a list: the events, for the log and the table. On error the game
    /// is unchanged.
    fn apply(&mut self, who: Who, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Error> {
        let mut events = Vec::new();
        self.play(who, action, &mut events)?;
        Ok(events)
    }

    /// [`Game::play`] telling nobody: the same change and the same refusals as
    /// [`Game::apply`] without building a single event, for playouts, bots, replays and
    /// simulations, which never read the narrative.
    fn advance(&mut self, who: Who, action: &Self::Action) -> Result<(), Self::Error> {
        self.play(who, action, &mut Quietly)
    }

    /// What `seat` may see; `None` is a spectator who sees only public information.
    fn view(&self, seat: Option<Seat>) -> Self::View;

    /// What `seat`'s part shows at a table where every seat sees the screen: its view with
    /// the secrets it keeps from the others (a face-down card of its own) left face down, as
    /// they see them. A table shows this while the seat acts on what is open to all, and
    /// hands it its own [`Game::view`] privately when what it acts on is secret. By default
    /// its view: a game whose seat keeps no standing secret needs nothing more (one whose
    /// secret is the decision itself, a plan or a bid, is handed off all the same).
    fn table_view(&self, seat: Seat) -> Self::View {
        self.view(Some(seat))
    }

    /// Whether `seat` may make its choice now where every seat sees the screen, though the
    /// game keeps what it chose from the others for a while: the rules make the choice public
    /// in effect, and the game holds it back only to settle every answer at once (Rolled
    /// West's answers to an offer: the sheets are public, so the order changes nothing). A
    /// table hands a seat the screen privately for any choice hidden from another seat (a
    /// bid, a plan) unless this says so. By default false: a hidden choice is a secret.
    fn chooses_in_the_open(&self, seat: Seat) -> bool {
        let _ = seat;
        false
    }

    /// The part of `event` that `seat` may know (`None`: a spectator), or `None` when the
    /// event is none of its business. Required, so that no game leaks by default.
    fn redact(&self, event: &Self::Event, seat: Option<Seat>) -> Option<Self::Event>;

    /// Every seat's score now (final once the game is over), by category.
    fn scores(&self) -> Vec<ScoreSheet>;

    /// Every seat's score as `viewer` may see it. Scores are public by default; a game whose
    /// score depends on something hidden (a face-down card) leaves that out of the other
    /// seats' sheets until the game is over. This, never `scores`, is what leaves the engine.
    fn scores_seen_by(&self, viewer: Option<Seat>) -> Vec<ScoreSheet> {
        let _ = viewer;
        self.scores()
    }

    /// The winners once the game is over (several on a shared win); empty before.
    fn winners(&self) -> Vec<Seat>;

    /// [`Game::scores`] and [`Game::winners`] together (the test kit checks they are the
    /// same), for a reader of both (a simulation's report); a game that works both out from
    /// the same reckoning overrides it to reckon once.
    fn scores_and_winners(&self) -> (Vec<ScoreSheet>, Vec<Seat>) {
        (self.scores(), self.winners())
    }

    /// A full game consistent with what `seat` sees in `view`, hidden parts sampled from
    /// `rng`. Bots think on these, never on the real state.
    fn determinize(view: &Self::View, seat: Seat, rng: &mut GameRng) -> Self;

    /// `Self::determinize(&self.view(Some(seat)), seat, rng)`: the same game, drawing the
    /// same from `rng` (the test kit checks both), for a referee that holds the game (a
    /// simulation) and hands a bot the sample it would build from its view. The default builds
    /// the view; a game whose view costs (aids for the screen) builds the sample from itself.
    fn determinize_for(&self, seat: Seat, rng: &mut GameRng) -> Self {
        Self::determinize(&self.view(Some(seat)), seat, rng)
    }

    /// Draws from `rng` exactly what [`Game::determinize_for`] draws and builds nothing (the
    /// test kit checks it): for a referee's random player, whose pick depends only on the
    /// legal actions, the same in every sample, so that its stream is left where a sample
    /// would have left it. The default builds the sample and drops it.
    fn determinize_draws(&self, seat: Seat, rng: &mut GameRng) {
        drop(self.determinize_for(seat, rng));
    }

    /// The options a new game begins with, from those a player chose (or a tool was given):
    /// a game whose options name a rules edition stamps its current one here, since options
    /// saved without one belong to games begun before it (Wild Tiles). Replays and saved
    /// games never pass through it. By default the options as chosen.
    fn options_for_new_game(options: Self::Options) -> Self::Options {
        options
    }

    /// Whether a seat's `action` may be taken back by the app's undo while nobody has acted
    /// since: a choice the rules make final (Wild Tiles' locked path) may not. By default
    /// every action may.
    fn can_take_back(action: &Self::Action) -> bool {
        let _ = action;
        true
    }

    /// The rank a solo game's final `score` earns, for a game whose solo mode has ranks
    /// (the rulebook's table); `None` otherwise, and by default.
    fn solo_rank(score: i32) -> Option<&'static str> {
        let _ = score;
        None
    }

    /// The rank a solo game's final `score` earns with `options`, for a game whose rank table
    /// depends on a setup choice (Wild Tiles' deck); by default [`Game::solo_rank`].
    fn solo_rank_in(options: &Self::Options, score: i32) -> Option<&'static str> {
        let _ = options;
        Self::solo_rank(score)
    }

    /// The (year, round) the game is in, for a game that counts them (the log groups its
    /// entries by it and heads each group with it, so the round is the one a player would
    /// name, e.g. counted within its year); `None` by default.
    fn moment(&self) -> Option<(u8, u8)> {
        None
    }

    /// Each seat's place once the game is over, by seat (`places_by_total` of its scores and
    /// winners); empty before. A game whose rulebook ranks the seats below the win overrides.
    fn places(&self) -> Vec<u8> {
        if !self.is_over() {
            return Vec::new();
        }
        let (scores, winners) = self.scores_and_winners();
        places_by_total(&scores, &winners)
    }

    fn is_over(&self) -> bool {
        self.actor() == Actor::GameOver
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn places(totals: &[i32], winners: &[Seat]) -> Vec<u8> {
        let scores: Vec<ScoreSheet> = totals
            .iter()
            .map(|&total| ScoreSheet {
                total,
                lines: Vec::new(),
            })
            .collect();
        places_by_total(&scores, winners)
    }

    #[test]
    fn the_winners_come_first_and_the_others_by_their_totals() {
        assert_eq!(places(&[20, 30, 25, 10], &[1]), [3, 1, 2, 4]);
    }

    #[test]
    fn equal_totals_below_the_win_share_a_place() {
        assert_eq!(places(&[30, 25, 25, 20], &[0]), [1, 2, 2, 4]);
    }

    #[test]
    fn a_winner_by_tie_break_stays_ahead_of_the_seat_it_tied() {
        assert_eq!(places(&[30, 30, 10], &[1]), [2, 1, 3]);
    }

    #[test]
    fn a_shared_win_shares_first_place() {
        assert_eq!(places(&[30, 30, 10], &[0, 1]), [1, 1, 3]);
    }

    #[test]
    fn without_winners_the_totals_alone_rank() {
        assert_eq!(places(&[12, 15], &[]), [2, 1]);
    }
}
