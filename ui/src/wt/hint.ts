/**
 * Where a hint (the hard bot's choice) shows on Wild Tiles' table. A path is planned one step
 * at a time (enter, step, lock), so the hint is the next step: drawn on the grid as a ghost from
 * the path's end (or from the side it enters by) to the suggested card. A bid is set in the bid
 * panel as if chosen, the bounty to give up and Lock are marked. No rule here: the action is the
 * backend's, from the seat's own view.
 */
import type { AnyAction } from "../bindings/AnyAction";
import type { WtAction } from "../bindings/WtAction";
import type { WtDir } from "../bindings/WtDir";
import type { WtView } from "../bindings/WtView";
import type { WtStake } from "../bindings/WtStake";
import { GAME } from "./logic";

/** The next step of a path, as a ghost: into `cell`, from `from` (a cell) or by `side`. */
export interface GhostStep {
  cell: number;
  /** The side of the grid it enters by (a path's first card in round 1), or null. */
  side: WtDir | null;
  /** The cell it steps from (the path's end, or where the character stands), or null. */
  from: number | null;
}

export interface WtHintMarks {
  action: WtAction;
  step: GhostStep | null;
  lock: boolean;
  bid: WtStake | null;
  giveUp: number | null;
}

/**
 * The marks of a suggested action (another game's gives null). `pathEnd` is the planned path's
 * last cell, `standing` where the character stands (rounds after the first), for a step's ghost.
 */
export function wtHintMarks(
  suggested: AnyAction | null,
  pathEnd: number | null,
  standing: number | null,
): WtHintMarks | null {
  if (!suggested || !(GAME in suggested)) return null;
  const action = (suggested as { "wild-tiles": WtAction })["wild-tiles"];
  const marks: WtHintMarks = { action, step: null, lock: false, bid: null, giveUp: null };
  switch (action.type) {
    case "enter":
      marks.step = { cell: action.cell, side: action.side, from: null };
      break;
    case "step":
      marks.step = { cell: action.cell, side: null, from: pathEnd ?? standing };
      break;
    case "lock":
      marks.lock = true;
      break;
    case "bid":
      marks.bid = action.stake;
      break;
    case "give-up":
      marks.giveUp = action.card;
      break;
  }
  return marks;
}

/**
 * A move drawn on a table watched again (the review's): a path's step as the hint's ghost, from
 * the end of `seat`'s path as the table showed it (or where its character stood). A bid, Lock or
 * a bounty given up has no place on the grid (its words tell it): null.
 */
export function wtReplayStep(v: Pick<WtView, "players">, seat: number, action: AnyAction): GhostStep | null {
  const player = v.players[seat];
  return wtHintMarks(action, player?.path?.cells.at(-1) ?? null, player?.at ?? null)?.step ?? null;
}

/** A score line's key (`dollars.green`, `dead`) in the table's words, via `t`. */
export function wtLineLabel(t: (id: string, opts?: { default: string }) => string, key: string): string {
  const colour = /^dollars\.(.+)$/.exec(key)?.[1];
  return t(`wt.score.${colour ?? key}`, { default: key });
}
