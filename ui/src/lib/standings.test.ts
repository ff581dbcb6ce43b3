import { describe, expect, it } from "vitest";
import { placesOf } from "./standings";

describe("placesOf", () => {
  it("puts the winners first and the others by their totals", () => {
    expect(placesOf([20, 30, 25, 10], [1])).toEqual([3, 1, 2, 4]);
  });

  it("lets equal totals below the win share a place", () => {
    expect(placesOf([30, 25, 25, 20], [0])).toEqual([1, 2, 2, 4]);
  });

  it("keeps a winner who won a tie-break ahead of the seat it tied on points", () => {
    expect(placesOf([30, 30, 10], [1])).toEqual([2, 1, 3]);
  });

  it("shares first place between winners of a shared win", () => {
    expect(placesOf([30, 30, 10], [0, 1])).toEqual([1, 1, 3]);
  });

  it("ranks by the totals alone when the game names no winner", () => {
    expect(placesOf([12, 15], [])).toEqual([2, 1]);
  });
});
