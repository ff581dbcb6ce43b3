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
      lines.push(
        t("wtw.inspect.town", { values }) + (completed.includes(sp.town) ? ` ✓ ${t("wtw.panel.townDone")}` : ""),
      );
    }
  }
  if (flagAt(s.tombstones, s, x, y)) lines.push(t("wtw.inspect.tombstone"));
  if (flagAt(s.hill_bandits, s, x, y)) lines.push(t("wtw.inspect.hillBandit"));
  if (flagAt(s.cowpokes, s, x, y)) lines.push(t("wtw.inspect.cowpoke"));
  return { title, lines };
}

/** The rules section (`rules/<lang>.json`) about each printed space type. */
const SPACE_SECTIONS: Record<string, string> = {
  town: "towns",
  cow: "wrangling",
  field: "wrangling",
  lasso: "wrangling",
  "water-hole": "wrangling",
  hill: "sheriffs",
  bandit: "sheriffs",
  sheriff: "sheriffs",
  mine: "mining",
  pickaxe: "mining",
  "ace-bonus": "aces",
  "suit-mark": "aces",
  horseshoe: "scoring",
  signpost: "wild-sides",
  rail: "wild-sides",
  watchtower: "wild-sides",
};
/** The rules section about each icon a tile square can show. */
const ICON_SECTIONS: Record<string, string> = {
  bandit: "sheriffs",
  sheriff: "sheriffs",
  ace: "aces",
  pickaxe: "mining",
};

/**
 * The rules section that tells more about space (x, y), for the inspect card's "Rules ›": a
 * building's, then what the tile covering it shows (a sheriff, a cow...), then the printed
 * space's (a town, a hill...), then the markers on it; placing a tile for the rest.
 */
export function spaceSection(s: WtwSettlement, x: number, y: number): string | null {
  const sp = spaceAt(s, x, y);
  if (!sp) return null;
  const cv = coveringAt(s, x, y);
  if (cv) {
    if (s.placements[cv.placement]?.building) return "buildings";
    const icon = cv.icon ? ICON_SECTIONS[cv.icon.type] : undefined;
    if (icon) return icon;
    return cv.ground === "cow" || cv.ground === "field" ? "wrangling" : "placing";
  }
  if (flagAt(s.hill_bandits, s, x, y)) return "tussle";
  if (flagAt(s.tombstones, s, x, y)) return "sheriffs";
  if (flagAt(s.cowpokes, s, x, y)) return "wrangling";
  return SPACE_SECTIONS[sp.type] ?? "placing";
}

/** A space's accessible name: where it is, then what is on it ("Row 2, column 5: Cow. A cowpoke…"). */
export function spaceName(
  t: Translate,
  names: WtwNames,
  s: WtwSettlement,
  board: number,
  completed: readonly number[],
  x: number,
  y: number,
): string {
  const words = describeSpace(t, names, s, board, completed, x, y);
  const what = words ? [words.title, ...words.lines].join(". ") : "";
  return t("wtw.space.at", { values: { row: y + 1, col: x + 1, what } });
}
