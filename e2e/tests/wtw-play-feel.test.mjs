// Wild Tiled West as a new player feels it: Confirm holds still while the gains
// preview comes in (tablet, desktop); on a phone every usable die, and then each stack it may
// take, is in sight while drafting (390x844, 360x640); a portrait tablet (768x1024) and a
// landscape phone (844x480) have real layouts: a large own board with its zoom buttons, the
// Draft button in sight. Short solo games against Bandit Ridge (no bot to wait for).

import assert from "node:assert/strict";
import {
  checkLayout,
  chooseDraft,
  confirm,
  ghostOnSpot,
  openSetup,
  placementGains,
  playOneStep,
  startFromSetup,
  waitForTurn,
} from "../lib/wtw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */
/** @typedef {{ name: string, width: number, height: number }} Size */

const TABLET = { name: "tablet", width: 1024, height: 768 };
const DESKTOP = { name: "desktop", width: 1440, height: 900 };
const PHONE = { name: "phone", width: 390, height: 844 };
const SMALL_PHONE = { name: "small-phone", width: 360, height: 640 };
const PORTRAIT_TABLET = { name: "portrait-tablet", width: 768, height: 1024 };
const LANDSCAPE_PHONE = { name: "landscape-phone", width: 844, height: 480 };

/** Waits two frames, so a resized table has settled. @param {Driver} driver */
async function settle(driver) {
  await driver.executeAsync("requestAnimationFrame(() => requestAnimationFrame(arguments[0]));");
}

/** @param {Driver} driver @param {string} testid */
async function rectOf(driver, testid) {
  /** @type {{ x: number, y: number, w: number, h: number }} */
  const r = await driver.execute(
    `const r = document.querySelector('[data-testid="' + arguments[0] + '"]').getBoundingClientRect();
     return { x: r.left, y: r.top, w: r.width, h: r.height };`,
    testid,
  );
  return r;
}

/**
 * A solo game started at `first`, played by taps until `visit` has been called on `count`
 * moments of `decision`, each at the next of `sizes` (in turn).
 * @param {Driver} driver
 * @param {Size} first
 * @param {string} decision
 * @param {Size[]} sizes
 * @param {number} count
 * @param {(size: Size, step: number) => Promise<void>} visit plays the moment itself
 */
async function soloUntil(driver, first, decision, sizes, count, visit) {
  await driver.setViewport(first);
  await openSetup(driver);
  await startFromSetup(driver);
  for (let seen = 0, steps = 0; seen < count; steps++) {
    assert.ok(steps < 80, `${count} ${decision} moments`);
    const s = await waitForTurn(driver);
    assert.ok(!s.over && !s.handoff);
    if (
      s.decision !== decision ||
      (decision === "draft" && (await driver.findAll('[data-die][data-usable="true"]')).length === 0)
    ) {
      await playOneStep(driver, s);
      continue;
    }
    const size = /** @type {Size} */ (sizes[seen % sizes.length]);
    await driver.setViewport(size);
    await settle(driver);
    await visit(size, seen++);
  }
}

/** @param {Driver} driver */
export async function confirmHoldsStillAsTheGainsAppear(driver) {
  /** @type {string[]} */
  const moved = [];
  await soloUntil(driver, TABLET, "place-tile", [TABLET, DESKTOP], 4, async (size, i) => {
    // Where Confirm is while the player looks for a place; where it is once the place is
    // chosen and what it gains has come back from the backend.
    const before = await rectOf(driver, "confirm-place");
    await ghostOnSpot(driver, i * 5);
    await placementGains(driver);
    await settle(driver);
    const after = await rectOf(driver, "confirm-place");
    const shift = Math.max(
      Math.abs(after.x - before.x),
      Math.abs(after.y - before.y),
      Math.abs(after.w - before.w),
      Math.abs(after.h - before.h),
    );
    if (shift > 1)
      moved.push(`${size.name}: ${Math.round(shift)} px (${JSON.stringify(before)} -> ${JSON.stringify(after)})`);
    if (i < 2) await driver.screenshot(`wtw-confirm-still-${size.name}`);
    await confirm(driver, "confirm-place");
  });
  assert.deepEqual(moved, [], "Confirm moved when the gains preview appeared");
}
confirmHoldsStillAsTheGainsAppear.timeoutMs = 240_000;

/** @param {Driver} driver */
export async function everyDieInSightOnAPhone(driver) {
  await soloUntil(driver, PHONE, "draft", [PHONE, SMALL_PHONE], 4, async (size, i) => {
    // "Tap a die": each usable die in sight; a die tapped: each stack it may take in sight.
    await checkLayout(driver, `draft ${i} ${size.name}`);
    if (i < 2) await driver.screenshot(`wtw-dice-in-sight-${size.name}`);
    const die = await driver.execute(() => {
      const dice = /** @type {NodeListOf<HTMLElement>} */ (
        document.querySelectorAll('[data-pick-die], [data-die][data-usable="true"]')
      );
      const el = [...dice].find((e) => {
        const r = e.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top && e.contains(top);
      });
      if (!el) return null;
      return el.dataset.pickDie
        ? '[data-pick-die="' + el.dataset.pickDie + '"]'
        : '[data-die="' + el.dataset.die + '"]';
    });
    assert.ok(die, "a usable die to tap");
    // A die alone is chosen already (a tap would let it go).
    if ((await driver.findAll('[data-die][aria-pressed="true"]')).length === 0) await driver.tap(die);
    await driver.waitFor('[data-die][aria-pressed="true"]');
    await settle(driver);
    await driver
      .waitFor(
        async () => {
          try {
            await checkLayout(driver, `draft ${i} ${size.name}, a die chosen`);
            return true;
          } catch {
            return null;
          }
        },
        { timeout: 1_500 },
      )
      .catch(() => checkLayout(driver, `draft ${i} ${size.name}, a die chosen`));
    if (i < 2) await driver.screenshot(`wtw-stacks-in-sight-${size.name}`);
    assert.ok(await chooseDraft(driver));
    await confirm(driver, "confirm-draft");
  });
}
everyDieInSightOnAPhone.timeoutMs = 240_000;

/** @param {Driver} driver */
export async function portraitTabletAndLandscapePhone(driver) {
  // Two drafts and two placements, each looked at upright and turned.
  let drafts = 0;
  let places = 0;
  /** @param {string} moment @param {number} seen */
  const atBoth = (moment, seen) =>
    driver.atEachViewport(
      `wtw-${moment}-${seen}`,
      async (v) => {
        if (moment === "placing") await placementGains(driver);
        await checkLayout(driver, `${moment} ${seen} ${v.name}`);
      },
      [PORTRAIT_TABLET, LANDSCAPE_PHONE],
    );
  await driver.setViewport(PORTRAIT_TABLET);
  await openSetup(driver);
  await startFromSetup(driver);
  for (let steps = 0; drafts < 2 || places < 2; steps++) {
    assert.ok(steps < 80, "two drafts and two placements");
    const s = await waitForTurn(driver);
    assert.ok(!s.over && !s.handoff);
    await playOneStep(driver, s, {
      onDraft: async () => (drafts < 2 ? atBoth("drafting", drafts++) : undefined),
      onGhost: async () => (places < 2 ? atBoth("placing", places++) : undefined),
    });
  }
}
portraitTabletAndLandscapePhone.timeoutMs = 240_000;
