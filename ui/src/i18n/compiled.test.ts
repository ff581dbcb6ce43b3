import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { compileBundle, type Bundle, type CompiledBundle } from "../../build/messages";
import { formatMessage } from "./format";

// The build hands the app compiled messages (build/messages.ts); the dev server and the unit
// tests read the text. Every message of every bundle must read the same either way.

const bundles = import.meta.glob<Bundle>("../**/i18n/*.json", { import: "default", eager: true });

function leaves(tree: Bundle | CompiledBundle, at = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const id = at ? `${at}.${key}` : key;
    if (typeof value === "string" || Array.isArray(value)) out.set(id, value);
    else for (const [k, v] of leaves(value, id)) out.set(k, v);
  }
  return out;
}

/** Value sets that reach every branch of a message: each plural count and select option. */
function sampleValues(tree: MessageFormatElement[]): Record<string, string | number | Date>[] {
  let samples: Record<string, string | number | Date>[] = [{}];
  const widen = (name: string, options: (string | number | Date)[]) => {
    samples = samples.flatMap((s) => options.map((o) => ({ ...s, [name]: o })));
  };
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument) widen(el.value, ["Ada"]);
      else if (el.type === TYPE.number) widen(el.value, [1234.5]);
      else if (el.type === TYPE.date || el.type === TYPE.time) widen(el.value, [new Date(Date.UTC(2026, 10, 28, 15))]);
      else if (el.type === TYPE.select) {
        widen(el.value, Object.keys(el.options));
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (el.type === TYPE.plural) {
        widen(el.value, [0, 1, 2, 5]);
        for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(tree);
  return samples.slice(0, 64);
}

describe("compiled messages", () => {
  const files = Object.entries(bundles);

  it("finds the shared and every game's bundles", () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  for (const [path, bundle] of files) {
    it(`${path} reads the same compiled as written`, () => {
      const lang = path.endsWith("fr.json") ? "fr" : "en";
      const texts = leaves(bundle);
      const trees = leaves(compileBundle(bundle));
      expect([...trees.keys()]).toEqual([...texts.keys()]);
      for (const [id, tree] of trees) {
        const fromText = (key: string) => (key === id ? texts.get(id) : undefined);
        const fromTree = (key: string) => (key === id ? tree : undefined);
        const samples = sampleValues(tree as MessageFormatElement[]);
        // A message with no argument is asked with no values; one with arguments always with them.
        if (samples.length === 1 && Object.keys(samples[0] ?? {}).length === 0) {
          expect(formatMessage(fromTree, lang, id), id).toBe(formatMessage(fromText, lang, id));
        }
        for (const values of samples) {
          expect(formatMessage(fromTree, lang, id, { values: values as Record<string, string> }), id).toBe(
            formatMessage(fromText, lang, id, { values: values as Record<string, string> }),
          );
        }
      }
    });
  }
});

describe("formatMessage", () => {
  const compiled = compileBundle({ hello: "Hello {name}", plain: "It's {n, plural, one {# cow} other {# cows}}" });
  const lookup = (id: string) => (compiled as Record<string, unknown>)[id];

  it("formats a compiled message with its values", () => {
    expect(formatMessage(lookup, "en", "hello", { values: { name: "Ada" } })).toBe("Hello Ada");
    expect(formatMessage(lookup, "en", "plain", { values: { n: 1 } })).toBe("It's 1 cow");
  });

  it("gives the default, else the id, for a missing message", () => {
    expect(formatMessage(lookup, "en", "nowhere")).toBe("nowhere");
    expect(formatMessage(lookup, "en", "nowhere", { default: "" })).toBe("");
  });

  it("gives the id, not a broken screen, for a message missing its values", () => {
    expect(formatMessage(lookup, "en", "hello")).toBe("hello");
  });

  it("refuses a bundle with a message that is not ICU, naming it", () => {
    expect(() => compileBundle({ a: { b: "{open" } })).toThrow(/"a\.b"/);
  });
});
