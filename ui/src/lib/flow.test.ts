import { describe, expect, it, vi } from "vitest";
import type { AnyAction } from "../bindings/AnyAction";
import type { AnyEvent } from "../bindings/AnyEvent";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { SeatConfig } from "../bindings/SeatConfig";
import { GameFlow, nextStep, type FlowApi } from "./flow";

const HUMAN: SeatConfig["kind"] = { type: "human" };
const BOT: SeatConfig["kind"] = { type: "bot", level: "greedy" };

function seats(a: SeatConfig["kind"], b: SeatConfig["kind"]): SeatConfig[] {
  return [
    { name: "Ann", kind: a },
    { name: "Bob", kind: b },
  ];
}

const ev = (seat: number): AnyEvent => ({ "circle-the-wagons": { type: "turn-passed", seat } });

function upd(p: Partial<GameUpdate>): GameUpdate {
  return {
    session: "s1",
    game: "circle-the-wagons",
    seats: seats(HUMAN, BOT),
    viewer: 0,
    actor: { type: "seat", seat: 0 },
    view: {
      "circle-the-wagons": {
        you: 0,
        phase: "draft",
        bonus: [],
        ring: [],
        first_slot: null,
        towns: [],
        drafter: 0,
        to_place: null,
        holding: null,
        free: [],
        free_to: 1,
        cards: [],
        takes: [],
        placing_look: null,
      },
    },
    legal: [],
    events: [],
    new_steps: [],
    can_undo: false,
    scores: [],
    winners: [],
    places: [],
    finished: false,
    step: 1,
    human_to_act: null,
    bot_to_act: false,
    assisted: false,
    guided: false,
    table: null,
    table_hand_off: false,
    ...p,
    log_from: p.log_from ?? p.step ?? 1,
  };
}

function fakeApi(overrides: Partial<FlowApi> = {}): FlowApi & { calls: string[] } {
  const calls: string[] = [];
  const fail = (name: string) => () => Promise.reject(new Error(`unexpected ${name}`));
  const api = {
    calls,
    view: vi.fn(fail("view")),
    act: vi.fn(fail("act")),
    advance: vi.fn(fail("advance")),
    cancelBot: vi.fn(fail("cancelBot")),
    undo: vi.fn(fail("undo")),
    ...overrides,
  };
  for (const name of ["view", "act", "advance", "cancelBot", "undo"] as const) {
    const inner = api[name] as (...args: unknown[]) => Promise<unknown>;
    api[name] = ((...args: unknown[]) => {
      calls.push(
        `${name}(${args
          .filter((a) => a === null || (typeof a !== "object" && typeof a !== "function"))
          .map(String)
          .join(",")})`,
      );
      return inner(...args);
    }) as never;
  }
  return api;
}

const instant = { botDelayMs: 400, sleep: () => Promise.resolve() };

describe("nextStep", () => {
  const base = upd({});

  it("ends on a finished game", () => {
    expect(nextStep({ ...base, finished: true }, true, 0)).toEqual({ kind: "over" });
  });

  it("lets the viewer play when their screen is showing", () => {
    expect(nextStep({ ...base, human_to_act: 0 }, true, 0)).toEqual({ kind: "play" });
  });

  it("hands off only between two or more humans, when the setting is on", () => {
    const pass = { ...base, seats: seats(HUMAN, HUMAN), human_to_act: 1 };
    expect(nextStep(pass, true, 0)).toEqual({ kind: "switch", seat: 1, handOff: true });
    expect(nextStep(pass, false, 0)).toEqual({ kind: "switch", seat: 1, handOff: false });
    expect(nextStep({ ...base, human_to_act: 0 }, true, null)).toEqual({ kind: "switch", seat: 0, handOff: false });
  });

  it("at a table, hands off only when the backend says the acting seat must be", () => {
    const table = { edges: ["bottom", "top"] as ("bottom" | "top")[] };
    const open = { ...base, seats: seats(HUMAN, HUMAN), human_to_act: 1, table };
    expect(nextStep(open, true, 0)).toEqual({ kind: "switch", seat: 1, handOff: false });
    const secret = { ...open, table_hand_off: true };
    expect(nextStep(secret, false, 0)).toEqual({ kind: "switch", seat: 1, handOff: true });
    expect(nextStep({ ...secret, viewer: 1 }, true, 1)).toEqual({ kind: "play" });
  });

  it("calls the bot when a bot acts", () => {
    expect(nextStep({ ...base, bot_to_act: true }, true, 0)).toEqual({ kind: "bot" });
  });
});

describe("GameFlow", () => {
  it("lets bots play one action at a time, with a pause, for the human's view", async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const api = fakeApi({
      advance: vi.fn(() => Promise.resolve(upd({ human_to_act: 0, step: 3, events: [ev(0)] }))),
    });
    const flow = new GameFlow(api, upd({ bot_to_act: true, events: [ev(1)] }), {
      handOff: true,
      botDelayMs: 400,
      sleep,
    });
    await flow.start();
    expect(api.calls).toEqual(["advance(s1,0)"]);
    expect(sleep).toHaveBeenCalledWith(400);
    expect(flow.current.mode).toBe("play");
    expect(flow.current.update.step).toBe(3);
  });

  it("shows the hand-off screen, then the next player's table", async () => {
    const two = seats(HUMAN, HUMAN);
    const api = fakeApi({
      view: vi.fn(() => Promise.resolve(upd({ seats: two, viewer: 0, human_to_act: 0, step: 4 }))),
    });
    const flow = new GameFlow(api, upd({ seats: two, viewer: 1, human_to_act: 1 }), { handOff: true, ...instant });
    await flow.start();
    expect(flow.current.mode).toBe("handoff");
    expect(flow.current.handOffSeat).toBe(1);
    expect(flow.current.undoSeat).toBeNull();
    await flow.acceptHandOff();
    // The update was already for seat 1: no extra view.
    expect(api.calls).toEqual([]);
    expect(flow.current.mode).toBe("play");
  });

  it("offers the previous player's undo on the hand-off screen", async () => {
    const two = seats(HUMAN, HUMAN);
    const place: AnyAction = { "circle-the-wagons": { type: "place", x: 0, y: 0, upside_down: false } };
    const api = fakeApi({
      act: vi.fn(() => Promise.resolve(upd({ seats: two, viewer: 0, human_to_act: 1, can_undo: true, step: 6 }))),
      undo: vi.fn(() => Promise.resolve(upd({ seats: two, viewer: 0, human_to_act: 0, can_undo: true, step: 5 }))),
    });
    const flow = new GameFlow(api, upd({ seats: two, viewer: 0, human_to_act: 0, legal: [place] }), {
      handOff: true,
      ...instant,
    });
    await flow.start();
    await flow.acceptHandOff();
    expect(flow.current.mode).toBe("play");
    await flow.act(place);
    expect(flow.current.mode).toBe("handoff");
    expect(flow.current.handOffSeat).toBe(1);
    expect(flow.current.undoSeat).toBe(0);
    await flow.undoFromHandOff();
    expect(api.calls).toEqual(["act(s1,0)", "undo(s1,0)"]);
    // The next player holds the device: the table goes back behind a hand-off to the player
    // who undid, never shown before their own hold.
    expect(flow.current.mode).toBe("handoff");
    expect(flow.current.handOffSeat).toBe(0);
    expect(flow.current.undoSeat).toBeNull();
    await flow.acceptHandOff();
    expect(api.calls).toEqual(["act(s1,0)", "undo(s1,0)"]);
    expect(flow.current.mode).toBe("play");
    expect(flow.current.update.viewer).toBe(0);
    expect(flow.current.update.step).toBe(5);
  });

  it("switches seats without a hand-off screen when the setting is off", async () => {
    const two = seats(HUMAN, HUMAN);
    const api = fakeApi({
      view: vi.fn(() => Promise.resolve(upd({ seats: two, viewer: 1, human_to_act: 1 }))),
    });
    const flow = new GameFlow(api, upd({ seats: two, viewer: 0, human_to_act: 1 }), { handOff: false, ...instant });
    await flow.start();
    expect(api.calls).toEqual(["view(s1,1)"]);
    expect(flow.current.mode).toBe("play");
    expect(flow.current.update.viewer).toBe(1);
  });

  it("retries a failed bot move, not the player's action", async () => {
    let fails = 1;
    const api = fakeApi({
      advance: vi.fn(() =>
        fails-- > 0
          ? Promise.reject({ kind: "storage", message: "disk full" })
          : Promise.resolve(upd({ human_to_act: 0 })),
      ),
    });
    const flow = new GameFlow(api, upd({ bot_to_act: true }), { handOff: true, ...instant });
    await flow.start();
    expect(flow.current.error).toEqual({ kind: "storage", message: "disk full" });
    expect(flow.current.retryable).toBe(true);
    await flow.retry();
    expect(api.calls).toEqual(["advance(s1,0)", "advance(s1,0)"]);
    expect(flow.current.error).toBeNull();
    expect(flow.current.mode).toBe("play");
  });

  it("reports a refused action without offering to send it again", async () => {
    const take: AnyAction = { "circle-the-wagons": { type: "take", slot: 1 } };
    const api = fakeApi({
      act: vi.fn(() => Promise.reject({ kind: "illegal-action", message: "no" })),
    });
    const flow = new GameFlow(api, upd({ human_to_act: 0, legal: [take] }), { handOff: true, ...instant });
    await flow.start();
    await flow.act(take);
    expect(flow.current.error?.kind).toBe("illegal-action");
    expect(flow.current.retryable).toBe(false);
    expect(flow.current.mode).toBe("play");
  });

  /** A bot that thinks until told: `report` sends progress, `finish` plays its move. */
  function thinkingBot(after: GameUpdate) {
    let reject: (e: unknown) => void = () => {};
    let resolve: (u: GameUpdate) => void = () => {};
    let report: (done: number) => void = () => {};
    const advance = vi.fn(
      (_s: string, _v: number | null, onProgress: (p: { seat: number; done: number; total: number }) => void) => {
        report = (done) => onProgress({ seat: 1, done, total: 800 });
        return new Promise<GameUpdate>((ok, no) => {
          resolve = ok;
          reject = no;
        });
      },
    );
    const cancelBot = vi.fn(() => {
      reject({ kind: "bot-cancelled", message: "called off" });
      return Promise.resolve();
    });
    return { advance, cancelBot, report: (d: number) => report(d), finish: () => resolve(after) };
  }

  const tick = () => new Promise((done) => setTimeout(done, 0));

  it("shows how far a thinking bot has got, and clears it when it has moved", async () => {
    const bot = thinkingBot(upd({ human_to_act: 0, step: 3 }));
    const api = fakeApi({ advance: bot.advance, cancelBot: bot.cancelBot });
    const flow = new GameFlow(api, upd({ bot_to_act: true }), { handOff: true, ...instant });
    const started = flow.start();
    await tick();
    expect(flow.current.mode).toBe("thinking");
    bot.report(200);
    expect(flow.current.progress).toEqual({ seat: 1, done: 200, total: 800 });
    bot.finish();
    await started;
    expect(flow.current.mode).toBe("play");
    expect(flow.current.progress).toBeNull();
  });

  it("undoes while the bot thinks: the bot is called off first, then the move is taken back", async () => {
    const bot = thinkingBot(upd({ human_to_act: 0, step: 9 }));
    const api = fakeApi({
      advance: bot.advance,
      cancelBot: bot.cancelBot,
      undo: vi.fn(() => Promise.resolve(upd({ human_to_act: 0, step: 4 }))),
    });
    const flow = new GameFlow(api, upd({ bot_to_act: true, can_undo: true, step: 5 }), { handOff: true, ...instant });
    void flow.start();
    await tick();
    expect(flow.canUndo).toBe(true);
    await flow.undo();
    expect(api.calls).toEqual(["advance(s1,0)", "cancelBot(s1)", "undo(s1,0)"]);
    expect(flow.current.error).toBeNull();
    expect(flow.current.mode).toBe("play");
    expect(flow.current.update.step).toBe(4);
  });

  it("undoes during the pause before the bot is asked to move, without asking it", async () => {
    let wake: () => void = () => {};
    const api = fakeApi({
      cancelBot: vi.fn(() => Promise.resolve()),
      undo: vi.fn(() => Promise.resolve(upd({ human_to_act: 0, step: 4 }))),
    });
    const flow = new GameFlow(api, upd({ bot_to_act: true, can_undo: true, step: 5 }), {
      handOff: true,
      botDelayMs: 400,
      sleep: () => new Promise<void>((done) => (wake = done)),
    });
    void flow.start();
    await tick();
    expect(flow.current.mode).toBe("thinking");
    const undone = flow.undo();
    await tick();
    wake();
    await undone;
    expect(api.calls).toEqual(["cancelBot(s1)", "undo(s1,0)"]);
    expect(flow.current.mode).toBe("play");
    expect(flow.current.update.step).toBe(4);
  });

  it("does not undo when the bot moved before the cancel arrived", async () => {
    const bot = thinkingBot(upd({ human_to_act: 0, step: 6, can_undo: false }));
    const api = fakeApi({
      advance: bot.advance,
      cancelBot: vi.fn(() => {
        bot.finish();
        return Promise.resolve();
      }),
    });
    const flow = new GameFlow(api, upd({ bot_to_act: true, can_undo: true, step: 5 }), { handOff: true, ...instant });
    void flow.start();
    await tick();
    await flow.undo();
    expect(api.calls).toEqual(["advance(s1,0)", "cancelBot(s1)"]);
    expect(flow.current.update.step).toBe(6);
    expect(flow.current.mode).toBe("play");
  });

  it("calls off a thinking bot when the screen is left", async () => {
    const bot = thinkingBot(upd({ human_to_act: 0 }));
    const api = fakeApi({ advance: bot.advance, cancelBot: bot.cancelBot });
    const flow = new GameFlow(api, upd({ bot_to_act: true }), { handOff: true, ...instant });
    const started = flow.start();
    await tick();
    flow.stop();
    await started;
    expect(api.calls).toEqual(["advance(s1,0)", "cancelBot(s1)"]);
    expect(flow.current.error).toBeNull();
  });

  it("watches a game of bots as a spectator and stops when asked", async () => {
    let n = 0;
    const api = fakeApi({
      advance: vi.fn(() => Promise.resolve(upd({ viewer: null, seats: seats(BOT, BOT), bot_to_act: true, step: ++n }))),
    });
    const flow = new GameFlow(api, upd({ viewer: null, seats: seats(BOT, BOT), bot_to_act: true }), {
      handOff: true,
      botDelayMs: 400,
      sleep: () => {
        if (n >= 3) flow.stop();
        return Promise.resolve();
      },
    });
    await flow.start();
    // Leaving while the bot is up calls it off (harmless when it had not started thinking).
    expect(api.calls).toEqual(["advance(s1,null)", "advance(s1,null)", "advance(s1,null)", "cancelBot(s1)"]);
  });
});
