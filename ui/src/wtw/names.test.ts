import { describe, expect, it } from "vitest";
import fr from "./i18n/fr.json";
import { CONTENT_NAMES } from "../i18n/locales";
import { messagesUnder, translator } from "../test/i18n";
import { CONTENT, wildSide } from "./content";
import { WTW_NAME_KEYS, partnerGoalText, wtwNames } from "./names";

/**
 * Every name a translation gives, as [message id, English name from the content]: not the towns,
 * which keep their English names (names.ts).
 */
function contentNames(): [string, string][] {
  const out: [string, string][] = [];
  for (const b of CONTENT.boards)
    out.push([WTW_NAME_KEYS.board(b.id), b.name], [WTW_NAME_KEYS.wildSide(b.id), wildSide(b.id)?.name ?? ""]);
  for (const t of CONTENT.tiles) out.push([WTW_NAME_KEYS.tile(t.id), t.name]);
  for (const p of CONTENT.partners) out.push([WTW_NAME_KEYS.partner(p.id), p.name]);
  return out;
}

describe("Wild Tiled West content names", () => {
  const french = messagesUnder(fr, `${CONTENT_NAMES}.wtw`);

  it("has a French name for every board, wild side, tile and partner, and none for content that is gone", () => {
    // New content without its French name fails here, as does a French name left for an id
    // the TOML no longer has, or a French town name (towns keep their English names).
    const ids = [...new Set(contentNames().map(([id]) => id))].sort();
    expect([...french.keys()].sort()).toEqual(ids);
    for (const [id, name] of french) expect(name.trim(), id).not.toBe("");
  });

  it("gives a building's tile the building's French name", () => {
    for (const t of CONTENT.tiles) {
      if (t.building) expect(french.get(WTW_NAME_KEYS.tile(t.id)), t.name).toBe(fr.wtw.building[t.building].name);
    }
  });

  it("names no town in French: the French edition keeps the town names in English", () => {
    // Its rulebook's translator's note: "nous avons choisi de conserver les noms de villes des
    // plateaux Colonie dans leur version originale" (and "la ville de Lone Star").
    expect([...french.keys()].filter((id) => id.startsWith(`${CONTENT_NAMES}.wtw.town`))).toEqual([]);
    const names = wtwNames(translator("fr"));
    expect(names.town(1, false, 0)).toBe("Lone Star");
    expect(names.town(1, true, 0)).toBe("Lone Star");
    expect(names.town(2, true, 1)).toBe("Ore Haven");
    for (const b of CONTENT.boards) {
      b.normal.towns.forEach((town, i) => expect(names.town(b.id, false, i)).toBe(town.name));
      b.wild.towns.forEach((town, i) => expect(names.town(b.id, true, i)).toBe(town.name));
    }
    translator("en");
  });

  it("names everything by the TOML in English", () => {
    const names = wtwNames(translator("en"));
    expect(names.board(1)).toBe("Dusty Crossing");
    expect(names.wildSide(1)).toBe("Pocket Aces");
    expect(names.town(1, false, 0)).toBe("Lone Star");
    expect(names.town(1, true, 1)).toBe("Prospect");
    expect(names.tile(1)).toBe("Cattle Crossing");
    expect(names.tile(30)).toBe("Sheriff's Office");
    expect(names.partner(1)).toBe("Mayor Hollis Crane");
    for (const b of CONTENT.boards) {
      expect(names.board(b.id)).toBe(b.name);
      expect(names.wildSide(b.id)).toBe(b.wild.wild?.name);
      b.normal.towns.forEach((town, i) => expect(names.town(b.id, false, i)).toBe(town.name));
      b.wild.towns.forEach((town, i) => expect(names.town(b.id, true, i)).toBe(town.name));
    }
    for (const t of CONTENT.tiles) expect(names.tile(t.id)).toBe(t.name);
    for (const p of CONTENT.partners) expect(names.partner(p.id)).toBe(p.name);
  });

  it("names boards, wild sides, tiles and partners in French", () => {
    const names = wtwNames(translator("fr"));
    expect(names.board(1)).toBe("Carrefour poussiéreux");
    expect(names.wildSide(1)).toBe("Paires d’as");
    expect(names.tile(1)).toBe("Gué aux vaches");
    expect(names.tile(11)).toBe("Grand Saloon");
    expect(names.partner(1)).toBe("Maire Hollis Crane");
    translator("en");
  });

  it("falls back to the English name when a language lacks one, and to the id for unknown content", () => {
    // A translator with no messages at all: what svelte-i18n gives for a missing id.
    const names = wtwNames((id, options) => options?.default ?? id);
    expect(names.board(2)).toBe("Copper Gulch");
    expect(names.town(2, true, 1)).toBe("Ore Haven");
    expect(names.board(99)).toBe("#99");
    expect(names.town(1, false, 5)).toBe("#6");
    expect(wtwNames(translator("fr")).tile(999)).toBe("#999");
    translator("en");
  });
});

describe("partner goals", () => {
  const goalOf = (id: number) => {
    const partner = CONTENT.partners.find((p) => p.id === id);
    if (!partner) throw new Error(`no partner ${id}`);
    return partner.goal;
  };

  it("reads every partner's goal in full, in both languages", () => {
    for (const lang of ["en", "fr"] as const) {
      const t = translator(lang);
      for (const p of CONTENT.partners) {
        const text = partnerGoalText(t, p.goal);
        expect(text, `${lang} ${p.name}`).toMatch(/^\d+ pts?[ ,]/);
        expect(text, `${lang} ${p.name}`).not.toMatch(/[{}]|wtw\.goal/);
      }
    }
    translator("en");
  });

  it("says pt for one point and names one gold without a number", () => {
    const t = translator("en");
    expect(partnerGoalText(t, { kind: "per-gold-left", per: 1, points: 1 })).toBe("1 pt per gold left over");
    expect(partnerGoalText(t, { kind: "per-gold-left", per: 2, points: 3 })).toBe("3 pts per 2 gold left over");
    expect(partnerGoalText(t, { kind: "mining-at-least", space: 5, points: 7 })).toBe(
      "7 pts for reaching mining space 6",
    );
    expect(partnerGoalText(translator("fr"), { kind: "per-gold-left", per: 1, points: 1 })).toBe("1 pt par or restant");
    translator("en");
  });

  it("gives the preacher's sermon and what each bandit standing costs", () => {
    const preacher = goalOf(13);
    expect(preacher.kind).toBe("few-bandits-standing");
    expect(partnerGoalText(translator("en"), preacher)).toBe("12 pts, less 2 per bandit left standing");
    expect(partnerGoalText(translator("fr"), preacher)).toBe("12 pts, moins 2 par bandit encore debout");
    translator("en");
  });
});

describe("Wild Tiled West's French words", () => {
  /** Every French string of the game, with its path. */
  function strings(node: unknown, path: string, out: [string, string][] = []): [string, string][] {
    if (typeof node === "string") out.push([path, node]);
    else if (node && typeof node === "object")
      for (const [k, v] of Object.entries(node)) strings(v, `${path}.${k}`, out);
    return out;
  }

  it("say the tussle and the Ridge as the table says them (affrontement, Crête des Bandits), the guide too", () => {
    // The guide once spoke of "la bagarre" and of "Bandit Ridge" under a table that says
    // "Affrontement" and "Crête des Bandits": a new player could not tell they were the same.
    const odd = strings(fr, "fr").filter(([, text]) => /bagarre|Bandit Ridge/i.test(text));
    expect(odd).toEqual([]);
  });
});
