import type { ScoreSheet } from "../bindings/ScoreSheet";

/** The bonus cards of a finished Circle the Wagons game, in the order its score lines list them. */
export function bonusIdsOf(scores: readonly ScoreSheet[]): number[] {
  const ids: number[] = [];
  for (const sheet of scores) {
    for (const line of sheet.lines) {
      const m = /^bonus\.(\d+)$/.exec(line.key);
      if (m && !ids.includes(Number(m[1]))) ids.push(Number(m[1]));
    }
  }
  return ids;
}
