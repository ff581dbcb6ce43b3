//! Table mode through the service: a layout is checked against the seats and kept with the
//! game (older saves, without one, load as pass-and-play), and every update says whether the
//! seat about to act needs a private hand-off. Open games (Rolled West, Circle the Wagons)
//! never do, played to their end; a game with secrets does when a seat acts on one or
//! chooses one (Wild Tiles' paths and bids, a Wild Tiled West partner kept) and not
//! otherwise, while the seat's own secrets stay face down on the table's screen.

use saloon_app::api::{GameUpdate, NewGameRequest};
use saloon_app::durable::{DualSlotStorage, MemorySlots};
use saloon_app::error::ErrorKind;
use saloon_app::service::SteppingClock;
use saloon_app::table::{Edge, TableLayout};
use saloon_app::{AppService, MemoryStorage};

use crate::support::{human, request, service};

fn table(edges: &[Edge]) -> Option<TableLayout> {
    Some(TableLayout {
        edges: edges.to_vec(),
    })
}

fn table_game(game: &str, edges: &[Edge], seed: u64) -> NewGameRequest {
    let seats = (0..edges.len()).map(|i| human(&format!("P{i}"))).collect();
    NewGameRequest {
        table: table(edges),
        ..request(game, seats, seed)
    }
}

/// Plays each acting seat's first legal action to the end, looking at every update (the one
/// each action returns and the acting seat's own); returns them all.
fn play_to_end(app: &mut AppService<MemoryStorage>, mut u: GameUpdate) -> Vec<GameUpdate> {
    let session = u.session.clone();
    let mut seen = vec![u.clone()];
    for _ in 0..5_000 {
        if u.finished {
            return seen;
        }
        let seat = u.human_to_act.expect("a human acts: every seat is human");
        if u.viewer != Some(seat) {
            u = app.view(&session, Some(seat)).unwrap();
            seen.push(u.clone());
        }
        let action = u.legal.first().expect("a legal action").clone();
        u = app.act(&session, seat, action).unwrap();
        seen.push(u.clone());
    }
    panic!("the game never ended");
}

fn assert_open_table(game: &str, edges: &[Edge]) {
    let mut app = service();
    let first = app.new_game(table_game(game, edges, 7)).unwrap();
    let updates = play_to_end(&mut app, first);
    let last = updates.last().unwrap();
    assert!(last.finished, "{game} is played to its end");
    // The score screen gives each seat its place, the winners first.
    assert_eq!(last.places.len(), edges.len(), "{game}: a place a seat");
    for (seat, &place) in last.places.iter().enumerate() {
        assert_eq!(
            place == 1,
            last.winners.contains(&(seat as u8)),
            "{game}: seat {seat}"
        );
    }
    assert!(
        updates[..updates.len() - 1]
            .iter()
            .all(|u| u.places.is_empty()),
        "{game}: no place before the end"
    );
    assert!(
        updates.len() > 20,
        "{game}: a whole game, {} updates",
        updates.len()
    );
    for u in &updates {
        assert_eq!(
            u.table,
            table(edges),
            "{game}: every update carries the layout"
        );
        assert!(!u.table_hand_off, "{game}: no hand-off at step {}", u.step);
    }
    // More than one seat acted, each at its own edge, with no hand-off between them.
    let actors: std::collections::BTreeSet<_> = updates.iter().filter_map(|u| u.viewer).collect();
    assert_eq!(actors.len(), edges.len(), "{game}: every seat acted");
}

#[test]
fn rolled_west_at_a_four_seat_table_needs_no_hand_off() {
    use Edge::*;
    assert_open_table("rolled-west", &[Bottom, Left, Top, Right]);
}

#[test]
fn circle_the_wagons_at_a_two_seat_table_needs_no_hand_off() {
    use Edge::*;
    assert_open_table("circle-the-wagons", &[Bottom, Top]);
}

#[test]
fn a_game_with_secrets_hands_a_planning_seat_its_part_privately() {
    // The kit decides from the contract: Wild Tiles' paths are secret while planned, so the
    // same test that clears the open games must call for a hand-off here.
    let mut app = service();
    let first = app
        .new_game(table_game("wild-tiles", &[Edge::Bottom, Edge::Top], 7))
        .unwrap();
    let session = first.session.clone();
    let mut u = first;
    let mut handed = false;
    for _ in 0..40 {
        if u.finished {
            break;
        }
        let seat = u.human_to_act.expect("a human acts");
        let action = app.view(&session, Some(seat)).unwrap().legal[0].clone();
        u = app.act(&session, seat, action).unwrap();
        handed |= u.table_hand_off;
    }
    assert!(handed, "a secret plan must be handed off");
}

/// The `type` of a legal action, as it travels.
fn kind(action: &saloon_app::games::AnyAction) -> String {
    let json = serde_json::to_value(action).unwrap();
    let inner = json.as_object().unwrap().values().next().unwrap();
    inner["type"].as_str().unwrap().to_string()
}

/// Whether `seat` bids last in its showdown (`view` is a Wild Tiles view): every other seat
/// in it has bid, so its bid is shown the moment it is made.
fn bids_last(view: &serde_json::Value, seat: u8) -> bool {
    let v = &view["wild-tiles"];
    let seat = u64::from(seat);
    v["beat"]["collisions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["decided"] == false)
        .filter_map(|c| c["seats"].as_array())
        .filter(|seats| seats.iter().any(|s| s.as_u64() == Some(seat)))
        .all(|seats| {
            seats
                .iter()
                .filter_map(serde_json::Value::as_u64)
                .filter(|&s| s != seat)
                .all(|s| v["players"][s as usize]["has_bid"] == true)
        })
}

#[test]
fn every_wild_tiles_plan_and_bid_kept_hidden_is_made_in_private() {
    // A bid shows nothing secret to the seat making it, and the first planner of a round acts
    // before anything is hidden: yet what either chooses is hidden from the others, so each
    // such moment is handed off, the game's very first included. Only a showdown's last bid,
    // shown the moment it is made, and a step with no choice are given in the open.
    use Edge::*;
    let (mut private_bids, mut last_bids, mut planned) = (0, 0, 0);
    for seed in 1..=4 {
        let mut app = service();
        let first = app
            .new_game(table_game("wild-tiles", &[Bottom, Left, Right], seed))
            .unwrap();
        let session = first.session.clone();
        let mut u = first;
        for _ in 0..3_000 {
            if u.finished {
                break;
            }
            let seat = u.human_to_act.expect("a human acts");
            let v = app.view(&session, Some(seat)).unwrap();
            let kinds: Vec<String> = v.legal.iter().map(kind).collect();
            let at = format!("seed {seed}, step {}", v.step);
            if kinds.iter().any(|k| k == "bid") {
                if v.table_hand_off {
                    private_bids += 1;
                } else {
                    last_bids += 1;
                    let view = serde_json::to_value(&v.view).unwrap();
                    assert!(
                        bids_last(&view, seat),
                        "a bid kept hidden is private ({at})"
                    );
                }
            } else if kinds.iter().any(|k| k == "enter" || k == "step") {
                // A step forced from where the table sees the pawn stand tells nothing.
                planned += 1;
                assert!(
                    v.table_hand_off || v.legal.len() == 1,
                    "a plan is private ({at})"
                );
            }
            u = app.act(&session, seat, v.legal[0].clone()).unwrap();
        }
        assert!(u.finished, "seed {seed} is played to its end");
    }
    assert!(
        private_bids > 0 && last_bids > 0 && planned > 20,
        "{private_bids} private bids, {last_bids} last bids, {planned} planning moments"
    );
}

#[test]
fn without_a_table_no_update_speaks_of_one() {
    let mut app = service();
    let u = app
        .new_game(request("rolled-west", vec![human("A"), human("B")], 3))
        .unwrap();
    assert_eq!(u.table, None);
    assert!(!u.table_hand_off);
}

#[test]
fn a_layout_that_does_not_fit_the_seats_is_refused_and_starts_nothing() {
    use Edge::*;
    let mut app = service();
    // Seats, then edges: one edge short, three on one edge, a table of one.
    let cases = [
        (2, vec![Bottom, Top, Left]),
        (3, vec![Left, Left, Left]),
        (1, vec![Bottom]),
    ];
    for (seats, edges) in cases {
        let seats = (0..seats).map(|i| human(&format!("P{i}"))).collect();
        let request = NewGameRequest {
            table: table(&edges),
            ..request("rolled-west", seats, 1)
        };
        let error = app.new_game(request).expect_err("refused");
        assert_eq!(error.error_kind(), ErrorKind::Setup, "{edges:?}: {error}");
    }
    assert!(app.in_progress().unwrap().is_empty());
}

#[test]
fn a_table_game_resumes_at_its_table() {
    use Edge::*;
    let mut app = service();
    let u = app
        .new_game(table_game("circle-the-wagons", &[Left, Right], 2))
        .unwrap();
    let mut reopened =
        AppService::with_clock(app.storage().clone(), Box::new(SteppingClock(5_000)));
    let resumed = reopened.resume(&u.session, Some(0)).unwrap();
    assert_eq!(resumed.table, table(&[Left, Right]));
}

#[test]
fn a_game_saved_before_table_mode_loads_as_pass_and_play() {
    // A real store from before saves were versioned, one Circle the Wagons game in play.
    let slots = MemorySlots {
        slots: [
            Some(include_bytes!("fixtures/v1-slot-a.json").to_vec()),
            Some(include_bytes!("fixtures/v1-slot-b.json").to_vec()),
        ],
        ..Default::default()
    };
    let mut app = AppService::with_clock(
        DualSlotStorage::open(slots).expect("opens"),
        Box::new(SteppingClock(1_800_000_000)),
    );
    let u = app
        .resume("circle-the-wagons-b8fda582e0e5a959", Some(0))
        .unwrap();
    assert_eq!(u.step, 4);
    assert_eq!(u.table, None);
    assert!(!u.table_hand_off);
}

/// The acting seat's own player in a Wild Tiled West view: its dealt cards and hidden partner.
fn own_cards(u: &GameUpdate, seat: u8) -> (serde_json::Value, serde_json::Value) {
    let view = serde_json::to_value(&u.view).unwrap();
    let me = &view["wild-tiled-west"]["players"][usize::from(seat)];
    (me["dealt"].clone(), me["hidden_partner"].clone())
}

#[test]
fn a_wild_tiled_west_partner_is_handed_off_and_a_draft_is_played_in_the_open() {
    use Edge::*;
    let mut app = service();
    let first = app
        .new_game(table_game("wild-tiled-west", &[Bottom, Left, Right], 7))
        .unwrap();
    let session = first.session.clone();
    let mut u = first;
    let (mut kept, mut open) = (0, 0);
    for _ in 0..40 {
        let seat = u.human_to_act.expect("a human acts");
        let v = app.view(&session, Some(seat)).unwrap();
        let action = serde_json::to_value(&v.legal[0]).unwrap();
        let kind = action["wild-tiled-west"]["type"]
            .as_str()
            .unwrap()
            .to_string();
        let (dealt, hidden) = own_cards(&v, seat);
        if kind == "keep-partner" {
            // The choice names the secret cards: the seat is handed its part privately.
            kept += 1;
            assert!(
                v.table_hand_off,
                "keeping a partner hands off (step {})",
                v.step
            );
            assert_eq!(dealt.as_array().map(Vec::len), Some(2), "its two cards");
        } else {
            // A draft, a placement, an alley: nothing secret is acted on, and the seat's own
            // partner stays face down on the screen every seat sees.
            open += 1;
            assert!(!v.table_hand_off, "{kind} is open (step {})", v.step);
            assert_eq!(
                dealt,
                serde_json::json!([]),
                "{kind}: dealt cards face down"
            );
            assert_eq!(hidden, serde_json::Value::Null, "{kind}: partner face down");
            let preview = app.preview(&session, seat, v.legal[0].clone());
            if let Ok(p) = preview {
                let view = serde_json::to_value(&p.view).unwrap();
                let me = &view["wild-tiled-west"]["players"][usize::from(seat)];
                assert_eq!(
                    me["hidden_partner"],
                    serde_json::Value::Null,
                    "{kind} preview"
                );
            }
        }
        u = app.act(&session, seat, v.legal[0].clone()).unwrap();
        // The seat that just acted is shown in the open too, its partner face down.
        if !u.table_hand_off {
            assert_eq!(own_cards(&u, seat).1, serde_json::Value::Null);
        }
    }
    assert_eq!(kept, 3, "each of the three seats kept a partner");
    assert!(
        open > 20,
        "the draft goes round the table openly: {open} moments"
    );
}

#[test]
fn without_a_table_a_seat_sees_its_own_partner() {
    let mut app = service();
    let seats = vec![human("A"), human("B"), human("C")];
    let mut u = app.new_game(request("wild-tiled-west", seats, 7)).unwrap();
    let session = u.session.clone();
    for _ in 0..3 {
        let seat = u.human_to_act.unwrap();
        let v = app.view(&session, Some(seat)).unwrap();
        u = app.act(&session, seat, v.legal[0].clone()).unwrap();
    }
    let seat = u.human_to_act.unwrap();
    let v = app.view(&session, Some(seat)).unwrap();
    assert_ne!(own_cards(&v, seat).1, serde_json::Value::Null);
    assert!(!v.table_hand_off);
}
