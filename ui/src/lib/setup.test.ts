import { describe, expect, it } from "vitest";
import { translator } from "../test/i18n";
import { defaultSeatName, seatConfigs, type SeatDraft } from "./setup";

const draft = (p: Partial<SeatDraft>): SeatDraft => ({ kind: "human", level: "greedy", name: "", custom: false, ...p });

describe("new game seats", () => {
  const t = translator("en");
  const fallback = (i: number, s: SeatDraft) => defaultSeatName(i, s, t);

  it("uses default names for blank ones, by seat and bot level", () => {
    expect(seatConfigs([draft({}), draft({ kind: "bot", level: "random" })], fallback, 40)).toEqual([
      { name: "Player 1", kind: { type: "human" } },
      { name: "Tenderfoot", kind: { type: "bot", level: "random" } },
    ]);
  });

  it("trims names, cuts them to 40 characters and keeps them distinct", () => {
    const long = "x".repeat(60);
    const seats = seatConfigs([draft({ name: `  ${long} ` }), draft({ name: long })], fallback, 40);
    expect(seats[0]?.name).toBe("x".repeat(40));
    expect(seats[1]?.name).toBe(`${"x".repeat(38)} 2`);
    const bots = seatConfigs([draft({ kind: "bot" }), draft({ kind: "bot" })], fallback, 40);
    expect(bots.map((s) => s.name)).toEqual(["Gold Digger", "Gold Digger 2"]);
  });

  it("names French defaults in French", () => {
    const fr = translator("fr");
    expect(defaultSeatName(1, { kind: "human", level: "greedy" }, fr)).toBe("Joueur 2");
    translator("en");
  });
});
