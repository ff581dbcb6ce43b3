import { mediaFlag } from "../lib/media.svelte";

/**
 * Which layout the Wild Tiled West table takes, from media queries kept up to date. The table
 * sets classes from it (`wide`, `desktop`, `landscape` on its root) rather than a stylesheet's
 * `@media`: in the e2e webview a table kept its `@media` layout after the window was resized.
 *
 * - phone: one column, a stage (board, market or players, by tabs) over the prompt, the
 *   market's halves one above the other;
 * - portrait tablet (720 px wide or more, taller than 5:4): the same with room to spare, the
 *   market's halves side by side and the board as wide as the window;
 * - landscape phone (560 px high or less, wider than high): the stage on the left, the tabs,
 *   the players' chips and the prompt in a column on the right;
 * - tablet (`wide`): a column (market, players, the prompt at its foot) beside a large board;
 *   desktop (`desktop`, 1280 px or more): the whole market always in that column.
 * Call it while a component initialises (it sets up effects).
 */
export function wtwLayout() {
  const atLeastTablet = mediaFlag("(min-width: 720px)");
  const atLeastDesktop = mediaFlag("(min-width: 1280px)");
  const portrait = mediaFlag("(max-aspect-ratio: 4/5)");
  const landscape = mediaFlag("(max-height: 560px) and (orientation: landscape)");
  const wide = () => atLeastTablet.on && !portrait.on && !landscape.on;
  return {
    get wide(): boolean {
      return wide();
    },
    get desktop(): boolean {
      return wide() && atLeastDesktop.on;
    },
    get landscape(): boolean {
      return landscape.on;
    },
    /** The market's halves one above the other: taller than its room, so the prompt shows the dice. */
    get stacked(): boolean {
      return !atLeastTablet.on || landscape.on;
    },
    /** The root's layout classes. */
    get classes(): string {
      return [wide() ? "wide" : "", wide() && atLeastDesktop.on ? "desktop" : "", landscape.on ? "landscape" : ""]
        .filter(Boolean)
        .join(" ");
    },
  };
}
