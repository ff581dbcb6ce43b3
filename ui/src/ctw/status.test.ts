import { describe, expect, it } from "vitest";
import { statusLine, townName, type StatusMoment } from "./status";

// The message key and its values, so each case reads what the screen would say.
const t = (key: string, options?: { values?: Record<string, string | number> }) =>
  `${key}${options?.values ? JSON.stringify(options.values) : ""}`;
const name = (seat: number | null) => (seat === null ? "" : ["Ann", "Greenhorn"][seat]!);
const moment: StatusMoment = {
  mode: "play",
  playing: true,
  phase: "draft",
  actorSeat: 0,
  drafter: 0,
  toPlace: "",
  freeCount: 0,
};

describe("the table's status line", () => {
  it("tells the player what to do on their turn", () => {
    expect(statusLine(moment, name, t)).toBe("ctw.status.draft");
    expect(statusLine({ ...moment, phase: "place-drafted", toPlace: "Boot Hill" }, name, t)).toBe(
      'ctw.status.placeDrafted{"card":"Boot Hill"}',
    );
    expect(statusLine({ ...moment, phase: "place-free", freeCount: 2 }, name, t)).toBe(
      'ctw.status.placeFree{"count":2}',
    );
  });

  it("names who acts otherwise, a bot thinking, and the end", () => {
    expect(statusLine({ ...moment, mode: "thinking", playing: false, actorSeat: 1 }, name, t)).toBe(
      'game.thinking{"name":"Greenhorn"}',
    );
    expect(statusLine({ ...moment, playing: false, actorSeat: 1 }, name, t)).toBe(
      'ctw.status.otherDrafts{"name":"Greenhorn"}',
    );
    expect(statusLine({ ...moment, mode: "over" }, name, t)).toBe("ctw.status.over");
  });
});

describe("a town's name", () => {
  it("is the viewer's own town, else the seat's (a guided game's player is named You: no 'You’s town')", () => {
    expect(townName(0, 0, "You", t)).toBe("ctw.yourTown");
    expect(townName(1, 0, "Greenhorn", t)).toBe('ctw.town{"name":"Greenhorn"}');
    expect(townName(0, null, "Ann", t)).toBe('ctw.town{"name":"Ann"}');
  });
});
