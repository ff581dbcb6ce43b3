import { describe, expect, it } from "vitest";
import { fit, panBy, pinch, toScene, viewBox, zoomAt } from "./camera";

const limits = { min: 0.1, max: 2 };

describe("town camera", () => {
  it("maps the element's centre to the camera's centre", () => {
    const cam = { cx: 50, cy: -20, k: 2 };
    expect(toScene(cam, 400, 300, 200, 150)).toEqual({ x: 50, y: -20 });
    expect(viewBox(cam, 400, 300)).toEqual({ x: -50, y: -95, w: 200, h: 150 });
  });

  it("pans with the finger", () => {
    expect(panBy({ cx: 0, cy: 0, k: 2 }, 20, -10)).toEqual({ cx: -10, cy: 5, k: 2 });
  });

  it("zooms around the point under the finger and stays within limits", () => {
    const cam = { cx: 0, cy: 0, k: 1 };
    const before = toScene(cam, 400, 400, 300, 100);
    const zoomed = zoomAt(cam, 400, 400, 300, 100, 1.5, limits);
    expect(zoomed.k).toBe(1.5);
    const after = toScene(zoomed, 400, 400, 300, 100);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
    expect(zoomAt(cam, 400, 400, 0, 0, 100, limits).k).toBe(2);
    expect(zoomAt(cam, 400, 400, 0, 0, 0.001, limits).k).toBe(0.1);
  });

  it("fits a box whole and centred", () => {
    const cam = fit({ x: 0, y: 0, w: 400, h: 200 }, 220, 220, 10, limits);
    expect(cam).toEqual({ cx: 200, cy: 100, k: 0.5 });
  });

  it("pinches: fingers spreading zoom in around their midpoint, which the scene follows", () => {
    const cam = { cx: 0, cy: 0, k: 1 };
    const start = { x: 200, y: 200 };
    // Fingers twice as far apart, midpoint unchanged: twice the zoom, centre kept.
    expect(pinch(cam, start, 100, start, 200, 400, 400, limits)).toEqual({ cx: 0, cy: 0, k: 2 });
    // Same spread, midpoint moved 50px right: the scene moves with the fingers.
    const moved = pinch(cam, start, 100, { x: 250, y: 200 }, 100, 400, 400, limits);
    expect(moved.k).toBe(1);
    expect(moved.cx).toBeCloseTo(-50);
    // The scene point under the starting midpoint stays under the fingers.
    const after = pinch(cam, start, 100, { x: 260, y: 180 }, 150, 400, 400, limits);
    const p = toScene(after, 400, 400, 260, 180);
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(0);
  });
});
