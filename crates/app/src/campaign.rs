//! The Wild Tiled West solo campaign, and what it adds to that game's rank history
//! (`record`): the board and side of each solo game, and the bests per board and side.
//!
//! The trail is data (`content/campaign.toml`). What the player has done lives in one store
//! entry, `campaign`: the best finished solo game for each board and side, and the sides
//! whose stops the player has opened. The bests are the personal bests and open the stops;
//! the opened sides are kept as well because the trail's order follows measured
//! difficulty and may change: a stop once open stays open, whatever order comes later.
//! The entry is updated when a solo game finishes and rebuilt from the history when an older
//! store migrates (`schema`).

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use saloon_core::Game;
use saloon_wild_tiled_west::content::content;
use saloon_wild_tiled_west::rules::{WildTiledWest, WtwOptions};

use crate::api::HistoryEntry;
use crate::error::AppError;
pub use crate::record::{RankBand, SoloBest, SoloGame, SoloRecord};
use crate::storage::{Change, Storage};

/// The store entry holding the solo bests per board and side.
pub const CAMPAIGN_KEY: &str = "campaign";

#[derive(Debug, Deserialize)]
struct TrailFile {
    stops: Vec<TrailStop>,
    first_stops: Vec<TrailStop>,
}

/// One stop of the trail as the data file gives it.
#[derive(Clone, Debug, Deserialize)]
pub struct TrailStop {
    pub board: u8,
    pub wild: bool,
    /// The rank key that opens the next stop.
    pub target: String,
}

fn trail_file() -> &'static TrailFile {
    static TRAIL: OnceLock<TrailFile> = OnceLock::new();
    TRAIL.get_or_init(|| {
        toml::from_str::<TrailFile>(include_str!("../content/campaign.toml"))
            .expect("content/campaign.toml parses (checked by a test)")
    })
}

/// The sixteen stops, in order.
pub fn trail() -> &'static [TrailStop] {
    &trail_file().stops
}

/// The trail as Saloon first shipped it, whose order opened the stops of every campaign
/// entry written before the entry kept its opened sides.
pub fn first_trail() -> &'static [TrailStop] {
    &trail_file().first_stops
}

/// What the `campaign` entry holds: bests keyed by [`side_key`], and the [`side_key`]s of
/// the stops opened so far.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(from = "SavedBests")]
pub struct SoloBests {
    pub bests: BTreeMap<String, SoloBest>,
    /// Every side whose stop has been open, on this trail or an earlier order of it.
    pub opened: BTreeSet<String>,
}

/// The `campaign` entry as any Saloon wrote it: without `opened` before the trail was
/// reordered.
#[derive(Deserialize)]
struct SavedBests {
    #[serde(default)]
    bests: BTreeMap<String, SoloBest>,
    opened: Option<BTreeSet<String>>,
}

impl From<SavedBests> for SoloBests {
    fn from(saved: SavedBests) -> Self {
        // An entry without opened sides was written when the first trail's order opened
        // the stops: those stops stay open.
        let opened = saved
            .opened
            .unwrap_or_else(|| sides_opened_along(first_trail(), &saved.bests));
        SoloBests {
            bests: saved.bests,
            opened,
        }
    }
}

/// The sides whose stops `bests` open along `stops`: the first, and each one after a
/// cleared stop, up to the first stop not cleared.
fn sides_opened_along(stops: &[TrailStop], bests: &BTreeMap<String, SoloBest>) -> BTreeSet<String> {
    let mut opened = BTreeSet::new();
    for stop in stops {
        let key = side_key(stop.board, stop.wild);
        let cleared = bests
            .get(&key)
            .is_some_and(|b| b.score >= band_min(&stop.target));
        opened.insert(key);
        if !cleared {
            break;
        }
    }
    opened
}

/// `"3-normal"` or `"3-wild"`.
fn side_key(board: u8, wild: bool) -> String {
    format!("{board}-{}", if wild { "wild" } else { "normal" })
}

/// One stop as the Campaign screen shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct CampaignStop {
    /// 0-based position on the trail.
    pub index: u32,
    pub board: u8,
    pub board_name: String,
    pub wild: bool,
    /// The wild side's name; `null` on a normal side.
    pub side_name: Option<String>,
    /// 0 on a normal side, else the wild side's sheriff stars.
    pub stars: u8,
    pub target: String,
    pub target_min: i32,
    pub unlocked: bool,
    /// Whether the best game here reached the target.
    pub cleared: bool,
    pub best: Option<SoloBest>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct CampaignStatus {
    pub stops: Vec<CampaignStop>,
    /// The first open stop not yet cleared; `null` once the whole trail is cleared.
    pub next: Option<u32>,
    pub bands: Vec<RankBand>,
}

pub fn bands() -> Vec<RankBand> {
    content()
        .scoreboard
        .solo_ranks
        .iter()
        .map(|r| RankBand {
            key: r.key.clone(),
            min: r.min,
        })
        .collect()
}

fn band_min(key: &str) -> i32 {
    bands()
        .iter()
        .find(|b| b.key == key)
        .map_or(i32::MAX, |b| b.min)
}

/// The board and side a finished solo game of Wild Tiled West was played on; `None` for
/// any other game or a game of several seats.
pub fn side_of(game: &HistoryEntry) -> Option<(u8, bool)> {
    if game.outcome.game != WildTiledWest::ID || game.outcome.seats.len() != 1 {
        return None;
    }
    let options = WtwOptions::deserialize(&game.options).unwrap_or_default();
    // Empty options give seat 0 board 1, normal side (WtwOptions).
    Some((
        options.boards.first().copied().unwrap_or(1),
        options.wild.first().copied().unwrap_or(false),
    ))
}

/// The solo game a finished game was, if it was a solo game of the campaign's game.
pub fn solo_game(game: &HistoryEntry) -> Option<SoloGame> {
    crate::record::solo_game(game, &side_of).filter(|g| g.board.is_some())
}

/// The bests a game's rank history shows: the campaign's, per board and side, for the
/// campaign's game; none for another game.
pub fn bests_of(game: &str, bests: &SoloBests) -> Vec<SoloBest> {
    if game == WildTiledWest::ID {
        bests.bests.values().cloned().collect()
    } else {
        Vec::new()
    }
}

impl SoloBests {
    pub fn load(storage: &dyn Storage) -> Result<Self, AppError> {
        Ok(storage
            .get(CAMPAIGN_KEY)?
            .and_then(|v| serde_json::from_value(v).ok())
            .unwrap_or_default())
    }

    pub fn save(&self, storage: &mut dyn Storage) -> Result<(), AppError> {
        storage.commit(vec![self.change()?])?;
        Ok(())
    }

    /// The store change that saves these bests.
    pub fn change(&self) -> Result<Change, AppError> {
        let value = serde_json::to_value(self).map_err(|e| AppError::BadRequest(e.to_string()))?;
        Ok(Change::Set(CAMPAIGN_KEY.to_string(), value))
    }

    /// Keeps `game` if it beats the best on its board and side (an equal score keeps the
    /// earlier game), and the stops it opens. Returns whether anything changed.
    pub fn offer(&mut self, game: &SoloGame) -> bool {
        let (Some(board), Some(wild)) = (game.board, game.wild) else {
            return false;
        };
        let key = side_key(board, wild);
        if self.bests.get(&key).is_some_and(|b| b.score >= game.score) {
            return false;
        }
        self.bests.insert(
            key,
            SoloBest {
                board,
                wild,
                score: game.score,
                rank: game.rank.clone(),
                session: game.session.clone(),
                finished_at: game.finished_at,
            },
        );
        let opened = sides_opened_along(trail(), &self.bests);
        self.opened.extend(opened);
        true
    }

    pub fn best(&self, board: u8, wild: bool) -> Option<&SoloBest> {
        self.bests.get(&side_key(board, wild))
    }

    /// Whether the stop on this side is open: opened along today's trail, or kept open from
    /// before.
    fn is_open(&self, board: u8, wild: bool) -> bool {
        let key = side_key(board, wild);
        self.opened.contains(&key) || sides_opened_along(trail(), &self.bests).contains(&key)
    }
}

/// The change that records a finished game in the bests, if it is a solo game that beats
/// them: committed with the game itself.
pub fn finish_change(
    storage: &dyn Storage,
    game: &HistoryEntry,
) -> Result<Option<Change>, AppError> {
    // A best is earned unassisted: a game played with hints does not count.
    let Some(solo) = solo_game(game).filter(|_| !game.outcome.assisted) else {
        return Ok(None);
    };
    let mut bests = SoloBests::load(storage)?;
    if bests.offer(&solo) {
        return bests.change().map(Some);
    }
    Ok(None)
}

/// The trail with what is open and each stop's best.
pub fn status(bests: &SoloBests) -> CampaignStatus {
    let boards = &content().boards;
    let mut stops = Vec::new();
    for (index, stop) in trail().iter().enumerate() {
        let board = boards.iter().find(|b| b.id == stop.board);
        let wild_side = board.and_then(|b| b.side(stop.wild).wild.as_ref());
        let best = bests.best(stop.board, stop.wild).cloned();
        let target_min = band_min(&stop.target);
        let cleared = best.as_ref().is_some_and(|b| b.score >= target_min);
        stops.push(CampaignStop {
            index: index as u32,
            board: stop.board,
            board_name: board.map(|b| b.name.clone()).unwrap_or_default(),
            wild: stop.wild,
            side_name: wild_side.map(|w| w.name.clone()),
            stars: wild_side.map_or(0, |w| w.stars),
            target: stop.target.clone(),
            target_min,
            unlocked: bests.is_open(stop.board, stop.wild),
            cleared,
            best,
        });
    }
    let next = stops
        .iter()
        .find(|s| s.unlocked && !s.cleared)
        .map(|s| s.index);
    CampaignStatus {
        stops,
        next,
        bands: bands(),
    }
}

/// The options that play stop `index`, if it is open.
pub fn stop_options(bests: &SoloBests, index: u32) -> Result<WtwOptions, AppError> {
    let status = status(bests);
    let stop = status
        .stops
        .get(index as usize)
        .ok_or_else(|| AppError::BadRequest(format!("the trail has no stop {index}")))?;
    if !stop.unlocked {
        return Err(AppError::Setup(format!(
            "stop {} is still locked: reach the target rank of the stop before it",
            index + 1
        )));
    }
    Ok(WtwOptions {
        boards: vec![stop.board],
        wild: vec![stop.wild],
        ..Default::default()
    })
}

/// Rebuilds the bests from every finished game kept in the small state under
/// `history_prefix`, as schemas 2 to 4 kept them: the schema 2 to 3 migration, and the
/// schema-5 one, to repair a kill between a history entry and its best (a finish was several
/// writes then). Merges with what is there and writes only when something changed, so
/// running it again is free.
pub fn rebuild_from_history(
    storage: &mut dyn Storage,
    history_prefix: &str,
) -> Result<(), AppError> {
    let mut bests = SoloBests::load(storage)?;
    let mut changed = false;
    for key in storage.keys()? {
        if !key.starts_with(history_prefix) {
            continue;
        }
        let game = storage
            .get(&key)?
            .and_then(|v: Value| HistoryEntry::of_saved(&v));
        if let Some(solo) = game.as_ref().and_then(solo_game) {
            changed |= bests.offer(&solo);
        }
    }
    if changed || storage.get(CAMPAIGN_KEY)?.is_none() {
        bests.save(storage)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_trail_runs_normal_sides_then_wild_sides_by_stars() {
        let stops = trail();
        assert_eq!(stops.len(), 16);
        let normal: Vec<u8> = stops[..8].iter().map(|s| s.board).collect();
        assert_eq!(normal, (1..=8).collect::<Vec<_>>());
        assert!(stops[..8].iter().all(|s| !s.wild));
        assert!(stops[8..].iter().all(|s| s.wild));
        let stars: Vec<u8> = status(&SoloBests::default())
            .stops
            .iter()
            .map(|s| s.stars)
            .collect();
        assert!(stars[8..].windows(2).all(|w| w[0] <= w[1]), "{stars:?}");
        assert!(stars[8..].iter().all(|&s| s >= 1));
        let mut wild_boards: Vec<u8> = stops[8..].iter().map(|s| s.board).collect();
        wild_boards.sort_unstable();
        assert_eq!(
            wild_boards,
            (1..=8).collect::<Vec<_>>(),
            "every wild side once"
        );
        for stop in stops {
            assert!(
                band_min(&stop.target) < i32::MAX,
                "{} is a rank",
                stop.target
            );
        }
    }

    fn solo(board: u8, wild: bool, score: i32, session: &str) -> SoloGame {
        SoloGame {
            session: session.into(),
            finished_at: 0,
            board: Some(board),
            wild: Some(wild),
            score,
            lines: Vec::new(),
            rank: WildTiledWest::rank(score).map(str::to_string),
            table: 0,
        }
    }

    #[test]
    fn reaching_a_target_opens_the_next_stop_only() {
        let mut bests = SoloBests::default();
        let s = status(&bests);
        assert!(s.stops[0].unlocked && !s.stops[1].unlocked);
        assert_eq!(s.next, Some(0));
        assert!(stop_options(&bests, 1).is_err());

        // Below the target: played, not cleared.
        bests.offer(&solo(1, false, 40, "a"));
        let s = status(&bests);
        assert_eq!(s.stops[0].best.as_ref().map(|b| b.score), Some(40));
        assert!(!s.stops[0].cleared && !s.stops[1].unlocked);

        // Replayed to a sidekick: the next stop opens, the one after stays shut.
        bests.offer(&solo(1, false, 55, "b"));
        let s = status(&bests);
        assert!(s.stops[0].cleared && s.stops[1].unlocked && !s.stops[2].unlocked);
        assert_eq!(s.next, Some(1));
        assert_eq!(
            stop_options(&bests, 1).unwrap(),
            WtwOptions {
                boards: vec![2],
                wild: vec![false],
                ..Default::default()
            }
        );

        // A worse replay keeps the best.
        assert!(!bests.offer(&solo(1, false, 45, "c")));
        assert_eq!(bests.best(1, false).unwrap().session, "b");
        // A game on a later board does not open the stops before it.
        bests.offer(&solo(3, false, 150, "d"));
        assert!(!status(&bests).stops[2].unlocked);
    }

    #[test]
    fn the_two_star_sides_run_in_the_measured_order() {
        // RULES-NOTES "Wild sides": the one that falls least below its normal side first.
        let two_stars: Vec<u8> = trail()[12..].iter().map(|s| s.board).collect();
        assert_eq!(two_stars, [2, 7, 3, 4]);
        let first: Vec<u8> = first_trail()[12..].iter().map(|s| s.board).collect();
        assert_eq!(
            first,
            [3, 2, 7, 4],
            "the order saved campaigns were opened by"
        );
        // Each side keeps its target, so no stop cleared before the reorder comes uncleared.
        for stop in trail() {
            let before = first_trail()
                .iter()
                .find(|f| (f.board, f.wild) == (stop.board, stop.wild))
                .expect("the same sixteen sides");
            assert_eq!(stop.target, before.target, "board {}", stop.board);
        }
    }

    /// Bests that open, along the first trail, every stop up to Carpenters (its 14th): the
    /// normal sides and one-star sides cleared, Rope Trick a deputy, Carpenters short.
    fn opened_up_to_carpenters_along_the_first_trail() -> BTreeMap<String, SoloBest> {
        let mut bests = SoloBests::default();
        for board in 1..=8 {
            bests.offer(&solo(board, false, 95, &format!("n{board}")));
        }
        for board in [1, 5, 6, 8] {
            bests.offer(&solo(board, true, 92, &format!("w{board}")));
        }
        bests.offer(&solo(3, true, 95, "rope"));
        bests.offer(&solo(2, true, 60, "carpenters"));
        bests.bests
    }

    #[test]
    fn an_entry_from_before_the_reorder_keeps_every_stop_it_opened() {
        let bests = opened_up_to_carpenters_along_the_first_trail();
        // As Saloon wrote the entry before it kept the opened sides.
        let saved = serde_json::json!({ "bests": bests });
        let loaded: SoloBests = serde_json::from_value(saved).unwrap();
        assert_eq!(loaded.bests, bests, "every best kept");
        let s = status(&loaded);
        let open: Vec<(u8, bool)> = s
            .stops
            .iter()
            .filter(|s| s.unlocked)
            .map(|s| (s.board, s.wild))
            .collect();
        for stop in &first_trail()[..14] {
            assert!(
                open.contains(&(stop.board, stop.wild)),
                "board {} wild {} was open",
                stop.board,
                stop.wild
            );
        }
        // Rope Trick now follows House in Danger, which this player never opened: it stays
        // open all the same, and House in Danger and Watchtowers stay shut.
        assert_eq!(open.len(), 14, "{open:?}");
        assert!(!open.contains(&(7, true)) && !open.contains(&(4, true)));
        assert_eq!(s.next, Some(12), "Carpenters, open and not cleared");
        assert!(
            stop_options(&loaded, 14).is_ok(),
            "Rope Trick can be played"
        );
        assert!(
            stop_options(&loaded, 13).is_err(),
            "House in Danger is shut"
        );

        // Saved again, the opened sides go with the entry and read back the same.
        let again: SoloBests =
            serde_json::from_value(serde_json::to_value(&loaded).unwrap()).unwrap();
        assert_eq!(again, loaded);
    }

    #[test]
    fn a_new_campaign_opens_along_todays_trail_and_keeps_what_it_opened() {
        let mut bests = SoloBests::default();
        for (board, wild) in trail()[..12].iter().map(|s| (s.board, s.wild)) {
            bests.offer(&solo(board, wild, 100, "a"));
        }
        assert!(status(&bests).stops[12].unlocked);
        assert!(!status(&bests).stops[13].unlocked);
        // Carpenters cleared opens House in Danger, which the entry then names.
        bests.offer(&solo(2, true, 90, "b"));
        assert!(status(&bests).stops[13].unlocked);
        assert!(bests.opened.contains("7-wild"));
        assert!(!bests.opened.contains("3-wild"));
    }
}
