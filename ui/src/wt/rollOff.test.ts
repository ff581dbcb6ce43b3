import { describe, expect, it } from "vitest";
import { translator } from "../test/i18n";
import { rollOffLines } from "./rollOff";

const names = ["Ann", "Bob", "Cat"];

describe("the roll-off in words", () => {
  it("says who rolled what, who rolls again and who won by it", () => {
    const lines = rollOffLines(
      [
        { seats: [0, 1, 2], dice: [6, 2, 6] },
        { seats: [0, 2], dice: [3, 5] },
      ],
      (s) => names[s]!,
      translator("en"),
    );
    expect(lines).toEqual([
      {
        rolls: "Ann rolled 6, Bob rolled 2, Cat rolled 6",
        outcome: "Ann, Cat tied again and roll again",
        winner: null,
      },
      { rolls: "Ann rolled 3, Cat rolled 5", outcome: "Cat wins by the roll-off", winner: 2 },
    ]);
  });

  it("speaks French", () => {
    const [line] = rollOffLines([{ seats: [0, 1], dice: [4, 1] }], (s) => names[s]!, translator("fr"));
    expect(line).toEqual({ rolls: "Ann a fait 4, Bob a fait 1", outcome: "Ann gagne au dé", winner: 0 });
  });

  it("says nothing when there was no roll-off", () => {
    expect(rollOffLines([], (s) => names[s]!, translator("en"))).toEqual([]);
  });
});
