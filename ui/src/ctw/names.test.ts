import content from "../bindings/content/circle-the-wagons.json";
import type { CtwContent } from "../bindings/CtwContent";
import { describe, expect, it } from "vitest";
import fr from "./i18n/fr.json";
import { CONTENT_NAMES } from "../i18n/locales";
import { messagesUnder, translator } from "../test/i18n";
import { cardNameKey, ctwNames } from "./names";

// The engine's content (the designer's cards.toml as the engine parsed it): the backend's view
// carries its English names.
const CARDS = (content as CtwContent).cards;

describe("Circle the Wagons card names", () => {
  it("has a French name for every card of the TOML, and none for a card that is gone", () => {
    const french = messagesUnder(fr, `${CONTENT_NAMES}.ctw`);
    expect([...french.keys()].sort()).toEqual(CARDS.map((c) => cardNameKey(c.id)).sort());
    for (const [id, name] of french) expect(name.trim(), id).not.toBe("");
  });

  it("names a card by its English name in English, by its French one in French", () => {
    for (const card of CARDS) expect(ctwNames(translator("en")).card(card)).toBe(card.name);
    expect(ctwNames(translator("fr")).card({ id: 1, name: "Tumbleweed Flats" })).toBe("Plaine des Virevoltants");
    expect(ctwNames(translator("fr")).card({ id: 99, name: "New Card" })).toBe("New Card");
    translator("en");
  });
});
