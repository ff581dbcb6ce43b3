//! The registry: the one place that lists every game. Adding a game means a variant in each
//! `Any*` enum, a `registered!` call, an arm in `with_game` and an entry in `engines()` (and
//! in `playable()` once its screen is in): CONTRIBUTING.md, step 5.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use saloon_circle_the_wagons::{CircleTheWagons, CtwAction, CtwEvent, CtwOptions, CtwView};
use saloon_core::Game;
use saloon_wild_tiled_west::rules::{WildTiledWest, WtwAction, WtwEvent, WtwOptions, WtwView};

use crate::api::{GameInfo, SeatConfig};
use crate::error::AppError;
use crate::session::{ErasedSession, Session};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub enum AnyOptions {
    #[serde(rename = "circle-the-wagons")]
    CircleTheWagons(CtwOptions),
    #[serde(rename = "wild-tiled-west")]
    WildTiledWest(WtwOptions),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub enum AnyAction {
    #[serde(rename = "circle-the-wagons")]
    CircleTheWagons(CtwAction),
    #[serde(rename = "wild-tiled-west")]
    WildTiledWest(WtwAction),
}

// A view is built once per update and serialized at once; boxing it would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub enum AnyView {
    #[serde(rename = "circle-the-wagons")]
    CircleTheWagons(CtwView),
    #[serde(rename = "wild-tiled-west")]
    WildTiledWest(WtwView),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub enum AnyEvent {
    #[serde(rename = "circle-the-wagons")]
    CircleTheWagons(CtwEvent),
    #[serde(rename = "wild-tiled-west")]
    WildTiledWest(WtwEvent),
}

/// A game the app can host: how its types fold into the `Any*` enums.
pub trait Registered: Game {
    fn wrap_action(action: Self::Action) -> AnyAction;
    fn unwrap_action(action: AnyAction) -> Option<Self::Action>;
    fn wrap_view(view: Self::View) -> AnyView;
    fn wrap_event(event: Self::Event) -> AnyEvent;
    fn unwrap_options(options: AnyOptions) -> Option<Self::Options>;
    /// The game's component counts (for `saloon content`).
    fn content_summary() -> serde_json::Value;
    /// The rank a solo game's final score earns, for games whose solo mode has ranks.
    fn solo_rank(score: i32) -> Option<&'static str>;
    /// The (year, round) the game is in, for games that count them (the log groups by it).
    fn moment(state: &Self) -> Option<(u8, u8)>;
}

macro_rules! registered {
    ($game:ty, $variant:ident, $summary:path) => {
        registered!($game, $variant, $summary, |_| None, |_| None);
    };
    ($game:ty, $variant:ident, $summary:path, $rank:expr, $moment:expr) => {
        #[allow(unreachable_patterns)]
        impl Registered for $game {
            fn wrap_action(action: Self::Action) -> AnyAction {
                AnyAction::$variant(action)
            }
            fn unwrap_action(action: AnyAction) -> Option<Self::Action> {
                match action {
                    AnyAction::$variant(a) => Some(a),
                    _ => None,
                }
            }
            fn wrap_view(view: Self::View) -> AnyView {
                AnyView::$variant(view)
            }
            fn wrap_event(event: Self::Event) -> AnyEvent {
                AnyEvent::$variant(event)
            }
            fn unwrap_options(options: AnyOptions) -> Option<Self::Options> {
                match options {
                    AnyOptions::$variant(o) => Some(o),
                    _ => None,
                }
            }
            fn content_summary() -> serde_json::Value {
                serde_json::to_value($summary()).unwrap_or(serde_json::Value::Null)
            }
            fn solo_rank(score: i32) -> Option<&'static str> {
                let rank: fn(i32) -> Option<&'static str> = $rank;
                rank(score)
            }
            fn moment(state: &Self) -> Option<(u8, u8)> {
                let moment: fn(&Self) -> Option<(u8, u8)> = $moment;
                moment(state)
            }
        }
    };
}

registered!(
    CircleTheWagons,
    CircleTheWagons,
    saloon_circle_the_wagons::content::summary
);
registered!(
    WildTiledWest,
    WildTiledWest,
    saloon_wild_tiled_west::content::summary,
    WildTiledWest::rank,
    |g| Some((g.year(), g.round()))
);

fn info<G: Game>() -> GameInfo {
    GameInfo {
        id: G::ID.to_string(),
        name: G::NAME.to_string(),
        min_players: G::PLAYERS.min as u8,
        max_players: G::PLAYERS.max as u8,
    }
}

/// The games a player can start in the app, in the order the home screen lists them.
pub fn playable() -> Vec<GameInfo> {
    vec![info::<WildTiledWest>(), info::<CircleTheWagons>()]
}

/// Every game with a rules engine, playable in the app or not yet (the CLI simulates these).
pub fn engines() -> Vec<GameInfo> {
    vec![info::<WildTiledWest>(), info::<CircleTheWagons>()]
}

/// Something to do with a game known only by its id at run time.
pub trait GameVisitor {
    type Output;
    fn visit<G: Registered>(self) -> Self::Output;
}

/// Runs `visitor` with the game whose id is `id`: the one place that maps ids to games.
pub fn with_game<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, AppError> {
    match id {
        CircleTheWagons::ID => Ok(visitor.visit::<CircleTheWagons>()),
        WildTiledWest::ID => Ok(visitor.visit::<WildTiledWest>()),
        _ => Err(AppError::UnknownGame(id.to_string())),
    }
}

struct Start {
    session: String,
    seats: Vec<SeatConfig>,
    options: Option<AnyOptions>,
    seed: u64,
    now: u64,
}

impl GameVisitor for Start {
    type Output = Result<Box<dyn ErasedSession>, AppError>;
    fn visit<G: Registered>(self) -> Self::Output {
        let s = Session::<G>::start(self.session, self.seats, self.options, self.seed, self.now)?;
        Ok(Box::new(s))
    }
}

/// Starts a session of game `id`.
pub fn start(
    id: &str,
    session: String,
    seats: Vec<SeatConfig>,
    options: Option<AnyOptions>,
    seed: u64,
    now: u64,
) -> Result<Box<dyn ErasedSession>, AppError> {
    with_game(
        id,
        Start {
            session,
            seats,
            options,
            seed,
            now,
        },
    )?
}

struct Load(crate::session::SavedSession);

impl GameVisitor for Load {
    type Output = Result<Box<dyn ErasedSession>, AppError>;
    fn visit<G: Registered>(self) -> Self::Output {
        Ok(Box::new(Session::<G>::load(self.0)?))
    }
}

/// Loads a saved session of game `id` from its replay.
pub fn load(
    id: &str,
    saved: crate::session::SavedSession,
) -> Result<Box<dyn ErasedSession>, AppError> {
    with_game(id, Load(saved))?
}

struct Verify<'a>(&'a serde_json::Value);

impl GameVisitor for Verify<'_> {
    type Output = Result<Vec<crate::api::ScoreSheet>, AppError>;
    fn visit<G: Registered>(self) -> Self::Output {
        Session::<G>::verify(self.0)
    }
}

/// Re-simulates a replay of any game; returns the final scores when it is valid.
pub fn verify_replay(replay: &serde_json::Value) -> Result<Vec<crate::api::ScoreSheet>, AppError> {
    let game = replay
        .get("game")
        .and_then(|g| g.as_str())
        .ok_or_else(|| AppError::BadRequest("a replay names its game".into()))?;
    with_game(game, Verify(replay))?
}
