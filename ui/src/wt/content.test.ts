import { describe, expect, it } from "vitest";
import { cardAt, CONTENT } from "./content";

describe("cardAt", () => {
  it("draws a game's cards from the deck of its own rules edition", () => {
    // A card whose printed costs changed when the deck was rebalanced (edition 2).
    const changed = CONTENT.cards.findIndex(
      (c, i) => JSON.stringify(c.entries) !== JSON.stringify(CONTENT.first_edition_cards[i]?.entries),
    );
    expect(changed).toBeGreaterThanOrEqual(0);
    expect(cardAt(changed, 1)?.entries).toEqual(CONTENT.first_edition_cards[changed]!.entries);
    expect(cardAt(changed, 2)?.entries).toEqual(CONTENT.cards[changed]!.entries);
    expect(cardAt(changed, 1)?.entries).not.toEqual(cardAt(changed, 2)?.entries);
    // Outside any game (the rules reference), today's deck.
    expect(cardAt(changed)).toBe(CONTENT.cards[changed]);
  });
});
