import { describe, expect, it } from "vitest";
import type { AnyAction } from "../bindings/AnyAction";
import type { CtwCard } from "../bindings/CtwCard";
import type { CtwTerritory } from "../bindings/CtwTerritory";
import { ctwMoveMark } from "./boardMove";

const t = (terrain: CtwTerritory["terrain"]): CtwTerritory => ({ terrain, symbol: null }) as CtwTerritory;
const front: CtwCard["front"] = [t("desert"), t("forest"), t("snow"), t("water")];
const card = { id: 7, name: "x", front, bonus: {} } as unknown as CtwCard;
const upright: CtwCard["front"] = [t("plains"), t("plains"), t("forest"), t("forest")];
const upsideDown: CtwCard["front"] = [t("forest"), t("forest"), t("plains"), t("plains")];
const view = { cards: [card], to_place: 7, placing_look: { upright, upside_down: upsideDown } };
const ctw = (a: object): AnyAction => ({ "circle-the-wagons": a }) as AnyAction;

describe("a move drawn on a Circle the Wagons table", () => {
  it("marks the card taken, or the start named, in the circle", () => {
    expect(ctwMoveMark(view, ctw({ type: "take", slot: 4 }))).toEqual({ where: "circle", slot: 4 });
    expect(ctwMoveMark(view, ctw({ type: "choose-start", slot: 11 }))).toEqual({ where: "circle", slot: 11 });
  });

  it("draws a card placed as a ghost at its spot, the way up it lands", () => {
    expect(ctwMoveMark(view, ctw({ type: "place", x: -1, y: 2, upside_down: true }))).toEqual({
      where: "town",
      x: -1,
      y: 2,
      upsideDown: true,
      territories: upsideDown,
    });
    expect(ctwMoveMark(view, ctw({ type: "place", x: 0, y: 0, upside_down: false }))?.where).toBe("town");
  });

  it("falls back to the card's front on a view saved without its looks", () => {
    const old = { ...view, placing_look: null };
    expect(ctwMoveMark(old, ctw({ type: "place", x: 0, y: 0, upside_down: false }))).toMatchObject({
      territories: front,
    });
  });

  it("draws nothing for another game's action or one with no place on the table", () => {
    expect(ctwMoveMark(view, { "rolled-west": { type: "end-turn" } } as unknown as AnyAction)).toBeNull();
    expect(ctwMoveMark(view, ctw({ type: "deal", order: [] }))).toBeNull();
    expect(
      ctwMoveMark(
        { ...view, to_place: null, placing_look: null },
        ctw({ type: "place", x: 0, y: 0, upside_down: false }),
      ),
    ).toBeNull();
  });
});
