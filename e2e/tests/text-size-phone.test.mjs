// Text a phone user must read is never under 12 px: Home, each game's table and a Wild Tiles
// bid at 390x844, every piece of text on the page measured as drawn (its computed font size,
// times the scale of the SVG it is drawn in). Decorative text is left out only where the
// markup says so: inside an aria-hidden drawing whose meaning is told in words elsewhere (a
// card's name and costs in its label, a long press that shows it large), an icon that is an
// image with its label (the "$" on a dollar), or text a screen reader alone gets.

import assert from "node:assert/strict";
import { startGame, TABLE } from "../lib/home.mjs";
import { gameAt } from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
const MIN_PX = 12;
/** A seed on which the person, playing the first legal action against a greedy bot, soon bids. */
const BID_SEED = "22";

/**
 * The text on screen drawn under `MIN_PX`, each once: its words, its size and where it sits.
 * @param {Driver} driver
 * @param {number} min
 */
async function smallText(driver, min) {
  return driver.execute((/** @type {number} */ least) => {
    // A drawing that tells its meaning in words (aria-hidden beside its words, or an image
    // with its label) and words for a screen reader alone are not read by eye.
    const DECORATIVE = '[aria-hidden="true"], [role="img"], .visually-hidden, title, style, script';
    const found = new Map();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const words = (n.textContent ?? "").trim();
      const el = n.parentElement;
      if (!words || !el || el.closest(DECORATIVE)) continue;
      const r = el.getBoundingClientRect();
      // All of the page, what is scrolled out of view too; a tab or a panel not shown has no size.
      if (r.width < 2 || r.height < 2) continue;
      const s = getComputedStyle(el);
      if (s.visibility === "hidden" || Number(s.opacity) === 0) continue;
      let px = parseFloat(s.fontSize);
      if (el instanceof SVGGraphicsElement) {
        const m = el.getScreenCTM();
        if (m) px *= Math.hypot(m.a, m.b);
      }
      if (px >= least - 0.05) continue;
      const cls = (typeof el.className === "string" ? el.className : "").split(" ")[0] ?? "";
      const key = `${el.tagName.toLowerCase()}${cls ? "." + cls : ""} "${words.slice(0, 20)}" ${px.toFixed(1)}px`;
      found.set(key, true);
    }
    return [...found.keys()];
  }, min);
}

/** @param {Driver} driver */
export async function textAPhoneUserReadsIsAtLeast12Px(driver) {
  await driver.setViewport(PHONE);
  await driver.waitFor('[data-testid="open-settings"]');
  /** @type {Record<string, string[]>} */
  const small = { home: await smallText(driver, MIN_PX) };
  await driver.screenshot("text-size-home");
  for (const id of /** @type {const} */ (["wild-tiles", "rolled-west", "circle-the-wagons", "wild-tiled-west"])) {
    await startGame(driver, id);
    await driver.waitFor(`[data-testid="${TABLE[id]}"]`, { timeout: 20_000 });
    await driver.waitFor(() =>
      driver.execute(() => document.querySelectorAll("button.btn:not([disabled])").length > 3),
    );
    await driver.executeAsync("setTimeout(arguments[0], 600);");
    small[id] = await smallText(driver, MIN_PX);
    await driver.screenshot(`text-size-${id}`);
    await driver.tap('[data-testid="menu"]');
    await driver.waitFor('[data-testid="open-settings"]');
  }
  // A Wild Tiles bid, the panel that had to shrink to a strip on a phone.
  await gameAt(driver, BID_SEED, "bid");
  await driver.waitFor('[data-testid="bid-panel"]');
  small["wild-tiles bid"] = await smallText(driver, MIN_PX);
  await driver.screenshot("text-size-wt-bid");
  const listed = Object.entries(small).filter(([, l]) => l.length > 0);
  assert.deepEqual(
    Object.fromEntries(listed),
    {},
    `text under ${MIN_PX} px at 390x844:\n${listed.map(([k, l]) => `${k}: ${l.join("; ")}`).join("\n")}`,
  );
}
textAPhoneUserReadsIsAtLeast12Px.timeoutMs = 150_000;
