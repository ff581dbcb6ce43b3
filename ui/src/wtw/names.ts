/**
 * The display names of Wild Tiled West's content (boards, wild sides, towns, tiles, partners)
 * in the reader's language.
 *
 * The English names are the content TOML's own (content.ts), so en.json does not repeat them.
 * Other languages name the content in their bundle under `contentNames.wtw`, keyed by ids
 * (never by the English name, which the designer may reword): a name missing there falls back
 * to the TOML's English name.
 *
 * Towns are the exception: they keep the TOML's English name in every language, as the French
 * edition does (its rulebook's translator's note: "nous avons choisi de conserver les noms de
 * villes des plateaux Colonie dans leur version originale"), so no bundle names them.
 */
import { derived, type Readable } from "svelte/store";
import { _ } from "../i18n/format";
import type { Translate } from "../lib/translate";
import { CONTENT_NAMES } from "../i18n/locales";
import { CONTENT, townNames, wildSide, type PartnerGoal } from "./content";

export interface WtwNames {
  board(id: number): string;
  /** The name of the board's wild side. */
  wildSide(board: number): string;
  /**
   * A town by board, side and plot index (0 for plot A), as in the view's `side.towns`: the
   * TOML's English name in every language.
   */
  town(board: number, wild: boolean, index: number): string;
  tile(id: number): string;
  partner(id: number): string;
}

const PREFIX = `${CONTENT_NAMES}.wtw`;

/** The name of a town, from the content. */
function townName(board: number, wild: boolean, index: number): string | undefined {
  return townNames(board, wild)?.[index];
}

/** The message id of each translated name (towns have none). */
export const WTW_NAME_KEYS = {
  board: (id: number) => `${PREFIX}.board.${id}`,
  wildSide: (board: number) => `${PREFIX}.wild.${board}`,
  tile: (id: number) => `${PREFIX}.tile.${id}`,
  partner: (id: number) => `${PREFIX}.partner.${id}`,
};

/** The names through a translator (the game log's, or `$_`). */
export function wtwNames(t: Translate): WtwNames {
  const name = (key: string, english: string | undefined, fallback: string) => t(key, { default: english ?? fallback });
  const keys = WTW_NAME_KEYS;
  return {
    board: (id) => name(keys.board(id), CONTENT.boards.find((b) => b.id === id)?.name, `#${id}`),
    wildSide: (board) => name(keys.wildSide(board), wildSide(board)?.name, `#${board}`),
    town: (board, wild, index) => townName(board, wild, index) ?? `#${index + 1}`,
    tile: (id) => name(keys.tile(id), CONTENT.tiles.find((x) => x.id === id)?.name, `#${id}`),
    partner: (id) => name(keys.partner(id), CONTENT.partners.find((p) => p.id === id)?.name, `#${id}`),
  };
}

/**
 * The names in the current locale, for components: `$wtwName.tile(id)` draws again when the
 * locale changes, as `$_` does.
 */
export const wtwName: Readable<WtwNames> = derived(_, (t) => wtwNames(t));

/** A partner's endgame goal as its card reads, through a translator (`$_` or the log's). */
export function partnerGoalText(t: Translate, goal: PartnerGoal): string {
  const values: Record<string, string | number> = { points: goal.points };
  if (goal.kind === "per-ace-of-suit") values["suit"] = t(`wtw.suit.${goal.suit}`);
  if (goal.kind === "per-gold-left") values["per"] = goal.per;
  // The view counts mining spaces from 0 at the bottom; the board prints them from 1.
  if (goal.kind === "mining-at-least") values["space"] = goal.space + 1;
  if (goal.kind === "few-bandits-standing") values["less"] = goal.less;
  return t(`wtw.goal.${goal.kind}`, { values });
}
