import { untrack } from "svelte";
import type { Gain } from "./gains";

/** How long the player's own tile holds the board once it lands, so its gains are seen. */
export const LANDING_MS = 1600;

/**
 * The moment after the player's own placement (a phone jumped to the market at
 * once, and the player never saw what the tile gained). While it is on, the table keeps the
 * player's board in sight with the gains over the tile, then goes on by itself (nothing to
 * tap). The gains are the backend's preview of the very placement confirmed.
 * Construct it while a component initialises (it sets up an effect).
 */
export class Landing {
  #landedKey: () => string | null;
  /** The update that landed the player's tile (its step), or null. */
  #key = $derived.by(() => this.#landedKey());
  #ended = $state<string | null>(null);
  #expected = $state<readonly Gain[]>([]);
  #then: (() => void)[] = [];
  #timer: ReturnType<typeof setTimeout> | null = null;

  /** The landing being shown (its key), until its time is up, whatever updates come meanwhile. */
  #active = $state<string | null>(null);

  /** @param landedKey a key of the update whose events hold the player's own placement, or null */
  constructor(landedKey: () => string | null) {
    this.#landedKey = landedKey;
    $effect(() => {
      const key = this.#key;
      untrack(() => {
        if (key === null || key === this.#ended || key === this.#active) return;
        if (this.#timer) clearTimeout(this.#timer);
        this.#active = key;
        // What waits on a landing stays queued (the table's moment effect queues it before
        // this effect runs); each waiter checks that its moment is still the table's.
        this.#timer = setTimeout(() => {
          this.#timer = null;
          this.#ended = key;
          this.#active = null;
          const then = this.#then;
          this.#then = [];
          for (const f of then) f();
        }, LANDING_MS);
      });
    });
    $effect(() => () => {
      if (this.#timer) clearTimeout(this.#timer);
    });
  }

  /** Whether the player's tile is being shown landing now (from the first frame of its update). */
  get on(): boolean {
    return this.#active !== null || (this.#key !== null && this.#key !== this.#ended);
  }

  /** What the landed tile gained (while `on`). */
  get gains(): readonly Gain[] {
    return this.on ? this.#expected : [];
  }

  /** Called as the placement is sent: what its preview said it gains. */
  expect(gains: readonly Gain[]): void {
    this.#expected = [...gains];
  }

  /** Runs `f` once the landing is over (at once if none is on). */
  then(f: () => void): void {
    if (this.on) this.#then.push(f);
    else f();
  }
}
