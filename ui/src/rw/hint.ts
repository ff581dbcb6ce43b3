/**
 * Where a hint (the hard bot's choice) shows on Rolled West's table, in the game's own way: a
 * purchase is chosen on the sheet as if the player had tapped its box (the turn panel then
 * rings the dice it would use), a terrain die (the one the view's `terrain_dice` says choosing
 * it sets aside) or an offered die is marked, and a button (bank a resource, End turn, Pass) is
 * marked. No rule here: the action is the backend's.
 */
import type { AnyAction } from "../bindings/AnyAction";
import type { RwAction } from "../bindings/RwAction";
import type { RwView } from "../bindings/RwView";
import { actionKey, GAME, RESOURCES } from "./logic";

/** Purchases: chosen on the sheet, like a tap on their box. */
const PURCHASES = new Set<RwAction["type"]>(["camp", "settlement", "contract", "office", "ship"]);

export interface RwHintMarks {
  /** The action's key (`actionKey`): buttons compare their own to it. */
  key: string;
  /** The purchase to choose on the sheet (its key), or null. */
  select: string | null;
  /** The die of the turn's roll to mark (the terrain die suggested), or null. */
  die: number | null;
  /** The die of the roll on offer to mark (the resource to bank from it), or null. */
  offerDie: number | null;
}

/** The marks of a suggested action (any game's: another game's gives null). */
export function rwHintMarks(
  v: Pick<RwView, "terrain_dice" | "offer">,
  suggested: AnyAction | null,
): RwHintMarks | null {
  if (!suggested || !(GAME in suggested)) return null;
  const a = (suggested as { "rolled-west": RwAction })["rolled-west"];
  const key = actionKey(a);
  const marks: RwHintMarks = { key, select: null, die: null, offerDie: null };
  if (PURCHASES.has(a.type)) marks.select = key;
  else if (a.type === "terrain") marks.die = v.terrain_dice[RESOURCES.indexOf(a.resource)] ?? null;
  else if (a.type === "copy") marks.offerDie = orNull(v.offer?.dice.indexOf(a.resource) ?? -1);
  return marks;
}

/**
 * A move drawn on a table watched again (the review's): its purchase lit and chosen on the sheet,
 * or its die marked on the roll shown (the offered roll while one is offered).
 */
export interface RwReplayMarks {
  select: string | null;
  die: number | null;
}

/** The marks of `action` on the replayed table `v`; null for another game's action. */
export function rwReplayMarks(v: Pick<RwView, "terrain_dice" | "offer">, action: AnyAction): RwReplayMarks | null {
  const marks = rwHintMarks(v, action);
  return marks ? { select: marks.select, die: v.offer ? marks.offerDie : marks.die } : null;
}

function orNull(i: number): number | null {
  return i < 0 ? null : i;
}

/** A score line's key (`claims`, `majorities`...) in the sheet's words, via `t`. */
export function rwLineLabel(t: (id: string, opts?: { default: string }) => string, key: string): string {
  return t(`rw.score.${key}`, { default: key });
}
