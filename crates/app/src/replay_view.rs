//! Watching a finished game again: the table as one seat saw it after its N-th move.
//!
//! Steps count the players' moves only; the chance outcomes that follow a move (dice, draws)
//! belong to it, because the engine resolves chance as soon as it is due and a replay may not
//! stop where chance is still to act.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use crate::api::{FinishedGame, GameUpdate, SeatKind};
use crate::error::AppError;
use crate::session::{SavedSession, SAVE_VERSION};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct ReplayFrame {
    /// What the viewer saw after `step` moves (no legal actions: nothing can be played);
    /// its `events` are what the `step`-th move changed, with the chance that followed it.
    pub update: GameUpdate,
    pub step: u32,
    /// The number of moves the players made in the whole game.
    pub steps: u32,
}

fn is_chance(logged: &Value) -> bool {
    logged.get("who").and_then(Value::as_str) == Some("Chance")
}

/// How many logged actions make up the first `step` moves, with the chance that follows.
fn actions_through(actions: &[Value], step: u32) -> usize {
    let mut moves = 0;
    let mut end = 0;
    // Setup's chance comes before the first move.
    while end < actions.len() && is_chance(&actions[end]) {
        end += 1;
    }
    while moves < step && end < actions.len() {
        end += 1;
        moves += 1;
        while end < actions.len() && is_chance(&actions[end]) {
            end += 1;
        }
    }
    end
}

/// The frame after `step` moves of `game`, seen by its first human seat (or a spectator when
/// only bots played). A step past the end shows the end.
pub fn frame(game: &FinishedGame, step: u32) -> Result<ReplayFrame, AppError> {
    let corrupt = || AppError::CorruptSave(format!("{} has no replay", game.outcome.session));
    let actions = game
        .replay
        .get("actions")
        .and_then(Value::as_array)
        .ok_or_else(corrupt)?;
    let steps = actions.iter().filter(|a| !is_chance(a)).count() as u32;
    let step = step.min(steps);
    let mut replay = game.replay.clone();
    replay["actions"] = Value::Array(actions[..actions_through(actions, step)].to_vec());
    let viewer = game
        .outcome
        .seats
        .iter()
        .position(|s| s.kind == SeatKind::Human)
        .map(|i| i as u8);
    let mut session = crate::session::load(
        &game.outcome.game,
        SavedSession {
            version: SAVE_VERSION,
            session: game.outcome.session.clone(),
            game: game.outcome.game.clone(),
            seats: game.outcome.seats.clone(),
            created_at: game.outcome.finished_at,
            updated_at: game.outcome.finished_at,
            replay,
            assisted: game.outcome.assisted,
            guided: false,
            table: None,
        },
    )?;
    let mut update = session.update(viewer, false)?;
    // What this move changed (the move and the chance that followed it), for the caption.
    let before = if step == 0 {
        0
    } else {
        actions_through(actions, step - 1)
    };
    update.events = session
        .log(viewer)?
        .steps
        .into_iter()
        .filter(|s| s.step as usize > before)
        .flat_map(|s| s.events)
        .collect();
    // A replay is for watching.
    update.legal.clear();
    update.can_undo = false;
    update.human_to_act = None;
    update.bot_to_act = false;
    Ok(ReplayFrame {
        update,
        step,
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_step_takes_the_chance_that_follows_it() {
        let seat = json!({"who": {"Seat": 0}, "action": 1});
        let chance = json!({"who": "Chance", "action": 2});
        let log = vec![
            chance.clone(),
            seat.clone(),
            chance.clone(),
            chance.clone(),
            seat.clone(),
            seat.clone(),
        ];
        assert_eq!(actions_through(&log, 0), 1);
        assert_eq!(actions_through(&log, 1), 4);
        assert_eq!(actions_through(&log, 2), 5);
        assert_eq!(actions_through(&log, 3), 6);
        assert_eq!(actions_through(&log, 9), 6);
    }
}
