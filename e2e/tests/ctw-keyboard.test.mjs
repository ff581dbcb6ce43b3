// A whole Circle the Wagons game against the greedy bot with the keyboard alone, from the home
// screen to the final score: Tab and Enter through home and setup, arrows and Enter in the
// circle, arrows, R and Enter on the town. The test reads the screen (focus, the ghost, the
// legal spots drawn) but sends nothing but keys.

import assert from "node:assert/strict";
import { waitForTurn, waitPast } from "../lib/ctw.mjs";
import { ghost, KEY, tabAndPress } from "../lib/keyboard.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

/** Whether the focus is on a button (where Enter presses the button, not the table's Enter). @param {Driver} driver */
async function focusOnButton(driver) {
  return driver.execute("return document.activeElement?.tagName === 'BUTTON';");
}

/**
 * Places the card by keys: the arrows walk the ghost to a legal spot drawn on the town, R
 * turns it where it does not fit as it is, Enter places it.
 * @param {Driver} driver
 * @param {number} step
 */
async function placeByKeys(driver, step) {
  await driver.waitFor("[data-spot]");
  /** @type {{ x: number, y: number }[]} */
  const spots = await driver.execute(() =>
    [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-spot]"))].map((s) => ({
      x: Number(s.dataset.x),
      y: Number(s.dataset.y),
    })),
  );
  // An arrow brings the ghost out onto the town when there is none yet.
  if (!(await ghost(driver))) await driver.keys(KEY.right);
  for (const [i, spot] of spots.entries()) {
    const g = await driver.waitFor(() => ghost(driver), { message: "the ghost on the town" });
    const moves = [
      ...Array(Math.max(0, spot.x - g.x)).fill(KEY.right),
      ...Array(Math.max(0, g.x - spot.x)).fill(KEY.left),
      ...Array(Math.max(0, spot.y - g.y)).fill(KEY.down),
      ...Array(Math.max(0, g.y - spot.y)).fill(KEY.up),
    ];
    if (moves.length > 0) await driver.keys(...moves);
    for (let turn = 0; turn < 2; turn++) {
      const now = await driver.waitFor(
        async () => {
          const h = await ghost(driver);
          return h && h.x === spot.x && h.y === spot.y ? h : null;
        },
        { message: `the ghost at ${spot.x},${spot.y} (spot ${i})` },
      );
      if (now.legal) {
        assert.ok(!(await focusOnButton(driver)), "Enter goes to the table, not to a focused button");
        await driver.keys(KEY.enter);
        return waitPast(driver, step);
      }
      await driver.keys("r");
    }
  }
  assert.fail(`no spot of ${JSON.stringify(spots)} took the card, either way up`);
}

/**
 * Every space of the town is named by what is on it ("Forest, with a fort"); returns how many.
 * @param {Driver} driver
 */
async function checkTownNames(driver) {
  /** @type {{ role: string | null, name: string, symbol: string | null }[]} */
  const spaces = await driver.execute(() =>
    [
      .../** @type {NodeListOf<SVGElement>} */ (document.querySelectorAll('[data-testid="town-svg"] > [data-terrain]')),
    ].map((g) => ({
      role: g.getAttribute("role"),
      name: g.getAttribute("aria-label") ?? "",
      symbol: g.dataset.symbol ?? null,
    })),
  );
  for (const sp of spaces) {
    assert.equal(sp.role, "img", `a town space is an image with a name (${sp.name})`);
    assert.match(
      sp.name,
      sp.symbol
        ? /^(Desert|Forest|Mountains|Plains|Snow|Water), with an? /
        : /^(Desert|Forest|Mountains|Plains|Snow|Water)$/,
    );
  }
  return spaces.length;
}

/** @param {Driver} driver */
export async function wholeGameByKeyboardOnly(driver) {
  await driver.setViewport({ width: 1440, height: 900 });
  await driver.waitFor('[data-testid="new-game-circle-the-wagons"]');
  await tabAndPress(driver, '[data-testid="new-game-circle-the-wagons"]');
  await driver.waitFor('[data-testid="setup"]');
  await tabAndPress(driver, '[data-testid="mode-bot"]');
  await driver.waitFor('[data-testid="seat-1-level-greedy"]');
  await tabAndPress(driver, '[data-testid="seat-1-level-greedy"]');
  assert.equal(await driver.attribute('[data-testid="seat-1-level-greedy"]', "aria-pressed"), "true");
  await tabAndPress(driver, '[data-testid="start"]');
  await driver.waitFor('[data-testid="ctw-game"]', { timeout: 20_000 });

  let turns = 0;
  let named = 0;
  for (;;) {
    const s = await waitForTurn(driver, 45_000);
    if (s.over) break;
    assert.ok(!s.handoff, "no hand-off with one person at the table");
    assert.ok(turns++ < 80, "the game ends");
    if (s.phase === "choose-start" || s.phase === "draft") {
      // An arrow picks the first card on offer; Enter takes it.
      await driver.keys(KEY.right);
      await driver.waitFor('[data-slot][aria-pressed="true"]');
      assert.ok(!(await focusOnButton(driver)), "Enter goes to the table, not to a focused button");
      await driver.keys(KEY.enter);
      await waitPast(driver, s.step);
    } else if (s.phase === "place-drafted" || s.phase === "place-free") {
      named = Math.max(named, await checkTownNames(driver));
      await placeByKeys(driver, s.step);
    } else {
      assert.fail(`a phase the keyboard test does not know: ${s.phase}`);
    }
  }
  assert.ok(named >= 8, `the town's spaces named (${named})`);
  await driver.waitFor('[data-testid="score-table"]');
  await driver.screenshot("ctw-keyboard-score");
}
wholeGameByKeyboardOnly.timeoutMs = 240_000;
