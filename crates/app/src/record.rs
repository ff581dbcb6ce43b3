//! The rank history of every game whose solo mode has ranks: its finished solo games (one
//! human seat, no bots) from the history, oldest first, with the rank each earned and the
//! game's rank bands from the registry. Computed from the history on each call; nothing here
//! is saved. Here too the rank bands, read off each game's own rank table. Names no game: a
//! game's extras (Wild Tiled West's board and side and its campaign's bests) come in as
//! [`CampaignHooks`], which the service fills from `campaign`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use saloon_core::Game;

use crate::api::{HistoryEntry, ScoreLine, ScoreSheet, SeatConfig, SeatKind};
use crate::error::AppError;
use crate::games::{with_game, GameVisitor, Registered};

/// A solo rank band: scores from `min` up earn `key`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct RankBand {
    pub key: String,
    pub min: i32,
}

/// The best solo game on one board and side (a solo campaign's; kept by `campaign.rs`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct SoloBest {
    pub board: u8,
    pub wild: bool,
    pub score: i32,
    pub rank: Option<String>,
    pub session: String,
    /// Unix seconds.
    #[ts(type = "number")]
    pub finished_at: u64,
}

/// What a solo campaign adds to a game's rank history, handed in by the service (the
/// campaign is one game's: `campaign.rs`), so the record names no game.
pub struct CampaignHooks<'a> {
    /// The board and side a finished solo game was played on; `None` for a game without.
    pub side_of: &'a dyn Fn(&HistoryEntry) -> Option<(u8, bool)>,
    /// The personal bests per board and side to show beside the history.
    pub bests: Vec<SoloBest>,
}

/// One finished solo game, for the rank history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct SoloGame {
    pub session: String,
    /// Unix seconds.
    #[ts(type = "number")]
    pub finished_at: u64,
    /// The board played, in a game whose solo campaign has boards (Wild Tiled West).
    pub board: Option<u8>,
    /// Whether its wild side was played; `null` where `board` is.
    pub wild: Option<bool>,
    pub score: i32,
    pub lines: Vec<ScoreLine>,
    pub rank: Option<String>,
    /// Which of the record's `tables` ranked it (0: the game's default options').
    pub table: u8,
}

/// A rank table a game's solo games were ranked by: the bands, and the options of the first
/// game ranked by it (`null` for the default options'), which the screen names it by (Wild
/// Tiles' deck).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct RankTable {
    #[ts(type = "unknown")]
    pub options: serde_json::Value,
    pub bands: Vec<RankBand>,
}

/// A game's rank history: every finished solo game (oldest first), the rank bands to draw
/// behind the chart, and the personal bests per board and side (empty for a game without a
/// campaign).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct SoloRecord {
    /// The game's id.
    pub game: String,
    pub games: Vec<SoloGame>,
    /// The bands of the game's default options (`tables[0]`).
    pub bands: Vec<RankBand>,
    /// Every rank table the games were ranked by, the default options' first: more than one
    /// where a game's ranks depend on its options (Wild Tiles' deck).
    pub tables: Vec<RankTable>,
    pub bests: Vec<SoloBest>,
}

/// The rank a finished game earned, if it was a solo game (one human seat) of a game whose
/// solo mode has ranks.
pub fn solo_rank(game: &HistoryEntry) -> Option<String> {
    match &game.outcome.seats[..] {
        [seat] if seat.kind == SeatKind::Human => solo_rank_of(
            &game.outcome.game,
            &game.outcome.seats,
            &game.outcome.scores,
            &game.options,
        ),
        _ => None,
    }
}

/// The solo game a finished game was, if it was one: one human seat and its score, on the
/// board and side `side_of` reads (a campaign's hook; `None` for a game without boards).
pub fn solo_game(
    game: &HistoryEntry,
    side_of: &dyn Fn(&HistoryEntry) -> Option<(u8, bool)>,
) -> Option<SoloGame> {
    let ([seat], [sheet]) = (&game.outcome.seats[..], &game.outcome.scores[..]) else {
        return None;
    };
    if seat.kind != SeatKind::Human {
        return None;
    }
    let side = side_of(game);
    Some(SoloGame {
        session: game.outcome.session.clone(),
        finished_at: game.outcome.finished_at,
        board: side.map(|(board, _)| board),
        wild: side.map(|(_, wild)| wild),
        score: sheet.total,
        lines: sheet.lines.clone(),
        rank: solo_rank(game),
        table: 0,
    })
}

/// Game `id`'s rank history from the finished games (oldest first, as `history` gives them).
/// Refused for a game whose solo mode has no ranks.
pub fn solo_record(
    history: &[HistoryEntry],
    id: &str,
    campaign: CampaignHooks,
) -> Result<SoloRecord, AppError> {
    let bands = rank_bands(id)?;
    if bands.is_empty() {
        return Err(AppError::Setup(format!("{id} has no solo ranks")));
    }
    let mut tables = vec![RankTable {
        options: serde_json::Value::Null,
        bands: bands.clone(),
    }];
    // Games share a few option sets: each set's table is worked out once.
    let mut table_of: std::collections::HashMap<String, u8> = std::collections::HashMap::new();
    let mut games = Vec::new();
    // A game played with hints keeps its rank in the history but stays out of the chart.
    for entry in history
        .iter()
        .filter(|g| g.outcome.game == id && !g.outcome.assisted)
    {
        let Some(mut game) = solo_game(entry, campaign.side_of) else {
            continue;
        };
        let key = entry.options.to_string();
        game.table = match table_of.get(&key) {
            Some(&t) => t,
            None => {
                let these = rank_bands_with(id, &entry.options)?;
                let t = match tables.iter().position(|t| t.bands == these) {
                    Some(t) => t,
                    None => {
                        tables.push(RankTable {
                            options: entry.options.clone(),
                            bands: these,
                        });
                        tables.len() - 1
                    }
                } as u8;
                table_of.insert(key, t);
                t
            }
        };
        games.push(game);
    }
    Ok(SoloRecord {
        game: id.to_string(),
        games,
        bands,
        tables,
        bests: campaign.bests,
    })
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
    seats: &[SeatConfig],
    scores: &[ScoreSheet],
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
pub fn rank_bands_of<G: Game>(options: &G::Options) -> Vec<RankBand> {
    let rank_at = |score: i32| G::solo_rank_in(options, score);
    let mut bands = Vec::new();
    let mut low = i32::MIN;
    let mut rank = rank_at(low);
    if let Some(key) = rank {
        bands.push(RankBand {
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
            bands.push(RankBand {
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
    type Output = Vec<RankBand>;
    fn visit<G: Registered>(self) -> Self::Output {
        let options: G::Options = serde_json::from_value(self.0.clone()).unwrap_or_default();
        rank_bands_of::<G>(&options)
    }
}

/// The solo rank bands of game `id` with its default options, lowest first (empty for a game
/// without solo ranks).
pub fn rank_bands(id: &str) -> Result<Vec<RankBand>, AppError> {
    with_game(id, RankBands(&serde_json::Value::Null))
}

/// The solo rank bands of game `id` played with `options` (a replay's options JSON).
pub fn rank_bands_with(id: &str, options: &serde_json::Value) -> Result<Vec<RankBand>, AppError> {
    with_game(id, RankBands(options))
}
