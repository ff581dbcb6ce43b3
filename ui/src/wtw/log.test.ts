import { describe, expect, it } from "vitest";
import type { WtwEvent } from "../bindings/WtwEvent";
import en from "./i18n/en.json";
import fr from "./i18n/fr.json";
import { translator } from "../test/i18n";
import { describeEvent } from "./log";

const ctx = (locale: string) => ({
  seats: [
    { name: "Ann", kind: { type: "human" as const } },
    { name: "Bob", kind: { type: "bot" as const, level: "greedy" as const } },
  ],
  locale,
  // Ann on Dusty Crossing (Lone Star, Prospect), Bob on Copper Gulch's wild side (Tin Cup, ...).
  boards: [
    { board: 1, wild: false },
    { board: 2, wild: true },
  ],
});

const EVENTS: WtwEvent[] = [
  { type: "set-up", first_player: 1 },
  { type: "partner-kept", seat: 0 },
  { type: "year-began", year: 2 },
  { type: "income", seat: 0, gold: 3 },
  {
    type: "dice-rolled",
    dice: [
      { kind: "prairie", number: 4 },
      { kind: "river", number: 8 },
    ],
  },
  { type: "die-moved", from: { kind: "river", number: 8 }, to: { kind: "river", number: 1 } },
  { type: "drafted", seat: 0, design: 1, gold: 2 },
  { type: "drafted", seat: 1, design: 2, gold: 0 },
  { type: "tile-placed", seat: 0, design: 1, x: 4, y: 4, orientation: { turns: 0, flipped: false } },
  { type: "tile-placed", seat: 0, design: null, x: 4, y: 4, orientation: { turns: 0, flipped: false } },
  { type: "gained", seat: 0, gold: 1, bullets: 2, alleys: 0 },
  { type: "mined", seat: 0, space: 3 },
  { type: "partner-gained", seat: 0, id: 4 },
  { type: "town-completed", seat: 0, town: 0, points: 9 },
  { type: "surrounded", seat: 1, building: "town-hall" },
  { type: "wrangled", seat: 0, cows: 5, points: 6, contract: { type: "gold", amount: 2 } },
  { type: "shot", seat: 0, x: 1, y: 1 },
  { type: "tussle", year: 1, bandits: [1, 3], points: [2, -2], ridge: null, outcomes: ["won", "lost"] },
  { type: "hill-bandit", seat: 0, x: 0, y: 6 },
  { type: "bandit-card", id: 3 },
  { type: "contract-flipped", cows: 5 },
  { type: "round-ended", round: 4, year: 1, round_in_year: 4, rounds_in_year: 4 },
  { type: "game-ended", totals: [80, 70] },
];

describe("the Wild Tiled West log", () => {
  for (const lang of ["en", "fr"] as const) {
    it(`describes every event in ${lang}, with no message id left`, () => {
      const t = translator(lang);
      for (const e of EVENTS) {
        const text = describeEvent(e, ctx(lang), t) ?? "";
        expect(text, e.type).not.toMatch(/wtw\./);
        expect(text.length, e.type).toBeGreaterThan(5);
      }
    });
  }

  it("names the tile, the town and the contract", () => {
    const t = translator("en");
    expect(describeEvent({ type: "drafted", seat: 0, design: 1, gold: 2 }, ctx("en"), t)).toBe(
      "Ann drafted Cattle Crossing for 2 gold.",
    );
    expect(describeEvent({ type: "town-completed", seat: 0, town: 0, points: 9 }, ctx("en"), t)).toBe(
      "Ann completed Lone Star: 9 points.",
    );
    expect(
      describeEvent(
        { type: "wrangled", seat: 0, cows: 5, points: 6, contract: { type: "gold", amount: 2 } },
        ctx("en"),
        t,
      ),
    ).toBe("Ann wrangled 5 cows for 6 points. Contract: 2 gold.");
  });

  it("tells the dice in the rulebook's words, not as bare numbers", () => {
    const rolled: WtwEvent = {
      type: "dice-rolled",
      dice: [
        { kind: "prairie", number: 4 },
        { kind: "prairie", number: 17 },
        { kind: "river", number: 8 },
      ],
    };
    const moved: WtwEvent = {
      type: "die-moved",
      from: { kind: "prairie", number: 19 },
      to: { kind: "prairie", number: 20 },
    };
    const en = translator("en");
    expect(describeEvent(rolled, ctx("en"), en)).toBe(
      "Dice rolled: 4 and 17 on the prairie dice and 8 on the river die.",
    );
    expect(describeEvent(moved, ctx("en"), en)).toBe("The prairie die on 19 moves on to 20: its row is empty.");
    const fr = translator("fr");
    expect(describeEvent(rolled, ctx("fr"), fr)).toBe("Dés lancés : 4 et 17 aux dés Prairie et 8 au dé Rivière.");
    expect(describeEvent(moved, ctx("fr"), fr)).toBe(
      "Le dé Prairie passe de l’encoche 19 à la 20 : sa rangée est vide.",
    );
    translator("en");
  });

  it("names the tile and the partner in French", () => {
    const t = translator("fr");
    expect(describeEvent({ type: "drafted", seat: 0, design: 1, gold: 2 }, ctx("fr"), t)).toBe(
      "Ann a drafté la tuile Gué aux vaches pour 2 or.",
    );
    expect(describeEvent({ type: "partner-gained", seat: 0, id: 1 }, ctx("fr"), t)).toBe(
      "Ann gagne un partenaire : Maire Hollis Crane.",
    );
    translator("en");
  });

  it("keeps a town's English name in French, as the French edition does", () => {
    // The French rulebook's translator's note keeps the settlement boards' town names in the
    // original ("la ville de Lone Star").
    const t = translator("fr");
    expect(describeEvent({ type: "town-completed", seat: 0, town: 0, points: 9 }, ctx("fr"), t)).toBe(
      "Ann a terminé Lone Star : 9 points.",
    );
    expect(describeEvent({ type: "town-completed", seat: 1, town: 0, points: 5 }, ctx("fr"), t)).toBe(
      "Bob a terminé Tin Cup : 5 points.",
    );
    translator("en");
  });

  it("counts a round's end within its year, as the table does", () => {
    const t = translator("en");
    expect(
      describeEvent({ type: "round-ended", round: 16, year: 4, round_in_year: 4, rounds_in_year: 4 }, ctx("en"), t),
    ).toBe("Year 4, round 4 of 4 is over.");
    expect(
      describeEvent({ type: "round-ended", round: 5, year: 2, round_in_year: 1, rounds_in_year: 4 }, ctx("en"), t),
    ).toBe("Year 2, round 1 of 4 is over.");
  });

  it("tells a tussle seat by seat, with the ridge in solo", () => {
    const t = translator("en");
    const text =
      describeEvent(
        { type: "tussle", year: 1, bandits: [1, 3], points: [2, -2], ridge: 2, outcomes: ["won", "lost"] },
        ctx("en"),
        t,
      ) ?? "";
    expect(text).toMatch(
      /^Tussle of year 1: Ann: 1 bandit, \+2 pts.*Bob: 3 bandits, -2 pts\. Bandit Ridge had 2 bandits\.$/,
    );
  });

  it("has a name and a text for every building, in both languages", () => {
    const buildings = [
      "bank",
      "barn",
      "hideout",
      "chapel",
      "fancy-saloon",
      "general-store",
      "den",
      "hotel",
      "ranch",
      "sawmill",
      "sheriffs-office",
      "stable",
      "town-hall",
      "wheelwright",
    ];
    for (const b of buildings) {
      for (const bundle of [en, fr]) {
        const entry = (bundle.wtw.building as Record<string, { name: string; text: string }>)[b];
        expect(entry?.name, b).toBeTruthy();
        expect(entry?.text, b).toBeTruthy();
      }
    }
  });
});
