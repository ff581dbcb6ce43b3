//! The random-simulation checks every game gets for free (after OpenSpiel's
//! `random_sim_test`). A game's whole suite of generic tests is one call:
//!
//! ```ignore
//! saloon_core::testkit::check_random_games::<MyGame>(&Default::default(), 2, 500, 1);
//! ```
//!
//! At every step of every game it checks that: the actor's legal actions are non-empty,
//! sorted and unique, and nobody else has any; acting out of turn, as chance, or with an
//! action that is not legal is refused and changes nothing; clone, `clone_from` and serde
//! round-trips are equal; every seat's view serializes; `advance` (`play` telling nobody) changes
//! the game exactly as `apply` (`play` into a list) does and refuses what it refuses, so no
//! change hides inside the building of an event; a game rebuilt from the acting seat's view offers
//! the same legal actions (so legality never depends on hidden information), and
//! `determinize_for` builds that same game with the same draws (`determinize_draws` only
//! the draws), on which `random_action` draws what it draws on the game itself; `random_action`
//! draws a legal action (and, at every tenth step of the first game, draws them all about
//! equally often); and the game ends within `MAX_ACTIONS`. At the end `scores_and_winners` is
//! `scores` and `winners`, and the replay, through JSON, reproduces the final state.

use std::collections::BTreeSet;

use crate::{Actor, Game, GameRng, Match, Replay, Seat, Who};

/// Plays `games` seeded random games and checks the contract at every step.
/// Panics with the seed and step on the first violation. Returns the total number of steps.
pub fn check_random_games<G: Game>(
    options: &G::Options,
    players: usize,
    games: usize,
    seed: u64,
) -> usize {
    let mut steps = 0;
    for i in 0..games as u64 {
        steps += check_one_game::<G>(options, players, seed.wrapping_add(i), i == 0);
    }
    steps
}

fn check_one_game<G: Game>(
    options: &G::Options,
    players: usize,
    seed: u64,
    check_uniform: bool,
) -> usize {
    let (mut m, _) = Match::<G>::new(options.clone(), players, seed)
        .unwrap_or_else(|e| panic!("seed {seed}: setup failed: {e}"));
    let mut picker = GameRng::stream(seed, 99);
    let mut seen_actions: BTreeSet<G::Action> = BTreeSet::new();
    let mut step = 0;
    let first = m.state().clone();
    let mut previous = first.clone();
    loop {
        let ctx = format!("{} seed {seed} step {step}", G::ID);
        let state = m.state().clone();
        assert!(
            step <= G::MAX_ACTIONS,
            "{ctx}: the game ran past MAX_ACTIONS"
        );
        check_round_trips(&state, &ctx);
        check_clone_from(&state, &[&previous, &first], &ctx);
        previous = state.clone();
        let actor = state.actor();
        let seats: Vec<Seat> = match &actor {
            Actor::GameOver => break,
            Actor::Chance => panic!("{ctx}: Match left chance unresolved"),
            Actor::Seat(s) => vec![*s],
            Actor::Simultaneous(seats) => {
                assert!(!seats.is_empty(), "{ctx}: simultaneous with no seats");
                seats.clone()
            }
        };
        assert!(
            state.sample_chance(&mut GameRng::chance(0)).is_none(),
            "{ctx}: chance outcome offered while a seat is to act"
        );
        for other in 0..players as Seat {
            if !seats.contains(&other) {
                assert!(
                    state.legal_actions(other).is_empty(),
                    "{ctx}: seat {other} has legal actions out of turn"
                );
            }
        }
        let seat = seats[picker.index(seats.len())];
        let legal = state.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "{ctx}: seat {seat} must act but has no legal action"
        );
        assert!(
            legal.windows(2).all(|w| w[0] < w[1]),
            "{ctx}: legal actions are not sorted and unique"
        );
        check_refusals(&state, seat, &legal, &seen_actions, players, &ctx);
        let mut det_rng = GameRng::stream(seed, 100 + step as u64);
        let rebuilt = G::determinize(&state.view(Some(seat)), seat, &mut det_rng);
        assert_eq!(
            rebuilt.legal_actions(seat),
            legal,
            "{ctx}: legal actions depend on what seat {seat} cannot see"
        );
        let mut direct_rng = GameRng::stream(seed, 100 + step as u64);
        assert_eq!(
            state.determinize_for(seat, &mut direct_rng),
            rebuilt,
            "{ctx}: determinize_for and determinize of the view built different games"
        );
        let mut drawing_rng = GameRng::stream(seed, 100 + step as u64);
        state.determinize_draws(seat, &mut drawing_rng);
        let next = det_rng.next_u64();
        assert_eq!(
            direct_rng.next_u64(),
            next,
            "{ctx}: determinize_for and determinize of the view drew differently"
        );
        assert_eq!(
            drawing_rng.next_u64(),
            next,
            "{ctx}: determinize_draws drew differently from determinize"
        );
        let (mut on_sample, mut on_game) = (det_rng.clone(), det_rng.clone());
        assert_eq!(
            rebuilt.random_action(seat, &mut on_sample),
            state.random_action(seat, &mut on_game),
            "{ctx}: random_action draws differently on a sample of what seat {seat} sees"
        );
        let mut sampler = GameRng::stream(seed, 200 + step as u64);
        let drawn = state.random_action(seat, &mut sampler);
        assert!(
            drawn
                .as_ref()
                .is_some_and(|a| legal.binary_search(a).is_ok()),
            "{ctx}: random_action drew {drawn:?}, which is not legal"
        );
        if check_uniform && step % 10 == 0 {
            check_uniform_draws(&state, seat, &legal, &mut sampler, &ctx);
        }
        let action = legal[picker.index(legal.len())].clone();
        let (mut applied, mut advanced) = (state.clone(), state.clone());
        assert!(
            applied.apply(Who::Seat(seat), &action).is_ok(),
            "{ctx}: apply refused a legal action"
        );
        assert!(
            advanced.advance(Who::Seat(seat), &action).is_ok(),
            "{ctx}: advance refused a legal action"
        );
        assert_eq!(
            advanced, applied,
            "{ctx}: advance and apply left different games"
        );
        seen_actions.extend(legal.iter().cloned());
        m.act(seat, &action)
            .unwrap_or_else(|e| panic!("{ctx}: a legal action was refused: {e}"));
        step += 1;
    }
    let end = m.state();
    assert_eq!(
        end.scores().len(),
        players,
        "{} seed {seed}: one score per seat",
        G::ID
    );
    // A solo game against an automaton (Rolled West's Claim Jumper) can be lost.
    assert!(
        players == 1 || !end.winners().is_empty(),
        "{} seed {seed}: a finished game has winners",
        G::ID
    );
    assert_eq!(
        end.scores_and_winners(),
        (end.scores(), end.winners()),
        "{} seed {seed}: scores_and_winners differs from scores and winners",
        G::ID
    );
    let json = serde_json::to_string(&m.replay()).expect("replay serializes");
    let replay: Replay<G::Options, G::Action> =
        serde_json::from_str(&json).expect("replay deserializes");
    let again = Match::<G>::from_replay(&replay)
        .unwrap_or_else(|e| panic!("{} seed {seed}: replay failed: {e}", G::ID));
    assert_eq!(again.state(), end, "{} seed {seed}: replay diverged", G::ID);
    step
}

fn check_round_trips<G: Game>(state: &G, ctx: &str) {
    assert_eq!(&state.clone(), state, "{ctx}: clone differs");
    let json = serde_json::to_string(state).expect("state serializes");
    let back: G = serde_json::from_str(&json).expect("state deserializes");
    assert_eq!(&back, state, "{ctx}: serde round-trip differs");
    for seat in (0..state.players() as Seat).map(Some).chain([None]) {
        serde_json::to_string(&state.view(seat)).expect("view serializes");
    }
}

/// `clone_from` (which bots use to refill one scratch game) gives the same game as `clone`,
/// whatever the scratch held before: a game a step earlier, the opening position.
fn check_clone_from<G: Game>(state: &G, others: &[&G], ctx: &str) {
    for &other in others {
        let mut scratch = other.clone();
        scratch.clone_from(state);
        assert_eq!(&scratch, state, "{ctx}: clone_from differs from clone");
        let mut back = state.clone();
        back.clone_from(other);
        assert_eq!(&back, other, "{ctx}: clone_from of an earlier game differs");
    }
}

fn check_refusals<G: Game>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    seen: &BTreeSet<G::Action>,
    players: usize,
    ctx: &str,
) {
    let refuse = |who: Who, action: &G::Action, what: &str| {
        let mut probe = state.clone();
        assert!(
            probe.apply(who, action).is_err(),
            "{ctx}: {what} was accepted ({action:?})"
        );
        assert_eq!(
            &probe, state,
            "{ctx}: a refused action ({what}) changed the state"
        );
        let refusal = probe.advance(who, action);
        assert!(
            refusal.is_err(),
            "{ctx}: advance accepted {what} ({action:?})"
        );
        assert_eq!(
            &probe, state,
            "{ctx}: a refused advance ({what}) changed the state"
        );
    };
    refuse(
        Who::Chance,
        &legal[0],
        "a chance outcome while a seat is to act",
    );
    if let Actor::Seat(_) = state.actor() {
        for other in (0..players as Seat).filter(|&s| s != seat) {
            refuse(Who::Seat(other), &legal[0], "an action out of turn");
        }
    }
    // Actions that were legal at some other moment of this game, but are not now.
    for action in seen
        .iter()
        .filter(|a| legal.binary_search(a).is_err())
        .take(8)
    {
        refuse(Who::Seat(seat), action, "an action that is not legal now");
    }
}

/// `random_action` must reach every legal action about equally often: 20 draws per action
/// (1,000 at least, so a short list shows a bias too), every action drawn at least once, and
/// a chi-square statistic no more than six standard deviations above its mean (a fixed seed
/// makes this exact, not flaky).
fn check_uniform_draws<G: Game>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    sampler: &mut GameRng,
    ctx: &str,
) {
    const PER_ACTION: usize = 20;
    let k = legal.len();
    if k < 2 {
        return;
    }
    let draws = (PER_ACTION * k).max(1_000);
    let mut counts = vec![0usize; k];
    for _ in 0..draws {
        let a = state
            .random_action(seat, sampler)
            .unwrap_or_else(|| panic!("{ctx}: random_action drew nothing"));
        match legal.binary_search(&a) {
            Ok(i) => counts[i] += 1,
            Err(_) => panic!("{ctx}: random_action drew an illegal action ({a:?})"),
        }
    }
    if let Some(i) = counts.iter().position(|&c| c == 0) {
        panic!(
            "{ctx}: random_action never drew {:?} in {draws} draws",
            legal[i],
        );
    }
    let expected = draws as f64 / k as f64;
    let chi2: f64 = counts
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum();
    let dof = (k - 1) as f64;
    let bound = dof + 6.0 * (2.0 * dof).sqrt() + 10.0;
    assert!(
        chi2 <= bound,
        "{ctx}: random_action is not uniform over {k} actions (chi-square {chi2:.1} > {bound:.1})"
    );
}

/// What a game hides from whom: the per-game part of the hidden-information search that the
/// app runs on every registered game (`crates/app/tests/registry.rs`), implemented in the
/// game crate behind its `testkit` feature. The search plays seeded games through the app
/// service and, at every step, looks in every payload a seat receives for the other seats'
/// secrets and for keys that must never leave the engine.
pub trait Secrets: Game {
    /// Keys of this game's state that no payload may ever carry (a deck's order, say), on
    /// top of those every game keeps to itself (the seed, the chance stream, the log).
    const HIDDEN_KEYS: &'static [&'static str];

    /// Each seat's secrets now, as tokens (card ids and the like) only that seat may see;
    /// empty sets for a game with no hidden information.
    fn secrets(&self) -> Vec<BTreeSet<u64>>;

    /// The tokens `payload` (any JSON a seat receives: an update, a view, events, a log)
    /// shows in the places where this game's secrets would appear.
    fn shown(payload: &serde_json::Value) -> BTreeSet<u64>;
}
