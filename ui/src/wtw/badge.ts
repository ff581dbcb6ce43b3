/**
 * The badge over a legal ghost on the board: what the placement would gain, as a compact row of
 * numbers and icons, measured in badge units (the board scales it to a constant size on screen).
 */
import type { Gain } from "./gains";

const LETTERS = "ABCDEF";

const GAIN_ICONS: Partial<Record<Gain["kind"], string>> = {
  gold: "#wtw-gold",
  bullets: "#wtw-bullet",
  pickaxes: "#wtw-pickaxe",
  alleys: "#wtw-alley",
  shots: "#wtw-bandit",
  wrangle: "#wtw-cow",
};

// Badge metrics in badge units (scaled to a constant size on screen): an estimate of a
// character's width at the badge's font size, an icon's width, and the space between gains.
export const CHAR = 24;
const ICON = 44;
const GAP = 28;
export const BADGE_H = 54;
/** The badge's height on screen, in pixels. */
export const BADGE_PX = 30;

/** The gains as a compact row of symbols for the badge over the ghost, and its width. */
export function badgeItems(gains: readonly Gain[]): {
  items: { x: number; text: string; icon: string | null }[];
  width: number;
} {
  const items: { x: number; text: string; icon: string | null }[] = [];
  let x = 18;
  for (const g of gains) {
    let text: string;
    let icon = GAIN_ICONS[g.kind] ?? null;
    switch (g.kind) {
      case "points":
        text = `${g.amount > 0 ? "+" : ""}${g.amount}`;
        icon = "#wtw-points";
        break;
      case "shots":
        text = `−${g.amount}`;
        break;
      case "town":
        text = `✓${LETTERS[g.town] ?? ""}`;
        break;
      case "surrounded":
        text = "◆";
        break;
      case "wrangle":
        text = `${g.cows}`;
        break;
      case "then":
        // A follow-up choice is told in words in the prompt, not as a symbol here.
        continue;
      default:
        text = `+${g.amount}`;
    }
    items.push({ x, text, icon });
    x += text.length * CHAR + (icon ? ICON : 0) + GAP;
  }
  return { items, width: x - GAP + 18 };
}
