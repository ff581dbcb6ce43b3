/**
 * What the new-game form asks for Wild Tiles. The shared Setup screen keeps one choice per
 * seat (`GameSetup`): each seat picks its character, and the first seat's card also holds the
 * table's options (the deck, the rival gang for a solo game, a shared win), which the form
 * has no other place for.
 */
import type { AnyOptions } from "../bindings/AnyOptions";
import type { WtDeck } from "../bindings/WtDeck";
import type { WtOptions } from "../bindings/WtOptions";
import type { GameSetup } from "../lib/gameUi";
import { CONTENT } from "./content";
import WtSeatOptions from "./WtSeatOptions.svelte";

export interface WtSeat {
  character: number;
  /** The table's options, read from the first seat only. */
  deck: WtDeck;
  rivalGang: boolean;
  sharedWin: boolean;
}

export const DECKS: readonly WtDeck[] = ["easy", "normal", "hard"];

export function freeSeat(taken: readonly WtSeat[]): WtSeat {
  const character = CONTENT.characters.findIndex((_c, i) => !taken.some((s) => s.character === i));
  const first = taken[0];
  return {
    character: Math.max(0, character),
    deck: first?.deck ?? "normal",
    rivalGang: false,
    sharedWin: first?.sharedWin ?? false,
  };
}

/** The next character from `current` in direction `by` (+1 or -1) that no other seat has. */
export function nextCharacter(current: number, by: number, others: readonly WtSeat[]): number {
  const n = CONTENT.characters.length;
  let next = current;
  for (let k = 0; k < n; k++) {
    next = (next + by + n) % n;
    if (!others.some((o) => o.character === next)) return next;
  }
  return current;
}

export function seatOptions(seats: readonly WtSeat[]): AnyOptions {
  const first = seats[0];
  const characters = seats.map((s) => s.character);
  const distinct = characters.every((c, i) => !characters.slice(0, i).includes(c));
  return {
    "wild-tiles": {
      deck: first?.deck ?? "normal",
      rival_gang: seats.length === 1 && (first?.rivalGang ?? false),
      shared_win: first?.sharedWin ?? false,
      characters: distinct ? characters : [],
    },
  };
}

/** The options of a finished table, to start it again the same. */
export function optionsOf(o: WtOptions): AnyOptions {
  return { "wild-tiles": { ...o } };
}

export const wtSetup: GameSetup<WtSeat> = {
  SeatOptions: WtSeatOptions,
  seatDefault: freeSeat,
  options: seatOptions,
};
