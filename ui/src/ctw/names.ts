/**
 * Circle the Wagons card names in the reader's language. The backend's view carries each
 * card's English name (from the content TOML), so en.json does not repeat them; other
 * languages name the cards in their bundle under `contentNames.ctw.card.<id>`, and a name
 * missing there falls back to the English one.
 */
import { derived, type Readable } from "svelte/store";
import { _ } from "../i18n/format";
import type { CtwCard } from "../bindings/CtwCard";
import { CONTENT_NAMES } from "../i18n/locales";
import type { Translate } from "../lib/translate";

/** The message id of a card's name. */
export function cardNameKey(id: number): string {
  return `${CONTENT_NAMES}.ctw.card.${id}`;
}

export interface CtwNames {
  /** A card's name, from the card as the view gives it (its id and English name). */
  card(card: Pick<CtwCard, "id" | "name">): string;
}

/** The names through a translator (the game log's, or `$_`). */
export function ctwNames(t: Translate): CtwNames {
  return { card: (card) => t(cardNameKey(card.id), { default: card.name }) };
}

/** The names in the current locale, for components: `$ctwName.card(c)` follows the locale. */
export const ctwName: Readable<CtwNames> = derived(_, (t) => ctwNames(t));
