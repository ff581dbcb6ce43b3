/** What each seat chooses on the new-game form: its settlement board and which side of it. */
import type { AnyOptions } from "../bindings/AnyOptions";
import type { GameSetup } from "../lib/gameUi";
import { CONTENT } from "./content";
import WtwSeatOptions from "./WtwSeatOptions.svelte";

export interface WtwSeat {
  board: number;
  /** Whether the seat plays the board's wild side. */
  wild: boolean;
}

export const BOARD_IDS: readonly number[] = CONTENT.boards.map((b) => b.id);

/** A board nobody has yet (the first board if all are taken), on its normal side. */
export function freeSeat(taken: readonly WtwSeat[]): WtwSeat {
  const board = BOARD_IDS.find((id) => !taken.some((s) => s.board === id)) ?? BOARD_IDS[0] ?? 1;
  return { board, wild: false };
}

/**
 * The board `by` steps from `board` in the stepper's order (wrapping round), skipping those
 * `others` have; undefined when every other board is taken.
 */
export function nextFreeBoard(board: number, by: number, others: readonly WtwSeat[]): number | undefined {
  const n = BOARD_IDS.length;
  const at = BOARD_IDS.indexOf(board);
  for (let k = 1; k < n; k++) {
    const next = BOARD_IDS[(((at + by * k) % n) + n) % n];
    if (next !== undefined && !others.some((s) => s.board === next)) return next;
  }
  return undefined;
}

export function seatOptions(seats: readonly WtwSeat[]): AnyOptions {
  return { "wild-tiled-west": { boards: seats.map((s) => s.board), wild: seats.map((s) => s.wild) } };
}

export const wtwSetup: GameSetup<WtwSeat> = {
  SeatOptions: WtwSeatOptions,
  seatDefault: freeSeat,
  options: seatOptions,
};
