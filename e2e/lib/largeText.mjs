// Large text: the phone layout (390 x 844) with the text at 200% (the root font size doubled,
// as a person who turns their text size up gets it) must clip nothing and overflow nowhere.

import assert from "node:assert/strict";
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { auditMode } from "./audit.mjs";
import { checkLayout } from "./ctw.mjs";

/** @typedef {import("./webdriver.mjs").Driver} Driver */

export const PHONE = /** @type {const} */ ({ name: "phone", width: 390, height: 844 });

/**
 * Text cut off: an element that clips its overflow (overflow hidden or clip, a line clamp, an
 * ellipsis) while its content is larger than its box, and that holds text of its own. A
 * visually hidden text for screen readers (1 px by design) is no clipping.
 * @param {Driver} driver
 * @returns {Promise<string[]>}
 */
export async function clippedText(driver) {
  return driver.execute(() => {
    /** @type {string[]} */
    const out = [];
    const clips = (/** @type {string} */ v) => v === "hidden" || v === "clip";
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("body *"))) {
      if (el.closest("svg")) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const text = (el.innerText || "").trim();
      if (!text) continue;
      const s = getComputedStyle(el);
      if (s.visibility === "hidden") continue;
      const wide = clips(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const tall = clips(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (!wide && !tall) continue;
      // What sticks out, to name the culprit: the innermost descendants past the box's edge.
      const edge = r.right + 1;
      const past = wide
        ? [...el.querySelectorAll("*")]
            .filter(
              (d) =>
                d.getBoundingClientRect().right > edge &&
                ![...d.children].some((c) => c.getBoundingClientRect().right > edge),
            )
            .slice(0, 2)
            .map(
              (d) => d.tagName.toLowerCase() + "." + (typeof d.className === "string" ? d.className.split(" ")[0] : ""),
            )
        : [];
      const classes =
        typeof el.className === "string" && el.className
          ? "." +
            el.className
              .trim()
              .split(/\s+/)
              .filter((c) => !c.startsWith("svelte-"))
              .join(".")
          : "";
      const size = wide
        ? "width " + el.scrollWidth + ">" + el.clientWidth
        : "height " + el.scrollHeight + ">" + el.clientHeight;
      out.push(
        (past.length ? "[past its edge: " + past.join(", ") + "] " : "") +
          el.tagName.toLowerCase() +
          classes +
          " (" +
          size +
          "): " +
          text.replace(/\s+/g, " ").slice(0, 50),
      );
    }
    return out.slice(0, 10);
  });
}

/**
 * Words cut in two across lines ("Circl" / "e") inside the elements matching `selector`: a name
 * squeezed into a column narrower than its longest word.
 * @param {Driver} driver
 * @param {string} selector
 * @returns {Promise<string[]>}
 */
export async function brokenWords(driver, selector) {
  return driver.execute(
    `
    const out = [];
    for (const el of document.querySelectorAll(arguments[0])) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.data.matchAll(/\\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(m[0]);
        }
      }
    }
    return out;
  `,
    selector,
  );
}

/**
 * Text whose glyphs are cut at the top and bottom: an element matching `selector` that clips its
 * overflow while its line is set shorter than its letters (a line height fixed in pixels that
 * did not grow with the text). The box itself does not overflow, so `clippedText` misses it.
 * @param {Driver} driver
 * @param {string} selector
 * @returns {Promise<string[]>}
 */
export async function lettersCut(driver, selector) {
  return driver.execute(
    `
    return [...document.querySelectorAll(arguments[0])].filter((el) => {
      const s = getComputedStyle(el);
      const clips = [s.overflowX, s.overflowY].some((v) => v === "hidden" || v === "clip");
      const line = parseFloat(s.lineHeight);
      return clips && !Number.isNaN(line) && line < parseFloat(s.fontSize) * 1.1 && el.getClientRects().length > 0;
    }).map((el) => el.textContent.trim() + " (line " + s(el).lineHeight + ", font " + s(el).fontSize + ")");
    function s(el) { return getComputedStyle(el); }
  `,
    selector,
  );
}

/**
 * The screen now, at phone size with the text at 200%: the layout checks (no sideways scroll,
 * 44 px targets, the status line whole) and no clipped text; a screenshot (so an audit too)
 * named `<name>-large-text`. The text size and the viewport are put back after.
 * @param {Driver} driver
 * @param {string} name
 * @param {{ width: number, height: number }} [back] the viewport to return to
 * @param {{ wholeWords?: string, wholeLetters?: string }} [also] `wholeWords`: names (a selector) whose
 *   words must not be cut in two; `wholeLetters`: texts whose letters must not be cut by a short line
 */
export async function checkLargeText(driver, name, back = PHONE, also = {}) {
  await driver.setViewport(PHONE);
  await driver.execute("document.documentElement.style.fontSize = '200%';");
  try {
    // A moment for the layout (and anything that measures itself) to follow the new size.
    await driver.executeAsync(
      "setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(arguments[0])), 150);",
    );
    try {
      await checkLayout(driver, `${name} at 200% text`);
      assert.deepEqual(await clippedText(driver), [], `text cut off on ${name} at 200% text`);
      if (also.wholeWords)
        assert.deepEqual(await brokenWords(driver, also.wholeWords), [], `words cut in two on ${name} at 200% text`);
      if (also.wholeLetters)
        assert.deepEqual(await lettersCut(driver, also.wholeLetters), [], `letters cut on ${name} at 200% text`);
    } catch (error) {
      // A survey (E2E_AUDIT=report) writes the finding down and goes on.
      if (auditMode() !== "report") throw error;
      const dir = join(dirname(fileURLToPath(import.meta.url)), "../../artifacts/a11y");
      mkdirSync(dir, { recursive: true });
      appendFileSync(
        join(dir, "large-text.txt"),
        `${driver.testName} ${name}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
    await driver.screenshot(`${name}-large-text`);
  } finally {
    await driver.execute("document.documentElement.style.fontSize = '';");
    await driver.setViewport(back);
  }
}
