//! Share codes: a finished solo game as a short text a chat app will not mangle, which any
//! Saloon checks offline by replaying it.
//!
//! A code is `S1` (Saloon, format 1) and then Crockford's base32 (`share_pack.rs`) of:
//!
//! ```text
//! game tag    2 bytes: FNV-1a of the game id, folded (an id, so the registry's order is free)
//! flags       1 byte: 1 a daily challenge, 2 assisted (a hint was shown)
//! date|seed   a daily: its UTC date as days since 1970 (the seed is the day's); else the seed
//! name        the player's name: its length, then UTF-8
//! score       the final score claimed (zigzag varint)
//! options     the game's options, packed against its default options' keys
//! moves       the rest: one number of mixed radix, each move its index among the seat's
//!             sorted legal actions at its step (a forced move costs nothing)
//! checksum    CRC-32 of the prefix and all the above
//! ```
//!
//! The chance outcomes are not in the code: the seed draws them again. Checking a code
//! ([`check`]) plays the game from its seed, taking each move off the number, until the game
//! ends; it must end with the number spent and the score claimed, or the code is refused with
//! a [`CodeRefusal`]. The checksum refuses a mistyped or altered character before any replay.
//!
//! Measured lengths (`tests/share.rs`, seeds 1-4, each move drawn at random among the legal
//! ones, whose index costs what a player's would): Wild Tiled West solo 76-81 characters,
//! Rolled West solo 52-58, Wild Tiles solo 74-81; the aim was under 300, what a phone's camera
//! reads at arm's length (at 81 characters, a QR code of version 4 at level M). Circle the
//! Wagons has no solo mode, so no code.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use saloon_core::{Match, Replay, Who};

use crate::api::{FinishedGame, Outcome, ScoreSheet, SeatConfig, SeatKind};
use crate::daily::{self, CalendarDate, DailyResult};
use crate::error::AppError;
use crate::games::{engines, with_game, GameVisitor, Registered};
use crate::share_pack::{self as pack, BigNumber, Reader};

/// What every code starts with: S for Saloon, then the format.
pub const CODE_PREFIX: &str = "S1";
/// A text longer than this is no code (a game's code is a few hundred characters).
pub const MAX_CODE_LEN: usize = 4096;
const DAILY: u8 = 1;
const ASSISTED: u8 = 2;

/// Why a code was refused, for the screen to word in the player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum CodeRefusal {
    /// Not a Saloon share code at all (another prefix, a character that is not base32).
    NotACode,
    /// A code from a newer Saloon.
    Newer,
    /// A character is wrong: the checksum does not match.
    Damaged,
    /// A game this Saloon does not know.
    UnknownGame,
    /// Its fields do not read (options, name).
    Unreadable,
    /// Its moves do not play the game to its end.
    DoesNotReplay,
    /// Its game scores otherwise than it claims.
    Score,
}

/// A checked code: what its replay proved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct CheckedResult {
    pub game: String,
    /// The player's name, as the code gives it.
    pub name: String,
    /// The score its replay ends with (the one it claims).
    pub score: i32,
    /// The rank that score earns, for a game whose solo mode has ranks.
    pub rank: Option<String>,
    /// A daily challenge's date, `YYYY-MM-DD`; `null` for another game.
    pub date: Option<String>,
    /// The player won (a solo game can be lost).
    pub won: bool,
    /// A hint was shown during the game.
    pub assisted: bool,
    /// The number of moves the player made.
    pub steps: u32,
    /// This device's own result for that daily, if it has one.
    pub mine: Option<DailyResult>,
}

/// A finished game's code and its QR code.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
pub struct SharedCode {
    pub code: String,
    /// The QR code of `code`, an SVG document (dark modules on a light ground).
    pub qr_svg: String,
    /// The daily challenge's date, if the game was one.
    pub date: Option<String>,
}

fn refused(why: CodeRefusal, message: impl Into<String>) -> AppError {
    AppError::BadCode(why, message.into())
}

/// A game id's two bytes in a code.
pub fn game_tag(id: &str) -> [u8; 2] {
    let mut hash: u32 = 0x811c_9dc5;
    for b in id.bytes() {
        hash = (hash ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    ((hash ^ (hash >> 16)) as u16).to_le_bytes()
}

/// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
fn days_of(date: CalendarDate) -> i64 {
    let year = i64::from(date.year) - i64::from(date.month <= 2);
    let era = year.div_euclid(400);
    let year_of_era = year.rem_euclid(400);
    let month = i64::from(date.month);
    let day_of_year =
        (153 * (month + if month > 2 { -3 } else { 9 }) + 2) / 5 + i64::from(date.day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The code of `game`, a finished solo game (one human seat), with the daily challenge's
/// date if it was one (its seed must be that day's).
pub fn encode(game: &FinishedGame, daily: Option<CalendarDate>) -> Result<String, AppError> {
    let outcome = &game.outcome;
    let ([seat], [score]) = (&outcome.seats[..], &outcome.scores[..]) else {
        return Err(AppError::BadRequest(
            "only a solo game has a share code".into(),
        ));
    };
    if seat.kind != SeatKind::Human {
        return Err(AppError::BadRequest(
            "only a game a player played has a share code".into(),
        ));
    }
    let moves = with_game(&outcome.game, Moves(&game.replay))??;
    let mut out = Vec::with_capacity(128);
    out.extend(game_tag(&outcome.game));
    let flags = daily.map_or(0, |_| DAILY) | if outcome.assisted { ASSISTED } else { 0 };
    out.push(flags);
    match daily {
        Some(date) => {
            if daily::daily_seed(date, &outcome.game) != moves.seed {
                return Err(AppError::BadRequest(format!(
                    "the game was not dealt {date}'s challenge"
                )));
            }
            pack::put_signed(&mut out, days_of(date));
        }
        None => out.extend(moves.seed.to_le_bytes()),
    }
    pack::put_varint(&mut out, seat.name.len() as u64);
    out.extend(seat.name.as_bytes());
    pack::put_signed(&mut out, i64::from(score.total));
    pack::pack_value(&mut out, &moves.options);
    out.extend(moves.number.to_bytes());
    Ok(seal(out))
}

/// A code of `payload` (all but the checksum): the prefix, the payload and its checksum.
pub fn seal(mut payload: Vec<u8>) -> String {
    let sum = checksum(&payload);
    payload.extend(sum);
    format!("{CODE_PREFIX}{}", pack::to_base32(&payload))
}

/// What [`seal`] sealed, if `code` is one of its codes with its checksum right.
pub fn unseal(code: &str) -> Option<Vec<u8>> {
    let text = normalized(code);
    let mut bytes = pack::from_base32(text.strip_prefix(CODE_PREFIX)?)?;
    let at = bytes.len().checked_sub(4)?;
    let sum = bytes.split_off(at);
    (checksum(&bytes)[..] == sum[..]).then_some(bytes)
}

fn checksum(payload: &[u8]) -> [u8; 4] {
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(CODE_PREFIX.as_bytes());
    hasher.update(payload);
    hasher.finalize().to_le_bytes()
}

/// A game's moves as a code carries them.
struct Packed {
    options: Value,
    seed: u64,
    number: BigNumber,
}

struct Moves<'a>(&'a Value);

impl GameVisitor for Moves<'_> {
    type Output = Result<Packed, AppError>;
    fn visit<G: Registered>(self) -> Self::Output {
        let corrupt = |e: String| AppError::CorruptSave(format!("the game's replay: {e}"));
        let replay: Replay<G::Options, G::Action> =
            serde_json::from_value(self.0.clone()).map_err(|e| corrupt(e.to_string()))?;
        let mut played =
            Match::<G>::new_quietly(replay.options.clone(), replay.players, replay.seed)
                .map_err(|e| corrupt(e.to_string()))?;
        let mut digits = Vec::new();
        for logged in &replay.actions {
            let Who::Seat(seat) = logged.who else {
                continue;
            };
            if seat != 0 {
                return Err(corrupt("a move by another seat than the player's".into()));
            }
            let legal = played.state().legal_actions(0);
            let index = legal
                .binary_search(&logged.action)
                .map_err(|_| corrupt("an illegal move".into()))?;
            digits.push((legal.len() as u32, index as u32));
            played
                .play(0, &logged.action, &mut saloon_core::Quietly)
                .map_err(|e| corrupt(e.to_string()))?;
        }
        if !played.state().is_over() {
            return Err(AppError::GameInProgress("the game is not over".into()));
        }
        let mut number = BigNumber::default();
        for &(radix, digit) in digits.iter().rev() {
            number.push_digit(radix, digit);
        }
        Ok(Packed {
            options: serde_json::to_value(&replay.options).map_err(|e| corrupt(e.to_string()))?,
            seed: replay.seed,
            number,
        })
    }
}

/// What a code says, read but not yet replayed.
struct Claim {
    game: String,
    date: Option<CalendarDate>,
    seed: u64,
    assisted: bool,
    name: String,
    score: i32,
    rest: Vec<u8>,
}

/// `code` checked: replayed from its seed to its end, which must be the score it claims.
/// Gives the result and the game whole (its replay, for the replay viewer).
pub fn check(code: &str) -> Result<(CheckedResult, FinishedGame), AppError> {
    let claim = read(code)?;
    with_game(&claim.game, Check(&claim))?
}

/// The text a player pasted, as a code: blanks and hyphens (a chat's line breaks, a reader's
/// grouping) left out, letters in either case.
fn normalized(code: &str) -> String {
    code.chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect::<String>()
        .to_ascii_uppercase()
}

fn read(code: &str) -> Result<Claim, AppError> {
    let not_a_code = || refused(CodeRefusal::NotACode, "this is not a Saloon share code");
    if code.len() > MAX_CODE_LEN {
        return Err(not_a_code());
    }
    let text = normalized(code);
    let body = match text.strip_prefix('S') {
        Some(rest) if rest.starts_with('1') => &rest[1..],
        Some(rest) if rest.starts_with(|c: char| c.is_ascii_digit()) => {
            return Err(refused(
                CodeRefusal::Newer,
                "this code comes from a newer Saloon; update Saloon to check it",
            ))
        }
        _ => return Err(not_a_code()),
    };
    let bytes = pack::from_base32(body).ok_or_else(not_a_code)?;
    let damaged = || {
        refused(
            CodeRefusal::Damaged,
            "this code is damaged: a character is wrong",
        )
    };
    if bytes.len() < 2 + 1 + 4 {
        return Err(damaged());
    }
    let (payload, sum) = bytes.split_at(bytes.len() - 4);
    if checksum(payload) != sum {
        return Err(damaged());
    }
    let unreadable = || refused(CodeRefusal::Unreadable, "this code does not read");
    let mut r = Reader::new(payload);
    let tag = [
        r.byte().ok_or_else(unreadable)?,
        r.byte().ok_or_else(unreadable)?,
    ];
    let game = engines()
        .into_iter()
        .find(|g| game_tag(&g.id) == tag)
        .ok_or_else(|| {
            refused(
                CodeRefusal::UnknownGame,
                "this code is of a game this Saloon does not know",
            )
        })?
        .id;
    let flags = r.byte().ok_or_else(unreadable)?;
    if flags & !(DAILY | ASSISTED) != 0 {
        return Err(unreadable());
    }
    let (date, seed) = if flags & DAILY != 0 {
        let days = r.signed().ok_or_else(unreadable)?;
        // Years 1970-9999 are days 0 to 2,932,896.
        if !(0..2_932_897).contains(&days) {
            return Err(unreadable());
        }
        let date = CalendarDate::from_unix(days as u64 * 86_400);
        (Some(date), daily::daily_seed(date, &game))
    } else {
        let bytes: [u8; 8] = r
            .take(8)
            .ok_or_else(unreadable)?
            .try_into()
            .map_err(|_| unreadable())?;
        (None, u64::from_le_bytes(bytes))
    };
    let name_len = r.varint().ok_or_else(unreadable)?;
    let name_len = usize::try_from(name_len).map_err(|_| unreadable())?;
    let name = r.take(name_len).ok_or_else(unreadable)?;
    let name = String::from_utf8(name.to_vec()).map_err(|_| unreadable())?;
    if name.chars().count() > crate::api::NAME_LIMIT {
        return Err(unreadable());
    }
    let score = r.signed().ok_or_else(unreadable)?;
    let score = i32::try_from(score).map_err(|_| unreadable())?;
    Ok(Claim {
        game,
        date,
        seed,
        assisted: flags & ASSISTED != 0,
        name,
        score,
        rest: r.rest().to_vec(),
    })
}

struct Check<'a>(&'a Claim);

impl GameVisitor for Check<'_> {
    type Output = Result<(CheckedResult, FinishedGame), AppError>;
    fn visit<G: Registered>(self) -> Self::Output {
        let claim = self.0;
        let unreadable = || refused(CodeRefusal::Unreadable, "this code's options do not read");
        let mut r = Reader::new(&claim.rest);
        let like = serde_json::to_value(G::Options::default()).map_err(|_| unreadable())?;
        let options_value = pack::unpack_value(&mut r, &like).ok_or_else(unreadable)?;
        let options: G::Options =
            serde_json::from_value(options_value.clone()).map_err(|_| unreadable())?;
        // One spelling a game: options that read only once defaults are filled in (a field
        // left out) are not the ones this Saloon writes.
        if serde_json::to_value(&options).ok() != Some(options_value) {
            return Err(unreadable());
        }
        let mut number = BigNumber::from_bytes(r.rest()).ok_or_else(unreadable)?;
        let no_replay = |why: &str| {
            refused(
                CodeRefusal::DoesNotReplay,
                format!("this code's moves do not replay: {why}"),
            )
        };
        let mut played = Match::<G>::new_quietly(options, 1, claim.seed)
            .map_err(|e| no_replay(&e.to_string()))?;
        let mut steps = 0u32;
        for _ in 0..G::MAX_ACTIONS {
            if played.state().is_over() {
                break;
            }
            let legal = played.state().legal_actions(0);
            if legal.is_empty() {
                return Err(no_replay("the player has no move"));
            }
            let index = number.pop_digit(legal.len() as u32) as usize;
            played
                .play(0, &legal[index], &mut saloon_core::Quietly)
                .map_err(|e| no_replay(&e.to_string()))?;
            steps += 1;
        }
        let state = played.state();
        if !state.is_over() {
            return Err(no_replay("the game does not end"));
        }
        if !number.is_zero() {
            return Err(no_replay("moves are left over at the end"));
        }
        let scores: Vec<ScoreSheet> = state.scores().into_iter().map(ScoreSheet::from).collect();
        let total = scores.first().map_or(0, |s| s.total);
        if total != claim.score {
            return Err(refused(
                CodeRefusal::Score,
                format!(
                    "this code claims {} points; its game scores {total}",
                    claim.score
                ),
            ));
        }
        let rank = G::solo_rank_in(played.options(), total).map(str::to_string);
        let winners = state.winners();
        let replay = serde_json::to_value(played.replay()).map_err(|_| unreadable())?;
        let session = format!("shared-{}", hex(&checksum(&claim.rest)));
        let finished = FinishedGame {
            outcome: Outcome {
                session,
                game: claim.game.clone(),
                seats: vec![SeatConfig {
                    name: claim.name.clone(),
                    kind: SeatKind::Human,
                }],
                scores,
                winners: winners.clone(),
                finished_at: claim.date.map_or(0, |d| days_of(d) as u64 * 86_400),
                rank: rank.clone(),
                assisted: claim.assisted,
            },
            replay,
            final_view: G::wrap_view(state.view(None)),
        };
        Ok((
            CheckedResult {
                game: claim.game.clone(),
                name: claim.name.clone(),
                score: total,
                rank,
                date: claim.date.map(|d| d.to_string()),
                won: winners.contains(&0),
                assisted: claim.assisted,
                steps,
                mine: None,
            },
            finished,
        ))
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The QR code of `code` as an SVG document. A code is all base32 capitals and digits, so
/// the QR's alphanumeric mode packs it at 5.5 bits a character.
pub fn qr_svg(code: &str) -> Result<String, AppError> {
    let qr = qrcode::QrCode::with_error_correction_level(code.as_bytes(), qrcode::EcLevel::M)
        .map_err(|e| AppError::BadRequest(format!("no QR code for this code: {e}")))?;
    Ok(qr
        .render::<qrcode::render::svg::Color<'_>>()
        .min_dimensions(240, 240)
        .quiet_zone(true)
        .dark_color(qrcode::render::svg::Color("#000000"))
        .light_color(qrcode::render::svg::Color("#ffffff"))
        .build())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_count_from_1970_as_the_calendar_does() {
        for days in [0i64, 1, 59, 365, 10_957, 20_000, 20_788, 2_932_896] {
            let date = CalendarDate::from_unix(days as u64 * 86_400);
            assert_eq!(days_of(date), days, "{date}");
        }
    }

    #[test]
    fn every_game_has_its_own_tag() {
        let mut tags: Vec<_> = engines().iter().map(|g| game_tag(&g.id)).collect();
        tags.sort_unstable();
        tags.dedup();
        assert_eq!(tags.len(), engines().len());
    }
}
