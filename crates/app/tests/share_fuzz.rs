//! Fuzzing the share code's decoder: whatever the text (random characters, random bytes
//! sealed with a right checksum so they reach the parser and the replay, a real code's bytes
//! altered and sealed again), checking it never panics, every refusal is a `bad-code` with
//! its reason, and a code it takes is the one spelling of the game it replays to.
//! `SALOON_FUZZ_CODES=100000 cargo test --release -p saloon-app --test app share_fuzz::` for a
//! long run.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use saloon_app::share;
use saloon_app::{games, AppService, MemoryStorage};

use crate::support::{human, request, service};

/// A real code of each solo game (moves drawn from the seed, so the number is not zero).
fn real_codes() -> Vec<String> {
    let mut codes = Vec::new();
    for info in games::engines().into_iter().filter(|g| g.min_players == 1) {
        let mut app = service();
        let mut u = app
            .new_game(request(&info.id, vec![human("Ann")], 11))
            .unwrap();
        let mut pick = 7usize;
        while !u.finished {
            pick = pick.wrapping_mul(31).wrapping_add(17);
            let action = u.legal[pick % u.legal.len()].clone();
            u = app.act(&u.session, 0, action).unwrap();
        }
        codes.push(app.share_code(&u.session).unwrap().code);
    }
    codes
}

fn check(app: &AppService<MemoryStorage>, code: &str) -> Result<(), TestCaseError> {
    match app.check_code(code) {
        Err(e) => {
            prop_assert_eq!(e.kind(), "bad-code", "{}", e);
            let json = serde_json::to_value(&e).unwrap();
            prop_assert!(json.get("refusal").is_some(), "{}", json);
        }
        Ok(checked) => {
            // Taken: the code is the one spelling of the game it replays to.
            let (_, game) = share::check(code).unwrap();
            let date = checked
                .date
                .as_deref()
                .and_then(saloon_app::import::parse_date);
            let again = share::encode(&game, date).unwrap();
            prop_assert_eq!(share::unseal(&again), share::unseal(code));
        }
    }
    Ok(())
}

fn cases() -> u32 {
    std::env::var("SALOON_FUZZ_CODES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(64)
}

#[test]
fn no_code_panics_the_check_and_a_refusal_says_why() {
    let app = service();
    let codes = real_codes();
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&"S?1?[0-9A-Za-z\\- ]{0,300}", |text| check(&app, &text))
        .unwrap();
    runner
        .run(&prop::collection::vec(any::<u8>(), 0..120), |bytes| {
            check(&app, &share::seal(bytes))
        })
        .unwrap();
    // Random bytes behind a known game's tag: past the tag, into the fields and the replay.
    let tags: Vec<[u8; 2]> = games::engines()
        .iter()
        .map(|g| share::game_tag(&g.id))
        .collect();
    let tagged = (
        any::<prop::sample::Index>(),
        prop::collection::vec(any::<u8>(), 0..120),
    );
    runner
        .run(&tagged, |(which, bytes)| {
            let mut payload = which.get(&tags).to_vec();
            payload.extend(bytes);
            check(&app, &share::seal(payload))
        })
        .unwrap();
    let flips = prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..4);
    runner
        .run(&(any::<prop::sample::Index>(), flips), |(which, flips)| {
            let code = which.get(&codes);
            let mut bytes = share::unseal(code).unwrap();
            for (at, value) in &flips {
                let i = at.index(bytes.len());
                bytes[i] = *value;
            }
            check(&app, &share::seal(bytes))
        })
        .unwrap();
}
