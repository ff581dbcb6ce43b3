import { describe, expect, it } from "vitest";
import en from "../i18n/en.json";
import { GAMES } from "./games";

describe("GAMES", () => {
  it("lists the four games once each", () => {
    expect(new Set(GAMES.map((g) => g.key)).size).toBe(4);
  });

  it("has a name and a blurb message for every game", () => {
    for (const game of GAMES) {
      expect(en.games[game.key].name).toBeTruthy();
      expect(en.games[game.key].blurb).toBeTruthy();
    }
  });

  it("has sane player counts", () => {
    for (const game of GAMES) {
      expect(game.minPlayers).toBeGreaterThanOrEqual(1);
      expect(game.maxPlayers).toBeGreaterThanOrEqual(game.minPlayers);
      expect(game.maxPlayers).toBeLessThanOrEqual(5);
    }
  });
});
