import { describe, expect, it, vi } from "vitest";
import type { AnyAction } from "../bindings/AnyAction";
import type { GameUpdate } from "../bindings/GameUpdate";
import { GameFlow, type FlowApi } from "./flow";
import { currentMark, guideAllows, guidePlace, GuideRunner, sameAction, type Guide } from "./guide";

const pass: AnyAction = { "circle-the-wagons": { type: "pass" } } as unknown as AnyAction;
const take = (card: number): AnyAction => ({ "circle-the-wagons": { type: "take", card } }) as unknown as AnyAction;

const GUIDE: Guide = {
  game: "circle-the-wagons",
  seed: "7",
  steps: [
    {
      id: "first",
      at: 1,
      action: take(3),
      marks: [
        { target: "#card-3", done: "#card-3.on", text: "a" },
        { target: "#ok", text: "b" },
      ],
    },
    { id: "second", at: 4, action: pass, marks: [{ target: "#pass", text: "c" }] },
    { id: "free", at: 6, free: true, marks: [{ target: "#board", text: "d" }] },
  ],
};

function upd(step: number, p: Partial<GameUpdate> = {}): GameUpdate {
  return {
    session: "s1",
    step,
    viewer: 0,
    human_to_act: 0,
    bot_to_act: false,
    finished: false,
    legal: [pass, take(3), take(4)],
    can_undo: true,
    seats: [{ name: "Ann", kind: { type: "human" } }],
    ...p,
  } as GameUpdate;
}

function runner(step: number) {
  const api = { endGuide: vi.fn(async () => null) };
  return { api, runner: new GuideRunner(GUIDE, api, upd(step)) };
}

describe("the guide's place in the game", () => {
  it("is the step taught at the game's step, between steps nothing, past the last over", () => {
    expect(guidePlace(GUIDE, upd(1))).toMatchObject({ kind: "step", index: 0 });
    expect(guidePlace(GUIDE, upd(4))).toMatchObject({ kind: "step", index: 1 });
    expect(guidePlace(GUIDE, upd(2))).toEqual({ kind: "between" });
    expect(guidePlace(GUIDE, upd(6))).toMatchObject({ kind: "step", index: 2 });
    expect(guidePlace(GUIDE, upd(7))).toEqual({ kind: "over" });
    expect(guidePlace(GUIDE, upd(4, { finished: true }))).toEqual({ kind: "over" });
  });

  it("resumes at the step the game has reached: a new runner on a resumed game", () => {
    const { runner: r } = runner(4);
    expect(r.current.place).toMatchObject({ kind: "step", index: 1, step: { id: "second" } });
  });
});

describe("step matching", () => {
  it("accepts only the taught action, whatever order its fields come in", () => {
    const reordered = { "circle-the-wagons": { card: 3, type: "take" } } as unknown as AnyAction;
    expect(sameAction(take(3), reordered)).toBe(true);
    expect(guideAllows(GUIDE, upd(1), reordered)).toBe(true);
    expect(guideAllows(GUIDE, upd(1), take(4))).toBe(false);
    expect(guideAllows(GUIDE, upd(1), pass)).toBe(false);
  });

  it("lets every action through on a free step, between steps and after the guide", () => {
    expect(guideAllows(GUIDE, upd(6), take(4))).toBe(true);
    expect(guideAllows(GUIDE, upd(9), take(4))).toBe(true);
  });

  it("points at the first mark not done yet", () => {
    const step = GUIDE.steps[0]!;
    expect(currentMark(step, () => false)?.text).toBe("a");
    expect(currentMark(step, (s) => s === "#card-3.on")?.text).toBe("b");
    // A selector the webview cannot read counts as not done, and the step still points.
    expect(
      currentMark(step, () => {
        throw new Error("bad selector");
      })?.text,
    ).toBe("a");
  });
});

describe("the runner", () => {
  it("refuses another action with a nudge, which the next step clears", () => {
    const { runner: r } = runner(1);
    expect(r.allows(upd(1), take(4))).toBe(false);
    expect(r.current.nudge).toBe(true);
    r.follow(upd(1));
    expect(r.current.nudge, "the same moment: still nudged").toBe(true);
    expect(r.allows(upd(1), take(3))).toBe(true);
    r.follow(upd(4));
    expect(r.current.nudge).toBe(false);
    expect(r.current.place).toMatchObject({ index: 1 });
  });

  it("follows an undo back to the earlier step", () => {
    const { runner: r } = runner(4);
    r.follow(upd(1));
    expect(r.current.place).toMatchObject({ kind: "step", index: 0 });
  });

  it("teaches an undo: only taking back is accepted, then the step after it is taught where the game is back", () => {
    const tried: Guide = {
      game: "circle-the-wagons",
      seed: "7",
      steps: [
        { id: "detour", at: 1, action: take(4), marks: [{ target: "#card-4", text: "a" }] },
        { id: "undo", at: 2, undo: true, marks: [{ target: "#undo", text: "b" }] },
        { id: "instead", at: 1, action: take(3), marks: [{ target: "#card-3", text: "c" }] },
        { id: "then", at: 2, action: pass, marks: [{ target: "#pass", text: "d" }] },
        { id: "free", at: 3, free: true, marks: [{ target: "#board", text: "e" }] },
      ],
    };
    const r = new GuideRunner(tried, { endGuide: vi.fn(async () => null) }, upd(1));
    expect(r.current.place).toMatchObject({ index: 0 });
    r.follow(upd(2));
    expect(r.current.place).toMatchObject({ index: 1 });
    expect(r.allows(upd(2), pass), "an undo step plays nothing").toBe(false);
    r.follow(upd(1));
    expect(r.current.place, "back a step: the step after the undo").toMatchObject({ index: 2 });
    expect(r.allows(upd(1), take(4))).toBe(false);
    expect(r.allows(upd(1), take(3))).toBe(true);
    r.follow(upd(2));
    expect(r.current.place).toMatchObject({ index: 3 });
    expect(r.allows(upd(2), pass)).toBe(true);
    // A new runner (the game resumed) knows nothing of the undo: it teaches from the detour.
    expect(guidePlace(tried, upd(1))).toMatchObject({ index: 0 });
  });

  it("skipped, becomes a normal game: the backend is told once and every action goes", async () => {
    const { api, runner: r } = runner(1);
    await r.end();
    await r.end();
    expect(api.endGuide).toHaveBeenCalledTimes(1);
    expect(api.endGuide).toHaveBeenCalledWith("s1");
    expect(r.current.ended).toBe(true);
    expect(r.allows(upd(1), take(4))).toBe(true);
  });

  it("ends by itself once the game has gone past the last step", () => {
    const { api, runner: r } = runner(6);
    r.follow(upd(8));
    expect(r.current.ended).toBe(true);
    expect(api.endGuide).toHaveBeenCalledWith("s1");
  });
});

describe("the flow under a guide", () => {
  function fakeApi(): FlowApi & { act: ReturnType<typeof vi.fn> } {
    return {
      view: vi.fn(async () => upd(1)),
      act: vi.fn(async () => upd(4)),
      advance: vi.fn(async () => upd(4)),
      cancelBot: vi.fn(async () => {}),
      undo: vi.fn(async () => upd(1)),
    };
  }

  it("sends the taught action and nothing else", async () => {
    const api = fakeApi();
    const flow = new GameFlow(api, upd(1), { handOff: false, botDelayMs: 0, sleep: async () => {} });
    await flow.start();
    const { runner: r } = runner(1);
    flow.setGuard((u, a) => r.allows(u, a));
    await flow.act(take(4));
    expect(api.act).not.toHaveBeenCalled();
    expect(r.current.nudge).toBe(true);
    await flow.act(take(3));
    expect(api.act).toHaveBeenCalledWith("s1", 0, take(3));
    flow.setGuard(null);
  });
});
