import { describe, expect, it } from "vitest";
import type { WtAction } from "../bindings/WtAction";
import type { WtStepOption } from "../bindings/WtStepOption";
import { bestOption, isDeadly, outsideSide, StepQueue } from "./stepQueue.svelte";

const option = (cell: number, p: Partial<WtStepOption> = {}): WtStepOption =>
  ({ cell, side: "n", cost: null, lives: 5, bullets: 10, deadly: false, ...p }) as WtStepOption;

/** A table answering each step at once; `refuse` lists the cells it refuses. */
function table(options: WtStepOption[], refuse: number[] = []) {
  const sent: WtAction[] = [];
  let refused = false;
  const queue = new StepQueue({
    planning: () => true,
    options: (cell) => options.filter((o) => o.cell === cell),
    send: (action) => {
      sent.push(action);
      refused = action.type !== "lock" && "cell" in action && refuse.includes(action.cell);
      return Promise.resolve();
    },
    refused: () => refused,
  });
  return { queue, sent };
}

describe("the options of a step", () => {
  it("are deadly only when every way in costs the last heart", () => {
    expect(isDeadly([option(1, { deadly: true }), option(1, { deadly: false })])).toBe(false);
    expect(isDeadly([option(1, { deadly: true })])).toBe(true);
    expect(isDeadly([])).toBe(false);
  });

  it("are best alive, then with more lives, then more bullets", () => {
    const best = bestOption([
      option(1, { side: "n", deadly: true, lives: 9 }),
      option(1, { side: "e", lives: 3, bullets: 9 }),
      option(1, { side: "w", lives: 4, bullets: 1 }),
      option(1, { side: "s", lives: 4, bullets: 2 }),
    ]);
    expect(best.side).toBe("s");
  });

  it("enter an edge cell from outside, by the first side clockwise from north", () => {
    expect(outsideSide(5, 0)).toBe("n");
    expect(outsideSide(5, 10)).toBe("sw");
    expect(outsideSide(5, 14)).toBe("ne");
  });
});

describe("the step queue", () => {
  it("sends a drag's steps one at a time, entering first from its best side", async () => {
    const { queue, sent } = table([option(0, { side: "w", lives: 2 }), option(0, { side: "n", lives: 4 })]);
    queue.drag(1, null, 0, true);
    queue.drag(6, null, 1, true);
    await queue.pump();
    await new Promise((done) => setTimeout(done, 0));
    expect(sent).toEqual([
      { type: "enter", cell: 0, side: "n" },
      { type: "step", cell: 1 },
      { type: "step", cell: 6 },
    ]);
    expect(queue.pending).toEqual([]);
  });

  it("stops at a refused step and drops the rest", async () => {
    const { queue, sent } = table([], [2]);
    queue.drag(2, null, 1, false);
    queue.drag(3, null, 2, false);
    await new Promise((done) => setTimeout(done, 0));
    expect(sent).toEqual([{ type: "step", cell: 2 }]);
    expect(queue.busy).toBe(false);
  });

  it("asks once before a deadly step, then takes it", async () => {
    const { queue, sent } = table([option(4, { deadly: true })]);
    queue.drag(4, null, 3, false);
    await new Promise((done) => setTimeout(done, 0));
    expect(sent).toEqual([]);
    expect(queue.deadlyAsk).toBe(4);
    queue.drag(4, null, 3, false);
    await new Promise((done) => setTimeout(done, 0));
    expect(sent).toEqual([{ type: "step", cell: 4 }]);
    expect(queue.deadlyAsk).toBeNull();
  });
});
