import { describe, expect, it } from "vitest";
import type { LogStep } from "../bindings/LogStep";
import type { WtwEvent } from "../bindings/WtwEvent";
import { translator } from "../test/i18n";
import { latestLine, othersSinceTurn, standingTussle } from "./tableLog";

const t = translator("en");
const ctx = {
  seats: [
    { name: "Ann", kind: { type: "human" as const } },
    { name: "Bob", kind: { type: "bot" as const, level: "greedy" as const } },
  ],
  locale: "en",
  boards: [
    { board: 1, wild: false },
    { board: 2, wild: false },
  ],
};

function step(n: number, seat: number | null, ...events: WtwEvent[]): LogStep {
  return { step: n, seat, year: 1, round: 1, events: events.map((e) => ({ "wild-tiled-west": e })) };
}

const annDrafts = step(1, 0, { type: "drafted", seat: 0, design: 1, gold: 2 });
const bobDrafts = step(2, 1, { type: "drafted", seat: 1, design: 2, gold: 0 });
const diceRoll = step(3, null, { type: "dice-rolled", dice: [{ kind: "prairie", number: 4 }] });
const bobIncome = step(4, 1, { type: "income", seat: 1, gold: 3 });
const tussleFought: WtwEvent = {
  type: "tussle",
  year: 1,
  bandits: [1, 3],
  points: [2, -2],
  ridge: null,
  outcomes: ["won", "lost"],
};
const roundEnded: WtwEvent = { type: "round-ended", round: 4, year: 1, round_in_year: 4, rounds_in_year: 4 };
const tussle = step(5, null, tussleFought);

describe("what the table reads off the log", () => {
  it("takes the latest line from the latest step that tells something", () => {
    const silent: LogStep = { step: 3, seat: 0, year: 1, round: 1, events: [] };
    const line = latestLine([annDrafts, bobDrafts, silent], ctx, t);
    expect(line).toContain("Bob");
    expect(line).not.toBe("");
    expect(latestLine([], ctx, t)).toBe("");
  });

  it("tells the others' moves since the viewer's own, oldest first, chance left out", () => {
    const lines = othersSinceTurn([annDrafts, bobDrafts, diceRoll, bobIncome], 0, ctx, t);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("Bob");
    expect(lines[1]).toContain("Bob");
    expect(lines[0]).not.toBe(lines[1]);
    // Bob acted last: nothing since his turn; Ann has not acted in a log that starts with Bob.
    expect(othersSinceTurn([annDrafts, bobDrafts], 1, ctx, t)).toEqual([]);
    expect(othersSinceTurn([bobDrafts], 0, ctx, t)).toEqual([]);
  });

  it("keeps the tussle standing until a round ends after it", () => {
    expect(standingTussle([annDrafts, bobDrafts], ctx, t)).toBeNull();
    const standing = standingTussle([annDrafts, tussle, bobIncome], ctx, t);
    expect(standing?.id).toBe(5);
    expect(standing?.text).not.toBe("");
    expect(standingTussle([annDrafts, tussle, step(6, null, roundEnded)], ctx, t)).toBeNull();
    // The round that ends in the tussle's own step (the year's last) leaves it standing.
    expect(standingTussle([step(5, null, tussleFought, roundEnded)], ctx, t)?.id).toBe(5);
  });
});
