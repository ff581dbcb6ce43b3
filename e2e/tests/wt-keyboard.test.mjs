// A whole solo game of Wild Tiles with the keyboard alone, from the home screen to the final
// score: Tab and Enter through home and setup; each path planned on the grid with the arrow
// keys and Enter (Space once), the side chosen from the picker by Tab, a step undone with
// Backspace, the plan locked with L or its button; the resolution skipped, bids chosen and
// confirmed, cards given up, all through the tab order with a visible focus. The test reads
// the screen (the rings of reachable cards) but sends nothing but keys.

import assert from "node:assert/strict";
import { assertVisibleFocus, everyStopShowsFocus, KEY, tabAndPress, tabTo } from "../lib/keyboard.mjs";
import { reachable, waitForTurn, waitPast, wtState } from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const CURSOR = '[data-testid="wt-grid"] .cell[tabindex="0"]';

/** The grid cell that has the focus, or null. @param {Driver} driver @returns {Promise<number | null>} */
async function focusedCell(driver) {
  return driver.execute(() => {
    const c = document.activeElement?.closest?.('[data-testid="wt-grid"] [data-cell]');
    return c ? Number(/** @type {HTMLElement} */ (c).dataset.cell) : null;
  });
}

/**
 * One step of the path by keys: into the grid by Tab (its one stop), the arrows to a reachable
 * card (not a deadly one when another will do), Enter or Space; the side from the picker by
 * Tab when the card may be entered from more than one; Enter again to accept a deadly step.
 * @param {Driver} driver
 * @param {string} press
 */
async function stepByKeys(driver, press) {
  const s = await wtState(driver);
  const options = await reachable(driver);
  assert.ok(options.length > 0, "a step is offered");
  const safe = options.filter((o) => !o.deadly);
  const o = (safe.length > 0 ? safe : options)[0];
  if ((await focusedCell(driver)) === null) await tabTo(driver, CURSOR);
  const at = /** @type {number} */ (await focusedCell(driver));
  const size = o.size;
  const dx = (o.cell % size) - (at % size);
  const dy = Math.floor(o.cell / size) - Math.floor(at / size);
  const moves = [
    ...Array(Math.abs(dx)).fill(dx > 0 ? KEY.right : KEY.left),
    ...Array(Math.abs(dy)).fill(dy > 0 ? KEY.down : KEY.up),
  ];
  if (moves.length > 0) await driver.keys(...moves);
  await driver.waitFor(async () => (await focusedCell(driver)) === o.cell, { message: `the cursor on card ${o.cell}` });
  await assertVisibleFocus(driver, `the grid's card ${o.cell}`);
  await driver.keys(press);
  const picker = await driver.waitFor(
    async () => {
      if ((await driver.findAll('[data-testid="side-picker"]')).length > 0) return "picker";
      if ((await driver.findAll('[data-testid="refusal"]')).length > 0) return "refusal";
      const now = await wtState(driver);
      return now.step !== s.step && !now.busy ? "stepped" : null;
    },
    { message: "the step taken, its side asked, or a warning" },
  );
  if (picker === "picker") {
    await tabAndPress(driver, '[data-testid="side-picker"] button[data-testid^="side-"]');
  } else if (picker === "refusal") {
    assert.ok(o.deadly, "only a deadly step is warned of");
    await driver.keys(KEY.enter);
  }
  await waitPast(driver, s.step);
}

/** @param {Driver} driver */
export async function soloByKeyboardOnly(driver) {
  await driver.setViewport({ width: 1440, height: 900 });
  await driver.waitFor('[data-testid="new-game-wild-tiles"]');
  await tabAndPress(driver, '[data-testid="new-game-wild-tiles"]');
  await driver.waitFor('[data-testid="setup"]');
  await tabAndPress(driver, '[data-testid="start"]');
  await driver.waitFor('[data-testid="wt-game"]', { timeout: 20_000 });

  let plans = 0;
  let bids = 0;
  for (let guard = 0; ; guard++) {
    assert.ok(guard < 200, "the game ends");
    const s = await waitForTurn(driver);
    if (s.over) break;
    assert.ok(!s.handoff && !s.blank, "no hand-off and no blank screen with one person at the table");
    if (s.playback) {
      await tabAndPress(driver, '[data-testid="playback-skip"]').catch(async (error) => {
        if ((await wtState(driver)).playback) throw error;
      });
      await driver.waitFor(async () => !(await wtState(driver)).playback, { message: "the resolution skipped" });
    } else if (s.planning) {
      let now = s;
      for (let n = 0; !now.canLock; n++) {
        assert.ok(n < 30, "the path gets long enough");
        await stepByKeys(driver, n % 2 === 0 ? KEY.enter : KEY.space);
        now = await wtState(driver);
        if (plans === 0 && now.steps === 1 && n === 0) {
          // The first step undone with Backspace, then taken again.
          await driver.keys(KEY.backspace);
          await driver.waitFor(async () => (await wtState(driver)).steps === 0, {
            message: "Backspace undid the step",
          });
          await stepByKeys(driver, KEY.enter);
          now = await wtState(driver);
        }
      }
      if (plans === 0) {
        // Once, every stop of the table's tab order shows where the focus is.
        const stops = await everyStopShowsFocus(driver, "the Wild Tiles table while planning");
        assert.ok(stops > 4, `the table has its controls in the tab order (${stops})`);
      }
      if (plans % 2 === 0) {
        await tabAndPress(driver, '[data-testid="plan-lock"]');
      } else {
        if ((await focusedCell(driver)) === null) await tabTo(driver, CURSOR);
        await driver.keys("l");
      }
      plans++;
      await waitPast(driver, now.step);
    } else if (s.bidding) {
      await driver.waitFor('[data-testid="bid-panel"]');
      if ((await driver.findAll('[data-testid="bid-type-bullets"]')).length > 0)
        await tabAndPress(driver, '[data-testid="bid-type-bullets"]');
      if (bids++ === 0 && (await driver.attribute('[data-testid="bid-plus"]', "disabled")) === null) {
        const n = Number(await driver.attribute('[data-testid="bid-amount"]', "data-n"));
        await tabAndPress(driver, '[data-testid="bid-plus"]');
        await driver.waitFor(async () => Number(await driver.attribute('[data-testid="bid-amount"]', "data-n")) > n, {
          message: "the bid raised",
        });
      }
      await tabAndPress(driver, '[data-testid="bid-confirm"]');
      await waitPast(driver, s.step);
    } else if (s.givingUp) {
      await tabAndPress(driver, 'button[data-testid^="give-up-"]');
      await waitPast(driver, s.step);
    } else {
      assert.fail(`a moment the keyboard test does not know: ${JSON.stringify(s)}`);
    }
  }
  assert.ok(plans > 1, "planned paths by keys");
  await driver.waitFor('[data-testid="score-table"]');
  await tabTo(driver, '[data-testid="score-home"]');
  await driver.screenshot("wt-keyboard-score");
  await driver.keys(KEY.enter);
  await driver.waitFor('[data-testid="new-game-wild-tiles"]');
}
soloByKeyboardOnly.timeoutMs = 240_000;
