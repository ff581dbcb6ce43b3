import { describe, expect, it } from "vitest";
import type { CtwCard } from "../bindings/CtwCard";
import { translator } from "../test/i18n";
import { bonusExplanation, circleCardExplanation, territoryWords } from "./explain";

const card: CtwCard = {
  id: 7,
  name: "Red Mesa",
  front: [
    { terrain: "plains", symbol: "fort" },
    { terrain: "forest", symbol: null },
    { terrain: "water", symbol: null },
    { terrain: "water", symbol: "cattle" },
  ],
  bonus: { kind: "race-fewer-cards", points: 4 },
};
const perSymbol: CtwCard = {
  ...card,
  id: 8,
  name: "Fort Row",
  bonus: { kind: "per-symbol", points: 2, symbol: "fort" },
};

describe("a held card's words", () => {
  it("names each territory with its symbol", () => {
    const t = translator("en");
    expect(territoryWords(card.front[0]!, t, "en")).toBe("plains with a fort");
    expect(territoryWords(card.front[1]!, t, "en")).toBe("forest");
  });

  it("tells a circle card's territories as it lies and what drafting it costs", () => {
    expect(circleCardExplanation(card, translator("en"), "en")).toBe(
      "Red Mesa: plains with a fort, forest, water, and water with a head of cattle. " +
        "Take it and it goes in your town; every card you skip to reach it goes free to your opponent.",
    );
    // The French deck names its cards in French.
    expect(circleCardExplanation(card, translator("fr"), "fr")).toMatch(
      new RegExp(
        "^Ravin du Mort : plaines avec un fort, forêt, eau et eau avec une tête de bétail\\. " +
          "Prise, elle va dans votre ville",
      ),
    );
  });

  it("tells a bonus card's condition, for both players", () => {
    expect(bonusExplanation(perSymbol, translator("en"), "en")).toBe(
      "Fort Row, in the middle, counts for both players. 2 points for each fort showing in your town.",
    );
    expect(bonusExplanation(card, translator("en"), "en")).toMatch(
      /^Red Mesa, in the middle, counts for both players\. Race: .+ none on a tie\.$/,
    );
    expect(bonusExplanation(card, translator("fr"), "fr")).toMatch(
      /^Ravin du Mort, au centre, compte pour les deux joueurs\. /,
    );
  });
});
