// The guided first game's coach as an e2e test sees it, whatever the game: the bubble and its
// ring, whether the bubble fits, and following the ring tap by tap.

import assert from "node:assert/strict";

/** @typedef {import("./webdriver.mjs").Driver} Driver */

/**
 * The coach as the screen shows it now, or null while it shows nothing.
 * @param {Driver} driver
 * @returns {Promise<{ id: string, index: number, free: boolean, target: string, text: string, nudge: boolean } | null>}
 */
export async function coach(driver) {
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
export async function waitForCoach(driver, timeout = 30_000) {
  return driver.waitFor(
    async () => {
      const c = await coach(driver);
      return c && (c.target || c.free) ? c : null;
    },
    { timeout, message: "the coach's bubble and ring" },
  );
}

/**
 * The bubble lies inside the window and does not cover the ringed element.
 * @param {Driver} driver
 * @param {string} where
 */
export async function checkCoachFits(driver, where) {
  // The bubble takes its place once it has measured its new text (a frame or two).
  await new Promise((done) => setTimeout(done, 400));
  const fit = await driver.execute(() => {
    const b = document.querySelector('[data-testid="guide-bubble"]')?.getBoundingClientRect();
    const r = document.querySelector('[data-testid="guide-ring"]')?.getBoundingClientRect();
    if (!b) return { missing: true };
    const inside = b.left >= 0 && b.top >= 0 && b.right <= innerWidth + 0.5 && b.bottom <= innerHeight + 0.5;
    const overlap = r
      ? !(b.right <= r.left + 4 || b.left >= r.right - 4 || b.bottom <= r.top + 4 || b.top >= r.bottom - 4)
      : false;
    return {
      inside,
      overlap,
      b: [b.left, b.top, b.right, b.bottom].map(Math.round),
      r: r ? [r.left, r.top, r.right, r.bottom].map(Math.round) : null,
    };
  });
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
export async function followRing(driver, untilIndex, onStep) {
  let seen = -1;
  for (let taps = 0; taps < 200; taps++) {
    const c = await waitForCoach(driver);
    if (c.index >= untilIndex || c.free) return c;
    if (c.index !== seen) {
      seen = c.index;
      await onStep?.(c);
    }
    // The ringed element may go as the table answers an earlier tap: look again then.
    await (
      c.target.startsWith("[data-spot") || c.target.startsWith("[data-cell-choice")
        ? tapOnBoard(driver, c.target)
        : driver.tap(c.target)
    ).catch(() => {});
    // The table answers the tap (a die pressed, the tile turned, the next step): let it settle.
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error("the guide did not move on");
}

/**
 * Starts a game's guided first game from Home's rules reference, as a player who looks up the
 * rules first: the game's tab, then "Play the guided game"; waits for its table.
 * @param {Driver} driver
 * @param {string} game the game's id ("rolled-west")
 * @param {string} table the table's testid ("rw-game")
 */
export async function startGuideFromTheRules(driver, game, table) {
  await driver.waitFor('[data-testid="open-rules"]');
  await driver.tap('[data-testid="open-rules"]');
  await driver.waitFor(`[data-testid="rules-game"][data-game="${game}"]`);
  await driver.tap(`[data-testid="rules-game"][data-game="${game}"]`);
  const start = `[data-testid="rules-reference"][data-game="${game}"] [data-testid="guide-start"]`;
  await driver.waitFor(start);
  await driver.tap(start);
  await driver.waitFor(`[data-testid="${table}"]`, { timeout: 20_000 });
}
