// Wild Tiled West's guided first game, played as a new player would: offered the first time
// the game is opened, then only the ringed element is tapped, step after step, to the year's
// end and the player let go (phone). Another action is refused with a nudge and plays nothing;
// leaving mid-guide and resuming comes back to the same step. At every step the bubble fits a
// 360x640 phone and never covers what it rings. Tablet and desktop (in French) start it from
// the rules reference and follow a few steps.

import assert from "node:assert/strict";
import { openSetup, waitForTurn, wtwState } from "../lib/wtw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 640 };
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * The coach as the screen shows it now, or null while it shows nothing.
 * @param {Driver} driver
 * @returns {Promise<{ id: string, index: number, free: boolean, target: string, text: string, nudge: boolean } | null>}
 */
async function coach(driver) {
  return driver.execute(`
    const b = document.querySelector('[data-testid="guide-bubble"]');
    if (!b) return null;
    return {
      id: b.dataset.guideStep, index: Number(b.dataset.guideIndex), free: b.dataset.guideFree === "true",
      target: b.dataset.guideTarget, text: b.querySelector('[data-testid="guide-text"]')?.textContent ?? "",
      nudge: !!b.querySelector('[data-testid="guide-nudge"]'),
    };`);
}

/** Waits for the coach to show, settled on a ringed element (or a free step). @param {Driver} driver */
async function waitForCoach(driver, timeout = 30_000) {
  return driver.waitFor(async () => {
    const c = await coach(driver);
    return c && (c.target || c.free) ? c : null;
  }, { timeout, message: "the coach's bubble and ring" });
}

/**
 * The bubble lies inside the window and does not cover the ringed element.
 * @param {Driver} driver
 * @param {string} where
 */
async function checkCoachFits(driver, where) {
  // The bubble takes its place once it has measured its new text (a frame or two).
  await new Promise((done) => setTimeout(done, 400));
  const fit = await driver.execute(`
    const b = document.querySelector('[data-testid="guide-bubble"]')?.getBoundingClientRect();
    const r = document.querySelector('[data-testid="guide-ring"]')?.getBoundingClientRect();
    if (!b) return { missing: true };
    const inside = b.left >= 0 && b.top >= 0 && b.right <= innerWidth + 0.5 && b.bottom <= innerHeight + 0.5;
    const overlap = r ? !(b.right <= r.left + 4 || b.left >= r.right - 4 || b.bottom <= r.top + 4 || b.top >= r.bottom - 4) : false;
    return { inside, overlap, b: [b.left, b.top, b.right, b.bottom].map(Math.round), r: r ? [r.left, r.top, r.right, r.bottom].map(Math.round) : null };
  `);
  assert.ok(!fit.missing, `${where}: the bubble shows`);
  assert.ok(fit.inside, `${where}: the bubble fits the window ${JSON.stringify(fit)}`);
  assert.ok(!fit.overlap, `${where}: the bubble leaves the ringed element uncovered ${JSON.stringify(fit)}`);
}

/**
 * Taps a spot on the board as a person would: where the ring shows it. The coach brings a
 * spot off the board's frame or under its corner buttons into the clear (`lib/reveal.ts`),
 * so the spot must be uncovered, with no pan or zoom by hand.
 * @param {Driver} driver
 * @param {string} selector
 */
async function tapOnBoard(driver, selector) {
  await driver.waitFor(
    () =>
      driver.execute(
        `const el = document.querySelector(arguments[0]);
         if (!el) return false;
         const r = el.getBoundingClientRect();
         const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
         return !!top && top.closest('svg') === el.closest('svg');`,
        selector,
      ),
    { timeout: 3000, message: `the ringed spot ${selector} in the clear, not under the board's buttons or the bubble` },
  );
  await driver.tap(selector);
}

/**
 * Taps what the ring points at until the guide reaches step `untilIndex` (or its free step).
 * @param {Driver} driver
 * @param {number} untilIndex
 * @param {(c: NonNullable<Awaited<ReturnType<typeof coach>>>) => Promise<void>} [onStep] once per step
 */
async function followRing(driver, untilIndex, onStep) {
  let seen = -1;
  for (let taps = 0; taps < 200; taps++) {
    const c = await waitForCoach(driver);
    if (c.index >= untilIndex || c.free) return c;
    if (c.index !== seen) {
      seen = c.index;
      await onStep?.(c);
    }
    // The ringed element may go as the table answers an earlier tap: look again then.
    await (c.target.startsWith("[data-spot") || c.target.startsWith("[data-cell-choice") ? tapOnBoard(driver, c.target) : driver.tap(c.target)).catch(() => {});
    // The table answers the tap (a die pressed, the tile turned, the next step): let it settle.
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error("the guide did not move on");
}

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
