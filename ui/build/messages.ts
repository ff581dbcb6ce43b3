import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

// The app's words are ICU messages in `ui/src/**/i18n/<lang>.json`. The build hands the app
// their syntax trees instead of their text, so the app formats them without the ICU parser
// (aliased away in the build: a third of the start-up script). `ui/src/i18n/format.ts` formats
// both shapes; `ui/src/i18n/compiled.test.ts` checks every message formats alike from each.

/** A bundle: message ids (nested by dots) to ICU text. */
export type Bundle = { [key: string]: string | Bundle };
/** The same bundle with every message compiled. */
export type CompiledBundle = { [key: string]: MessageFormatElement[] | CompiledBundle };

/** Every message of `bundle` parsed as svelte-i18n parses it (tags are text). Throws on a syntax error. */
export function compileBundle(bundle: Bundle, where = ""): CompiledBundle {
  const out: CompiledBundle = {};
  for (const [key, value] of Object.entries(bundle)) {
    const id = where ? `${where}.${key}` : key;
    if (typeof value === "string") {
      try {
        out[key] = parse(value, { ignoreTag: true });
      } catch (error) {
        throw new Error(`message "${id}" is not valid ICU: ${String(error)}`, { cause: error });
      }
    } else {
      out[key] = compileBundle(value, id);
    }
  }
  return out;
}

/** A message bundle's path: an `i18n` folder's `<lang>.json`. */
export const BUNDLE_PATH = /\/i18n\/[a-z]{2}(-[A-Z]{2})?\.json$/;

/** The Vite plugin that compiles the bundles as they are imported, in the build only. */
export function precompileMessages(): Plugin {
  return {
    name: "saloon-precompile-messages",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!BUNDLE_PATH.test(id.split("?")[0] ?? id)) return null;
      return { code: JSON.stringify(compileBundle(JSON.parse(code) as Bundle)), map: null };
    },
  };
}
