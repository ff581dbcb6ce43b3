// Helpers for the keyboard-only games (rw-, wt-, wtw-keyboard): the test reads the screen but
// sends nothing but keys, and every control it lands on must show where the focus is.

import assert from "node:assert/strict";

/** @typedef {import("./webdriver.mjs").Driver} Driver */

export const KEY = {
  tab: "\uE004",
  enter: "\uE007",
  space: "\uE00D",
  escape: "\uE00C",
  backspace: "\uE003",
  left: "\uE012",
  up: "\uE013",
  right: "\uE014",
  down: "\uE015",
};

/**
 * Why the focus is not visibly shown, or null when it is: something focused, matching
 * :focus-visible (the keyboard's ring, not a mouse's), drawn with an outline or a shadow at
 * least 2 px wide, and at least partly on screen.
 * @param {Driver} driver
 * @returns {Promise<string | null>}
 */
export async function focusProblem(driver) {
  return driver.execute(() => {
    const el = /** @type {HTMLElement | null} */ (document.activeElement);
    if (!el || el === document.body || el === document.documentElement) return "nothing has the focus";
    const name = el.dataset?.testid ?? el.getAttribute("aria-label") ?? el.tagName + "." + el.className;
    if (!el.matches(":focus-visible")) return name + ": not :focus-visible";
    const cs = getComputedStyle(el);
    const outline =
      cs.outlineStyle !== "none" &&
      parseFloat(cs.outlineWidth) >= 2 &&
      !/rgba\(.*, 0\)$|transparent/.test(cs.outlineColor);
    const shadow = cs.boxShadow !== "none" && cs.boxShadow !== "";
    // An SVG shape shows its focus with a stroke in the focus colour (outlines are not drawn
    // around SVG shapes everywhere; a stroke of another colour is the shape's own look).
    const probe = document.body.appendChild(document.createElement("i"));
    probe.style.color = "var(--color-focus)";
    const focusColour = getComputedStyle(probe).color;
    probe.remove();
    const stroke = el instanceof SVGElement && cs.stroke === focusColour && parseFloat(cs.strokeWidth) >= 2;
    if (!outline && !shadow && !stroke)
      return name + ": no focus ring (outline " + cs.outlineStyle + " " + cs.outlineWidth + " " + cs.outlineColor + ")";
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return name + ": has no size";
    if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) return name + ": off screen";
    return null;
  });
}

/** Fails unless the focus is visibly shown. @param {Driver} driver @param {string} where */
export async function assertVisibleFocus(driver, where) {
  const problem = await focusProblem(driver);
  assert.equal(problem, null, `a visible focus at ${where}`);
}

/**
 * How many presses of Tab (positive) or Shift+Tab (negative) should take the focus from where it
 * is to `selector`, in the order the page would walk (controls in document order, a positive
 * tabindex not used in the app), or null when no such control can take the focus.
 */
const DISTANCE = (/** @type {string} */ selector) => {
  const focusable = document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]");
  const all = [.../** @type {NodeListOf<HTMLButtonElement>} */ (focusable)].filter((el) => {
    if (el.disabled || el.tabIndex < 0 || el.closest("[inert]")) return false;
    if (el.getClientRects().length === 0) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== "hidden" && cs.display !== "none";
  });
  const target = all.findIndex((el) => el.matches(selector));
  if (target === -1) return null;
  const at = all.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
  if (at === -1) return target + 1;
  const ahead = (target - at + all.length) % all.length;
  const back = (at - target + all.length) % all.length;
  return ahead <= back ? ahead : -back;
};

/**
 * Moves the focus to `selector` as a keyboard user does, through the tab order (Tab, or
 * Shift+Tab when it is nearer behind), and checks the focus is visible there. The presses the
 * page's order says are sent at once, then one at a time if the focus is not there yet.
 * @param {Driver} driver
 * @param {string} selector
 * @param {number} [most] presses of Tab allowed beyond the first guess
 */
export async function tabTo(driver, selector, most = 120) {
  const on = () =>
    driver.execute("return !!document.activeElement && document.activeElement.matches(arguments[0]);", selector);
  if (!(await on())) {
    const distance = await driver.waitFor(async () => driver.execute(DISTANCE, selector), {
      message: `${selector} in the tab order`,
    });
    if (distance > 0) await driver.keys(...Array(distance).fill(KEY.tab));
    else if (distance < 0) await driver.shiftKeys(KEY.tab, -distance);
    for (let i = 0; !(await on()); i++) {
      assert.ok(i < most, `${most} presses of Tab never reached ${selector}`);
      await driver.keys(KEY.tab);
    }
  }
  await assertVisibleFocus(driver, selector);
}

/** Tabs to `selector` and presses Enter on it. @param {Driver} driver @param {string} selector */
export async function tabAndPress(driver, selector) {
  await tabTo(driver, selector);
  await driver.keys(KEY.enter);
}

/**
 * Walks the whole tab order once from where the focus is, back to it, and fails on the first
 * control that does not show its focus: every control of the screen, not only those the game
 * happens to use. Returns how many controls it visited.
 * @param {Driver} driver
 * @param {string} where
 */
export async function everyStopShowsFocus(driver, where, most = 200) {
  const mark = await driver.execute(
    "const el = document.activeElement; el?.setAttribute('data-tab-start', ''); return !!el && el !== document.body;",
  );
  assert.ok(mark, `the focus somewhere on ${where} to start the walk from`);
  for (let i = 1; i <= most; i++) {
    await driver.keys(KEY.tab);
    const back = await driver.execute("return document.activeElement?.hasAttribute('data-tab-start') ?? false;");
    if (back) {
      await driver.execute("document.querySelector('[data-tab-start]')?.removeAttribute('data-tab-start');");
      return i;
    }
    // Past the last control the focus may rest a press on the page itself before coming round.
    const problem = await focusProblem(driver);
    if (problem === "nothing has the focus") continue;
    assert.equal(problem, null, `a visible focus at ${where}, stop ${i}`);
  }
  assert.fail(`${most} presses of Tab never came back round on ${where}`);
}

/**
 * The piece being placed (a tile's or a card's ghost) where the keys have moved it, if one is
 * shown: its cell and whether it may go there.
 * @param {Driver} driver
 * @returns {Promise<{ x: number, y: number, legal: boolean } | null>}
 */
export async function ghost(driver) {
  return driver.execute(`
    const g = document.querySelector('[data-testid="ghost"]');
    return g ? { x: Number(g.dataset.x), y: Number(g.dataset.y), legal: g.dataset.legal === "true" } : null;
  `);
}
