//! Hidden information, through the app service: seeded games of every game, played to the
//! end by seeded random choices (and bot seats), and at every step every payload the webview
//! could receive (each human seat's update, the spectator's, the update each command returns,
//! the games in progress, the history, each seat's game log) is searched for what it must not show: another
//! seat's face-down partner or dealt cards, the seed, or any deck, RNG or log.
//!
//! What each seat really holds is not taken from the payloads themselves: after the game the
//! stored replay is played again on the bare engine, which gives every seat's secrets
//! (bots' included) at every step.

use std::collections::BTreeSet;

use saloon_app::api::{BotLevel, NewGameRequest, SeatConfig, SeatKind};
use saloon_app::service::SteppingClock;
use saloon_app::{AppService, MemoryStorage};
use saloon_circle_the_wagons::CircleTheWagons;
use saloon_core::{Game, GameRng, Replay, Seat};
use saloon_wild_tiled_west::rules::WildTiledWest;
use serde_json::Value;

/// Keys that would carry the seed, the chance stream, a deck's contents or the log.
const SECRET_KEYS: &[&str] = &[
    "seed",
    "rng",
    "chance_stream",
    "replay",
    "log",
    "partner_deck",
    "bandit_deck",
    "deck_order",
];

/// A payload the webview received: for whom, at which step, and what.
struct Payload {
    what: String,
    viewer: Option<Seat>,
    step: usize,
    json: Value,
}

/// Each seat's secrets at one step: card ids only that seat may see.
type Secrets = Vec<BTreeSet<u64>>;

/// What a game hides, read from the engine (not from the app).
trait Hides: Game {
    fn secrets(state: &Self) -> Secrets;
}

impl Hides for CircleTheWagons {
    /// Everything on a Circle the Wagons table is face up: the deal is the ring itself.
    fn secrets(state: &Self) -> Secrets {
        vec![BTreeSet::new(); state.players()]
    }
}

impl Hides for WildTiledWest {
    /// A seat's face-down partner, and the partners dealt to it that are not (yet) face up
    /// anywhere.
    fn secrets(state: &Self) -> Secrets {
        let public = state.view(None);
        let face_up: BTreeSet<u8> = public
            .partner_supply
            .iter()
            .chain(public.players.iter().flat_map(|p| p.partners.iter()))
            .copied()
            .collect();
        (0..state.players() as Seat)
            .map(|seat| {
                let own = &state.view(Some(seat)).players[usize::from(seat)];
                own.hidden_partner
                    .iter()
                    .chain(own.dealt.iter().filter(|d| !face_up.contains(d)))
                    .map(|&id| u64::from(id))
                    .collect()
            })
            .collect()
    }
}

/// Every seat's secrets after each step of a finished game, by playing its replay again.
fn secrets_by_step<G: Hides>(replay: &Value) -> Vec<Secrets> {
    let replay: Replay<G::Options, G::Action> =
        serde_json::from_value(replay.clone()).expect("the history holds the replay");
    let mut state = G::new(&replay.options, replay.players).expect("the game sets up");
    let mut out = vec![G::secrets(&state)];
    for logged in &replay.actions {
        state
            .apply(logged.who, &logged.action)
            .expect("the replay plays");
        out.push(G::secrets(&state));
    }
    out
}

/// Card ids the payload shows in places that hold partners: any key naming a partner, the
/// dealt cards, and the id of a partner-gained event.
fn partner_ids(json: &Value, under_partner_key: bool, out: &mut BTreeSet<u64>) {
    match json {
        Value::Number(n) if under_partner_key => out.extend(n.as_u64()),
        Value::Array(items) => {
            for item in items {
                partner_ids(item, under_partner_key, out);
            }
        }
        Value::Object(map) => {
            let gained = map
                .get("type")
                .is_some_and(|t| t.as_str().is_some_and(|t| t.contains("partner")));
            for (key, item) in map {
                let partner_key = (key.contains("partner") && !key.ends_with("_size"))
                    || key == "dealt"
                    || (gained && key == "id");
                partner_ids(item, under_partner_key || partner_key, out);
            }
        }
        _ => {}
    }
}

fn keys(json: &Value, out: &mut BTreeSet<String>) {
    match json {
        Value::Array(items) => items.iter().for_each(|i| keys(i, out)),
        Value::Object(map) => {
            for (k, v) in map {
                out.insert(k.clone());
                keys(v, out);
            }
        }
        _ => {}
    }
}

fn check(payload: &Payload, secrets: &Secrets, seed: u64) {
    let text = payload.json.to_string();
    let place = format!(
        "{} for {:?} at step {}",
        payload.what, payload.viewer, payload.step
    );
    assert!(
        !text.contains(&seed.to_string()) && !text.contains(&format!("{seed:x}")),
        "the seed shows in {place}"
    );
    let mut found = BTreeSet::new();
    keys(&payload.json, &mut found);
    for key in SECRET_KEYS {
        assert!(!found.contains(*key), "{key:?} shows in {place}");
    }
    let mut shown = BTreeSet::new();
    partner_ids(&payload.json, false, &mut shown);
    for (seat, hidden) in secrets.iter().enumerate() {
        if payload.viewer == Some(seat as Seat) {
            continue;
        }
        let leaked: Vec<_> = hidden.intersection(&shown).collect();
        assert!(
            leaked.is_empty(),
            "seat {seat}'s secret cards {leaked:?} show in {place}"
        );
    }
}

fn to_json<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap()
}

/// Plays a seeded game through the service and returns every payload plus the replay.
fn play(game: &str, seats: Vec<SeatConfig>, seed: u64) -> (Vec<Payload>, Value) {
    let mut app = AppService::with_clock(MemoryStorage::default(), Box::new(SteppingClock(1)));
    let humans: Vec<Seat> = (0..seats.len() as Seat)
        .filter(|&s| seats[usize::from(s)].kind == SeatKind::Human)
        .collect();
    let mut payloads = Vec::new();
    let mut record = |what: &str, viewer: Option<Seat>, step: u32, json: Value| {
        payloads.push(Payload {
            what: what.to_string(),
            viewer,
            step: step as usize,
            json,
        })
    };
    let mut update = app
        .new_game(NewGameRequest {
            game: game.into(),
            seats,
            options: None,
            seed: Some(seed.to_string()),
        })
        .unwrap();
    let id = update.session.clone();
    let mut rng = GameRng::stream(seed, 99);
    record("new_game", update.viewer, update.step, to_json(&update));
    while !update.finished {
        let step = update.step;
        for &seat in &humans {
            let seen = app.view(&id, Some(seat)).unwrap();
            record("view", Some(seat), step, to_json(&seen));
        }
        let spectator = app.view(&id, None).unwrap();
        record("spectator view", None, step, to_json(&spectator));
        record(
            "in_progress",
            None,
            step,
            to_json(&app.in_progress().unwrap()),
        );
        record("history", None, step, to_json(&app.history().unwrap()));
        // The whole log so far, as each human seat and a spectator get it (every few steps:
        // each is rebuilt from the replay).
        if step % 16 == 0 {
            for &seat in &humans {
                record(
                    "log",
                    Some(seat),
                    step,
                    to_json(&app.log(&id, Some(seat)).unwrap()),
                );
            }
            record(
                "spectator log",
                None,
                step,
                to_json(&app.log(&id, None).unwrap()),
            );
        }
        update = if spectator.bot_to_act {
            let viewer = humans.first().copied();
            app.advance(&id, viewer).unwrap()
        } else {
            let seat = spectator.human_to_act.expect("someone acts");
            let legal = app.view(&id, Some(seat)).unwrap().legal;
            let action = legal[rng.index(legal.len())].clone();
            app.act(&id, seat, action).unwrap()
        };
        record(
            "command result",
            update.viewer,
            update.step,
            to_json(&update),
        );
        assert!(step < 5_000, "the game ends");
    }
    let history = app.history().unwrap();
    assert_eq!(history.len(), 1);
    (payloads, history[0].replay.clone())
}

fn check_game<G: Hides>(seats: Vec<SeatConfig>, seed: u64) -> usize {
    let (payloads, replay) = play(G::ID, seats, seed);
    let secrets = secrets_by_step::<G>(&replay);
    for payload in &payloads {
        // The last step is the final table: the game is over, nothing is hidden any more.
        if payload.step + 1 < secrets.len() {
            check(payload, &secrets[payload.step], seed);
        }
    }
    let steps_with_secrets = secrets
        .iter()
        .filter(|s| s.iter().any(|seat| !seat.is_empty()))
        .count();
    steps_with_secrets
}

fn human(name: &str) -> SeatConfig {
    SeatConfig {
        name: name.into(),
        kind: SeatKind::Human,
    }
}

fn bot(level: BotLevel) -> SeatConfig {
    SeatConfig {
        name: "Bot".into(),
        kind: SeatKind::Bot { level },
    }
}

// Seeds long enough that finding one in a payload means it leaked.
const SEEDS: [u64; 2] = [8_301_772_991_234_567_001, 6_917_529_027_641_081_857];

#[test]
fn wild_tiled_west_never_shows_a_seat_another_seats_partners_or_the_seed() {
    let tables = [
        vec![human("Ann"), human("Bo")],
        vec![human("Ann"), bot(BotLevel::Random), human("Cy")],
        vec![
            bot(BotLevel::Greedy),
            human("Bo"),
            human("Cy"),
            bot(BotLevel::Random),
        ],
    ];
    for (seats, seed) in tables.into_iter().zip(SEEDS.iter().cycle()) {
        let hidden_steps = check_game::<WildTiledWest>(seats, *seed);
        assert!(hidden_steps > 20, "the game had secrets to keep");
    }
}

#[test]
fn circle_the_wagons_never_shows_the_seed_or_a_deck() {
    for (seats, seed) in [
        (vec![human("Ann"), human("Bo")], SEEDS[0]),
        (vec![human("Ann"), bot(BotLevel::Greedy)], SEEDS[1]),
    ] {
        check_game::<CircleTheWagons>(seats, seed);
    }
}

/// The checks themselves catch a leak: a payload showing another seat's card, the seed or
/// a deck fails.
#[test]
fn the_checks_catch_a_leak() {
    let secrets = vec![BTreeSet::from([7]), BTreeSet::from([12])];
    let payload = |json: Value| Payload {
        what: "test".into(),
        viewer: Some(0),
        step: 0,
        json,
    };
    let caught = |json: Value| {
        std::panic::catch_unwind(|| check(&payload(json), &secrets, 42_424_242)).is_err()
    };
    assert!(!caught(
        serde_json::json!({"players": [{"hidden_partner": 7}, {"hidden_partner": null, "partners": [3]}]})
    ));
    assert!(caught(
        serde_json::json!({"players": [{}, {"hidden_partner": 12}]})
    ));
    assert!(caught(
        serde_json::json!({"events": [{"type": "partner-gained", "seat": 0, "id": 12}]})
    ));
    assert!(caught(
        serde_json::json!({"players": [{}, {"dealt": [12, 4]}]})
    ));
    assert!(caught(serde_json::json!({"session": "x-42424242"})));
    assert!(caught(serde_json::json!({"bandit_deck": []})));
}
