import { describe, expect, it } from "vitest";
import type { WtView } from "../bindings/WtView";
import { wtHintMarks, wtLineLabel, wtReplayStep } from "./hint";

describe("wtHintMarks", () => {
  it("draws a first entry from the side it enters by", () => {
    expect(wtHintMarks({ "wild-tiles": { type: "enter", cell: 3, side: "n" } }, null, null)?.step).toEqual({
      cell: 3,
      side: "n",
      from: null,
    });
  });

  it("draws a step from the path's end, or from where the character stands", () => {
    expect(wtHintMarks({ "wild-tiles": { type: "step", cell: 8 } }, 7, 2)?.step).toEqual({
      cell: 8,
      side: null,
      from: 7,
    });
    expect(wtHintMarks({ "wild-tiles": { type: "step", cell: 8 } }, null, 2)?.step).toEqual({
      cell: 8,
      side: null,
      from: 2,
    });
  });

  it("marks Lock, the bid and the bounty to give up, with no ghost", () => {
    expect(wtHintMarks({ "wild-tiles": { type: "lock" } }, 7, null)).toMatchObject({ lock: true, step: null });
    expect(wtHintMarks({ "wild-tiles": { type: "bid", stake: { type: "lives", n: 2 } } }, null, null)?.bid).toEqual({
      type: "lives",
      n: 2,
    });
    expect(wtHintMarks({ "wild-tiles": { type: "give-up", card: 12 } }, null, null)).toMatchObject({
      giveUp: 12,
      step: null,
      lock: false,
    });
  });

  it("shows nothing for no suggestion or another game's", () => {
    expect(wtHintMarks(null, null, null)).toBeNull();
    expect(wtHintMarks({ "rolled-west": { type: "pass" } }, null, null)).toBeNull();
  });
});

describe("wtLineLabel", () => {
  it("names a colour's dollars by the colour's bounties", () => {
    const t = (id: string) => `<${id}>`;
    expect(wtLineLabel(t, "dollars.green")).toBe("<wt.score.green>");
    expect(wtLineLabel(t, "dead")).toBe("<wt.score.dead>");
  });
});

describe("wtReplayStep (a move drawn on a table watched again)", () => {
  const v = {
    players: [
      { at: 4, path: { cells: [5, 6] } },
      { at: 9, path: null },
    ],
  } as unknown as Pick<WtView, "players">;

  it("draws the deciding seat's step from its path's end, or from where it stands", () => {
    expect(wtReplayStep(v, 0, { "wild-tiles": { type: "step", cell: 7 } })).toEqual({ cell: 7, side: null, from: 6 });
    expect(wtReplayStep(v, 1, { "wild-tiles": { type: "step", cell: 10 } })).toEqual({ cell: 10, side: null, from: 9 });
    expect(wtReplayStep(v, 1, { "wild-tiles": { type: "enter", cell: 0, side: "w" } })).toEqual({
      cell: 0,
      side: "w",
      from: null,
    });
  });

  it("draws nothing for a move with no place on the grid", () => {
    expect(wtReplayStep(v, 0, { "wild-tiles": { type: "lock" } })).toBeNull();
    expect(wtReplayStep(v, 0, { "wild-tiles": { type: "bid", stake: { type: "lives", n: 1 } } })).toBeNull();
    expect(wtReplayStep(v, 0, { "rolled-west": { type: "pass" } })).toBeNull();
  });
});
