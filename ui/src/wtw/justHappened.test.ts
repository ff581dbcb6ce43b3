import { describe, expect, it } from "vitest";
import type { AnyEvent } from "../bindings/AnyEvent";
import type { WtwEvent } from "../bindings/WtwEvent";
import { diceMoved, diceRolled, flashSpaces, tilePlacedBy, wtwEventsOf } from "./justHappened";

const events: WtwEvent[] = [
  { type: "shot", seat: 0, x: 1, y: 2 },
  { type: "hill-bandit", seat: 0, x: 0, y: 6 },
  { type: "shot", seat: 1, x: 3, y: 3 },
  { type: "tile-placed", seat: 1, design: 4, x: 2, y: 2, orientation: { turns: 0, flipped: false } },
  { type: "die-moved", from: { kind: "river", number: 8 }, to: { kind: "river", number: 1 } },
  { type: "dice-rolled", dice: [{ kind: "prairie", number: 4 }] },
];

describe("what an update shows as it happens", () => {
  it("keeps only this game's events", () => {
    const other = { "circle-the-wagons": { type: "game-ended" } } as unknown as AnyEvent;
    const own = events.map((e): AnyEvent => ({ "wild-tiled-west": e }));
    expect(wtwEventsOf([other, ...own])).toEqual(events);
  });

  it("flashes the seat's own spaces shot or taken, and a wrangle's pasture", () => {
    expect([...flashSpaces(events, 0, [])]).toEqual(["1,2", "0,6"]);
    expect([...flashSpaces(events, 1, [[5, 5]])]).toEqual(["3,3", "5,5"]);
  });

  it("tells whose tile landed and which dice moved or rolled", () => {
    expect(tilePlacedBy(events, 1)).toBe(true);
    expect(tilePlacedBy(events, 0)).toBe(false);
    expect(diceMoved(events)).toEqual([{ from: { kind: "river", number: 8 }, to: { kind: "river", number: 1 } }]);
    expect(diceRolled(events)).toEqual([{ kind: "prairie", number: 4 }]);
  });
});
