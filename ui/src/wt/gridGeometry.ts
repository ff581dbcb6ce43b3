/**
 * The grid's geometry: the card under a finger, a card's middle on screen, the keyboard
 * cursor's moves, and where the drawing goes (the characters and the paths over the cards, in
 * an SVG of `CELL` units a card). What is drawn is `Grid.svelte`'s props.
 */
import type { WtDir } from "../bindings/WtDir";
import type { WtPlan } from "../bindings/WtPlan";
import type { GhostStep } from "./hint";
import { OFFSET } from "./logic";

export interface PawnOnGrid {
  seat: number;
  character: number;
  cell: number;
  dead: boolean;
}

export interface PathOnGrid {
  seat: number;
  character: number;
  plan: WtPlan;
  /** Where the character stood when the path began (rounds after the first), or null. */
  from: number | null;
  /** Drawn up to this many cells (a path being played out), all if null. */
  upTo: number | null;
}

/** The box the grid takes on screen. */
export type Box = Pick<DOMRect, "left" | "top" | "right" | "bottom" | "width" | "height">;

/**
 * The card under a screen point: null off the grid, -1 near a card's edge (so a diagonal drag
 * through a corner is not taken for its neighbour).
 */
export function cellUnder(r: Box, size: number, x: number, y: number): number | null {
  if (x < r.left || y < r.top || x >= r.right || y >= r.bottom) return null;
  const cx = Math.floor(((x - r.left) / r.width) * size);
  const cy = Math.floor(((y - r.top) / r.height) * size);
  const fx = ((x - r.left) / r.width) * size - cx;
  const fy = ((y - r.top) / r.height) * size - cy;
  const inner = fx > 0.14 && fx < 0.86 && fy > 0.14 && fy < 0.86;
  return inner ? cy * size + cx : -1;
}

/** A card's middle on screen. */
export function cellCentre(r: Box, size: number, cell: number): { x: number; y: number } {
  const w = r.width / size;
  return { x: r.left + ((cell % size) + 0.5) * w, y: r.top + (Math.floor(cell / size) + 0.5) * w };
}

/** The keyboard cursor moved one card toward `dir`; it stays at the grid's edge. */
export function stepCursor(size: number, cursor: number, dir: WtDir): number {
  const x = (cursor % size) + OFFSET[dir][0];
  const y = Math.floor(cursor / size) + OFFSET[dir][1];
  return x >= 0 && y >= 0 && x < size && y < size ? y * size + x : cursor;
}

/** A card's side in the drawing's units. */
export const CELL = 100;
/** How far outside its card a path entering from off the grid starts. */
const OUTSIDE = 62;

/** The middle of a card. */
export function point(size: number, cell: number): [number, number] {
  return [((cell % size) + 0.5) * CELL, (Math.floor(cell / size) + 0.5) * CELL];
}

/** A path's polyline, the `k`th of the paths drawn, shifted so paths side by side show apart. */
export function pathLine(size: number, path: PathOnGrid, k: number): string {
  const cellsShown = path.upTo === null ? path.plan.cells : path.plan.cells.slice(0, path.upTo);
  const off = (k - 1.5) * 7;
  const pts: [number, number][] = cellsShown.map((c) => point(size, c));
  if (path.plan.side && cellsShown.length > 0) {
    const [x, y] = pts[0]!;
    const o = OFFSET[path.plan.side];
    pts.unshift([x + o[0] * OUTSIDE, y + o[1] * OUTSIDE]);
  } else if (path.from !== null && cellsShown.length > 0) {
    pts.unshift(point(size, path.from));
  }
  return pts.map(([x, y]) => `${x + off},${y + off}`).join(" ");
}

/** The steps a drag asked for and the backend has not answered, on from the path's end. */
export function pendingLine(size: number, ownPath: PathOnGrid | null, pending: readonly number[]): string {
  const last = ownPath?.plan.cells.at(-1) ?? ownPath?.from ?? undefined;
  const start = last !== undefined ? [last] : [];
  return pending.length > 0 ? [...start, ...pending].map((c) => point(size, c).join(",")).join(" ") : "";
}

/** The hint's ghost: from the side entered by or the cell stepped from, to the card. */
export function ghostLine(size: number, ghostStep: GhostStep | null): string {
  if (!ghostStep) return "";
  const [x, y] = point(size, ghostStep.cell);
  const o = ghostStep.side ? OFFSET[ghostStep.side] : null;
  const start = o
    ? [x + o[0] * OUTSIDE, y + o[1] * OUTSIDE]
    : ghostStep.from !== null
      ? point(size, ghostStep.from)
      : null;
  return start ? `${start[0]},${start[1]} ${x},${y}` : "";
}

/** Where a character stands on its card: alone at one spot, sharing it at a corner each. */
export function pawnSpot(size: number, pawns: readonly PawnOnGrid[], p: PawnOnGrid, i: number): [number, number] {
  const [x, y] = point(size, p.cell);
  const spots: [number, number][] = [
    [-26, 26],
    [26, 26],
    [-26, -26],
    [26, -26],
  ];
  const here = pawns.filter((q) => q.cell === p.cell);
  const k = here.indexOf(p);
  const [dx, dy] = spots[k % 4] ?? [0, 0];
  return here.length === 1 && i >= 0 ? [x - 20, y - 18] : [x + dx * 0.8, y + dy * 0.8 - 10];
}
