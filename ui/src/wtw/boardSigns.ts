/**
 * The signs drawn on a settlement board: each town's (its letter and points, and its name when
 * there is room to read it) and each building's (its sign colour, and its name when there is
 * room). Text is sized in screen pixels: `k` is the board's pixels per scene unit (a space is
 * 100 x 100 units).
 */
import type { WtwBuilding } from "../bindings/WtwBuilding";
import type { WtwBuildingSign } from "../bindings/WtwBuildingSign";
import type { WtwSettlement } from "../bindings/WtwSettlement";
import { coveringAt, placementCells, towns } from "./logic";

/** Pixels per space from which building names and full town names are drawn. */
export const NAMES_FROM = 58;
/** The smallest text on screen, in pixels. */
export const MIN_TEXT = 12;
const LETTERS = "ABCDEF";

/** A font size in scene units that is `px` pixels on screen, and never smaller than `min` units. */
export function textSize(k: number, px: number, min: number): number {
  return Math.max(min, px / k);
}

/** Whether names can be read at `k` pixels per scene unit. */
export function namesShown(k: number): boolean {
  return k * 100 >= NAMES_FROM;
}

/** A town's sign: at its first space's corner, in scene units. */
export interface TownSign {
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
  font: number;
  text: string;
  done: boolean;
}

/** Each town's sign; `townName` gives a town's name by index, null when names are not shown. */
export function townSigns(
  settlement: WtwSettlement,
  completedTowns: readonly number[],
  k: number,
  townName: ((index: number) => string) | null,
): TownSign[] {
  const font = textSize(k, MIN_TEXT + 1, 17);
  return towns(settlement).flatMap((p) => {
    const first = p.cells[0];
    const town = settlement.side.towns[p.index];
    if (!first || !town) return [];
    const done = completedTowns.includes(p.index);
    const text = townName
      ? `${LETTERS[p.index]} · ${townName(p.index)} ${town.points}`
      : `${LETTERS[p.index]} ${town.points}`;
    // Bold display text runs wider than the usual 0.55 em a character: room for the last
    // digit (the town's points) with some to spare.
    const w = (text.length + (done ? 2 : 0)) * font * 0.64 + font;
    return [{ index: p.index, x: first.x * 100 + 4, y: first.y * 100 + 4, w, h: font * 1.65, font, text, done }];
  });
}

/** A building's sign: centred on its building spaces, in spaces. */
export interface BuildingSign {
  /** The placement that laid it. */
  i: number;
  building: WtwBuilding;
  cx: number;
  cy: number;
  sign: WtwBuildingSign["sign"];
}

/** Each building laid on the board, with its sign colour (white when the view gives none). */
export function buildingSigns(settlement: WtwSettlement, colours: readonly WtwBuildingSign[]): BuildingSign[] {
  return settlement.placements.flatMap((p, i) => {
    if (!p.building) return [];
    const own = placementCells(settlement, i).filter((c) => coveringAt(settlement, c.x, c.y)?.ground === "building");
    if (own.length === 0) return [];
    const cx = own.reduce((a, c) => a + c.x + 0.5, 0) / own.length;
    const cy = own.reduce((a, c) => a + c.y + 0.5, 0) / own.length;
    const sign = colours.find((s) => s.building === p.building)?.sign ?? "white";
    return [{ i, building: p.building, cx, cy, sign }];
  });
}
