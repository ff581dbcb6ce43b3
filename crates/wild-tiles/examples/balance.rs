//! `cargo run --profile sim -p saloon-wild-tiles --example balance -- PLAYERS LEVEL DECK GAMES`:
//! the balance figures of RULES-NOTES.md ("Balance") from bot games: survival, empty guns per
//! player per game, the share of rounds with a collision, $ per seat.

use saloon_bots::{choose, BotLevel};
use saloon_core::{Actor, Game, GameRng, Match};
use saloon_wild_tiles::{DeckChoice, WildTiles, WtOptions};

fn main() {
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let level = match args.next().as_deref() {
        Some("random") => BotLevel::Random,
        Some("hard") => BotLevel::Hard,
        _ => BotLevel::Greedy,
    };
    let deck = match args.next().as_deref() {
        Some("easy") => DeckChoice::Easy,
        Some("hard") => DeckChoice::Hard,
        _ => DeckChoice::Normal,
    };
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    // A fifth argument `gang`: the solo variant with the rival gang.
    let rival_gang = args.next().as_deref() == Some("gang");
    let options = WtOptions {
        deck,
        rival_gang,
        ..WtOptions::default()
    };
    let mut ranks = std::collections::BTreeMap::new();
    let (mut survivors, mut seats_played, mut empty_guns, mut rounds, mut collided) =
        (0, 0, 0, 0, 0);
    let mut dollars = Vec::new();
    let mut lives_left = Vec::new();
    for seed in 0..games {
        let (mut m, _) = Match::<WildTiles>::new(options.clone(), players, seed).expect("a game");
        let mut rng = GameRng::stream(seed, 77);
        while !m.state().is_over() {
            let seat = match m.state().actor() {
                Actor::Seat(s) => s,
                Actor::Simultaneous(seats) => seats[0],
                _ => break,
            };
            let view = m.state().view(Some(seat));
            let action = choose::<WildTiles>(level, &view, seat, &mut rng).expect("an action");
            m.act(seat, &action).expect("a legal action");
        }
        let g = m.state();
        for p in g.players_state() {
            seats_played += 1;
            survivors += u32::from(p.alive);
            empty_guns += u32::from(p.empty_guns);
            dollars.push(p.dollars());
            if p.alive {
                lives_left.push(p.lives);
            }
        }
        if players == 1 {
            let score = g.scores()[0].total;
            let rank = WildTiles::solo_rank_in(&options, score).unwrap_or("none");
            *ranks.entry(rank).or_insert(0u32) += 1;
        }
        rounds += u32::from(g.round());
        collided += u32::from(g.collision_rounds());
    }
    dollars.sort_unstable();
    lives_left.sort_unstable();
    println!(
        "{players} players, {level:?}, {deck:?} deck, {games} games: survival {:.1}%, \
         empty guns {:.2} per player per game, rounds with a collision {:.1}%, \
         $ median {} (p10 {}, p90 {}), survivors' lives median {} (p10 {})",
        100.0 * f64::from(survivors) / f64::from(seats_played),
        f64::from(empty_guns) / f64::from(seats_played),
        100.0 * f64::from(collided) / f64::from(rounds.max(1)),
        dollars[dollars.len() / 2],
        dollars[dollars.len() / 10],
        dollars[dollars.len() * 9 / 10],
        lives_left.get(lives_left.len() / 2).copied().unwrap_or(0),
        lives_left.get(lives_left.len() / 10).copied().unwrap_or(0),
    );
    if players == 1 {
        let order = saloon_wild_tiles::ranks::RANK_IDS;
        let shown: Vec<String> = order
            .iter()
            .map(|r| format!("{r} {}", ranks.get(r).copied().unwrap_or(0)))
            .collect();
        println!(
            "ranks{}: {}",
            if rival_gang { " (gang)" } else { "" },
            shown.join(", ")
        );
    }
}
