/**
 * Wild Tiles' deck and characters: the engine's own content, as the app's bindings test writes
 * it (`ui/src/bindings/content/wild-tiles.json`), typed by its ts-rs binding. Data only; what
 * is legal, what costs what and what a path leaves come from the view.
 */
import { getContext, setContext } from "svelte";
import data from "../bindings/content/wild-tiles.json";
import type { WtCard } from "../bindings/WtCard";
import type { WtCharacter } from "../bindings/WtCharacter";
import type { WtContent } from "../bindings/WtContent";

export const CONTENT: WtContent = data as WtContent;

/**
 * Card `index` as printed in the deck of rules edition `edition` (the view's `edition`): games
 * begun before the deck was rebalanced keep the first deck's costs and rewards.
 */
export function cardAt(index: number, edition?: number): WtCard | null {
  return (edition === 1 ? CONTENT.first_edition_cards : CONTENT.cards)[index] ?? null;
}

const EDITION = Symbol("wild-tiles deck edition");

/** A game or replay screen tells the cards drawn inside it which deck they come from. */
export function provideDeckEdition(edition: () => number | undefined): void {
  setContext(EDITION, edition);
}

/** The deck edition of the screen a card is drawn in (the current deck outside any game). */
export function deckEdition(): () => number | undefined {
  return getContext<(() => number | undefined) | undefined>(EDITION) ?? (() => undefined);
}

export function characterAt(index: number): WtCharacter | null {
  return CONTENT.characters[index] ?? null;
}
