/**
 * What is on one space of a settlement board, in words: the tile or building covering it (and
 * the printed space under it), the town it belongs to, the markers on it. The inspect card
 * shows it on a tap; the board gives it to each space as its accessible name.
 */
import type { WtwSettlement } from "../bindings/WtwSettlement";
import type { Translate } from "../lib/translate";
import { coveringAt, flagAt, spaceAt, towns } from "./logic";
import type { WtwNames } from "./names";

/** The message keys of the space types whose key is not their name. */
const SPACE_KEYS: Record<string, string> = {
  "ace-bonus": "aceBonus",
  "suit-mark": "suitMark",
  "water-hole": "waterHole",
};
const LETTERS = "ABCDEF";

export interface SpaceWords {
  title: string;
  lines: string[];
}

/**
 * The words for space (x, y) of a board, or null off the board. `board` is the settlement
 * board's id (to name its towns), `completed` the towns finished.
 */
export function describeSpace(
  t: Translate,
  names: WtwNames,
  s: WtwSettlement,
  board: number,
  completed: readonly number[],
  x: number,
  y: number,
): SpaceWords | null {
  const sp = spaceAt(s, x, y);
  if (!sp) return null;
  const printed =
    sp.type === "signpost"
      ? t("wtw.space.signpost", { values: { number: sp.number } })
      : sp.type === "town"
        ? t("wtw.space.town")
        : t(`wtw.space.${SPACE_KEYS[sp.type] ?? sp.type}`);
  const lines: string[] = [];
  let title = printed;
  const cv = coveringAt(s, x, y);
  if (cv) {
    const placed = s.placements[cv.placement];
    if (placed?.building) {
      title = t(`wtw.building.${placed.building}.name`);
      lines.push(t(`wtw.building.${placed.building}.text`));
    } else title = placed?.design == null ? t("wtw.inspect.alley") : names.tile(placed.design);
    lines.push(t("wtw.inspect.covers", { values: { space: printed } }));
  }
  if (sp.type === "town") {
    const plot = towns(s)[sp.town];
    const town = s.side.towns[sp.town];
    if (plot && town) {
      const values = {
        letter: LETTERS[sp.town] ?? "",
        name: names.town(board, s.side.wild !== null, sp.town),
        points: town.points,
        covered: plot.covered,
        size: plot.cells.length,
      };
      lines.push(t("wtw.inspect.town", { values }) + (completed.includes(sp.town) ? ` ✓ ${t("wtw.panel.townDone")}` : ""));
    }
  }
  if (flagAt(s.tombstones, s, x, y)) lines.push(t("wtw.inspect.tombstone"));
  if (flagAt(s.hill_bandits, s, x, y)) lines.push(t("wtw.inspect.hillBandit"));
  if (flagAt(s.cowpokes, s, x, y)) lines.push(t("wtw.inspect.cowpoke"));
  return { title, lines };
}

/** A space's accessible name: where it is, then what is on it ("Row 2, column 5: Cow. A cowpoke…"). */
export function spaceName(t: Translate, names: WtwNames, s: WtwSettlement, board: number, completed: readonly number[], x: number, y: number): string {
  const words = describeSpace(t, names, s, board, completed, x, y);
  const what = words ? [words.title, ...words.lines].join(". ") : "";
  return t("wtw.space.at", { values: { row: y + 1, col: x + 1, what } });
}
