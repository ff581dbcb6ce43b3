// Wild Tiled West in French with the colour-blind palette: the prompts, the market and the
// board read in French and fit at the three sizes.

import assert from "node:assert/strict";
import {
  checkLayout,
  chooseDraft,
  confirm,
  ghostOnSpot,
  openSetup,
  placementGains,
  playOneStep,
  startFromSetup,
  textOf,
  waitForTurn,
} from "../lib/wtw.mjs";
import { WTW_VIEWPORTS } from "../lib/webdriver.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

/** @param {Driver} driver */
export async function frenchColourBlindSettlement(driver) {
  await driver.setViewport({ width: 390, height: 844 });
  await driver.waitFor('[data-testid="open-settings"]');
  await driver.tap('[data-testid="open-settings"]');
  await driver.waitFor('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="set-palette-colour-blind"]');
  await driver.tap('[data-testid="back"]');
  await openSetup(driver);
  assert.match(await driver.text('[data-testid="mode-solo"]'), /Solo/);
  await startFromSetup(driver);

  let s = await waitForTurn(driver);
  assert.equal(s.decision, "keep-partner");
  assert.match(await textOf(driver, '[data-testid="status"]'), /Gardez un partenaire/);
  await playOneStep(driver, s);

  s = await waitForTurn(driver);
  assert.equal(s.decision, "draft");
  assert.match(await textOf(driver, '[data-testid="status"]'), /draftez une tuile/);
  assert.ok(await chooseDraft(driver), "a die to draft with");
  await driver.atEachViewport(
    "wtw-fr-colour-blind-drafting",
    (v) => checkLayout(driver, `drafting fr ${v.name}`),
    WTW_VIEWPORTS,
  );
  await driver.setViewport({ width: 390, height: 844 });
  await confirm(driver, "confirm-draft");

  s = await waitForTurn(driver);
  assert.equal(s.decision, "place-tile");
  // Moved off the start, the first tile breaks a rule, and the hint names it.
  await ghostOnSpot(driver, 0);
  for (let i = 0; i < 4; i++) await driver.keys("\uE012");
  await driver.waitFor(
    async () =>
      /première tuile doit couvrir|dépasserait du bord|ne couvre jamais/.test(
        await textOf(driver, '[data-testid="place-hint"]'),
      ),
    { message: "the rule an illegal ghost breaks, named" },
  );
  await ghostOnSpot(driver, 0);
  assert.match(await textOf(driver, '[data-testid="place-hint"]'), /Elle tient ici/);
  await placementGains(driver);
  assert.match(await textOf(driver, '[data-testid="place-gains"]'), /Ce placement rapporte/);
  await driver.atEachViewport(
    "wtw-fr-colour-blind-placing",
    (v) => checkLayout(driver, `placing fr ${v.name}`),
    WTW_VIEWPORTS,
  );
}
