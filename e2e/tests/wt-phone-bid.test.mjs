// Wild Tiles' bid on a phone: the bidder reads the board they bid on. At 360x640 and 390x844
// the bid's panel leaves the grid the screen's width (85% of it: the board's frame takes the
// rest), and a long press on a card shows it large, its numbers at least 12 px, beside its
// explanation, playing nothing.

import assert from "node:assert/strict";
import { gameAt, wtState } from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];
/** A seed on which the person, playing the first legal action against a greedy bot, soon bids. */
const BID_SEED = "22";

/**
 * The grid's width, and the smallest number drawn on its cards (or in `scope`), in CSS pixels
 * on screen: an SVG text's font size times the scale its card is drawn at.
 * @param {Driver} driver
 * @param {string} scope
 */
async function measure(driver, scope) {
  return driver.execute((/** @type {string} */ sel) => {
    const grid = /** @type {Element} */ (document.querySelector('[data-testid="wt-grid"]'));
    const sizes = [.../** @type {NodeListOf<SVGTextElement>} */ (document.querySelectorAll(`${sel} svg text`))]
      .filter((t) => /^\d+$/.test((t.textContent ?? "").trim()))
      .map((t) => {
        const m = t.getScreenCTM();
        return parseFloat(getComputedStyle(t).fontSize) * (m ? Math.hypot(m.a, m.b) : 1);
      });
    return { grid: grid.getBoundingClientRect().width, smallest: sizes.length ? Math.min(...sizes) : 0 };
  }, scope);
}

/** @param {Driver} driver */
export async function aBidderReadsTheBoardOnAPhone(driver) {
  await driver.setViewport(/** @type {{ width: number, height: number }} */ (SIZES[0]));
  const { s } = await gameAt(driver, BID_SEED, "bid");
  assert.ok(s.bidding, "the bid panel");
  for (const size of SIZES) {
    await driver.setViewport(size);
    await driver.executeAsync("setTimeout(() => requestAnimationFrame(arguments[0]), 150);");
    const plain = await measure(driver, '[data-testid="wt-grid"]');
    await driver.screenshot(`wt-bid-${size.width}x${size.height}`);
    assert.ok(
      plain.grid >= 0.85 * size.width,
      `the grid keeps the screen's width while bidding at ${size.width}x${size.height}: ${Math.round(plain.grid)} px`,
    );
    // The bid in reach, whole, under the grid.
    const confirm = await driver.execute(() => {
      const r = /** @type {Element} */ (document.querySelector('[data-testid="bid-confirm"]')).getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    });
    assert.ok(confirm.top >= 0 && confirm.bottom <= size.height, `Bid in view: ${JSON.stringify(confirm)}`);

    // A long press on a card: the card large, its numbers readable, and nothing played.
    const { step } = await wtState(driver);
    const cell = await driver.execute(
      () =>
        /** @type {HTMLElement} */ (
          document.querySelector('[data-testid="wt-grid"] [data-cell][data-card]:not([data-card=""])')
        ).dataset.cell,
    );
    await driver.hold(`[data-testid="wt-grid"] [data-cell="${cell}"]`, 700);
    await driver.waitFor('[data-testid="wt-card-large"]', { message: "the card shown large" });
    await driver.waitFor('[data-testid="explanation"]');
    const large = await measure(driver, '[data-testid="wt-card-large"]');
    await driver.screenshot(`wt-bid-card-large-${size.width}x${size.height}`);
    assert.ok(large.smallest >= 12, `the large card's numbers: ${large.smallest.toFixed(1)} px`);
    await driver.tap('[data-testid="explanation-close"]');
    await driver.waitFor(async () => (await driver.findAll('[data-testid="wt-card-large"]')).length === 0, {
      message: "the large card closed with its explanation",
    });
    assert.equal((await wtState(driver)).step, step, "a long press bids nothing");
    assert.ok((await wtState(driver)).bidding, "still bidding");
  }
}
aBidderReadsTheBoardOnAPhone.timeoutMs = 120_000;
