import { describe, expect, it } from "vitest";
import type { RwPayment } from "../bindings/RwPayment";
import type { SeatConfig } from "../bindings/SeatConfig";
import { translator } from "../test/i18n";
import { describeEvent, logLines } from "./log";
import { actionKey, legalAction, paymentFor, prefFromKey, prefKey } from "./logic";
import { rwNames } from "./names";

const seats: SeatConfig[] = [{ name: "Ann", kind: { type: "human" } }];
const ctx = { seats, jumper: 1, content: null, locale: "en" };

describe("Rolled West log", () => {
  it("tells the Claim Jumper's turn and banking in English", () => {
    const t = translator("en");
    expect(describeEvent({ type: "rolled", player: 1, dice: ["gold", "copper", "copper", "wood"] }, ctx, t)).toBe(
      "Claim Jumper rolled gold, copper, copper, and wood.",
    );
    expect(
      describeEvent({ type: "built", player: 0, row: "gold", settlement: true, first: 0, points: 2 }, ctx, t),
    ).toBe("Ann built a settlement in the gold row (2 pts).");
    expect(
      describeEvent(
        { type: "copied", player: 0, resource: "silver", from: { type: "roll", player: 1 }, auto: true },
        ctx,
        t,
      ),
    ).toBe("Ann banked silver from Claim Jumper’s roll (auto-bank).");
    expect(describeEvent({ type: "shipped", player: 0, metal: "copper", at: 2, points: 6, first: true }, ctx, t)).toBe(
      "Ann shipped copper first to box 3 (6 pts).",
    );
  });

  it("says it in French too", () => {
    const t = translator("fr");
    expect(describeEvent({ type: "ghost-rolled", dice: ["gold", "wood", "silver"] }, { ...ctx, locale: "fr" }, t)).toBe(
      "Lancer fantôme : or, bois et argent.",
    );
  });

  it("lists lines newest first, leaving out who merely answered", () => {
    const t = translator("en");
    const lines = logLines(
      [
        { step: 1, who: null, round: 1, events: [{ "rolled-west": { type: "round-started", round: 1 } }] },
        {
          step: 2,
          who: 0,
          round: 1,
          events: [
            { "rolled-west": { type: "answered", player: 0 } },
            { "rolled-west": { type: "turn-ended", player: 0 } },
          ],
        },
      ] as never,
      ctx,
      t,
    );
    expect(lines.map((l) => l.text)).toEqual(["Ann ended the turn.", "Round 1 begins."]);
  });
});

describe("Rolled West actions", () => {
  it("finds a purchase's payment by its action", () => {
    const payments: RwPayment[] = [
      { action: { type: "ship", metal: "gold" }, dice: [2], bank: [0, 0, 0, 0] },
      { action: { type: "contract", id: 3 }, dice: [0, 1], bank: [0, 0, 2, 0] },
    ];
    expect(paymentFor(payments, "contract:3")?.bank).toEqual([0, 0, 2, 0]);
    expect(paymentFor(payments, "contract:4")).toBeNull();
    expect(legalAction([{ type: "camp" }, { type: "end-turn" }], "camp")).toEqual({ type: "camp" });
    expect(actionKey({ type: "auto-bank", pref: { type: "take", resource: "gold" } })).toBe("auto-bank:take-gold");
    expect(prefFromKey(prefKey({ type: "take", resource: "wood" }))).toEqual({ type: "take", resource: "wood" });
  });

  it("words costs and office bonuses", () => {
    const n = rwNames(translator("en"));
    expect(n.cost([0, 2, 2, 0])).toBe("2 copper + 2 silver");
    expect(
      n.bonus([
        { per: 1, count: "offices" },
        { per: 1, count: "contracts" },
      ]),
    ).toBe("1 per office you own + 1 per contract");
    expect(n.bonus([{ per: 6, count: "one" }])).toBe("6");
  });
});
