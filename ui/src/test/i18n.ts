/** svelte-i18n set up for unit tests with the real bundles. */
import { get } from "svelte/store";
import { _, addMessages, init, locale } from "svelte-i18n";
import en from "../i18n/en.json";
import fr from "../i18n/fr.json";
import type { Translate } from "../ctw/bonus";

let ready = false;

export function translator(lang: "en" | "fr"): Translate {
  if (!ready) {
    addMessages("en", en);
    addMessages("fr", fr);
    init({ fallbackLocale: "en", initialLocale: lang });
    ready = true;
  }
  locale.set(lang);
  const t = get(_);
  return (id, options) => t(id, options);
}
