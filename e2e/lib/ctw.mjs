// Helpers for driving a Circle the Wagons game by touch, shared by the e2e tests. Everything
// is read from the screen's data attributes (phase, whose turn, legal spots), never computed.

import assert from "node:assert/strict";
import { passHandOff } from "./handoff.mjs";
import { openNewGame } from "./home.mjs";
import { waitPastStep } from "./table.mjs";

/** @typedef {import("./webdriver.mjs").Driver} Driver */
/**
 * @typedef {{ handoff: boolean, over: boolean, phase: string | null, mode: string | null,
 *   myTurn: boolean, busy: boolean, step: number, viewer: string | null }} TableState
 */

/** What the game screen shows now. @param {Driver} driver @returns {Promise<TableState>} */
export async function tableState(driver) {
  return driver.execute(`
    const g = document.querySelector('[data-testid="ctw-game"]');
    return {
      handoff: !!document.querySelector('[data-testid="handoff"]'),
      over: !!document.querySelector('[data-testid="score-screen"]'),
      phase: g ? g.dataset.phase : null,
      mode: g ? g.dataset.mode : null,
      myTurn: !!g && g.dataset.myTurn === "true",
      busy: !!g && g.dataset.busy === "true",
      step: g ? Number(g.dataset.step) : -1,
      viewer: g ? g.dataset.viewer : null,
    };
  `);
}

/**
 * Waits until a person has something to do: a hand-off screen, their turn, or the final score.
 * @param {Driver} driver
 * @param {number} [timeout]
 */
export async function waitForTurn(driver, timeout = 30_000) {
  return driver.waitFor(
    async () => {
      const s = await tableState(driver);
      return s.handoff || s.over || (s.myTurn && !s.busy) ? s : null;
    },
    { timeout, message: "a turn, a hand-off or the final score" },
  );
}

/**
 * Waits until the table moved on from `step` (or a hand-off / the score appeared).
 * @param {Driver} driver
 * @param {number} step
 */
export async function waitPast(driver, step) {
  return waitPastStep(driver, tableState, step);
}

/**
 * From the home screen to a started game.
 * @param {Driver} driver
 * @param {"bot" | "pass"} mode
 * @param {string} [level] the bot's level
 * @param {string[]} [names] names typed for the seats, first seat first
 */
export async function startGame(driver, mode, level = "greedy", names = []) {
  await openNewGame(driver, "circle-the-wagons");
  await driver.tap(`[data-testid="mode-${mode}"]`);
  for (const [seat, name] of names.entries()) {
    await driver.tap(`[data-testid="seat-${seat}-name"]`);
    await driver.type(`[data-testid="seat-${seat}-name"]`, name);
  }
  if (mode === "bot") {
    await driver.waitFor(`[data-testid="seat-1-level-${level}"]`);
    await driver.tap(`[data-testid="seat-1-level-${level}"]`);
    assert.equal(await driver.attribute(`[data-testid="seat-1-level-${level}"]`, "aria-pressed"), "true");
  }
  await driver.tap('[data-testid="start"]');
  await driver.waitFor('[data-testid="ctw-game"], [data-testid="handoff"]');
}

/**
 * Taps a card the player may pick in the circle and returns its slot: `slot`, or else the
 * first card (so nothing is skipped), or else any card on offer.
 * @param {Driver} driver
 * @param {number | null} [slot]
 */
export async function selectSlot(driver, slot = null) {
  const selector = slot === null ? '[data-slot][data-selectable="true"]' : `[data-slot="${slot}"]`;
  // On a phone the circle is laid out a frame after it is shown.
  await driver.waitFor(selector);
  const first = slot === null ? await driver.findAll('.slot.first[data-selectable="true"]') : [];
  const els = first.length > 0 ? first : await driver.findAll(selector);
  assert.ok(els.length > 0, `a selectable card (${selector})`);
  const el = /** @type {NonNullable<typeof els[0]>} */ (els[0]);
  await driver.tap(el);
  await driver.waitFor('[data-testid="confirm-slot"]');
  return Number(await driver.attribute(el, "data-slot"));
}

/** Confirms the card chosen in the circle (start or take). @param {Driver} driver */
export async function confirmSlot(driver) {
  const { step } = await tableState(driver);
  await driver.tap('[data-testid="confirm-slot"]');
  return waitPast(driver, step);
}

/**
 * Taps a legal spot of the town (read from the SVG's data attributes) and returns it: the
 * first, the middle one, or the one at an index (wrapping round).
 * @param {Driver} driver
 * @param {"first" | "middle" | number} [which]
 */
export async function tapLegalSpot(driver, which = "middle") {
  // On a phone the town is laid out a frame after it is shown, and a spot may sit under the
  // hand's panel or the town's name: a person taps one they can see, so only spots whose
  // centre hits the town (the spot itself, the ghost card over it or a territory) count.
  await driver.waitFor("[data-spot]");
  const { inSight, all } = await driver.waitFor(
    async () => {
      const found = await driver.execute(() => {
        const spots = [...document.querySelectorAll("[data-spot]")];
        const seen = spots.filter((spot) => {
          const r = spot.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
          const hit = document.elementFromPoint(x, y);
          return hit !== null && spot.closest("svg")?.contains(hit) === true;
        });
        return { inSight: seen.map((spot) => spot.getAttribute("data-spot")), all: spots.length };
      });
      return found.inSight.length > 0 ? found : null;
    },
    { message: "a legal spot in sight on the town" },
  );
  if (inSight.length < all) console.log(`    ${all - inSight.length} of ${all} legal spots out of sight`);
  const index = which === "first" ? 0 : which === "middle" ? Math.floor(inSight.length / 2) : which % inSight.length;
  const spot = /** @type {string} */ (inSight[index]);
  const [x, y] = spot.split(",");
  await driver.tap(`[data-spot="${spot}"]`);
  await waitForGreenGhost(driver, x, y);
  return { x: Number(x), y: Number(y) };
}

/**
 * Waits for the ghost (a town's card, a board's tile) to stand, legal, at `x`, `y`.
 * @param {Driver} driver
 * @param {string | null | undefined} x
 * @param {string | null | undefined} y
 */
export async function waitForGreenGhost(driver, x, y) {
  await driver.waitFor(
    async () =>
      (await driver.execute(
        `const g = document.querySelector('[data-testid="ghost"]');
         return !!g && g.dataset.x === arguments[0] && g.dataset.y === arguments[1] && g.dataset.legal === "true";`,
        x,
        y,
      )) === true,
    { message: `a green ghost at ${x},${y}` },
  );
}

/** Confirms the ghost's position. @param {Driver} driver */
export async function confirmPlace(driver) {
  const { step } = await tableState(driver);
  await driver.waitFor(async () => (await driver.attribute('[data-testid="confirm-place"]', "disabled")) === null, {
    message: "Confirm enabled",
  });
  await driver.tap('[data-testid="confirm-place"]');
  return waitPast(driver, step);
}

/**
 * Plays whatever the person at the device must do now, by taps: pass a hand-off, name the
 * start, take a card (the first one offered) or place a card on a legal spot (varied with
 * the step, so the town grows in different directions).
 * @param {Driver} driver
 * @param {TableState} s
 */
export async function playOneStep(driver, s) {
  if (s.handoff) {
    await passHandOff(driver);
    await driver.waitFor('[data-testid="ctw-game"]');
    return;
  }
  if (s.phase === "choose-start" || s.phase === "draft") {
    await selectSlot(driver);
    await confirmSlot(driver);
    return;
  }
  if (s.phase === "place-drafted" || s.phase === "place-free") {
    await tapLegalSpot(driver, s.step * 7);
    await confirmPlace(driver);
    return;
  }
  throw new Error(`nothing to play in ${JSON.stringify(s)}`);
}

/**
 * The backend's finished games, oldest first, straight from the IPC bridge.
 * @param {Driver} driver
 * @returns {Promise<any[]>}
 */
export async function backendHistory(driver) {
  const result = await driver.executeAsync((/** @type {(result: unknown) => void} */ done) => {
    /** @type {any} */ (window).__TAURI_INTERNALS__.invoke("history", { offset: 0, limit: 1000000 }).then(
      (/** @type {unknown} */ v) => done({ ok: v }),
      (/** @type {unknown} */ e) => done({ err: e }),
    );
  });
  assert.ok(result.ok, `history failed: ${JSON.stringify(result.err)}`);
  return [...result.ok.games].reverse();
}

/** Everything a finger may press: native controls and the ARIA widgets drawn by hand. */
export const TAP_TARGETS = [
  "button",
  "[role=button]",
  "a[href]",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[role=tab]",
  "[role=link]",
  "[role=checkbox]",
  "[role=radio]",
  "[role=switch]",
  "[role=option]",
  "[role=menuitem]",
  "[role=slider]",
  "[role=gridcell][tabindex]",
].join(", ");

/**
 * The layout checks every screen must pass: nothing scrolls sideways, every tap target (a
 * button, a link, a field, a hand-drawn widget) is at least 44 x 44 CSS pixels and the status
 * line says all it has to say.
 * @param {Driver} driver
 * @param {string} where
 */
export async function checkLayout(driver, where) {
  const overflow = await driver.execute(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow !== 0) {
    // Name the culprits: the innermost elements that reach past the viewport's right edge.
    const wide = await driver.execute(() => {
      const w = document.documentElement.clientWidth;
      return [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > w + 1)
        .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > w + 1))
        .slice(0, 8)
        .map(
          (el) =>
            el.tagName.toLowerCase() +
            (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/).join(".") : "") +
            " right=" +
            Math.round(el.getBoundingClientRect().right),
        );
    });
    assert.fail(`horizontal overflow on ${where}: ${overflow} px, from ${wide.join(", ")}`);
  }
  // The layout box (offsetWidth), not the painted one: a die that tumbles in after a roll is
  // scaled down for half a second, and a check that caught it mid-roll failed now and then.
  const small = await driver.execute(
    (/** @type {string} */ targets) =>
      [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(targets))]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const r = el.getBoundingClientRect();
          // An SVG element has no offsetWidth: its painted box stands in.
          const w = el.offsetWidth ?? r.width;
          const h = el.offsetHeight ?? r.height;
          const text = (el.textContent || el.getAttribute("aria-label") || el.tagName).trim().slice(0, 40);
          return { text, w: Math.round(w), h: Math.round(h) };
        })
        .filter((b) => b.w < 44 || b.h < 44),
    TAP_TARGETS,
  );
  assert.deepEqual(small, [], `tap targets smaller than 44px on ${where}`);
  // The status line is clamped to two lines: a prompt longer than that would lose its end.
  const clipped = await driver.execute(() => {
    const el = document.querySelector('[data-testid="status"]');
    return el && el.scrollHeight > el.clientHeight + 1 ? el.textContent?.trim() : null;
  });
  assert.equal(clipped, null, `the status line is cut short on ${where}`);
}
