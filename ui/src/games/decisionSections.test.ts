/**
 * A decision's "?" opens a section of its game's rules: every playable game gives its map
 * (`GameUi.decisionSections`) through the registry, and each section it names is in the
 * game's rules reference, in English and French.
 */
import { addMessages, init, waitLocale } from "svelte-i18n";
import { get } from "svelte/store";
import { _ } from "../i18n/format";
import { beforeAll, describe, expect, it } from "vitest";
import { DECISION_SECTION as WTW } from "../wtw/logic";
import { GAMES } from "./registry";

beforeAll(async () => {
  addMessages("en", {});
  await init({ fallbackLocale: "en", initialLocale: "en" });
});

describe("a decision's ? opens a section of its game's rules", () => {
  for (const game of GAMES.filter((g) => g.load)) {
    it(`${game.id}: every decision's section is in the English and French rules`, async () => {
      const ui = (await game.load!()).default;
      expect(ui.decisionSections, `${game.id} gives no decision sections`).toBeDefined();
      expect(ui.rules, `${game.id} gives no rules reference`).toBeDefined();
      const wanted = Object.values(ui.decisionSections!);
      expect(wanted.length).toBeGreaterThan(2);
      const build = (await ui.rules!()).default;
      for (const lang of ["en", "fr"]) {
        const { locale } = await import("svelte-i18n");
        await locale.set(lang);
        await waitLocale(lang);
        const { sections } = await build(get(_), lang);
        const ids = new Set(sections.map((s) => s.id));
        expect(
          wanted.filter((id) => !ids.has(id ?? "")),
          `${game.id} (${lang})`,
        ).toEqual([]);
      }
    }, 60_000);
  }

  it("Wild Tiled West's decisions open the section that tells them, not the overview", () => {
    expect(WTW.draft).toBe("drafting");
    expect(WTW["place-tile"]).toBe("placing");
    expect(WTW.shoot).toBe("sheriffs");
    expect(WTW.wrangle).toBe("wrangling");
  });
});
