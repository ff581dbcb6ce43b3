import { describe, expect, it } from "vitest";
import { fit, fitForTaps, fitInset, panBy, pinch, toScene, viewBox, zoomAt } from "./camera";

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

describe("framing with insets and for taps", () => {
  const wide = { min: 0.1, max: 3 };
  const none = { left: 0, right: 0, top: 0, bottom: 0 };

  it("centres the board in the part the controls leave clear", () => {
    const cam = fitInset({ x: 0, y: 0, w: 900, h: 900 }, 460, 400, { ...none, right: 60 }, wide);
    expect(cam.k).toBeCloseTo(400 / 900);
    // The board's centre sits at pixel (200, 200): the middle of the 400 px left clear.
    const p = toScene(cam, 460, 400, 200, 200);
    expect(p.x).toBeCloseTo(450);
    expect(p.y).toBeCloseTo(450);
  });

  it("keeps the whole board when its cells are big enough", () => {
    const cam = fitForTaps({ x: 0, y: 0, w: 900, h: 900 }, { x: 0, y: 0, w: 100, h: 100 }, 600, 600, none, 0.48, wide);
    expect(cam.k).toBeCloseTo(600 / 900);
  });

  it("zooms to the smallest tappable size on the places to tap, within the board", () => {
    const board = { x: 0, y: 0, w: 900, h: 900 };
    const cam = fitForTaps(board, { x: 0, y: 0, w: 100, h: 100 }, 374, 500, none, 0.52, wide);
    expect(cam.k).toBeCloseTo(0.52);
    // The top-left corner is in view, not centred past the board's edge.
    const corner = toScene(cam, 374, 500, 0, 0);
    expect(corner.x).toBeCloseTo(0);
    expect(corner.y).toBeLessThanOrEqual(0);
    const far = fitForTaps(board, { x: 800, y: 400, w: 100, h: 100 }, 374, 500, none, 0.52, wide);
    expect(toScene(far, 374, 500, 374, 0).x).toBeCloseTo(900);
  });
});
