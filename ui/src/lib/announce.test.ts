import { describe, expect, it } from "vitest";
import type { LogStep } from "../bindings/LogStep";
import { Announcements } from "./announce";

const step = (n: number): LogStep => ({ step: n, seat: 0, year: null, round: null, events: [] });
const log = (to: number): LogStep[] => Array.from({ length: to }, (_, i) => step(i + 1));
const numbers = (steps: LogStep[]) => steps.map((s) => s.step);

describe("Announcements", () => {
  it("tells nothing of the log a game opens with, then each new step once", () => {
    const a = new Announcements();
    expect(a.fresh("s:0", log(5))).toEqual([]);
    expect(numbers(a.fresh("s:0", log(7)))).toEqual([6, 7]);
    expect(a.fresh("s:0", log(7))).toEqual([]);
    expect(numbers(a.fresh("s:0", log(8)))).toEqual([8]);
  });

  it("waits for a log to start from when it opens empty (a log still being fetched)", () => {
    const a = new Announcements();
    expect(a.fresh("s:0", [])).toEqual([]);
    expect(a.fresh("s:0", log(12))).toEqual([]);
    expect(numbers(a.fresh("s:0", log(13)))).toEqual([13]);
  });

  it("starts again, silently, when another seat takes the screen", () => {
    const a = new Announcements();
    a.fresh("s:0", log(4));
    expect(a.fresh("s:1", [])).toEqual([]);
    expect(a.fresh("s:1", log(6))).toEqual([]);
    expect(numbers(a.fresh("s:1", log(7)))).toEqual([7]);
  });

  it("after an undo tells the steps played again", () => {
    const a = new Announcements();
    a.fresh("s:0", log(6));
    expect(a.fresh("s:0", log(4))).toEqual([]);
    expect(numbers(a.fresh("s:0", log(5)))).toEqual([5]);
  });
});
