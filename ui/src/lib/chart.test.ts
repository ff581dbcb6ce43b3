import { describe, expect, it } from "vitest";
import { chartScale } from "./chart";

const BOX = { width: 110, height: 120, pad: { left: 10, right: 0, top: 10, bottom: 10 } };
const BANDS = [50, 90, 110, 130, 150];

describe("chartScale", () => {
  it("leaves room above the highest band and starts at zero", () => {
    const s = chartScale([60, 80], BANDS, BOX);
    expect(s.top).toBe(180);
    expect(s.bottom).toBe(0);
    expect(s.y(180)).toBe(10);
    expect(s.y(0)).toBe(110);
    expect(s.y(90)).toBe(60);
  });

  it("grows for a score above every band and drops for a negative one", () => {
    const s = chartScale([-12, 171], BANDS, BOX);
    expect(s.top).toBe(180);
    expect(s.bottom).toBe(-12);
    expect(chartScale([176], BANDS, BOX).top).toBe(190);
  });

  it("starts under the second band when the lowest band holds every score from zero", () => {
    // Rolled West's table: 0, 55, 63, 70, 78.
    const close = [0, 55, 63, 70, 78];
    expect(chartScale([60], close, BOX).bottom).toBe(40);
    expect(chartScale([43], close, BOX).bottom).toBe(40);
    expect(chartScale([31, 70], close, BOX).bottom).toBe(31);
    expect(chartScale([-3], close, BOX).bottom).toBe(-3);
    // A table whose lowest band starts above zero keeps zero at the bottom.
    expect(chartScale([60], BANDS, BOX).bottom).toBe(0);
  });

  it("puts games oldest first from left to right, a single one in the middle", () => {
    const three = chartScale([1, 2, 3], BANDS, BOX);
    expect([0, 1, 2].map(three.x)).toEqual([10, 60, 110]);
    expect(chartScale([5], BANDS, BOX).x(0)).toBe(60);
  });
});
