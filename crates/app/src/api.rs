//! The typed contract between the UI and the service. Every type here derives ts-rs; the
//! generated TypeScript lives in `ui/src/bindings/` and is committed.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use saloon_bots::BotLevel;

use crate::games::{AnyAction, AnyEvent, AnyOptions, AnyView};
use crate::table::TableLayout;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct GameInfo {
    pub id: String,
    pub name: String,
    pub min_players: u8,
    pub max_players: u8,
    /// The longest name a seat may have, in characters.
    pub name_limit: u8,
    /// The bot levels a seat may be, weakest first.
    pub bot_levels: Vec<BotLevel>,
    /// The level setup recommends to a new player (marked, not chosen for them).
    pub recommended_bot_level: BotLevel,
    /// Whether a finished solo game earns a rank (the game has a rank table).
    pub solo_ranks: bool,
}

/// The longest name a seat may have, in characters.
pub const NAME_LIMIT: usize = 40;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum SeatKind {
    Human,
    Bot { level: BotLevel },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct SeatConfig {
    pub name: String,
    pub kind: SeatKind,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct NewGameRequest {
    pub game: String,
    /// In turn order; seat 0 goes first.
    pub seats: Vec<SeatConfig>,
    #[serde(default)]
    #[ts(optional)]
    pub options: Option<AnyOptions>,
    /// Decimal u64; random when absent.
    #[serde(default)]
    #[ts(optional)]
    pub seed: Option<String>,
    /// The game's guided first game (the screen coaches it along the game's guide): marked
    /// guided and assisted from the start, so it stays out of ranks and bests.
    #[serde(default)]
    #[ts(optional)]
    pub guided: Option<bool>,
    /// Table mode: the edge each seat sits at, the device lying flat among them (absent:
    /// pass-and-play, the device handed round).
    #[serde(default)]
    #[ts(optional)]
    pub table: Option<TableLayout>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ActorInfo {
    Seat { seat: u8 },
    Simultaneous { seats: Vec<u8> },
    Chance,
    GameOver,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct ScoreLine {
    /// A stable key the UI translates, e.g. "terrain.desert" or "bonus.7".
    pub key: String,
    pub points: i32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct ScoreSheet {
    pub total: i32,
    pub lines: Vec<ScoreLine>,
}

impl From<saloon_core::ScoreSheet> for ScoreSheet {
    fn from(s: saloon_core::ScoreSheet) -> Self {
        ScoreSheet {
            total: s.total,
            lines: s
                .lines
                .into_iter()
                .map(|l| ScoreLine {
                    key: l.key,
                    points: l.points,
                })
                .collect(),
        }
    }
}

/// What a seat sees after a command: everything the screen needs to draw and to offer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct GameUpdate {
    pub session: String,
    pub game: String,
    pub seats: Vec<SeatConfig>,
    /// The seat this update was built for; `null` for a spectator (public information only).
    pub viewer: Option<u8>,
    pub actor: ActorInfo,
    pub view: AnyView,
    /// The viewer's legal actions, sorted; empty when the viewer may not act.
    pub legal: Vec<AnyAction>,
    /// What the command that produced this update changed, in order; empty for commands that
    /// only look (`view`, `resume`).
    pub events: Vec<AnyEvent>,
    /// The game log's steps the command that produced this update played (the viewer's
    /// action, the chance it set off, a bot's move; the deal for `new_game`), redacted for the
    /// viewer exactly as `log` redacts them: appended to the log of the first
    /// `step - new_steps.len()` steps, they make the log at `step`. Empty for commands that
    /// only look (`view`, `resume`), whose client fetches `log` once, and after `undo`, which
    /// takes the log back to `step`.
    pub new_steps: Vec<LogStep>,
    /// The log's length before the command: `new_steps` are the steps after it that the
    /// viewer may be told of (another seat's step that tells the viewer nothing, a secret
    /// step of a plan, is left out, so none can be counted). Equal to `step` after `undo`,
    /// which takes the log back to there.
    pub log_from: u32,
    /// Whether the viewer may take back their last choice now.
    pub can_undo: bool,
    pub scores: Vec<ScoreSheet>,
    /// Empty until the game is over.
    pub winners: Vec<u8>,
    /// Each seat's place once the game is over (`Game::places`: the winners first, together,
    /// the others by total, equal totals sharing); empty until then.
    pub places: Vec<u8>,
    pub finished: bool,
    /// Number of actions played so far (chance included).
    pub step: u32,
    /// The next human seat to act, if a human acts next (for the hand-off screen).
    pub human_to_act: Option<u8>,
    /// Whether a bot seat acts next (the UI calls `advance`).
    pub bot_to_act: bool,
    /// A hint was shown in this game (`suggest`), or it is the guided game: its result is
    /// kept apart from the unassisted rank history and bests.
    pub assisted: bool,
    /// The game's guided first game: the screen coaches it along the game's guide.
    pub guided: bool,
    /// The table's layout, in table mode.
    pub table: Option<TableLayout>,
    /// In table mode, whether a seat about to act sees something another seat at the table
    /// may not (its part must be handed to it privately); false without a table.
    pub table_hand_off: bool,
}

/// What a seat's action would do, tried on a copy of the game: nothing changes and nothing is
/// saved. Chance that would come due is left unresolved, so a preview never draws a card or
/// rolls a die.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct ActionPreview {
    /// What the action would change, as that seat would be told it.
    pub events: Vec<AnyEvent>,
    /// That seat's view right after the action.
    pub view: AnyView,
    /// Every seat's score right after the action.
    pub scores: Vec<ScoreSheet>,
}

/// One step of a game's log: an action (a seat's, or chance's) and what it changed, as one
/// seat may be told it. The log is rebuilt from the game's replay, so it survives a restart
/// and holds the whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct LogStep {
    /// The game's `step` once this action was played (1 for the first).
    pub step: u32,
    /// The seat that acted; `null` for chance (the deal, dice, cards).
    pub seat: Option<u8>,
    /// The year the action was played in, for games that count years.
    pub year: Option<u8>,
    /// The round the action was played in, for games that count rounds.
    pub round: Option<u8>,
    /// What the action changed, in order, redacted for the seat the log is for.
    pub events: Vec<AnyEvent>,
}

/// A game's log as one seat may be told it: the steps that tell it something, in order (a
/// step of another seat's that tells it nothing is left out, so a secret plan's steps cannot
/// be counted), and the step the log is whole up to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct GameLog {
    pub steps: Vec<LogStep>,
    /// The game's `step` when the log was read: every step up to it is in `steps` or was
    /// none of the reader's business.
    pub through: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct SessionSummary {
    pub session: String,
    pub game: String,
    pub seats: Vec<SeatConfig>,
    pub step: u32,
    /// Actions the players have taken (chance outcomes not counted).
    pub moves: u32,
    /// Unix seconds.
    #[ts(type = "number")]
    pub updated_at: u64,
}

/// What every finished game says of itself, in the history's summary ([`HistoryEntry`]) and
/// whole ([`FinishedGame`]), flattened into both so neither's JSON nests it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct Outcome {
    pub session: String,
    pub game: String,
    pub seats: Vec<SeatConfig>,
    pub scores: Vec<ScoreSheet>,
    pub winners: Vec<u8>,
    /// Unix seconds.
    #[ts(type = "number")]
    pub finished_at: u64,
    /// The rank a solo game's score earned, for a game whose solo mode has ranks (worked out
    /// from the game's rank table whenever the history is read, so older saves have it too).
    #[serde(default)]
    pub rank: Option<String>,
    /// A hint was shown during the game (older saves: not assisted): listed, but left out of
    /// the rank history and bests.
    #[serde(default)]
    pub assisted: bool,
}

/// A finished game whole: its outcome, replay and final table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct FinishedGame {
    #[serde(flatten)]
    pub outcome: Outcome,
    /// `{game, options, players, seed, actions}`; `saloon replay verify` checks it.
    #[ts(type = "unknown")]
    pub replay: serde_json::Value,
    /// The final table as a spectator sees it (public information only).
    pub final_view: AnyView,
}

/// A finished game without its replay and final table: what the history list, the statistics
/// and the rank history read. The archive keeps it beside the game, so listing a thousand
/// games reads no replay.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct HistoryEntry {
    #[serde(flatten)]
    pub outcome: Outcome,
    /// The options the game was played with (the replay's), which a game's extras read
    /// (Wild Tiled West's board and side).
    #[ts(type = "unknown")]
    pub options: serde_json::Value,
}

/// What a summary reads of a saved finished game: all but its final table, which an older
/// Saloon may have saved in a shape this one no longer reads.
#[derive(Deserialize)]
struct SavedGameHead {
    session: String,
    game: String,
    seats: Vec<SeatConfig>,
    scores: Vec<ScoreSheet>,
    winners: Vec<u8>,
    finished_at: u64,
    #[serde(default)]
    replay: serde_json::Value,
    #[serde(default)]
    assisted: bool,
}

impl HistoryEntry {
    /// The summary of a finished game as saved, if it reads as one.
    pub fn of_saved(saved: &serde_json::Value) -> Option<Self> {
        let head = SavedGameHead::deserialize(saved).ok()?;
        let mut entry = HistoryEntry {
            outcome: Outcome {
                session: head.session,
                game: head.game,
                seats: head.seats,
                scores: head.scores,
                winners: head.winners,
                finished_at: head.finished_at,
                rank: None,
                assisted: head.assisted,
            },
            options: head
                .replay
                .get("options")
                .cloned()
                .unwrap_or(serde_json::Value::Null),
        };
        let o = &entry.outcome;
        entry.outcome.rank =
            crate::record::solo_rank_of(&o.game, &o.seats, &o.scores, &entry.options);
        Some(entry)
    }

    pub fn of(game: &FinishedGame) -> Self {
        HistoryEntry {
            outcome: game.outcome.clone(),
            options: game
                .replay
                .get("options")
                .cloned()
                .unwrap_or(serde_json::Value::Null),
        }
    }
}

/// A page of the history, newest first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct HistoryPage {
    /// Every finished game on this device, not only this page's.
    pub total: u32,
    pub games: Vec<HistoryEntry>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum Palette {
    Standard,
    /// Okabe-Ito colours; symbols always stand beside colour in either palette.
    ColourBlind,
}

/// Where the settings live in the store.
pub const SETTINGS_KEY: &str = "settings";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct Settings {
    /// "en" or "fr"; `null` until the player picks one (the UI follows the system language).
    pub language: Option<String>,
    pub palette: Palette,
    /// Show the hand-off screen between human seats (pass-and-play).
    pub hand_off: bool,
    /// The games whose guided first game was offered once already (taken or not), so the
    /// offer is made only the first time a game is opened (older settings: none yet).
    #[serde(default)]
    pub guides_offered: Vec<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            palette: Palette::Standard,
            hand_off: true,
            guides_offered: Vec::new(),
        }
    }
}

/// How far a bot's search has got, sent while it thinks (`advance` in the app).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct BotProgress {
    /// The bot's seat.
    pub seat: u8,
    /// Search iterations (alone at the table, playouts) done, out of `total`.
    pub done: u32,
    pub total: u32,
}

/// A hint (`suggest`): the hard bot's choice for a human seat, from that seat's view only.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct Suggestion {
    pub seat: u8,
    /// The game's step it was thought out at; it is stale once the update's `step` differs.
    pub step: u32,
    /// One of the seat's legal actions: the screen shows it on the board and may play it.
    pub action: AnyAction,
    /// The score lines the bot expects the action (with the seat's own decisions that follow
    /// at once) to change, on average over what the seat cannot see; biggest gain first.
    pub gains: Vec<ScoreLine>,
}

pub use crate::commands::Command;
