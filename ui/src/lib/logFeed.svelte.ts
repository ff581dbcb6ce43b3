/**
 * The game's log on screen, whatever the game. Each update carries the log steps its command
 * played (`new_steps`: the player's action, the chance it set off, a bot's move), redacted for
 * its viewer as the `log` command redacts them, after the step `log_from`; the feed appends
 * them, and an undo's update cuts the log back to its `step`. Another seat's step that tells
 * the viewer nothing (a step of a secret plan) is never sent, so a log's steps are numbered
 * with gaps: the feed keeps how far it is whole (`through`), not how many steps it holds. The
 * whole log (`log`, rebuilt by the backend from the saved game, so it is whole after a
 * restart) is fetched only when the updates do not follow on from what the feed holds: a
 * resumed game, another seat's screen in pass-and-play.
 */
import { untrack } from "svelte";
import type { GameLog } from "../bindings/GameLog";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { LogStep } from "../bindings/LogStep";
import { log as fetchLog } from "./api";

export type LogUpdate = Pick<GameUpdate, "session" | "viewer" | "step" | "log_from" | "new_steps">;
export type FetchLog = (session: string, viewer: number | null) => Promise<GameLog>;

/** A log held on screen: its steps, and the game step it is whole up to. */
export interface HeldLog {
  steps: LogStep[];
  through: number;
}

/**
 * The log after `u` from the log before it: the steps up to the command, then the ones it
 * played. Null when `u` does not follow on from `held` (steps may be missing in between).
 */
export function followLog(held: HeldLog, u: LogUpdate): HeldLog | null {
  if (u.log_from > held.through) return null;
  return { steps: [...held.steps.filter((s) => s.step <= u.log_from), ...u.new_steps], through: u.step };
}

/**
 * A whole log fetched while updates kept coming, made to agree with the newest update: cut to
 * its step (an undo, or a command whose update is still on its way), then its steps.
 */
export function mergeFetched(fetched: GameLog, latest: LogUpdate | null): HeldLog | null {
  if (latest === null) return { steps: [...fetched.steps], through: fetched.through };
  const upTo = Math.min(fetched.through, latest.step);
  return followLog({ steps: fetched.steps.filter((s) => s.step <= upTo), through: upTo }, latest);
}

/** The log of one game as one viewer is told it, kept up to date from the updates. */
export class LogFeed {
  steps = $state<LogStep[]>([]);
  /** The game step `steps` is whole up to: an empty log is whole up to the game's start. */
  private through = 0;
  /** Whole logs asked for (a measure: once on opening, once per change of viewer). */
  fetches = 0;
  private key: string | null = null;
  private latest: LogUpdate | null = null;
  /** The key a fetch is on its way for. */
  private asking: string | null = null;

  constructor(private readonly fetch: FetchLog = fetchLog) {}

  /** Follows one update. */
  take(u: LogUpdate): void {
    if (u === this.latest) return;
    const key = `${u.session}:${u.viewer ?? "-"}`;
    if (key !== this.key) {
      this.key = key;
      this.hold({ steps: [], through: 0 });
    }
    this.latest = u;
    const next = followLog({ steps: this.steps, through: this.through }, u);
    if (next !== null && this.asking !== key) this.hold(next);
    else this.ask(key, u.session, u.viewer);
  }

  private hold(log: HeldLog): void {
    this.steps = log.steps;
    this.through = log.through;
  }

  private ask(key: string, session: string, viewer: number | null): void {
    if (this.asking === key) return;
    this.asking = key;
    this.fetches++;
    this.fetch(session, viewer).then(
      (got) => {
        if (this.asking !== key) return;
        this.asking = null;
        if (this.key !== key) return;
        const merged = mergeFetched(got, this.latest);
        // Behind the newest update (fetched before its command): ask again, once more.
        if (merged === null) this.ask(key, session, viewer);
        else this.hold(merged);
      },
      () => {
        if (this.asking === key) this.asking = null;
      },
    );
  }
}

/** A feed following `at()`'s update. Call it while a component initialises: it sets up an effect. */
export function logFeed(at: () => LogUpdate, fetch?: FetchLog): LogFeed {
  const feed = new LogFeed(fetch);
  $effect(() => {
    const u = at();
    untrack(() => feed.take(u));
  });
  return feed;
}
