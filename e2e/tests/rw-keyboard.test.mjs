// A whole solo game of Rolled West against the Claim Jumper with the keyboard alone, from the
// home screen to the final score: Tab, Shift+Tab and Enter through home and setup, the terrain
// die, a box on the sheet then Confirm, banks, End turn, the offers between turns, and the
// arrows between the sheets' tabs. Every control pressed shows a visible focus, and once, every
// stop of the table's tab order does.
// The test reads the screen (phase, what is lit) but sends nothing but keys.

import assert from "node:assert/strict";
import { assertVisibleFocus, everyStopShowsFocus, KEY, tabAndPress, tabTo } from "../lib/keyboard.mjs";
import { bestPurchase, waitForTurn, waitPast } from "../lib/rw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

/** @param {Driver} driver */
export async function soloByKeyboardOnly(driver) {
  await driver.setViewport({ width: 1440, height: 900 });
  await driver.waitFor('[data-testid="new-game-rolled-west"]');
  await tabAndPress(driver, '[data-testid="new-game-rolled-west"]');
  await driver.waitFor('[data-testid="setup"]');
  await tabAndPress(driver, '[data-testid="start"]');
  await driver.waitFor('[data-testid="rw-game"]', { timeout: 20_000 });

  let walked = false;
  let bought = 0;
  for (let steps = 0; ; steps++) {
    const s = await waitForTurn(driver);
    if (s.over) break;
    assert.ok(!s.handoff, "no hand-off with one person at the table");
    assert.ok(steps < 150, "the game ends");
    if (s.asked) {
      // Bank the last die on offer, or pass.
      await driver.waitFor('[data-testid="offer-panel"]');
      const dice = await driver.findAll('button[data-testid^="offer-die-"]');
      await tabAndPress(
        driver,
        dice.length > 0 ? `[data-testid="offer-die-${dice.length - 1}"]` : '[data-testid="pass"]',
      );
    } else if (s.phase === "terrain") {
      await tabAndPress(driver, 'button[data-testid^="die-"]');
    } else if (s.phase === "spend") {
      if (!walked) {
        walked = true;
        await tabTo(driver, '[data-testid="end-turn"]');
        const stops = await everyStopShowsFocus(driver, "the Rolled West table");
        assert.ok(stops > 5, `the table has its controls in the tab order (${stops})`);
        // The sheets' tabs are one stop (the sheet shown): the arrows show the Claim Jumper's
        // sheet, its tab focused, and back to the player's own.
        await tabTo(driver, '[data-testid="tab-sheet-0"][aria-selected="true"]');
        await driver.keys(KEY.right);
        await driver.waitFor('[data-testid="tab-sheet-1"][aria-selected="true"]:focus');
        await assertVisibleFocus(driver, "the Claim Jumper's tab");
        await driver.keys(KEY.left);
        await driver.waitFor('[data-testid="tab-sheet-0"][aria-selected="true"]:focus');
      }
      const box = await bestPurchase(driver);
      if (box) {
        // Enter looks at the purchase (the dice it would pay with ringed); Confirm buys it.
        await tabAndPress(driver, box);
        await driver.waitFor('[data-testid="pays"]');
        await tabAndPress(driver, '[data-testid="confirm"]');
        bought++;
      } else {
        const banks = await driver.findAll('button[data-testid^="bank-"]');
        if (banks.length > 0) {
          const last = await driver.execute(() => {
            const b = [...document.querySelectorAll('button[data-testid^="bank-"]')];
            return /** @type {HTMLElement} */ (b[b.length - 1]).dataset.testid;
          });
          await tabAndPress(driver, `[data-testid="${last}"]`);
        } else {
          await tabAndPress(driver, '[data-testid="end-turn"]');
        }
      }
    } else {
      assert.fail(`a moment the keyboard test does not know: ${JSON.stringify(s)}`);
    }
    await waitPast(driver, s.step);
  }
  assert.ok(bought > 0, "bought something by keys");
  await driver.waitFor('[data-testid="score-table"]');
  // The score screen's buttons are reached the same way.
  await tabTo(driver, '[data-testid="score-home"]');
  await driver.screenshot("rw-keyboard-score");
  await driver.keys(KEY.enter);
  await driver.waitFor('[data-testid="new-game-rolled-west"]');
}
soloByKeyboardOnly.timeoutMs = 240_000;
