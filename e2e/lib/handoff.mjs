// The pass-and-play hand-off, as a person passes it: wait until it takes presses, then hold
// one's name down until it fills and let go (a tap does not reveal: see ui/src/lib/revealGate.ts).

/** @typedef {import("./webdriver.mjs").Driver} Driver */

/** Longer than the hand-off's HOLD_MS (600), as a person holds on until the fill is full. */
export const HOLD_FOR_MS = 900;

/** @param {Driver} driver */
export async function passHandOff(driver) {
  await driver.waitFor('[data-testid="handoff"][data-armed="true"]', { message: "the hand-off taking presses" });
  await driver.hold('[data-testid="handoff-ready"]', HOLD_FOR_MS);
}
