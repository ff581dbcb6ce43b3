import { describe, expect, it } from "vitest";
import { freeSeat, nextCharacter, seatOptions, type WtSeat } from "./setup";

const seat = (character: number): WtSeat => ({ character, deck: "normal", rivalGang: false, sharedWin: false });

describe("Wild Tiles setup", () => {
  it("steps past the characters other seats have, both ways round", () => {
    expect(nextCharacter(0, 1, [seat(1), seat(2)])).toBe(3);
    expect(nextCharacter(0, -1, [seat(5)])).toBe(4);
    expect(nextCharacter(4, 1, [seat(5), seat(0)])).toBe(1);
  });

  it("gives a new seat a character nobody has", () => {
    expect(freeSeat([seat(0), seat(1)]).character).toBe(2);
  });

  it("keeps the table's options on the first seat and the rival gang for solo only", () => {
    const solo = seatOptions([{ ...seat(3), deck: "hard", rivalGang: true }]);
    expect(solo).toEqual({ "wild-tiles": { deck: "hard", rival_gang: true, shared_win: false, characters: [3] } });
    const two = seatOptions([{ ...seat(3), rivalGang: true }, seat(4)]);
    expect(two["wild-tiles" as keyof typeof two]).toMatchObject({ rival_gang: false, characters: [3, 4] });
  });
});
