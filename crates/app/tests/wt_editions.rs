//! Wild Tiles games begun before the deck was rebalanced (rules edition 1) play on the deck
//! they began with: a replay saved then, whose options name no edition, still verifies to the
//! scores it was played to; a new game, asked for as the screen asks (no edition named), gets
//! the current edition.

use saloon_app::api::{BotLevel, NewGameRequest};
use saloon_app::games::{AnyOptions, AnyView};
use saloon_app::service::SteppingClock;
use saloon_app::session::verify_replay;
use saloon_app::{AppService, MemoryStorage};
use saloon_wild_tiles::RULES_EDITION;
use serde_json::{json, Value};

use crate::support::{bot, request};

/// A 3-player game on the hard deck, greedy bots, as `saloon play` recorded it before rules
/// editions existed (`--seed 29 --options '{"deck":"hard"}'`): its replay and its scores.
fn edition_one_game() -> Value {
    serde_json::from_str(include_str!("fixtures/wt-edition-1-replay.json")).unwrap()
}

#[test]
fn a_replay_saved_before_editions_verifies_on_the_first_edition_deck() {
    let game = edition_one_game();
    let replay = &game["replay"];
    assert_eq!(
        replay["options"].get("edition"),
        None,
        "saved before editions"
    );
    let scores = verify_replay(replay).expect("still verifies");
    let totals: Vec<i64> = scores.iter().map(|s| i64::from(s.total)).collect();
    let recorded: Vec<i64> = game["scores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["total"].as_i64().unwrap())
        .collect();
    assert_eq!(totals, recorded);

    // The same actions on today's deck do not play out the same way: the edition matters.
    let mut today = replay.clone();
    today["options"]["edition"] = json!(RULES_EDITION);
    let replayed = verify_replay(&today).map(|s| s.iter().map(|s| i64::from(s.total)).collect());
    assert_ne!(replayed.ok(), Some(recorded));
}

#[test]
fn a_new_game_asked_for_without_an_edition_gets_the_current_one() {
    let mut app = AppService::with_clock(MemoryStorage::default(), Box::new(SteppingClock(1_000)));
    let options: AnyOptions =
        serde_json::from_value(json!({"wild-tiles": {"deck": "hard"}})).unwrap();
    let update = app
        .new_game(NewGameRequest {
            options: Some(options),
            ..request("wild-tiles", vec![bot(BotLevel::Random)], 1)
        })
        .unwrap();
    let AnyView::WildTiles(view) = update.view else {
        panic!("a Wild Tiles view");
    };
    assert_eq!(view.options.edition, RULES_EDITION);
}
