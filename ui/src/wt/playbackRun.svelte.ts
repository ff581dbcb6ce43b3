/**
 * The resolution's playback on the table, as a state machine: which frame is on, whether it
 * is paused or done, fed by each update's fresh steps (a reveal starts it over, later frames
 * go on from where it is), and the effects that step it on a timer and hold the score screen
 * back until the game's last round has played out. The frames themselves: `playback.ts`.
 */
import { untrack } from "svelte";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { WtEvent } from "../bindings/WtEvent";
import type { WtView } from "../bindings/WtView";
import { wtEvents } from "./logic";
import { extend, type Frame, type Playback, type Snapshot } from "./playback";

/** How long a frame stays before the next (the reveal a little longer). */
export function frameDelay(frame: Frame): number {
  return frame.kind === "reveal" ? 1800 : 1500;
}

/** The table as a plan sees it: where a resolution starts from. */
export function snapshotOf(v: Pick<WtView, "round" | "cells" | "players" | "gang">): Snapshot {
  return {
    round: v.round,
    cells: v.cells.map((c) => ({ ...c })),
    at: v.players.map((p) => p.at),
    gang: v.gang?.at ?? null,
    purses: v.players.map((p) => ({ lives: p.lives, bullets: p.bullets, dollars: p.dollars })),
  };
}

export class PlaybackRun {
  pb = $state.raw<Playback | null>(null);
  index = $state(0);
  done = $state(true);
  paused = $state(false);
  /** The frame on show, if the playback is running. */
  readonly frame: Frame | null = $derived(this.pb && !this.done ? (this.pb.frames[this.index] ?? null) : null);
  /** The newest step taken in. */
  private seenStep: number;
  /** The table as the last plan saw it. */
  private snap: Snapshot;

  constructor(step: number, view: Pick<WtView, "round" | "cells" | "players" | "gang">) {
    this.seenStep = step;
    this.snap = snapshotOf(view);
  }

  /** Takes in an update's steps not seen yet; the view, while planning, is the next start. */
  follow(update: Pick<GameUpdate, "step" | "new_steps">, view: WtView): void {
    const fresh = update.new_steps.filter((s) => s.step > this.seenStep);
    this.seenStep = Math.max(this.seenStep, update.step);
    const events = fresh.flatMap((s) => wtEvents(s.events));
    this.take(events);
    if (view.phase.type === "planning" && !events.some((e) => e.type === "revealed" || e.type === "beat-started"))
      this.snap = snapshotOf(view);
  }

  /** Frames for `events`: a reveal starts a new playback, more frames go on from where it was. */
  take(events: readonly WtEvent[]): void {
    const before = this.pb?.frames.length ?? 0;
    const revealed = events.some((e) => e.type === "revealed");
    const next = extend(revealed ? null : this.pb, events, this.snap);
    if (next && revealed) {
      this.pb = next;
      this.index = 0;
      this.done = false;
      this.paused = false;
    } else if (next && next.frames.length > before) {
      this.pb = next;
      if (this.done) {
        this.index = before;
        this.done = false;
      }
    }
  }

  next(): void {
    if (!this.pb) return;
    if (this.index + 1 < this.pb.frames.length) this.index += 1;
    else this.done = true;
  }

  skip(): void {
    this.done = true;
  }

  togglePause(): void {
    this.paused = !this.paused;
  }
}

/** Whether a bound flag (the shell's score screen) is open, and a way to open or close it. */
export interface Toggle {
  get(): boolean;
  set(open: boolean): void;
}

/**
 * Plays `run` out on the table while it initialises: a frame steps on after its delay unless
 * paused or `held()` (a hand-off, a blank screen); the score screen, which the shell opens as
 * soon as the game is over, is put back while the last round plays and opened when it ends.
 */
export function playOut(run: PlaybackRun, held: () => boolean, over: () => boolean, score: Toggle): void {
  $effect(() => {
    const frame = run.frame;
    if (!frame || run.paused || held()) return;
    const id = setTimeout(() => run.next(), frameDelay(frame));
    return () => clearTimeout(id);
  });

  let scoreHeldAt = 0;
  $effect(() => {
    const isOver = over();
    const playingOut = run.frame !== null;
    const open = score.get();
    untrack(() => {
      if (isOver && playingOut && open && (scoreHeldAt === 0 || performance.now() - scoreHeldAt < 600)) {
        if (scoreHeldAt === 0) scoreHeldAt = performance.now();
        score.set(false);
      } else if (isOver && !playingOut && scoreHeldAt > 0) {
        scoreHeldAt = -1;
        score.set(true);
      }
    });
  });
}
