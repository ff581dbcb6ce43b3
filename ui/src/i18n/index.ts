import { addMessages, init, locale } from "svelte-i18n";
import en from "./en.json";
import fr from "./fr.json";
import { DEFAULT_LOCALE, pickLocale, type Locale } from "./locales";

export { LOCALES, isLocale, pickLocale, type Locale } from "./locales";

// Both bundles are small, so they are registered synchronously: no loading state, no flash
// of message ids, and the app works offline from the first frame.
addMessages("en", en);
addMessages("fr", fr);

/** Starts svelte-i18n with a saved choice if there is one, else the system languages. */
export function setupI18n(saved: Locale | null): Locale {
  const initial = saved ?? pickLocale(typeof navigator === "undefined" ? [] : navigator.languages);
  init({ fallbackLocale: DEFAULT_LOCALE, initialLocale: initial });
  setDocumentLanguage(initial);
  return initial;
}

export function setLocale(next: Locale): void {
  locale.set(next);
  setDocumentLanguage(next);
}

function setDocumentLanguage(lang: Locale): void {
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}
