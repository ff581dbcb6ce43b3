import { describe, expect, it } from "vitest";
import type { RwView } from "../bindings/RwView";
import { rwHintMarks, rwReplayMarks } from "./hint";

const v = {
  terrain_dice: [0, 2, null, 1],
  offer: { dice: ["silver", "copper", "gold"] },
} as unknown as Pick<RwView, "terrain_dice" | "offer">;

describe("rwHintMarks", () => {
  it("chooses a suggested purchase on the sheet, as a tap on its box would", () => {
    expect(rwHintMarks(v, { "rolled-west": { type: "contract", id: 4 } })).toEqual({
      key: "contract:4",
      select: "contract:4",
      die: null,
      offerDie: null,
    });
    expect(rwHintMarks(v, { "rolled-west": { type: "ship", metal: "gold" } })?.select).toBe("ship:gold");
    expect(rwHintMarks(v, { "rolled-west": { type: "camp" } })?.select).toBe("camp");
  });

  it("marks the die the view says the suggested terrain sets aside", () => {
    expect(rwHintMarks(v, { "rolled-west": { type: "terrain", resource: "gold" } })).toMatchObject({
      key: "terrain:gold",
      die: 1,
      select: null,
    });
  });

  it("marks the offered die of the resource to bank, and keys the buttons", () => {
    expect(rwHintMarks(v, { "rolled-west": { type: "copy", resource: "gold" } })).toMatchObject({
      key: "copy:gold",
      offerDie: 2,
    });
    expect(rwHintMarks(v, { "rolled-west": { type: "bank", resource: "wood" } })).toMatchObject({
      key: "bank:wood",
      select: null,
      die: null,
    });
    expect(rwHintMarks(v, { "rolled-west": { type: "end-turn" } })?.key).toBe("end-turn");
    expect(rwHintMarks(v, { "rolled-west": { type: "pass" } })?.key).toBe("pass");
  });

  it("shows nothing for no suggestion or another game's", () => {
    expect(rwHintMarks(v, null)).toBeNull();
    expect(rwHintMarks(v, { "wild-tiles": { type: "lock" } })).toBeNull();
  });
});

describe("rwReplayMarks (a move drawn on a table watched again)", () => {
  const rolled = { terrain_dice: [0, 2, null, 1], offer: null } as unknown as Pick<RwView, "terrain_dice" | "offer">;

  it("marks the terrain die on the turn's roll, the banked die on the roll offered", () => {
    expect(rwReplayMarks(rolled, { "rolled-west": { type: "terrain", resource: "copper" } })).toEqual({
      select: null,
      die: 2,
    });
    expect(rwReplayMarks(v, { "rolled-west": { type: "copy", resource: "copper" } })).toEqual({ select: null, die: 1 });
  });

  it("chooses a purchase on the sheet, and marks nothing for a button's move", () => {
    expect(rwReplayMarks(rolled, { "rolled-west": { type: "office", id: 3 } })).toEqual({
      select: "office:3",
      die: null,
    });
    expect(rwReplayMarks(rolled, { "rolled-west": { type: "end-turn" } })).toEqual({ select: null, die: null });
    expect(rwReplayMarks(rolled, { "circle-the-wagons": { type: "take", slot: 1 } })).toBeNull();
  });
});
