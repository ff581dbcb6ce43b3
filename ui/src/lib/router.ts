/**
 * A tiny store-based router: the app shows one screen at a time, chosen by `route`.
 * No URLs: the app runs in a webview with nothing to share or bookmark, and the system back
 * gesture is handled by each screen's own back button.
 */
import { writable } from "svelte/store";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { Rotation } from "./tableLayout";

export type Route =
  | { name: "home" }
  | { name: "setup"; game: string }
  /** `initial` is the update that opened the game (new game or resume), so it is not fetched twice. */
  | { name: "game"; session: string; initial: GameUpdate }
  | { name: "history" }
  | { name: "campaign" }
  /**
   * A game's solo rank history: the score chart, personal bests and every solo game. `session`:
   * opened from that game in the History, whose details it opens and to which back returns.
   */
  | { name: "record"; game: string; session?: string }
  | { name: "stats" }
  /**
   * A finished game watched again, move by move; `back` is the screen it was opened from. With
   * `code`, the game a share code replays to (checked on the Check screen), not one of the history.
   */
  | {
      name: "replay";
      session: string;
      code?: string;
      back: { name: "history" } | { name: "record"; game: string } | { name: "check"; code: string };
    }
  /** "Check a result": a share code pasted, replayed and shown; `code` to show again on return. */
  | { name: "check"; code?: string }
  /** A finished game's review; `back` is the screen it was opened from. */
  | { name: "review"; session: string; back: Route }
  | { name: "settings" }
  /**
   * The rules reference, at `game`'s section `section` (its first game and section when absent);
   * `back` is the screen it was opened from (a game in play comes back at its latest update);
   * `facing`, the turn that faces the table-mode seat that asked (none: as the screen stands).
   */
  | { name: "rules"; game?: string; section?: string; facing?: Rotation; back: Route };

export const route = writable<Route>({ name: "home" });

export function navigate(next: Route): void {
  route.set(next);
  if (typeof window !== "undefined") window.scrollTo(0, 0);
}

export function goHome(): void {
  navigate({ name: "home" });
}

/**
 * A game's rules reference, opened from its table (turned by `facing` toward the table-mode
 * seat that asked); back returns to the game at `update`.
 */
export function openGameRules(update: GameUpdate, section?: string, facing: Rotation = 0): void {
  navigate({
    name: "rules",
    game: update.game,
    ...(section ? { section } : {}),
    ...(facing ? { facing } : {}),
    back: { name: "game", session: update.session, initial: update },
  });
}
