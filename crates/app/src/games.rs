//! The registry: the one place that lists every game, one entry each (in `registry!` at the
//! end of this section). Everything the app does per game is generated from that entry: the
//! `Any*` enums that carry a game's options, actions, views and events through the service
//! and to TypeScript, the `Registered` glue, `with_game` (the one id-to-game match),
//! `engines()` and `playable()`. What the app does with a game known by its id is a
//! `GameVisitor` in the module that does it (`session.rs` starts, loads and verifies games,
//! `record.rs` reads ranks). A game crate has the same shape as the others: its game type
//! `content::summary` and `content::content` at the paths the entry names (CONTRIBUTING.md,
//! "How to add a game").

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use saloon_core::{BotTuning, Game};

use crate::api::GameInfo;
use crate::error::AppError;

/// Under the `testkit` feature (the app's own tests turn it on), every registered game also
/// carries its test hooks: what it hides from whom, for the hidden-information search. So a
/// game cannot be registered without them, and the registry's tests reach every game.
#[cfg(feature = "testkit")]
pub trait TestHooks: saloon_core::testkit::Secrets {}
#[cfg(feature = "testkit")]
impl<G: saloon_core::testkit::Secrets> TestHooks for G {}
/// Without the `testkit` feature, nothing.
#[cfg(not(feature = "testkit"))]
pub trait TestHooks {}
#[cfg(not(feature = "testkit"))]
impl<G> TestHooks for G {}

/// A game the app can host: how its types fold into the `Any*` enums. Implemented by
/// `registry!` for every listed game, never by hand.
pub trait Registered: BotTuning + TestHooks {
    fn wrap_action(action: Self::Action) -> AnyAction;
    fn unwrap_action(action: AnyAction) -> Option<Self::Action>;
    fn wrap_view(view: Self::View) -> AnyView;
    fn wrap_event(event: Self::Event) -> AnyEvent;
    fn wrap_error(error: Self::Error) -> AnyError;
    fn unwrap_options(options: AnyOptions) -> Option<Self::Options>;
    /// The game's component counts (for `saloon content`).
    fn content_summary() -> serde_json::Value;
    /// Every component of the game (`content::content()`), which the screens read as JSON
    /// (written by `tests/bindings.rs`) instead of parsing the game's TOML a second time.
    fn content() -> serde_json::Value;
    /// Writes the TypeScript type of that content (`content::Content`, named with the game's
    /// prefix by its `ts` feature) into `cfg`'s folder, so the screens import it typed.
    fn export_content_type(cfg: &ts_rs::Config) -> Result<(), ts_rs::ExportError>;
}

/// Whether two strings are equal, at compile time: the registry checks each line's id
/// against the game's own `Game::ID`.
const fn same_str(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

macro_rules! registry {
    ($($variant:ident: $krate:ident::$game:ident = $id:literal, playable: $playable:literal;)+) => {
        /// A game's setup options, tagged by game id.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
        pub enum AnyOptions {
            $(#[serde(rename = $id)] $variant(<$krate::$game as Game>::Options),)+
        }

        /// A game's action, tagged by game id.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
        pub enum AnyAction {
            $(#[serde(rename = $id)] $variant(<$krate::$game as Game>::Action),)+
        }

        /// One seat's view of a game, tagged by game id.
        // A view is built once per update and serialized at once; boxing it would buy nothing.
        #[allow(clippy::large_enum_variant)]
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
        pub enum AnyView {
            $(#[serde(rename = $id)] $variant(<$krate::$game as Game>::View),)+
        }

        /// What happened in a game, tagged by game id.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
        pub enum AnyEvent {
            $(#[serde(rename = $id)] $variant(<$krate::$game as Game>::Event),)+
        }

        /// Why a game refused an action, tagged by game id: which rule, as data.
        #[derive(Clone, Debug, PartialEq, Serialize, TS)]
        pub enum AnyError {
            $(#[serde(rename = $id)] $variant(<$krate::$game as Game>::Error),)+
        }

        $(
            const _: () = assert!(
                same_str($id, <$krate::$game as Game>::ID),
                "a registry line's id differs from its game's Game::ID"
            );

            #[allow(unreachable_patterns)]
            impl Registered for $krate::$game {
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
                fn wrap_error(error: Self::Error) -> AnyError {
                    AnyError::$variant(error)
                }
                fn unwrap_options(options: AnyOptions) -> Option<Self::Options> {
                    match options {
                        AnyOptions::$variant(o) => Some(o),
                        _ => None,
                    }
                }
                fn content_summary() -> serde_json::Value {
                    serde_json::to_value($krate::content::summary())
                        .unwrap_or(serde_json::Value::Null)
                }
                fn content() -> serde_json::Value {
                    serde_json::to_value($krate::content::content())
                        .unwrap_or(serde_json::Value::Null)
                }
                fn export_content_type(cfg: &ts_rs::Config) -> Result<(), ts_rs::ExportError> {
                    <$krate::content::Content as TS>::export_all(cfg)
                }
            }
        )+

        /// Every game with a rules engine, playable in the app or not yet (the CLI simulates
        /// these), in the registry's order.
        pub fn engines() -> Vec<GameInfo> {
            vec![$(info::<$krate::$game>()),+]
        }

        /// The games a player can start in the app, in the order the home screen lists them.
        pub fn playable() -> Vec<GameInfo> {
            let mut games = Vec::new();
            $(if $playable { games.push(info::<$krate::$game>()); })+
            games
        }

        /// Runs `visitor` with the game whose id is `id`: the one place that maps ids to games.
        pub fn with_game<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, AppError> {
            match id {
                $($id => Ok(visitor.visit::<$krate::$game>()),)+
                _ => Err(AppError::UnknownGame(id.to_string())),
            }
        }
    };
}

// The registry. An entry: the `Any*` variant, the game's type in its crate, its id, and whether
// the app lists it yet (its screen is in). The order is the home screen's.
registry! {
    WildTiledWest: saloon_wild_tiled_west::WildTiledWest = "wild-tiled-west",
        playable: true;
    CircleTheWagons: saloon_circle_the_wagons::CircleTheWagons = "circle-the-wagons",
        playable: true;
    RolledWest: saloon_rolled_west::RolledWest = "rolled-west",
        playable: true;
    WildTiles: saloon_wild_tiles::WildTiles = "wild-tiles",
        playable: true;
}

fn info<G: Game>() -> GameInfo {
    GameInfo {
        id: G::ID.to_string(),
        name: G::NAME.to_string(),
        min_players: G::PLAYERS.min as u8,
        max_players: G::PLAYERS.max as u8,
        name_limit: crate::api::NAME_LIMIT as u8,
        bot_levels: saloon_bots::BotLevel::ALL.to_vec(),
        // Easy plays like a first game (Wild Tiled West solo: a mean of 77 points, against
        // greedy's 109 and medium's 122; crates/bots/STRENGTH.md): a new player can win.
        recommended_bot_level: saloon_bots::BotLevel::Easy,
        solo_ranks: G::PLAYERS.min == 1 && G::solo_rank(i32::MAX).is_some(),
    }
}

/// Something to do with a game known only by its id at run time.
pub trait GameVisitor {
    type Output;
    fn visit<G: Registered>(self) -> Self::Output;
}
