/**
 * Where the guided game's bubble goes around the spot it rings: never over the ring, on the
 * screen, and, where the window has room, off the board the ring is on (a bubble over the town
 * it says "tap the spot above your town" about hides what it talks of). A phone's board fills
 * the window: there the bubble covers the least of it.
 */
import type { Rect } from "./reveal";

export interface Size {
  width: number;
  height: number;
}

export interface BubblePlace {
  left: number;
  top: number;
  /** Which side of the ring it is on. */
  side: "below" | "above" | "right" | "left";
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/**
 * The bubble's place beside `ring` (viewport pixels): below or above first (the side with more
 * room), then right or left, then beside `area` (the board the ring is on, if any); of the
 * places that leave the ring uncovered, the one covering the least of `area`, the earlier on a
 * tie.
 */
export function placeBubble(
  ring: Rect,
  bubble: Size,
  view: Size,
  area: Rect | null,
  gap = 10,
  margin = 8,
): BubblePlace {
  const maxLeft = view.width - bubble.width - margin;
  const maxTop = view.height - bubble.height - margin;
  const centreX = clamp((ring.left + ring.right) / 2 - bubble.width / 2, margin, maxLeft);
  const centreY = clamp((ring.top + ring.bottom) / 2 - bubble.height / 2, margin, maxTop);
  const roomBelow = view.height - ring.bottom >= ring.top;
  const vertical: BubblePlace[] = [
    { side: "below", left: centreX, top: clamp(ring.bottom + gap, margin, maxTop) },
    { side: "above", left: centreX, top: clamp(ring.top - gap - bubble.height, margin, maxTop) },
  ];
  const candidates: BubblePlace[] = [
    ...(roomBelow ? vertical : vertical.reverse()),
    { side: "right", left: clamp(ring.right + gap, margin, maxLeft), top: centreY },
    { side: "left", left: clamp(ring.left - gap - bubble.width, margin, maxLeft), top: centreY },
    // Off the board altogether, level with the ring, where the window has room beside it.
    ...(area
      ? ([
          { side: "right", left: clamp(area.right + gap, margin, maxLeft), top: centreY },
          { side: "left", left: clamp(area.left - gap - bubble.width, margin, maxLeft), top: centreY },
          { side: "below", left: centreX, top: clamp(area.bottom + gap, margin, maxTop) },
          { side: "above", left: centreX, top: clamp(area.top - gap - bubble.height, margin, maxTop) },
        ] satisfies BubblePlace[])
      : []),
  ];
  const box = (p: BubblePlace): Rect => ({
    left: p.left,
    top: p.top,
    right: p.left + bubble.width,
    bottom: p.top + bubble.height,
  });
  const clearOfRing = candidates.filter((p) => overlap(box(p), ring) === 0);
  const pool = clearOfRing.length > 0 ? clearOfRing : candidates.slice(0, 1);
  const cost = (p: BubblePlace): number => (area ? overlap(box(p), area) : 0);
  return pool.reduce((best, p) => (cost(p) < cost(best) ? p : best));
}
