// Wild Tiled West's guided first game, played as a new player would: offered the first time
// the game is opened, then only the ringed element is tapped, step after step, to the year's
// end and the player let go (phone). Another action is refused with a nudge and plays nothing;
// leaving mid-guide and resuming comes back to the same step. At every step the bubble fits a
// 360x640 phone and never covers what it rings. Tablet and desktop (in French) start it from
// the rules reference and follow a few steps.

import assert from "node:assert/strict";
import { checkCoachFits, coach, followRing, waitForCoach } from "../lib/guide.mjs";
import { openSetup, waitForTurn, wtwState } from "../lib/wtw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 640 };
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1440, height: 900 };

/** @param {Driver} driver */
export async function aNewPlayerFinishesTheGuidedFirstGameByTaps(driver) {
  await driver.setViewport(PHONE);
  await openSetup(driver);
  // First time: the guided game is offered; taking it starts the game on its seed.
  await driver.waitFor('[data-testid="guide-offer"]');
  await driver.screenshot("guide-offer-phone");
  await driver.tap('[data-testid="guide-start"]');
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
  await waitForTurn(driver);
  let c = await waitForCoach(driver);
  assert.equal(c.id, "keep");

  // Another action than the taught one: a nudge, nothing played.
  const step = (await wtwState(driver)).step;
  await driver.tap(`[data-testid="choice"]:not(${c.target.replace(/\[aria-pressed="true"\]/, "")})`);
  await driver.tap('[data-testid="confirm-choice"]');
  await driver.waitFor(async () => (await coach(driver))?.nudge === true, { message: "the nudge" });
  assert.equal((await wtwState(driver)).step, step, "the other action was not played");
  await driver.screenshot("guide-nudge-phone");

  /** @type {Set<string>} */
  const shot = new Set();
  const photograph = async (/** @type {{ id: string }} */ s) => {
    if (shot.has(s.id)) return;
    shot.add(s.id);
    await checkCoachFits(driver, `${s.id} phone`);
    await driver.screenshot(`guide-${s.id}-phone`);
    if (["draft", "place", "town", "sheriff"].includes(s.id)) {
      await driver.setViewport(SMALL_PHONE);
      await waitForCoach(driver);
      await new Promise((done) => setTimeout(done, 300));
      await checkCoachFits(driver, `${s.id} 360x640`);
      await driver.screenshot(`guide-${s.id}-360`);
      await driver.setViewport(PHONE);
      await new Promise((done) => setTimeout(done, 300));
    }
  };

  // The first moves, then leave for home mid-guide and resume: the same step.
  c = await followRing(driver, 3, photograph);
  assert.equal(c.id, "wrangle");
  await driver.tap('[data-testid="menu"]');
  await driver.waitFor('[data-testid="in-progress"] [data-testid="resume"]');
  await driver.tap('[data-testid="in-progress"] [data-testid="resume"]');
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
  c = await waitForCoach(driver);
  assert.equal(c.id, "wrangle", "resumed at the step it was left at");

  // On to the year's end: the player is let go.
  c = await followRing(driver, Number.MAX_SAFE_INTEGER, photograph);
  assert.ok(c.free, "the last step frees the player");
  assert.equal(c.id, "yearEnd");
  const s = await wtwState(driver);
  assert.equal(s.year, 2, "the first year is over");
  await checkCoachFits(driver, "year end phone");
  await driver.screenshot("guide-year-end-phone");
  for (const id of ["keep", "draft", "place", "wrangle", "town", "sheriff", "alley", "tussle"]) assert.ok(shot.has(id), `a ${id} step`);

  // Played on as a normal game, still assisted: no coach, any legal action goes.
  await driver.tap('[data-testid="guide-done"]');
  await driver.waitFor(async () => (await coach(driver)) === null, { message: "the guide gone" });
  await driver.waitFor('[data-testid="assisted-mark"]');

  // The offer was made once: Setup does not make it again.
  await driver.tap('[data-testid="menu"]');
  await openSetup(driver);
  await new Promise((done) => setTimeout(done, 500));
  assert.equal((await driver.findAll('[data-testid="guide-offer"]')).length, 0, "offered only the first time");
}
aNewPlayerFinishesTheGuidedFirstGameByTaps.timeoutMs = 300_000;

/**
 * From the rules reference, at `size`: the guide starts and a few steps are followed.
 * @param {Driver} driver
 * @param {{ width: number, height: number }} size
 * @param {string} name
 */
async function guidedFromTheRules(driver, size, name) {
  await driver.setViewport(size);
  await driver.waitFor('[data-testid="open-rules"]');
  await driver.tap('[data-testid="open-rules"]');
  await driver.waitFor('[data-testid="rules-reference"] [data-testid="guide-start"]');
  await driver.screenshot(`guide-rules-${name}`);
  await driver.tap('[data-testid="rules-reference"] [data-testid="guide-start"]');
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
  const c = await followRing(driver, 3, async (s) => {
    await checkCoachFits(driver, `${s.id} ${name}`);
    await driver.screenshot(`guide-${s.id}-${name}`);
  });
  assert.equal(c.id, "wrangle");
  return c;
}

/** @param {Driver} driver */
export async function theGuideFromTheRulesAtTabletSize(driver) {
  await guidedFromTheRules(driver, TABLET, "tablet");
  // Skipped: a normal game from here.
  await driver.tap('[data-testid="guide-skip"]');
  await driver.waitFor(async () => (await coach(driver)) === null, { message: "the guide skipped" });
}
theGuideFromTheRulesAtTabletSize.timeoutMs = 180_000;

/** @param {Driver} driver */
export async function theGuideInFrenchAtDesktopSize(driver) {
  await driver.waitFor('[data-testid="open-settings"]');
  await driver.tap('[data-testid="open-settings"]');
  await driver.waitFor('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="back"]');
  const c = await guidedFromTheRules(driver, DESKTOP, "desktop-fr");
  assert.match(c.text, /pâturage/, "the bubble speaks French");
  assert.match(await driver.text('[data-testid="guide-bubble"]'), /Partie guidée/);
}
theGuideInFrenchAtDesktopSize.timeoutMs = 180_000;
