/**
 * The game's log as the backend rebuilds it from the saved game (so it is whole after a
 * restart), fetched again whenever the game moves: a little later, so a bot's quick moves make
 * one request. Call it while a component initialises: it sets up an effect.
 */
import type { LogStep } from "../bindings/LogStep";
import { log as fetchLog } from "../lib/api";

export function logFeed(at: () => { session: string; viewer: number | null; step: number }): { readonly steps: LogStep[] } {
  let steps = $state<LogStep[]>([]);
  const key = $derived.by(() => {
    const a = at();
    return `${a.session}:${a.viewer ?? "-"}:${a.step}`;
  });
  $effect(() => {
    const asked = key;
    const { session, viewer } = at();
    const timer = setTimeout(() => {
      fetchLog(session, viewer).then(
        (got) => {
          if (key === asked) steps = got;
        },
        () => {},
      );
    }, 150);
    return () => clearTimeout(timer);
  });
  return {
    get steps() {
      return steps;
    },
  };
}
