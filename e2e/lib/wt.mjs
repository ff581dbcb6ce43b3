// Helpers for driving a Wild Tiles game by touch, shared by the e2e tests. Everything is read
// from the screen's data attributes (the phase, the reachable cards and the sides they may be
// entered by, whose device it is), never computed: the backend decides what is legal.

import assert from "node:assert/strict";
import { advance, invoke } from "./backend.mjs";
import { passHandOff } from "./handoff.mjs";
import { press, scrollAndTap, startGame as startGameFromHome } from "./home.mjs";
import { shots as tableShots, waitPastStep } from "./table.mjs";

/** @typedef {import("./webdriver.mjs").Driver} Driver */
/**
 * @typedef {{ handoff: boolean, blank: boolean, over: boolean, phase: string | null, mode: string | null,
 *   planning: boolean, bidding: boolean, givingUp: boolean, playback: boolean, busy: boolean, step: number,
 *   viewer: string | null, round: number, steps: number, required: number, canLock: boolean,
 *   firstEntry: boolean, path: string }} WtState
 */

/** What the screen shows now. @param {Driver} driver @returns {Promise<WtState>} */
export async function wtState(driver) {
  return driver.execute(`
    const g = document.querySelector('[data-testid="wt-game"]');
    const d = g ? g.dataset : {};
    return {
      handoff: !!document.querySelector('[data-testid="handoff"]'),
      blank: !!document.querySelector('[data-testid="wt-blank"]'),
      over: !!document.querySelector('[data-testid="score-screen"]'),
      phase: g ? d.phase : null,
      mode: g ? d.mode : null,
      planning: d.planning === "true",
      bidding: d.bidding === "true",
      givingUp: d.givingUp === "true",
      playback: d.playback === "true",
      busy: d.busy === "true",
      step: g ? Number(d.step) : -1,
      viewer: g ? d.viewer : null,
      round: g ? Number(d.round) : 0,
      steps: g ? Number(d.steps) : 0,
      required: g ? Number(d.required) : 0,
      canLock: d.canLock === "true",
      firstEntry: d.firstEntry === "true",
      path: d.path ?? "",
    };
  `);
}

/**
 * Waits until a person has something to do (or to look at): a hand-off, a blank screen, the
 * resolution, a plan, a bid, a choice, the end.
 */
export async function waitForTurn(/** @type {Driver} */ driver, timeout = 60_000) {
  return driver.waitFor(
    async () => {
      const s = await wtState(driver);
      if (s.handoff || s.blank || s.over) return s;
      if (s.mode !== "play" || s.busy) return s.playback && s.mode !== "handoff" ? s : null;
      return s.playback || s.planning || s.bidding || s.givingUp ? s : null;
    },
    { timeout, message: "a plan, a bid, a hand-off, the resolution or the final score" },
  );
}

/** Waits until the table moved past `step`. @param {Driver} driver @param {number} step */
export async function waitPast(driver, step) {
  return waitPastStep(driver, wtState, step, { movedOn: (s) => s.blank });
}

/**
 * From the home screen to a started game: `kinds` lists the seats ("human" or a bot level),
 * the first always a person; `options` taps the table's options on the first seat's card.
 * @param {Driver} driver
 * @param {string[]} kinds
 * @param {{ deck?: string, rivalGang?: boolean, onSetup?: () => Promise<void> }} [options]
 */
export async function startGame(driver, kinds, options = {}) {
  await startGameFromHome(driver, "wild-tiles", {
    seats: kinds.slice(1),
    onSetup: async () => {
      if (options.deck) await press(driver, `wt-deck-${options.deck}`);
      if (options.rivalGang) await scrollAndTap(driver, '[data-testid="wt-rival-gang"]');
      if (options.onSetup) await options.onSetup();
    },
  });
}

/**
 * @typedef {{ cell: number, sides: string[], deadly: boolean, kind: string,
 *   x: number, y: number, w: number, size: number }} Reachable
 */

/**
 * The reachable cards now (from the screen's rings), with the sides each may be entered by.
 * @param {Driver} driver
 * @returns {Promise<Reachable[]>}
 */
export async function reachable(driver) {
  return driver.execute(() => {
    const grid = /** @type {HTMLElement} */ (document.querySelector('[data-testid="wt-grid"]'));
    const size = Number(grid.dataset.size);
    return [.../** @type {NodeListOf<HTMLElement>} */ (grid.querySelectorAll('[data-reach="true"]'))].map((el) => {
      const r = el.getBoundingClientRect();
      return {
        cell: Number(el.dataset.cell),
        sides: /** @type {string} */ (el.dataset.sides).split(","),
        deadly: el.dataset.deadly === "true",
        kind: el.dataset.kind,
        x: r.left + r.width / 2,
        y: r.top + r.height / 2,
        w: r.width,
        size,
      };
    });
  });
}

/** The centre of a cell on screen. @param {Driver} driver @param {number} cell */
export async function cellCentre(driver, cell) {
  return driver.execute((/** @type {number} */ c) => {
    const at = /** @type {Element} */ (document.querySelector('[data-testid="wt-grid"] [data-cell="' + c + '"]'));
    const r = at.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width };
  }, cell);
}

const OFF = /** @type {Record<string, [number, number]>} */ ({
  n: [0, -1],
  ne: [1, -1],
  e: [1, 0],
  se: [1, 1],
  s: [0, 1],
  sw: [-1, 1],
  w: [-1, 0],
  nw: [-1, -1],
});

/** Prefers a card that is not deadly, a bounty first, then any. */
function pick(/** @type {Awaited<ReturnType<typeof reachable>>} */ options, prefer = "bounty") {
  const safe = options.filter((o) => !o.deadly);
  const pool = safe.length > 0 ? safe : options;
  return pool.find((o) => o.kind === prefer) ?? pool.find((o) => o.kind === "supply") ?? pool[0];
}

/**
 * Round 1's first step: a finger drag from off the grid into an edge card, from a side the
 * card may be entered by. `cell` and `side` choose it (default: a bounty, the first side).
 * @param {Driver} driver
 * @param {{ cell?: number, side?: string }} [choice]
 */
export async function enterFromOutside(driver, choice = {}) {
  const options = await reachable(driver);
  assert.ok(options.length > 0, "round 1 offers edge cards to enter");
  const o = choice.cell !== undefined ? options.find((x) => x.cell === choice.cell) : pick(options);
  assert.ok(o, `cell ${choice.cell} reachable`);
  const side = choice.side ?? o.sides[0];
  const [dx, dy] = OFF[side];
  // Just off the grid, in the wooden margin, on the side the card is entered by.
  const out = { x: o.x + dx * (o.w / 2 + 9), y: o.y + dy * (o.w / 2 + 9) };
  const { step } = await wtState(driver);
  await driver.swipe(out, { x: o.x, y: o.y });
  await waitPast(driver, step);
  return { cell: o.cell, side };
}

/**
 * One more step by touch: a drag from the path's last card to a reachable one (or a tap).
 * @param {Driver} driver
 * @param {{ tap?: boolean }} [how]
 */
export async function stepByTouch(driver, how = {}) {
  const s = await wtState(driver);
  const options = await reachable(driver);
  assert.ok(options.length > 0, "a next step is offered");
  const o = pick(options, "supply");
  // The path goes on from its last card, or from where the character stands.
  const last = s.path
    ? Number(s.path.split(",").pop())
    : await driver.execute((/** @type {string} */ viewer) => {
        const cells = /** @type {NodeListOf<HTMLElement>} */ (
          document.querySelectorAll('[data-testid="wt-grid"] [data-pawns]')
        );
        const el = [...cells].find((c) => /** @type {string} */ (c.dataset.pawns).split(",").includes(viewer));
        return el ? Number(el.dataset.cell) : null;
      }, String(s.viewer));
  if (how.tap || last === null) {
    await driver.tap(`[data-testid="wt-grid"] [data-cell="${o.cell}"]`);
  } else {
    const from = await cellCentre(driver, last);
    await driver.swipe({ x: from.x, y: from.y }, { x: o.x, y: o.y });
  }
  if (o.deadly) {
    // A step that costs the last heart is asked about once; a second tap takes it.
    await driver.waitFor('[data-testid="refusal"]', { message: "the warning of a deadly step" });
    await driver.tap(`[data-testid="wt-grid"] [data-cell="${o.cell}"]`);
  }
  await waitPast(driver, s.step);
  return o.cell;
}

/**
 * Draws a whole path by touch (round 1 from off the grid), to the steps it needs, then locks.
 * Returns the path's cells.
 * @param {Driver} driver
 * @param {{ first?: { cell?: number, side?: string }, onPlanned?: () => Promise<void> }} [how]
 */
export async function planAndLock(driver, how = {}) {
  let s = await wtState(driver);
  if (s.firstEntry) {
    await enterFromOutside(driver, how.first);
    s = await wtState(driver);
  }
  let guard = 0;
  while (!s.canLock) {
    assert.ok(guard++ < 30, "the path gets long enough");
    await stepByTouch(driver, { tap: guard % 3 === 0 });
    s = await wtState(driver);
  }
  const path = s.path;
  if (how.onPlanned) await how.onPlanned();
  await driver.tap('[data-testid="plan-lock"]');
  await waitPast(driver, s.step);
  return path;
}

/** Bids the smallest (or `n`th) bid offered, in bullets when it can. @param {Driver} driver @param {number} [more] */
export async function bid(driver, more = 0) {
  await driver.waitFor('[data-testid="bid-panel"]');
  if ((await driver.findAll('[data-testid="bid-type-bullets"]')).length > 0)
    await driver.tap('[data-testid="bid-type-bullets"]');
  for (let i = 0; i < more; i++) {
    if ((await driver.attribute('[data-testid="bid-plus"]', "disabled")) !== null) break;
    await driver.tap('[data-testid="bid-plus"]');
  }
  const n = Number(await driver.attribute('[data-testid="bid-amount"]', "data-n"));
  const { step } = await wtState(driver);
  await driver.tap('[data-testid="bid-confirm"]');
  await waitPast(driver, step);
  return n;
}

/**
 * Plays whatever the person at the device must do now, by touch.
 * @param {Driver} driver
 * @param {WtState} s
 * @param {{ onPlan?: (s: WtState) => Promise<void>, onBid?: (s: WtState) => Promise<number | void>,
 *   watch?: boolean }} [hooks]
 */
export async function playOneStep(driver, s, hooks = {}) {
  if (s.blank) {
    // The last lock of the game ends it while the blank screen shows: the score screen takes
    // the blank's place (nothing is secret any more), so its button may go before the tap.
    await driver.tap('[data-testid="blank-continue"]').catch(async (error) => {
      if ((await wtState(driver)).blank) throw error;
    });
    await driver.waitFor(async () => !(await wtState(driver)).blank, { message: "the blank screen gone" });
    return;
  }
  if (s.handoff) {
    await passHandOff(driver);
    await driver.waitFor('[data-testid="wt-game"]');
    return;
  }
  if (s.playback) {
    if (hooks.watch) {
      await driver.waitFor(async () => !(await wtState(driver)).playback, {
        timeout: 60_000,
        message: "the resolution played out",
      });
    } else {
      // The playback may end by itself between finding the button and tapping it.
      await driver.tap('[data-testid="playback-skip"]').catch(async (error) => {
        if ((await wtState(driver)).playback) throw error;
      });
      await driver.waitFor(async () => !(await wtState(driver)).playback, { message: "the resolution skipped" });
    }
    return;
  }
  if (s.planning) {
    if (hooks.onPlan) await hooks.onPlan(s);
    else await planAndLock(driver);
    return;
  }
  if (s.bidding) {
    if (hooks.onBid) await hooks.onBid(s);
    else await bid(driver);
    return;
  }
  if (s.givingUp) {
    const cards = await driver.findAll('[data-testid^="give-up-"]:not([data-testid="give-up-panel"])');
    await driver.tap(/** @type {any} */ (cards[0]));
    await waitPast(driver, s.step);
    return;
  }
  throw new Error(`nothing to play in ${JSON.stringify(s)}`);
}

/**
 * Screenshots of the screen now at each size, back at `back` after.
 * @param {Driver} driver
 * @param {string} prefix
 * @param {{ width: number, height: number }} back
 */
export async function shots(driver, prefix, back) {
  await tableShots(driver, prefix, back);
}

/**
 * A Wild Tiles game against a greedy bot on `seed`, played through the backend (the first
 * legal action, as a person's taps would take minutes) until the person faces a `kind`
 * decision, then resumed from Home as a person would.
 * @param {Driver} driver
 * @param {string} seed
 * @param {"bid" | "give-up"} kind
 */
export async function gameAt(driver, seed, kind) {
  const seats = [
    { name: "Ann", kind: { type: "human" } },
    { name: "Bot", kind: { type: "bot", level: "greedy" } },
  ];
  let u = await invoke(driver, "new_game", { request: { game: "wild-tiles", seats, seed } });
  const session = u.session;
  for (let i = 0; ; i++) {
    assert.ok(i < 400 && !u.finished, `a ${kind} on seed ${seed}`);
    if (u.bot_to_act) {
      u = await advance(driver, session, 0);
      continue;
    }
    u = await invoke(driver, "view", { session, seat: 0 });
    if (u.legal.some((/** @type {any} */ a) => a["wild-tiles"].type === kind)) break;
    u = await invoke(driver, "act", { session, seat: 0, action: u.legal[0] });
  }
  // Home lists the game once it draws again.
  await driver.refresh();
  const resume = `[data-testid="in-progress"] [data-session="${session}"] [data-testid="resume"]`;
  await driver.waitFor(resume, { timeout: 20_000 });
  await driver.tap(resume);
  await driver.waitFor('[data-testid="wt-game"]', { timeout: 20_000 });
  return { session, s: await waitForTurn(driver) };
}
