import { describe, expect, it } from "vitest";
import type { AnyEvent } from "../bindings/AnyEvent";
import type { LogStep } from "../bindings/LogStep";
import type { WtEvent } from "../bindings/WtEvent";
import type { WtView } from "../bindings/WtView";
import { frameDelay, PlaybackRun } from "./playbackRun.svelte";

const PLAYER = { at: null, lives: 5, bullets: 10, dollars: 0 };
const view = (phase: string) =>
  ({ cells: [], players: [PLAYER, PLAYER], gang: null, phase: { type: phase } }) as unknown as WtView;

const REVEAL: WtEvent[] = [
  {
    type: "revealed",
    round: 1,
    paths: [
      { side: "n", cells: [0, 1] },
      { side: "w", cells: [0, 3] },
    ],
  },
  { type: "beat-started", beat: 1, last: false },
  { type: "moved", seat: 0, cell: 0 },
];
const NEXT_BEAT: WtEvent[] = [
  { type: "beat-started", beat: 2, last: true },
  { type: "moved", seat: 0, cell: 1 },
];

const stepOf = (step: number, events: WtEvent[]): LogStep => ({
  step,
  seat: null,
  year: null,
  round: null,
  events: events.map((e) => ({ "wild-tiles": e }) as AnyEvent),
});

describe("the resolution's playback", () => {
  it("starts at a reveal, steps through its frames and ends", () => {
    const run = new PlaybackRun(0, view("planning"));
    expect(run.frame).toBeNull();
    run.take(REVEAL);
    expect(run.index).toBe(0);
    expect(run.frame?.kind).toBe("reveal");
    expect(frameDelay(run.frame!)).toBe(1800);
    run.next();
    expect(run.frame?.kind).toBe("beat");
    expect(frameDelay(run.frame!)).toBe(1500);
    run.next();
    expect(run.done).toBe(true);
    expect(run.frame).toBeNull();
  });

  it("goes on from where it ended when later frames come, and starts over at a reveal", () => {
    const run = new PlaybackRun(0, view("planning"));
    run.take(REVEAL);
    run.skip();
    run.take(NEXT_BEAT);
    expect(run.done).toBe(false);
    expect(run.index).toBe(2);
    expect(run.frame?.kind).toBe("beat");
    run.togglePause();
    expect(run.paused).toBe(true);
    run.take(REVEAL);
    expect([run.index, run.paused, run.pb?.frames.length]).toEqual([0, false, 2]);
  });

  it("takes each step once, however often an update carries it", () => {
    const run = new PlaybackRun(0, view("planning"));
    const update = { step: 1, new_steps: [stepOf(1, REVEAL)] };
    run.follow(update, view("resolution"));
    run.next();
    run.follow(update, view("resolution"));
    expect(run.index).toBe(1);
    expect(run.pb?.frames).toHaveLength(2);
  });
});
