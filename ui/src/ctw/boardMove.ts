/**
 * Where a move shows on a Circle the Wagons table watched again (the review's turning points),
 * the way a hint shows it in play: a card taken (or the start named) is marked in the circle, a
 * card placed is a ghost in the town, turned the way it lands. No rule here: the action is the
 * backend's, the card's looks the view's.
 */
import type { AnyAction } from "../bindings/AnyAction";
import type { CtwTerritory } from "../bindings/CtwTerritory";
import type { CtwView } from "../bindings/CtwView";
import { cardById, GAME_ID } from "./logic";

export type CtwMoveMark =
  | { where: "circle"; slot: number }
  | { where: "town"; x: number; y: number; upsideDown: boolean; territories: readonly CtwTerritory[] };

/** The mark of `action` on the table `v` (another game's action, or a deal, gives null). */
export function ctwMoveMark(
  v: Pick<CtwView, "cards" | "to_place" | "placing_look">,
  action: AnyAction,
): CtwMoveMark | null {
  if (!(GAME_ID in action)) return null;
  const a = action[GAME_ID];
  switch (a.type) {
    case "take":
    case "choose-start":
      return { where: "circle", slot: a.slot };
    case "place": {
      const look = a.upside_down ? v.placing_look?.upside_down : v.placing_look?.upright;
      // A final view saved before `placing_look` existed: the card's front, as the table does.
      const territories = look ?? (v.to_place === null ? undefined : cardById(v.cards, v.to_place)?.front);
      return territories ? { where: "town", x: a.x, y: a.y, upsideDown: a.upside_down, territories } : null;
    }
    default:
      return null;
  }
}
