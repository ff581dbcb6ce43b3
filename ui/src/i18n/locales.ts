/** The languages Saloon ships, in the order the language switch shows them. */
export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the first supported language from a list of BCP 47 tags (most preferred first),
 * matching on the primary subtag so "fr-CA" gives "fr". Falls back to English.
 */
export function pickLocale(preferred: readonly (string | null | undefined)[]): Locale {
  for (const tag of preferred) {
    if (!tag) continue;
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * Where a bundle names the games' content (boards, tiles, cards, ...), keyed by ids. Only the
 * translations have it: the English names are the content TOML's own, which the lookups
 * (wtw/names.ts, ctw/names.ts) fall back to, so en.json does not repeat them.
 */
export const CONTENT_NAMES = "contentNames";
