import { describe, expect, it } from "vitest";
import type { WtwAction } from "../bindings/WtwAction";
import type { WtwDraftPrice } from "../bindings/WtwDraftPrice";
import type { WtwTileOrientation } from "../bindings/WtwTileOrientation";
import type { WtwSettlement } from "../bindings/WtwSettlement";
import type { WtwSpace } from "../bindings/WtwSpace";
import { CONTENT, stackIndex, stackPosition, tileAtStack, tileById, townNames, wildSide } from "./content";
import {
  labelCentre,
  anchorForTap,
  bangSpaces,
  boardLabel,
  cellChoices,
  placeRuleOf,
  draftOptions,
  lookOf,
  matchPlace,
  placeActions,
  sawmillPrices,
  riverLane,
  scoreRows,
  slotAt,
  spotsFor,
  startOrientation,
  tileEdges,
  viewerDecision,
} from "./logic";

const UP = { turns: 0, flipped: false };

describe("content as the engine parsed it", () => {
  it("has the counts of DESIGN.md", () => {
    expect(CONTENT.boards).toHaveLength(8);
    expect(CONTENT.tiles).toHaveLength(40);
    expect(CONTENT.tiles.reduce((n, t) => n + t.copies, 0)).toBe(96);
    expect(CONTENT.partners).toHaveLength(16);
    expect(CONTENT.bandit_cards).toHaveLength(12);
    expect(CONTENT.contracts).toHaveLength(4);
    expect(CONTENT.mining).toHaveLength(8);
  });

  it("reads the tile on each stack from the view's market_designs, in the engine's stack order", () => {
    // A market laid out the rulebook's way: each design on the stack the content places it.
    const designs = new Array<number>(40).fill(0);
    for (const t of CONTENT.tiles) designs[stackIndex(t.half, t.row, t.col)] = t.id;
    for (let i = 0; i < 40; i++) {
      const t = tileAtStack(designs, i);
      expect(t, `stack ${i}`).toBeDefined();
      if (t) expect(stackIndex(t.half, t.row, t.col)).toBe(i);
      const p = stackPosition(i);
      expect(stackIndex(p.half, p.row, p.col)).toBe(i);
    }
    // An edition-2 game's view puts design n on stack n - 1 (the river along the north row).
    const northRow = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(tileAtStack(northRow, 0)?.name).toBe("Cattle Crossing");
    expect(tileAtStack(designs, 0)?.name).toBe("Powder Alley");
  });

  it("carries the shapes with grounds and icons, the sides and their towns", () => {
    expect(tileById(1)?.squares.every((q) => ["street", "field", "cow", "building"].includes(q.ground))).toBe(true);
    expect(CONTENT.tiles.some((t) => t.squares.some((q) => q.icon?.type === "ace"))).toBe(true);
    expect(townNames(1, false)?.[0]).toBe("Lone Star");
    expect(wildSide(1)?.name).toBe("Pocket Aces");
    expect(CONTENT.boards.every((b) => b.normal.wild === null && b.wild.wild !== null)).toBe(true);
  });
});

describe("placing from the legal list", () => {
  // A straight 3-square street as the backend sends its looks (`placing_orientations`):
  // flat when turned an even number of times, upright otherwise.
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
  const legal: WtwAction[] = [
    { type: "place", orientation: UP, x: 2, y: 4 },
    { type: "place", orientation: { turns: 1, flipped: false }, x: 4, y: 2 },
  ];
  const places = placeActions(legal);

  it("finds each look and where turning or flipping leads", () => {
    expect(lookOf(looks, { turns: 3, flipped: true })?.squares).toEqual(upright);
    expect(lookOf(looks, { turns: 3, flipped: true })?.turned_right).toEqual({ turns: 0, flipped: true });
  });

  it("matches a symmetric tile turned twice to the legal upright action", () => {
    expect(matchPlace(places, looks, { turns: 2, flipped: false }, 2, 4)).toEqual(legal[0]);
    expect(matchPlace(places, looks, UP, 3, 4)).toBeNull();
    expect(matchPlace(places, looks, { turns: 3, flipped: true }, 4, 2)).toEqual(legal[1]);
    expect(matchPlace(places, [], UP, 2, 4)).toBeNull();
  });

  it("puts a dot on the first square of each legal spot", () => {
    expect(spotsFor(places, looks, UP)).toEqual([{ x: 2, y: 4, cx: 2, cy: 4 }]);
  });

  it("anchors a tapped cell on a legal spot that covers it", () => {
    expect(anchorForTap(places, looks, UP, { x: 4, y: 4 })).toEqual({ x: 2, y: 4 });
    // Nothing legal covers it: the first square goes on the tapped cell (shown red).
    expect(anchorForTap(places, looks, UP, { x: 7, y: 7 })).toEqual({ x: 7, y: 7 });
  });

  it("starts in an orientation that fits somewhere", () => {
    const only: WtwAction[] = [{ type: "place", orientation: { turns: 1, flipped: false }, x: 0, y: 0 }];
    expect(startOrientation(placeActions(only), looks, UP)).toEqual({ turns: 1, flipped: false });
  });
});

describe("drafting from the legal list", () => {
  it("groups the backend's priced drafts by die", () => {
    const prices: WtwDraftPrice[] = [
      { action: { type: "draft", die: { kind: "river", number: 2 }, stack: 1, jumps: 0 }, gold: 0 },
      { action: { type: "draft", die: { kind: "river", number: 2 }, stack: 5, jumps: 1 }, gold: 3 },
      { action: { type: "draft", die: { kind: "prairie", number: 7 }, stack: 6, jumps: 0 }, gold: 1 },
      { action: { type: "sawmill", stack: 9 }, gold: 2 },
    ];
    const d = draftOptions(prices);
    expect([...d.keys()]).toEqual(["river-2", "prairie-7"]);
    expect(d.get("river-2")?.map((o) => [o.stack, o.gold])).toEqual([
      [1, 0],
      [5, 3],
    ]);
    expect([...sawmillPrices(prices)]).toEqual([[9, 2]]);
  });

  it("places slots around the market as the engine numbers them", () => {
    expect(slotAt("west", "west", 1)).toEqual({ kind: "prairie", number: 1 });
    expect(slotAt("west", "east", 3)).toEqual({ kind: "prairie", number: 8 });
    expect(slotAt("east", "west", 5)).toEqual({ kind: "prairie", number: 15 });
    expect(slotAt("east", "east", 5)).toEqual({ kind: "prairie", number: 20 });
  });

  it("draws the river slots where the view places them", () => {
    // The rulebook's trays (edition 3): 1-2 north ends of the west half's middle columns,
    // 3-4 their south ends, 5-8 the same on the east half.
    const middle = [1, 2, 3, 4, 5, 6, 7, 8].map((number) => ({
      number,
      half: number <= 4 ? ("west" as const) : ("east" as const),
      col: ((number - 1) % 2) + 2,
      end: (number - 1) % 4 < 2 ? ("north" as const) : ("south" as const),
    }));
    const r = (n: number) => ({ kind: "river", number: n });
    expect(riverLane(middle, "west", "north")).toEqual([null, r(1), r(2), null]);
    expect(riverLane(middle, "west", "south")).toEqual([null, r(3), r(4), null]);
    expect(riverLane(middle, "east", "south")).toEqual([null, r(7), r(8), null]);
    // Editions 1-2: along the north row, nothing at the south ends.
    const north = [1, 2, 3, 4, 5, 6, 7, 8].map((number) => ({
      number,
      half: number <= 4 ? ("west" as const) : ("east" as const),
      col: ((number - 1) % 4) + 1,
      end: "north" as const,
    }));
    expect(riverLane(north, "east", "north")).toEqual([r(5), r(6), r(7), r(8)]);
    expect(riverLane(north, "east", "south")).toEqual([null, null, null, null]);
  });

  it("knows every tile by id", () => {
    expect(tileById(1)?.name).toBe("Cattle Crossing");
  });
});

function settlement(rows: string[]): WtwSettlement {
  const map: Record<string, WtwSpace> = {
    ".": { type: "ground" },
    "#": { type: "sheriff" },
    "!": { type: "bandit" },
    c: { type: "cow" },
    h: { type: "hill" },
  };
  const spaces: WtwSpace[] = rows.flatMap((r) => [...r].map((ch): WtwSpace => map[ch] ?? { type: "ground" }));
  const n = spaces.length;
  return {
    side: { width: rows[0]?.length ?? 0, height: rows.length, spaces, towns: [], wild: null },
    covered: new Array(n).fill(null),
    placements: [],
    hill_bandits: new Array(n).fill(false),
    tombstones: new Array(n).fill(false),
    cowpokes: new Array(n).fill(false),
  };
}

describe("the board", () => {
  it("outlines each placed tile", () => {
    const s = settlement(["...", "..."]);
    s.covered[0] = { placement: 0, ground: "street", icon: null };
    s.covered[1] = { placement: 0, ground: "street", icon: null };
    expect(tileEdges(s)).toHaveLength(6);
  });

  it("lists the cells to choose from", () => {
    const legal: WtwAction[] = [
      { type: "shoot", x: 1, y: 2 },
      { type: "den", sheriff: [3, 4] },
      { type: "den", sheriff: null },
    ];
    expect(cellChoices(legal).map((c) => [c.x, c.y])).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});

describe("decisions, scores and ranks", () => {
  it("reads the viewer's decision from the queue, or the keep", () => {
    const view = { queue: [{ decide: [0, { type: "wrangle", pasture: [1, 1], cows: 4 }] }] } as never;
    expect(viewerDecision(view, 0, [{ type: "wrangle", cows: 0 }])).toEqual({
      type: "wrangle",
      pasture: [1, 1],
      cows: 4,
    });
    expect(viewerDecision(view, 1, [{ type: "wrangle", cows: 0 }])).toBeNull();
    expect(viewerDecision({ queue: [] } as never, 1, [{ type: "keep-partner", id: 3 }])).toEqual({
      type: "keep-partner",
    });
  });

  it("orders score rows by category and keeps unknown ones", () => {
    const rows = scoreRows([
      {
        lines: [
          { key: "mining", points: 4 },
          { key: "start", points: 5 },
          { key: "future", points: 1 },
        ],
      },
    ]);
    expect(rows[0]).toEqual({ key: "start", points: [5] });
    expect(rows.at(-1)).toEqual({ key: "future", points: [1] });
  });
});

describe("bangSpaces", () => {
  it("lists a hill bandit shot the moment it lands once, and only the seat's own", () => {
    const spaces = bangSpaces(
      [
        { type: "hill-bandit", seat: 0, x: 6, y: 0 },
        { type: "shot", seat: 0, x: 6, y: 0 },
        { type: "shot", seat: 0, x: 2, y: 3 },
        { type: "shot", seat: 1, x: 4, y: 4 },
      ],
      0,
    );
    expect(spaces).toEqual([
      { x: 6, y: 0 },
      { x: 2, y: 3 },
    ]);
  });
});

describe("boardLabel", () => {
  const t = (id: string, o?: { values?: Record<string, string | number> }) =>
    o?.values ? `${id}(${o.values.name})` : id;
  it("calls the viewer's own board theirs, and another's by its owner", () => {
    expect(boardLabel(1, 1, "You", t)).toBe("wtw.yourBoard");
    expect(boardLabel(0, 1, "Ann", t)).toBe("wtw.board(Ann)");
    expect(boardLabel(0, null, "Ann", t)).toBe("wtw.board(Ann)");
  });
});

describe("placeRuleOf", () => {
  it("reads the rule a refused placement names, and nothing from other refusals", () => {
    expect(placeRuleOf({ "wild-tiled-west": { "cannot-place": { rule: "overlap" } } })).toBe("overlap");
    expect(placeRuleOf({ "wild-tiled-west": "not-a-choice" })).toBeNull();
    expect(placeRuleOf({ "rolled-west": "taken" })).toBeNull();
    expect(placeRuleOf(undefined)).toBeNull();
  });
});

describe("labelCentre", () => {
  // A building's name beside the board's edge was cut by it.
  it("keeps a building's label on the board", () => {
    // A 170-wide label over a building in the first column (centre 50) of a 900-wide board.
    expect(labelCentre(50, 170, 900)).toBe(85);
    expect(labelCentre(850, 170, 900)).toBe(815);
    expect(labelCentre(450, 170, 900)).toBe(450);
    for (const centre of [0, 50, 150, 750, 850, 900]) {
      const x = labelCentre(centre, 170, 900);
      expect(x - 85).toBeGreaterThanOrEqual(0);
      expect(x + 85).toBeLessThanOrEqual(900);
    }
  });

  it("centres a label wider than the board", () => {
    expect(labelCentre(50, 1000, 900)).toBe(450);
  });
});
