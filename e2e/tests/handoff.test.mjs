// The pass-and-play hand-off holds against a double tap: the second tap of a double tap on a
// turn's last Confirm lands on the hand-off as it appears, and must show nothing of the next
// player's table. Only a deliberate hold reveals it; quick taps, however many, do not.

import assert from "node:assert/strict";
import { selectSlot, startGame, tableState, waitForTurn as waitForCtwTurn } from "../lib/ctw.mjs";
import { passHandOff } from "../lib/handoff.mjs";
import { chooseOption, openSetup, startFromSetup, waitForTurn as waitForWtwTurn, wtwState } from "../lib/wtw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

/**
 * The hand-off to `name` stands, and the page holds no game screen and no seat's view.
 * @param {Driver} driver @param {string} name @param {string} gameSelector
 */
async function handOffStands(driver, name, gameSelector) {
  const seen = await driver.execute(
    `return {
      handoff: document.querySelector('[data-testid="handoff"]')?.textContent ?? null,
      game: document.querySelectorAll(arguments[0]).length,
      viewer: document.querySelectorAll('[data-viewer]').length,
      partner: document.querySelectorAll('[data-partner]').length,
    };`,
    gameSelector,
  );
  assert.ok(seen.handoff !== null, "the hand-off still stands");
  assert.match(seen.handoff, new RegExp(name));
  assert.deepEqual(
    { game: seen.game, viewer: seen.viewer, partner: seen.partner },
    { game: 0, viewer: 0, partner: 0 },
    "nothing of a seat in the page",
  );
}

/**
 * Quick taps on the armed hand-off do not reveal; they say to hold instead.
 * @param {Driver} driver @param {string} name @param {string} gameSelector
 */
async function tapsDoNotReveal(driver, name, gameSelector) {
  await driver.waitFor('[data-testid="handoff"][data-armed="true"]');
  for (let i = 0; i < 3; i++) await driver.tap('[data-testid="handoff-ready"]');
  await driver.doubleTap('[data-testid="handoff-ready"]');
  await sleep(400);
  await handOffStands(driver, name, gameSelector);
  assert.match(await driver.text("#handoff-how"), /finger/i, "the hint says how to reveal");
}

/** @param {Driver} driver */
export async function ctwDoubleTapOnConfirmKeepsTheHandOff(driver) {
  await driver.setViewport(PHONE);
  await startGame(driver, "pass");
  await passHandOff(driver);
  const s = await waitForCtwTurn(driver);
  assert.equal(s.phase, "choose-start");
  await selectSlot(driver, 0);
  const before = (await tableState(driver)).step;
  await driver.doubleTap('[data-testid="confirm-slot"]');
  await driver.waitFor('[data-testid="handoff"]', { message: "the hand-off to Player 1" });
  // Long past the second tap and past any reveal it could have started.
  await sleep(1200);
  await handOffStands(driver, "Player 1", '[data-testid="ctw-game"]');
  await tapsDoNotReveal(driver, "Player 1", '[data-testid="ctw-game"]');
  await driver.screenshot("handoff-after-double-tap-phone");

  await passHandOff(driver);
  const next = await waitForCtwTurn(driver);
  assert.equal(next.viewer, "0");
  assert.ok(next.step > before, "the double tap played the choice once");
}

/** @param {Driver} driver */
export async function wtwDoubleTapOnConfirmHidesTheNextPartner(driver) {
  await driver.setViewport(TABLET);
  await openSetup(driver);
  await driver.tap('[data-testid="mode-pass"]');
  await driver.waitFor('[data-seat="1"]');
  await startFromSetup(driver);
  await passHandOff(driver);
  const s = await waitForWtwTurn(driver);
  assert.equal(s.decision, "keep-partner");
  assert.equal(s.viewer, "0");
  await chooseOption(driver, 0);
  await driver.doubleTap('[data-testid="confirm-choice"]');
  await driver.waitFor('[data-testid="handoff"]', { message: "the hand-off to Player 2" });
  await sleep(1200);
  await handOffStands(driver, "Player 2", '[data-testid="wtw-game"]');
  await tapsDoNotReveal(driver, "Player 2", '[data-testid="wtw-game"]');
  await driver.screenshot("wtw-handoff-after-double-tap-tablet");

  await passHandOff(driver);
  const next = await waitForWtwTurn(driver);
  assert.equal(next.viewer, "1");
  assert.equal(next.decision, "keep-partner");
  assert.ok(!(await wtwState(driver)).handoff);
}
