import { describe, expect, it } from "vitest";
import type { AnyAction } from "../bindings/AnyAction";
import type { CtwCell } from "../bindings/CtwCell";
import type { CtwView } from "../bindings/CtwView";
import {
  cardEdges,
  isLegalPlace,
  nearestSpot,
  nwFromPoint,
  occupiedClockwise,
  placeSpots,
  sceneBounds,
  skippedBy,
  startSlots,
  takeSlots,
} from "./logic";

const place = (x: number, y: number, upside_down: boolean): AnyAction => ({
  "circle-the-wagons": { type: "place", x, y, upside_down },
});

describe("legal spots come from the backend's legal list", () => {
  const legal: AnyAction[] = [place(-1, 0, false), place(-1, 0, true), place(0, 0, false), place(2, 1, true)];
  const spots = placeSpots(legal);

  it("groups place actions by position, keeping both orientations", () => {
    expect([...spots.keys()]).toEqual(["-1,0", "0,0", "2,1"]);
    expect(spots.get("-1,0")).toEqual({ x: -1, y: 0, upright: true, upsideDown: true });
  });

  it("a ghost is legal only where an action with that exact orientation exists", () => {
    expect(isLegalPlace(spots, -1, 0, false)).toBe(true);
    expect(isLegalPlace(spots, -1, 0, true)).toBe(true);
    expect(isLegalPlace(spots, 0, 0, true)).toBe(false);
    expect(isLegalPlace(spots, 2, 1, false)).toBe(false);
    expect(isLegalPlace(spots, 2, 1, true)).toBe(true);
    expect(isLegalPlace(spots, 5, 5, false)).toBe(false);
  });

  it("ignores other actions and finds none in an empty list", () => {
    const other: AnyAction[] = [{ "circle-the-wagons": { type: "take", slot: 3 } }];
    expect(placeSpots(other).size).toBe(0);
    expect(placeSpots([]).size).toBe(0);
  });

  it("reads take and choose-start slots", () => {
    const l: AnyAction[] = [
      { "circle-the-wagons": { type: "take", slot: 3 } },
      { "circle-the-wagons": { type: "take", slot: 7 } },
      { "circle-the-wagons": { type: "choose-start", slot: 1 } },
    ];
    expect([...takeSlots(l)]).toEqual([3, 7]);
    expect([...startSlots(l)]).toEqual([1]);
  });

  it("starts the keyboard ghost on the spot nearest a point", () => {
    expect(nearestSpot(spots, { x: 2, y: 2 })).toMatchObject({ x: 2, y: 1 });
    expect(nearestSpot(new Map(), { x: 0, y: 0 })).toBeNull();
  });
});

describe("skipped cards", () => {
  const ring = [11, null, 12, 13, null, 14];

  it("come from the backend's list of takes", () => {
    const view = {
      takes: [
        { slot: 5, skipped: [2, 3] },
        { slot: 2, skipped: [] },
      ],
    } as unknown as CtwView;
    expect([...skippedBy(view, 5)]).toEqual([2, 3]);
    expect([...skippedBy(view, 2)]).toEqual([]);
    expect([...skippedBy(view, 9)]).toEqual([]);
    expect([...skippedBy(view, null)]).toEqual([]);
  });

  it("walks occupied slots clockwise for the keyboard", () => {
    expect(occupiedClockwise(ring, 3)).toEqual([3, 5, 0, 2]);
  });
});

describe("card geometry", () => {
  it("centres a card on the grid corner nearest a point", () => {
    expect(nwFromPoint(1.2, 0.9)).toEqual({ x: 0, y: 0 });
    expect(nwFromPoint(-0.6, 2.5)).toEqual({ x: -2, y: 2 });
  });

  it("draws card edges where neighbours differ or are missing", () => {
    const cells: CtwCell[] = [
      { x: 0, y: 0, terrain: "desert", symbol: null, card: 1 },
      { x: 1, y: 0, terrain: "desert", symbol: null, card: 1 },
      { x: 2, y: 0, terrain: "water", symbol: null, card: 2 },
    ];
    const edges = cardEdges(cells);
    // The side between cards 1 and 2 is drawn, the one inside card 1 is not.
    expect(edges).toContainEqual({ x1: 2, y1: 0, x2: 2, y2: 1 });
    expect(edges).not.toContainEqual({ x1: 1, y1: 0, x2: 1, y2: 1 });
    // The outline (3 + 3 + 1 + 1) and the side between the two cards.
    expect(edges).toHaveLength(9);
  });

  it("bounds the town and its legal spots", () => {
    const spots = placeSpots([place(-2, 3, false)]);
    expect(sceneBounds([{ x: 0, y: 0 }], spots.values())).toEqual({ minX: -2, minY: 0, maxX: 0, maxY: 4 });
    expect(sceneBounds([], [])).toEqual({ minX: 0, minY: 0, maxX: 1, maxY: 1 });
  });
});
