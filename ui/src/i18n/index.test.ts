import { get } from "svelte/store";
import { dictionary, locale, waitLocale } from "svelte-i18n";
import { _ } from "./format";
import { describe, expect, it } from "vitest";
import fr from "./fr.json";
import { setLocale, setupI18n } from "./index";

// French is loaded on demand (index.ts). What the app relies on to never draw a message id:
// start() mounts once setupI18n resolves, and a switch keeps the words until the new ones are in.
describe("the French messages, loaded on demand", () => {
  it("are not loaded for an English start", async () => {
    expect(await setupI18n("en")).toBe("en");
    expect(get(_)("home.gamesHeading")).toBe("Games on the table");
    expect(get(dictionary)["fr"]).toEqual({});
  });

  it("come in on a switch, the English words staying until then", async () => {
    setLocale("fr");
    expect(get(locale)).toBe("en");
    expect(get(_)("home.gamesHeading")).toBe("Games on the table");
    await waitLocale("fr");
    expect(get(locale)).toBe("fr");
    expect(get(_)("home.gamesHeading")).toBe(fr.home.gamesHeading);
  });
});
