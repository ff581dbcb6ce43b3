//! The registry: the one place that lists every game. Adding a game means a variant in each
//! `Any*` enum and a line in `registered!` (see CONTRIBUTING.md).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use saloon_circle_the_wagons::{CircleTheWagons, CtwAction, CtwEvent, CtwOptions, CtwView};
use saloon_core::Game;

use crate::api::{GameInfo, SeatConfig};
use crate::error::AppError;
use crate::session::{ErasedSession, Session};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub enum AnyOptions {
    #[serde(rename = "circle-the-wagons")]
    CircleTheWagons(CtwOptions),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub enum AnyAction {
    #[serde(rename = "circle-the-wagons")]
    CircleTheWagons(CtwAction),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub enum AnyView {
    #[serde(rename = "circle-the-wagons")]
    CircleTheWagons(CtwView),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub enum AnyEvent {
    #[serde(rename = "circle-the-wagons")]
    CircleTheWagons(CtwEvent),
}

/// A game the app can host: how its types fold into the `Any*` enums.
pub trait Registered: Game {
    fn wrap_action(action: Self::Action) -> AnyAction;
    fn unwrap_action(action: AnyAction) -> Option<Self::Action>;
    fn wrap_view(view: Self::View) -> AnyView;
    fn wrap_event(event: Self::Event) -> AnyEvent;
    fn unwrap_options(options: AnyOptions) -> Option<Self::Options>;
}

macro_rules! registered {
    ($game:ty, $variant:ident) => {
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
        }
    };
}

registered!(CircleTheWagons, CircleTheWagons);

fn info<G: Game>() -> GameInfo {
    GameInfo {
        id: G::ID.to_string(),
        name: G::NAME.to_string(),
        min_players: G::PLAYERS.min as u8,
        max_players: G::PLAYERS.max as u8,
    }
}

/// The playable games, in the order the home screen lists them.
pub fn playable() -> Vec<GameInfo> {
    vec![info::<CircleTheWagons>()]
}

/// Something to do with a game known only by its id at run time (the CLI's simulations).
pub trait GameVisitor {
    type Output;
    fn visit<G: Registered>(self) -> Self::Output;
}

/// Runs `visitor` with the game whose id is `id`.
pub fn with_game<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, AppError> {
    match id {
        CircleTheWagons::ID => Ok(visitor.visit::<CircleTheWagons>()),
        _ => Err(AppError::UnknownGame(id.to_string())),
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
    match id {
        CircleTheWagons::ID => Ok(Box::new(Session::<CircleTheWagons>::start(
            session, seats, options, seed, now,
        )?)),
        _ => Err(AppError::UnknownGame(id.to_string())),
    }
}

/// Loads a saved session of game `id` from its replay.
pub fn load(
    id: &str,
    saved: crate::session::SavedSession,
) -> Result<Box<dyn ErasedSession>, AppError> {
    match id {
        CircleTheWagons::ID => Ok(Box::new(Session::<CircleTheWagons>::load(saved)?)),
        _ => Err(AppError::UnknownGame(id.to_string())),
    }
}

/// Re-simulates a replay of any game; returns the final scores when it is valid.
pub fn verify_replay(replay: &serde_json::Value) -> Result<Vec<crate::api::ScoreSheet>, AppError> {
    let game = replay
        .get("game")
        .and_then(|g| g.as_str())
        .ok_or_else(|| AppError::BadRequest("a replay names its game".into()))?;
    match game {
        CircleTheWagons::ID => Session::<CircleTheWagons>::verify(replay),
        _ => Err(AppError::UnknownGame(game.to_string())),
    }
}
