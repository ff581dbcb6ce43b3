//! `saloon`: the command-line transport. Its JSON output is a documented interface
//! (crates/cli/README.md); scripts depend on it, so fields are only ever added.

mod backup;
mod files;
mod share;
mod sim;

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use serde_json::{json, Value};

use saloon_app::games::{engines, playable, with_game, GameVisitor, Registered};
use saloon_app::review::{review_replay, GameReview, ReviewRequest};
use saloon_app::session::verify_replay;
use saloon_app::{AppError, AppService, MemoryStorage, Storage};
use saloon_bots::BotLevel;

#[derive(Parser)]
#[command(
    name = "saloon",
    version,
    about = "Saloon's rules engines from the command line"
)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// List the playable games.
    Games {
        #[arg(long)]
        json: bool,
    },
    /// Play many bot-only games and report scores, win rates and speed.
    Simulate {
        #[command(flatten)]
        table: Table,
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Games played at once, one thread each (the results do not depend on it).
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        #[arg(long)]
        json: bool,
    },
    /// Play one bot-only game; print its scores, winners and replay.
    Play {
        #[command(flatten)]
        table: Table,
        #[arg(long)]
        json: bool,
    },
    /// A game's component counts (boards, tiles, cards, ...), so anyone can check them.
    Content {
        game: String,
        #[arg(long)]
        json: bool,
    },
    /// Replays.
    Replay {
        #[command(subcommand)]
        command: ReplayCmd,
    },
    /// Reviews a finished game's replay (or `saloon play --json` output): each decision
    /// against the best the hard bot finds, an accuracy per player, the turning points.
    Review {
        file: PathBuf,
        /// Review only this seat's decisions (repeatable; default: every seat).
        #[arg(long = "seat")]
        seats: Vec<u8>,
        /// Playouts per option compared (more: slower and steadier).
        #[arg(long, default_value_t = saloon_bots::AppraisalBudget::default().playouts)]
        playouts: u32,
        /// The review's own random stream (the same seed gives the same review).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        json: bool,
    },
    /// Writes a data folder's whole record (finished games with their replays, daily
    /// results, settings) to a backup file.
    Export {
        /// The data folder (`saloon serve --data`'s).
        #[arg(long)]
        data: PathBuf,
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Restores a backup file into a data folder: each game replayed, the new ones added,
    /// the ones already there kept once, the ones that do not replay refused with a reason.
    Import {
        #[arg(long)]
        data: PathBuf,
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Prints the share code of a finished solo game in a data folder (its session id, as
    /// the history lists it): a short text any Saloon checks offline.
    Share {
        #[arg(long)]
        data: PathBuf,
        /// The finished game's session id.
        game: String,
        #[arg(long)]
        json: bool,
    },
    /// Checks a share code by replaying it: prints the verified score, rank and date, or why
    /// the code is refused (exit status 1).
    Check {
        code: String,
        #[arg(long)]
        json: bool,
    },
    /// The app service's commands as JSON lines over stdin/stdout.
    Serve {
        /// Keep saves in this folder (default: in memory only).
        #[arg(long)]
        data: Option<PathBuf>,
    },
}

/// Which game, how many seats, which bots, which seed.
#[derive(Args)]
struct Table {
    #[arg(long)]
    game: String,
    #[arg(long)]
    players: usize,
    /// Bot level per seat, comma-separated (random, greedy); one level fills every seat.
    #[arg(long, default_value = "random")]
    bots: String,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The game's options as JSON, e.g. Wild Tiled West's boards and sides:
    /// '{"boards":[3],"wild":[true]}'. Left out: the game's defaults.
    #[arg(long)]
    options: Option<String>,
    /// Search iterations per decision for the searching levels (medium, hard), instead of
    /// their own (playouts, for hard alone in a game that plays them). With a fixed seed the
    /// games are reproducible.
    #[arg(long)]
    iterations: Option<u32>,
    /// At most this many milliseconds per search decision (the best move so far is played).
    /// Games then depend on the machine's speed.
    #[arg(long)]
    think_ms: Option<u64>,
}

impl Table {
    /// Checks the game and player count; returns each seat's bot level.
    fn levels(&self) -> Result<Vec<BotLevel>, String> {
        check_players(&self.game, self.players)?;
        parse_bots(&self.bots, self.players)
    }

    fn budget(&self) -> sim::Budget {
        sim::Budget {
            iterations: self.iterations,
            time_limit: self.think_ms.map(std::time::Duration::from_millis),
        }
    }

    fn options(&self) -> Result<Value, String> {
        match &self.options {
            None => Ok(Value::Null),
            Some(text) => serde_json::from_str(text).map_err(|e| format!("--options: {e}")),
        }
    }
}

#[derive(Subcommand)]
enum ReplayCmd {
    /// Re-simulate a replay (or `saloon play --json` output) and check it ends identically.
    Verify { file: PathBuf },
}

fn parse_bots(text: &str, players: usize) -> Result<Vec<BotLevel>, String> {
    let levels = text
        .split(',')
        .map(|t| {
            BotLevel::parse(t.trim()).ok_or(format!(
                "unknown bot level {t:?} (random, easy, greedy, medium, hard)"
            ))
        })
        .collect::<Result<Vec<_>, _>>()?;
    match levels.len() {
        1 => Ok(vec![levels[0]; players]),
        n if n == players => Ok(levels),
        n => Err(format!("{n} bot levels for {players} players")),
    }
}

fn check_players(game: &str, players: usize) -> Result<(), String> {
    let info = engines()
        .into_iter()
        .find(|g| g.id == game)
        .ok_or_else(|| format!("unknown game {game:?}; see `saloon games`"))?;
    if !(usize::from(info.min_players)..=usize::from(info.max_players)).contains(&players) {
        return Err(format!(
            "{} takes {} to {} players",
            info.name, info.min_players, info.max_players
        ));
    }
    Ok(())
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Cmd::Games { json } => {
            let games = playable();
            if json {
                println!(
                    "{}",
                    serde_json::to_string(&games).map_err(|e| e.to_string())?
                );
            } else {
                for g in games {
                    println!(
                        "{:<20} {} ({}-{} players)",
                        g.id, g.name, g.min_players, g.max_players
                    );
                }
            }
        }
        Cmd::Simulate {
            table,
            games,
            jobs,
            json,
        } => {
            let (levels, players, seed) = (table.levels()?, table.players, table.seed);
            let report = with_game(
                &table.game,
                sim::Simulate {
                    options: table.options()?,
                    levels,
                    games,
                    seed,
                    budget: table.budget(),
                    jobs,
                },
            )
            .map_err(|e| e.to_string())??;
            if json {
                println!(
                    "{}",
                    serde_json::to_string(&report).map_err(|e| e.to_string())?
                );
            } else {
                println!(
                    "{}: {} of {} games completed, {} errors, {:.0} games/s",
                    report.game,
                    report.completed,
                    report.games,
                    report.errors,
                    report.games_per_second
                );
                for s in 0..players {
                    println!(
                        "  seat {s} ({}): mean {:.2}, median {:.1}, wins {:.1}%, \
                         p95 decision {:.3} ms (CPU {:.3} ms), CPU {:.2} s a game",
                        report.bots[s].id(),
                        report.mean_score[s],
                        report.median_score[s],
                        report.win_rate[s] * 100.0,
                        report.p95_decision_ms[s],
                        report.p95_decision_cpu_ms[s],
                        report.cpu_seconds_per_game[s]
                    );
                    let lines: Vec<String> = report.mean_lines[s]
                        .iter()
                        .map(|l| format!("{} {:.2}", l.key, l.mean))
                        .collect();
                    println!("    lines: {}", lines.join(", "));
                }
                if !report.ranks.is_empty() {
                    let ranks: Vec<String> = report
                        .ranks
                        .iter()
                        .map(|(r, n)| format!("{r} {n}"))
                        .collect();
                    println!("  ranks: {}", ranks.join(", "));
                }
            }
            if report.errors > 0 {
                return Err(format!(
                    "{} games failed: {:?}",
                    report.errors, report.error_samples
                ));
            }
        }
        Cmd::Play { table, json } => {
            let levels = table.levels()?;
            let out = with_game(
                &table.game,
                sim::PlayOne {
                    options: table.options()?,
                    levels,
                    seed: table.seed,
                    budget: table.budget(),
                },
            )
            .map_err(|e| e.to_string())??;
            if json {
                println!("{out}");
            } else {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&out).map_err(|e| e.to_string())?
                );
            }
        }
        Cmd::Content { game, json } => {
            let summary = with_game(&game, ContentOf).map_err(|e| e.to_string())?;
            if json {
                println!("{summary}");
            } else {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&summary).map_err(|e| e.to_string())?
                );
            }
        }
        Cmd::Replay {
            command: ReplayCmd::Verify { file },
        } => {
            let text =
                std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let doc: Value = serde_json::from_str(&text)
                .map_err(|e| format!("{}: not JSON: {e}", file.display()))?;
            let replay = doc.get("replay").unwrap_or(&doc);
            let scores = verify_replay(replay).map_err(|e| e.to_string())?;
            if let Some(expected) = doc.get("scores") {
                let got = serde_json::to_value(&scores).map_err(|e| e.to_string())?;
                if &got != expected {
                    return Err(format!(
                        "the replay ends with scores {got}, not the recorded {expected}"
                    ));
                }
            }
            println!("{}", json!({ "ok": true, "scores": scores }));
        }
        Cmd::Review {
            file,
            seats,
            playouts,
            seed,
            json,
        } => {
            let text =
                std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let doc: Value = serde_json::from_str(&text)
                .map_err(|e| format!("{}: not JSON: {e}", file.display()))?;
            let request = ReviewRequest {
                seats: (!seats.is_empty()).then_some(seats),
                budget: saloon_bots::AppraisalBudget { playouts },
                seed,
            };
            let review = review_replay(doc.get("replay").unwrap_or(&doc), &request, |_, _| true)
                .map_err(|e| e.to_string())?;
            if json {
                println!(
                    "{}",
                    serde_json::to_string(&review).map_err(|e| e.to_string())?
                );
            } else {
                print_review(&review);
            }
        }
        Cmd::Export { data, file, json } => backup::export(&data, &file, json)?,
        Cmd::Import { data, file, json } => backup::import(&data, &file, json)?,
        Cmd::Share { data, game, json } => share::share(&data, &game, json)?,
        Cmd::Check { code, json } => share::check(&code, json)?,
        Cmd::Serve { data } => serve(data)?,
    }
    Ok(())
}

fn print_review(review: &GameReview) {
    for p in &review.players {
        println!(
            "seat {}: {:.0}% accuracy ({} of {} decisions as good as the best), {:.1} given away",
            p.seat, p.accuracy, p.as_good_as_best, p.decisions, p.total_loss
        );
    }
    for &i in &review.turning_points {
        let d = &review.decisions[i as usize];
        println!(
            "turning point at move {} (seat {}): played {} ({:.1}), best {} ({:.1})",
            d.step,
            d.seat,
            serde_json::to_string(&d.played).unwrap_or_default(),
            d.played_value,
            serde_json::to_string(&d.best).unwrap_or_default(),
            d.best_value
        );
    }
}

struct ContentOf;

impl GameVisitor for ContentOf {
    type Output = Value;
    fn visit<G: Registered>(self) -> Value {
        G::content_summary()
    }
}

fn serve(data: Option<PathBuf>) -> Result<(), String> {
    match data {
        Some(dir) => serve_lines(AppService::new(
            files::FileStorage::open(dir).map_err(|e| e.to_string())?,
        )),
        None => serve_lines(AppService::new(MemoryStorage::default())),
    }
}

/// One response line per request line, flushed at once so a driving process never waits.
/// Blank lines are skipped; a line that is not UTF-8 gets a `bad-request` answer.
fn serve_lines<S: Storage>(mut service: AppService<S>) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    let mut input = std::io::stdin().lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input
            .read_until(b'\n', &mut bytes)
            .map_err(|e| e.to_string())?
            == 0
        {
            return Ok(());
        }
        let answer = match std::str::from_utf8(&bytes) {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => service.dispatch_line(line),
            Err(e) => json!({
                "id": null,
                "error": AppError::BadRequest(format!("not UTF-8: {e}")),
            })
            .to_string(),
        };
        writeln!(out, "{answer}")
            .and_then(|_| out.flush())
            .map_err(|e| e.to_string())?;
    }
}

fn main() -> ExitCode {
    // Rust ignores SIGPIPE, so `println!` panics when a reader such as `head` closes the pipe
    // early. A command line tool should end quietly then, as `cat` does.
    #[cfg(unix)]
    // SAFETY: called first in `main`, before any other thread exists; restoring a signal's
    // default action touches no Rust state.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("saloon: {e}");
            ExitCode::FAILURE
        }
    }
}
