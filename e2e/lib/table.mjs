// Helpers every game table's e2e helpers share: waiting for a table to move on, and the
// screenshots of a screen at each size a test looks at it in.

import { checkLargeText } from "./largeText.mjs";

/** @typedef {import("./webdriver.mjs").Driver} Driver */
/** @typedef {{ handoff: boolean, over: boolean, busy: boolean, step: number }} TableMoment */

/**
 * Waits until the table moved past `step`: a hand-off came, the game ended, or another step is
 * on screen with no command in flight. `read` is the game's reader of its screen; `movedOn`
 * adds a game's own way of moving on (Wild Tiles' blank screen after a secret choice).
 * @template {TableMoment} S
 * @param {Driver} driver
 * @param {(driver: Driver) => Promise<S>} read
 * @param {number} step
 * @param {{ timeout?: number, movedOn?: (s: S) => boolean }} [how]
 * @returns {Promise<S>}
 */
export async function waitPastStep(driver, read, step, { timeout = 30_000, movedOn = () => false } = {}) {
  return driver.waitFor(
    async () => {
      const s = await read(driver);
      return s.handoff || movedOn(s) || s.over || (s.step !== step && !s.busy) ? s : null;
    },
    { timeout, message: `the table to move past step ${step}` },
  );
}

/** The six sizes a screen is looked at in; `check`: the layout is checked at it. */
export const SIZES = /** @type {const} */ ([
  { name: "phone", width: 390, height: 844, check: true },
  { name: "tablet", width: 1024, height: 768, check: true },
  { name: "desktop", width: 1440, height: 900, check: true },
  { name: "small-phone", width: 360, height: 640, check: false },
  // The app window is at least 480 px high (tauri.conf.json): the landscape phone as near as it goes.
  { name: "landscape-phone", width: 844, height: 480, check: false },
  { name: "portrait-tablet", width: 768, height: 1024, check: false },
]);

/**
 * Screenshots of the screen now at each of `sizes`, named `<prefix>-<size>`, each after
 * `check` (at the sizes not marked `check: false`); then the screen at 200% text
 * (`largeText`), back at `back` after.
 * @param {Driver} driver
 * @param {string} prefix
 * @param {{ width: number, height: number }} back
 * @param {{ sizes?: readonly { name: string, width: number, height: number, check?: boolean }[],
 *   check?: ((size: { name: string }) => Promise<void>) | null, largeText?: boolean }} [how]
 */
export async function shots(driver, prefix, back, { sizes = SIZES, check = null, largeText = true } = {}) {
  for (const size of sizes) {
    await driver.setViewport(size);
    // The webview may take a moment more to lay the page out at its new width.
    await driver.waitFor(
      async () => (await driver.execute(`return matchMedia("(min-width: 720px)").matches;`)) === size.width >= 720,
      { message: `the layout at ${size.name}` },
    );
    await driver.executeAsync(
      "setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(arguments[0])), 120);",
    );
    if (check && size.check !== false) await check(size);
    await driver.screenshot(`${prefix}-${size.name}`);
  }
  if (largeText) await checkLargeText(driver, prefix, back);
  else await driver.setViewport(back);
}
