//! The registry: the one place that lists every game, one line each (in `registry!` at the
//! end of this section). Everything the app does per game is generated from that line: the
//! `Any*` enums that carry a game's options, actions, views and events through the service
//! and to TypeScript, the `Registered` glue, `with_game` (the one id-to-game match),
//! `engines()` and `playable()`. A game crate has the same shape as the others: its game type
//! `content::summary` and `content::content` at the paths the line names (CONTRIBUTING.md, "How to add a game").

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use saloon_core::{BotTuning, Game};

use crate::api::{GameInfo, SeatConfig};
use crate::error::AppError;
use crate::session::{ErasedSession, Session};

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
                    serde_json::to_value($krate::content::summary()).unwrap_or(serde_json::Value::Null)
                }
                fn content() -> serde_json::Value {
                    serde_json::to_value($krate::content::content()).unwrap_or(serde_json::Value::Null)
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

// The registry. A line: the `Any*` variant, the game's type in its crate, its id, and whether
// the app lists it yet (its screen is in). The order is the home screen's.
registry! {
    WildTiledWest: saloon_wild_tiled_west::WildTiledWest = "wild-tiled-west", playable: true;
    CircleTheWagons: saloon_circle_the_wagons::CircleTheWagons = "circle-the-wagons", playable: true;
    RolledWest: saloon_rolled_west::RolledWest = "rolled-west", playable: true;
    WildTiles: saloon_wild_tiles::WildTiles = "wild-tiles", playable: true;
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

/// A solo score, and the options of its replay (a game's ranks may depend on them).
struct SoloRank<'a>(i32, &'a serde_json::Value);

impl GameVisitor for SoloRank<'_> {
    type Output = Option<&'static str>;
    fn visit<G: Registered>(self) -> Self::Output {
        let options: G::Options = serde_json::from_value(self.1.clone()).unwrap_or_default();
        G::solo_rank_in(&options, self.0)
    }
}

/// The rank a finished game earned: a solo game's, in a game whose solo mode has ranks.
pub fn solo_rank_of(
    game: &str,
    seats: &[crate::api::SeatConfig],
    scores: &[crate::api::ScoreSheet],
    options: &serde_json::Value,
) -> Option<String> {
    match (seats, scores) {
        ([_], [score]) => with_game(game, SoloRank(score.total, options))
            .ok()
            .flatten()
            .map(str::to_string),
        _ => None,
    }
}

/// A game's solo rank table as bands, lowest first: each rank and the lowest score that earns
/// it, with `options` (a game's ranks may depend on them, as Wild Tiles' on its deck). Read off
/// `Game::solo_rank_in` itself, the one source of a game's ranks, so the bands drawn behind the
/// rank history can never disagree with the ranks its games earned: a rank table is a step
/// function rising with the score, and each step is found by bisection (a few dozen calls a
/// band). Empty for a game without solo ranks.
pub fn rank_bands_of<G: Game>(options: &G::Options) -> Vec<crate::record::RankBand> {
    let rank_at = |score: i32| G::solo_rank_in(options, score);
    let mut bands = Vec::new();
    let mut low = i32::MIN;
    let mut rank = rank_at(low);
    if let Some(key) = rank {
        bands.push(crate::record::RankBand {
            key: key.to_string(),
            min: low,
        });
    }
    // Each pass finds the lowest score above `low` whose rank differs from `low`'s.
    while rank_at(i32::MAX) != rank {
        // `rank` holds at `low` and not at `high`; i64, so the span cannot overflow.
        let (mut lo, mut high) = (i64::from(low), i64::from(i32::MAX));
        while high - lo > 1 {
            let mid = lo + (high - lo) / 2;
            if rank_at(mid as i32) == rank {
                lo = mid;
            } else {
                high = mid;
            }
        }
        low = high as i32;
        rank = rank_at(low);
        if let Some(key) = rank {
            bands.push(crate::record::RankBand {
                key: key.to_string(),
                min: low,
            });
        }
    }
    bands
}

/// The options of a replay's JSON (`null` or unreadable: the game's defaults).
struct RankBands<'a>(&'a serde_json::Value);

impl GameVisitor for RankBands<'_> {
    type Output = Vec<crate::record::RankBand>;
    fn visit<G: Registered>(self) -> Self::Output {
        let options: G::Options = serde_json::from_value(self.0.clone()).unwrap_or_default();
        rank_bands_of::<G>(&options)
    }
}

/// The solo rank bands of game `id` with its default options, lowest first (empty for a game
/// without solo ranks).
pub fn rank_bands(id: &str) -> Result<Vec<crate::record::RankBand>, AppError> {
    with_game(id, RankBands(&serde_json::Value::Null))
}

/// The solo rank bands of game `id` played with `options` (a replay's options JSON).
pub fn rank_bands_with(
    id: &str,
    options: &serde_json::Value,
) -> Result<Vec<crate::record::RankBand>, AppError> {
    with_game(id, RankBands(options))
}

/// Something to do with a game known only by its id at run time.
pub trait GameVisitor {
    type Output;
    fn visit<G: Registered>(self) -> Self::Output;
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
