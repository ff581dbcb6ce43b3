//! Information-set Monte Carlo tree search (SO-ISMCTS), game-agnostic.
//!
//! Each iteration samples a full game consistent with what the searching seat sees
//! ([`Game::determinize`]), walks the tree of decisions shared by all samples, and expands
//! one new decision. Chance is sampled from the bot's own stream at every step and never
//! stored in the tree ("open loop"), so the bot never relies on a die it has not seen.
//! Rollouts play random legal actions for a few steps, then the game's evaluation scores the
//! position for every seat. Values are normalised per seat by the range seen so far, so the
//! same code works for a 2-player margin and a solo score.

use saloon_core::{Actor, Game, GameRng, Seat, Who};

/// How hard to think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    pub iterations: u32,
    /// Random actions played after the tree before evaluating.
    pub rollout_depth: u32,
    /// UCB exploration constant.
    pub exploration: f64,
    /// At each decision only the `width` actions the one-ply evaluation likes best are
    /// searched (0: all of them). Placement games have hundreds of legal actions; a
    /// search spread over all of them is weaker than a greedy player.
    pub width: usize,
}

struct Node<A> {
    action: Option<A>,
    /// The seat that chose `action`.
    by: Seat,
    children: Vec<usize>,
    /// The actions worth searching here, best first (set on the first visit).
    candidates: Option<Vec<A>>,
    visits: u32,
    /// Times this node's action was legal when its parent was visited.
    available: u32,
    /// Sum of raw values per seat.
    value: Vec<f64>,
}

/// The action the search prefers for `seat`, or `None` when it has nothing to do.
/// `keep_going(iterations_done)` is asked before each iteration: return `false` to stop
/// early (a time budget, a cancelled game); the best action so far is returned, or the
/// one-ply best if no iteration ran.
pub fn search<G: Game>(
    view: &G::View,
    seat: Seat,
    rng: &mut GameRng,
    config: &SearchConfig,
    mut keep_going: impl FnMut(u32) -> bool,
) -> Option<G::Action> {
    let root_game = G::determinize(view, seat, rng);
    let legal = root_game.legal_actions(seat);
    match legal.len() {
        0 => return None,
        1 => return legal.into_iter().next(),
        _ => {}
    }
    let players = root_game.players();
    let mut nodes: Vec<Node<G::Action>> = vec![Node {
        action: None,
        by: seat,
        children: Vec::new(),
        candidates: None,
        visits: 0,
        available: 0,
        value: vec![0.0; players],
    }];
    // The range of raw values seen per seat, for normalising.
    let mut low = vec![f64::INFINITY; players];
    let mut high = vec![f64::NEG_INFINITY; players];
    let mut done = 0;
    while done < config.iterations && keep_going(done) {
        done += 1;
        let mut game = G::determinize(view, seat, rng);
        let mut path = vec![0usize];
        let mut node = 0usize;
        // Selection and expansion.
        loop {
            resolve_chance(&mut game, rng);
            let Some(actor) = acting_seat(&game, rng) else {
                break;
            };
            let mut legal = game.legal_actions(actor);
            if legal.is_empty() {
                break;
            }
            if config.width > 0 && legal.len() > config.width {
                if nodes[node].candidates.is_none() {
                    // The root's choice is the one played: it gets the turn lookahead. Deeper
                    // nodes, met once per iteration, get the one-ply judgement.
                    let lookahead = if node == 0 { G::LOOKAHEAD } else { 0 };
                    nodes[node].candidates =
                        Some(shortlist(&game, actor, &legal, config.width, lookahead));
                }
                let keep: Vec<G::Action> = legal
                    .iter()
                    .filter(|a| {
                        nodes[node]
                            .candidates
                            .as_ref()
                            .is_some_and(|c| c.contains(a))
                    })
                    .cloned()
                    .collect();
                // Another sample may offer other actions; then search them all.
                if !keep.is_empty() {
                    legal = keep;
                }
            }
            let mut untried: Vec<&G::Action> = Vec::new();
            let mut available: Vec<usize> = Vec::new();
            for a in &legal {
                match nodes[node]
                    .children
                    .iter()
                    .find(|&&c| nodes[c].action.as_ref() == Some(a))
                {
                    Some(&c) => available.push(c),
                    None => untried.push(a),
                }
            }
            for &c in &available {
                nodes[c].available += 1;
            }
            if !untried.is_empty() {
                let action = untried[rng.index(untried.len())].clone();
                if game.advance(Who::Seat(actor), &action).is_err() {
                    break;
                }
                let child = nodes.len();
                nodes.push(Node {
                    action: Some(action),
                    by: actor,
                    children: Vec::new(),
                    candidates: None,
                    visits: 0,
                    available: 1,
                    value: vec![0.0; players],
                });
                nodes[node].children.push(child);
                path.push(child);
                break;
            }
            let child = best_child(&nodes, &available, &low, &high, config.exploration);
            let Some(action) = nodes[child].action.clone() else {
                break;
            };
            if game.advance(Who::Seat(actor), &action).is_err() {
                break;
            }
            path.push(child);
            node = child;
        }
        // Rollout.
        for _ in 0..config.rollout_depth {
            resolve_chance(&mut game, rng);
            let Some(actor) = acting_seat(&game, rng) else {
                break;
            };
            let legal = game.legal_actions(actor);
            if legal.is_empty() {
                break;
            }
            let a = &legal[rng.index(legal.len())];
            if game.advance(Who::Seat(actor), a).is_err() {
                break;
            }
        }
        // Evaluation and backpropagation.
        let values: Vec<f64> = (0..players as Seat).map(|s| game.evaluate(s)).collect();
        for (s, &v) in values.iter().enumerate() {
            low[s] = low[s].min(v);
            high[s] = high[s].max(v);
        }
        for &n in &path {
            nodes[n].visits += 1;
            for (s, &v) in values.iter().enumerate() {
                nodes[n].value[s] += v;
            }
        }
    }
    if nodes[0].children.is_empty() {
        // Stopped before the first iteration (a time limit, a cancel): the one-ply best.
        return shortlist(&root_game, seat, &legal, 1, G::LOOKAHEAD)
            .into_iter()
            .next()
            .or_else(|| legal.first().cloned());
    }
    // The most visited action at the root; ties go to the better value.
    nodes[0]
        .children
        .iter()
        .max_by(|&&a, &&b| {
            let key = |n: usize| {
                let node = &nodes[n];
                (node.visits, mean(node, usize::from(seat)))
            };
            let (va, ma) = key(a);
            let (vb, mb) = key(b);
            va.cmp(&vb).then(ma.total_cmp(&mb))
        })
        .and_then(|&c| nodes[c].action.clone())
}

/// The `width` actions whose result `seat` values most, looking through its own follow-ups.
fn shortlist<G: Game>(
    game: &G,
    seat: Seat,
    legal: &[G::Action],
    width: usize,
    lookahead: usize,
) -> Vec<G::Action> {
    let mut scored: Vec<(f64, &G::Action)> = legal
        .iter()
        .filter_map(|a| {
            let mut next = game.clone();
            next.advance(Who::Seat(seat), a).ok()?;
            Some((crate::turn_value(&next, seat, lookahead), a))
        })
        .collect();
    scored.sort_by(|x, y| y.0.total_cmp(&x.0));
    scored
        .into_iter()
        .take(width)
        .map(|(_, a)| a.clone())
        .collect()
}

fn mean<A>(node: &Node<A>, seat: usize) -> f64 {
    if node.visits == 0 {
        0.0
    } else {
        node.value[seat] / f64::from(node.visits)
    }
}

fn best_child<A>(
    nodes: &[Node<A>],
    candidates: &[usize],
    low: &[f64],
    high: &[f64],
    c: f64,
) -> usize {
    let mut best = candidates[0];
    let mut best_score = f64::NEG_INFINITY;
    for &n in candidates {
        let node = &nodes[n];
        let s = usize::from(node.by);
        let span = (high[s] - low[s]).max(1e-9);
        let exploit = if node.visits == 0 {
            0.5
        } else {
            (mean(node, s) - low[s]) / span
        };
        let explore =
            c * ((f64::from(node.available.max(1))).ln() / f64::from(node.visits.max(1))).sqrt();
        let score = exploit + explore;
        if score > best_score {
            best_score = score;
            best = n;
        }
    }
    best
}

fn resolve_chance<G: Game>(game: &mut G, rng: &mut GameRng) {
    for _ in 0..G::MAX_ACTIONS {
        if game.actor() != Actor::Chance {
            return;
        }
        let Some(a) = game.sample_chance(rng) else {
            return;
        };
        if game.advance(Who::Chance, &a).is_err() {
            return;
        }
    }
}

/// The seat to move in a sampled game (one of several at a simultaneous step).
fn acting_seat<G: Game>(game: &G, rng: &mut GameRng) -> Option<Seat> {
    match game.actor() {
        Actor::Seat(s) => Some(s),
        Actor::Simultaneous(seats) if !seats.is_empty() => Some(seats[rng.index(seats.len())]),
        _ => None,
    }
}
