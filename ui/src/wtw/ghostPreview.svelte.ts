/**
 * What the backend says of the ghost's placement where it rests, asked once the ghost stops
 * moving (a preview on a copy of the game: nothing changes): what a legal place would gain,
 * or which rule an illegal one breaks. An answer counts only for the ghost it was asked about.
 */
import type { ActionPreview } from "../bindings/ActionPreview";
import type { PlaceAction } from "./logic";
import { wrap } from "./logic";
import { preview } from "../lib/api";

/** The question: which ghost (`key`, null for none), and what to ask. */
export interface GhostQuestion {
  key: string | null;
  session: string;
  seat: number | null;
  action: PlaceAction | null;
}

/** How long the ghost must rest before the backend is asked. */
const REST_MS = 120;

export class GhostPreview<T> {
  #answer = $state<{ key: string; value: T } | null>(null);
  #asked: string | null = null;

  /**
   * `question` is read inside an effect (its reads are what re-ask); `answer` turns the
   * preview or the refusal (`null` preview, `reason` set) into what the screen shows.
   */
  constructor(question: () => GhostQuestion, answer: (preview: ActionPreview | null, reason: unknown) => T) {
    $effect(() => {
      const { key, session, seat, action } = question();
      this.#asked = key;
      if (key === null || action === null || seat === null) return;
      const timer = setTimeout(() => {
        const settle = (p: ActionPreview | null, reason: unknown) => {
          if (this.#asked === key) this.#answer = { key, value: answer(p, reason) };
        };
        preview(session, seat, wrap(action)).then(
          (p) => settle(p, undefined),
          (e) => settle(null, (e as { reason?: unknown }).reason),
        );
      }, REST_MS);
      return () => clearTimeout(timer);
    });
  }

  /** The answer about ghost `key`, or null while it is not in. */
  of(key: string | null): T | null {
    const a = this.#answer;
    return a !== null && key !== null && a.key === key ? a.value : null;
  }
}
