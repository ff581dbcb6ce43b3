// The roll-off told in words for the end screen: each throw of the die among the tied (who
// rolled what) and what came of it (the highest alone wins, the tied highest roll again).
// Read from the view's record of the throws; the rule itself is the engine's.

import type { WtRollOffThrow } from "../bindings/WtRollOffThrow";
import type { Translate } from "../lib/translate";

export interface RollOffLine {
  rolls: string;
  outcome: string;
  /** The seat the throw made the winner, if it did. */
  winner: number | null;
}

export function rollOffLines(
  throws: readonly WtRollOffThrow[],
  name: (seat: number) => string,
  t: Translate,
): RollOffLine[] {
  return throws.map((th) => {
    const top = Math.max(...th.dice);
    const highest = th.seats.filter((_, i) => th.dice[i] === top);
    const rolls = th.seats
      .map((s, i) => t("wt.score.rolled", { values: { name: name(s), die: th.dice[i] ?? "?" } }))
      .join(", ");
    const winner = highest.length === 1 ? highest[0]! : null;
    const outcome =
      winner !== null
        ? t("wt.score.rollOffWon", { values: { name: name(winner) } })
        : t("wt.score.rollOffAgain", { values: { names: highest.map(name).join(", ") } });
    return { rolls, outcome, winner };
  });
}
