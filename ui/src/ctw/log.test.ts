import { describe, expect, it } from "vitest";
import type { CtwCard } from "../bindings/CtwCard";
import type { SeatConfig } from "../bindings/SeatConfig";
import { translator } from "../test/i18n";
import { describeEvent, logLines } from "./log";

const seats: SeatConfig[] = [
  { name: "Ann", kind: { type: "human" } },
  { name: "Gold Digger", kind: { type: "bot", level: "greedy" } },
];
const card = (id: number, name: string): CtwCard => ({
  id,
  name,
  front: [
    { terrain: "desert", symbol: null },
    { terrain: "desert", symbol: null },
    { terrain: "desert", symbol: null },
    { terrain: "desert", symbol: null },
  ],
  bonus: { kind: "race-fewer-cards", points: 4 },
});
const cards = [card(1, "Tumbleweed Flats"), card(2, "Red Mesa"), card(3, "Pine Hollow")];

describe("game log", () => {
  it("tells what happened in English", () => {
    const t = translator("en");
    const ctx = { seats, cards, locale: "en" };
    expect(describeEvent({ type: "dealt", bonus: [1, 2, 3], ring: [] }, ctx, t)).toBe(
      "Cards dealt. Bonus cards: Tumbleweed Flats, Red Mesa, and Pine Hollow.",
    );
    expect(describeEvent({ type: "drafted", seat: 0, card: 2, skipped: [1, 3], free_to: 1 }, ctx, t)).toBe(
      "Ann took Red Mesa, skipping 2 cards: free for Gold Digger.",
    );
    expect(describeEvent({ type: "placed", seat: 1, card: 3, x: 0, y: 1, upside_down: true, covered: 1 }, ctx, t)).toBe(
      "Gold Digger placed Pine Hollow upside down. It covers 1 territory.",
    );
    expect(describeEvent({ type: "game-ended", totals: [21, 19] }, ctx, t)).toBe(
      "Game over: Ann 21 and Gold Digger 19.",
    );
    const turn = (seat: number) => ({ "circle-the-wagons": { type: "turn-passed" as const, seat } });
    const steps = [
      { step: 1, seat: null, year: null, round: null, events: [] },
      { step: 2, seat: 0, year: null, round: null, events: [turn(1), turn(0)] },
    ];
    expect(logLines(steps, ctx, t)).toEqual([
      { id: "2:1", text: "Ann drafts next." },
      { id: "2:0", text: "Gold Digger drafts next." },
    ]);
  });

  it("and in French", () => {
    const t = translator("fr");
    const ctx = { seats, cards, locale: "fr" };
    expect(describeEvent({ type: "drafted", seat: 1, card: 1, skipped: [], free_to: 0 }, ctx, t)).toBe(
      "Gold Digger prend la carte Plaine des Virevoltants.",
    );
    expect(describeEvent({ type: "turn-passed", seat: 0 }, ctx, t)).toBe("Ann choisit ensuite.");
    translator("en");
  });
});
