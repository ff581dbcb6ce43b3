/**
 * The game's log on screen, whatever the game. Each update carries the log steps its command
 * played (`new_steps`: the player's action, the chance it set off, a bot's move), redacted for
 * its viewer as the `log` command redacts them, and the feed appends them; an undo's update
 * cuts the log back to its `step`. The whole log (`log`, rebuilt by the backend from the saved
 * game, so it is whole after a restart) is fetched only when the updates do not follow on
 * from what the feed holds: a resumed game, another seat's screen in pass-and-play.
 */
import { untrack } from "svelte";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { LogStep } from "../bindings/LogStep";
import { log as fetchLog } from "./api";

export type LogUpdate = Pick<GameUpdate, "session" | "viewer" | "step" | "new_steps">;
export type FetchLog = (session: string, viewer: number | null) => Promise<LogStep[]>;

/**
 * The log after `u` from the log before it: the steps before the command, then the ones it
 * played. Null when `u` does not follow on from `steps` (steps are missing in between).
 */
export function followLog(steps: readonly LogStep[], u: LogUpdate): LogStep[] | null {
  const from = u.step - u.new_steps.length;
  if (from < 0 || from > steps.length) return null;
  return [...steps.slice(0, from), ...u.new_steps];
}

/**
 * A whole log fetched while updates kept coming, made to agree with the newest update: cut to
 * its step (an undo, or a command whose update is still on its way), then its steps.
 */
export function mergeFetched(fetched: readonly LogStep[], latest: LogUpdate | null): LogStep[] | null {
  if (latest === null) return [...fetched];
  return followLog(fetched.slice(0, latest.step), latest);
}

/** The log of one game as one viewer is told it, kept up to date from the updates. */
export class LogFeed {
  steps = $state<LogStep[]>([]);
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
      this.steps = [];
    }
    this.latest = u;
    const next = followLog(this.steps, u);
    if (next !== null && this.asking !== key) this.steps = next;
    else this.ask(key, u.session, u.viewer);
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
        else this.steps = merged;
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
