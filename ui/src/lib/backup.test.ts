import { describe, expect, it } from "vitest";

import type { ImportSummary } from "../bindings/ImportSummary";
import type { Refusal } from "../bindings/Refusal";
import en from "../i18n/en.json";
import fr from "../i18n/fr.json";
import { exportLines, fileSize, importLines, progressText, refusedRows } from "./backup";

const t = (key: string, opts?: { values?: Record<string, unknown> }) => `${key}:${JSON.stringify(opts?.values ?? {})}`;

function summary(patch: Partial<ImportSummary> = {}): ImportSummary {
  return { imported: [], kept: [], refused: [], daily_results: 0, settings: false, ...patch };
}

describe("fileSize", () => {
  it("reads in bytes, kilobytes and megabytes", () => {
    expect(fileSize(840, "en")).toBe("840 B");
    expect(fileSize(2530, "en")).toBe("2.5 KB");
    expect(fileSize(2530, "fr")).toBe("2,5 KB");
    expect(fileSize(1_234_567, "en")).toBe("1.2 MB");
  });
});

describe("exportLines", () => {
  it("counts the games and daily results, and says when games were left out", () => {
    const base = { games: 12, daily_results: 2, bytes: 3100, left_out: [] };
    expect(exportLines(base, t, "en")).toEqual(['backup.exported:{"games":12,"daily":2,"size":"3.1 KB"}']);
    expect(exportLines({ ...base, left_out: ["a", "b"] }, t, "en")[1]).toBe('backup.leftOut:{"count":2}');
  });
});

describe("importLines", () => {
  it("always says what came in, what was here and what was refused; daily results and settings when any", () => {
    expect(importLines(summary({ imported: ["a", "b"], kept: ["c"] }), t)).toEqual([
      'backup.imported:{"count":2}',
      'backup.kept:{"count":1}',
      'backup.refusedCount:{"count":0}',
    ]);
    expect(importLines(summary({ daily_results: 1, settings: true }), t).slice(3)).toEqual([
      'backup.daily:{"count":1}',
      "backup.settings:{}",
    ]);
  });
});

describe("refusedRows", () => {
  it("names the game, when it finished and why, in the player's words", () => {
    const rows = refusedRows(
      summary({
        refused: [
          { session: "s1", game: "rolled-west", finished_at: 0, why: "scores", reason: "it claims 90 points" },
          { session: "s2", game: "no-such-game", finished_at: 0, why: "wrong-game", reason: "unknown game" },
        ],
      }),
      t,
      "en",
    );
    expect(rows.map((r) => [r.session, r.game, r.why])).toEqual([
      ["s1", "games.rolledWest.name:{}", "backup.why.scores:{}"],
      ["s2", "no-such-game", "backup.why.wrong-game:{}"],
    ]);
    expect(rows[0]?.when).toMatch(/1970/);
  });

  it("has words for every reason, in both languages", () => {
    const every = {
      "bad-id": true,
      "wrong-game": true,
      unreadable: true,
      "does-not-replay": true,
      unfinished: true,
      scores: true,
      winners: true,
      "in-play-here": true,
    } satisfies Record<Refusal, true>;
    for (const bundle of [en, fr]) {
      expect(Object.keys(bundle.backup.why).sort()).toEqual(Object.keys(every).sort());
    }
  });
});

describe("progressText", () => {
  it("reads the file first, then counts the games replayed, then saves them", () => {
    expect(progressText(null, t)).toBe("backup.reading:{}");
    expect(progressText({ done: 3, total: 40 }, t)).toBe('backup.checking:{"done":3,"total":40}');
    expect(progressText({ done: 40, total: 40 }, t)).toBe("backup.saving:{}");
  });
});
