/**
 * What an update's events show on the table as it happens: the spaces that flash on a board,
 * the tile that lands, the dice that move or roll (the burst of a shot is `bangSpaces`, in
 * `logic.ts`).
 */
import type { AnyEvent } from "../bindings/AnyEvent";
import type { WtwEvent } from "../bindings/WtwEvent";
import type { WtwSlot } from "../bindings/WtwSlot";

/** The Wild Tiled West events among an update's. */
export function wtwEventsOf(events: readonly AnyEvent[]): WtwEvent[] {
  return events.flatMap((e) => ("wild-tiled-west" in e ? [e["wild-tiled-west"]] : []));
}

/**
 * The spaces ("x,y") to flash on `seat`'s board: those just shot at or taken by a hill bandit,
 * and the whole pasture a wrangle prompt is about (`pasture`, empty when there is none).
 */
export function flashSpaces(
  events: readonly WtwEvent[],
  seat: number,
  pasture: readonly (readonly [number, number])[],
): Set<string> {
  const out = new Set<string>();
  for (const e of events)
    if ((e.type === "shot" || e.type === "hill-bandit") && e.seat === seat) out.add(`${e.x},${e.y}`);
  for (const [x, y] of pasture) out.add(`${x},${y}`);
  return out;
}

/** Whether `seat` placed a tile in these events. */
export function tilePlacedBy(events: readonly WtwEvent[], seat: number): boolean {
  return events.some((e) => e.type === "tile-placed" && e.seat === seat);
}

/** The dice moved from one slot to another. */
export function diceMoved(events: readonly WtwEvent[]): { from: WtwSlot; to: WtwSlot }[] {
  return events.flatMap((e) => (e.type === "die-moved" ? [{ from: e.from, to: e.to }] : []));
}

/** The dice just rolled, where they landed. */
export function diceRolled(events: readonly WtwEvent[]): WtwSlot[] {
  return events.flatMap((e) => (e.type === "dice-rolled" ? e.dice : []));
}
