/**
 * Pure helpers for the Circle the Wagons screen. None of them decides what is legal: legality
 * is read from the `legal` list of the backend's update; these only look it up and draw it.
 */
import type { AnyAction } from "../bindings/AnyAction";
import type { CtwAction } from "../bindings/CtwAction";
import type { CtwCard } from "../bindings/CtwCard";
import type { CtwCell } from "../bindings/CtwCell";
import type { CtwPhase } from "../bindings/CtwPhase";
import type { CtwTerrain } from "../bindings/CtwTerrain";
import type { CtwTerritory } from "../bindings/CtwTerritory";
import type { CtwView } from "../bindings/CtwView";
import type { CtwSymbol } from "../bindings/CtwSymbol";
import type { GameUpdate } from "../bindings/GameUpdate";

/** The rules section (`rules/<lang>.json`) about each phase's decision: where "?" opens the rules. */
export const PHASE_SECTION: Partial<Record<CtwPhase, string>> = {
  "choose-start": "turn",
  draft: "turn",
  "place-drafted": "placing",
  "place-free": "placing",
};

export const GAME_ID = "circle-the-wagons";

/** The six terrains in the order the score table lists them. */
export const TERRAINS: readonly CtwTerrain[] = ["desert", "forest", "mountains", "plains", "snow", "water"];
export const SYMBOLS: readonly CtwSymbol[] = ["cattle", "fort", "bottle", "wagon", "pickaxe", "six-shooter"];

/** The Circle the Wagons view inside an update (this screen is only opened for this game). */
export function ctwView(update: GameUpdate): CtwView {
  const view = update.view;
  if (!("circle-the-wagons" in view)) throw new Error(`not a Circle the Wagons table: ${update.game}`);
  return view["circle-the-wagons"];
}

/** The Circle the Wagons actions of a legal list. */
export function ctwActions(legal: readonly AnyAction[]): CtwAction[] {
  return legal.flatMap((a) => ("circle-the-wagons" in a ? [a["circle-the-wagons"]] : []));
}

/** The circle slots taking the card in `slot` would skip, as the backend lists them. */
export function skippedBy(view: CtwView, slot: number | null): Set<number> {
  if (slot === null) return new Set();
  return new Set(view.takes.find((t) => t.slot === slot)?.skipped ?? []);
}

export function wrap(action: CtwAction): AnyAction {
  return { "circle-the-wagons": action };
}

/** Slots the viewer may take now (draft). */
export function takeSlots(legal: readonly AnyAction[]): Set<number> {
  const out = new Set<number>();
  for (const a of ctwActions(legal)) if (a.type === "take") out.add(a.slot);
  return out;
}

/** Slots the viewer may name as the starting card now. */
export function startSlots(legal: readonly AnyAction[]): Set<number> {
  const out = new Set<number>();
  for (const a of ctwActions(legal)) if (a.type === "choose-start") out.add(a.slot);
  return out;
}

export function spotKey(x: number, y: number): string {
  return `${x},${y}`;
}

/** A spot where the card to place may go, with the orientations `legal` lists for it. */
export interface Spot {
  x: number;
  y: number;
  upright: boolean;
  upsideDown: boolean;
}

/** Every spot a `place` action exists for, keyed by "x,y", in the order `legal` lists them. */
export function placeSpots(legal: readonly AnyAction[]): Map<string, Spot> {
  const out = new Map<string, Spot>();
  for (const a of ctwActions(legal)) {
    if (a.type !== "place") continue;
    const key = spotKey(a.x, a.y);
    const spot = out.get(key) ?? { x: a.x, y: a.y, upright: false, upsideDown: false };
    if (a.upside_down) spot.upsideDown = true;
    else spot.upright = true;
    out.set(key, spot);
  }
  return out;
}

/** What the town view needs while its owner places a card. */
export interface Placing {
  /** The card as it would land, the way up it is turned (the engine's `placing_look`). */
  territories: readonly CtwTerritory[];
  spots: ReadonlyMap<string, Spot>;
  ghost: { x: number; y: number } | null;
  upsideDown: boolean;
  legal: boolean;
}

/** Whether a `place` action with exactly this position and orientation is legal. */
export function isLegalPlace(spots: ReadonlyMap<string, Spot>, x: number, y: number, upsideDown: boolean): boolean {
  const spot = spots.get(spotKey(x, y));
  return spot ? (upsideDown ? spot.upsideDown : spot.upright) : false;
}

/** Clockwise order of the occupied slots starting at `from` (for keyboard selection). */
export function occupiedClockwise(ring: readonly (number | null)[], from: number): number[] {
  const n = ring.length;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const s = (((from + k) % n) + n) % n;
    if (ring[s] != null) out.push(s);
  }
  return out;
}

export function cardById(cards: readonly CtwCard[], id: number): CtwCard | undefined {
  return cards.find((c) => c.id === id);
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The cells' bounding box, or null for an empty town. */
export function cellBounds(cells: readonly Pick<CtwCell, "x" | "y">[]): Bounds | null {
  if (cells.length === 0) return null;
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const c of cells) {
    b.minX = Math.min(b.minX, c.x);
    b.minY = Math.min(b.minY, c.y);
    b.maxX = Math.max(b.maxX, c.x);
    b.maxY = Math.max(b.maxY, c.y);
  }
  return b;
}

/** The box around a town and every legal spot (a spot covers x..x+1, y..y+1). */
export function sceneBounds(cells: readonly Pick<CtwCell, "x" | "y">[], spots: Iterable<Spot>): Bounds {
  const pts: { x: number; y: number }[] = [...cells];
  for (const s of spots) pts.push({ x: s.x, y: s.y }, { x: s.x + 1, y: s.y + 1 });
  return cellBounds(pts) ?? { minX: 0, minY: 0, maxX: 1, maxY: 1 };
}

/** Card boundaries: the cell sides where the neighbouring cell is empty or from another card. */
export function cardEdges(cells: readonly CtwCell[]): { x1: number; y1: number; x2: number; y2: number }[] {
  const at = new Map(cells.map((c) => [spotKey(c.x, c.y), c]));
  const out: { x1: number; y1: number; x2: number; y2: number }[] = [];
  for (const c of cells) {
    const right = at.get(spotKey(c.x + 1, c.y));
    const below = at.get(spotKey(c.x, c.y + 1));
    const left = at.get(spotKey(c.x - 1, c.y));
    const above = at.get(spotKey(c.x, c.y - 1));
    if (!right || right.card !== c.card) out.push({ x1: c.x + 1, y1: c.y, x2: c.x + 1, y2: c.y + 1 });
    if (!below || below.card !== c.card) out.push({ x1: c.x, y1: c.y + 1, x2: c.x + 1, y2: c.y + 1 });
    // Left and top sides only where nothing is there (a neighbour draws the shared side itself).
    if (!left) out.push({ x1: c.x, y1: c.y, x2: c.x, y2: c.y + 1 });
    if (!above) out.push({ x1: c.x, y1: c.y, x2: c.x + 1, y2: c.y });
  }
  return out;
}

/**
 * The north-west cell of a card centred on a point given in cell units: the grid corner
 * nearest the point becomes the card's centre.
 */
export function nwFromPoint(px: number, py: number): { x: number; y: number } {
  return { x: Math.round(px) - 1, y: Math.round(py) - 1 };
}

/** A legal spot near `from` to start the keyboard ghost at: the closest to it, else the first. */
export function nearestSpot(spots: ReadonlyMap<string, Spot>, from: { x: number; y: number }): Spot | null {
  let best: Spot | null = null;
  let bestD = Infinity;
  for (const s of spots.values()) {
    const d = (s.x - from.x) ** 2 + (s.y - from.y) ** 2;
    if (d < bestD) {
      best = s;
      bestD = d;
    }
  }
  return best;
}

/** Seats that a person plays. */
export function humanSeats(update: Pick<GameUpdate, "seats">): number[] {
  return update.seats.flatMap((s, i) => (s.kind.type === "human" ? [i] : []));
}
