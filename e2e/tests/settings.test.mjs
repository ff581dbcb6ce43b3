// Settings: language, colour-blind palette and the hand-off screen, applied at once, saved by
// the backend and still there after a reload.

import assert from "node:assert/strict";
import { checkLayout, confirmPlace, confirmSlot, selectSlot, tapLegalSpot, waitForTurn } from "../lib/ctw.mjs";
import { openNewGame, startGame } from "../lib/home.mjs";
import { checkLargeText } from "../lib/largeText.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

/** @param {Driver} driver */
async function savedSettings(driver) {
  const result = await driver.executeAsync(`
    const done = arguments[arguments.length - 1];
    window.__TAURI_INTERNALS__.invoke("get_settings").then((v) => done({ ok: v }), (e) => done({ err: e }));
  `);
  assert.ok(result.ok, JSON.stringify(result.err));
  return result.ok;
}

/** @param {Driver} driver */
export async function settingsApplyAtOnceAndPersist(driver) {
  await driver.waitFor('[data-testid="open-settings"]');
  await driver.tap('[data-testid="open-settings"]');
  await driver.waitFor('[data-testid="settings"]');
  await driver.atEachViewport("settings", (v) => checkLayout(driver, `settings ${v.name}`));
  await checkLargeText(driver, "settings");

  // Colour-blind palette: the terrain colours change at once (Okabe-Ito orange for desert).
  const desert = () =>
    driver.execute("return getComputedStyle(document.documentElement).getPropertyValue('--terrain-desert').trim();");
  assert.equal(await desert(), "#e6b565");
  await driver.tap('[data-testid="set-palette-colour-blind"]');
  await driver.waitFor(async () => (await desert()) === "#e69f00", { message: "the colour-blind palette" });
  assert.equal(await driver.execute("return document.documentElement.dataset.palette;"), "colour-blind");

  // Hand-off off, French on.
  await driver.tap('[data-testid="set-handoff-off"]');
  await driver.tap('[data-testid="set-language-fr"]');
  await driver.waitFor(async () => (await driver.text('[data-testid="settings"] h1')) === "Réglages", {
    message: "French title",
  });
  await driver.atEachViewport("settings-fr-colour-blind", (v) => checkLayout(driver, `settings fr ${v.name}`));

  await driver.waitFor(
    async () => {
      const s = await savedSettings(driver);
      return s.language === "fr" && s.palette === "colour-blind" && s.hand_off === false;
    },
    { message: "the settings saved by the backend" },
  );

  await driver.refresh();
  await driver.waitFor('[data-testid="home"]');
  await driver.waitFor(async () => (await driver.text("#games-heading")) === "LES JEUX SUR LA TABLE");
  assert.equal(await driver.execute("return document.documentElement.dataset.palette;"), "colour-blind");
  assert.equal(await desert(), "#e69f00");

  // The French table: the setup screen in French, at every size.
  await openNewGame(driver, "circle-the-wagons");
  assert.equal(await driver.text('[data-testid="start"]'), "Commencer la partie");
  await driver.atEachViewport("setup-fr", (v) => checkLayout(driver, `setup fr ${v.name}`));
}

/** @param {Driver} driver */
export async function frenchColourBlindTable(driver) {
  await driver.waitFor('[data-testid="open-settings"]');
  await driver.tap('[data-testid="open-settings"]');
  await driver.waitFor('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="set-palette-colour-blind"]');
  await driver.tap('[data-testid="back"]');
  await startGame(driver, "circle-the-wagons");
  await driver.waitFor('[data-testid="ctw-game"][data-my-turn="true"]', { timeout: 20_000 });
  // Every bonus card reads as a French sentence.
  const sentences = await driver.execute(
    `return [...document.querySelectorAll('[data-testid="bonus-sentence"]')].map((p) => p.textContent.trim());`,
  );
  assert.equal(sentences.length, 3);
  for (const s of sentences) assert.match(s, /point|Course/, s);
  await driver.atEachViewport("draft-fr-colour-blind", (v) => checkLayout(driver, `draft fr ${v.name}`));

  // Play a few turns so the town has cards, then look at a placement in French.
  await driver.setViewport({ width: 390, height: 844 });
  for (let placed = 0; ;) {
    const s = await waitForTurn(driver);
    assert.ok(!s.over, "the game is still on");
    if (s.phase === "draft") {
      await selectSlot(driver);
      await confirmSlot(driver);
      continue;
    }
    if (placed >= 2) break;
    await tapLegalSpot(driver, s.step * 5);
    await confirmPlace(driver);
    placed++;
  }
  await tapLegalSpot(driver, "first");
  assert.match(await driver.text('[data-testid="place-hint"]'), /Elle peut aller ici/);
  await driver.atEachViewport("placing-fr-colour-blind", (v) => checkLayout(driver, `placing fr ${v.name}`));
}
