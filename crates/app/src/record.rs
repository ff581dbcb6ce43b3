//! The rank history of every game whose solo mode has ranks: its finished solo games (one
//! human seat, no bots) from the history, oldest first, with the rank each earned and the
//! game's rank bands from the registry. Computed from the history on each call; nothing here
//! is saved. Names no game: a game's extras (Wild Tiled West's board and side and its
//! campaign's bests) come from `campaign`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::api::{HistoryEntry, ScoreLine, SeatKind};
use crate::campaign::{self, SoloBest, SoloBests};
use crate::error::AppError;
use crate::games;

/// A solo rank band: scores from `min` up earn `key`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct RankBand {
    pub key: String,
    pub min: i32,
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

/// The solo game a finished game was, if it was one: one human seat and its score.
pub fn solo_game(game: &HistoryEntry) -> Option<SoloGame> {
    let ([seat], [sheet]) = (&game.seats[..], &game.scores[..]) else {
        return None;
    };
    if seat.kind != SeatKind::Human {
        return None;
    }
    let side = campaign::side_of(game);
    Some(SoloGame {
        session: game.session.clone(),
        finished_at: game.finished_at,
        board: side.map(|(board, _)| board),
        wild: side.map(|(_, wild)| wild),
        score: sheet.total,
        lines: sheet.lines.clone(),
        rank: games::solo_rank_of(&game.game, &game.seats, &game.scores, &game.options),
        table: 0,
    })
}

/// Game `id`'s rank history from the finished games (oldest first, as `history` gives them).
/// Refused for a game whose solo mode has no ranks.
pub fn solo_record(
    history: &[HistoryEntry],
    id: &str,
    bests: &SoloBests,
) -> Result<SoloRecord, AppError> {
    let bands = games::rank_bands(id)?;
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
    for entry in history.iter().filter(|g| g.game == id && !g.assisted) {
        let Some(mut game) = solo_game(entry) else {
            continue;
        };
        let key = entry.options.to_string();
        game.table = match table_of.get(&key) {
            Some(&t) => t,
            None => {
                let these = games::rank_bands_with(id, &entry.options)?;
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
        bests: campaign::bests_of(id, bests),
    })
}
