/** svelte-i18n set up for unit tests with the real bundles. */
import { get } from "svelte/store";
import { addMessages, init, locale } from "svelte-i18n";
import { _ } from "../i18n/format";
import mainEn from "../i18n/en.json";
import mainFr from "../i18n/fr.json";
import type { Translate } from "../lib/translate";

type Tree = { [key: string]: string | Tree };

/** Each game's own words (`ui/src/<game>/i18n/<lang>.json`), by file. */
const gameBundles = import.meta.glob<Tree>("../*/i18n/*.json", { import: "default", eager: true });

function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const there = into[key];
    into[key] = typeof value === "object" && typeof there === "object" ? merge({ ...there }, value) : value;
  }
  return into;
}

/** A language's whole bundle, as the app has it once every game is loaded: shared and games' words. */
function bundle(lang: "en" | "fr", main: Tree): Tree {
  return Object.entries(gameBundles)
    .filter(([path]) => path.endsWith(`/i18n/${lang}.json`))
    .reduce((all, [, words]) => merge(all, words), merge({}, main));
}

export const en: Tree = bundle("en", mainEn);
export const fr: Tree = bundle("fr", mainFr);

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
