// A screen waiting for a player comes to rest: every call for attention (a pulse on a space
// to tap, a usable die, the seat acting) beats a few times and stops, so a phone left on a
// decision does not repaint, and pay in battery, for as long as it waits.

/** @typedef {import("./webdriver.mjs").Driver} Driver */

/**
 * Waits until no animation runs on the page, and fails naming those still running.
 * @param {Driver} driver
 * @param {string} where the moment, for the message
 * @param {number} timeout how long the beats may last, in ms
 */
export async function comesToRest(driver, where, timeout = 8_000) {
  /** @returns {Promise<string[]>} */
  const running = () =>
    driver.execute(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running")
        .map((a) => {
          const name =
            a instanceof CSSAnimation ? a.animationName : a instanceof CSSTransition ? a.transitionProperty : "";
          const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
          return `${name} on ${target?.getAttribute("class") ?? target?.nodeName ?? "?"}`;
        }),
    );
  /** @type {string[]} */
  let last = [];
  try {
    await driver.waitFor(async () => (last = await running()).length === 0, { timeout });
  } catch {
    throw new Error(`${where}: the screen never comes to rest; still running after ${timeout} ms: ${last.join(", ")}`);
  }
}
