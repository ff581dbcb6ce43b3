/**
 * Wild Tiles' deck and characters: the engine's own content, as the app's bindings test writes
 * it (`ui/src/bindings/content/wild-tiles.json`), typed by its ts-rs binding. Data only; what
 * is legal, what costs what and what a path leaves come from the view.
 */
import data from "../bindings/content/wild-tiles.json";
import type { WtCard } from "../bindings/WtCard";
import type { WtCharacter } from "../bindings/WtCharacter";
import type { WtContent } from "../bindings/WtContent";

export const CONTENT: WtContent = data as WtContent;

export function cardAt(index: number): WtCard | null {
  return CONTENT.cards[index] ?? null;
}

export function characterAt(index: number): WtCharacter | null {
  return CONTENT.characters[index] ?? null;
}
