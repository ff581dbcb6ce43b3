//! The rank history of every game whose solo mode has ranks, through the service: a Rolled
//! West solo game shows in its own history with its rank and that game's bands, and Wild
//! Tiled West's history (board, side, bests) is what it was.

use saloon_app::api::{GameUpdate, NewGameRequest};
use saloon_app::campaign;
use saloon_app::games::{self, AnyOptions};
use saloon_app::record::rank_bands;
use saloon_app::record::RankBand;
use saloon_app::service::SteppingClock;
use saloon_app::{AppService, MemoryStorage, Storage};
use saloon_rolled_west::ranks::RANKS;
use saloon_wild_tiled_west::rules::WildTiledWest;

use crate::support::{human, play_out, request};

const NOW: u64 = 1_795_300_000;

fn open(storage: MemoryStorage) -> AppService<MemoryStorage> {
    AppService::with_clock(storage, Box::new(SteppingClock(NOW)))
}

fn solo(app: &mut AppService<MemoryStorage>, game: &str, seed: u64) -> GameUpdate {
    let start = app
        .new_game(request(game, vec![human("Ann")], seed))
        .unwrap();
    play_out(app, start)
}

#[test]
fn the_bands_come_from_each_games_own_rank_table() {
    let rw: Vec<RankBand> = RANKS
        .iter()
        .rev()
        .map(|&(min, key)| RankBand {
            key: key.into(),
            min,
        })
        .collect();
    assert_eq!(rank_bands("rolled-west").unwrap(), rw);
    assert_eq!(rank_bands("wild-tiled-west").unwrap(), campaign::bands());
    assert!(rank_bands("circle-the-wagons").unwrap().is_empty());
    // A game has bands exactly when the registry says its solo games earn ranks.
    for info in games::engines() {
        assert_eq!(
            !rank_bands(&info.id).unwrap().is_empty(),
            info.solo_ranks,
            "{}",
            info.id
        );
    }
    assert_eq!(rank_bands("poker").unwrap_err().kind(), "unknown-game");
}

#[test]
fn a_rolled_west_solo_game_shows_in_its_own_history_with_its_rank() {
    let mut app = open(MemoryStorage::default());
    let end = solo(&mut app, "rolled-west", 7);
    let score = end.scores[0].total;
    let rank = saloon_rolled_west::ranks::rank_for(score).map(str::to_string);
    assert!(
        rank.is_some(),
        "a finished solo game earns a rank ({score})"
    );

    // Read after a restart, from the history.
    let app = open(app.storage().clone());
    let record = app.solo_record("rolled-west").unwrap();
    assert_eq!(record.game, "rolled-west");
    assert_eq!(record.games.len(), 1);
    let game = &record.games[0];
    assert_eq!(
        (&game.session, game.score, &game.rank),
        (&end.session, score, &rank)
    );
    assert_eq!(
        (game.board, game.wild),
        (None, None),
        "no boards in Rolled West"
    );
    assert_eq!(game.lines, end.scores[0].lines);
    assert_eq!(record.bands, rank_bands("rolled-west").unwrap());
    assert!(
        record.bests.is_empty(),
        "bests per board are the campaign's"
    );
    assert_eq!(
        app.history().unwrap()[0].outcome.rank,
        rank,
        "the history agrees"
    );

    // Not in Wild Tiled West's, nor in its campaign.
    assert!(app.solo_record("wild-tiled-west").unwrap().games.is_empty());
    assert_eq!(app.campaign_status().unwrap().stops[0].best, None);
}

#[test]
fn only_solo_games_of_the_game_asked_show_and_wild_tiled_wests_history_keeps_its_boards() {
    let mut app = open(MemoryStorage::default());
    let stop = app.start_campaign_stop(0, "Ann".into()).unwrap();
    let wtw = play_out(&mut app, stop);
    let campaign_before = app.storage().get("campaign").unwrap();
    solo(&mut app, "rolled-west", 11);
    // A Rolled West game of two humans is no solo game.
    let two = app
        .new_game(request("rolled-west", vec![human("Ann"), human("Bob")], 3))
        .unwrap();
    let two = play_multi(&mut app, two);
    assert!(two.finished);

    assert_eq!(
        app.storage().get("campaign").unwrap(),
        campaign_before,
        "the campaign's bests hold Wild Tiled West only"
    );
    let record = app.solo_record("wild-tiled-west").unwrap();
    assert_eq!(record.game, "wild-tiled-west");
    assert_eq!(record.games.len(), 1);
    let game = &record.games[0];
    let score = wtw.scores[0].total;
    assert_eq!(
        (game.board, game.wild, game.score, &game.session),
        (Some(1), Some(false), score, &wtw.session)
    );
    assert_eq!(game.rank, WildTiledWest::rank(score).map(str::to_string));
    assert_eq!(record.bands, campaign::bands());
    assert_eq!(record.bests.len(), 1);
    assert_eq!(record.bests[0].session, wtw.session);

    let rw = app.solo_record("rolled-west").unwrap();
    assert_eq!(rw.games.len(), 1, "the two-player game is left out");

    assert_eq!(
        app.solo_record("circle-the-wagons").unwrap_err().kind(),
        "setup"
    );
    assert_eq!(app.solo_record("poker").unwrap_err().kind(), "unknown-game");
}

/// Plays every human seat's first legal action, whoever acts, until the game ends.
fn play_multi(app: &mut AppService<MemoryStorage>, mut u: GameUpdate) -> GameUpdate {
    let session = u.session.clone();
    let mut moves = 0;
    while !u.finished {
        let mut acted = false;
        for seat in 0..2u8 {
            let view = app.view(&session, Some(seat)).unwrap();
            if let Some(action) = view.legal.first() {
                u = app.act(&session, seat, action.clone()).unwrap();
                acted = true;
                break;
            }
        }
        assert!(acted, "someone acts");
        moves += 1;
        assert!(moves < 5_000, "the game ends");
    }
    u
}

#[test]
fn a_rolled_west_daily_result_keeps_its_rank() {
    let mut app = open(MemoryStorage::default());
    let start = app.start_daily("rolled-west", "Ann".into()).unwrap();
    let end = play_out(&mut app, start);
    let score = end.scores[0].total;
    let today = app.daily_status("rolled-west").unwrap().today.unwrap();
    assert_eq!(today.score, Some(score));
    assert_eq!(
        today.rank.as_deref(),
        saloon_rolled_west::ranks::rank_for(score)
    );
    assert_eq!(app.solo_record("rolled-west").unwrap().games.len(), 1);
}

/// Wild Tiles ranks a solo game by the deck it was played with: the record carries a rank
/// table per deck played, and each game points at the one that ranked it.
#[test]
fn a_game_ranked_by_its_options_points_at_its_own_rank_table() {
    let mut app = open(MemoryStorage::default());
    let mut solo_with = |deck: &str, seed: u64| {
        let options: AnyOptions = serde_json::from_value(serde_json::json!({
            "wild-tiles": { "deck": deck }
        }))
        .unwrap();
        let start = app
            .new_game(NewGameRequest {
                options: Some(options),
                ..request("wild-tiles", vec![human("Ann")], seed)
            })
            .unwrap();
        play_out(&mut app, start)
    };
    solo_with("normal", 1);
    solo_with("easy", 2);
    solo_with("easy", 3);
    let record = app.solo_record("wild-tiles").unwrap();
    assert_eq!(record.games.len(), 3);
    assert_eq!(
        record.tables.len(),
        2,
        "the normal deck's table and the easy deck's"
    );
    assert_eq!(record.tables[0].bands, record.bands);
    assert_eq!(record.tables[0].bands, rank_bands("wild-tiles").unwrap());
    let easy = &record.tables[1];
    assert_eq!(easy.options["deck"], "easy");
    let tables: Vec<u8> = record.games.iter().map(|g| g.table).collect();
    assert_eq!(tables, vec![0, 1, 1]);
    for g in &record.games {
        let bands = &record.tables[usize::from(g.table)].bands;
        let rank = bands
            .iter()
            .rev()
            .find(|b| g.score >= b.min)
            .map(|b| b.key.clone());
        assert_eq!(rank, g.rank, "the game's rank is its own table's");
    }
    assert_ne!(record.tables[0].bands, easy.bands);
}
