import { describe, expect, it } from "vitest";
import { cellCentre, cellUnder, ghostLine, pathLine, pawnSpot, pendingLine, stepCursor } from "./gridGeometry";

const BOX = { left: 10, top: 20, right: 310, bottom: 320, width: 300, height: 300 };

describe("the grid's geometry", () => {
  it("finds the card under a point, not near its edge nor off the grid", () => {
    expect(cellUnder(BOX, 3, 60, 70)).toBe(0);
    expect(cellUnder(BOX, 3, 260, 270)).toBe(8);
    expect(cellUnder(BOX, 3, 111, 70)).toBe(-1);
    expect(cellUnder(BOX, 3, 5, 70)).toBeNull();
    expect(cellCentre(BOX, 3, 4)).toEqual({ x: 160, y: 170 });
  });

  it("moves the cursor a card and stops at the edge", () => {
    expect(stepCursor(3, 4, "ne")).toBe(2);
    expect(stepCursor(3, 2, "e")).toBe(2);
    expect(stepCursor(3, 0, "s")).toBe(3);
  });

  it("draws a path from the side it enters by, and the steps asked for on from its end", () => {
    const path = { seat: 0, character: 1, plan: { side: "n" as const, cells: [0, 3] }, from: null, upTo: null };
    expect(pathLine(3, path, 1.5)).toBe("50,-12 50,50 50,150");
    expect(pendingLine(3, path, [4])).toBe("50,150 150,150");
    expect(pendingLine(3, path, [])).toBe("");
    expect(ghostLine(3, { cell: 4, side: null, from: 3 })).toBe("50,150 150,150");
  });

  it("puts characters sharing a card at its corners", () => {
    const a = { seat: 0, character: 1, cell: 4, dead: false };
    const b = { seat: 1, character: 2, cell: 4, dead: false };
    expect(pawnSpot(3, [a], a, 0)).toEqual([130, 132]);
    expect(pawnSpot(3, [a, b], b, 1)).toEqual([170.8, 160.8]);
  });
});
