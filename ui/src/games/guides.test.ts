// Every game's guided first game (its `guide.json`, offered through the registry's GameUi)
// says something in both languages at each mark and is taught step by step in its order (a
// taught undo included), at a table of one human (among bots, if it seats any); crates/app/tests/guide.rs replays it.
import { describe, expect, it, vi } from "vitest";
import type { GameUpdate } from "../bindings/GameUpdate";
import { GuideRunner, guideSeats, type Guide } from "../lib/guide";
import { translator } from "../test/i18n";
import { GAMES } from "./registry";

const guides = import.meta.glob<{ default: Guide }>("../*/guide.json", { eager: true });
const bundles = import.meta.glob<{ default: Record<string, unknown> }>("../*/i18n/*.json", { eager: true });

function lookup(bundle: Record<string, unknown>, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), bundle);
}

describe("guided first games", () => {
  it("every playable game gives one through the registry", async () => {
    for (const game of GAMES.filter((g) => g.load)) {
      const ui = (await game.load!()).default;
      expect(ui.guide, `${game.id} gives no guide`).toBeDefined();
      expect((await ui.guide!()).steps.length, game.id).toBeGreaterThan(0);
    }
    // The first load compiles each game's Svelte files: more than the default 5 s on a busy machine.
  }, 30_000);

  it("Circle the Wagons has one, against the easy bot, the player first", () => {
    const guide = guides["../ctw/guide.json"]?.default;
    expect(guide?.seats).toEqual([{ kind: { type: "human" } }, { kind: { type: "bot", level: "easy" } }]);
  });

  it("a guide's seats are named as Setup names them; without seats the player plays alone", () => {
    // Not "You": the log says "Player 1 gains", and "You gains" reads wrong.
    const t = translator("en");
    expect(guideSeats({}, t)).toEqual([{ name: "Player 1", kind: { type: "human" } }]);
    expect(guideSeats({ seats: [{ kind: { type: "human" } }, { kind: { type: "bot", level: "easy" } }] }, t)).toEqual([
      { name: "Player 1", kind: { type: "human" } },
      { name: "Greenhorn", kind: { type: "bot", level: "easy" } },
    ]);
  });

  for (const [path, { default: guide }] of Object.entries(guides)) {
    const folder = path.split("/")[1];
    it(`${folder}: steps in order, one free at the end, every mark worded in English and French`, () => {
      // Each step later in the game than the one before, but right after a taught undo: the
      // game is one step back then.
      guide.steps.forEach((step, i) => {
        const before = guide.steps[i - 1];
        if (before?.undo) expect(step.at, step.id).toBe(before.at - 1);
        else if (before) expect(step.at, step.id).toBeGreaterThan(before.at);
      });
      expect(guide.steps.at(-1)?.free).toBe(true);
      // One player among bots (the coach follows one seat): a level the backend knows.
      const seats = guide.seats ?? [{ kind: { type: "human" } }];
      expect(seats.filter((s) => s.kind.type === "human")).toHaveLength(1);
      // A bot that searches stops at the app's time limit, so its move would hang on the
      // machine: a guide's bots play by the seed alone.
      for (const s of seats) if (s.kind.type === "bot") expect(["random", "greedy", "easy"]).toContain(s.kind.level);
      for (const step of guide.steps) {
        expect(step.marks.length, step.id).toBeGreaterThan(0);
        if (!step.free && !step.undo) expect(step.action, step.id).toBeTruthy();
        if (step.undo) expect(step.action, step.id).toBeUndefined();
        for (const lang of ["en", "fr"]) {
          const bundle = bundles[`../${folder}/i18n/${lang}.json`]?.default ?? {};
          for (const mark of step.marks)
            expect(typeof lookup(bundle, mark.text), `${lang} ${mark.text}`).toBe("string");
        }
      }
    });

    it(`${folder}: followed move by move, the runner teaches every step in order`, () => {
      const at = (step: number) => ({ session: "s", step, finished: false }) as GameUpdate;
      const runner = new GuideRunner(guide, { endGuide: vi.fn(async () => null) }, at(guide.steps[0]!.at));
      for (const [i, step] of guide.steps.entries()) {
        runner.follow(at(step.at));
        expect(runner.current.place, step.id).toMatchObject({ kind: "step", index: i });
      }
    });
  }
});
