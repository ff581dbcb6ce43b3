import { describe, expect, it } from "vitest";
import type { ScoreSheet } from "../bindings/ScoreSheet";
import { buildScoreTable } from "./score";

const sheet = (total: number, lines: [string, number][]): ScoreSheet => ({
  total,
  lines: lines.map(([key, points]) => ({ key, points })),
});

describe("score table", () => {
  const scores = [
    sheet(17, [
      ["terrain.desert", 4],
      ["terrain.forest", 1],
      ["terrain.mountains", 6],
      ["terrain.plains", 5],
      ["terrain.snow", 1],
      ["terrain.water", 0],
      ["bonus.7", 0],
      ["bonus.3", 0],
    ]),
    sheet(20, [
      ["terrain.water", 3],
      ["terrain.desert", 2],
      ["bonus.7", 5],
      ["bonus.12", 4],
      ["bonus.3", 6],
    ]),
  ];

  it("lists the six terrains, then the bonus cards in centre order, with a column per player", () => {
    const table = buildScoreTable(scores, [12, 7, 3]);
    expect(table.rows.map((r) => r.key)).toEqual([
      "terrain.desert",
      "terrain.forest",
      "terrain.mountains",
      "terrain.plains",
      "terrain.snow",
      "terrain.water",
      "bonus.12",
      "bonus.7",
      "bonus.3",
    ]);
    expect(table.rows[0]?.points).toEqual([4, 2]);
    // A line a sheet leaves out counts 0.
    expect(table.rows[6]?.points).toEqual([0, 4]);
    expect(table.rows[6]?.label).toEqual({ kind: "bonus", card: 12 });
  });

  it("takes totals from the backend and marks the leaders", () => {
    const table = buildScoreTable(scores, [12, 7, 3]);
    expect(table.totals).toEqual([17, 20]);
    expect(table.leaders).toEqual([1]);
    expect(buildScoreTable([sheet(9, []), sheet(9, [])], []).leaders).toEqual([0, 1]);
  });

  it("still shows lines it does not know, so the columns add up", () => {
    const table = buildScoreTable(
      [
        sheet(3, [
          ["bonus.5", 1],
          ["tiebreak.gold", 2],
        ]),
      ],
      [],
    );
    expect(table.rows.slice(6).map((r) => r.label)).toEqual([
      { kind: "bonus", card: 5 },
      { kind: "other", key: "tiebreak.gold" },
    ]);
  });
});
