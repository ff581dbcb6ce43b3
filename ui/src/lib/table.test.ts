import { describe, expect, it } from "vitest";
import type { AnyAction } from "../bindings/AnyAction";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { Suggestion } from "../bindings/Suggestion";
import type { FlowState } from "./flow";
import { actorSeatsOf, ChangeWatch, isPlaying, momentKey, seatName, suggestedMove } from "./table.svelte";

type Take = { type: "take"; slot: number };
const take = (slot: number): AnyAction => ({ "circle-the-wagons": { type: "take", slot } }) as unknown as AnyAction;
const takes = (legal: readonly AnyAction[]): Take[] =>
  legal.flatMap((a) => ("circle-the-wagons" in a ? [a["circle-the-wagons"] as unknown as Take] : []));

function upd(step: number, p: Partial<GameUpdate> = {}): GameUpdate {
  return {
    session: "s1",
    game: "circle-the-wagons",
    seats: [{ name: "Ann" }, { name: "Bob" }],
    viewer: 0,
    actor: { type: "seat", seat: 0 },
    legal: [take(2), take(5)],
    new_steps: [],
    log_from: step,
    step,
    human_to_act: 0,
    finished: false,
    ...p,
  } as GameUpdate;
}

function flowState(update: GameUpdate, mode: FlowState["mode"] = "play"): FlowState {
  return {
    update,
    mode,
    busy: false,
    handOffSeat: null,
    undoSeat: null,
    error: null,
    retryable: false,
    progress: null,
  };
}

describe("the table kit's helpers", () => {
  it("say who acts, whether the viewer plays, and names seats", () => {
    expect(actorSeatsOf({ type: "seat", seat: 2 })).toEqual([2]);
    expect(actorSeatsOf({ type: "simultaneous", seats: [0, 1] })).toEqual([0, 1]);
    expect(actorSeatsOf({ type: "chance" } as GameUpdate["actor"])).toEqual([]);
    expect(isPlaying(flowState(upd(1)))).toBe(true);
    expect(isPlaying(flowState(upd(1), "thinking"))).toBe(false);
    expect(isPlaying(flowState(upd(1, { viewer: null })))).toBe(false);
    expect(isPlaying(flowState(upd(1, { legal: [] })))).toBe(false);
    expect(seatName([{ name: "Ann" }], 0)).toBe("Ann");
    expect(seatName([{ name: "Ann" }], 3)).toBe("#4");
    expect(seatName([], null)).toBe("");
    expect(momentKey(4, null, false)).toBe("4:-:false");
  });

  it("watch a key: the first value and each change once", () => {
    const seen: string[] = [];
    const w = new ChangeWatch((k) => seen.push(k));
    expect(w.current).toBeNull();
    for (const k of ["a", "a", "b", "b", "a"]) w.see(k);
    expect(seen).toEqual(["a", "b", "a"]);
    expect(w.current).toBe("a");
  });

  it("take a suggestion's move out of its game's wrapping", () => {
    const hint = { action: take(5) } as unknown as Suggestion;
    const other = { action: { "wild-tiles": { type: "lock" } } } as unknown as Suggestion;
    expect(suggestedMove(hint, takes)).toEqual({ type: "take", slot: 5 });
    expect(suggestedMove(other, takes)).toBeNull();
    expect(suggestedMove(null, takes)).toBeNull();
  });
});
