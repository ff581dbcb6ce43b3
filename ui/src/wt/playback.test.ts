import { describe, expect, it } from "vitest";
import type { WtEvent } from "../bindings/WtEvent";
import { costFrom, dirBetween, dirOfVector, shownDir } from "./logic";
import { extend, type Snapshot } from "./playback";

const PURSE = { lives: 5, bullets: 10, dollars: 0 };
const SNAP: Snapshot = { round: 1, cells: [], at: [null, null], gang: null, purses: [PURSE, PURSE] };

describe("the resolution played out", () => {
  it("makes a frame of the reveal, each beat, a collision, the bids and a die", () => {
    const events: WtEvent[] = [
      {
        type: "revealed",
        round: 1,
        paths: [
          { side: "n", cells: [0, 1, 2] },
          { side: "w", cells: [0, 3, 4] },
        ],
      },
      { type: "beat-started", beat: 1, last: false },
      { type: "moved", seat: 0, cell: 0 },
      { type: "moved", seat: 1, cell: 0 },
      { type: "collided", cell: 0, seats: [0, 1], gang: false },
    ];
    const pb = extend(null, events, SNAP)!;
    expect(pb.frames.map((f) => f.kind)).toEqual(["reveal", "beat", "collision"]);
    expect(pb.frames[1]!.at).toEqual([0, 0]);
    expect(pb.frames[1]!.upTo).toEqual([1, 1]);
    // The bids come in a later update: the playback goes on from where it was.
    const more = extend(
      pb,
      [
        {
          type: "bids-shown",
          cell: 0,
          bids: [
            [0, { type: "bullets", n: 2 }],
            [1, { type: "lives", n: 1 }],
          ],
          gang_bid: null,
          winner: 0,
          gang_won: false,
        },
        { type: "took", seat: 0, card: 3 },
        { type: "beat-started", beat: 2, last: true },
        { type: "moved", seat: 0, cell: 1 },
        { type: "gambled", seat: 0, die: 5 },
        { type: "dealt", cell: 0, card: 9, upside_down: false },
      ],
      SNAP,
    )!;
    expect(more).not.toBe(pb);
    expect(pb.frames).toHaveLength(3);
    expect(more.frames.map((f) => f.kind)).toEqual(["reveal", "beat", "collision", "bids", "beat", "die"]);
    expect(more.frames[4]!.last).toBe(true);
    expect(more.frames[4]!.flipped).toContain(0);
    expect(more.frames[5]!.die).toEqual([5]);
    expect(more.frames[5]!.at).toEqual([1, 0]);
  });

  it("shows what each seat holds at each moment, not the round's end", () => {
    const pb = extend(
      null,
      [
        { type: "revealed", round: 1, paths: [] },
        { type: "beat-started", beat: 1, last: false },
        { type: "moved", seat: 0, cell: 0 },
        { type: "paid", seat: 0, cell: 0, lives: 0, bullets: 3 },
        { type: "standing", seat: 0, lives: 5, bullets: 7, dollars: 0 },
        { type: "beat-started", beat: 2, last: true },
        { type: "moved", seat: 1, cell: 4 },
        { type: "took", seat: 1, card: 8 },
        { type: "standing", seat: 1, lives: 5, bullets: 10, dollars: 6 },
      ],
      SNAP,
    )!;
    expect(pb.frames.map((f) => f.purses)).toEqual([
      [PURSE, PURSE],
      [{ lives: 5, bullets: 7, dollars: 0 }, PURSE],
      [
        { lives: 5, bullets: 7, dollars: 0 },
        { lives: 5, bullets: 10, dollars: 6 },
      ],
    ]);
  });

  it("plays nothing for planning steps", () => {
    expect(extend(null, [{ type: "stepped", round: 1, seat: 0, cell: 3 }], SNAP)).toBeNull();
  });
});

describe("directions", () => {
  it("turns a card's printed sides when it is dealt upside down", () => {
    expect(shownDir(0, false)).toBe("n");
    expect(shownDir(0, true)).toBe("s");
    expect(shownDir(1, true)).toBe("sw");
    const entries = [
      { type: "bullets", n: 2 },
      { type: "blind" },
      ...Array(6).fill({ type: "bullets", n: 2 }),
    ] as const;
    // The north-east corner is blind upright; upside down, the south-west one.
    expect(costFrom([...entries], false, "ne")).toEqual({ type: "blind" });
    expect(costFrom([...entries], true, "sw")).toEqual({ type: "blind" });
    expect(costFrom([...entries], true, "ne")).toEqual({ type: "bullets", n: 2 });
  });

  it("reads a direction between cells and from a finger's vector", () => {
    expect(dirBetween(4, 5, 10)).toBe("se");
    expect(dirBetween(4, 5, 0)).toBe("nw");
    expect(dirBetween(4, 5, 7)).toBeNull();
    expect(dirOfVector(0, -10)).toBe("n");
    expect(dirOfVector(-10, -10)).toBe("nw");
    expect(dirOfVector(10, 0)).toBe("e");
  });
});

describe("the log", () => {
  it("tells a deal of many steps as one line", async () => {
    const { logLines } = await import("./log");
    const { translator } = await import("../test/i18n");
    const deal = (step: number) => ({
      step,
      seat: null,
      year: null,
      round: 1,
      events: [{ "wild-tiles": { type: "dealt", cell: step, card: step, upside_down: false } }],
    });
    const steps = [
      deal(1),
      deal(2),
      deal(3),
      { step: 4, seat: 0, year: null, round: 1, events: [{ "wild-tiles": { type: "locked", seat: 0 } }] },
    ];
    const lines = logLines(steps as never, { seats: [{ name: "Ann" } as never], size: 3 }, translator("en"));
    expect(lines.map((l) => l.text)).toEqual(["Ann locks a path", "3 cards are dealt."]);
  });
});

describe("a later update", () => {
  it("starts its playback on its first moment, not on the bid just placed", () => {
    const first = extend(
      null,
      [
        { type: "revealed", round: 1, paths: [] },
        { type: "collided", cell: 0, seats: [0, 1], gang: false },
      ],
      SNAP,
    )!;
    const next = extend(
      first,
      [
        { type: "bid-placed", seat: 1, stake: { type: "bullets", n: 1 } },
        { type: "bids-shown", cell: 0, bids: [], gang_bid: null, winner: null, gang_won: false },
      ],
      SNAP,
    )!;
    expect(next.frames.map((f) => f.kind)).toEqual(["reveal", "collision", "bids"]);
  });
});
