/**
 * What the table's grid shows, from the view or, while the resolution plays out, from the
 * playback's frame: the cards (those resolved face down), the characters, the paths, and each
 * card in words (its accessible name, what a long press explains). Drawing from the view only.
 */
import type { WtCell } from "../bindings/WtCell";
import type { WtStepOption } from "../bindings/WtStepOption";
import type { WtView } from "../bindings/WtView";
import type { Translate } from "../lib/translate";
import { cardAt } from "./content";
import type { PathOnGrid, PawnOnGrid } from "./gridGeometry";
import { costFrom, DIRS } from "./logic";
import type { WtNames } from "./names";
import type { Frame, Playback } from "./playback";

/** The cards: the playback's, those resolved before the frame face down, or the view's. */
export function shownCells(v: WtView, pb: Playback | null, frame: Frame | null): WtCell[] {
  return frame && pb ? pb.cells.map((c, i) => (frame.flipped.includes(i) ? { ...c, flipped: true } : c)) : v.cells;
}

/** The characters where they stand (at the frame's moment while it plays). */
export function shownPawns(v: WtView, frame: Frame | null): PawnOnGrid[] {
  return v.players.flatMap((p, seat) => {
    const cell = frame ? frame.at[seat] : p.at;
    return cell === null || cell === undefined
      ? []
      : [{ seat, character: p.character, cell, dead: !p.alive && !frame }];
  });
}

/** The paths: every revealed one while it plays or resolves, the viewer's own while planning. */
export function shownPaths(v: WtView, pb: Playback | null, frame: Frame | null, viewer: number | null): PathOnGrid[] {
  if (frame && pb) {
    return pb.paths.flatMap((plan, seat) =>
      plan && plan.cells.length > 0
        ? [{ seat, character: v.players[seat]?.character ?? 0, plan, from: pb.start[seat] ?? null, upTo: null }]
        : [],
    );
  }
  if (v.phase.type === "planning") {
    const me = viewer !== null ? v.players[viewer] : undefined;
    return me && viewer !== null && me.path && me.path.cells.length > 0
      ? [{ seat: viewer, character: me.character, plan: me.path, from: me.at, upTo: null }]
      : [];
  }
  if (v.phase.type === "over") return [];
  // Mid-resolution (a bid, a choice, a die): the revealed paths.
  const start = pb && pb.paths.length > 0 ? pb.start : [];
  return v.players.flatMap((p, seat) =>
    p.path && p.path.cells.length > 0
      ? [{ seat, character: p.character, plan: p.path, from: start[seat] ?? null, upTo: null }]
      : [],
  );
}

/** What the words about a card need. */
export interface CellWords {
  t: Translate;
  names: WtNames;
  v: Pick<WtView, "size" | "edition">;
  cells: readonly WtCell[];
  pawns: readonly PawnOnGrid[];
  /** The viewer's next steps into a cell. */
  options: (cell: number) => readonly WtStepOption[];
  name: (seat: number) => string;
}

/**
 * A card's accessible name: where it is, what it is, what stepping in costs (unless `costs` is
 * false: the explanation lists every side's cost itself), who stands there.
 */
export function cellLabel(w: CellWords, i: number, costs = true): string {
  const { t, names, v } = w;
  const c = w.cells[i];
  const where = t("wt.cellPlace", { values: { row: Math.floor(i / v.size) + 1, col: (i % v.size) + 1 } });
  const parts: string[] = [];
  const card = c?.card ? cardAt(c.card.card, v.edition) : null;
  if (!c?.card || !card) parts.push(t("wt.emptyCell"));
  else if (c.flipped) parts.push(t("wt.faceDown", { values: { card: names.card(c.card.card) } }));
  else parts.push(`${names.card(c.card.card)}, ${names.rewards(card)}`);
  for (const o of costs ? w.options(i) : [])
    parts.push(t("wt.costsFrom", { values: { cost: names.cost(o.cost), dir: names.dir(o.side) } }));
  for (const p of w.pawns) if (p.cell === i) parts.push(t("wt.standsHere", { values: { name: w.name(p.seat) } }));
  return `${where}: ${parts.join(", ")}`;
}

/** What a long press on a card explains, and the rules section it links to. */
export function cellExplanation(w: CellWords, i: number): { text: string; section: string } {
  const { t, names } = w;
  const c = w.cells[i];
  const card = c?.card ? cardAt(c.card.card, w.v.edition) : null;
  // Each side's cost once: a side the viewer may step in by now is marked so (with the cost it
  // would take, when that is not the printed one).
  const open = new Map(w.options(i).map((o) => [o.side, names.cost(o.cost)]));
  const entries =
    card && c?.card && !c.flipped
      ? DIRS.map((d) => {
          const cost = names.cost(costFrom(card.entries, c.card!.upside_down, d));
          const entry = `${t(`wt.dirShort.${d}`)} ${cost}`;
          const yours = open.get(d);
          if (yours === undefined) return entry;
          return yours === cost
            ? t("wt.entryOpen", { values: { entry } })
            : t("wt.entryOpenCosts", { values: { entry, cost: yours } });
        }).join("; ")
      : "";
  return {
    text: card
      ? `${cellLabel(w, i, false)}. ${entries ? t("wt.entries", { values: { list: entries } }) : ""} ${card.note}`
      : cellLabel(w, i),
    section: card?.special ? "specials" : "cards",
  };
}
