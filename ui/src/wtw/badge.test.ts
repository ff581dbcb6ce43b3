import { describe, expect, it } from "vitest";
import { badgeItems, CHAR } from "./badge";

describe("the gains badge over the ghost", () => {
  it("lays the gains out in a row, each as a number and its icon", () => {
    const { items, width } = badgeItems([
      { kind: "points", amount: 3 },
      { kind: "gold", amount: 2 },
    ]);
    expect(items.map((i) => [i.text, i.icon])).toEqual([
      ["+3", "#wtw-points"],
      ["+2", "#wtw-gold"],
    ]);
    expect(items[1]?.x).toBeGreaterThan((items[0]?.x ?? 0) + 2 * CHAR);
    expect(width).toBeGreaterThan(items[1]?.x ?? 0);
  });

  it("leaves a follow-up choice to the prompt's words", () => {
    expect(badgeItems([{ kind: "then", decision: "shoot" }]).items).toEqual([]);
  });
});
