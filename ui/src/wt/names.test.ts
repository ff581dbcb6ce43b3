import { describe, expect, it } from "vitest";
import { CONTENT_NAMES } from "../i18n/locales";
import { messagesUnder, translator } from "../test/i18n";
import { CONTENT } from "./content";
import fr from "./i18n/fr.json";
import { WT_NAME_KEYS, wtNames } from "./names";

describe("Wild Tiles names", () => {
  it("has a French name for every card and character of the content, and none for one that is gone", () => {
    const french = messagesUnder(fr, `${CONTENT_NAMES}.wt`);
    const expected = [
      ...CONTENT.cards.map((c) => WT_NAME_KEYS.card(c.id)),
      ...CONTENT.characters.map((c) => WT_NAME_KEYS.character(c.id)),
    ];
    expect([...french.keys()].sort()).toEqual(expected.sort());
    for (const [id, name] of french) expect(name.trim(), id).not.toBe("");
  });

  it("names cards in English from the content, in French from the bundle", () => {
    expect(wtNames(translator("en")).card(0)).toBe(CONTENT.cards[0]!.name);
    expect(wtNames(translator("fr")).card(0)).toBe("Le Masque de velours");
    expect(wtNames(translator("fr")).cost({ type: "bullets", n: 2 })).toBe("2 balles");
    expect(wtNames(translator("en")).cost({ type: "lives", n: 1 })).toBe("1 life");
    expect(wtNames(translator("en")).cost({ type: "blind" })).toMatch(/blind/);
  });
});
