/**
 * Card names seen in game views, kept so the history screen can name bonus cards: a finished
 * game's record carries card ids only. Names are content, not rules; a card never seen shows
 * its number instead.
 */
import type { CtwCard } from "../bindings/CtwCard";

const KEY = "saloon.ctw.cardNames";

let cache: { id: number; name: string }[] | null = null;

export function rememberCardNames(cards: readonly CtwCard[]): void {
  if (cards.length === 0) return;
  const names = cards.map((c) => ({ id: c.id, name: c.name }));
  if (cache && JSON.stringify(cache) === JSON.stringify(names)) return;
  cache = names;
  try {
    localStorage.setItem(KEY, JSON.stringify(names));
  } catch {
    // Storage may be unavailable; the names are only a nicety.
  }
}

export function knownCardNames(): { id: number; name: string }[] {
  if (cache) return cache;
  try {
    const raw = localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      cache = parsed.filter(
        (c): c is { id: number; name: string } =>
          typeof c === "object" && c !== null && typeof c.id === "number" && typeof c.name === "string",
      );
      return cache;
    }
  } catch {
    // Fall through to no names.
  }
  return [];
}
