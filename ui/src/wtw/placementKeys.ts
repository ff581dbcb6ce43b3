/**
 * The keyboard's way to place a tile: the arrows move the ghost a space, R turns it, F flips
 * it, Enter confirms (but on a button, which Enter presses), Escape takes the ghost back.
 */
export type PlacementKey =
  | { type: "nudge"; dx: number; dy: number }
  | { type: "rotate" }
  | { type: "flip" }
  | { type: "confirm" }
  | { type: "clear" };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** A key the table may take: none held with Alt, Ctrl or Meta, none typed into a field. */
export function tableKey(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return false;
  const target = e.target as HTMLElement | null;
  return !(target && ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/** What `key` does to the tile being placed, or null; `onButton`: a button has the focus. */
export function placementKey(key: string, onButton: boolean): PlacementKey | null {
  const arrow = ARROWS[key];
  if (arrow) return { type: "nudge", dx: arrow[0], dy: arrow[1] };
  if (key === "r" || key === "R") return { type: "rotate" };
  if (key === "f" || key === "F") return { type: "flip" };
  if (key === "Enter" && !onButton) return { type: "confirm" };
  if (key === "Escape") return { type: "clear" };
  return null;
}

/** What a key can move: the tile being placed. */
export interface KeyedPlacement {
  nudge(dx: number, dy: number): void;
  rotate(): void;
  flip(): void;
  clear(): void;
}

/** Plays `key` on the tile being placed: `showBoard` first brings the board a nudge moves on. */
export function playKey(key: PlacementKey, pl: KeyedPlacement, confirm: () => void, showBoard: () => void): void {
  if (key.type === "nudge") {
    showBoard();
    pl.nudge(key.dx, key.dy);
  } else if (key.type === "rotate") pl.rotate();
  else if (key.type === "flip") pl.flip();
  else if (key.type === "confirm") confirm();
  else pl.clear();
}
