/**
 * Pure helpers for the Wild Tiled West screen. None of them decides what is legal: legality is
 * read from the `legal` list of the backend's update; these only look it up, group it and say
 * where to draw it.
 */
import type { WtwError } from "../bindings/WtwError";
import type { WtwPlaceRule } from "../bindings/WtwPlaceRule";
import type { WtwWildRule } from "../bindings/WtwWildRule";
import type { Translate } from "../lib/translate";
import type { AnyAction } from "../bindings/AnyAction";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { WtwAction } from "../bindings/WtwAction";
import type { WtwDecision } from "../bindings/WtwDecision";
import type { WtwDraftPrice } from "../bindings/WtwDraftPrice";
import type { WtwEvent } from "../bindings/WtwEvent";
import type { WtwLaid } from "../bindings/WtwLaid";
import type { WtwOrientation } from "../bindings/WtwOrientation";
import type { WtwSettlement } from "../bindings/WtwSettlement";
import type { WtwRiverEnd } from "../bindings/WtwRiverEnd";
import type { WtwRiverSlotPlace } from "../bindings/WtwRiverSlotPlace";
import type { WtwSlot } from "../bindings/WtwSlot";
import type { WtwSpace } from "../bindings/WtwSpace";
import type { WtwTileOrientation } from "../bindings/WtwTileOrientation";
import type { WtwView } from "../bindings/WtwView";

export const GAME_ID = "wild-tiled-west";

export function wtwView(update: Pick<GameUpdate, "view" | "game">): WtwView {
  const view = update.view;
  if (!("wild-tiled-west" in view)) throw new Error(`not a Wild Tiled West table: ${update.game}`);
  return view["wild-tiled-west"];
}

export function wtwActions(legal: readonly AnyAction[]): WtwAction[] {
  return legal.flatMap((a) => ("wild-tiled-west" in a ? [a["wild-tiled-west"]] : []));
}

export function wrap(action: WtwAction): AnyAction {
  return { "wild-tiled-west": action };
}

export function sameAction(a: WtwAction, b: WtwAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

// ---- what the game waits for ----------------------------------------------------------

/** The kinds of prompt the screen shows. */
export type DecisionKind = WtwDecision["type"];

/** The rules section (`rules/<lang>.json`) about each decision: where its "?" opens the rules. */
export const DECISION_SECTION: Record<DecisionKind, string> = {
  "keep-partner": "partners",
  income: "year",
  draft: "drafting",
  "place-tile": "placing",
  stash: "wild-sides",
  "place-alley": "towns",
  "pick-partner": "partners",
  "pick-ace": "aces",
  den: "buildings",
  wheelwright: "buildings",
  "general-store": "buildings",
  wrangle: "wrangling",
  shoot: "sheriffs",
  "hill-bandit": "tussle",
};

/**
 * The decision the viewer answers now: the front of the queue when it is theirs, or keeping a
 * partner during the simultaneous keep (which has no queue entry). Null when the viewer has
 * nothing to do.
 */
export function viewerDecision(view: WtwView, viewer: number | null, legal: readonly WtwAction[]): WtwDecision | null {
  if (viewer === null || legal.length === 0) return null;
  if (legal.some((a) => a.type === "keep-partner")) return { type: "keep-partner" };
  const front = view.queue[0];
  if (front && typeof front === "object" && "decide" in front) {
    const [seat, decision] = front.decide;
    if (seat === viewer) return decision;
  }
  return null;
}

/** Whose decision heads the queue (for "X is placing a tile" while others wait). */
export function queueFront(view: WtwView): { seat: number; decision: WtwDecision } | null {
  const front = view.queue[0];
  if (front && typeof front === "object" && "decide" in front) {
    const [seat, decision] = front.decide;
    return { seat, decision };
  }
  return null;
}

// ---- placing a tile (its looks come from the backend: `placing_orientations`) -------------

/** A square of the tile as laid, relative to its anchor. */
export type Laid = WtwLaid;

/** The tile being placed in each of its eight orientations, as the view gives them. */
export type Looks = readonly WtwTileOrientation[];

export function sameOrientation(a: WtwOrientation, b: WtwOrientation): boolean {
  return a.turns === b.turns && a.flipped === b.flipped;
}

/** How the tile looks in `o`. */
export function lookOf(looks: Looks, o: WtwOrientation): WtwTileOrientation | undefined {
  return looks.find((l) => sameOrientation(l.orientation, o));
}

export type PlaceAction = Extract<WtwAction, { type: "place" }>;

/** The placement rule a refusal names (`reason` of a refused Place), if it names one. */
export function placeRuleOf(reason: unknown): WtwPlaceRule | null {
  const error = (reason as { "wild-tiled-west"?: WtwError } | undefined)?.["wild-tiled-west"];
  return typeof error === "object" && error !== null && "cannot-place" in error ? error["cannot-place"].rule : null;
}

export function placeActions(legal: readonly WtwAction[]): PlaceAction[] {
  return legal.filter((a): a is PlaceAction => a.type === "place");
}

/**
 * The legal Place action that lays the tile as it looks in `o` with its anchor at (x, y), or
 * null. Symmetric tiles have fewer distinct orientations than the eight a player can turn to;
 * the backend says which one legal actions use for each look (`placed_as`).
 */
export function matchPlace(
  places: readonly PlaceAction[],
  looks: Looks,
  o: WtwOrientation,
  x: number,
  y: number,
): PlaceAction | null {
  const look = lookOf(looks, o);
  if (!look) return null;
  return places.find((p) => p.x === x && p.y === y && sameOrientation(p.orientation, look.placed_as)) ?? null;
}

/** A spot for the tile as it looks now: its anchor, and the cell of its first square (where the dot goes). */
export interface Spot {
  x: number;
  y: number;
  cx: number;
  cy: number;
}

/** Every legal anchor for the tile as it looks in `o`. */
export function spotsFor(places: readonly PlaceAction[], looks: Looks, o: WtwOrientation): Spot[] {
  const look = lookOf(looks, o);
  if (!look) return [];
  const first = look.squares[0] ?? { dx: 0, dy: 0 };
  const seen = new Set<string>();
  const out: Spot[] = [];
  for (const p of places) {
    const key = `${p.x},${p.y}`;
    if (seen.has(key) || !sameOrientation(p.orientation, look.placed_as)) continue;
    seen.add(key);
    out.push({ x: p.x, y: p.y, cx: p.x + first.dx, cy: p.y + first.dy });
  }
  return out;
}

/**
 * Where the tile goes when the player taps a cell: the anchor that puts its first square on the
 * cell if that is legal, else another legal anchor that covers the cell, else (not legal) the
 * anchor that puts its first square there.
 */
export function anchorForTap(
  places: readonly PlaceAction[],
  looks: Looks,
  o: WtwOrientation,
  cell: { x: number; y: number },
): { x: number; y: number } {
  const candidates = (lookOf(looks, o)?.squares ?? []).map((l) => ({ x: cell.x - l.dx, y: cell.y - l.dy }));
  const legal = candidates.find((c) => matchPlace(places, looks, o, c.x, c.y) !== null);
  return legal ?? candidates[0] ?? cell;
}

/** The orientation to start with: the player's if it fits somewhere, else the first legal one. */
export function startOrientation(
  places: readonly PlaceAction[],
  looks: Looks,
  current: WtwOrientation,
): WtwOrientation {
  if (spotsFor(places, looks, current).length > 0) return current;
  return places[0]?.orientation ?? current;
}

// ---- drafting ---------------------------------------------------------------------------

export function slotKey(slot: WtwSlot): string {
  return `${slot.kind}-${slot.number}`;
}

/** The slot at an edge of a half: (kind, number). */
export function slotAt(half: "west" | "east", edge: "west" | "east", row: number): WtwSlot {
  const base = half === "west" ? (edge === "west" ? 0 : 5) : edge === "west" ? 10 : 15;
  return { kind: "prairie", number: base + row };
}

/** The river slots entering `half` from `end`, by column 1-4 (`null` where none enters), as
 *  the view places them (`river_slots`: the game's market layout, not a rule of the screen's). */
export function riverLane(
  places: readonly WtwRiverSlotPlace[],
  half: "west" | "east",
  end: WtwRiverEnd,
): (WtwSlot | null)[] {
  return [1, 2, 3, 4].map((col) => {
    const p = places.find((s) => s.half === half && s.end === end && s.col === col);
    return p ? { kind: "river", number: p.number } : null;
  });
}

/** What the market shows of a view: a whole view fits, so a replay or an overview passes it as is. */
export type MarketState = Pick<
  WtwView,
  "market_counts" | "market_costs" | "market_designs" | "river_stacks" | "river_slots" | "dice"
>;

export interface DraftOption {
  die: WtwSlot;
  stack: number;
  jumps: number;
  /** What the backend says it costs (the stack's cost plus 1 gold per stack jumped). */
  gold: number;
  action: WtwAction;
}

/** The priced legal drafts (the view's `draft_prices`), grouped by die (key `slotKey`). */
export function draftOptions(prices: readonly WtwDraftPrice[]): Map<string, DraftOption[]> {
  const out = new Map<string, DraftOption[]>();
  for (const { action: a, gold } of prices) {
    if (a.type !== "draft") continue;
    const key = slotKey(a.die);
    const list = out.get(key) ?? [];
    list.push({ die: a.die, stack: a.stack, jumps: a.jumps, gold, action: a });
    out.set(key, list);
  }
  return out;
}

/** The Sawmill's legal stacks and what each costs (the view's `draft_prices`). */
export function sawmillPrices(prices: readonly WtwDraftPrice[]): Map<number, number> {
  return new Map(prices.flatMap(({ action: a, gold }) => (a.type === "sawmill" ? [[a.stack, gold] as const] : [])));
}

/** Free-alley counts offered (1 and/or 2). */
export function freeAlleyCounts(legal: readonly WtwAction[]): number[] {
  return legal.flatMap((a) => (a.type === "free-alleys" ? [a.count] : []));
}

// ---- choosing a cell (alleys, shots, hill bandits, the Den) ----------------------------

export interface CellChoice {
  x: number;
  y: number;
  action: WtwAction;
}

/**
 * The spaces where a seat's sheriffs fired or a hill bandit landed in one update, each once: a
 * hill bandit shot the moment it lands is two events on one space, and the board keys its
 * bang marks by space (a duplicate key makes Svelte abandon the whole update).
 */
export function bangSpaces(events: readonly WtwEvent[], seat: number): { x: number; y: number }[] {
  const seen = new Set<string>();
  const out: { x: number; y: number }[] = [];
  for (const e of events) {
    if ((e.type !== "shot" && e.type !== "hill-bandit") || e.seat !== seat) continue;
    const key = `${e.x},${e.y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ x: e.x, y: e.y });
  }
  return out;
}

export function cellChoices(legal: readonly WtwAction[]): CellChoice[] {
  const out: CellChoice[] = [];
  for (const a of legal) {
    if (a.type === "place-alley" || a.type === "shoot" || a.type === "hill-bandit")
      out.push({ x: a.x, y: a.y, action: a });
    else if (a.type === "den" && a.sheriff) out.push({ x: a.sheriff[0], y: a.sheriff[1], action: a });
  }
  return out;
}

// ---- the settlement board ---------------------------------------------------------------

export function spaceAt(s: WtwSettlement, x: number, y: number): WtwSpace | null {
  const { width, height } = s.side;
  if (x < 0 || y < 0 || x >= width || y >= height) return null;
  return s.side.spaces[y * width + x] ?? null;
}

export function coveringAt(s: WtwSettlement, x: number, y: number) {
  const { width, height } = s.side;
  if (x < 0 || y < 0 || x >= width || y >= height) return null;
  return s.covered[y * width + x] ?? null;
}

export function flagAt(flags: readonly boolean[], s: WtwSettlement, x: number, y: number): boolean {
  return flags[y * s.side.width + x] ?? false;
}

/** The cells of one placement. */
export function placementCells(s: WtwSettlement, placement: number): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let y = 0; y < s.side.height; y++) {
    for (let x = 0; x < s.side.width; x++) {
      if (coveringAt(s, x, y)?.placement === placement) out.push({ x, y });
    }
  }
  return out;
}

/** Borders of the placed tiles: cell sides where the neighbour is not the same tile. */
export function tileEdges(s: WtwSettlement): { x1: number; y1: number; x2: number; y2: number }[] {
  const out: { x1: number; y1: number; x2: number; y2: number }[] = [];
  const same = (x: number, y: number, p: number) => coveringAt(s, x, y)?.placement === p;
  for (let y = 0; y < s.side.height; y++) {
    for (let x = 0; x < s.side.width; x++) {
      const c = coveringAt(s, x, y);
      if (!c) continue;
      const p = c.placement;
      if (!same(x + 1, y, p)) out.push({ x1: x + 1, y1: y, x2: x + 1, y2: y + 1 });
      if (!same(x, y + 1, p)) out.push({ x1: x, y1: y + 1, x2: x + 1, y2: y + 1 });
      if (!coveringAt(s, x - 1, y)) out.push({ x1: x, y1: y, x2: x, y2: y + 1 });
      if (!coveringAt(s, x, y - 1)) out.push({ x1: x, y1: y, x2: x + 1, y2: y });
    }
  }
  return out;
}

/** Each town plot: its cells, where to put its sign (the plot's first cell) and whether every square is covered. */
export function towns(s: WtwSettlement): { index: number; cells: { x: number; y: number }[]; covered: number }[] {
  return s.side.towns.map((_, index) => {
    const cells: { x: number; y: number }[] = [];
    let covered = 0;
    for (let y = 0; y < s.side.height; y++) {
      for (let x = 0; x < s.side.width; x++) {
        const sp = spaceAt(s, x, y);
        if (sp?.type === "town" && sp.town === index) {
          cells.push({ x, y });
          if (coveringAt(s, x, y)) covered++;
        }
      }
    }
    return { index, cells, covered };
  });
}

// ---- scores and ranks ---------------------------------------------------------------------

/** The score sheet's categories in the rulebook's order (in play, then the endgame). */
export const SCORE_KEYS = [
  "start",
  "towns",
  "wrangles",
  "contracts",
  "tussles",
  "buildings",
  "trailblazing",
  "tombstones",
  "aces",
  "mining",
  "partners",
  "wild",
] as const;

/**
 * The message id of a solo rank's name; "no rank yet" for none. The names are in the shared
 * bundle under the game's registry key, as Home and the history show them without this folder.
 */
export function rankNameKey(rank: string | null): string {
  return `games.wildTiledWest.rank.${rank ?? "none"}`;
}

/** Rows (category, points per seat) for the score table; unknown keys from the backend follow. */
export function scoreRows(scores: readonly { lines: readonly { key: string; points: number }[] }[]): {
  key: string;
  points: number[];
}[] {
  const keys: string[] = [...SCORE_KEYS];
  for (const s of scores) for (const l of s.lines) if (!keys.includes(l.key)) keys.push(l.key);
  return keys.map((key) => ({ key, points: scores.map((s) => s.lines.find((l) => l.key === key)?.points ?? 0) }));
}

/** A wild side's rule in the reader's language, with its numbers. */
export function wildRuleText(
  rule: WtwWildRule,
  t: (key: string, options?: { values: Record<string, string | number> }) => string,
): string {
  const values: Record<string, string | number> = {};
  if ("points" in rule) values.points = rule.points;
  if ("gold" in rule) values.gold = rule.gold;
  return t(`wtw.wild.${rule.type}`, { values });
}

// ---- the market: which dice reach which stacks (from the view's `draft_prices`) ----------

/** For every stack some die may draft from: the dice (slot keys) that reach it, cheapest first. */
export function diceByStack(
  options: ReadonlyMap<string, readonly DraftOption[]>,
): Map<number, { die: WtwSlot; gold: number }[]> {
  const out = new Map<number, { die: WtwSlot; gold: number }[]>();
  for (const list of options.values()) {
    for (const o of list) {
      const dice = out.get(o.stack) ?? [];
      // One entry per die (a die may reach a stack with several claim jumps: keep its cheapest).
      const same = dice.find((d) => slotKey(d.die) === slotKey(o.die));
      if (same) same.gold = Math.min(same.gold, o.gold);
      else dice.push({ die: o.die, gold: o.gold });
      out.set(o.stack, dice);
    }
  }
  for (const dice of out.values()) dice.sort((a, b) => a.gold - b.gold || a.die.number - b.die.number);
  return out;
}

// ---- board geometry for the screen -----------------------------------------------------------

/**
 * Where a building's label is centred across the board (scene units, 100 a space): over the
 * building, but moved inwards so a label wider than the building beside the board's edge is
 * kept on the board rather than cut by it.
 */
export function labelCentre(buildingCentre: number, labelWidth: number, boardWidth: number): number {
  const half = labelWidth / 2;
  if (labelWidth >= boardWidth) return boardWidth / 2;
  return Math.min(boardWidth - half, Math.max(half, buildingCentre));
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The bounding box (in cells) of a set of cells, or null for none. */
export function cellBounds(cells: readonly { x: number; y: number }[]): Rect | null {
  if (cells.length === 0) return null;
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x + 1, h: Math.max(...ys) - y + 1 };
}

/**
 * Where to put a badge of `size` beside `target` (scene units) so that it covers none of the
 * `avoid` rectangles and stays within `bounds`: above, below, right or left of the target, the
 * first place that is clear; else the one that stays within bounds; else above.
 */
export function placeBeside(
  target: Rect,
  size: { w: number; h: number },
  avoid: readonly Rect[],
  bounds: Rect,
  gap = 8,
): { x: number; y: number } {
  const midX = target.x + target.w / 2 - size.w / 2;
  const midY = target.y + target.h / 2 - size.h / 2;
  const candidates = [
    { x: midX, y: target.y - size.h - gap },
    { x: midX, y: target.y + target.h + gap },
    { x: target.x + target.w + gap, y: midY },
    { x: target.x - size.w - gap, y: midY },
  ].map((p) => ({
    // Slide along the edge to stay within the board.
    x: Math.min(Math.max(p.x, bounds.x), bounds.x + bounds.w - size.w),
    y: p.y,
  }));
  const inside = (p: { x: number; y: number }) =>
    p.y >= bounds.y && p.y + size.h <= bounds.y + bounds.h && p.x >= bounds.x && p.x + size.w <= bounds.x + bounds.w;
  const clear = (p: { x: number; y: number }) =>
    !avoid.some((r) => overlaps({ ...p, ...size }, r)) && !overlaps({ ...p, ...size }, target);
  return (
    candidates.find((p) => inside(p) && clear(p)) ??
    candidates.find(inside) ??
    (candidates[0] as { x: number; y: number })
  );
}

// ---- points that change between two updates --------------------------------------------------

/** Each seat's change of total from `before` to `after` (0 when unchanged or unknown). */
export function scoreDeltas(
  before: readonly { total: number }[] | null,
  after: readonly { total: number }[],
): number[] {
  return after.map((s, i) => (before && before[i] ? s.total - before[i].total : 0));
}

/** A board's title: "Your board" for the person at the device (never "You's board"), else the owner's. */
export function boardLabel(seat: number, viewer: number | null, ownerName: string, t: Translate): string {
  return seat === viewer ? t("wtw.yourBoard") : t("wtw.board", { values: { name: ownerName } });
}
