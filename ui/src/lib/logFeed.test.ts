import { describe, expect, it, vi } from "vitest";
import type { GameLog } from "../bindings/GameLog";
import type { LogStep } from "../bindings/LogStep";
import { followLog, LogFeed, mergeFetched, type LogUpdate } from "./logFeed.svelte";

const step = (n: number, seat: number | null = 0): LogStep => ({ step: n, seat, year: null, round: null, events: [] });
const steps = (from: number, to: number, seat: number | null = 0): LogStep[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => step(from + i, seat));
/** An update at `stepNo` carrying `fresh`: they follow on from the step before the first of them. */
const upd = (stepNo: number, fresh: LogStep[], viewer: number | null = 0, session = "s1"): LogUpdate => ({
  session,
  viewer,
  step: stepNo,
  log_from: fresh.length > 0 ? fresh[0]!.step - 1 : stepNo,
  new_steps: fresh,
});
/** The whole log at `n` steps, as held. */
const whole = (n: number) => steps(1, n);
/** The whole log at `n` steps, as the backend sends it. */
const fetched = (n: number): GameLog => ({ steps: whole(n), through: n });
const held = (n: number) => ({ steps: whole(n), through: n });

/** A fetch that answers when told to, so tests can interleave updates with it. */
function slowFetch() {
  const pending: { session: string; viewer: number | null; answer: (log: GameLog) => void }[] = [];
  const fetch = vi.fn(
    (session: string, viewer: number | null) =>
      new Promise<GameLog>((answer) => {
        pending.push({ session, viewer, answer });
      }),
  );
  return { fetch, pending };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

describe("followLog and mergeFetched", () => {
  it("append the command's steps, cut back for an undo, and refuse a gap", () => {
    expect(followLog(held(0), upd(2, steps(1, 2)))).toEqual(held(2));
    expect(followLog(held(2), upd(5, steps(3, 5)))).toEqual(held(5));
    expect(followLog(held(5), upd(4, []))).toEqual(held(4));
    expect(followLog(held(2), upd(9, steps(8, 9)))).toBeNull();
    expect(followLog(held(0), upd(7, []))).toBeNull();
  });

  it("bring a fetched log to the newest update, whichever was answered first", () => {
    // Fetched before the newest command: its steps go after.
    expect(mergeFetched(fetched(4), upd(6, steps(5, 6)))).toEqual(held(6));
    // Fetched after a command whose update is still on its way: cut to the newest update.
    expect(mergeFetched(fetched(9), upd(6, steps(5, 6)))).toEqual(held(6));
    // Fetched before an undo that came back first.
    expect(mergeFetched(fetched(6), upd(5, []))).toEqual(held(5));
    // Too old: steps missing between.
    expect(mergeFetched(fetched(2), upd(6, steps(5, 6)))).toBeNull();
  });

  it("follow a log with another seat's secret steps left out, by step number", () => {
    // Steps 3-5 were another seat's plan: the viewer was never sent them.
    const gappy = { steps: [...steps(1, 2), step(6, null)], through: 6 };
    const next = followLog(gappy, upd(8, [step(7, 1), step(8, 0)]));
    expect(next?.steps.map((s) => s.step)).toEqual([1, 2, 6, 7, 8]);
    // An update whose command played only secret steps of another seat carries none, and
    // still follows on.
    expect(followLog(gappy, { ...upd(9, []), log_from: 6 })?.through).toBe(9);
    // An undo back to step 4 cuts after what was held up to it.
    expect(followLog(gappy, upd(4, []))?.steps.map((s) => s.step)).toEqual([1, 2]);
    // A fetched log whole up to step 6 but holding fewer steps is not taken for an old one.
    expect(mergeFetched(gappy, upd(8, [step(7, 1), step(8, 0)]))?.steps.map((s) => s.step)).toEqual([1, 2, 6, 7, 8]);
  });
});

describe("LogFeed", () => {
  it("a new game is followed from its updates alone: no whole log fetched, however long", async () => {
    const fetch = vi.fn(() => Promise.resolve<GameLog>({ steps: [], through: 0 }));
    const feed = new LogFeed(fetch);
    feed.take(upd(1, [step(1, null)]));
    let at = 1;
    for (let turn = 0; turn < 50; turn++) {
      // The player's action, the chance it set off and a bot's move, in one update.
      feed.take(upd(at + 3, [step(at + 1, 0), step(at + 2, null), step(at + 3, 1)]));
      at += 3;
    }
    feed.take(upd(at - 1, [])); // an undo
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(feed.steps.map((s) => s.step)).toEqual(whole(at - 1).map((s) => s.step));
    expect(feed.steps[2]?.seat).toBeNull();
  });

  it("a resumed game fetches the whole log once, then appends", async () => {
    const { fetch, pending } = slowFetch();
    const feed = new LogFeed(fetch);
    feed.take(upd(40, []));
    expect(fetch).toHaveBeenCalledTimes(1);
    // An action answered before the log: kept, and put after it.
    feed.take(upd(42, steps(41, 42)));
    expect(fetch).toHaveBeenCalledTimes(1);
    pending[0]?.answer(fetched(40));
    await flush();
    expect(feed.steps).toEqual(whole(42));
    for (let n = 43; n < 60; n++) feed.take(upd(n, [step(n)]));
    expect(feed.steps).toEqual(whole(59));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks again when the log it got is older than the updates since", async () => {
    const { fetch, pending } = slowFetch();
    const feed = new LogFeed(fetch);
    feed.take(upd(10, []));
    feed.take(upd(12, steps(11, 12)));
    feed.take(upd(14, steps(13, 14)));
    pending[0]?.answer(fetched(9));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    pending[1]?.answer(fetched(14));
    await flush();
    expect(feed.steps).toEqual(whole(14));
  });

  it("another seat's screen or another game starts a log of its own", async () => {
    const { fetch, pending } = slowFetch();
    const feed = new LogFeed(fetch);
    feed.take(upd(3, steps(1, 3), 0));
    expect(fetch).not.toHaveBeenCalled();
    // Pass-and-play: seat 1's view, told as seat 1 may be told it.
    feed.take(upd(3, [], 1));
    expect(fetch).toHaveBeenCalledWith("s1", 1);
    expect(feed.steps).toEqual([]);
    // A late answer for a screen that is gone is dropped.
    feed.take(upd(2, steps(1, 2), 0, "s2"));
    pending[0]?.answer(fetched(3));
    await flush();
    expect(feed.steps).toEqual(whole(2));
  });

  it("a failed fetch is asked again at the next update", async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error("gone")).mockResolvedValue(fetched(8));
    const feed = new LogFeed(fetch);
    feed.take(upd(7, []));
    await flush();
    expect(feed.steps).toEqual([]);
    feed.take(upd(8, [step(8)]));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(feed.steps).toEqual(whole(8));
  });
});
