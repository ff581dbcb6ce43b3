import { describe, expect, it } from "vitest";
import type { ActionPreview } from "../bindings/ActionPreview";
import type { WtwEvent } from "../bindings/WtwEvent";
import type { WtwTask } from "../bindings/WtwTask";
import type { WtwView } from "../bindings/WtwView";
import { placementGains } from "./gains";

function preview(events: WtwEvent[], queue: WtwTask[], total: number): ActionPreview {
  return {
    events: events.map((e) => ({ "wild-tiled-west": e })),
    view: { "wild-tiled-west": { queue } as unknown as WtwView },
    scores: [{ total, lines: [] }],
  };
}

describe("what a placement gains, from the backend's preview", () => {
  it("sums bonuses, counts mining steps and lists towns, then follow-up choices", () => {
    const p = preview(
      [
        { type: "tile-placed", seat: 0, design: 3, x: 1, y: 1, orientation: { turns: 0, flipped: false } },
        { type: "gained", seat: 0, gold: 1, bullets: 0, alleys: 1 },
        { type: "gained", seat: 0, gold: 1, bullets: 2, alleys: 0 },
        { type: "mined", seat: 0, space: 2 },
        { type: "mined", seat: 0, space: 3 },
        { type: "town-completed", seat: 0, town: 1, points: 5 },
      ],
      [
        { decide: [0, { type: "place-alley", kind: { type: "single" } }] },
        { decide: [0, { type: "pick-partner" }] },
        { decide: [0, { type: "wrangle", pasture: [2, 2], cows: 4 }] },
        { chance: { type: "roll" } },
      ],
      12,
    );
    expect(placementGains(p, 0, 7)).toEqual([
      { kind: "points", amount: 5 },
      { kind: "gold", amount: 2 },
      { kind: "bullets", amount: 2 },
      { kind: "pickaxes", amount: 2 },
      { kind: "alleys", amount: 1 },
      { kind: "town", town: 1, points: 5 },
      { kind: "then", decision: "pick-partner" },
      { kind: "wrangle", cows: 4 },
    ]);
  });

  it("gains nothing from a bare tile, and ignores other seats", () => {
    const p = preview(
      [{ type: "gained", seat: 1, gold: 3, bullets: 0, alleys: 0 }],
      [{ decide: [1, { type: "draft" }] }],
      4,
    );
    expect(placementGains(p, 0, 4)).toEqual([]);
  });
});
