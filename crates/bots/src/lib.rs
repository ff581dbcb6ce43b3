//! Bots that play any game on the contract.
//!
//! A bot is handed its seat's view, never the game: it rebuilds a game it may think on with
//! [`Game::determinize`], which samples whatever the seat cannot see. So a bot cannot cheat,
//! whatever the game.

use serde::{Deserialize, Serialize};

use saloon_core::{Game, GameRng, Seat, Who};

/// How a bot seat plays. Levels are stable identifiers used by the CLI and saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum BotLevel {
    /// Uniformly random among legal actions.
    Random,
    /// One ply: the action whose resulting position the game's evaluation likes best.
    Greedy,
}

impl BotLevel {
    pub const ALL: [BotLevel; 2] = [BotLevel::Random, BotLevel::Greedy];

    pub fn id(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Greedy => "greedy",
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
    let game = G::determinize(view, seat, rng);
    let legal = game.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    match level {
        BotLevel::Random => Some(legal[rng.index(legal.len())].clone()),
        BotLevel::Greedy => Some(greedy(&game, seat, legal, rng)),
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
