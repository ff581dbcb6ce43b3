import { describe, expect, it } from "vitest";
import { placementKey } from "./placementKeys";

describe("the keys that place a tile", () => {
  it("move, turn, flip, confirm and take back the ghost", () => {
    expect(placementKey("ArrowLeft", false)).toEqual({ type: "nudge", dx: -1, dy: 0 });
    expect(placementKey("ArrowDown", false)).toEqual({ type: "nudge", dx: 0, dy: 1 });
    expect(placementKey("R", false)).toEqual({ type: "rotate" });
    expect(placementKey("f", false)).toEqual({ type: "flip" });
    expect(placementKey("Enter", false)).toEqual({ type: "confirm" });
    expect(placementKey("Escape", true)).toEqual({ type: "clear" });
  });

  it("leave Enter to a focused button, and other keys alone", () => {
    expect(placementKey("Enter", true)).toBeNull();
    expect(placementKey("x", false)).toBeNull();
    expect(placementKey(" ", false)).toBeNull();
  });
});
