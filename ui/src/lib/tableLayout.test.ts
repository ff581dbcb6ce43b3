import { describe, expect, it } from "vitest";
import {
  defaultLayout,
  edgeOf,
  fits,
  isSideways,
  localDelta,
  localPoint,
  pointInPart,
  moveSeat,
  rotationOf,
  seatsByEdge,
} from "./tableLayout";

describe("table layout", () => {
  it("turns each edge's part to face its seat", () => {
    expect(rotationOf("bottom")).toBe(0);
    expect(rotationOf("left")).toBe(90);
    expect(rotationOf("top")).toBe(180);
    expect(rotationOf("right")).toBe(270);
    expect(isSideways(rotationOf("left"))).toBe(true);
    expect(isSideways(rotationOf("top"))).toBe(false);
  });

  it("seats a first layout that fits, a second seat on a long edge at five", () => {
    for (let n = 2; n <= 5; n++) expect(fits(defaultLayout(n, true), n)).toBe(true);
    expect(defaultLayout(4, true).edges).toEqual(["bottom", "top", "left", "right"]);
    expect(seatsByEdge(defaultLayout(5, true)).bottom).toEqual([0, 4]);
    expect(seatsByEdge(defaultLayout(5, false)).left).toEqual([2, 4]);
  });

  it("refuses a layout with a seat too many on an edge or a seat without one", () => {
    expect(fits({ edges: ["left", "left", "left"] }, 3)).toBe(false);
    expect(fits({ edges: ["left", "right"] }, 3)).toBe(false);
    expect(fits({ edges: ["left"] }, 1)).toBe(false);
  });

  it("moves a seat, trading places with a full edge's first seat", () => {
    const start = { edges: ["bottom", "bottom", "top"] as const };
    const moved = moveSeat({ edges: [...start.edges] }, 2, "bottom");
    expect(moved.edges).toEqual(["top", "bottom", "bottom"]);
    expect(fits(moved, 3)).toBe(true);
    expect(moveSeat(moved, 0, "left").edges).toEqual(["left", "bottom", "bottom"]);
  });

  it("knows each seat's edge, bottom without a table", () => {
    expect(edgeOf({ edges: ["top", "right"] }, 1)).toBe("right");
    expect(edgeOf(null, 1)).toBe("bottom");
    expect(edgeOf({ edges: ["top"] }, null)).toBe("bottom");
  });

  it("reads a point on the screen inside a turned part", () => {
    // A part 200 wide and 100 tall, turned to face the left edge: on the screen it is 100
    // wide and 200 tall. The screen's point just below its centre is toward the part's foot
    // turned left: its own right-hand side.
    expect(localPoint(90, 0, 50, 200, 100)).toEqual({ x: 150, y: 50 });
    // Facing the top edge, the screen's top-left is the part's bottom-right.
    expect(localPoint(180, -100, -50, 200, 100)).toEqual({ x: 200, y: 100 });
    expect(localPoint(270, 0, 50, 200, 100)).toEqual({ x: 50, y: 50 });
    expect(localPoint(0, 10, 10, 200, 100)).toEqual({ x: 110, y: 60 });
  });

  it("reads a drag inside a turned part the same in every orientation", () => {
    // A drag toward the player at each edge is a drag down their own part.
    expect(localDelta(0, 0, 10)).toEqual({ x: 0, y: 10 });
    expect(localDelta(90, -10, 0)).toEqual({ x: 0, y: 10 });
    expect(localDelta(180, 0, -10)).toEqual({ x: 0, y: 10 });
    expect(localDelta(270, 10, 0)).toEqual({ x: 0, y: 10 });
  });
});

describe("a pointer on a turned part", () => {
  // A board laid out 200 by 100, turned to face the left edge: on the screen it stands 100
  // wide and 200 tall, its box at (10, 20).
  const box = { left: 10, top: 20, width: 100, height: 200 };

  it("reads the point under the finger in the part's own coordinates", () => {
    // Turned a quarter clockwise, the part's top-left corner is the screen's top-right.
    expect(pointInPart(90, 109, 21, box, 200, 100)).toEqual({ x: 1, y: 1 });
    // Its bottom-right is the screen's bottom-left.
    expect(pointInPart(90, 11, 219, box, 200, 100)).toEqual({ x: 199, y: 99 });
    // The centre is the centre, whichever way it faces.
    for (const turn of [0, 90, 180, 270] as const) {
      const b = turn % 180 === 0 ? { left: 10, top: 20, width: 200, height: 100 } : box;
      const mid = pointInPart(turn, b.left + b.width / 2, b.top + b.height / 2, b, 200, 100);
      expect(mid).toEqual({ x: 100, y: 50 });
    }
  });

  it("follows a drag across a part facing each edge as that seat sees it", () => {
    // Facing the top edge: the screen's top-left corner is the part's bottom-right.
    const upright = { left: 0, top: 0, width: 200, height: 100 };
    expect(pointInPart(180, 1, 1, upright, 200, 100)).toEqual({ x: 199, y: 99 });
    // Facing the right edge: the part's top-left is the screen's bottom-left.
    expect(pointInPart(270, 11, 219, box, 200, 100)).toEqual({ x: 1, y: 1 });
    // Unturned it is the plain offset from the box.
    expect(pointInPart(0, 50, 30, upright, 200, 100)).toEqual({ x: 50, y: 30 });
  });

  it("is off the part outside its box", () => {
    expect(pointInPart(90, 5, 100, box, 200, 100)).toBeNull();
    expect(pointInPart(270, 60, 230, box, 200, 100)).toBeNull();
  });
});
