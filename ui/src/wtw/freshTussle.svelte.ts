import { untrack } from "svelte";
import type { LogStep } from "../bindings/LogStep";
import type { WtwEvent } from "../bindings/WtwEvent";
import { latestTussle } from "./log";

/**
 * A tussle fought while the table is on screen, for its moment (`TussleMoment`): one read from
 * the log of a resumed game, or fought as the game ends, gets none. `shown` is the tussle until
 * the moment is closed (set back to null). Construct it while a component initialises (it sets
 * up an effect).
 */
export class FreshTussle {
  shown = $state<Extract<WtwEvent, { type: "tussle" }> | null>(null);

  constructor(steps: () => readonly LogStep[], over: () => boolean) {
    let seen: number | null = null;
    let loaded = false;
    $effect(() => {
      const latest = latestTussle(steps());
      untrack(() => {
        if (steps().length === 0) return;
        if (loaded && latest && latest.step !== seen && !over()) this.shown = latest.event;
        seen = latest?.step ?? null;
        loaded = true;
      });
    });
  }
}
