/**
 * What the backend says of the ghost's placement where it rests, asked once the ghost stops
 * moving (a preview on a copy of the game: nothing changes): what a legal place would gain,
 * or which rule an illegal one breaks. An answer counts only for the ghost it was asked about.
 */
import { untrack } from "svelte";
import type { ActionPreview } from "../bindings/ActionPreview";
import { placementGains, type Gain } from "./gains";
import type { WtwPlaceRule } from "../bindings/WtwPlaceRule";
import type { PlaceAction } from "./logic";
import { placeRuleOf, wrap } from "./logic";
import { preview, toErrorPayload, type Failure } from "../lib/api";

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
   * preview or the refusal (`null` preview, `failure` set) into what the screen shows.
   */
  constructor(question: () => GhostQuestion, answer: (preview: ActionPreview | null, failure?: Failure) => T) {
    $effect(() => {
      const { key, session, seat, action } = question();
      this.#asked = key;
      if (key === null || action === null || seat === null) return;
      const timer = setTimeout(() => {
        const settle = (p: ActionPreview | null, failure?: Failure) => {
          if (this.#asked === key) this.#answer = { key, value: answer(p, failure) };
        };
        preview(session, seat, wrap(action)).then(
          (p) => settle(p),
          (e) => settle(null, toErrorPayload(e)),
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

/** The moment a table asks about: its ghost's placement, and the one tried where it is refused. */
export interface GhostMoment {
  session: string;
  step: number;
  seat: number | null;
  /** The ghost's placement, where it rests on a legal spot. */
  action: PlaceAction | null;
  /** The placement tried where the ghost rests on an illegal spot. */
  tried: PlaceAction | null;
  /** The seat's score now, which the gains are counted from. */
  total: number;
}

/** What the screen says of a legal placement: its gains, or that they are unseen until it is
 * played (the backend previews no move whose outcome hangs on a card nobody has seen). */
export type GainsNote = { gains: Gain[] } | { unseen: true };

/**
 * Both questions a table asks of its ghost, each answered for the ghost it was asked about:
 * what the legal placement gains, and which rule the illegal one breaks. Call it while a
 * component initialises (it sets up effects).
 */
export function ghostNotes(moment: () => GhostMoment): {
  /** The legal placement's gains, or null while they are not in (or not known). */
  readonly gains: Gain[] | null;
  /** The backend would not preview the placement: it would turn up what nobody has seen. */
  readonly unseen: boolean;
  readonly rule: WtwPlaceRule | null;
} {
  const keyOf = (m: GhostMoment, action: PlaceAction | null) =>
    action && m.seat !== null ? `${m.session}:${m.step}:${JSON.stringify(action)}` : null;
  const gainKey = $derived(keyOf(moment(), moment().action));
  const tryKey = $derived(keyOf(moment(), moment().tried));
  // Each asks again only when its key changes (the moment read untracked).
  const ask = (key: string | null, action: (m: GhostMoment) => PlaceAction | null) => {
    const m = untrack(moment);
    return { key, session: m.session, seat: m.seat, action: action(m) };
  };
  const gains = new GhostPreview<GainsNote | null>(
    () => ask(gainKey, (m) => m.action),
    (p, failure) => {
      const { seat, total } = untrack(moment);
      if (p && seat !== null) return { gains: placementGains(p, seat, total) };
      return failure?.kind === "would-reveal" ? { unseen: true } : null;
    },
  );
  const refusal = new GhostPreview(
    () => ask(tryKey, (m) => m.tried),
    (_p, failure) => placeRuleOf(failure?.reason),
  );
  return {
    get gains() {
      const note = gains.of(gainKey);
      return note && "gains" in note ? note.gains : null;
    },
    get unseen() {
      const note = gains.of(gainKey);
      return note !== null && "unseen" in note;
    },
    get rule() {
      return refusal.of(tryKey);
    },
  };
}
