import { get } from "svelte/store";
import { describe, expect, it } from "vitest";
import type { AnyAction } from "../bindings/AnyAction";
import type { BotProgress } from "../bindings/BotProgress";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { Suggestion } from "../bindings/Suggestion";
import { Hints, type HintApi } from "./hints";

const PLAY: AnyAction = { "circle-the-wagons": { type: "take", slot: 2 } } as unknown as AnyAction;

/** The bits of an update a hint reads: the viewer acts at `step`. */
function at(step: number, p: Partial<GameUpdate> = {}): GameUpdate {
  return {
    session: "s1",
    step,
    viewer: 0,
    human_to_act: 0,
    finished: false,
    legal: [PLAY],
    assisted: false,
    ...p,
  } as GameUpdate;
}

/** A backend whose `suggest` waits until the test answers it. */
function pendingApi() {
  const calls: string[] = [];
  let answer: (s: Suggestion) => void = () => {};
  let refuse: (e: unknown) => void = () => {};
  let progress: (p: BotProgress) => void = () => {};
  const api: HintApi = {
    suggest: (session, seat, onProgress) => {
      calls.push(`suggest ${session} ${seat}`);
      progress = onProgress;
      return new Promise((ok, no) => ((answer = ok), (refuse = no)));
    },
    cancelSuggest: (session) => {
      calls.push(`cancel ${session}`);
      refuse({ kind: "bot-cancelled", message: "called off" });
      return Promise.resolve();
    },
  };
  return {
    api,
    calls,
    answer: (s: Suggestion) => answer(s),
    refuse: (e: unknown) => refuse(e),
    progress: (p: BotProgress) => progress(p),
  };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

describe("a hint", () => {
  it("is asked for the viewer, shows its progress, then the suggestion for that moment only", async () => {
    const b = pendingApi();
    const hints = new Hints(b.api);
    const asked = hints.ask(at(4));
    expect(b.calls).toEqual(["suggest s1 0"]);
    expect(hints.current).toEqual({ status: "thinking", progress: null });
    expect(hints.canAsk(at(4))).toBe(false);
    b.progress({ seat: 0, done: 30, total: 240 });
    expect(get(hints.state$)).toEqual({ status: "thinking", progress: { seat: 0, done: 30, total: 240 } });
    const suggestion: Suggestion = { seat: 0, step: 4, action: PLAY, gains: [{ key: "towns", points: 3 }] };
    b.answer(suggestion);
    await asked;
    expect(hints.current).toEqual({ status: "shown", suggestion });
    expect(hints.shownFor(at(4))).toEqual(suggestion);
    // The game moves on (the hint was played, or not): it is gone.
    hints.follow(at(5));
    expect(hints.current.status).toBe("idle");
    expect(hints.shownFor(at(5))).toBeNull();
  });

  it("is not asked when it is not the viewer's decision", async () => {
    const b = pendingApi();
    const hints = new Hints(b.api);
    await hints.ask(at(4, { human_to_act: 1 }));
    await hints.ask(at(4, { finished: true }));
    await hints.ask(at(4, { viewer: null }));
    expect(b.calls).toEqual([]);
  });

  it("can be called off while it thinks, and a late answer is not shown", async () => {
    const b = pendingApi();
    const hints = new Hints(b.api);
    const asked = hints.ask(at(4));
    hints.cancel("s1");
    await asked;
    expect(b.calls).toEqual(["suggest s1 0", "cancel s1"]);
    expect(hints.current.status).toBe("idle");
  });

  it("is called off when the game moves on while it thinks", async () => {
    const b = pendingApi();
    const hints = new Hints(b.api);
    const asked = hints.ask(at(4));
    hints.follow(at(4));
    expect(hints.current.status).toBe("thinking");
    hints.follow(at(6));
    await asked;
    await flush();
    expect(b.calls).toEqual(["suggest s1 0", "cancel s1"]);
    expect(hints.current.status).toBe("idle");
  });

  it("tells a refusal, which can be put aside", async () => {
    const b = pendingApi();
    const hints = new Hints(b.api);
    const asked = hints.ask(at(4));
    b.refuse({ kind: "not-your-turn", message: "not yet" });
    await asked;
    expect(hints.current).toEqual({ status: "failed", error: { kind: "not-your-turn", message: "not yet" } });
    hints.dismiss();
    expect(hints.current.status).toBe("idle");
  });
});
