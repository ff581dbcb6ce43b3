//! Share codes through the service: a finished solo game of every game (walking the
//! registry) gives a code that another device checks by replaying it, to the same score,
//! rank and date, and watches move by move; any character altered is refused.

use saloon_app::api::{BotLevel, GameUpdate};
use saloon_app::share::{self, CodeRefusal};
use saloon_app::{games, AppError, AppService, MemoryStorage};

use crate::support::{bot, human, play_out, request, service};

/// Plays `u`'s game to its end, each move drawn from the legal ones by a xorshift on `seed`
/// (a first-legal player would make every code's moves the number zero).
fn play_randomly(app: &mut AppService<MemoryStorage>, mut u: GameUpdate, seed: u64) -> String {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..5_000 {
        if u.finished {
            return u.session;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let pick = (state % u.legal.len() as u64) as usize;
        let action = u.legal[pick].clone();
        u = app.act(&u.session, 0, action).unwrap();
    }
    panic!("the game never ended");
}

/// The games with a solo mode, from the registry.
fn solo_games() -> Vec<String> {
    games::engines()
        .into_iter()
        .filter(|g| g.min_players == 1)
        .map(|g| g.id)
        .collect()
}

fn solo(app: &mut AppService<MemoryStorage>, game: &str, seed: u64) -> String {
    let u = app
        .new_game(request(game, vec![human("Ann")], seed))
        .unwrap();
    play_randomly(app, u, seed)
}

fn refusal(e: &AppError) -> Option<CodeRefusal> {
    match e {
        AppError::BadCode(why, _) => Some(*why),
        _ => None,
    }
}

#[test]
fn every_solo_game_checks_on_another_device_as_it_ended() {
    let games = solo_games();
    assert!(games.len() >= 3, "{games:?}");
    for game in &games {
        let mut lengths = Vec::new();
        for seed in 1..=4 {
            let mut app = service();
            let session = solo(&mut app, game, seed);
            let played = app.finished_game(&session).unwrap();
            let shared = app.share_code(&session).unwrap();
            assert!(
                shared.qr_svg.starts_with("<?xml"),
                "{}",
                &shared.qr_svg[..40]
            );
            assert_eq!(shared.date, None);
            lengths.push(shared.code.len());
            let other = service();
            let checked = other.check_code(&shared.code).unwrap();
            assert_eq!(checked.game, *game);
            assert_eq!(checked.name, "Ann");
            assert_eq!(checked.score, played.outcome.scores[0].total);
            assert_eq!(checked.rank, played.outcome.rank);
            assert_eq!(checked.won, played.outcome.winners == [0]);
            assert_eq!(checked.date, None);
            assert_eq!(checked.mine, None);
            // The replay viewer opens it: the last frame is the game's end.
            let last = other.code_replay_step(&shared.code, checked.steps).unwrap();
            assert_eq!(last.steps, checked.steps);
            assert_eq!(last.update.scores[0].total, checked.score);
            assert!(last.update.finished);
            let first = other.code_replay_step(&shared.code, 0).unwrap();
            assert_eq!(first.step, 0);
            // Lower case, grouped or broken over lines, it is the same code.
            let spaced: String = shared
                .code
                .to_lowercase()
                .chars()
                .enumerate()
                .flat_map(|(i, c)| (i % 40 == 39).then_some('\n').into_iter().chain([c]))
                .collect();
            assert_eq!(other.check_code(&spaced).unwrap(), checked);
        }
        eprintln!("{game}: code lengths {lengths:?}");
    }
}

#[test]
fn a_wild_tiled_west_code_fits_a_qr_code_read_at_arms_length() {
    for seed in 1..=8 {
        let mut app = service();
        let session = solo(&mut app, "wild-tiled-west", seed);
        let code = app.share_code(&session).unwrap().code;
        assert!(code.len() < 300, "{} characters: {code}", code.len());
    }
}

#[test]
fn a_daily_code_carries_its_date_beside_the_checkers_own_result() {
    let mut a = service();
    let u = a.start_daily("wild-tiled-west", "Ann".into()).unwrap();
    let session = play_randomly(&mut a, u, 9);
    let shared = a.share_code(&session).unwrap();
    let date = shared.date.clone().expect("a daily's date");
    let checked = a.check_code(&shared.code).unwrap();
    assert_eq!(checked.date.as_deref(), Some(date.as_str()));
    let mine = checked.mine.expect("the player's own result");
    assert_eq!(mine.score, Some(checked.score));
    // Device B played the same day's challenge its own way.
    let mut b = service();
    let u = b.start_daily("wild-tiled-west", "Bea".into()).unwrap();
    let own = play_out(&mut b, u);
    let seen = b.check_code(&shared.code).unwrap();
    assert_eq!(seen.date.as_deref(), Some(date.as_str()));
    assert_eq!(seen.score, checked.score);
    assert_eq!(seen.mine.unwrap().score, Some(own.scores[0].total));
}

#[test]
fn any_character_altered_is_refused_with_its_reason() {
    let alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    for game in solo_games() {
        let mut app = service();
        let session = solo(&mut app, &game, 3);
        let code = app.share_code(&session).unwrap().code;
        let chars: Vec<char> = code.chars().collect();
        for at in 0..chars.len() {
            for c in alphabet.chars().chain(['S', 'U', '#']) {
                if c == chars[at] {
                    continue;
                }
                let mut altered = chars.clone();
                altered[at] = c;
                let altered: String = altered.into_iter().collect();
                let e = app.check_code(&altered).unwrap_err();
                assert_eq!(e.kind(), "bad-code", "{game} at {at}: {e}");
                assert!(refusal(&e).is_some());
            }
            // A character left out, or the code cut short there.
            let short: String = chars[..at].iter().collect();
            let gap: String = chars[..at].iter().chain(&chars[at + 1..]).collect();
            for bad in [short, gap] {
                assert_eq!(app.check_code(&bad).unwrap_err().kind(), "bad-code");
            }
        }
    }
}

#[test]
fn a_resealed_code_that_claims_another_result_does_not_replay_to_it() {
    let mut app = service();
    let session = solo(&mut app, "wild-tiled-west", 4);
    let code = app.share_code(&session).unwrap().code;
    let payload = share::unseal(&code).unwrap();
    // Every byte altered behind a checksum made right again: refused, or (a move changed
    // into another legal one) another game, whose own code this then is.
    let mut other_games = 0;
    for at in 0..payload.len() {
        let mut altered = payload.clone();
        altered[at] ^= 0x01;
        let forged = share::seal(altered);
        match app.check_code(&forged) {
            Err(e) => assert!(refusal(&e).is_some(), "byte {at}: {e}"),
            Ok(checked) => {
                other_games += 1;
                let (_, game) = share::check(&forged).unwrap();
                assert_eq!(share::encode(&game, None).unwrap(), forged, "byte {at}");
                assert_eq!(checked.game, "wild-tiled-west");
            }
        }
    }
    assert!(other_games < payload.len() / 2, "{other_games}");
    // The score byte (after tag, flags, seed and "Ann") altered: its game scores otherwise.
    let mut claim = payload.clone();
    let at = 2 + 1 + 8 + 1 + 3;
    claim[at] = claim[at].wrapping_add(2);
    let e = app.check_code(&share::seal(claim)).unwrap_err();
    assert_eq!(refusal(&e), Some(CodeRefusal::Score), "{e}");
    // Moves left over once the game has ended.
    let mut longer = payload.clone();
    longer.push(7);
    let e = app.check_code(&share::seal(longer)).unwrap_err();
    assert_eq!(refusal(&e), Some(CodeRefusal::DoesNotReplay), "{e}");
    // A newer format, and no code at all.
    let newer = format!("S2{}", &code[2..]);
    assert_eq!(
        refusal(&app.check_code(&newer).unwrap_err()),
        Some(CodeRefusal::Newer)
    );
    let e = app.check_code("hello there").unwrap_err();
    assert_eq!(refusal(&e), Some(CodeRefusal::NotACode));
    let json = serde_json::to_value(&e).unwrap();
    assert_eq!(json["kind"], "bad-code");
    assert_eq!(json["refusal"], "not-a-code");
}

#[test]
fn only_a_finished_solo_game_has_a_code() {
    let mut app = service();
    let u = app
        .new_game(request(
            "circle-the-wagons",
            vec![human("Ann"), bot(BotLevel::Easy)],
            5,
        ))
        .unwrap();
    let u = play_out(&mut app, u);
    assert_eq!(
        app.share_code(&u.session).unwrap_err().kind(),
        "bad-request"
    );
    assert_eq!(
        app.share_code("no-such-game").unwrap_err().kind(),
        "unknown-session"
    );
    let mut bytes = share::unseal(&app_code(&mut app)).unwrap();
    bytes[0] ^= 0xff;
    let e = app.check_code(&share::seal(bytes)).unwrap_err();
    assert_eq!(refusal(&e), Some(CodeRefusal::UnknownGame), "{e}");
}

fn app_code(app: &mut AppService<MemoryStorage>) -> String {
    let session = solo(app, "rolled-west", 2);
    app.share_code(&session).unwrap().code
}
