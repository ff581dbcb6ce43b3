/** The geometry of the score-over-time chart: where a game's point goes in the SVG. */

export interface ChartBox {
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
}

export interface ChartScale {
  /** The score at the top edge: above every score and the highest band, rounded up to ten. */
  top: number;
  /**
   * The score at the bottom edge: 0, or the lowest score if one is below it. Where the lowest
   * band starts at 0 or below (every score earns at least that rank), the bottom is instead
   * ten points under the next band, rounded down to ten (or the lowest score, if lower), so a
   * table of close bands is not squeezed into the top of the chart.
   */
  bottom: number;
  x: (index: number) => number;
  y: (score: number) => number;
}

/** Room above the highest band so its label and the games in it stay readable. */
const HEADROOM = 20;

export function chartScale(scores: readonly number[], bandMins: readonly number[], box: ChartBox): ChartScale {
  const top = Math.ceil((Math.max(...scores, ...bandMins.map((m) => m + HEADROOM), 0) + 5) / 10) * 10;
  const [lowest, next] = [...bandMins].sort((a, b) => a - b);
  const floor =
    lowest !== undefined && next !== undefined && lowest <= 0 ? Math.max(lowest, Math.floor((next - 10) / 10) * 10) : 0;
  const bottom = Math.min(floor, ...scores);
  const span = box.width - box.pad.left - box.pad.right;
  const tall = box.height - box.pad.top - box.pad.bottom;
  return {
    top,
    bottom,
    // One game sits in the middle; more spread evenly, oldest on the left.
    x: (index) => (scores.length <= 1 ? box.pad.left + span / 2 : box.pad.left + (index / (scores.length - 1)) * span),
    y: (score) => box.pad.top + ((top - score) / (top - bottom)) * tall,
  };
}
