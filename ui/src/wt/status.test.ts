import { describe, expect, it } from "vitest";
import type { Translate } from "../lib/translate";
import { statusLine, type StatusAt } from "./status";

const t = ((key: string, o?: { values?: Record<string, unknown> }) =>
  o?.values ? `${key} ${JSON.stringify(o.values)}` : key) as Translate;
const name = (seat: number) => ["Ann", "Bob"][seat] ?? "?";
const at = (p: Partial<StatusAt>): StatusAt => ({
  mode: "play",
  winners: [],
  bot: null,
  resolving: false,
  planning: false,
  bidding: false,
  givingUp: false,
  viewer: 0,
  ...p,
});

describe("the Wild Tiles status line", () => {
  it("names the winners, or nobody, once the game is over", () => {
    expect(statusLine(t, at({ mode: "over", winners: [0, 1] }), name)).toBe('wt.status.over {"names":"Ann, Bob"}');
    expect(statusLine(t, at({ mode: "over" }), name)).toBe("wt.status.overNobody");
  });

  it("names the bot thinking, else says the resolution goes on", () => {
    expect(statusLine(t, at({ mode: "thinking", bot: 1 }), name)).toBe('game.thinking {"name":"Bob"}');
    expect(statusLine(t, at({ mode: "thinking" }), name)).toBe("wt.status.resolving");
    expect(statusLine(t, at({ resolving: true, planning: true }), name)).toBe("wt.status.resolving");
  });

  it("tells the viewer's decision", () => {
    expect(statusLine(t, at({ planning: true, viewer: 1 }), name)).toBe('wt.status.plan {"name":"Bob"}');
    expect(statusLine(t, at({ bidding: true }), name)).toBe('wt.status.bid {"name":"Ann"}');
    expect(statusLine(t, at({ givingUp: true }), name)).toBe("wt.status.giveUp");
    expect(statusLine(t, at({}), name)).toBe("wt.status.waiting");
  });
});
