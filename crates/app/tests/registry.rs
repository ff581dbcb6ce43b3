//! The safety nets every registered game gets without opting in: one test each here,
//! iterating over the registry (`saloon_app::games::engines`), so a game added to the
//! registry is checked by all of them with no further edit.
//!
//! * The contract test kit (`saloon_core::testkit::check_random_games`) at every player count.
//! * The hidden-information search: seeded games played to the end through the app service
//!   by seeded random choices (and bot seats); at every step every payload the webview could
//!   receive (each human seat's update, the spectator's, the update each command returns with
//!   the log steps it carries (`new_steps`, the deal's and bots' and chance's too), the
//!   games in progress, the history, each seat's game log, a hint) is searched for what it must not
//!   show: another seat's secrets (the game's `Secrets` hooks say what they are and where
//!   they would show), the seed, or any deck, chance stream or log. What each seat really
//!   holds is not taken from the payloads: the stored replay is played again on the bare
//!   engine, which gives every seat's secrets (bots' included) at every step.
//!
//! The command fuzzer covers every registered game too (`tests/fuzz.rs`: its tables come
//! from the same registry).

use std::collections::BTreeSet;

use saloon_app::api::{BotLevel, SeatConfig, SeatKind};
use saloon_app::games::{engines, with_game, GameVisitor, Registered};
use saloon_app::service::SteppingClock;
use saloon_app::{AppService, MemoryStorage};
use saloon_core::testkit::check_random_games;
use saloon_core::{GameRng, Replay, Seat};
use serde_json::Value;

use crate::support::{bot, human, request};

/// Keys that would carry the seed, the chance stream or the log, in any game.
const SECRET_KEYS: &[&str] = &["seed", "rng", "chance_stream", "replay", "log"];

/// Each seat's secrets at one step: tokens only that seat may see.
type Secrets = Vec<BTreeSet<u64>>;

/// A payload the webview received: for whom, at which step, and what.
struct Payload {
    what: String,
    viewer: Option<Seat>,
    step: usize,
    json: Value,
}

/// Every seat's secrets after each step of a finished game, by playing its replay again.
fn secrets_by_step<G: Registered>(replay: &Value) -> Vec<Secrets> {
    let replay: Replay<G::Options, G::Action> =
        serde_json::from_value(replay.clone()).expect("the history holds the replay");
    let mut state = G::new(&replay.options, replay.players).expect("the game sets up");
    let mut out = vec![state.secrets()];
    for logged in &replay.actions {
        state
            .apply(logged.who, &logged.action)
            .expect("the replay plays");
        out.push(state.secrets());
    }
    out
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

/// Fails when `payload` shows the seed, a key no payload may carry, or a seat's secret to
/// anyone but that seat. `shown` says which secret tokens a payload shows (the game's hook).
fn check(
    payload: &Payload,
    secrets: &Secrets,
    seed: u64,
    hidden_keys: &[&str],
    shown: fn(&Value) -> BTreeSet<u64>,
) {
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
    for key in SECRET_KEYS.iter().chain(hidden_keys) {
        assert!(!found.contains(*key), "{key:?} shows in {place}");
    }
    let shown = shown(&payload.json);
    for (seat, hidden) in secrets.iter().enumerate() {
        if payload.viewer == Some(seat as Seat) {
            continue;
        }
        let leaked: Vec<_> = hidden.intersection(&shown).collect();
        assert!(
            leaked.is_empty(),
            "seat {seat}'s secrets {leaked:?} show in {place}"
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
    let mut update = app.new_game(request(game, seats, seed)).unwrap();
    let id = update.session.clone();
    let mut rng = GameRng::stream(seed, 99);
    record("new_game", update.viewer, update.step, to_json(&update));
    // The log steps the command results accounted for (carried, or left out as none of the
    // viewer's business), so the search is known to have seen every one it could.
    let mut carried = (update.step - update.log_from) as usize;
    let mut hints_asked = 0;
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
        record(
            "history",
            None,
            step,
            to_json(&app.history_page(0, 50).unwrap()),
        );
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
        // A hint (the hard bot thinking for a human seat) tells that seat nothing of the
        // others': asked at the first human decision and at one later (a search is slow).
        if let (false, Some(seat)) = (spectator.bot_to_act, spectator.human_to_act) {
            if hints_asked == 0 || (hints_asked == 1 && step >= 30) {
                hints_asked += 1;
                let hint = app.suggest(&id, seat).unwrap();
                record("suggest", Some(seat), step, to_json(&hint));
            }
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
        carried += (update.step - update.log_from) as usize;
        record(
            "command result",
            update.viewer,
            update.step,
            to_json(&update),
        );
        assert!(step < 5_000, "the game ends");
    }
    assert_eq!(
        carried as u32, update.step,
        "every step of the log was accounted for in a command's update"
    );
    let history = app.history().unwrap();
    assert_eq!(history.len(), 1);
    (payloads, app.finished_game(&id).unwrap().replay)
}

/// Plays a seeded game of `G` at `seats` and checks every payload; returns how many steps
/// had a secret to keep.
fn check_game<G: Registered>(seats: Vec<SeatConfig>, seed: u64) -> usize {
    let (payloads, replay) = play(G::ID, seats, seed);
    let secrets = secrets_by_step::<G>(&replay);
    for payload in &payloads {
        // The last step is the final table: the game is over, nothing is hidden any more.
        if payload.step + 1 < secrets.len() {
            check(
                payload,
                &secrets[payload.step],
                seed,
                G::HIDDEN_KEYS,
                G::shown,
            );
        }
    }
    secrets
        .iter()
        .filter(|s| s.iter().any(|seat| !seat.is_empty()))
        .count()
}

const NAMES: [&str; 8] = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"];

/// The tables every game is played at: all humans at the fewest players it takes (two when
/// it takes one), and at the most, with bots in the odd seats (a greedy one, then random
/// ones), so that both pass-and-play and bots' turns are searched.
fn tables(min: usize, max: usize) -> Vec<Vec<SeatConfig>> {
    let fewest = min.max(2).min(max);
    let all_human = (0..fewest).map(|i| human(NAMES[i])).collect();
    let mixed = (0..max)
        .map(|i| match i {
            1 => bot(BotLevel::Greedy),
            i if i % 2 == 1 => bot(BotLevel::Random),
            i => human(NAMES[i]),
        })
        .collect();
    vec![all_human, mixed]
}

// Seeds long enough that finding one in a payload means it leaked.
const SEEDS: [u64; 2] = [8_301_772_991_234_567_001, 6_917_529_027_641_081_857];

/// Runs `visitor` on every game in the registry; returns each game's id with its output.
fn for_every_game<V: GameVisitor + Clone>(visitor: V) -> Vec<(String, V::Output)> {
    let games = engines();
    assert!(!games.is_empty());
    games
        .into_iter()
        .map(|info| {
            let out = with_game(&info.id, visitor.clone()).expect("a registered game");
            (info.id, out)
        })
        .collect()
}

#[derive(Clone)]
struct TestKit;

impl GameVisitor for TestKit {
    type Output = usize;
    fn visit<G: Registered>(self) -> usize {
        (G::PLAYERS.min..=G::PLAYERS.max)
            .map(|players| {
                check_random_games::<G>(&Default::default(), players, 2, 40 + players as u64)
            })
            .sum()
    }
}

#[test]
fn every_registered_game_passes_the_contract_test_kit() {
    for (game, steps) in for_every_game(TestKit) {
        assert!(steps > 0, "{game} played no step");
    }
}

#[derive(Clone)]
struct HiddenSearch;

impl GameVisitor for HiddenSearch {
    type Output = usize;
    fn visit<G: Registered>(self) -> usize {
        tables(G::PLAYERS.min, G::PLAYERS.max)
            .into_iter()
            .zip(SEEDS.iter().cycle())
            .map(|(seats, seed)| check_game::<G>(seats, *seed))
            .sum()
    }
}

#[test]
fn no_registered_game_shows_a_seat_another_seats_secrets_or_the_seed() {
    for (game, steps_with_secrets) in for_every_game(HiddenSearch) {
        // The search is only as good as the hooks: a game known to hide cards must have
        // had some to hide.
        if game == "wild-tiled-west" {
            assert!(steps_with_secrets > 20, "{game} had secrets to keep");
        }
    }
}

#[test]
fn the_tables_seat_humans_and_bots_within_the_player_counts() {
    for (min, max) in [(1, 1), (1, 5), (2, 2), (2, 4), (1, 4)] {
        let [all_human, mixed] = &tables(min, max)[..] else {
            panic!("two tables")
        };
        assert!((min..=max).contains(&all_human.len()));
        assert!(all_human.iter().all(|s| s.kind == SeatKind::Human));
        assert_eq!(mixed.len(), max);
        assert!(mixed.iter().any(|s| s.kind == SeatKind::Human));
        if max >= 2 {
            assert!(mixed.iter().any(|s| s.kind != SeatKind::Human));
        }
    }
}

/// The checks themselves catch a leak: a payload showing another seat's secret, the seed or
/// a key that must stay in the engine fails.
#[test]
fn the_checks_catch_a_leak() {
    let secrets = vec![BTreeSet::from([7]), BTreeSet::from([12])];
    let payload = |json: Value| Payload {
        what: "test".into(),
        viewer: Some(0),
        step: 0,
        json,
    };
    // A toy game's hook: its secrets show as numbers under "card".
    fn cards(json: &Value) -> BTreeSet<u64> {
        let mut out = BTreeSet::new();
        if let Some(items) = json.get("players").and_then(Value::as_array) {
            out.extend(items.iter().filter_map(|p| p.get("card")?.as_u64()));
        }
        out
    }
    let caught = |json: Value| {
        std::panic::catch_unwind(|| check(&payload(json), &secrets, 42_424_242, &["deck"], cards))
            .is_err()
    };
    assert!(!caught(
        serde_json::json!({"players": [{"card": 7}, {"card": null}]})
    ));
    assert!(caught(serde_json::json!({"players": [{}, {"card": 12}]})));
    assert!(caught(serde_json::json!({"session": "x-42424242"})));
    assert!(caught(serde_json::json!({"deck": []})));
    assert!(caught(serde_json::json!({"log": []})));
}
