import { describe, expect, it } from "vitest";
import type { LogStep } from "../bindings/LogStep";
import type { SeatConfig } from "../bindings/SeatConfig";
import type { WtEvent } from "../bindings/WtEvent";
import { translator } from "../test/i18n";
import { logLines, moveLines } from "./log";

const seats: SeatConfig[] = [
  { name: "Ann", kind: { type: "human" } },
  { name: "Bob", kind: { type: "human" } },
];
const ctx = { seats, size: 5 };

describe("a move told in the log's words", () => {
  it("tells a planned step as the log does (the review's turning point is that step)", () => {
    const t = translator("en");
    const step: WtEvent = { type: "stepped", round: 1, seat: 0, cell: 7 };
    expect(moveLines([step], ctx, t)).toEqual(["Ann plans a step to row 2, column 3"]);
    const logged: LogStep[] = [
      { step: 4, events: [{ "wild-tiles": step }, { "wild-tiles": { type: "locked", seat: 0 } }] } as LogStep,
    ];
    expect(logLines(logged, ctx, t).map((l) => l.text)).toEqual([
      t("wt.log.locked", { values: { name: "Ann" } }),
      "Ann plans a step to row 2, column 3",
    ]);
  });

  it("tells a deal as one line, and leaves out what a move only turns over", () => {
    const t = translator("en");
    const events: WtEvent[] = [
      { type: "dealt", cell: 0, card: 3, upside_down: false },
      { type: "dealt", cell: 1, card: 4, upside_down: false },
      { type: "turned", cell: 1 },
      { type: "locked", seat: 1 },
    ];
    const lines = moveLines(events, ctx, t);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(t("wt.log.dealtMany", { values: { n: 2 } }));
    expect(lines[1]).toMatch(/^Bob /);
  });
});
