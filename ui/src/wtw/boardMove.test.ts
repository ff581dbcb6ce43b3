import { describe, expect, it } from "vitest";
import type { AnyAction } from "../bindings/AnyAction";
import type { WtwTileOrientation } from "../bindings/WtwTileOrientation";
import { wtwMoveMark } from "./boardMove";

const square = { ground: "street", icon: null } as unknown as WtwTileOrientation["squares"][number]["square"];
const look = (turns: number, squares: [number, number][]): WtwTileOrientation =>
  ({
    orientation: { turns, flipped: false },
    placed_as: { turns, flipped: false },
    squares: squares.map(([dx, dy]) => ({ dx, dy, square })),
    turned_right: { turns: (turns + 1) % 4, flipped: false },
    flipped_over: { turns, flipped: true },
  }) as unknown as WtwTileOrientation;
const v = {
  placing_orientations: [
    look(0, [
      [0, 0],
      [1, 0],
    ]),
    look(1, [
      [0, 0],
      [0, 1],
    ]),
  ],
};
const wtw = (a: object): AnyAction => ({ "wild-tiled-west": a }) as AnyAction;

describe("a move drawn on a Wild Tiled West table", () => {
  it("draws a tile placed as a ghost at its spot, turned its way", () => {
    const mark = wtwMoveMark(v, wtw({ type: "place", orientation: { turns: 1, flipped: false }, x: 3, y: 4 }));
    expect(mark).toMatchObject({ where: "board", x: 3, y: 4 });
    expect(mark?.where === "board" && mark.laid.map((l) => [l.dx, l.dy])).toEqual([
      [0, 0],
      [0, 1],
    ]);
  });

  it("marks the one space of a shot, an alley, a hill bandit or the sheriff", () => {
    expect(wtwMoveMark(v, wtw({ type: "shoot", x: 2, y: 5 }))).toEqual({ where: "board", laid: [], x: 2, y: 5 });
    expect(wtwMoveMark(v, wtw({ type: "place-alley", x: 1, y: 1 }))).toEqual({ where: "board", laid: [], x: 1, y: 1 });
    expect(wtwMoveMark(v, wtw({ type: "den", sheriff: [6, 2] }))).toEqual({ where: "board", laid: [], x: 6, y: 2 });
    expect(wtwMoveMark(v, wtw({ type: "den", sheriff: null }))).toBeNull();
  });

  it("marks a draft's die and stack in the market, the Sawmill's stack alone", () => {
    expect(wtwMoveMark(v, wtw({ type: "draft", die: { kind: "river", number: 3 }, stack: 9, jumps: 0 }))).toEqual({
      where: "market",
      die: "river-3",
      stack: 9,
    });
    expect(wtwMoveMark(v, wtw({ type: "sawmill", stack: 2 }))).toEqual({ where: "market", die: null, stack: 2 });
  });

  it("draws nothing for a move with no place on the table, or a tile whose look is unknown", () => {
    expect(wtwMoveMark(v, wtw({ type: "pass" }))).toBeNull();
    expect(wtwMoveMark(v, wtw({ type: "wrangle", cows: 2 }))).toBeNull();
    expect(
      wtwMoveMark(
        { placing_orientations: [] },
        wtw({ type: "place", orientation: { turns: 0, flipped: false }, x: 0, y: 0 }),
      ),
    ).toBeNull();
    expect(wtwMoveMark(v, { "circle-the-wagons": { type: "take", slot: 1 } } as AnyAction)).toBeNull();
  });
});
