// Every game's guided first game (its `guide.json`, offered through the registry's GameUi)
// says something in both languages at each mark; crates/app/tests/guide.rs replays it.
import { describe, expect, it } from "vitest";
import type { Guide } from "../lib/guide";

const guides = import.meta.glob<{ default: Guide }>("../*/guide.json", { eager: true });
const bundles = import.meta.glob<{ default: Record<string, unknown> }>("../*/i18n/*.json", { eager: true });

function lookup(bundle: Record<string, unknown>, key: string): unknown {
  return key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), bundle);
}

describe("guided first games", () => {
  it("Wild Tiled West has one", () => {
    expect(Object.keys(guides)).toContain("../wtw/guide.json");
  });

  it("Rolled West has one", () => {
    expect(Object.keys(guides)).toContain("../rw/guide.json");
  });

  for (const [path, { default: guide }] of Object.entries(guides)) {
    const folder = path.split("/")[1];
    it(`${folder}: steps in order, one free at the end, every mark worded in English and French`, () => {
      const ats = guide.steps.map((s) => s.at);
      expect([...ats].sort((a, b) => a - b)).toEqual(ats);
      expect(new Set(ats).size).toBe(ats.length);
      expect(guide.steps.at(-1)?.free).toBe(true);
      for (const step of guide.steps) {
        expect(step.marks.length, step.id).toBeGreaterThan(0);
        if (!step.free) expect(step.action, step.id).toBeTruthy();
        for (const lang of ["en", "fr"]) {
          const bundle = bundles[`../${folder}/i18n/${lang}.json`]?.default ?? {};
          for (const mark of step.marks) expect(typeof lookup(bundle, mark.text), `${lang} ${mark.text}`).toBe("string");
        }
      }
    });
  }
});
