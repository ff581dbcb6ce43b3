import { describe, expect, it } from "vitest";
import { wtHintMarks, wtLineLabel } from "./hint";

describe("wtHintMarks", () => {
  it("draws a first entry from the side it enters by", () => {
    expect(wtHintMarks({ "wild-tiles": { type: "enter", cell: 3, side: "n" } }, null, null)?.step).toEqual({ cell: 3, side: "n", from: null });
  });

  it("draws a step from the path's end, or from where the character stands", () => {
    expect(wtHintMarks({ "wild-tiles": { type: "step", cell: 8 } }, 7, 2)?.step).toEqual({ cell: 8, side: null, from: 7 });
    expect(wtHintMarks({ "wild-tiles": { type: "step", cell: 8 } }, null, 2)?.step).toEqual({ cell: 8, side: null, from: 2 });
  });

  it("marks Lock, the bid and the bounty to give up, with no ghost", () => {
    expect(wtHintMarks({ "wild-tiles": { type: "lock" } }, 7, null)).toMatchObject({ lock: true, step: null });
    expect(wtHintMarks({ "wild-tiles": { type: "bid", stake: { type: "lives", n: 2 } } }, null, null)?.bid).toEqual({ type: "lives", n: 2 });
    expect(wtHintMarks({ "wild-tiles": { type: "give-up", card: 12 } }, null, null)).toMatchObject({ giveUp: 12, step: null, lock: false });
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
