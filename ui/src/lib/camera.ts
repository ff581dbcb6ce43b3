/**
 * Pan and zoom of the town view, as plain math on a camera: the point of the scene at the
 * centre of the view (`cx`, `cy`, in scene units) and the zoom `k` (screen pixels per unit).
 */
export interface Camera {
  cx: number;
  cy: number;
  k: number;
}

export interface ZoomLimits {
  min: number;
  max: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function clampZoom(k: number, limits: ZoomLimits): number {
  return Math.min(limits.max, Math.max(limits.min, k));
}

/** The SVG viewBox that shows what the camera sees in a `w` x `h` pixel element. */
export function viewBox(cam: Camera, w: number, h: number): Box {
  const vw = w / cam.k;
  const vh = h / cam.k;
  return { x: cam.cx - vw / 2, y: cam.cy - vh / 2, w: vw, h: vh };
}

/** Scene coordinates of a point given in pixels from the element's top-left corner. */
export function toScene(cam: Camera, w: number, h: number, px: number, py: number): { x: number; y: number } {
  return { x: cam.cx + (px - w / 2) / cam.k, y: cam.cy + (py - h / 2) / cam.k };
}

/** Moves the scene by a drag of (dx, dy) pixels: the scene follows the finger. */
export function panBy(cam: Camera, dx: number, dy: number): Camera {
  return { ...cam, cx: cam.cx - dx / cam.k, cy: cam.cy - dy / cam.k };
}

/** Zooms by `factor` keeping the scene point under pixel (px, py) where it is. */
export function zoomAt(
  cam: Camera,
  w: number,
  h: number,
  px: number,
  py: number,
  factor: number,
  limits: ZoomLimits,
): Camera {
  const k = clampZoom(cam.k * factor, limits);
  const anchor = toScene(cam, w, h, px, py);
  return { k, cx: anchor.x - (px - w / 2) / k, cy: anchor.y - (py - h / 2) / k };
}

/** The camera that shows `box` (scene units) whole and centred, with `pad` pixels around it. */
export function fit(box: Box, w: number, h: number, pad: number, limits: ZoomLimits): Camera {
  const availW = Math.max(1, w - 2 * pad);
  const availH = Math.max(1, h - 2 * pad);
  const k = clampZoom(Math.min(availW / Math.max(box.w, 1e-6), availH / Math.max(box.h, 1e-6)), limits);
  return { cx: box.x + box.w / 2, cy: box.y + box.h / 2, k };
}

/**
 * The camera during a two-finger pinch: the scene follows the fingers' midpoint and zooms by
 * how far apart they are now compared with when the pinch started.
 */
export function pinch(
  start: Camera,
  startMid: { x: number; y: number },
  startDist: number,
  mid: { x: number; y: number },
  dist: number,
  w: number,
  h: number,
  limits: ZoomLimits,
): Camera {
  const moved = panBy(start, mid.x - startMid.x, mid.y - startMid.y);
  return zoomAt(moved, w, h, mid.x, mid.y, dist / Math.max(startDist, 1e-6), limits);
}

/** Pixels kept clear on each side of a view (for controls laid over it). */
export interface Insets {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The camera that shows `box` whole, centred in the part of the view the insets leave clear. */
export function fitInset(box: Box, w: number, h: number, insets: Insets, limits: ZoomLimits): Camera {
  const availW = Math.max(1, w - insets.left - insets.right);
  const availH = Math.max(1, h - insets.top - insets.bottom);
  const k = clampZoom(Math.min(availW / Math.max(box.w, 1e-6), availH / Math.max(box.h, 1e-6)), limits);
  return { ...centreIn(box.x + box.w / 2, box.y + box.h / 2, k, w, h, insets), k };
}

/** The camera at zoom `k` that puts scene point (x, y) at the centre of the clear part of the view. */
function centreIn(x: number, y: number, k: number, w: number, h: number, insets: Insets): { cx: number; cy: number } {
  const sx = insets.left + (w - insets.left - insets.right) / 2;
  const sy = insets.top + (h - insets.top - insets.bottom) / 2;
  return { cx: x - (sx - w / 2) / k, cy: y - (sy - h / 2) / k };
}

/**
 * Frames `board` for tapping: the whole board when it fits at `minK` or more; else zoomed to
 * `minK`, centred on `focus` (the places to tap) but never past the board's edges more than
 * needed, so as few cells as possible are cut off.
 */
export function fitForTaps(
  board: Box,
  focus: Box | null,
  w: number,
  h: number,
  insets: Insets,
  minK: number,
  limits: ZoomLimits,
): Camera {
  const whole = fitInset(board, w, h, insets, limits);
  if (whole.k >= minK || focus === null) return whole;
  const k = clampZoom(minK, limits);
  const availW = Math.max(1, w - insets.left - insets.right) / k;
  const availH = Math.max(1, h - insets.top - insets.bottom) / k;
  const clampTo = (c: number, lo: number, size: number, avail: number) =>
    avail >= size ? lo + size / 2 : Math.min(Math.max(c, lo + avail / 2), lo + size - avail / 2);
  const x = clampTo(focus.x + focus.w / 2, board.x, board.w, availW);
  const y = clampTo(focus.y + focus.h / 2, board.y, board.h, availH);
  return { ...centreIn(x, y, k, w, h, insets), k };
}
