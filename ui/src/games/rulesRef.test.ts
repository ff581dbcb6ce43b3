/**
 * Every playable game has a rules reference, complete in both languages: the same sections in
 * English and French, no placeholder left unfilled, no message id shown for a word.
 */
import { addMessages, init, waitLocale } from "svelte-i18n";
import { get } from "svelte/store";
import { _ } from "../i18n/format";
import { beforeAll, describe, expect, it } from "vitest";
import type { RulesSection } from "../lib/rulesRef";
import { GAMES } from "./registry";

const LANGS = ["en", "fr"] as const;

function allText(sections: readonly RulesSection[]): string[] {
  return sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.entries ?? []).flatMap((e) => [e.name, e.text])]);
}

beforeAll(async () => {
  addMessages("en", {});
  await init({ fallbackLocale: "en", initialLocale: "en" });
});

describe("the rules reference of every playable game", () => {
  for (const game of GAMES.filter((g) => g.load)) {
    it(`${game.id}: the same complete sections in English and French`, async () => {
      const ui = (await game.load!()).default;
      expect(ui.rules, `${game.id} gives no rules reference`).toBeDefined();
      const build = (await ui.rules!()).default;
      const ids: string[][] = [];
      for (const lang of LANGS) {
        const { locale } = await import("svelte-i18n");
        await locale.set(lang);
        await waitLocale(lang);
        const { sections } = await build(get(_), lang);
        ids.push(sections.map((s) => s.id));
        expect(sections.length).toBeGreaterThan(3);
        for (const text of allText(sections)) {
          expect(text, `${game.id} (${lang})`).not.toMatch(/\{\w+\}/);
          // A message id shown instead of its words (`wtw.building.bank.name`).
          expect(text, `${game.id} (${lang})`).not.toMatch(/^[a-z]+(\.[\w-]+){2,}$/);
          expect(text.trim(), `${game.id} (${lang})`).not.toBe("");
        }
        for (const s of sections)
          expect(s.paragraphs.length + (s.entries?.length ?? 0), `${game.id} ${s.id}`).toBeGreaterThan(0);
      }
      expect(ids[1]).toEqual(ids[0]);
    }, 60_000);
  }
});
