import { describe, expect, it } from "vitest";
import { panToReveal, reveal, REVEAL_EVENT } from "./reveal";

const clear = { left: 0, top: 0, right: 300, bottom: 200 };

describe("panToReveal", () => {
  it("leaves a target in the clear part where it is", () => {
    expect(panToReveal({ left: 50, top: 50, right: 80, bottom: 80 }, clear)).toEqual({ dx: 0, dy: 0 });
  });

  it("moves a target under the bottom-left corner up and right, with the margin", () => {
    expect(panToReveal({ left: -20, top: 190, right: 10, bottom: 220 }, clear, 8)).toEqual({ dx: 28, dy: -28 });
  });

  it("keeps the top-left corner of a target larger than the clear part", () => {
    expect(panToReveal({ left: -50, top: -10, right: 400, bottom: 100 }, clear, 8)).toEqual({ dx: 58, dy: 18 });
  });
});

describe("reveal", () => {
  // Node's EventTarget stands in for the element (tests run without a DOM; bubbling to the
  // view holding it is the browser's part).
  it("lets a view that answers the event pan, and scrolls the page only when none does", () => {
    let scrolled = 0;
    const spot = Object.assign(new EventTarget(), { scrollIntoView: () => void scrolled++ }) as unknown as Element;

    reveal(spot);
    expect(scrolled).toBe(1);
    reveal(spot, false);
    expect(scrolled).toBe(1);

    let panned = 0;
    spot.addEventListener(REVEAL_EVENT, (e) => {
      panned++;
      e.preventDefault();
    });
    reveal(spot);
    expect(panned).toBe(1);
    expect(scrolled).toBe(1);
  });
});
