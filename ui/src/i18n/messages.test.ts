import { getMessageFormatter } from "svelte-i18n";
import { describe, expect, it } from "vitest";
import { en, fr } from "../test/i18n";
import { CONTENT_NAMES, LOCALES, pickLocale } from "./locales";

type Tree = { [key: string]: string | Tree };

/** Every leaf key as a dotted path, e.g. "games.rolledWest.name". */
function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : leafKeys(value, path);
  });
}

function leaves(tree: Tree): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === "string") out.push([path, value]);
      else walk(value, path);
    }
  };
  walk(tree, "");
  return out;
}

type MessageAst = ReturnType<ReturnType<typeof getMessageFormatter>["getAst"]>;

/**
 * ICU argument names a message uses, as svelte-i18n parses it, each once: "{min, plural, one
 * {# gold} other {{max} gold}}" gives max and min; a branch's words ("{gold}" inside a plural
 * branch is text) are not arguments.
 */
function argumentNames(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (ast: MessageAst) => {
    for (const element of ast) {
      // Type 0 is a literal and 7 the plural's #; the others name an argument.
      if (element.type !== 0 && element.type !== 7 && "value" in element) names.add(element.value);
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  walk(getMessageFormatter(message, locale).getAst());
  return [...names].sort();
}

/**
 * The words a message shows, as svelte-i18n parses it: its ICU syntax and quoting left out,
 * every plural and select branch in: "{n, plural, one {# pt} other {# pts}}" gives the words
 * of both branches, " pt" and " pts", and "l''or '{'x'}'" gives "l'or {x}".
 */
function shownText(ast: MessageAst): string {
  return ast
    .map((element) => {
      if ("options" in element) {
        return Object.values(element.options)
          .map((option) => shownText(option.value))
          .join(" ");
      }
      if ("children" in element) return shownText(element.children);
      // Type 0 is a literal; the others' value is an argument's name.
      return element.type === 0 ? element.value : "";
    })
    .join("");
}

const bundles: Record<string, Tree> = { en, fr };

/**
 * The keys a translation must share with English: all but the content names, which only
 * translations have (the English names are the content TOML's own). wtw/names.test.ts and
 * ctw/names.test.ts check those against the content instead.
 */
function sharedKeys(tree: Tree): string[] {
  return leafKeys(tree).filter((key) => !key.startsWith(`${CONTENT_NAMES}.`));
}

describe("message bundles", () => {
  it("ships one bundle per supported locale", () => {
    expect(Object.keys(bundles).sort()).toEqual([...LOCALES].sort());
  });

  it("English and French have exactly the same keys, recursively, besides the content names", () => {
    expect(sharedKeys(fr).sort()).toEqual(leafKeys(en).sort());
  });

  it("leaves the English content names to the content files", () => {
    expect(Object.keys(en)).not.toContain(CONTENT_NAMES);
    expect(Object.keys(fr)).toContain(CONTENT_NAMES);
  });

  it("has no empty message", () => {
    for (const [name, bundle] of Object.entries(bundles)) {
      for (const [path, value] of leaves(bundle)) {
        expect(value.trim(), `${name}:${path}`).not.toBe("");
      }
    }
  });

  it('calls the wild side by one French name, the rulebook\'s "face Conquête"', () => {
    const frByPath = new Map(leaves(fr));
    for (const [path, value] of leaves(en)) {
      if (/wild side/i.test(value)) expect(frByPath.get(path), path).toMatch(/[Ff]aces? Conquête/);
    }
    for (const [path, value] of leaves(fr)) expect(value, path).not.toMatch(/faces? sauvages?/i);
  });

  it('calls the normal side by one French name, the rulebook\'s "face classique"', () => {
    const frByPath = new Map(leaves(fr));
    for (const [path, value] of leaves(en)) {
      if (/normal side/i.test(value)) expect(frByPath.get(path), path).toMatch(/[Ff]aces? classiques?/);
    }
    for (const [path, value] of leaves(fr)) expect(value, path).not.toMatch(/faces? normales?/i);
  });

  it("writes the French apostrophe ’ (U+2019), never a straight one", () => {
    // A straight ' in a message is ICU quoting only before {, }, #, < or >: shownText leaves
    // those out, so any ' left (a doubled '' included, which shows one) is one the reader sees.
    for (const [path, value] of leaves(fr)) {
      expect(shownText(getMessageFormatter(value, "fr").getAst()), path).not.toContain("'");
    }
  });

  it("uses the same ICU arguments in both languages", () => {
    const frByPath = new Map(leaves(fr));
    for (const [path, value] of leaves(en)) {
      expect(argumentNames(frByPath.get(path) ?? "", "fr"), path).toEqual(argumentNames(value, "en"));
    }
  });
});

describe("pickLocale", () => {
  it("matches on the primary language subtag", () => {
    expect(pickLocale(["fr-CA", "en-US"])).toBe("fr");
    expect(pickLocale(["en_GB"])).toBe("en");
  });

  it("skips unsupported and missing tags", () => {
    expect(pickLocale(["de-DE", undefined, "", "FR"])).toBe("fr");
  });

  it("falls back to English", () => {
    expect(pickLocale([])).toBe("en");
    expect(pickLocale(["ja"])).toBe("en");
  });
});
