import { describe, expect, it } from "vitest";
import { translator } from "../test/i18n";
import { wtwNames } from "./names";
import { recordSide } from "../lib/record";

describe("recordSide", () => {
  it("names the board, and the wild side on one, in English", () => {
    const t = translator("en");
    expect(recordSide(1, false, wtwNames(t), t)).toBe("Dusty Crossing, normal side");
    expect(recordSide(2, true, wtwNames(t), t)).toBe("Copper Gulch, wild side: Carpenters");
  });

  it("names them in French", () => {
    const t = translator("fr");
    expect(recordSide(1, false, wtwNames(t), t)).toBe("Carrefour poussiéreux, face classique");
    expect(recordSide(2, true, wtwNames(t), t)).toBe("Ravin du Cuivre, face Conquête : Menuisiers");
    translator("en");
  });
});
