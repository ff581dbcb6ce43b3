import { waitLocale } from "svelte-i18n";
import { describe, expect, it } from "vitest";
import en from "../i18n/en.json";
import { translator } from "../test/i18n";
import { GAMES, gameNameKey, rankName } from "./registry";

const names: Record<string, { name?: string; blurb?: string }> = en.games;
/** The backend registry's game ids, from the content file its bindings test writes for each. */
const BACKEND_GAMES = Object.keys(import.meta.glob("../bindings/content/*.json")).map((path) =>
  path.replace(/^.*\/(.+)\.json$/, "$1"),
);

describe("GAMES", () => {
  it("lists every game the backend registers once, by id and by message key", () => {
    expect(new Set(GAMES.map((g) => g.key)).size).toBe(GAMES.length);
    expect(new Set(GAMES.map((g) => g.id)).size).toBe(GAMES.length);
    // The bindings test writes one content file per registered game.
    expect(BACKEND_GAMES.length).toBeGreaterThan(0);
    expect(GAMES.map((g) => g.id).sort()).toEqual([...BACKEND_GAMES].sort());
  });

  it("has a name and a blurb message for every game", () => {
    for (const game of GAMES) {
      expect(names[game.key]?.name).toBeTruthy();
      expect(names[game.key]?.blurb).toBeTruthy();
    }
  });

  it("announces sane player counts for the games coming soon", () => {
    for (const game of GAMES.filter((g) => !g.load)) {
      expect(game.players, game.id).toBeDefined();
      expect(game.players!.min).toBeGreaterThanOrEqual(1);
      expect(game.players!.max).toBeGreaterThanOrEqual(game.players!.min);
      expect(game.players!.max).toBeLessThanOrEqual(5);
    }
  });

  it("gives one game the solo campaign", () => {
    expect(GAMES.filter((g) => g.campaign).map((g) => g.id)).toEqual(["wild-tiled-west"]);
  });

  it("names a game by its message key, and no game it does not know", () => {
    expect(gameNameKey("circle-the-wagons")).toBe("games.circleTheWagons.name");
    expect(gameNameKey("no-such-game")).toBeNull();
  });

  it("names a game's solo ranks from the shared bundle, in both languages", async () => {
    expect(rankName(translator("en"), "wild-tiled-west", "deputy")).toBe("Deputy");
    expect(rankName(translator("en"), "wild-tiled-west", null)).toBe("No rank yet");
    // The registry brings in the app's i18n set-up, which loads French on demand.
    translator("fr");
    await waitLocale("fr");
    expect(rankName(translator("fr"), "wild-tiled-west", "mysterious-stranger")).toBe("Mystérieux aventurier");
    translator("en");
  });

  it("loads every playable game's UI, with the three components every screen needs", async () => {
    for (const game of GAMES.filter((g) => g.load)) {
      const ui = (await game.load!()).default;
      expect([typeof ui.Table, typeof ui.ReplayTable, typeof ui.FinalScores], game.id).toEqual([
        "function",
        "function",
        "function",
      ]);
    }
    // The first load compiles each game's Svelte files: more than the default 5 s on a busy machine.
  }, 30_000);
});
