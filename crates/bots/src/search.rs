//! Information-set Monte Carlo tree search (SO-ISMCTS), game-agnostic.
//!
//! Each iteration samples a full game consistent with what the searching seat sees
//! ([`Game::determinize`]), walks the tree of decisions shared by all samples, and expands
//! one new decision. Chance is sampled from the bot's own stream at every step and never
//! stored in the tree ("open loop"), so the bot never relies on a die it has not seen.
//! A rollout plays on from the leaf for a few actions, each seat picking the best of a few
//! sampled actions ([`SearchConfig::rollout_sample`]), to the end of a turn; then the game's
//! evaluation scores the position for every seat. Values are normalised per seat by the
//! range seen so far, so the same code works for a 2-player margin and a solo score.
//!
//! Each decision is narrowed to the few actions the evaluation likes best: at the root with
//! the seat's turn lookahead ([`crate::turn_value`]), below it one ply deep.
//!
//! A turn may be several decisions of one seat in a row (a draft, then the placement of the
//! drafted tile, then what the placement allows). With [`SearchConfig::finish_turns`] an
//! expansion goes on through the follow-ups of the seat that chose, each narrowed to
//! [`SearchConfig::follow_up_width`] actions (one: the one-ply best, as a greedy player would
//! finish the turn), so every leaf is judged between turns: a leaf halfway through a turn (a
//! tile drafted and paid for, not yet placed) would otherwise be compared with finished
//! turns. A follow-up is any decision of the seat that chose last, so below the root a seat's
//! next turn after a roll is a single line too; the tree branches where a seat's turn follows
//! another seat's. In Wild Tiled West this turned the search from even with greedy into
//! clearly ahead (see `BotLevel::Hard`).

use saloon_core::{Actor, BotTuning, GameRng, Seat, Who};

/// How hard to think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    pub iterations: u32,
    /// Actions played after the tree before evaluating (0: none); a rollout that has played
    /// them goes on to the end of the turn it is in.
    pub rollout_depth: u32,
    /// How a rollout picks an action: 0, at random; `k`, the best by the evaluation of `k`
    /// legal actions drawn at random.
    pub rollout_sample: usize,
    /// UCB exploration constant.
    pub exploration: f64,
    /// At each decision only the `width` actions the one-ply evaluation likes best are
    /// searched (0: all of them). Placement games have hundreds of legal actions; a
    /// search spread over all of them is weaker than a greedy player.
    pub width: usize,
    /// Width at the root, the decision actually played (0: `width`). The root alone is
    /// shortlisted with the turn lookahead and met on every iteration, so it can afford more
    /// candidates than the nodes below it.
    pub root_width: usize,
    /// Width at a follow-up below the root: a decision of the seat that chose the move just
    /// before, even with a chance event in between (0: `width`). One makes the rest of a
    /// seat's turn a single line of the tree.
    pub follow_up_width: usize,
    /// Whether an expansion goes on through the follow-ups of the seat that chose, so that
    /// every leaf is judged between turns rather than halfway through one.
    pub finish_turns: bool,
    /// Alone at the table, the playouts that judge the root's candidates in all, instead of
    /// the tree ([`crate::playouts`]; 0: the tree, alone too).
    pub playouts: u32,
    /// Actions a playout plays, the greedy way, before the evaluation judges (then on to the
    /// end of that turn).
    pub playout_depth: u32,
    /// How many options of its next own decision a playout's greedy player looks through
    /// when it weighs one (drawn at random; 0: all of them, as the greedy bot does). Judging
    /// a draft by a few dozen placements of its tile rather than all of them makes a playout
    /// about five times cheaper, and five times the playouts judge better than the full look
    /// does (`glancing_greedy`).
    pub playout_glance: usize,
    /// Threads the playouts are shared among (with the `threads` feature; 1: this one). The
    /// choice is the same on any number of them, for a given seed and budget. The tree
    /// search thinks on one.
    pub threads: usize,
}

impl SearchConfig {
    /// Whether, with `players` seats, the root's candidates are judged by playouts rather than
    /// by the tree.
    pub fn plays_out(&self, players: usize) -> bool {
        self.playouts > 0 && players == 1
    }
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
pub fn search<G: BotTuning>(
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
    if config.plays_out(root_game.players()) {
        return crate::playouts::best_by_playouts(
            view,
            seat,
            rng,
            config,
            &root_game,
            &legal,
            &mut keep_going,
        );
    }
    let nodes = grow::<G>(
        view,
        seat,
        rng,
        config,
        &mut keep_going,
        root_game.players(),
    );
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

/// The tree of `config.iterations` iterations (fewer if `keep_going` says stop); node 0 is
/// the root, `seat`'s decision now.
fn grow<G: BotTuning>(
    view: &G::View,
    seat: Seat,
    rng: &mut GameRng,
    config: &SearchConfig,
    keep_going: &mut impl FnMut(u32) -> bool,
    players: usize,
) -> Vec<Node<G::Action>> {
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
    // The rollouts' copy, kept from one iteration to the next so that it reuses buffers.
    let mut scratch: Option<G> = None;
    while done < config.iterations && keep_going(done) {
        done += 1;
        let mut game = G::determinize(view, seat, rng);
        if game.reopen_hidden(seat) {
            others_choose_first(&mut game, seat, rng, &mut scratch);
        }
        let mut path = vec![0usize];
        let mut node = 0usize;
        // Selection and expansion.
        // The seat whose turn an expansion is finishing.
        let mut finishing: Option<Seat> = None;
        loop {
            if let Some(by) = finishing {
                if game.actor() != Actor::Seat(by) {
                    break;
                }
            }
            resolve_chance(&mut game, rng);
            // At the root the decision searched is the searching seat's own, even at a step
            // where several seats choose at once.
            let chooser = if node == 0 {
                Some(seat)
            } else {
                acting_seat(&game, rng)
            };
            let Some(actor) = chooser else {
                break;
            };
            let mut legal = game.legal_actions(actor);
            if legal.is_empty() {
                break;
            }
            // The seat that chose last chooses again (its next turn, too, when chance alone
            // came between: below the root a seat's own next turn is played the one-ply way).
            let follow_up = node != 0 && nodes[node].by == actor;
            let width = if node == 0 && config.root_width > 0 {
                config.root_width
            } else if follow_up && config.follow_up_width > 0 {
                config.follow_up_width
            } else {
                config.width
            };
            if width > 0 && legal.len() > width {
                // The root's choice is the one played: it gets the turn lookahead. Deeper
                // nodes, met once per iteration, get the one-ply judgement.
                let lookahead = if node == 0 { G::LOOKAHEAD } else { 0 };
                let keep = |candidates: &Option<Vec<G::Action>>| -> Vec<G::Action> {
                    legal
                        .iter()
                        .filter(|a| candidates.as_ref().is_some_and(|c| c.contains(a)))
                        .cloned()
                        .collect()
                };
                if nodes[node].candidates.is_none() {
                    nodes[node].candidates =
                        Some(shortlist(&game, actor, &legal, width, lookahead));
                }
                let mut kept = keep(&nodes[node].candidates);
                if kept.is_empty() && config.finish_turns {
                    // Another sample (another roll) offers other actions: shortlist those too,
                    // rather than expand any of them at random.
                    let more = shortlist(&game, actor, &legal, width, lookahead);
                    if let Some(c) = nodes[node].candidates.as_mut() {
                        c.extend(more);
                    }
                    kept = keep(&nodes[node].candidates);
                }
                // Otherwise search them all.
                if !kept.is_empty() {
                    legal = kept;
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
                if game.advance_legal(actor, &action).is_err() {
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
                if !config.finish_turns {
                    break;
                }
                finishing = Some(actor);
                node = child;
                continue;
            }
            let child = best_child(&nodes, &available, &low, &high, config.exploration);
            let Some(action) = nodes[child].action.clone() else {
                break;
            };
            if game.advance_legal(actor, &action).is_err() {
                break;
            }
            path.push(child);
            node = child;
        }
        if config.rollout_depth > 0 {
            rollout(&mut game, rng, config, &mut scratch);
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
    nodes
}

/// Actions the other seats' quick greedy player draws to choose among
/// ([`others_choose_first`]).
const OTHERS_SAMPLE: usize = 16;

/// At a decision several seats make at once without seeing each other's
/// ([`BotTuning::reopen_hidden`]), the other seats make theirs first in this sample, each
/// the best of a few drawn actions by the evaluation, so that their choices cannot depend on
/// the searching seat's: it chooses against what they would do not knowing it. `scratch` is
/// a game to reuse for the copies.
fn others_choose_first<G: BotTuning>(
    game: &mut G,
    seat: Seat,
    rng: &mut GameRng,
    scratch: &mut Option<G>,
) {
    for _ in 0..G::MAX_ACTIONS {
        let Actor::Simultaneous(seats) = game.actor() else {
            return;
        };
        let Some(other) = seats.into_iter().find(|&s| s != seat) else {
            return;
        };
        let legal = game.legal_actions(other);
        let Some(action) = best_of_sample(game, other, &legal, OTHERS_SAMPLE, rng, scratch) else {
            return;
        };
        if game.advance(Who::Seat(other), &action).is_err() {
            return;
        }
    }
}

/// Plays on from a leaf: [`SearchConfig::rollout_depth`] actions, each picked by
/// [`SearchConfig::rollout_sample`], then on to the end of the turn the last one was in.
/// `scratch` is a game to reuse for the copies.
fn rollout<G: BotTuning>(
    game: &mut G,
    rng: &mut GameRng,
    config: &SearchConfig,
    scratch: &mut Option<G>,
) {
    let sample = config.rollout_sample;
    play_on(
        game,
        config.rollout_depth as usize,
        rng,
        None,
        |g, seat, legal, r| {
            if sample == 0 {
                Some(legal[r.index(legal.len())].clone())
            } else {
                best_of_sample(g, seat, &legal, sample, r, scratch)
            }
        },
    );
}

/// Plays `depth` actions, each seat's chosen by `pick`, then on to the end of the turn the last
/// one was in (until chance or another seat is to move), so that the evaluation judges between
/// turns as at the tree's leaves. Chance draws from `chance`, and so do `pick` and the choice
/// of a seat among several to move unless they have a `policy` stream of their own. `pick`
/// returns one of the legal actions it is handed (it is played unchecked,
/// [`BotTuning::advance_legal`]).
pub(crate) fn play_on<G: BotTuning>(
    game: &mut G,
    depth: usize,
    chance: &mut GameRng,
    mut policy: Option<&mut GameRng>,
    mut pick: impl FnMut(&G, Seat, Vec<G::Action>, &mut GameRng) -> Option<G::Action>,
) {
    let mut last: Option<Seat> = None;
    for played in 0..G::MAX_ACTIONS {
        let done = played >= depth;
        if done && game.actor() == Actor::Chance {
            return;
        }
        resolve_chance(game, chance);
        let rng: &mut GameRng = match policy.as_deref_mut() {
            Some(p) => p,
            None => chance,
        };
        let Some(actor) = acting_seat(game, rng) else {
            return;
        };
        if done && last != Some(actor) {
            return;
        }
        let legal = game.legal_actions(actor);
        if legal.is_empty() {
            return;
        }
        let Some(action) = pick(game, actor, legal, rng) else {
            return;
        };
        if game.advance_legal(actor, &action).is_err() {
            return;
        }
        last = Some(actor);
    }
}

/// Of `sample` legal actions drawn at random (with repeats), the one whose result the
/// evaluation likes best for `seat`: a greedy player that notices only some of its options.
/// Far cheaper than judging hundreds of placements, and far better than a random action.
fn best_of_sample<G: BotTuning>(
    game: &G,
    seat: Seat,
    legal: &[G::Action],
    sample: usize,
    rng: &mut GameRng,
    scratch: &mut Option<G>,
) -> Option<G::Action> {
    let mut best: Option<(f64, &G::Action)> = None;
    let next = scratch.get_or_insert_with(|| game.clone());
    for _ in 0..sample.min(legal.len()) {
        let action = &legal[rng.index(legal.len())];
        next.clone_from(game);
        if next.advance_legal(seat, action).is_ok() {
            let value = next.evaluate(seat);
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, action));
            }
        }
    }
    best.map(|(_, a)| a.clone())
}

/// The `width` actions whose result `seat` values most, looking through its own follow-ups.
pub(crate) fn shortlist<G: BotTuning>(
    game: &G,
    seat: Seat,
    legal: &[G::Action],
    width: usize,
    lookahead: usize,
) -> Vec<G::Action> {
    let mut next = game.clone();
    let mut scored: Vec<(f64, &G::Action)> = legal
        .iter()
        .filter_map(|a| {
            next.clone_from(game);
            next.advance_legal(seat, a).ok()?;
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

fn resolve_chance<G: BotTuning>(game: &mut G, rng: &mut GameRng) {
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
fn acting_seat<G: BotTuning>(game: &G, rng: &mut GameRng) -> Option<Seat> {
    match game.actor() {
        Actor::Seat(s) => Some(s),
        Actor::Simultaneous(seats) if !seats.is_empty() => Some(seats[rng.index(seats.len())]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use saloon_core::{Game, Match};
    use saloon_wild_tiled_west::rules::{WildTiledWest, WtwOptions};

    use super::*;
    use crate::BotLevel;

    /// A 2-player Wild Tiled West position, played greedily, where a seat begins its turn
    /// with a choice of drafts.
    fn turn_start() -> (WildTiledWest, Seat) {
        let (mut m, _) = Match::<WildTiledWest>::new(WtwOptions::default(), 2, 21).unwrap();
        let mut rng = GameRng::stream(21, 1);
        let mut before = None;
        loop {
            let seat = match m.state().actor() {
                Actor::Seat(s) => s,
                Actor::Simultaneous(seats) => seats[0],
                _ => panic!("the game ended before a turn began"),
            };
            let view = m.state().view(Some(seat));
            if before.is_some_and(|b| b != seat) && m.state().legal_actions(seat).len() > 4 {
                return (m.state().clone(), seat);
            }
            let a =
                crate::choose::<WildTiledWest>(BotLevel::Greedy, &view, seat, &mut rng).unwrap();
            m.act(seat, &a).unwrap();
            before = Some(seat);
        }
    }

    fn tree(
        finish_turns: bool,
    ) -> (
        WildTiledWest,
        Seat,
        Vec<Node<<WildTiledWest as Game>::Action>>,
    ) {
        let (game, seat) = turn_start();
        let mut config = BotLevel::Hard.search_config::<WildTiledWest>().unwrap();
        config.iterations = 40;
        config.finish_turns = finish_turns;
        let view = game.view(Some(seat));
        let mut rng = GameRng::stream(3, 1);
        let nodes = grow::<WildTiledWest>(&view, seat, &mut rng, &config, &mut |_| true, 2);
        (game, seat, nodes)
    }

    #[test]
    fn an_expansion_finishes_the_turn_it_begins() {
        let (game, seat, nodes) = tree(true);
        assert!(nodes.len() > 41, "a turn is several nodes: {}", nodes.len());
        // Walk the seat's own turn (its own decisions from the root, nothing random between):
        // every leaf is where the turn is over, and below the root each decision of the turn
        // is a single line.
        let (mut turn_ends, mut follow_ups) = (0, 0);
        let mut stack: Vec<(usize, WildTiledWest)> = vec![(0, game)];
        while let Some((n, g)) = stack.pop() {
            if g.actor() != Actor::Seat(seat) {
                turn_ends += 1;
                continue;
            }
            assert!(
                !nodes[n].children.is_empty(),
                "leaf {n} is halfway through a turn"
            );
            if n != 0 {
                follow_ups += 1;
                assert_eq!(nodes[n].children.len(), 1, "node {n} follows up one way");
            }
            for &c in &nodes[n].children {
                let mut next = g.clone();
                next.advance(Who::Seat(seat), nodes[c].action.as_ref().unwrap())
                    .unwrap();
                stack.push((c, next));
            }
        }
        assert!(
            turn_ends > 1 && follow_ups > 0,
            "{turn_ends} ends, {follow_ups} follow-ups"
        );
    }

    #[test]
    fn at_a_step_where_seats_choose_at_once_the_root_holds_only_the_searching_seats_choices() {
        // The opening: both seats keep one of their two dealt partners at once.
        let (m, _) = Match::<WildTiledWest>::new(WtwOptions::default(), 2, 4).unwrap();
        assert_eq!(m.state().actor(), Actor::Simultaneous(vec![0, 1]));
        let legal = m.state().legal_actions(0);
        let config = BotLevel::Hard.search_config::<WildTiledWest>().unwrap();
        let view = m.state().view(Some(0));
        let nodes = grow::<WildTiledWest>(
            &view,
            0,
            &mut GameRng::stream(4, 1),
            &config,
            &mut |done| done < 60,
            2,
        );
        let root: Vec<&Node<_>> = nodes[0].children.iter().map(|&c| &nodes[c]).collect();
        assert_eq!(root.len(), legal.len());
        for child in root {
            assert_eq!(child.by, 0);
            assert!(legal.contains(child.action.as_ref().unwrap()));
        }
    }

    #[test]
    fn the_root_searches_root_width_actions_and_the_nodes_below_width() {
        let (game, seat) = turn_start();
        let legal = game.legal_actions(seat).len();
        let view = game.view(Some(seat));
        let mut config = BotLevel::Hard.search_config::<WildTiledWest>().unwrap();
        config.iterations = 60;
        for root_width in [0, 6] {
            config.root_width = root_width;
            let mut rng = GameRng::stream(3, 1);
            let nodes = grow::<WildTiledWest>(&view, seat, &mut rng, &config, &mut |_| true, 2);
            let expected = if root_width == 0 {
                config.width
            } else {
                root_width
            }
            .min(legal);
            assert!(legal > config.width, "{legal} legal actions");
            assert_eq!(nodes[0].children.len(), expected, "root width {root_width}");
        }
    }

    #[test]
    fn a_rollout_plays_its_depth_then_to_the_end_of_that_turn() {
        use saloon_wild_tiled_west::rules::Decision;
        let (game, seat) = turn_start();
        let mut config = BotLevel::Hard.search_config::<WildTiledWest>().unwrap();
        config.rollout_depth = 0;
        let mut unchanged = game.clone();
        rollout(
            &mut unchanged,
            &mut GameRng::stream(5, 1),
            &config,
            &mut None,
        );
        assert_eq!(unchanged, game, "no rollout at depth 0");
        for sample in [0, 16] {
            config.rollout_depth = 1;
            config.rollout_sample = sample;
            let mut played = game.clone();
            rollout(&mut played, &mut GameRng::stream(5, 1), &config, &mut None);
            // One action is the draft; the rest of the seat's turn follows it, and the
            // rollout stops where the other seat drafts (or chance rolls for a new round).
            assert!(
                played.turns_begun(seat) > game.turns_begun(seat),
                "sample {sample}: the seat drafted"
            );
            let other_drafts = matches!(played.awaiting(), Some((s, Decision::Draft)) if s != seat);
            assert!(
                other_drafts || played.actor() == Actor::Chance,
                "sample {sample}: stopped between turns, at {:?}",
                played.awaiting()
            );
        }
    }

    #[test]
    fn a_rollout_picks_the_best_of_its_sample() {
        let (game, seat) = turn_start();
        let legal = game.legal_actions(seat);
        let value = |a: &<WildTiledWest as Game>::Action| {
            let mut next = game.clone();
            next.advance(Who::Seat(seat), a).unwrap();
            next.evaluate(seat)
        };
        // The same stream draws the same actions first: more of them never pick worse.
        let mut better = 0;
        for seed in 0..20 {
            let pick = |sample| {
                let mut rng = GameRng::stream(seed, 1);
                best_of_sample(&game, seat, &legal, sample, &mut rng, &mut None).unwrap()
            };
            let (one, many) = (pick(1), pick(16));
            assert!(legal.contains(&one) && legal.contains(&many));
            assert!(value(&many) >= value(&one), "seed {seed}");
            better += usize::from(value(&many) > value(&one));
        }
        assert!(
            better > 0,
            "a sample of one is a random action, sometimes a poor one"
        );
    }

    #[test]
    fn without_finishing_turns_an_iteration_adds_one_node() {
        let (_, _, nodes) = tree(false);
        assert_eq!(nodes.len(), 41);
    }
}
