import { afterEach, describe, expect, it, vi } from "vitest";
import { scrollBehavior } from "./media.svelte";

describe("scrollBehavior", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("scrolls at once when the player asks for reduced motion, smoothly otherwise", () => {
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: q === "(prefers-reduced-motion: reduce)" }));
    expect(scrollBehavior()).toBe("auto");
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    expect(scrollBehavior()).toBe("smooth");
  });
});
