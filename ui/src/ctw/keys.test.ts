import { describe, expect, it } from "vitest";
import { keyCommand, preventsDefault, type KeyTable } from "./keys";
import type { Spot } from "./logic";

const spot = (x: number, y: number): Spot => ({ x, y, upright: true, upsideDown: false });
const press = (key: string, target: string | null = null, taken = false) => ({ key, target, taken });
const table = (p: Partial<KeyTable> = {}): KeyTable => ({
  playing: true,
  busy: false,
  sheetOpen: false,
  placing: false,
  ghost: null,
  spots: new Map(),
  selectable: new Set(),
  selected: null,
  ring: [],
  firstSlot: null,
  ...p,
});

describe("the Circle the Wagons keys", () => {
  it("leave an input's keys, a handled key and a busy table alone", () => {
    const placing = table({ placing: true });
    expect(keyCommand(press("ArrowLeft", "INPUT"), placing)).toBeNull();
    expect(keyCommand(press("ArrowLeft", null, true), placing)).toBeNull();
    expect(keyCommand(press("ArrowLeft"), { ...placing, busy: true })).toBeNull();
    expect(keyCommand(press("ArrowLeft"), { ...placing, playing: false })).toBeNull();
  });

  it("close an open sheet with Escape before anything else", () => {
    const command = keyCommand(press("Escape"), table({ sheetOpen: true, placing: true }));
    expect(command).toEqual({ type: "close-sheets" });
    expect(preventsDefault(command!)).toBe(false);
    expect(keyCommand(press("ArrowLeft"), table({ sheetOpen: true, placing: true }))).toBeNull();
  });

  it("move the ghost from the spot nearest the middle, turn, place and clear it", () => {
    const spots = new Map([
      ["3,3", spot(3, 3)],
      ["1,-1", spot(1, -1)],
    ]);
    const at = table({ placing: true, spots });
    expect(keyCommand(press("ArrowRight"), at)).toEqual({ type: "ghost", at: { x: 1, y: -1 } });
    expect(keyCommand(press("ArrowUp"), { ...at, ghost: { x: 1, y: -1 } })).toEqual({
      type: "ghost",
      at: { x: 1, y: -2 },
    });
    expect(keyCommand(press("ArrowUp"), table({ placing: true }))).toEqual({ type: "ghost", at: { x: 0, y: 0 } });
    expect(keyCommand(press("R"), at)).toEqual({ type: "turn" });
    expect(keyCommand(press("Enter"), at)).toEqual({ type: "place" });
    expect(keyCommand(press("Enter", "BUTTON"), at)).toBeNull();
    expect(keyCommand(press("Escape"), at)).toEqual({ type: "clear-ghost" });
  });

  it("walk the circle's pickable cards clockwise and back, then take or clear", () => {
    const at = table({ selectable: new Set([1, 3, 5]), ring: [7, 8, null, 9, 10, 11], firstSlot: 2 });
    expect(keyCommand(press("ArrowRight"), at)).toEqual({ type: "select", slot: 3 });
    expect(keyCommand(press("ArrowRight"), { ...at, selected: 3 })).toEqual({ type: "select", slot: 5 });
    expect(keyCommand(press("ArrowLeft"), { ...at, selected: 3 })).toEqual({ type: "select", slot: 1 });
    expect(keyCommand(press("Enter"), { ...at, selected: 3 })).toEqual({ type: "confirm-slot" });
    expect(keyCommand(press("Escape"), { ...at, selected: 3 })).toEqual({ type: "clear-selection" });
    expect(keyCommand(press("ArrowLeft"), table())).toBeNull();
  });
});
