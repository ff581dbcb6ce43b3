import { describe, expect, it } from "vitest";

import type { GameInfo } from "../bindings/GameInfo";
import { rankedGames, recordSide } from "./record";

function info(id: string, min: number, ranks: boolean): GameInfo {
  return {
    id,
    name: id,
    min_players: min,
    max_players: 4,
    name_limit: 40,
    bot_levels: [],
    recommended_bot_level: "easy",
    solo_ranks: ranks,
  };
}

describe("rankedGames", () => {
  it("keeps the games played alone whose solo games earn a rank, in the backend's order", () => {
    const games = [info("a", 1, true), info("b", 2, false), info("c", 1, false), info("d", 1, true)];
    expect(rankedGames(games).map((g) => g.id)).toEqual(["a", "d"]);
  });

  it("leaves out a game with ranks but no solo seat", () => {
    expect(rankedGames([info("a", 2, true)])).toEqual([]);
  });
});

describe("recordSide", () => {
  const names = { board: (n: number) => `Board ${n}`, wildSide: (n: number) => `Wild ${n}` };
  const t = (key: string, opts?: { values?: Record<string, unknown> }) =>
    `${key}:${JSON.stringify(opts?.values ?? {})}`;

  it("names the board, and the wild side on a wild side", () => {
    expect(recordSide(3, false, names, t)).toBe('record.boardNormal:{"board":"Board 3"}');
    expect(recordSide(3, true, names, t)).toBe('record.boardWild:{"board":"Board 3","side":"Wild 3"}');
  });
});
