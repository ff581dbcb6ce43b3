import { describe, expect, it } from "vitest";
import { PHASE_SECTION as CTW } from "../ctw/logic";
import ctwEn from "../ctw/rules/en.json";
import ctwFr from "../ctw/rules/fr.json";
import { PHASE_SECTION as RW } from "../rw/logic";
import rwEn from "../rw/rules/en.json";
import rwFr from "../rw/rules/fr.json";
import { PHASE_SECTION as WT } from "../wt/logic";
import wtEn from "../wt/rules/en.json";
import wtFr from "../wt/rules/fr.json";
import { DECISION_SECTION as WTW } from "../wtw/logic";
import wtwEn from "../wtw/rules/en.json";
import wtwFr from "../wtw/rules/fr.json";

type Prose = { sections: { id: string }[] };

const GAMES: [string, Record<string, string | undefined>, Prose[]][] = [
  ["wild-tiled-west", WTW, [wtwEn, wtwFr]],
  ["circle-the-wagons", CTW, [ctwEn, ctwFr]],
  ["rolled-west", RW, [rwEn, rwFr]],
  ["wild-tiles", WT, [wtEn, wtFr]],
];

describe("a decision's ? opens a section of its game's rules", () => {
  it.each(GAMES)("%s: every decision's section is in the English and French rules", (_game, sections, proses) => {
    const wanted = Object.values(sections);
    expect(wanted.length).toBeGreaterThan(2);
    for (const prose of proses) {
      const ids = new Set(prose.sections.map((s) => s.id));
      expect(wanted.filter((id) => !ids.has(id ?? ""))).toEqual([]);
    }
  });

  it("Wild Tiled West's decisions open the section that tells them, not the overview", () => {
    expect(WTW.draft).toBe("drafting");
    expect(WTW["place-tile"]).toBe("placing");
    expect(WTW.shoot).toBe("sheriffs");
    expect(WTW.wrangle).toBe("wrangling");
  });
});
