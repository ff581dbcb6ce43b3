/**
 * `ui/src/lib` and `ui/src/screens` know no game: they reach a game's UI only through
 * `ui/src/games/registry.ts`; and a game's folder knows no other game (what two games share
 * lives in `lib`). This fails on any import (static, dynamic or re-export) across those lines,
 * so adding a game stays one folder plus one registry line, and removing one breaks no other.
 */
import { describe, expect, it } from "vitest";
import registry from "../games/registry.ts?raw";

// Every source file of the shared folders, as text, keyed by its path from `ui/src/lib`.
const shared: Record<string, string> = {
  ...import.meta.glob<string>("./**/*.{ts,svelte}", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>("../screens/**/*.{ts,svelte}", { query: "?raw", import: "default", eager: true }),
};

// Every source file of the game folders, tests too, keyed by its path from `ui/src/lib`.
const inGames: Record<string, string> = import.meta.glob<string>("../*/**/*.{ts,svelte}", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The folders the registry loads games from: a loader of `../wtw/index` gives `wtw`. */
const games = [...registry.matchAll(/import\(\s*["']\.\.\/([^/"']+)\//g)].map((m) => m[1] ?? "");

/** What a file imports: `from "…"`, `import "…"` and `import("…")`. */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1] ?? "");
}

/** The folder under `ui/src` a relative import from `file` (a path from `ui/src/lib`) lands in. */
function targetFolder(file: string, spec: string): string {
  const parts = ["lib"];
  for (const part of [...file.split("/").slice(0, -1), ...spec.split("/")]) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.filter((p) => p !== "")[0] ?? "";
}

describe("the shared UI knows no game", () => {
  it("reads the game folders from the registry and the shared files", () => {
    expect(games).toEqual(expect.arrayContaining(["wtw", "ctw"]));
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(["./api.ts", "../screens/Game.svelte"]));
  });

  it("finds no import of a game folder under ui/src/lib or ui/src/screens", () => {
    const offending = Object.entries(shared).flatMap(([file, text]) =>
      specifiers(text)
        .filter((spec) => spec.startsWith(".") && games.includes(targetFolder(file, spec)))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it("finds no game folder importing another game's", () => {
    const offending = Object.entries(inGames).flatMap(([file, text]) => {
      const own = targetFolder(file, ".");
      if (!games.includes(own)) return [];
      return specifiers(text)
        .filter(
          (spec) =>
            spec.startsWith(".") && games.includes(targetFolder(file, spec)) && targetFolder(file, spec) !== own,
        )
        .map((spec) => `${file} imports ${spec}`);
    });
    expect(Object.keys(inGames)).toEqual(expect.arrayContaining(["../wtw/Market.svelte", "../ctw/bonus.ts"]));
    expect(offending).toEqual([]);
  });

  it("would catch one", () => {
    expect(targetFolder("../wtw/Market.svelte", "../ctw/bonus")).toBe("ctw");
    expect(targetFolder("../wtw/Market.svelte", ".")).toBe("wtw");
    expect(targetFolder("../screens/Game.svelte", "../wtw/WtwGame.svelte")).toBe("wtw");
    expect(targetFolder("./api.ts", "../ctw/logic")).toBe("ctw");
    expect(targetFolder("./api.ts", "./flow")).toBe("lib");
    expect(specifiers('import X from "../somegame/A.svelte";\nconst m = import("../othergame/index");')).toEqual([
      "../somegame/A.svelte",
      "../othergame/index",
    ]);
  });
});
