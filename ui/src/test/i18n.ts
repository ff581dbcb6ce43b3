/** svelte-i18n set up for unit tests with the real bundles. */
import { get } from "svelte/store";
import { _, addMessages, init, locale } from "svelte-i18n";
import en from "../i18n/en.json";
import fr from "../i18n/fr.json";
import type { Translate } from "../lib/translate";

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

type Tree = { [key: string]: string | Tree };

/** Every message of a bundle under `prefix` (e.g. "contentNames.wtw"), by its dotted id. */
export function messagesUnder(bundle: object, prefix: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: Tree, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const id = `${path}.${key}`;
      if (typeof value === "string") out.set(id, value);
      else walk(value, id);
    }
  };
  let node: unknown = bundle;
  for (const part of prefix.split(".")) node = (node as Tree | undefined)?.[part];
  if (node && typeof node === "object") walk(node as Tree, prefix);
  return out;
}
