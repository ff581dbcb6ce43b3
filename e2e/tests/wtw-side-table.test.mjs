// Wild Tiled West's Table pane beside the board on a tablet: the scoreboard's rounds are named
// by text a screen reader reads (no aria-label on a plain span), and the pane passes axe.

import assert from "node:assert/strict";
import { openSetup, startFromSetup } from "../lib/wtw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

/** @param {Driver} driver */
export async function theTablePanesRoundsAreNamedByText(driver) {
  await driver.setViewport({ width: 1024, height: 768 });
  await openSetup(driver);
  await startFromSetup(driver);
  await driver.tap('[data-testid="side-table"]');
  await driver.waitFor('[data-testid="scoreboard"]');
  const rounds = await driver.execute(`
    return [...document.querySelectorAll('[data-testid="scoreboard"] .rounds')].map((el) => ({
      label: el.getAttribute("aria-label"),
      role: el.getAttribute("role"),
      text: el.textContent.trim(),
    }));
  `);
  assert.equal(rounds.length, 4, "a row of rounds a year");
  for (const r of rounds) {
    assert.ok(r.label === null || r.role !== null, `an aria-label on a plain span: ${JSON.stringify(r)}`);
    assert.match(r.text, /^\d+ rounds$/, `the rounds told by text: ${JSON.stringify(r)}`);
  }
  // axe runs before the screenshot: no serious violation in the pane.
  await driver.screenshot("wtw-side-table-tablet");
}
