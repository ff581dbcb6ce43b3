//! Bots that play any game on the contract.
//!
//! A bot is handed its seat's view, never the game: it rebuilds a game it may think on with
//! [`Game::determinize`], which samples whatever the seat cannot see. So a bot cannot cheat,
//! whatever the game.

mod search;

use serde::{Deserialize, Serialize};

use saloon_core::{Game, GameRng, Seat, Who};

pub use search::{search, SearchConfig};

/// How a bot seat plays. Levels are stable identifiers used by the CLI and saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum BotLevel {
    /// Uniformly random among legal actions.
    Random,
    /// One ply: the action whose resulting position the game's evaluation likes best.
    Greedy,
    /// A beginner: greedy, but only notices about a third of its options.
    Easy,
    /// A short search (ISMCTS).
    Medium,
    /// The search at full budget.
    Hard,
}

impl BotLevel {
    pub const ALL: [BotLevel; 5] = [
        BotLevel::Random,
        BotLevel::Greedy,
        BotLevel::Easy,
        BotLevel::Medium,
        BotLevel::Hard,
    ];

    pub fn id(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Greedy => "greedy",
            BotLevel::Easy => "easy",
            BotLevel::Medium => "medium",
            BotLevel::Hard => "hard",
        }
    }

    /// The search budget of the searching levels.
    pub fn search_config(self) -> Option<SearchConfig> {
        match self {
            BotLevel::Medium => Some(SearchConfig {
                iterations: 150,
                rollout_depth: 0,
                exploration: 0.3,
                width: 3,
            }),
            BotLevel::Hard => Some(SearchConfig {
                iterations: 800,
                rollout_depth: 0,
                exploration: 0.3,
                width: 4,
            }),
            _ => None,
        }
    }

    pub fn parse(text: &str) -> Option<BotLevel> {
        BotLevel::ALL.into_iter().find(|l| l.id() == text)
    }
}

/// The action `level` picks for `seat` from what that seat sees, or `None` when the seat has
/// nothing to do. `rng` is the bot's own stream, never the game's chance stream.
pub fn choose<G: Game>(
    level: BotLevel,
    view: &G::View,
    seat: Seat,
    rng: &mut GameRng,
) -> Option<G::Action> {
    choose_with::<G>(level, view, seat, rng, |_| true)
}

/// [`choose`], with `keep_going(iterations)` asked during a search so that a caller can stop
/// it (a time budget, a game left or undone) and report progress.
pub fn choose_with<G: Game>(
    level: BotLevel,
    view: &G::View,
    seat: Seat,
    rng: &mut GameRng,
    keep_going: impl FnMut(u32) -> bool,
) -> Option<G::Action> {
    if let Some(config) = level.search_config() {
        return search::<G>(view, seat, rng, &config, keep_going);
    }
    let game = G::determinize(view, seat, rng);
    let mut legal = game.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    match level {
        BotLevel::Random => Some(legal[rng.index(legal.len())].clone()),
        BotLevel::Easy => {
            // A beginner weighs only some of the options: a random third of them.
            rng.shuffle(&mut legal);
            legal.truncate(legal.len().div_ceil(3));
            legal.sort();
            Some(greedy(&game, seat, legal, rng))
        }
        _ => Some(greedy(&game, seat, legal, rng)),
    }
}

fn greedy<G: Game>(game: &G, seat: Seat, legal: Vec<G::Action>, rng: &mut GameRng) -> G::Action {
    let mut best: Vec<G::Action> = Vec::new();
    let mut best_value = f64::NEG_INFINITY;
    for action in legal {
        let mut next = game.clone();
        if next.apply(Who::Seat(seat), &action).is_err() {
            continue;
        }
        let value = next.evaluate(seat);
        if value > best_value + 1e-9 {
            best_value = value;
            best.clear();
            best.push(action);
        } else if (value - best_value).abs() <= 1e-9 {
            best.push(action);
        }
    }
    // Ties are broken at random so the bot is not predictable; the stream keeps it reproducible.
    let i = rng.index(best.len());
    best.swap_remove(i)
}

#[cfg(test)]
mod tests {
    use saloon_circle_the_wagons::{CircleTheWagons, CtwOptions};
    use saloon_core::{Actor, Match};

    use super::*;

    fn play(levels: [BotLevel; 2], seed: u64) -> Vec<i32> {
        let (mut m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, seed).unwrap();
        let mut rngs = [GameRng::stream(seed, 1), GameRng::stream(seed, 2)];
        while let Actor::Seat(s) = m.state().actor() {
            let view = m.state().view(Some(s));
            let a = choose::<CircleTheWagons>(levels[s as usize], &view, s, &mut rngs[s as usize])
                .expect("a seat to act has an action");
            m.act(s, &a).expect("bots only pick legal actions");
        }
        m.state().scores().iter().map(|s| s.total).collect()
    }

    #[test]
    fn greedy_beats_random_most_of_the_time() {
        let mut greedy_wins = 0;
        for seed in 0..30 {
            let s = play([BotLevel::Greedy, BotLevel::Random], seed);
            greedy_wins += i32::from(s[0] > s[1]);
        }
        assert!(greedy_wins >= 22, "greedy won only {greedy_wins} of 30");
    }

    #[test]
    fn the_search_beats_greedy_and_easy_loses_to_greedy() {
        let (mut hard_wins, mut easy_wins) = (0, 0);
        for seed in 0..12 {
            // Alternate seats so the first-player edge cancels out.
            let (h, g) = if seed % 2 == 0 { (0, 1) } else { (1, 0) };
            let mut levels = [BotLevel::Greedy; 2];
            levels[h] = BotLevel::Medium;
            let s = play(levels, seed);
            hard_wins += i32::from(s[h] > s[g]);
            let mut levels = [BotLevel::Greedy; 2];
            levels[h] = BotLevel::Easy;
            let s = play(levels, seed);
            easy_wins += i32::from(s[h] > s[g]);
        }
        assert!(
            hard_wins >= 7,
            "the search won only {hard_wins} of 12 against greedy"
        );
        assert!(easy_wins <= 5, "easy won {easy_wins} of 12 against greedy");
    }

    #[test]
    fn a_search_can_be_stopped_and_still_answers() {
        let (m, _) = Match::<CircleTheWagons>::new(CtwOptions::default(), 2, 3).unwrap();
        let view = m.state().view(Some(1));
        let mut rng = GameRng::stream(3, 2);
        let mut asked = 0;
        let a = choose_with::<CircleTheWagons>(BotLevel::Hard, &view, 1, &mut rng, |done| {
            asked = done;
            done < 5
        });
        assert!(a.is_some_and(|a| m.state().legal_actions(1).contains(&a)));
        assert_eq!(asked, 5, "stopped after five iterations");
    }

    #[test]
    fn same_seed_same_game() {
        assert_eq!(
            play([BotLevel::Greedy, BotLevel::Random], 11),
            play([BotLevel::Greedy, BotLevel::Random], 11)
        );
    }

    #[test]
    fn levels_round_trip_through_their_ids() {
        for l in BotLevel::ALL {
            assert_eq!(BotLevel::parse(l.id()), Some(l));
        }
        assert_eq!(BotLevel::parse("godlike"), None);
    }
}
