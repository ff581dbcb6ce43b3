//! The solo campaign, rank history, daily challenge, statistics and replay stepper through
//! the service, with real solo games of Wild Tiled West played to the end.

use saloon_app::daily::{daily_seed, CalendarDate};
use saloon_app::schema::SCHEMA_VERSION;
use saloon_app::service::SteppingClock;
use saloon_app::{AppService, MemoryStorage, Storage};
use saloon_wild_tiled_west::rules::WildTiledWest;
use serde_json::json;

use crate::support::play_out;

/// 2026-11-21 22:26:40 UTC; every call moves on a second.
const SATURDAY_EVENING: u64 = 1_795_300_000;

fn open(storage: MemoryStorage, now: u64) -> AppService<MemoryStorage> {
    AppService::with_clock(storage, Box::new(SteppingClock(now)))
}

#[test]
fn a_finished_stop_is_recorded_survives_a_restart_and_decides_the_next() {
    let mut app = open(MemoryStorage::default(), SATURDAY_EVENING);
    let status = app.campaign_status().unwrap();
    assert_eq!(status.stops.len(), 16);
    assert_eq!(status.next, Some(0));
    assert_eq!(
        app.start_campaign_stop(1, "Ann".into()).unwrap_err().kind(),
        "setup",
        "the second stop is locked"
    );

    let start = app.start_campaign_stop(0, "Ann".into()).unwrap();
    let end = play_out(&mut app, start);
    let score = end.scores[0].total;
    let rank = WildTiledWest::rank(score).map(str::to_string);

    // Quit and start again on the same saves.
    let app = open(app.storage().clone(), SATURDAY_EVENING + 100);
    let status = app.campaign_status().unwrap();
    let first = &status.stops[0];
    let best = first.best.as_ref().expect("the stop has a best");
    assert_eq!(
        (best.score, &best.rank, &best.session),
        (score, &rank, &end.session)
    );
    assert_eq!(first.cleared, score >= 50, "the first target is a sidekick");
    assert_eq!(status.stops[1].unlocked, first.cleared);
    assert!(!status.stops[2].unlocked);

    let record = app.solo_record("wild-tiled-west").unwrap();
    assert_eq!(record.games.len(), 1);
    let game = &record.games[0];
    assert_eq!(
        (game.board, game.wild, game.score),
        (Some(1), Some(false), score)
    );
    assert_eq!(game.rank, rank);
    assert_eq!(game.lines, end.scores[0].lines);
    assert_eq!(record.bands.first().map(|b| b.min), Some(50));
    assert_eq!(record.bests.len(), 1);

    let stats = app.stats().unwrap();
    let wtw = stats.iter().find(|s| s.game == "wild-tiled-west").unwrap();
    assert_eq!((wtw.played, wtw.best_score), (1, Some(score)));
    assert_eq!(wtw.average_score, Some(f64::from(score)));
    let ctw = stats
        .iter()
        .find(|s| s.game == "circle-the-wagons")
        .unwrap();
    assert_eq!(ctw.played, 0);

    // Watched again: the start, a step, and the end as the player saw it.
    let last = app.replay_step(&end.session, u32::MAX).unwrap();
    assert_eq!(last.step, last.steps);
    assert_eq!(last.update.view, end.view);
    assert_eq!(last.update.scores, end.scores);
    assert!(last.update.finished && last.update.legal.is_empty());
    let first_frame = app.replay_step(&end.session, 0).unwrap();
    assert_eq!(first_frame.step, 0);
    assert!(!first_frame.update.finished);
    let one = app.replay_step(&end.session, 1).unwrap();
    assert!(one.update.step > first_frame.update.step);
    assert_ne!(one.update.view, first_frame.update.view);
    assert_eq!(
        app.replay_step("nope", 0).unwrap_err().kind(),
        "unknown-session"
    );
}

#[test]
fn the_daily_challenge_is_one_deal_a_day_and_keeps_its_result() {
    let mut app = open(MemoryStorage::default(), SATURDAY_EVENING);
    let day = CalendarDate::from_unix(SATURDAY_EVENING);
    let status = app.daily_status("wild-tiled-west").unwrap();
    assert_eq!(status.date, "2026-11-21");
    assert_eq!(status.seed, daily_seed(day, "wild-tiled-west").to_string());
    assert!(status.today.is_none());
    assert_eq!(
        app.daily_status("circle-the-wagons").unwrap_err().kind(),
        "setup",
        "no solo mode"
    );

    let start = app.start_daily("wild-tiled-west", "Ann".into()).unwrap();
    // Asked again while in play: the same game comes back.
    let again = app.start_daily("wild-tiled-west", "Ann".into()).unwrap();
    assert_eq!(again.session, start.session);
    let end = play_out(&mut app, start);

    let status = app.daily_status("wild-tiled-west").unwrap();
    let today = status.today.expect("today's result");
    assert_eq!(today.score, Some(end.scores[0].total));
    assert_eq!(
        today.rank.as_deref(),
        WildTiledWest::rank(end.scores[0].total)
    );
    assert_eq!(
        app.start_daily("wild-tiled-west", "Ann".into())
            .unwrap_err()
            .kind(),
        "setup",
        "one try a day"
    );

    // A schema-4 store that was killed after the history entry, before the daily result (a
    // finish took several writes then): its migration fills it in.
    let mut killed = as_schema(app.storage(), 4);
    let key = "daily/wild-tiled-west/2026-11-21";
    let mut unscored = killed.get(key).unwrap().unwrap();
    unscored["score"] = json!(null);
    unscored["rank"] = json!(null);
    killed.set(key, unscored).unwrap();
    let reopened = open(killed, SATURDAY_EVENING + 2_000);
    assert_eq!(
        reopened
            .storage()
            .get(key)
            .unwrap()
            .and_then(|v| v["score"].as_i64()),
        Some(i64::from(end.scores[0].total))
    );

    // Someone else's device, same day: the same deal, dealt from the same seed.
    let mut other = open(MemoryStorage::default(), SATURDAY_EVENING + 3_000);
    let theirs = other.start_daily("wild-tiled-west", "Bo".into()).unwrap();
    assert_eq!(theirs.view, end_of_setup(&app, &end.session));

    // The next day: a new deal, and yesterday's result listed.
    let mut tomorrow = open(app.storage().clone(), SATURDAY_EVENING + 86_400);
    let status = tomorrow.daily_status("wild-tiled-west").unwrap();
    assert_eq!(status.date, "2026-11-22");
    assert!(status.today.is_none());
    assert_eq!(status.past.len(), 1);
    assert_ne!(status.seed, daily_seed(day, "wild-tiled-west").to_string());
}

/// `store` laid out as schemas 2 to 4 kept it: every finished game an entry of the map.
fn as_schema(store: &MemoryStorage, schema: u64) -> MemoryStorage {
    let mut old = store.clone();
    for (session, (_, game)) in std::mem::take(&mut old.archive) {
        old.data.insert(format!("history/{session}"), game);
    }
    old.set("schema", json!(schema)).unwrap();
    old
}

/// What the player saw at the first move of a finished game.
fn end_of_setup(app: &AppService<MemoryStorage>, session: &str) -> saloon_app::games::AnyView {
    app.replay_step(session, 0).unwrap().update.view
}

#[test]
fn schema_2_saves_migrate_with_their_solo_games_in_the_campaign() {
    let mut app = open(MemoryStorage::default(), SATURDAY_EVENING);
    let start = app.start_campaign_stop(0, "Ann".into()).unwrap();
    let end = play_out(&mut app, start);
    // The same store as Saloon wrote it at schema 2: no campaign entry yet.
    let mut old = as_schema(app.storage(), 2);
    old.delete("campaign").unwrap();

    let app = open(old, SATURDAY_EVENING + 50);
    assert_eq!(
        app.storage().get("schema").unwrap(),
        Some(json!(SCHEMA_VERSION))
    );
    let best = app.campaign_status().unwrap().stops[0].best.clone();
    assert_eq!(
        best.map(|b| (b.session, b.score)),
        Some((end.session.clone(), end.scores[0].total))
    );
    assert_eq!(app.history().unwrap().len(), 1, "the history is untouched");
}

/// A campaign saved before the trail was reordered (schema 5, bests only): the stops its
/// bests opened along the first order, up to Carpenters, the 14th.
fn campaign_saved_before_the_reorder() -> MemoryStorage {
    let fixture: serde_json::Value =
        serde_json::from_str(include_str!("fixtures/v5-campaign.json")).unwrap();
    let mut storage = MemoryStorage::default();
    storage.set("schema", fixture["schema"].clone()).unwrap();
    storage
        .set("campaign", fixture["campaign"].clone())
        .unwrap();
    storage
}

fn open_sides(app: &AppService<MemoryStorage>) -> Vec<(u8, bool)> {
    let status = app.campaign_status().unwrap();
    status
        .stops
        .iter()
        .filter(|s| s.unlocked)
        .map(|s| (s.board, s.wild))
        .collect()
}

#[test]
fn a_campaign_saved_before_the_reorder_keeps_every_stop_and_best() {
    let saved = campaign_saved_before_the_reorder();
    let bests_before = saved.get("campaign").unwrap().unwrap()["bests"].clone();
    let mut app = open(saved, SATURDAY_EVENING);
    // Every side with a best was open along the first order; the first order's 15th and
    // 16th stops (House in Danger, Watchtowers) were not.
    let mut opened_before: Vec<(u8, bool)> = (1..=8).map(|b| (b, false)).collect();
    opened_before.extend([1, 5, 6, 8, 3, 2].map(|b| (b, true)));
    opened_before.sort_unstable();
    let mut open_now = open_sides(&app);
    open_now.sort_unstable();
    assert_eq!(open_now, opened_before);

    let status = app.campaign_status().unwrap();
    for stop in &status.stops {
        let key = format!(
            "{}-{}",
            stop.board,
            if stop.wild { "wild" } else { "normal" }
        );
        let kept = stop.best.as_ref().map(|b| json!(b.score));
        assert_eq!(kept, bests_before[&key].get("score").cloned(), "{key}");
    }
    // Rope Trick now comes after House in Danger, which is shut: it is played all the same.
    let rope = status
        .stops
        .iter()
        .find(|s| (s.board, s.wild) == (3, true))
        .unwrap();
    assert_eq!(rope.index, 14);
    assert!(rope.cleared, "its target is still a deputy");
    assert_eq!(
        app.start_campaign_stop(13, "Ann".into())
            .unwrap_err()
            .kind(),
        "setup",
        "House in Danger waits for Carpenters"
    );
    let start = app.start_campaign_stop(14, "Ann".into()).unwrap();
    play_out(&mut app, start);

    // After a finish and a restart, still every stop and every best (or a better one).
    let app = open(app.storage().clone(), SATURDAY_EVENING + 100);
    let mut open_now = open_sides(&app);
    open_now.sort_unstable();
    assert_eq!(open_now, opened_before);
    for stop in app.campaign_status().unwrap().stops {
        let key = format!(
            "{}-{}",
            stop.board,
            if stop.wild { "wild" } else { "normal" }
        );
        if let Some(before) = bests_before[&key].get("score").and_then(|s| s.as_i64()) {
            assert!(stop.best.unwrap().score >= before as i32, "{key}");
        }
    }
}
