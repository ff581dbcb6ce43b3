// Wild Tiles' new-game form on a phone and a tablet: every control (the seats, the deck, the
// rival gang, the shared win) scrolled into view as the browser brings it (the least scroll
// that shows it, as Tab does) is clear of the sticky Start bar: the point at its centre is
// the control itself, not the bar over it.

import assert from "node:assert/strict";
import { openNewGame } from "../lib/home.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 1024, height: 768 },
];

/**
 * The form's controls, each scrolled into view from the top of the page down, that something
 * else covers at its centre. @param {Driver} driver
 */
async function covered(driver) {
  return driver.executeAsync((/** @type {(out: string[]) => void} */ done) => {
    const form = /** @type {Element} */ (document.querySelector('[data-testid="setup"]'));
    const controls = [
      .../** @type {NodeListOf<HTMLElement>} */ (form.querySelectorAll("button, input, select")),
    ].filter(
      (el) => !el.closest("footer") && el.getBoundingClientRect().width > 2 && el.getBoundingClientRect().height > 2,
    );
    window.scrollTo(0, 0);
    const out = /** @type {string[]} */ ([]);
    let i = 0;
    const next = () => {
      const el = controls[i++];
      if (!el) return done(out);
      el.scrollIntoView({ block: "nearest" });
      requestAnimationFrame(() => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(el === hit || el.contains(hit))) {
          const name = el.dataset.testid ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
          out.push(`${name} under ${hit ? (hit.closest("footer") ? "the Start bar" : hit.tagName) : "nothing"}`);
        }
        next();
      });
    };
    next();
  });
}

/** @param {Driver} driver */
export async function everySetupControlIsClearOfTheStartBar(driver) {
  await driver.setViewport(/** @type {{ width: number, height: number }} */ (SIZES[0]));
  await openNewGame(driver, "wild-tiles");
  for (const size of SIZES) {
    await driver.setViewport(size);
    const hidden = await covered(driver);
    await driver.execute(() =>
      /** @type {Element} */ (document.querySelector('[data-testid="wt-shared-win"]')).scrollIntoView({
        block: "nearest",
      }),
    );
    await driver.screenshot(`wt-setup-reach-${size.width}x${size.height}`);
    assert.deepEqual(hidden, [], `controls under the Start bar at ${size.width}x${size.height}`);
  }
}
everySetupControlIsClearOfTheStartBar.timeoutMs = 60_000;
