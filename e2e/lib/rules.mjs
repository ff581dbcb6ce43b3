// The rules reference as a test reads it: whether a section has been brought into view.

/** @typedef {import("./webdriver.mjs").Driver} Driver */

/**
 * Whether the heading of `section` is in the top half of the window.
 * @param {Driver} driver
 * @param {string} section
 * @returns {Promise<boolean>}
 */
async function headingInView(driver, section) {
  return driver.execute((/** @type {string} */ id) => {
    const h = document.getElementById(id);
    if (!h) return false;
    const r = h.getBoundingClientRect();
    return r.top >= 0 && r.top < innerHeight / 2;
  }, `rules-${section}`);
}

/**
 * Waits until the reference has scrolled `section`'s heading into the top half of the window.
 * @param {Driver} driver
 * @param {string} section
 * @param {string} message
 */
export async function waitForSectionInView(driver, section, message) {
  await driver.waitFor(async () => (await headingInView(driver, section)) || null, { message });
}
