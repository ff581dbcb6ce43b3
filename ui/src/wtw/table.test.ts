import { describe, expect, it } from "vitest";
import type { LogStep } from "../bindings/LogStep";
import type { WtwEvent } from "../bindings/WtwEvent";
import { translator } from "../test/i18n";
import { groupLog, latestTussle, sinceLastTurn } from "./log";
import { cellBounds, diceByStack, draftOptions, overlaps, placeBeside, scoreDeltas } from "./logic";

const step = (n: number, seat: number | null, year: number, round: number, events: WtwEvent[]): LogStep => ({
  step: n,
  seat,
  year,
  round,
  events: events.map((e) => ({ "wild-tiled-west": e })),
});

const ctx = {
  seats: [
    { name: "Ann", kind: { type: "human" as const } },
    { name: "Bot", kind: { type: "bot" as const, level: "easy" as const } },
  ],
  locale: "en",
  boards: [
    { board: 2, wild: false },
    { board: 3, wild: true },
  ],
};

describe("which dice reach which stacks", () => {
  it("lists each die once per stack, cheapest first, from the priced legal drafts", () => {
    const d = (number: number) => ({ kind: "prairie" as const, number });
    const options = draftOptions([
      { action: { type: "draft", die: d(3), stack: 5, jumps: 0 }, gold: 1 },
      { action: { type: "draft", die: d(3), stack: 5, jumps: 1 }, gold: 2 },
      { action: { type: "draft", die: d(11), stack: 5, jumps: 0 }, gold: 0 },
      { action: { type: "draft", die: d(11), stack: 6, jumps: 0 }, gold: 0 },
    ]);
    const reach = diceByStack(options);
    expect(reach.get(5)?.map((x) => [x.die.number, x.gold])).toEqual([
      [11, 0],
      [3, 1],
    ]);
    expect(reach.get(6)?.map((x) => x.die.number)).toEqual([11]);
    expect(reach.has(7)).toBe(false);
  });
});

describe("placing a badge beside the ghost", () => {
  const bounds = { x: 0, y: 0, w: 900, h: 900 };
  const size = { w: 200, h: 50 };
  it("goes above the tile when that is clear", () => {
    const at = placeBeside({ x: 300, y: 300, w: 200, h: 100 }, size, [], bounds);
    expect(at).toEqual({ x: 300, y: 242 });
  });
  it("avoids a town sign, going below", () => {
    const sign = { x: 250, y: 240, w: 150, h: 40 };
    const at = placeBeside({ x: 300, y: 300, w: 200, h: 100 }, size, [sign], bounds);
    expect(overlaps({ ...at, ...size }, sign)).toBe(false);
    expect(at.y).toBe(408);
  });
  it("stays on the board at the top row", () => {
    const at = placeBeside({ x: 0, y: 0, w: 100, h: 100 }, size, [], bounds);
    expect(at.x).toBeGreaterThanOrEqual(0);
    expect(at.y).toBeGreaterThanOrEqual(0);
  });
  it("bounds cells", () => {
    expect(cellBounds([])).toBeNull();
    expect(
      cellBounds([
        { x: 2, y: 3 },
        { x: 4, y: 1 },
      ]),
    ).toEqual({ x: 2, y: 1, w: 3, h: 3 });
  });
});

describe("score changes between updates", () => {
  it("is zero the first time and the difference after", () => {
    expect(scoreDeltas(null, [{ total: 5 }])).toEqual([0]);
    expect(scoreDeltas([{ total: 5 }, { total: 2 }], [{ total: 8 }, { total: 0 }])).toEqual([3, -2]);
  });
});

describe("the backend's log, for reading", () => {
  const t = translator("en");
  const steps = [
    step(1, null, 1, 1, [{ type: "set-up", first_player: 0 }]),
    step(2, 0, 1, 1, [{ type: "partner-kept", seat: 0 }]),
    step(3, 0, 1, 1, [{ type: "drafted", seat: 0, design: 1, gold: 0 }]),
    step(4, 1, 1, 1, [{ type: "drafted", seat: 1, design: 2, gold: 1 }]),
    step(5, 1, 1, 1, [{ type: "round-ended", round: 1, year: 1, round_in_year: 1, rounds_in_year: 4 }]),
    step(6, null, 1, 2, [{ type: "dice-rolled", dice: [{ kind: "prairie", number: 4 }] }]),
    step(7, 1, 1, 4, [
      { type: "round-ended", round: 4, year: 1, round_in_year: 4, rounds_in_year: 4 },
      { type: "tussle", year: 1, bandits: [2, 1], points: [-2, 2], ridge: null, outcomes: ["lost", "won"] },
    ]),
  ];

  it("groups steps by year and round, newest first", () => {
    const groups = groupLog(steps, ctx, t);
    expect(groups.map((g) => [g.year, g.round])).toEqual([
      [1, 4],
      [1, 2],
      [1, 1],
    ]);
    expect(groups[2]?.lines.map((l) => l.step)).toEqual([5, 4, 3, 2, 1]);
    expect(groups[0]?.lines[0]?.texts.join(" ")).toMatch(/Tussle of year 1/);
  });

  it("tells what the others did since the player's last move", () => {
    expect(sinceLastTurn(steps, 0).map((s) => s.step)).toEqual([4, 5, 6, 7]);
    expect(sinceLastTurn(steps, 1)).toEqual([]);
    expect(sinceLastTurn(steps.slice(0, 1), 0)).toEqual([]);
  });

  it("finds the latest tussle", () => {
    expect(latestTussle(steps)?.step).toBe(7);
    expect(latestTussle(steps.slice(0, 5))).toBeNull();
  });
});
