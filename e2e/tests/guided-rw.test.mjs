// Rolled West's guided first game at phone size, started from the rules reference as a new
// player would: only the ringed element is tapped, step after step (the terrain, a camp, a
// shipment, a bank, the Claim Jumper's turn, a contract, an office), to the last word on
// scoring, and the player let go. At every step the bubble fits the phone and leaves what it
// rings uncovered. The game plays on assisted. The same walk at tablet size.

import assert from "node:assert/strict";
import { checkCoachFits, coach, followRing, startGuideFromTheRules, waitForCoach } from "../lib/guide.mjs";
import { rwState, waitForTurn } from "../lib/rw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/**
 * Opens Rolled West's rules from Home and starts the guide there, then taps only what the ring
 * points at, step after step, to the last word on scoring, at the window's size now (`name` in
 * the screenshots' names). Let go at the end: the game plays on, assisted.
 * @param {Driver} driver
 * @param {string} name
 */
async function finishTheGuideFromTheRules(driver, name) {
  await startGuideFromTheRules(driver, "rolled-west", "rw-game");
  await waitForTurn(driver);
  assert.equal((await waitForCoach(driver)).id, "terrain");

  /** @type {string[]} */
  const shot = [];
  const c = await followRing(driver, Number.MAX_SAFE_INTEGER, async (s) => {
    shot.push(s.id);
    await checkCoachFits(driver, `${s.id} ${name}`);
    await driver.screenshot(`guide-rw-${s.id}-${name}`);
  });
  assert.ok(c.free, "the last step frees the player");
  assert.equal(c.id, "scoring");
  await checkCoachFits(driver, `scoring ${name}`);
  await driver.screenshot(`guide-rw-scoring-${name}`);
  for (const id of ["terrain", "camp", "ship", "bank", "endTurn", "jumper", "contract", "office"])
    assert.ok(shot.includes(id), `a ${id} step`);
  const s = await rwState(driver);
  assert.equal(s.round, 3, "two rounds played with the Claim Jumper");
  assert.ok(s.myTurn, "the player's turn goes on");

  // Let go: no coach, a normal game from here, marked assisted.
  await driver.tap('[data-testid="guide-done"]');
  await driver.waitFor(async () => (await coach(driver)) === null, { message: "the guide gone" });
  await driver.waitFor('[data-testid="assisted-mark"]');
}

/** @param {Driver} driver */
export async function aNewPlayerFinishesRolledWestsGuidedGameByTaps(driver) {
  await driver.setViewport(PHONE);
  await finishTheGuideFromTheRules(driver, "phone");
}
aNewPlayerFinishesRolledWestsGuidedGameByTaps.timeoutMs = 120_000;

/** @param {Driver} driver */
export async function rolledWestsGuideFinishedAtTabletSize(driver) {
  await driver.setViewport(TABLET);
  await finishTheGuideFromTheRules(driver, "tablet");
}
rolledWestsGuideFinishedAtTabletSize.timeoutMs = 120_000;
