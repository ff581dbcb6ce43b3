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
