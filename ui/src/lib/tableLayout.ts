/**
 * Table mode's geometry, naming no game: the device lies flat among the players, each seat at
 * one of its edges (`TableLayout.edges[seat]`). Where each seat's part goes, how far it turns
 * to face its seat, and how a point on the screen reads inside a turned part (so taps and
 * drags land under the finger whichever way the part faces).
 */
import type { Edge } from "../bindings/Edge";
import type { TableLayout } from "../bindings/TableLayout";

export type { Edge, TableLayout };

export const EDGES: readonly Edge[] = ["bottom", "top", "left", "right"];

/** The most seats one edge holds (side by side). */
export const SEATS_PER_EDGE = 2;

export type Rotation = 0 | 90 | 180 | 270;

/**
 * How far (clockwise, in degrees) a part turns to face a player at `edge`: its foot toward
 * that edge. A part at the left edge turns a quarter clockwise, its foot to the left.
 */
export function rotationOf(edge: Edge): Rotation {
  switch (edge) {
    case "bottom":
      return 0;
    case "left":
      return 90;
    case "top":
      return 180;
    case "right":
      return 270;
  }
}

/** A quarter turn swaps a part's width and height on the screen. */
export function isSideways(rotation: Rotation): boolean {
  return rotation === 90 || rotation === 270;
}

/** The seats at each edge, in seat order (the grid area each edge's cell takes is its name). */
export function seatsByEdge(layout: TableLayout): Record<Edge, number[]> {
  const out: Record<Edge, number[]> = { bottom: [], top: [], left: [], right: [] };
  layout.edges.forEach((edge, seat) => out[edge].push(seat));
  return out;
}

/** The edge `seat` sits at, or bottom for a seat the layout does not name. */
export function edgeOf(layout: TableLayout | null | undefined, seat: number | null): Edge {
  if (!layout || seat === null) return "bottom";
  return layout.edges[seat] ?? "bottom";
}

/** Whether the layout fits `seats` seats: one edge each, at most two on an edge. */
export function fits(layout: TableLayout, seats: number): boolean {
  if (layout.edges.length !== seats || seats < 2) return false;
  const by = seatsByEdge(layout);
  return EDGES.every((edge) => by[edge].length <= SEATS_PER_EDGE);
}

/**
 * A first layout for `seats` seats around a screen that is `landscape` (wider than tall):
 * facing pairs first, then the long edges take a second seat.
 */
export function defaultLayout(seats: number, landscape: boolean): TableLayout {
  const order: Edge[] = ["bottom", "top", "left", "right", landscape ? "bottom" : "left"];
  return { edges: order.slice(0, Math.max(0, seats)) };
}

/**
 * `seat` moved to `edge`. When the edge is full, the seat there that sat longest trades
 * places with the moving seat, so every layout stays one that fits.
 */
export function moveSeat(layout: TableLayout, seat: number, edge: Edge): TableLayout {
  const edges = [...layout.edges];
  const from = edges[seat];
  if (from === undefined || from === edge) return layout;
  const there = edges.map((e, s) => (e === edge ? s : -1)).filter((s) => s >= 0);
  if (there.length >= SEATS_PER_EDGE) edges[there[0]!] = from;
  edges[seat] = edge;
  return { edges };
}

/**
 * A point on the screen as a turned part reads it: `(x, y)` relative to the centre of the
 * part's box on the screen, turned back by `rotation`, then relative to the part's own
 * top-left corner (`width` by `height` as the part lays itself out, before it turns).
 */
export function localPoint(
  rotation: Rotation,
  x: number,
  y: number,
  width: number,
  height: number,
): { x: number; y: number } {
  const d = localDelta(rotation, x, y);
  return { x: d.x + width / 2, y: d.y + height / 2 };
}

/** Where a part sits on the screen: its bounding box there, after any turn. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A pointer at `(clientX, clientY)` as a part turned by `rotation` reads it, in its own
 * coordinates (`width` by `height` as it lays itself out), `box` its bounding box on the
 * screen; null when the pointer is off the part. What a drag dropped on a turned board
 * reads, so the tile lands under the finger.
 */
export function pointInPart(
  rotation: Rotation,
  clientX: number,
  clientY: number,
  box: ScreenBox,
  width: number,
  height: number,
): { x: number; y: number } | null {
  const p = localPoint(
    rotation,
    clientX - (box.left + box.width / 2),
    clientY - (box.top + box.height / 2),
    width,
    height,
  );
  return p.x < 0 || p.y < 0 || p.x > width || p.y > height ? null : p;
}

/** A movement on the screen (a drag, a pan) as a part turned by `rotation` reads it. */
export function localDelta(rotation: Rotation, dx: number, dy: number): { x: number; y: number } {
  const [x, y] = turnedBack(rotation, dx, dy);
  // No negative zero: a point on an axis reads the same whichever way the part faces.
  return { x: x + 0, y: y + 0 };
}

function turnedBack(rotation: Rotation, dx: number, dy: number): [number, number] {
  switch (rotation) {
    case 0:
      return [dx, dy];
    case 90:
      return [dy, -dx];
    case 180:
      return [-dx, -dy];
    case 270:
      return [-dy, dx];
  }
}
