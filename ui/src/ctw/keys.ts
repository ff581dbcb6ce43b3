/**
 * The Circle the Wagons table's keyboard: arrows move the card's ghost over the town (or the
 * circle's selection, clockwise or back), R turns the card, Enter confirms, Escape clears (or
 * closes the log or the score sheet). A key press becomes a command; the table carries it out.
 */
import { nearestSpot, occupiedClockwise, type Spot } from "./logic";

/** A key press, as far as the table cares. */
export interface KeyPress {
  key: string;
  /** Already handled, or with Alt, Ctrl or Meta: not the table's. */
  taken: boolean;
  /** The tag of the element the key was pressed in (an input keeps its keys). */
  target: string | null;
}

/** What the table is at, as far as the keys care. */
export interface KeyTable {
  playing: boolean;
  busy: boolean;
  /** The log or the score sheet is open. */
  sheetOpen: boolean;
  /** A card is being placed in the viewer's town. */
  placing: boolean;
  ghost: { x: number; y: number } | null;
  spots: ReadonlyMap<string, Spot>;
  /** The circle's slots that may be picked now. */
  selectable: ReadonlySet<number>;
  selected: number | null;
  ring: readonly (number | null)[];
  firstSlot: number | null;
}

export type KeyCommand =
  | { type: "close-sheets" }
  /** The ghost to `at`, in the viewer's town. */
  | { type: "ghost"; at: { x: number; y: number } }
  | { type: "turn" }
  | { type: "place" }
  | { type: "clear-ghost" }
  /** The circle's selection to `slot`. */
  | { type: "select"; slot: number | null }
  | { type: "confirm-slot" }
  | { type: "clear-selection" };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const FIELDS = ["INPUT", "TEXTAREA", "SELECT"];

/** Whether the browser's own use of the key is to be prevented for `command`. */
export function preventsDefault(command: KeyCommand): boolean {
  return command.type !== "close-sheets" && command.type !== "clear-ghost" && command.type !== "clear-selection";
}

/** The command a key press gives at the table, or null when it is not the table's. */
export function keyCommand(press: KeyPress, at: KeyTable): KeyCommand | null {
  if (press.taken || (press.target !== null && FIELDS.includes(press.target))) return null;
  if (press.key === "Escape" && at.sheetOpen) return { type: "close-sheets" };
  if (!at.playing || at.busy || at.sheetOpen) return null;
  // Enter on a button is the button's.
  const enter = press.key === "Enter" && press.target !== "BUTTON";
  const arrow = ARROWS[press.key];
  if (at.placing) {
    if (arrow) {
      if (at.ghost) return { type: "ghost", at: { x: at.ghost.x + arrow[0], y: at.ghost.y + arrow[1] } };
      const start = nearestSpot(at.spots, { x: 0, y: 0 });
      return { type: "ghost", at: start ? { x: start.x, y: start.y } : { x: 0, y: 0 } };
    }
    if (press.key === "r" || press.key === "R") return { type: "turn" };
    if (enter) return { type: "place" };
    if (press.key === "Escape") return { type: "clear-ghost" };
    return null;
  }
  if (at.selectable.size === 0) return null;
  if (arrow) {
    const forward = arrow[0] + arrow[1] > 0;
    const from = at.selected ?? at.firstSlot ?? 0;
    const order = occupiedClockwise(at.ring, from).filter((s) => at.selectable.has(s));
    if (at.selected === null) return { type: "select", slot: order[0] ?? null };
    return { type: "select", slot: (forward ? order[1] : order.at(-1)) ?? at.selected };
  }
  if (enter) return { type: "confirm-slot" };
  if (press.key === "Escape") return { type: "clear-selection" };
  return null;
}
