import cardsToml from "../../../crates/circle-the-wagons/content/cards.toml?raw";
import { describe, expect, it } from "vitest";
import content from "../bindings/content/circle-the-wagons.json";
import type { CtwBonus } from "../bindings/CtwBonus";
import type { CtwContent } from "../bindings/CtwContent";
import en from "./i18n/en.json";
import fr from "./i18n/fr.json";
import { translator } from "../test/i18n";
import { joinList } from "../lib/format";
import { bonusIcons, bonusSentence, isRace } from "./bonus";

// cards.toml is the designer's content file; its header, read as text, documents the bonus kinds
// the sentences must cover.

/** The bonus kinds the content file's header documents. */
function documentedKinds(): string[] {
  const header = cardsToml.split("[[card]]")[0] ?? "";
  const block = header.slice(header.indexOf("Kinds"));
  return [...block.matchAll(/^#\s{10}([a-z-]+)\s/gm)].map((m) => m[1] ?? "");
}

/** Every card's bonus, as the engine parsed it (the content the bindings test writes). */
function cardBonuses(): { name: string; bonus: CtwBonus }[] {
  return (content as CtwContent).cards.map((c) => ({ name: c.name, bonus: c.bonus }));
}

describe("bonus sentences", () => {
  it("covers the fifteen kinds of the content file, in both languages", () => {
    const kinds = documentedKinds();
    expect(kinds).toHaveLength(15);
    for (const kind of kinds) {
      expect(en.ctw.bonus[kind as keyof typeof en.ctw.bonus], `en ${kind}`).toBeTruthy();
      expect(fr.ctw.bonus[kind as keyof typeof fr.ctw.bonus], `fr ${kind}`).toBeTruthy();
    }
  });

  it("reads every one of the 18 cards without a leftover placeholder", () => {
    const cards = cardBonuses();
    expect(cards).toHaveLength(18);
    for (const lang of ["en", "fr"] as const) {
      const t = translator(lang);
      for (const { name, bonus } of cards) {
        const text = bonusSentence(bonus, t, lang);
        expect(text, `${lang} ${name}`).not.toMatch(/[{}]|ctw\.|undefined|NaN/);
        expect(text, `${lang} ${name}`).toMatch(/\d/);
      }
    }
  });

  it("builds clear English sentences from the parameters", () => {
    const t = translator("en");
    expect(bonusSentence({ kind: "per-symbol", symbol: "cattle", points: 2 }, t, "en")).toBe(
      "2 points for each head of cattle showing in your town.",
    );
    expect(
      bonusSentence({ kind: "per-symbol-on-terrain", symbol: "pickaxe", terrain: "mountains", points: 2 }, t, "en"),
    ).toBe("2 points for each pickaxe on a mountain territory.");
    expect(bonusSentence({ kind: "largest-group-at-least", terrain: "forest", size: 5, points: 1 }, t, "en")).toBe(
      "1 point if your largest forest group has 5 or more territories.",
    );
    expect(
      bonusSentence({ kind: "per-symbol-set", symbols: ["cattle", "bottle", "pickaxe"], points: 4 }, t, "en"),
    ).toBe("4 points for each complete set of a head of cattle, a bottle, and a pickaxe.");
    expect(bonusSentence({ kind: "race-most-symbol", symbol: "six-shooter", points: 5 }, t, "en")).toBe(
      "Race: 5 points to whoever shows more six-shooters; none on a tie.",
    );
    expect(bonusSentence({ kind: "symbol-variety", points: 1, bonus: 2 }, t, "en")).toBe(
      "1 point for each different symbol showing in your town, plus 2 more points if all six show.",
    );
  });

  it("builds French sentences with the right articles and elisions", () => {
    const t = translator("fr");
    expect(bonusSentence({ kind: "per-adjacent-pair", terrain: "desert", other: "water", points: 1 }, t, "fr")).toBe(
      "1 point par côté où un territoire de désert touche un territoire d’eau.",
    );
    expect(
      bonusSentence({ kind: "per-symbol-next-to-symbol", symbol: "fort", other: "six-shooter", points: 3 }, t, "fr"),
    ).toBe("3 points par fort ayant un revolver sur l’un de ses quatre côtés.");
    expect(bonusSentence({ kind: "race-fewest-symbol", symbol: "bottle", points: 4 }, t, "fr")).toBe(
      "Course : 4 points à qui montre le moins de bouteilles ; rien en cas d’égalité.",
    );
    expect(bonusSentence({ kind: "fits-in-square", size: 5, points: 4 }, t, "fr")).toBe(
      "4 points si toute votre ville tient dans un carré de 5 × 5 territoires.",
    );
  });

  it("lists the icons a bonus is about and flags races", () => {
    expect(bonusIcons({ kind: "per-adjacent-pair", terrain: "snow", other: "mountains", points: 1 })).toEqual({
      terrains: ["snow", "mountains"],
      symbols: [],
    });
    expect(isRace({ kind: "race-fewer-cards", points: 4 })).toBe(true);
    expect(isRace({ kind: "per-symbol", symbol: "fort", points: 1 })).toBe(false);
  });

  it("joins lists in the reader's language", () => {
    expect(joinList(["a", "b", "c"], "fr")).toBe("a, b et c");
  });
});
