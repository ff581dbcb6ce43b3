import { IntlMessageFormat } from "intl-messageformat";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { derived } from "svelte/store";
import { json, locale } from "svelte-i18n";
import type { Translate } from "../lib/translate";

// Messages are formatted here rather than by svelte-i18n's `$_`, which takes only strings and
// parses each one at run time. The build compiles every `i18n/*.json` bundle to ICU syntax
// trees (`compile.ts`, through the Vite plugin) and leaves the parser out of the app, a third
// of the start-up script; the dev server and unit tests keep the strings, and this formats
// both alike. svelte-i18n still holds the bundles, loads languages and falls back to English.

/** A message as a bundle holds it: ICU text (dev, tests) or its compiled syntax tree (build). */
export type Message = string | MessageFormatElement[];

/** The message formats of each locale, one per message (a message never changes once added). */
const formats = new Map<string, WeakMap<MessageFormatElement[], IntlMessageFormat>>();

function compiledFormat(tree: MessageFormatElement[], lang: string): IntlMessageFormat {
  let byTree = formats.get(lang);
  if (!byTree) formats.set(lang, (byTree = new WeakMap()));
  let format = byTree.get(tree);
  if (!format) byTree.set(tree, (format = new IntlMessageFormat(tree, lang, undefined, { ignoreTag: true })));
  return format;
}

const textFormats = new Map<string, IntlMessageFormat>();

function textFormat(text: string, lang: string): IntlMessageFormat {
  const key = `${lang}\u0000${text}`;
  let format = textFormats.get(key);
  if (!format) textFormats.set(key, (format = new IntlMessageFormat(text, lang, undefined, { ignoreTag: true })));
  return format;
}

/** Each compiled message's plain text, or null if it has arguments: read once, asked per render. */
const plainTexts = new WeakMap<MessageFormatElement[], string | null>();

/** A tree with no argument, as plain text: what svelte-i18n returned for a message asked with no values. */
function plainText(tree: MessageFormatElement[]): string | null {
  let text = plainTexts.get(tree);
  if (text !== undefined) return text;
  text = "";
  for (const element of tree) {
    if (element.type !== 0 /* literal */) {
      text = null;
      break;
    }
    text += element.value;
  }
  plainTexts.set(tree, text);
  return text;
}

/**
 * Formats message `id` of the bundles in `lang` (svelte-i18n's lookup, English behind), as
 * svelte-i18n's `$_` did: a missing id gives `default`, else the id; a text message asked
 * with no values is returned as written; a message that cannot be formatted with the values
 * given is returned unformatted, with a warning, rather than breaking the screen.
 */
export function formatMessage(
  lookup: (id: string) => unknown,
  lang: string,
  id: string,
  options: Parameters<Translate>[1] = {},
): string {
  const message = lookup(id);
  if (typeof message === "string") {
    if (!options.values) return message;
    try {
      return String(textFormat(message, lang).format(options.values));
    } catch (error) {
      console.warn(`message "${id}" could not be formatted:`, error);
      return message;
    }
  }
  if (!Array.isArray(message)) return options.default ?? id;
  const tree = message as MessageFormatElement[];
  if (!options.values) {
    const text = plainText(tree);
    if (text !== null) return text;
  }
  try {
    return String(compiledFormat(tree, lang).format(options.values));
  } catch (error) {
    console.warn(`message "${id}" could not be formatted:`, error);
    return id;
  }
}

/** `$_`: the formatter for the current language; it changes when the language or the bundles do. */
export const _ = derived([json, locale], ([lookup, lang]) => {
  const translate: Translate = (id, options) => formatMessage((key) => lookup(key), lang ?? "en", id, options);
  return translate;
});
