// Helpers for driving a Rolled West game by taps, shared by the e2e tests. Everything is read
// from the screen's data attributes (phase, whose turn, what is lit), never computed.

import assert from "node:assert/strict";
import { checkLayout } from "./ctw.mjs";
import { passHandOff } from "./handoff.mjs";
import { startGame as startGameFromHome } from "./home.mjs";
import { shots as tableShots, waitPastStep } from "./table.mjs";

/** @typedef {import("./webdriver.mjs").Driver} Driver */
/**
 * @typedef {{ handoff: boolean, over: boolean, phase: string | null, mode: string | null, myTurn: boolean,
 *   asked: boolean, busy: boolean, step: number, viewer: string | null, round: number, roller: number,
 *   waiting: number[], ghost: boolean }} RwState
 */

/** What the screen shows now. @param {Driver} driver @returns {Promise<RwState>} */
export async function rwState(driver) {
  return driver.execute(`
    const g = document.querySelector('[data-testid="rw-game"]');
    return {
      handoff: !!document.querySelector('[data-testid="handoff"]'),
      over: !!document.querySelector('[data-testid="score-screen"]'),
      phase: g ? g.dataset.phase : null,
      mode: g ? g.dataset.mode : null,
      myTurn: !!g && g.dataset.myTurn === "true",
      asked: !!g && g.dataset.asked === "true",
      busy: !!g && g.dataset.busy === "true",
      step: g ? Number(g.dataset.step) : -1,
      viewer: g ? g.dataset.viewer : null,
      round: g ? Number(g.dataset.round) : 0,
      roller: g ? Number(g.dataset.roller) : -1,
      waiting: g && g.dataset.waiting ? g.dataset.waiting.split(",").map(Number) : [],
      ghost: !!g && g.dataset.ghost === "true",
    };
  `);
}

/** Waits until a person has something to do: a hand-off, a turn, an offer or the final score. */
export async function waitForTurn(/** @type {Driver} */ driver, timeout = 45_000) {
  return driver.waitFor(
    async () => {
      const s = await rwState(driver);
      return s.handoff || s.over || ((s.myTurn || s.asked) && !s.busy && s.mode === "play") ? s : null;
    },
    { timeout, message: "a turn, an offer, a hand-off or the final score" },
  );
}

/** Waits until the table moved past `step`. @param {Driver} driver @param {number} step */
export async function waitPast(driver, step) {
  return waitPastStep(driver, rwState, step);
}

/**
 * From the home screen to a started game: `kinds` lists the seats ("human" or a bot level),
 * the first always a person.
 * @param {Driver} driver
 * @param {string[]} kinds
 */
export async function startGame(driver, kinds) {
  await startGameFromHome(driver, "rolled-west", { seats: kinds.slice(1) });
}

/** Taps a lit purchase and confirms it. @param {Driver} driver @param {string} selector */
async function buy(driver, selector) {
  const { step } = await rwState(driver);
  await driver.tap(selector);
  await driver.waitFor(async () => (await driver.attribute('[data-testid="confirm"]', "disabled")) === null, {
    message: "Confirm enabled",
  });
  await driver.waitFor('[data-testid="pays"]');
  await driver.tap('[data-testid="confirm"]');
  return waitPast(driver, step);
}

/** The first lit purchase, best first: a contract, an office, a settlement, a camp, a shipment. */
export async function bestPurchase(/** @type {Driver} */ driver) {
  return driver.execute(() => {
    const lit = (/** @type {string} */ sel) =>
      /** @type {HTMLElement | null} */ (document.querySelector('[data-testid="sheet"] button' + sel));
    const order = [
      '[data-testid^="contract-"]',
      '[data-testid^="office-"]',
      '[data-key="settlement"]',
      '[data-key="camp"]',
      '[data-testid^="ship-"]',
    ];
    for (const sel of order) {
      const el = lit(sel);
      if (el) return '[data-testid="' + el.dataset.testid + '"]';
    }
    return null;
  });
}

/**
 * Plays whatever the person at the device must do now, by taps: pass a hand-off, set a die
 * aside, buy the best lit box, bank or end the turn, or answer an offer.
 * @param {Driver} driver
 * @param {RwState} s
 * @param {{ onSpend?: () => Promise<void>, onOffer?: (s: RwState) => Promise<void>, copy?: boolean }} [hooks]
 */
export async function playOneStep(driver, s, hooks = {}) {
  if (s.handoff) {
    await passHandOff(driver);
    await driver.waitFor('[data-testid="rw-game"]');
    return;
  }
  if (s.asked) {
    await driver.waitFor('[data-testid="offer-panel"]');
    if (hooks.onOffer) {
      await hooks.onOffer(s);
      // The hook may have answered already (an auto-bank preference that takes what is offered).
      const now = await rwState(driver);
      if (!now.asked || now.handoff) return;
      s = now;
    }
    const dice = await driver.findAll('button[data-testid^="offer-die-"]');
    const copy = hooks.copy ?? true;
    const target = copy && dice.length > 0 ? dice[dice.length - 1] : '[data-testid="pass"]';
    await driver.tap(/** @type {any} */ (target));
    await waitPast(driver, s.step);
    return;
  }
  if (s.phase === "terrain") {
    // Set aside the die whose row would be built least on: the first die offered.
    const dice = await driver.findAll('button[data-testid^="die-"]');
    assert.ok(dice.length > 0, "a die to set aside");
    await driver.tap(/** @type {any} */ (dice[0]));
    await waitPast(driver, s.step);
    return;
  }
  if (s.phase === "spend") {
    if (hooks.onSpend) await hooks.onSpend();
    const target = await bestPurchase(driver);
    if (target) {
      await buy(driver, target);
      return;
    }
    const banks = await driver.findAll('button[data-testid^="bank-"]');
    const { step } = s;
    if (banks.length > 0) {
      await driver.tap(/** @type {any} */ (banks[banks.length - 1]));
      await waitPast(driver, step);
      return;
    }
    await driver.tap('[data-testid="end-turn"]');
    await waitPast(driver, step);
    return;
  }
  throw new Error(`nothing to play in ${JSON.stringify(s)}`);
}

/**
 * Screenshots of the screen now at the six sizes (the layout checked at the three main ones),
 * back at `back` after.
 * @param {Driver} driver
 * @param {string} prefix
 * @param {{ width: number, height: number }} back
 */
export async function shots(driver, prefix, back) {
  await tableShots(driver, prefix, back, { check: (size) => checkLayout(driver, `${prefix} ${size.name}`) });
}
