import { describe, expect, it } from "vitest";
import { BOARD_IDS, freeSeat, nextFreeBoard } from "./setup";

const seat = (board: number) => ({ board, wild: false });

describe("the board stepper", () => {
  it("walks the boards in order, wrapping round", () => {
    const last = BOARD_IDS[BOARD_IDS.length - 1] as number;
    expect(nextFreeBoard(1, 1, [])).toBe(2);
    expect(nextFreeBoard(1, -1, [])).toBe(last);
    expect(nextFreeBoard(last, 1, [])).toBe(1);
  });

  it("skips the boards other seats have, as the engine refuses two seats on one", () => {
    expect(nextFreeBoard(1, 1, [seat(2), seat(3)])).toBe(4);
    expect(nextFreeBoard(4, -1, [seat(2), seat(3)])).toBe(1);
  });

  it("stays put when every other board is taken", () => {
    const others = BOARD_IDS.filter((b) => b !== 1).map(seat);
    expect(nextFreeBoard(1, 1, others)).toBeUndefined();
  });

  it("gives a new seat a board nobody has", () => {
    expect(freeSeat([seat(1), seat(2)]).board).toBe(3);
  });
});
