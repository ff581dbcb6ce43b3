/**
 * Where a move shows on a Wild Tiled West table watched again (the review's turning points),
 * the way a hint shows it in play: a tile placed is a ghost at its spot, turned its way; a shot,
 * an alley, a hill bandit or the sheriff's spot marks its space; a draft marks its die and
 * stack in the market (the Sawmill its stack). No rule here: the action is the backend's, the
 * tile's looks the view's (`placing_orientations`).
 */
import type { AnyAction } from "../bindings/AnyAction";
import type { WtwView } from "../bindings/WtwView";
import { lookOf, slotKey, type Laid } from "./logic";

export type WtwMoveMark =
  /** On the seat's board: the tile's squares at (x, y), or the one space (no squares). */
  | { where: "board"; laid: readonly Laid[]; x: number; y: number }
  /** In the market: the die drafted with (none with the Sawmill) and the stack. */
  | { where: "market"; die: string | null; stack: number };

/** The mark of `action` on the table `v`; null for a move with no place there (a partner, a wrangle, Pass...). */
export function wtwMoveMark(v: Pick<WtwView, "placing_orientations">, action: AnyAction): WtwMoveMark | null {
  if (!("wild-tiled-west" in action)) return null;
  const a = action["wild-tiled-west"];
  switch (a.type) {
    case "place": {
      const laid = lookOf(v.placing_orientations, a.orientation)?.squares;
      return laid && laid.length > 0 ? { where: "board", laid, x: a.x, y: a.y } : null;
    }
    case "place-alley":
    case "shoot":
    case "hill-bandit":
      return { where: "board", laid: [], x: a.x, y: a.y };
    case "den":
      return a.sheriff ? { where: "board", laid: [], x: a.sheriff[0], y: a.sheriff[1] } : null;
    case "draft":
      return { where: "market", die: slotKey(a.die), stack: a.stack };
    case "sawmill":
      return { where: "market", die: null, stack: a.stack };
    default:
      return null;
  }
}
