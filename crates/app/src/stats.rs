//! Statistics for every game, derived from the history each time they are asked for (so
//! they can never disagree with it): games played, wins per player name at pass-and-play
//! tables, best and average scores, and results against each bot level.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::api::{BotLevel, GameInfo, HistoryEntry, SeatConfig, SeatKind};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct NameWins {
    pub name: String,
    pub played: u32,
    pub wins: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct BotLevelResult {
    pub level: BotLevel,
    pub played: u32,
    /// Games where a human seat was among the winners.
    pub won: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct GameStats {
    pub game: String,
    pub played: u32,
    /// Best and average final score of the human seats; `null` before any game.
    pub best_score: Option<i32>,
    pub average_score: Option<f64>,
    /// Tables with two or more human seats, per player name, most wins first.
    pub pass_and_play: Vec<NameWins>,
    /// Tables with a bot, per bot level met there.
    pub bot_levels: Vec<BotLevelResult>,
}

/// One entry per playable game, in the home screen's order, even before it is played.
pub fn stats(games: &[GameInfo], history: &[HistoryEntry]) -> Vec<GameStats> {
    games
        .iter()
        .map(|info| {
            let tables = history
                .iter()
                .filter(|g| g.outcome.game == info.id)
                .map(|g| Table {
                    seats: &g.outcome.seats,
                    totals: g.outcome.scores.iter().map(|s| s.total).collect(),
                    winners: &g.outcome.winners,
                });
            game_stats(&info.id, tables)
        })
        .collect()
}

/// What the statistics read from one finished game.
struct Table<'a> {
    seats: &'a [SeatConfig],
    totals: Vec<i32>,
    winners: &'a [u8],
}

fn game_stats<'a>(game: &str, finished: impl Iterator<Item = Table<'a>>) -> GameStats {
    let mut played = 0;
    let mut human_scores = Vec::new();
    let mut names: BTreeMap<String, NameWins> = BTreeMap::new();
    let mut levels: Vec<BotLevelResult> = Vec::new();
    for g in finished {
        played += 1;
        let humans: Vec<usize> = (0..g.seats.len())
            .filter(|&i| g.seats[i].kind == SeatKind::Human)
            .collect();
        human_scores.extend(humans.iter().filter_map(|&i| g.totals.get(i).copied()));
        if humans.len() >= 2 {
            for &i in &humans {
                let entry = names
                    .entry(g.seats[i].name.clone())
                    .or_insert_with(|| NameWins {
                        name: g.seats[i].name.clone(),
                        played: 0,
                        wins: 0,
                    });
                entry.played += 1;
                entry.wins += u32::from(g.winners.contains(&(i as u8)));
            }
        }
        let human_won = humans.iter().any(|&i| g.winners.contains(&(i as u8)));
        let mut met: Vec<BotLevel> = Vec::new();
        for seat in g.seats {
            if let SeatKind::Bot { level } = seat.kind {
                if !met.contains(&level) {
                    met.push(level);
                }
            }
        }
        for level in met {
            let index = match levels.iter().position(|l| l.level == level) {
                Some(i) => i,
                None => {
                    levels.push(BotLevelResult {
                        level,
                        played: 0,
                        won: 0,
                    });
                    levels.len() - 1
                }
            };
            levels[index].played += 1;
            levels[index].won += u32::from(human_won);
        }
    }
    let mut pass_and_play: Vec<NameWins> = names.into_values().collect();
    pass_and_play.sort_by(|a, b| b.wins.cmp(&a.wins).then(a.name.cmp(&b.name)));
    GameStats {
        game: game.to_string(),
        played,
        best_score: human_scores.iter().copied().max(),
        average_score: (!human_scores.is_empty())
            .then(|| f64::from(human_scores.iter().sum::<i32>()) / human_scores.len() as f64),
        pass_and_play,
        bot_levels: levels,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(name: &str, bot: Option<BotLevel>) -> SeatConfig {
        SeatConfig {
            name: name.into(),
            kind: bot.map_or(SeatKind::Human, |level| SeatKind::Bot { level }),
        }
    }

    #[test]
    fn wins_per_name_scores_and_bot_levels() {
        let ann_bo = [seat("Ann", None), seat("Bo", None)];
        let ann_bot = [seat("Ann", None), seat("Bot", Some(BotLevel::Easy))];
        let tables = vec![
            Table {
                seats: &ann_bo,
                totals: vec![30, 20],
                winners: &[0],
            },
            Table {
                seats: &ann_bo,
                totals: vec![25, 25],
                winners: &[0, 1],
            },
            Table {
                seats: &ann_bot,
                totals: vec![10, 40],
                winners: &[1],
            },
            Table {
                seats: &ann_bot,
                totals: vec![35, 12],
                winners: &[0],
            },
        ];
        let s = game_stats("g", tables.into_iter());
        assert_eq!(s.played, 4);
        assert_eq!(s.best_score, Some(35));
        // Human seats only: 30 20 25 25 10 35.
        assert_eq!(s.average_score, Some(145.0 / 6.0));
        assert_eq!(
            s.pass_and_play,
            vec![
                NameWins {
                    name: "Ann".into(),
                    played: 2,
                    wins: 2
                },
                NameWins {
                    name: "Bo".into(),
                    played: 2,
                    wins: 1
                },
            ]
        );
        assert_eq!(
            s.bot_levels,
            vec![BotLevelResult {
                level: BotLevel::Easy,
                played: 2,
                won: 1
            }]
        );
    }

    #[test]
    fn an_unplayed_game_has_no_scores() {
        let s = game_stats("g", std::iter::empty());
        assert_eq!((s.played, s.best_score, s.average_score), (0, None, None));
    }
}
