import { describe, expect, it } from "vitest";
import { en, fr } from "../test/i18n";
import { SCORE_KEYS } from "./logic";

type Tree = { [key: string]: string | Tree };

function at(tree: Tree, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Tree)[key] : undefined), tree);
}

describe("score lines", () => {
  // "Trailblazing -4" on turn 1 meant nothing to a new player.
  it("each explains itself in a sentence, in English and French", () => {
    for (const key of SCORE_KEYS) {
      for (const [lang, bundle] of [
        ["en", en],
        ["fr", fr],
      ] as const) {
        const sentence = at(bundle, `wtw.scoreExplain.${key}`);
        expect(typeof sentence === "string" && sentence.trim().endsWith("."), `${lang}: ${key}`).toBe(true);
      }
    }
  });
});
