import { describe, expect, it } from "vitest";
import type { WtwAction } from "../bindings/WtwAction";
import type { WtwDraftPrice } from "../bindings/WtwDraftPrice";
import type { WtwTileOrientation } from "../bindings/WtwTileOrientation";
import { DOUBLE_TAP_MS, Placement, type PlacementInput } from "./placement.svelte";

const UP = { turns: 0, flipped: false };
const RIGHT = { turns: 1, flipped: false };

// A straight 3-square street as the backend sends its looks: flat when turned an even number
// of times, upright otherwise.
const square = { dx: 0, dy: 0, ground: "street" as const, icon: null };
const flat = [0, 1, 2].map((dx) => ({ dx, dy: 0, square }));
const upright = [0, 1, 2].map((dy) => ({ dx: 0, dy, square }));
const looks: WtwTileOrientation[] = [false, true].flatMap((flipped) =>
  [0, 1, 2, 3].map((turns) => ({
    orientation: { turns, flipped },
    squares: turns % 2 === 0 ? flat : upright,
    turned_right: { turns: (turns + 1) % 4, flipped },
    flipped_over: { turns: (4 - turns) % 4, flipped: !flipped },
    placed_as: { turns: turns % 2, flipped: false },
  })),
);

/** A placement over an input the test changes as the game would. */
function table(input: Partial<PlacementInput>): { p: Placement; input: PlacementInput } {
  const full: PlacementInput = { kind: null, actions: [], draftPrices: [], looks: [], ...input };
  return { p: new Placement(() => full), input: full };
}

describe("drafting", () => {
  const prairie1 = { kind: "prairie" as const, number: 1 };
  const river3 = { kind: "river" as const, number: 3 };
  const prices: WtwDraftPrice[] = [
    { action: { type: "draft", die: prairie1, stack: 0, jumps: 0 }, gold: 0 },
    { action: { type: "draft", die: prairie1, stack: 1, jumps: 1 }, gold: 2 },
    { action: { type: "draft", die: river3, stack: 1, jumps: 0 }, gold: 1 },
    { action: { type: "sawmill", stack: 5 }, gold: 4 },
  ];
  const actions: WtwAction[] = [...prices.map((p) => p.action), { type: "free-alleys", count: 1 }];

  it("confirms nothing until a die and a stack are chosen", () => {
    const { p } = table({ kind: "draft", actions, draftPrices: prices });
    p.reset(false);
    expect(p.selectedDie).toBeNull();
    expect(p.confirm).toBeNull();
    p.die("prairie-1");
    expect(p.confirm).toBeNull();
    p.stack(1);
    expect(p.draftPick).toEqual({ action: prices[1]?.action, stack: 1, gold: 2, jumps: 1 });
    expect(p.confirm).toEqual(prices[1]?.action);
  });

  it("takes the cheapest die that reaches a stack pressed first", () => {
    const { p } = table({ kind: "draft", actions, draftPrices: prices });
    p.stack(1);
    expect(p.selectedDie).toBe("river-3");
    expect(p.draftPick?.gold).toBe(1);
    // A die that cannot reach the stack lets it go; pressing the die again unchooses it.
    p.die("prairie-1");
    expect(p.selectedStack).toBe(1);
    p.die("prairie-1");
    expect(p.selectedDie).toBeNull();
  });

  it("lets go of a stack the new die cannot reach", () => {
    const only: WtwDraftPrice[] = [
      { action: { type: "draft", die: prairie1, stack: 0, jumps: 0 }, gold: 0 },
      { action: { type: "draft", die: river3, stack: 1, jumps: 0 }, gold: 1 },
    ];
    const { p } = table({ kind: "draft", actions: only.map((x) => x.action), draftPrices: only });
    p.stack(1);
    p.die("prairie-1");
    expect(p.selectedStack).toBeNull();
    expect(p.confirm).toBeNull();
  });

  it("drafts with the Sawmill only its own stacks", () => {
    const { p } = table({ kind: "draft", actions, draftPrices: prices });
    p.die("prairie-1");
    p.toggleSawmill();
    expect(p.selectedDie).toBeNull();
    p.stack(0);
    expect(p.selectedStack).toBeNull();
    p.stack(5);
    expect(p.confirm).toEqual({ type: "sawmill", stack: 5 });
    expect(p.draftPick?.gold).toBe(4);
    p.toggleSawmill();
    expect(p.sawmillMode).toBe(false);
    expect(p.confirm).toBeNull();
  });

  it("chooses the only usable die at once on a fresh moment", () => {
    const one = prices.filter((x) => x.action.type === "draft" && x.action.die.kind === "river");
    const { p } = table({ kind: "draft", actions: one.map((x) => x.action), draftPrices: one });
    p.reset(false);
    expect(p.selectedDie).toBe("river-3");
  });

  it("offers nothing to draft outside a draft", () => {
    const { p } = table({ kind: "shoot", actions, draftPrices: prices });
    expect(p.drafts.size).toBe(0);
    expect(p.sawmill.size).toBe(0);
  });
});

describe("placing a tile", () => {
  const legal: WtwAction[] = [
    { type: "place", orientation: UP, x: 2, y: 4 },
    { type: "place", orientation: RIGHT, x: 4, y: 2 },
  ];

  it("puts the very first tile on its first spot, turned to fit", () => {
    const uprightOnly: WtwAction[] = [{ type: "place", orientation: RIGHT, x: 0, y: 0 }];
    const { p } = table({ kind: "place-tile", actions: uprightOnly, looks });
    p.reset(true);
    expect(p.orientation).toEqual(RIGHT);
    expect(p.anchor).toEqual({ x: 0, y: 0 });
    expect(p.confirm).toEqual(uprightOnly[0]);
  });

  it("keeps a later tile off the board until tapped, then confirms the legal place", () => {
    const { p } = table({ kind: "place-tile", actions: legal, looks });
    p.reset(false);
    expect(p.anchor).toBeNull();
    expect(p.spots).toEqual([{ x: 2, y: 4, cx: 2, cy: 4 }]);
    // A tap on the tile's last square anchors it where it covers that cell.
    p.tap({ x: 4, y: 4 }, 0);
    expect(p.anchor).toEqual({ x: 2, y: 4 });
    expect(p.confirm).toEqual(legal[0]);
    // Nowhere legal: the ghost shows there, and Confirm sends nothing.
    p.tap({ x: 9, y: 9 }, 1000);
    expect(p.anchor).toEqual({ x: 9, y: 9 });
    expect(p.confirm).toBeNull();
  });

  it("turns the ghost on the tapped cell, and flips it on a double tap", () => {
    const { p } = table({ kind: "place-tile", actions: legal, looks });
    p.reset(false);
    p.tap({ x: 4, y: 2 }, 0);
    expect(p.confirm).toBeNull();
    p.rotate();
    expect(p.orientation).toEqual(RIGHT);
    expect(p.anchor).toEqual({ x: 4, y: 2 });
    expect(p.confirm).toEqual(legal[1]);
    // Twice on the legal ghost, quickly: flipped (still upright, so still legal there).
    p.tap({ x: 4, y: 3 }, 5000);
    expect(p.orientation).toEqual(RIGHT);
    p.tap({ x: 4, y: 3 }, 5000 + DOUBLE_TAP_MS - 1);
    expect(p.orientation).toEqual({ turns: 3, flipped: true });
    expect(p.confirm).toEqual(legal[1]);
    // A drag over the ghost never counts as a tap on it.
    p.tap({ x: 4, y: 3 }, 9000, true);
    p.tap({ x: 4, y: 3 }, 9001, true);
    expect(p.orientation).toEqual({ turns: 3, flipped: true });
  });

  it("moves the ghost to the first spot turned this way when it no longer fits", () => {
    const { p } = table({ kind: "place-tile", actions: legal, looks });
    p.reset(false);
    p.nudge(1, 0);
    expect(p.anchor).toEqual({ x: 2, y: 4 });
    p.nudge(0, -2);
    expect(p.anchor).toEqual({ x: 2, y: 2 });
    p.tapped = null;
    p.anchor = { x: 2, y: 4 };
    p.twist(-1);
    expect(p.orientation).toEqual({ turns: 3, flipped: false });
    expect(p.anchor).toEqual({ x: 4, y: 2 });
    p.clear();
    expect(p.anchor).toBeNull();
    expect(p.confirm).toBeNull();
  });

  it("follows a drag and starts over on a fresh moment", () => {
    const { p, input } = table({ kind: "place-tile", actions: legal, looks });
    p.dragOver({ x: 3, y: 4 });
    expect(p.confirm).toEqual(legal[0]);
    input.kind = "shoot";
    input.actions = [{ type: "shoot", x: 1, y: 1 }];
    p.reset(false);
    expect(p.anchor).toBeNull();
    expect(p.spots).toEqual([]);
    expect(p.confirm).toBeNull();
  });
});

describe("choosing a cell", () => {
  it("confirms a legal cell only", () => {
    const actions: WtwAction[] = [
      { type: "den", sheriff: [3, 1] },
      { type: "den", sheriff: null },
    ];
    const { p } = table({ kind: "den", actions });
    expect(p.cells).toEqual([{ x: 3, y: 1, action: actions[0] }]);
    p.tapCell({ x: 2, y: 2 });
    expect(p.confirm).toBeNull();
    p.tapCell({ x: 3, y: 1 });
    expect(p.confirm).toEqual(actions[0]);
  });

  it("offers no cell for a choice list", () => {
    const { p } = table({ kind: "wrangle", actions: [{ type: "wrangle", cows: 4 }] });
    expect(p.cells).toEqual([]);
    p.tapCell({ x: 0, y: 0 });
    expect(p.confirm).toBeNull();
  });
});

describe("a hint shown on the table", () => {
  const prairie1 = { kind: "prairie" as const, number: 1 };
  const prices: WtwDraftPrice[] = [
    { action: { type: "draft", die: prairie1, stack: 0, jumps: 0 }, gold: 0 },
    { action: { type: "draft", die: prairie1, stack: 1, jumps: 1 }, gold: 2 },
    { action: { type: "sawmill", stack: 5 }, gold: 4 },
  ];

  it("chooses the suggested die and stack, so Confirm sends it", () => {
    const { p } = table({ kind: "draft", actions: prices.map((x) => x.action), draftPrices: prices });
    p.reset(false);
    expect(p.show(prices[1]!.action)).toBeNull();
    expect(p.confirm).toEqual(prices[1]?.action);
    p.show(prices[2]!.action);
    expect(p.sawmillMode).toBe(true);
    expect(p.confirm).toEqual(prices[2]?.action);
  });

  it("sets the ghost at the suggested place, turned its way", () => {
    const place: WtwAction = { type: "place", orientation: RIGHT, x: 4, y: 2 };
    const { p } = table({
      kind: "place-tile",
      actions: [{ type: "place", orientation: UP, x: 0, y: 0 }, place],
      looks,
    });
    p.reset(false);
    p.show(place);
    expect(p.anchor).toEqual({ x: 4, y: 2 });
    expect(p.confirm).toEqual(place);
  });

  it("picks a cell, or names the option a prompt of buttons chooses", () => {
    const shoot: WtwAction = { type: "shoot", x: 1, y: 3 };
    const { p } = table({ kind: "shoot", actions: [shoot, { type: "shoot", x: 2, y: 2 }] });
    expect(p.show(shoot)).toBeNull();
    expect(p.confirm).toEqual(shoot);
    const keep: WtwAction = { type: "keep-partner", id: 7 };
    const choosing = table({ kind: "keep-partner", actions: [{ type: "keep-partner", id: 3 }, keep] });
    expect(choosing.p.show(keep)).toBe(JSON.stringify(keep));
  });
});
