// Circle the Wagons' guided first game, against the easy bot (the Greenhorn), as a new player
// would play it: offered the first time the game is opened (at phone size) or started from the
// rules reference (at tablet size), then only the ringed element is tapped, step after step
// (the first card, a free card, a skip, turning a card, a tie in a race, the bonus cards), the
// Greenhorn playing between the steps, to the last word on scoring and the player let go. At
// every step the bubble fits the window and leaves the ringed element uncovered, in English
// and in French (longer sentences). The game plays on assisted.

import assert from "node:assert/strict";
import { checkCoachFits, coach, followRing, startGuideFromTheRules, waitForCoach } from "../lib/guide.mjs";
import { tableState, waitForTurn } from "../lib/ctw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
/** The taught steps in their order (`ui/src/ctw/guide.json`), the free one after. */
const STEPS = ["take", "first", "free", "skip", "turn", "join", "plains", "fort", "water"];

/**
 * Follows the ring to the free step, checking the bubble and taking a screenshot at each step.
 * @param {Driver} driver
 * @param {string} size
 */
async function followToTheEnd(driver, size) {
  /** @type {string[]} */
  const seen = [];
  const c = await followRing(driver, Number.MAX_SAFE_INTEGER, async (s) => {
    seen.push(s.id);
    await checkCoachFits(driver, `${s.id} ${size}`);
    await driver.screenshot(`guide-ctw-${s.id}-${size}`);
    if (s.id === "skip") {
      // Only the taught card goes: another one, picked and confirmed, is refused with a nudge.
      const { step } = await tableState(driver);
      await driver.execute(`document.querySelector('[data-slot="5"]').click();`);
      await driver.waitFor('[data-slot="5"][aria-pressed="true"]');
      await driver.execute(`document.querySelector('[data-testid="confirm-slot"]').click();`);
      await driver.waitFor(async () => (await coach(driver))?.nudge === true, { message: "the nudge" });
      assert.equal((await tableState(driver)).step, step, "the other card was not taken");
    }
  });
  assert.ok(c.free, "the last step frees the player");
  assert.equal(c.id, "scoring");
  assert.deepEqual(seen, STEPS, "every step taught, in order");
  await checkCoachFits(driver, `scoring ${size}`);
  await driver.screenshot(`guide-ctw-scoring-${size}`);
  const s = await tableState(driver);
  assert.equal(s.phase, "place-free", "the Greenhorn's last skip left a free card to place");
  assert.ok(s.myTurn, "the player's turn goes on");

  // Let go: no coach, a normal game from here, marked assisted.
  await driver.tap('[data-testid="guide-done"]');
  await driver.waitFor(async () => (await coach(driver)) === null, { message: "the guide gone" });
  await driver.waitFor('[data-testid="assisted-mark"]');
}

/**
 * Opens Circle the Wagons from Home at phone size and takes the first-time offer.
 * @param {Driver} driver
 */
async function startFromTheOffer(driver) {
  await driver.setViewport(PHONE);
  await driver.waitFor('[data-testid="new-game-circle-the-wagons"]');
  await driver.execute(
    `document.querySelector('[data-testid="new-game-circle-the-wagons"]').scrollIntoView({ block: "center" });`,
  );
  await driver.tap('[data-testid="new-game-circle-the-wagons"]');
  // First time: the guided game is offered; taking it starts the game on its seed, the bot beside.
  await driver.waitFor('[data-testid="guide-offer"]');
  await driver.tap('[data-testid="guide-start"]');
  await driver.waitFor('[data-testid="ctw-game"]', { timeout: 20_000 });
  await waitForTurn(driver);
  return waitForCoach(driver);
}

/** @param {Driver} driver */
export async function aNewPlayerFinishesCircleTheWagonsGuidedGameByTaps(driver) {
  assert.equal((await startFromTheOffer(driver)).id, "take");
  await followToTheEnd(driver, "phone");
}
aNewPlayerFinishesCircleTheWagonsGuidedGameByTaps.timeoutMs = 120_000;

/** @param {Driver} driver */
export async function circleTheWagonsGuidedGameInFrenchAtPhoneSize(driver) {
  await driver.waitFor('[data-testid="open-settings"]');
  await driver.tap('[data-testid="open-settings"]');
  await driver.waitFor('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="back"]');
  const c = await startFromTheOffer(driver);
  assert.match(c.text, /Pied-tendre/, "the bubble speaks French");
  await followToTheEnd(driver, "phone-fr");
}
circleTheWagonsGuidedGameInFrenchAtPhoneSize.timeoutMs = 120_000;

/** @param {Driver} driver */
export async function circleTheWagonsGuidedGameFromTheRulesAtTabletSize(driver) {
  await driver.setViewport(TABLET);
  await startGuideFromTheRules(driver, "circle-the-wagons", "ctw-game");
  await waitForTurn(driver);
  await followToTheEnd(driver, "tablet");
}
circleTheWagonsGuidedGameFromTheRulesAtTabletSize.timeoutMs = 120_000;
