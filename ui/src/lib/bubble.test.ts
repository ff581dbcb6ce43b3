import { describe, expect, it } from "vitest";
import { placeBubble } from "./bubble";

const bubble = { width: 340, height: 140 };
const tablet = { width: 1024, height: 768 };
const phone = { width: 390, height: 844 };

describe("placeBubble", () => {
  it("goes below a ring near the top, centred on it, when nothing is to be kept clear", () => {
    const ring = { left: 700, top: 220, right: 740, bottom: 260 };
    expect(placeBubble(ring, bubble, tablet, null)).toEqual({ side: "below", left: 550, top: 270 });
  });

  it("on a tablet, leaves the board the ring is on: beside it, over the other column", () => {
    // The Circle the Wagons guide's "tap the spot above your town": the town is the right column.
    const town = { left: 446, top: 126, right: 1010, bottom: 585 };
    const ring = { left: 714, top: 219, right: 742, bottom: 247 };
    const place = placeBubble(ring, bubble, tablet, town);
    expect(place.side).toBe("left");
    expect(place.left + bubble.width).toBeLessThanOrEqual(town.left);
  });

  it("on a phone, where the board fills the window's width, covers the least of it and never the ring", () => {
    const board = { left: 8, top: 190, right: 382, bottom: 580 };
    const ring = { left: 180, top: 300, right: 220, bottom: 340 };
    // Below the ring it would lie wholly on the board; above, it is partly off it; under the
    // board, it is clear of it.
    expect(placeBubble(ring, bubble, phone, board)).toEqual({ side: "below", left: 30, top: 590 });
    // A board down to the window's foot: above the ring covers the least.
    const tall = { ...board, bottom: 836 };
    const place = placeBubble(ring, bubble, phone, tall);
    expect(place.side).toBe("above");
    expect(place.top + bubble.height).toBeLessThanOrEqual(ring.top);
  });

  it("stays on the screen near its edges", () => {
    const ring = { left: 980, top: 700, right: 1020, bottom: 740 };
    const place = placeBubble(ring, bubble, tablet, null);
    expect(place.side).toBe("above");
    expect(place.left).toBe(1024 - 340 - 8);
    expect(place.top).toBe(700 - 10 - 140);
  });
});
