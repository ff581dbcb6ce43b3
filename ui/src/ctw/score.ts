/**
 * The end-of-game score table by category, from the backend's score sheets. Rows: the six
 * terrains, then the three bonus cards in the order they sit in the centre, then anything the
 * backend adds that this screen does not know yet; columns: players.
 */
import type { CtwTerrain } from "../bindings/CtwTerrain";
import type { ScoreSheet } from "../bindings/ScoreSheet";
import { TERRAINS } from "./logic";

export type ScoreRowLabel =
  { kind: "terrain"; terrain: CtwTerrain } | { kind: "bonus"; card: number } | { kind: "other"; key: string };

export interface ScoreRow {
  key: string;
  label: ScoreRowLabel;
  /** Points per seat. */
  points: number[];
}

export interface ScoreTable {
  rows: ScoreRow[];
  totals: number[];
  /** Seats with the best total (only meaningful once the game is over). */
  leaders: number[];
}

export function buildScoreTable(scores: readonly ScoreSheet[], bonusCards: readonly number[]): ScoreTable {
  const lookup = scores.map((sheet) => new Map(sheet.lines.map((line) => [line.key, line.points])));
  const pointsFor = (key: string) => lookup.map((lines) => lines.get(key) ?? 0);

  const rows: ScoreRow[] = [];
  const known = new Set<string>();
  for (const terrain of TERRAINS) {
    const key = `terrain.${terrain}`;
    known.add(key);
    rows.push({ key, label: { kind: "terrain", terrain }, points: pointsFor(key) });
  }
  for (const card of bonusCards) {
    const key = `bonus.${card}`;
    known.add(key);
    rows.push({ key, label: { kind: "bonus", card }, points: pointsFor(key) });
  }
  // Lines this screen does not know (a future category) still show, so the total adds up.
  for (const sheet of scores) {
    for (const line of sheet.lines) {
      if (known.has(line.key)) continue;
      known.add(line.key);
      const match = /^bonus\.(\d+)$/.exec(line.key);
      const label: ScoreRowLabel = match ? { kind: "bonus", card: Number(match[1]) } : { kind: "other", key: line.key };
      rows.push({ key: line.key, label, points: pointsFor(line.key) });
    }
  }

  const totals = scores.map((s) => s.total);
  const best = totals.length ? Math.max(...totals) : 0;
  const leaders = totals.flatMap((t, i) => (t === best ? [i] : []));
  return { rows, totals, leaders };
}
