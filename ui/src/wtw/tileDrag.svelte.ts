/**
 * Dragging the tile being placed from the prompt onto the board: the ghost follows the finger
 * over the board, a space at a time, and stays where the finger is lifted. `at` is where the
 * finger is (client pixels), for the tile drawn under it; null when nothing is dragged.
 */
export interface TileDragHooks {
  /** Whether there is a tile to drag now. */
  canStart: () => boolean;
  /** A drag began: show the player's own board. */
  onstart: () => void;
  /** The board space under a point of the screen, or null off the board. */
  cellAt: (clientX: number, clientY: number) => { x: number; y: number } | null;
  /** The finger is over a board space: the ghost goes there. */
  onover: (cell: { x: number; y: number }) => void;
}

export class TileDrag {
  at = $state<{ x: number; y: number } | null>(null);
  readonly #hooks: TileDragHooks;

  constructor(hooks: TileDragHooks) {
    this.#hooks = hooks;
  }

  start = (e: PointerEvent): void => {
    if (!this.#hooks.canStart() || (e.pointerType === "mouse" && e.button !== 0)) return;
    try {
      (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    } catch {
      // Lifted already: nothing to follow.
    }
    this.at = { x: e.clientX, y: e.clientY };
    this.#hooks.onstart();
  };

  move = (e: PointerEvent): void => {
    if (!this.at) return;
    this.at = { x: e.clientX, y: e.clientY };
    const cell = this.#hooks.cellAt(e.clientX, e.clientY);
    if (cell) this.#hooks.onover(cell);
  };

  end = (): void => {
    this.at = null;
  };
}
