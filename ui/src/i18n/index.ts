import { addMessages, init, locale, register, waitLocale } from "svelte-i18n";
import en from "./en.json";
import { DEFAULT_LOCALE, pickLocale, type Locale } from "./locales";

export { LOCALES, isLocale, pickLocale, type Locale } from "./locales";

// English, the fallback, is registered synchronously: it is there from the first frame. French
// is a chunk of its own, loaded the first time it is needed, so the start-up script stays small
// for those who read English (the French bundle names all the content too). The chunk ships
// with the app, so it loads offline; setupI18n waits for it before anything is drawn, and a
// switch to French keeps the current words until it is in: no message id ever shows.
addMessages("en", en);
register("fr", () => import("./fr.json"));

/** A bundle of messages, as a JSON file holds it. */
export type Messages = Parameters<typeof addMessages>[1];

/**
 * Adds a game's own words, from its UI's `index.ts`: they ship in the game's chunk, not in the
 * start-up script. English is added at once; the other languages load when shown (the one
 * shown now by `gameWordsReady`, before the game's screen draws).
 */
export function addGameMessages(
  english: Messages,
  others: Record<Exclude<Locale, "en">, () => Promise<{ default: Messages }>>,
): void {
  addMessages("en", english);
  for (const [lang, load] of Object.entries(others)) register(lang, load);
}

/** Resolves once the current language's words are all in, those of a game just loaded too. */
export async function gameWordsReady(): Promise<void> {
  try {
    await waitLocale();
  } catch (error) {
    // The English words stand in, as for a language that cannot load at start.
    console.error("could not load a game's messages", error);
  }
}

/**
 * Starts svelte-i18n with a saved choice if there is one, else the system languages, and
 * resolves once that language's messages are loaded (mount after it).
 */
export async function setupI18n(saved: Locale | null): Promise<Locale> {
  const initial = saved ?? pickLocale(typeof navigator === "undefined" ? [] : navigator.languages);
  // init's promise is waitLocale's: a failed load is handled below, once.
  Promise.resolve(init({ fallbackLocale: DEFAULT_LOCALE, initialLocale: initial })).catch(() => {});
  try {
    await waitLocale(initial);
  } catch (error) {
    // A language that cannot load must never keep the table from opening: English it is.
    console.error(`could not load the ${initial} messages`, error);
    await locale.set(DEFAULT_LOCALE);
    setDocumentLanguage(DEFAULT_LOCALE);
    return DEFAULT_LOCALE;
  }
  setDocumentLanguage(initial);
  return initial;
}

/** Switches the language; the words change once its messages are loaded (if they fail to, they stay). */
export function setLocale(next: Locale): void {
  Promise.resolve(locale.set(next)).then(
    () => setDocumentLanguage(next),
    (error: unknown) => console.error(`could not load the ${next} messages`, error),
  );
}

function setDocumentLanguage(lang: Locale): void {
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}
