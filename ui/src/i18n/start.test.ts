import { get } from "svelte/store";
import { locale } from "svelte-i18n";
import { _ } from "./format";
import { expect, it } from "vitest";
import fr from "./fr.json";
import { setupI18n } from "./index";

// A file of its own: svelte-i18n is one per test file, and this one starts in French.
it("has French in before a French start resolves, so the app mounts with its words", async () => {
  expect(await setupI18n("fr")).toBe("fr");
  expect(get(locale)).toBe("fr");
  expect(get(_)("home.gamesHeading")).toBe(fr.home.gamesHeading);
});
