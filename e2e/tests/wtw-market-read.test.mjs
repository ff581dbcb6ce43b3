// Wild Tiled West's market read as a new player reads it: each of its five kinds of
// number has its own look and its own words (a die is drawn as a die and named "prairie die
// showing 7", an empty slot "slot 7", a stack's count "3 left" beside a small pile, its cost
// "costs 2 gold" beside a coin), and the stack the player chooses (or, with the keyboard, looks
// at) is drawn large enough to read its squares, in sight, at a phone, a small phone, a tablet
// and a desktop. A solo game against Bandit Ridge (no bot to wait for).

import assert from "node:assert/strict";
import {
  checkLayout,
  chooseDraft,
  confirm,
  openSetup,
  outOfSight,
  playOneStep,
  startFromSetup,
  waitForTurn,
} from "../lib/wtw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */
/** @typedef {{ name: string, width: number, height: number }} Size */

const PHONE = { name: "phone", width: 390, height: 844 };
const SMALL_PHONE = { name: "small-phone", width: 360, height: 640 };
const TABLET = { name: "tablet", width: 1024, height: 768 };
const DESKTOP = { name: "desktop", width: 1440, height: 900 };

/** The least a square of the large tile may measure: its icons can be read (the market's are 10-15 px). */
const LEAST_SQUARE_PX = 24;

/** Waits two frames, so a resized table has settled. @param {Driver} driver */
async function settle(driver) {
  await driver.executeAsync("requestAnimationFrame(() => requestAnimationFrame(arguments[0]));");
}

/**
 * What the market says of each kind of number: the words of each die, empty slot and stack,
 * with the figures drawn beside them, and whether each die is drawn as a die.
 * @param {Driver} driver
 */
async function marketWords(driver) {
  /**
   * @type {{ dice: { words: string, face: boolean }[], slots: { words: string, shown: string }[],
   *   stacks: { words: string, count: string | null, pile: boolean, cost: string | null, coin: boolean }[] }}
   */
  const words = await driver.execute(() => {
    const m = /** @type {Element} */ (document.querySelector('[data-testid="market"]'));
    const text = (/** @type {Element} */ el, /** @type {string} */ sel) =>
      el.querySelector(sel)?.textContent?.trim() ?? "";
    return {
      dice: [...m.querySelectorAll("button[data-die]")].map((d) => ({
        words: text(d, '[data-words="die"]'),
        face: !!d.querySelector("svg[data-die-face]"),
      })),
      slots: [...m.querySelectorAll(".slot[data-die-slot]")].map((s) => ({
        words: text(s, '[data-words="slot"]'),
        shown: text(s, '[aria-hidden="true"]'),
      })),
      stacks: [...m.querySelectorAll("[data-stack]")].map((s) => ({
        words: text(s, ".visually-hidden"),
        count: s.querySelector("[data-count-mark]")?.textContent?.trim() ?? null,
        pile: !!s.querySelector('[data-count-mark] use[href="#wtw-pile"]'),
        cost: s.querySelector("[data-cost-mark]")?.textContent?.trim() ?? null,
        coin: !!s.querySelector('[data-cost-mark] use[href="#wtw-gold"]'),
      })),
    };
  });
  return words;
}

/** Each kind of number has its own words and look. @param {Driver} driver @param {string} where */
async function checkNumberWords(driver, where) {
  const w = await marketWords(driver);
  /** @type {string[]} */
  const wrong = [];
  assert.ok(w.dice.length > 0 && w.slots.length > 0 && w.stacks.length === 40, `${where}: dice, slots and 40 stacks`);
  for (const d of w.dice) {
    if (!/^(prairie|river) die showing \d+$/.test(d.words)) wrong.push(`die named "${d.words}"`);
    if (!d.face) wrong.push(`die "${d.words}" not drawn as a die`);
  }
  for (const s of w.slots) if (s.words !== `slot ${s.shown}`) wrong.push(`slot showing ${s.shown} named "${s.words}"`);
  for (const s of w.stacks) {
    if (s.count === null || !s.pile || !s.words.includes(`${s.count} left`))
      wrong.push(`count ${s.count} (pile: ${s.pile}) named "${s.words}"`);
    if (s.cost !== null && (!s.coin || !s.words.includes(`costs ${s.cost} gold`)))
      wrong.push(`cost ${s.cost} (coin: ${s.coin}) named "${s.words}"`);
  }
  assert.deepEqual(wrong, [], `${where}: the market's numbers in words`);
}

/**
 * The large tile: shown for `stack`, in sight, each square at least LEAST_SQUARE_PX across.
 * @param {Driver} driver
 * @param {string} where
 * @param {string} stack
 */
async function checkPreview(driver, where, stack) {
  await driver.waitFor(`[data-testid="stack-preview"][data-stack-shown="${stack}"]`, {
    timeout: 3_000,
    message: `${where}: stack ${stack} drawn large`,
  });
  /** @type {number[]} */
  const squares = await driver.execute(() =>
    [...document.querySelectorAll('[data-testid="stack-preview"] rect.out')].map((r) =>
      Math.min(r.getBoundingClientRect().width, r.getBoundingClientRect().height),
    ),
  );
  assert.ok(squares.length > 0, `${where}: the large tile has squares`);
  const least = Math.min(...squares);
  assert.ok(
    least + 0.5 >= LEAST_SQUARE_PX,
    `${where}: a square of the large tile is ${least.toFixed(1)} px, less than ${LEAST_SQUARE_PX}`,
  );
  assert.deepEqual(
    await outOfSight(driver, '[data-testid="stack-preview"]', "data-testid"),
    [],
    `${where}: the large tile in sight`,
  );
}

/** @param {Driver} driver @param {string} testid */
async function rectOf(driver, testid) {
  /** @type {number[]} */
  const r = await driver.execute((/** @type {string} */ id) => {
    const r = /** @type {Element} */ (document.querySelector('[data-testid="' + id + '"]')).getBoundingClientRect();
    return [r.left, r.top, r.width, r.height].map(Math.round);
  }, testid);
  return r;
}

/** @param {Driver} driver */
export async function theMarketReadsAtEverySize(driver) {
  const sizes = [PHONE, SMALL_PHONE, TABLET, DESKTOP];
  await driver.setViewport(PHONE);
  await openSetup(driver);
  await startFromSetup(driver);
  let seen = 0;
  for (let steps = 0; seen < sizes.length; steps++) {
    assert.ok(steps < 80, "a draft at each size");
    const s = await waitForTurn(driver);
    assert.ok(!s.over && !s.handoff);
    if (s.decision !== "draft" || (await driver.findAll('[data-die][data-usable="true"]')).length === 0) {
      await playOneStep(driver, s);
      continue;
    }
    const size = /** @type {Size} */ (sizes[seen++]);
    await driver.setViewport(size);
    await settle(driver);
    if ((await driver.findAll('[data-testid="tab-market"][aria-pressed="false"]')).length > 0)
      await driver.tap('[data-testid="tab-market"]');
    await driver.waitFor('[data-testid="market"]');
    await checkNumberWords(driver, size.name);

    if (size === TABLET || size === DESKTOP) {
      // The keyboard on a stack, before any die: its tile drawn large, the Draft button still.
      const before = await rectOf(driver, "confirm-draft");
      /** @type {string} */
      const looked = await driver.execute(() => {
        const s = /** @type {HTMLElement} */ (document.querySelector('[data-stack][data-count]:not([data-count="0"])'));
        s.focus();
        return s.dataset.stack;
      });
      await checkPreview(driver, `${size.name}, a stack looked at`, looked);
      await settle(driver);
      assert.deepEqual(
        await rectOf(driver, "confirm-draft"),
        before,
        `${size.name}: Draft moved as a stack was looked at`,
      );
      await driver.execute(`document.activeElement?.blur();`);
    }

    assert.ok(await chooseDraft(driver));
    /** @type {string} */
    const chosen = await driver.execute(
      `return document.querySelector('[data-stack][aria-pressed="true"]').dataset.stack;`,
    );
    await checkPreview(driver, `${size.name}, a stack chosen`, chosen);
    await driver.screenshot(`wtw-market-read-${size.name}`);
    await checkLayout(driver, `${size.name}, a stack chosen`);
    await confirm(driver, "confirm-draft");
  }
}
theMarketReadsAtEverySize.timeoutMs = 240_000;
