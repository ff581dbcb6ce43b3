//! The post-game review (`saloon_app::review`), on replays played here by bots of known
//! strength.

use saloon_app::review::{review_replay, ReviewRequest, AS_GOOD_AS_BEST};
use saloon_bots::{choose, AppraisalBudget, BotLevel};
use saloon_circle_the_wagons::CircleTheWagons;
use saloon_core::{GameRng, Match};
use saloon_wild_tiled_west::WildTiledWest;
use serde_json::Value;

/// A whole game of `G` with `levels[seat]` at each seat, as its replay's JSON.
fn played<G: saloon_core::BotTuning>(levels: &[BotLevel], seed: u64) -> Value {
    let mut m = Match::<G>::new_quietly(G::Options::default(), levels.len(), seed).unwrap();
    let mut rng = GameRng::stream(seed, 5);
    while let Some(seat) = (0..levels.len() as u8).find(|&s| m.state().actor().includes(s)) {
        let view = m.state().view(Some(seat));
        let action = choose::<G>(levels[usize::from(seat)], &view, seat, &mut rng).unwrap();
        m.act(seat, &action).unwrap();
    }
    serde_json::to_value(m.replay()).unwrap()
}

fn quick(seats: Option<Vec<u8>>) -> ReviewRequest {
    ReviewRequest {
        seats,
        budget: AppraisalBudget { playouts: 4 },
        seed: 3,
    }
}

#[test]
fn a_careful_player_reviews_better_than_a_random_one() {
    let careful = review_replay(
        &played::<WildTiledWest>(&[BotLevel::Greedy], 2),
        &quick(None),
        |_, _| true,
    )
    .unwrap();
    let random = review_replay(
        &played::<WildTiledWest>(&[BotLevel::Random], 2),
        &quick(None),
        |_, _| true,
    )
    .unwrap();
    let (c, r) = (&careful.players[0], &random.players[0]);
    assert!(
        c.decisions > 20 && r.decisions > 20,
        "{} and {} decisions",
        c.decisions,
        r.decisions
    );
    assert!(
        c.accuracy > r.accuracy + 20.0,
        "greedy {:.0}% against random {:.0}%",
        c.accuracy,
        r.accuracy
    );
    assert!(c.total_loss < r.total_loss);
    // The turning points are the biggest losses, biggest first, and real losses.
    let losses: Vec<f64> = random
        .turning_points
        .iter()
        .map(|&i| random.decisions[i as usize].loss)
        .collect();
    assert_eq!(losses.len(), 3);
    assert!(losses.windows(2).all(|w| w[0] >= w[1]));
    let others = random
        .decisions
        .iter()
        .enumerate()
        .filter(|(i, _)| !random.turning_points.contains(&(*i as u32)));
    assert!(others.into_iter().all(|(_, d)| d.loss <= losses[2]));
    // Figures agree with the decisions they sum up.
    let good = random
        .decisions
        .iter()
        .filter(|d| d.loss < AS_GOOD_AS_BEST)
        .count() as u32;
    assert_eq!(r.as_good_as_best, good);
    assert!(random
        .decisions
        .iter()
        .all(|d| d.loss >= 0.0 && d.best_value >= d.played_value && d.options > 1));
}

#[test]
fn a_review_is_reproducible_and_judges_only_the_seats_asked() {
    let replay = played::<CircleTheWagons>(&[BotLevel::Random, BotLevel::Greedy], 4);
    let once = review_replay(&replay, &quick(Some(vec![1])), |_, _| true).unwrap();
    let again = review_replay(&replay, &quick(Some(vec![1])), |_, _| true).unwrap();
    assert_eq!(once, again);
    assert!(!once.decisions.is_empty());
    assert!(once.decisions.iter().all(|d| d.seat == 1));
    assert_eq!(once.players.len(), 1);
    assert_eq!(once.players[0].seat, 1);
    let both = review_replay(&replay, &quick(None), |_, _| true).unwrap();
    assert_eq!(both.players.len(), 2);
    assert!(both.decisions.iter().any(|d| d.seat == 0));
}

#[test]
fn progress_counts_the_decisions_and_a_stop_keeps_what_was_judged() {
    let replay = played::<CircleTheWagons>(&[BotLevel::Greedy, BotLevel::Greedy], 5);
    let mut told = Vec::new();
    let whole = review_replay(&replay, &quick(None), |done, total| {
        told.push((done, total));
        true
    })
    .unwrap();
    let total = told[0].1;
    assert_eq!(told.first(), Some(&(0, total)));
    assert_eq!(told.last(), Some(&(total, total)));
    assert!(whole.decisions.len() as u32 <= total);
    let stopped = review_replay(&replay, &quick(None), |done, _| done < 3).unwrap();
    assert!(stopped.decisions.len() <= 3);
    assert_eq!(
        stopped.decisions[..],
        whole.decisions[..stopped.decisions.len()]
    );
}

#[test]
fn a_replay_that_does_not_play_is_refused() {
    let mut replay = played::<CircleTheWagons>(&[BotLevel::Greedy, BotLevel::Greedy], 6);
    replay["seed"] = Value::String("99".into());
    assert!(review_replay(&replay, &quick(None), |_, _| true).is_err());
    assert!(review_replay(
        &serde_json::json!({"game": "poker"}),
        &quick(None),
        |_, _| true
    )
    .is_err());
    assert!(review_replay(&serde_json::json!({}), &quick(None), |_, _| true).is_err());
}
