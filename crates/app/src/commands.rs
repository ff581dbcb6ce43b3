//! The commands, declared once. `for_each_command!` holds the table (a command's name, its
//! arguments, what it returns and the service call it makes) and hands it to a macro that
//! builds something from it. From this one table come:
//!
//! * `Command`, the request `saloon serve` reads, and `AppService::run`, its dispatch (here);
//! * the Tauri commands and their registration (`src-tauri/src/lib.rs`);
//! * the typed TypeScript client `ui/src/bindings/commands.ts`, the command list the Tauri
//!   build makes a permission of each (`src-tauri/commands.json`) and the capability that
//!   grants exactly those (`src-tauri/capabilities/main-window.json`), all three written by
//!   `tests/bindings.rs` from [`command_specs`] and checked for drift by the test command.
//!
//! A command marked `[shell]` is one whose Tauri side the shell writes by hand (the bot's
//! move, which thinks off the service's lock and streams its progress); every other part of
//! it still comes from the table.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::service::Service;
use crate::AppError;

/// Hands the command table to `$callback!`, a macro in scope where this is called. Each row:
/// doc comments, the `Command` variant, the command's name, its arguments, what it returns,
/// optional flags (`[shell]`), then `|service| call` (the service is `&mut AppService<_>`).
#[macro_export]
macro_rules! for_each_command {
    ($callback:ident) => {
        $callback! {
            /// The app's package version.
            AppVersion app_version() -> String
                => |s| Ok(s.app_version());
            /// The games that can be played now.
            ListGames list_games() -> Vec<$crate::api::GameInfo>
                => |s| Ok(s.list_games());
            /// Starts a game; the update is the first human seat's (or a spectator's).
            NewGame new_game(request: $crate::api::NewGameRequest) -> $crate::api::GameUpdate
                => |s| s.new_game(request);
            /// What `seat` (`null`: a spectator) sees of a game in play.
            View view(session: String, seat: Option<u8>) -> $crate::api::GameUpdate
                => |s| s.view(&session, seat);
            /// `seat` plays `action`.
            Act act(session: String, seat: u8, action: $crate::games::AnyAction)
                -> $crate::api::GameUpdate
                => |s| s.act(&session, seat, action);
            /// What `action` would do for `seat`, without doing it.
            Preview preview(session: String, seat: u8, action: $crate::games::AnyAction)
                -> $crate::api::ActionPreview
                => |s| s.preview(&session, seat, action);
            /// One bot move; the update is as `viewer` sees it.
            Advance advance(session: String, viewer: Option<u8>) -> $crate::api::GameUpdate [shell]
                => |s| s.advance(&session, viewer);
            /// Calls off the bot thinking in `session`, if one is (its move is then not played).
            CancelBot cancel_bot(session: String) -> ()
                => |s| { s.cancel_bot(&session); Ok(()) };
            /// A hint for human `seat`, which acts now: the hard bot's choice from that seat's
            /// view only, with the score lines it expects to gain. Marks the game assisted.
            Suggest suggest(session: String, seat: u8) -> $crate::api::Suggestion [shell]
                => |s| s.suggest(&session, seat);
            /// Calls off the hint being thought out in `session`, if one is.
            CancelSuggest cancel_suggest(session: String) -> ()
                => |s| { s.cancel_hint(&session); Ok(()) };
            /// A finished game's review for its human seats (`playouts` per candidate; `null`:
            /// the default): each decision's value against the hard bot's best, an accuracy per
            /// player and the turning points. Refused for a game still in play.
            ReviewGame review_game(session: String, playouts: Option<u32>)
                -> $crate::review::GameReport [shell]
                => |s| s.review_game(&session, playouts);
            /// Calls off the review being thought out for `session`, if one is.
            CancelReview cancel_review(session: String) -> ()
                => |s| { s.cancel_review(&session); Ok(()) };
            /// Ends the guide of a guided game: it plays on as a normal (assisted) game.
            EndGuide end_guide(session: String) -> ()
                => |s| s.end_guide(&session);
            /// Takes back `seat`'s last choice.
            Undo undo(session: String, seat: u8) -> $crate::api::GameUpdate
                => |s| s.undo(&session, seat);
            /// The whole game so far, step by step, as `viewer` may be told it (`null`: a
            /// spectator).
            Log log(session: String, viewer: Option<u8>) -> $crate::api::GameLog
                => |s| s.log(&session, viewer);
            /// The games in progress.
            InProgress in_progress() -> Vec<$crate::api::SessionSummary>
                => |s| s.in_progress();
            /// Opens a game in progress, as `viewer` sees it.
            Resume resume(session: String, viewer: Option<u8>) -> $crate::api::GameUpdate
                => |s| s.resume(&session, viewer);
            /// Drops a game in progress.
            Abandon abandon(session: String) -> ()
                => |s| s.abandon(&session);
            /// A page of the finished games, newest first: `limit` of them from the `offset`-th.
            History history(offset: u32, limit: u32) -> $crate::api::HistoryPage
                => |s| s.history_page(offset, limit);
            /// One finished game whole: its final table and replay.
            FinishedGame finished_game(session: String) -> $crate::api::FinishedGame
                => |s| s.finished_game(&session);
            GetSettings get_settings() -> $crate::api::Settings
                => |s| s.settings();
            SetSettings set_settings(settings: $crate::api::Settings) -> $crate::api::Settings
                => |s| s.set_settings(settings);
            /// Messages for the player queued since the last call (damaged saves set aside, ...).
            Notices notices() -> Vec<String>
                => |s| Ok(s.take_notices());
            /// The Wild Tiled West solo campaign: the trail, what is open, each stop's best.
            CampaignStatus campaign_status() -> $crate::campaign::CampaignStatus
                => |s| s.campaign_status();
            /// Starts a solo game at an open stop of the campaign.
            StartCampaignStop start_campaign_stop(stop: u32, name: String)
                -> $crate::api::GameUpdate
                => |s| s.start_campaign_stop(stop, name);
            /// A game's rank history: its finished solo games with their ranks, its rank bands
            /// and (for the campaign's game) the personal bests per board and side.
            SoloRecord solo_record(game: String) -> $crate::record::SoloRecord
                => |s| s.solo_record(&game);
            /// Statistics for every game, from the history.
            Stats stats() -> Vec<$crate::stats::GameStats>
                => |s| s.stats();
            /// Today's challenge for a game's solo mode and the earlier days' results.
            DailyStatus daily_status(game: String) -> $crate::daily::DailyStatus
                => |s| s.daily_status(&game);
            /// Starts today's challenge (or resumes it if it is in play).
            StartDaily start_daily(game: String, name: String) -> $crate::api::GameUpdate
                => |s| s.start_daily(&game, name);
            /// Writes the whole record (every finished game with its replay, the daily results,
            /// the settings) to a backup file: in the app, the file the player chooses in the
            /// system's save dialog (`path` must be `null`: the screen never names a file);
            /// in `saloon serve`, `path`. `null` back: the dialog was closed.
            ExportBackup export_backup(path: Option<String>)
                -> Option<$crate::backup::ExportSummary> [shell]
                => |s| s.export_backup_file(path.as_deref());
            /// Restores a backup file (chosen as `export_backup`'s is): every game replayed, and
            /// counted only if it reproduces its result; the new ones join the history in one
            /// commit. The app reports its progress. `null` back: the dialog was closed.
            ImportBackup import_backup(path: Option<String>)
                -> Option<$crate::import::ImportSummary> [shell]
                => |s| s.import_backup_file(path.as_deref());
            /// A finished game's table after `step` moves, as its first human seat saw it.
            ReplayStep replay_step(session: String, step: u32) -> $crate::replay_view::ReplayFrame
                => |s| s.replay_step(&session, step);
            /// The share code of finished solo game `session` (a daily challenge's carries its
            /// date) and its QR code as SVG.
            ShareCode share_code(session: String) -> $crate::share::SharedCode
                => |s| s.share_code(&session);
            /// Checks a share code offline by replaying it: the verified score, rank and date,
            /// beside this device's own result for that daily. Refused (`bad-code`, with its
            /// `refusal`) when it does not replay to what it claims.
            CheckCode check_code(code: String) -> $crate::share::CheckedResult
                => |s| s.check_code(&code);
            /// A share code's game after `step` moves, for the replay viewer.
            CodeReplayStep code_replay_step(code: String, step: u32)
                -> $crate::replay_view::ReplayFrame
                => |s| s.code_replay_step(&code, step);
        }
    };
}

/// One command as the generated files describe it: its name and, as TypeScript types, its
/// arguments and what it returns.
#[derive(Clone, Debug, PartialEq)]
pub struct CommandSpec {
    pub name: &'static str,
    pub doc: String,
    /// The shell writes its Tauri side by hand (it takes more than the table's arguments).
    pub shell: bool,
    pub args: Vec<(&'static str, String)>,
    pub returns: String,
}

macro_rules! define_commands {
    ($(
        $(#[doc = $doc:literal])*
        $variant:ident $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty $([$flag:ident])?
            => |$s:ident| $body:expr;
    )+) => {
        /// One command, as `saloon serve` reads it: `{"id": 1, "cmd": "new_game", ...}`.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS)]
        #[serde(tag = "cmd", rename_all = "snake_case")]
        pub enum Command {
            $($(#[doc = $doc])* $variant { $($arg: $ty),* },)+
        }

        impl Service {
            /// Runs one command; the result is the JSON text the transports send back,
            /// serialized straight from the typed result (no `Value` tree in between: a view
            /// is 11 KB).
            pub fn run(&mut self, command: Command) -> Result<String, AppError> {
                match command {
                    $(Command::$variant { $($arg),* } => {
                        let $s = &mut *self;
                        let out: Result<$ret, AppError> = $body;
                        to_json(&out?)
                    })+
                }
            }
        }

        /// Every command, for the generated client, permission list and capability.
        pub fn command_specs() -> Vec<CommandSpec> {
            let cfg = ts_rs::Config::new().with_large_int("number");
            vec![$(CommandSpec {
                name: stringify!($name),
                shell: false $(|| stringify!($flag) == "shell")?,
                doc: {
                    let lines: &[&str] = &[$($doc),*];
                    lines.iter().map(|line| line.trim()).collect::<Vec<_>>().join(" ")
                },
                args: vec![$((stringify!($arg), <$ty as TS>::name(&cfg))),*],
                returns: <$ret as TS>::name(&cfg),
            }),+]
        }
    };
}

for_each_command!(define_commands);

fn to_json<T: Serialize>(value: &T) -> Result<String, AppError> {
    serde_json::to_string(value).map_err(|e| AppError::BadRequest(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_is_listed_once_with_its_typescript_types() {
        let specs = command_specs();
        let mut names: Vec<_> = specs.iter().map(|s| s.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), specs.len());
        let view = specs.iter().find(|s| s.name == "view").unwrap();
        assert_eq!(
            view.args,
            vec![
                ("session", "string".to_string()),
                ("seat", "number | null".to_string())
            ]
        );
        assert_eq!(view.returns, "GameUpdate");
        let abandon = specs.iter().find(|s| s.name == "abandon").unwrap();
        assert_eq!(abandon.returns, "null");
    }

    #[test]
    fn a_command_reads_as_the_table_names_it() {
        let cmd: Command =
            serde_json::from_str(r#"{"cmd": "view", "session": "s", "seat": null}"#).unwrap();
        assert_eq!(
            cmd,
            Command::View {
                session: "s".into(),
                seat: None
            }
        );
        let cmd: Command = serde_json::from_str(r#"{"cmd": "list_games"}"#).unwrap();
        assert_eq!(cmd, Command::ListGames {});
    }
}
