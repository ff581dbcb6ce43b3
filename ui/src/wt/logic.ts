/**
 * Wild Tiles' screen helpers: reading the update, wrapping actions, laying out the eight
 * directions. No rule lives here: legality, costs and running counts come from the view
 * (`next_steps`, `running`, `can_lock`, `give_up`) and the update's `legal`.
 */
import type { AnyAction } from "../bindings/AnyAction";
import type { AnyEvent } from "../bindings/AnyEvent";
import type { AnyView } from "../bindings/AnyView";
import type { SeatConfig } from "../bindings/SeatConfig";
import type { WtAction } from "../bindings/WtAction";
import type { WtCost } from "../bindings/WtCost";
import type { WtDir } from "../bindings/WtDir";
import type { WtSoloVerdict } from "../bindings/WtSoloVerdict";
import type { WtEvent } from "../bindings/WtEvent";
import type { WtPhase } from "../bindings/WtPhase";
import type { WtView } from "../bindings/WtView";
import type { Translate } from "../lib/translate";

/** The rules section (`rules/<lang>.json`) about each phase's decision: where "?" opens the rules. */
export const PHASE_SECTION: Partial<Record<WtPhase["type"], string>> = {
  planning: "planning",
  bidding: "resolution",
  gamble: "specials",
  "give-up": "resolution",
  "roll-off": "scoring",
};

export const GAME = "wild-tiles";

/** Clockwise from north: a card's entries are printed in this order. */
export const DIRS: readonly WtDir[] = ["n", "ne", "e", "se", "s", "sw", "w", "nw"];

/** Grid offsets of each direction (north is up, y grows southward). */
export const OFFSET: Record<WtDir, [number, number]> = {
  n: [0, -1],
  ne: [1, -1],
  e: [1, 0],
  se: [1, 1],
  s: [0, 1],
  sw: [-1, 1],
  w: [-1, 0],
  nw: [-1, -1],
};

export function wtView(view: AnyView): WtView | null {
  return GAME in view ? (view as { "wild-tiles": WtView })["wild-tiles"] : null;
}

export function wtLegal(legal: readonly AnyAction[]): WtAction[] {
  return legal.flatMap((a) => (GAME in a ? [(a as { "wild-tiles": WtAction })["wild-tiles"]] : []));
}

export function wtEvents(events: readonly AnyEvent[]): WtEvent[] {
  return events.flatMap((e) => (GAME in e ? [(e as { "wild-tiles": WtEvent })["wild-tiles"]] : []));
}

export function wrap(action: WtAction): AnyAction {
  return { "wild-tiles": action };
}

/** Where a printed direction shows on the table: a card dealt upside down is turned 180 degrees. */
export function shownDir(printed: number, upsideDown: boolean): WtDir {
  return DIRS[(printed + (upsideDown ? 4 : 0)) % 8]!;
}

/** The cost printed for entering from the side `side` as the card lies (after turning). */
export function costFrom(entries: readonly WtCost[], upsideDown: boolean, side: WtDir): WtCost {
  const i = DIRS.indexOf(side);
  return entries[(i + (upsideDown ? 4 : 0)) % 8]!;
}

/** Exit arrows as the card lies. */
export function shownExits(exits: readonly WtDir[], upsideDown: boolean): WtDir[] {
  return exits.map((d) => shownDir(DIRS.indexOf(d), upsideDown));
}

/** The direction from one cell to its neighbour, or null. */
export function dirBetween(size: number, from: number, to: number): WtDir | null {
  const dx = (to % size) - (from % size);
  const dy = Math.floor(to / size) - Math.floor(from / size);
  return DIRS.find((d) => OFFSET[d][0] === dx && OFFSET[d][1] === dy) ?? null;
}

/** The neighbour of a cell in a direction, or null off the grid. */
export function neighbour(size: number, cell: number, d: WtDir): number | null {
  const x = (cell % size) + OFFSET[d][0];
  const y = Math.floor(cell / size) + OFFSET[d][1];
  return x < 0 || y < 0 || x >= size || y >= size ? null : y * size + x;
}

/** The direction closest to an angle (screen coordinates: y down), from a cell's centre. */
export function dirOfVector(dx: number, dy: number): WtDir {
  // 0 = north, clockwise.
  const angle = (Math.atan2(dx, -dy) * 180) / Math.PI;
  const index = Math.round(((angle + 360) % 360) / 45) % 8;
  return DIRS[index]!;
}

/** The seat's name, or the rival gang's. */
export function seatName(seats: readonly SeatConfig[], seat: number): string {
  return seats[seat]?.name ?? `#${seat + 1}`;
}

/** A solo game's verdict (the view's `solo_verdict`) in words. */
export function soloVerdict(t: Translate, verdict: WtSoloVerdict | null): string {
  switch (verdict?.type) {
    case "score":
      return t("wt.solo.score", { values: { you: verdict.you } });
    case "beat-gang":
      return t("wt.solo.beatGang", { values: { you: verdict.you, gang: verdict.gang } });
    case "lost-gang":
      return t("wt.solo.lostGang", { values: { you: verdict.you, gang: verdict.gang } });
    default:
      return t("wt.solo.dead");
  }
}
