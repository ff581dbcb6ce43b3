// Wild Tiled West's guided first game, played as a new player would: offered the first time
// the game is opened, then only the ringed element is tapped, step after step, to the year's
// end and the player let go (phone). Another action is refused with a nudge and plays nothing;
// leaving mid-guide and resuming comes back to the same step. At every step the bubble fits a
// 360x640 phone and never covers what it rings. Tablet and desktop (in French) start it from
// the rules reference and finish it by taps too, by the same walk.

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

  // Photographed at every step, and on a small phone where the bubble has least room.
  const photograph = async (/** @type {{ id: string }} */ s) => {
    if (!["draft", "place", "town", "sheriff"].includes(s.id)) return;
    await driver.setViewport(SMALL_PHONE);
    await waitForCoach(driver);
    await new Promise((done) => setTimeout(done, 300));
    await checkCoachFits(driver, `${s.id} 360x640`);
    await driver.screenshot(`guide-${s.id}-360`);
    await driver.setViewport(PHONE);
    await new Promise((done) => setTimeout(done, 300));
  };
  // Left for home mid-guide (at the wrangle) and resumed: the same step.
  const leaveAndResume = async () => {
    await driver.tap('[data-testid="menu"]');
    await driver.waitFor('[data-testid="in-progress"] [data-testid="resume"]');
    await driver.tap('[data-testid="in-progress"] [data-testid="resume"]');
    await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
    const c = await waitForCoach(driver);
    assert.equal(c.id, "wrangle", "resumed at the step it was left at");
  };
  await finishTheGuide(driver, "phone", { onStep: photograph, atWrangle: leaveAndResume });

  // The offer was made once: Setup does not make it again.
  await driver.tap('[data-testid="menu"]');
  await openSetup(driver);
  await new Promise((done) => setTimeout(done, 500));
  assert.equal((await driver.findAll('[data-testid="guide-offer"]')).length, 0, "offered only the first time");
}
aNewPlayerFinishesTheGuidedFirstGameByTaps.timeoutMs = 300_000;

/** The steps of the first year, each taught (`ui/src/wtw/guide.json`). */
const STEPS = ["keep", "draft", "place", "wrangle", "town", "sheriff", "alley", "tussle"];

/**
 * From the guide's first step to the year's end by taps on what the ring points at, at the
 * window's size now (`name` in the screenshots' names); every step's bubble fits and leaves
 * the ringed element uncovered. Let go at the end: the game plays on, assisted.
 * @param {Driver} driver
 * @param {string} name
 * @param {{ onStep?: (c: { id: string, text: string }) => Promise<void>, atWrangle?: () => Promise<void>,
 *   shots?: string[], lastWord?: RegExp }} [how]
 *   `onStep` more checks at each step, `atWrangle` something done there before going on,
 *   `shots` the steps photographed (all by default: each shot is audited, which takes time),
 *   `lastWord` the words the last step must say
 * @returns the coach at the year's end
 */
async function finishTheGuide(driver, name, how = {}) {
  /** @type {Set<string>} */
  const seen = new Set();
  const each = async (/** @type {{ id: string, text: string }} */ s) => {
    if (seen.has(s.id)) return;
    seen.add(s.id);
    await checkCoachFits(driver, `${s.id} ${name}`);
    if (!how.shots || how.shots.includes(s.id)) await driver.screenshot(`guide-${s.id}-${name}`);
    await how.onStep?.(s);
  };
  let c = await followRing(driver, 3, each);
  assert.equal(c.id, "wrangle");
  await how.atWrangle?.();
  c = await followRing(driver, Number.MAX_SAFE_INTEGER, each);
  assert.ok(c.free, "the last step frees the player");
  assert.equal(c.id, "yearEnd");
  assert.equal((await wtwState(driver)).year, 2, "the first year is over");
  // The last word settles with its step (the bubble may still be changing its words).
  if (how.lastWord)
    c = await driver.waitFor(
      async () => {
        const now = await coach(driver);
        return now && how.lastWord?.test(now.text) ? now : null;
      },
      { message: `the last word ${how.lastWord}` },
    );
  await checkCoachFits(driver, `year end ${name}`);
  await driver.screenshot(`guide-year-end-${name}`);
  for (const id of STEPS) assert.ok(seen.has(id), `a ${id} step`);

  // Played on as a normal game, still assisted: no coach, any legal action goes.
  await driver.tap('[data-testid="guide-done"]');
  await driver.waitFor(async () => (await coach(driver)) === null, { message: "the guide gone" });
  await driver.waitFor('[data-testid="assisted-mark"]');
  return c;
}

/**
 * From the rules reference, at `size`: the guide starts and is followed to the year's end.
 * @param {Driver} driver
 * @param {{ width: number, height: number }} size
 * @param {string} name
 * @param {(c: { id: string, text: string }) => Promise<void>} [onStep]
 * @param {RegExp} [lastWord]
 * @returns the coach at the year's end
 */
async function guidedFromTheRules(driver, size, name, onStep, lastWord) {
  await driver.setViewport(size);
  await driver.waitFor('[data-testid="open-rules"]');
  await driver.tap('[data-testid="open-rules"]');
  await driver.waitFor('[data-testid="rules-reference"] [data-testid="guide-start"]');
  await driver.screenshot(`guide-rules-${name}`);
  await driver.tap('[data-testid="rules-reference"] [data-testid="guide-start"]');
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
  return finishTheGuide(driver, name, { onStep, lastWord, shots: ["town", "sheriff"] });
}

/** @param {Driver} driver */
export async function theGuideFromTheRulesFinishedAtTabletSize(driver) {
  await guidedFromTheRules(driver, TABLET, "tablet");
}
theGuideFromTheRulesFinishedAtTabletSize.timeoutMs = 120_000;

/** @param {Driver} driver */
export async function theGuideInFrenchFinishedAtDesktopSize(driver) {
  await driver.waitFor('[data-testid="open-settings"]');
  await driver.tap('[data-testid="open-settings"]');
  await driver.waitFor('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="back"]');
  await guidedFromTheRules(
    driver,
    DESKTOP,
    "desktop-fr",
    async (c) => {
      if (c.id !== "wrangle") return;
      assert.match(c.text, /pâturage/, "the bubble speaks French");
      assert.match(await driver.text('[data-testid="guide-bubble"]'), /Partie guidée/);
    },
    /L’année 1 est finie/,
  );
}
theGuideInFrenchFinishedAtDesktopSize.timeoutMs = 120_000;
