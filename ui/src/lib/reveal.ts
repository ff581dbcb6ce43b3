/**
 * Asking whatever holds an element to bring it into sight, without knowing what holds it: a
 * pannable board pans (`PanZoom` listens), a scrolled panel scrolls. The guided game's coach
 * uses it, so the spot it rings is never under a board's corner buttons or off its frame.
 */

/** The DOM event a pannable view answers by panning the element into its clear part. */
export const REVEAL_EVENT = "saloon:reveal";

/** Pixels kept between a revealed element and the clear part's edge. */
export const REVEAL_MARGIN = 8;

/** What a reveal asks; the pannable view that answers it says where it is on the screen. */
export interface RevealRequest {
  area: Rect | null;
}

/**
 * Brings `el` into sight: its pannable view pans to it (a no-op when it is in sight already),
 * or else, when `scroll`, the page scrolls to it. Pass `scroll: false` when asking again and
 * again: a pan is cheap and wanted, but a panel scrolled back under the reader's thumb is not.
 * Returns the pannable view's place on the screen (the board `el` is on), if one answered.
 */
export function reveal(el: Element, scroll = true): Rect | null {
  const detail: RevealRequest = { area: null };
  const handled = !el.dispatchEvent(new CustomEvent(REVEAL_EVENT, { bubbles: true, cancelable: true, detail }));
  if (!handled && scroll) el.scrollIntoView({ block: "nearest", inline: "nearest" });
  return detail.area;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The least move (pixels, as `panBy` takes them) that brings `target` inside `clear`, with
 * `margin` around it; a target larger than the clear part keeps its top-left corner in sight.
 */
export function panToReveal(target: Rect, clear: Rect, margin = REVEAL_MARGIN): { dx: number; dy: number } {
  const along = (lo: number, hi: number, clearLo: number, clearHi: number): number => {
    if (lo < clearLo + margin) return clearLo + margin - lo;
    if (hi > clearHi - margin) return Math.max(clearHi - margin - hi, clearLo + margin - lo);
    return 0;
  };
  return {
    dx: along(target.left, target.right, clear.left, clear.right),
    dy: along(target.top, target.bottom, clear.top, clear.bottom),
  };
}
