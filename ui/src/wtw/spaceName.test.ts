import { describe, expect, it } from "vitest";
import type { WtwSettlement } from "../bindings/WtwSettlement";
import type { WtwSpace } from "../bindings/WtwSpace";
import { translator } from "../test/i18n";
import { wtwNames } from "./names";
import { spaceName, spaceSection } from "./spaceName";

/** A 3 x 1 board: a cow, a hill with its bandit, a mine covered by Cattle Crossing. */
function board(): WtwSettlement {
  const spaces: WtwSpace[] = [{ type: "cow" }, { type: "hill" }, { type: "mine" }];
  return {
    side: { width: 3, height: 1, spaces, towns: [], wild: null },
    covered: [null, null, { placement: 0, ground: "street", icon: null }],
    placements: [{ design: 1, building: null, x: 2, y: 0, orientation: { turns: 0, flipped: false } }],
    hill_bandits: [false, true, false],
    tombstones: [false, false, false],
    cowpokes: [true, false, false],
  };
}

describe("a board space's accessible name", () => {
  it("says where the space is and what is on it, in English", () => {
    const t = translator("en");
    const names = wtwNames(t);
    expect(spaceName(t, names, board(), 1, [], 0, 0)).toBe(
      "Row 1, column 1: Cow. A cowpoke: this pasture was wrangled",
    );
    expect(spaceName(t, names, board(), 1, [], 1, 0)).toBe("Row 1, column 2: Hill. A hill bandit");
    expect(spaceName(t, names, board(), 1, [], 2, 0)).toBe("Row 1, column 3: Cattle Crossing. Covers: Mine");
  });

  it("and in French", () => {
    const t = translator("fr");
    expect(spaceName(t, wtwNames(t), board(), 1, [], 1, 0)).toMatch(/^Ligne 1, colonne 2 : \S/);
  });
});

describe("the rules section a space's inspect card links to", () => {
  it("follows what is on the space: a printed cow's pasture, a hill bandit's tussle, a tile", () => {
    expect(spaceSection(board(), 0, 0)).toBe("wrangling");
    expect(spaceSection(board(), 1, 0)).toBe("tussle");
    expect(spaceSection(board(), 2, 0)).toBe("placing");
    expect(spaceSection(board(), 3, 0)).toBeNull();
  });

  it("a building's section for a building, a tile's icon before the space under it", () => {
    const s = board();
    s.placements[0] = { ...s.placements[0]!, building: "chapel" } as (typeof s.placements)[0];
    expect(spaceSection(s, 2, 0)).toBe("buildings");
    const t = board();
    t.covered[2] = { placement: 0, ground: "street", icon: { type: "sheriff" } };
    expect(spaceSection(t, 2, 0)).toBe("sheriffs");
  });

  it("a printed town, mine or wild side's space", () => {
    const s = board();
    s.side.spaces = [{ type: "town", town: 0 }, { type: "pickaxe" }, { type: "watchtower" }];
    s.hill_bandits = [false, false, false];
    s.cowpokes = [false, false, false];
    s.covered = [null, null, null];
    expect([0, 1, 2].map((x) => spaceSection(s, x, 0))).toEqual(["towns", "mining", "wild-sides"]);
  });
});
