// The app opens on the home screen, renders at phone, tablet and desktop sizes, talks to the
// Rust side, and its language switch works by touch and survives a reload.

import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkLargeText } from "../lib/largeText.mjs";

const root = new URL("../../", import.meta.url);
const packageVersion = JSON.parse(readFileSync(new URL("package.json", root), "utf8")).version;

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

/** @param {Driver} driver */
export async function opensOnHomeAtEveryViewport(driver) {
  await driver.waitFor('[data-testid="title"]');
  assert.equal(await driver.text('[data-testid="title"]'), "Saloon");
  assert.equal((await driver.findAll("[data-game]")).length, 4);

  await driver.atEachViewport("home", async (viewport) => {
    const size = await driver.viewportSize();
    assert.deepEqual(size, { width: viewport.width, height: viewport.height }, `${viewport.name} viewport`);
    // Nothing may scroll sideways, at any size.
    const overflow = await driver.execute(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0, `horizontal overflow at ${viewport.name}`);
    // Touch UI: every button is at least 44 by 44 CSS pixels.
    const small = await driver.execute(() =>
      [...document.querySelectorAll("button, [role=button], a[href]")]
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { text: el.textContent?.trim(), w: r.width, h: r.height };
        })
        .filter((b) => b.w < 44 || b.h < 44),
    );
    assert.deepEqual(small, [], `tap targets smaller than 44px at ${viewport.name}`);
  });
  // The games' names and player counts keep their words whole ("Circle", never "Circl" and "e").
  await checkLargeText(driver, "home", undefined, {
    wholeWords: "[data-game] .name, [data-game] .players, [data-testid='daily'] .title",
  });
}

/** @param {Driver} driver */
export async function showsTheVersionFromTheRustSide(driver) {
  const text = await driver.waitFor(async () => {
    const t = await driver.text('[data-testid="version"]');
    return t.trim() ? t : null;
  });
  assert.equal(text, `Version ${packageVersion}`);

  // A direct round trip through the IPC bridge, as the UI's api.ts does it.
  const result = await driver.executeAsync(`
    const done = arguments[arguments.length - 1];
    window.__TAURI_INTERNALS__.invoke("app_version").then(
      (v) => done({ ok: v }),
      (e) => done({ err: String(e) }),
    );
  `);
  assert.deepEqual(result, { ok: packageVersion });
}

/** @param {Driver} driver */
export async function languageSwitchByTouchPersistsAcrossReload(driver) {
  await driver.waitFor('[data-locale="fr"]');
  await driver.setViewport({ width: 390, height: 844 });
  assert.equal(await driver.text("#games-heading"), "GAMES ON THE TABLE");

  await driver.tap('[data-locale="fr"]');
  await driver.waitFor(async () => (await driver.text("#games-heading")) === "LES JEUX SUR LA TABLE", {
    message: "French heading after tapping Français",
  });
  assert.equal(await driver.attribute('[data-locale="fr"]', "aria-pressed"), "true");
  assert.equal(await driver.execute("return document.documentElement.lang;"), "fr");
  await driver.atEachViewport("home-fr");
  await checkLargeText(driver, "home-fr", undefined, {
    wholeWords: "[data-game] .name, [data-game] .players, [data-testid='daily'] .title",
  });

  // The choice is saved by the backend (set_settings) in this test's own XDG_DATA_HOME, in
  // the newer of the two alternating save slots.
  const slotFiles = ["saloon-a.json", "saloon-b.json"].map((f) => join(driver.dataDir, "com.saloon.table", f));
  await driver.waitFor(() => slotFiles.some((f) => existsSync(f)), { message: slotFiles.join(", ") });
  const newest = () =>
    slotFiles
      .filter((f) => existsSync(f))
      .map((f) => JSON.parse(readFileSync(f, "utf8")).snapshot)
      .sort((a, b) => b.seq - a.seq)[0];
  const saved = await driver.executeAsync(`
    const done = arguments[arguments.length - 1];
    window.__TAURI_INTERNALS__.invoke("get_settings").then((v) => done(v), (e) => done({ err: String(e) }));
  `);
  assert.equal(saved.language, "fr");
  assert.equal(newest().entries.settings.language, "fr");

  await driver.refresh();
  await driver.waitFor(async () => (await driver.text("#games-heading")) === "LES JEUX SUR LA TABLE", {
    message: "French heading after reload",
  });

  // And back to English with a plain click.
  await driver.click('[data-locale="en"]');
  await driver.waitFor(async () => (await driver.text("#games-heading")) === "GAMES ON THE TABLE");
}

/** @param {Driver} driver */
export async function enforcesTheContentSecurityPolicy(driver) {
  await driver.waitFor('[data-testid="title"]');
  // Served from Tauri's own protocol, with the CSP from tauri.conf.json: no string evaluation.
  const result = await driver.execute(`
    try { eval("1"); return { origin: location.origin, eval: "allowed" }; }
    catch (error) { return { origin: location.origin, eval: String(error) }; }
  `);
  assert.equal(result.origin, "tauri://localhost");
  assert.match(result.eval, /Content Security Policy/);
}

// A newcomer on a phone sees every game named on the first screen, each a tap from its card.
/** @param {Driver} driver */
export async function everyGameIsNamedOnAPhonesFirstScreen(driver) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    await driver.setViewport(size);
    await driver.waitFor('[data-testid="title"]');
    await driver.execute("window.scrollTo(0, 0);");
    const named = await driver.execute(() => {
      /** @param {Element} el */
      const seen = (el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight && r.height > 0;
      };
      return [...document.querySelectorAll("[data-game]")].map((card) => {
        const name = card.querySelector(".name")?.textContent?.trim() ?? "";
        const inIndex = [...document.querySelectorAll('[data-testid="game-index"] button')].some(
          (b) => b.textContent?.trim() === name && seen(b),
        );
        return { name, seen: seen(card) || inIndex };
      });
    });
    assert.deepEqual(
      named.filter((/** @type {{ seen: boolean }} */ g) => !g.seen).map((/** @type {{ name: string }} */ g) => g.name),
      [],
      `games not named on the first screen at ${size.width}x${size.height}`,
    );
    await driver.screenshot(`home-first-screen-${size.width}`);
  }
  // A tap on a name brings its card's New game into view.
  await driver.tap('[data-testid="index-wild-tiles"]');
  await driver.waitFor(
    async () =>
      driver.execute(`
        const r = document.querySelector('[data-testid="new-game-wild-tiles"]').getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      `),
    { message: "Wild Tiles' New game in view" },
  );
  await driver.screenshot("home-index-wild-tiles-360");
}
