// Helpers for driving a Wild Tiled West game by touch. Everything is read from the screen's
// data attributes (the decision, whose turn, the legal dice, stacks, spots and choices the UI
// drew from the backend's `legal` list), never computed here.

import assert from "node:assert/strict";
import { checkLayout as checkScreen, waitForGreenGhost } from "./ctw.mjs";
import { passHandOff } from "./handoff.mjs";
import { openNewGame } from "./home.mjs";
import { waitPastStep } from "./table.mjs";

/** @typedef {import("./webdriver.mjs").Driver} Driver */
/**
 * @typedef {{ handoff: boolean, over: boolean, decision: string | null, mode: string | null,
 *   myTurn: boolean, busy: boolean, step: number, viewer: string | null, year: number, round: number,
 *   landing: boolean }} WtwState
 */

/** What the game screen shows now. @param {Driver} driver @returns {Promise<WtwState>} */
export async function wtwState(driver) {
  return driver.execute(`
    const g = document.querySelector('[data-testid="wtw-game"]');
    return {
      handoff: !!document.querySelector('[data-testid="handoff"]'),
      over: !!document.querySelector('[data-testid="score-screen"]'),
      decision: g ? g.dataset.decision : null,
      mode: g ? g.dataset.mode : null,
      myTurn: !!g && g.dataset.myTurn === "true",
      busy: !!g && g.dataset.busy === "true",
      step: g ? Number(g.dataset.step) : -1,
      viewer: g ? g.dataset.viewer : null,
      year: g ? Number(g.dataset.year) : 0,
      round: g ? Number(g.dataset.round) : 0,
      landing: !!g && g.dataset.landing === "true",
    };
  `);
}

/**
 * Waits until a person has something to do: a hand-off screen, their turn, or the final score.
 * @param {Driver} driver
 * @param {number} [timeout]
 */
export async function waitForTurn(driver, timeout = 60_000) {
  return driver.waitFor(
    async () => {
      const s = await wtwState(driver);
      // The player's own tile, just placed, holds the board a moment: a person waits for it.
      return s.handoff || s.over || (s.myTurn && !s.busy && !s.landing && s.decision !== "none") ? s : null;
    },
    { timeout, message: "a Wild Tiled West turn, a hand-off or the final score" },
  );
}

/** @param {Driver} driver @param {number} step */
export async function waitPast(driver, step) {
  return waitPastStep(driver, wtwState, step, { timeout: 60_000 });
}

/**
 * From the home screen to the Wild Tiled West setup.
 * @param {Driver} driver
 */
export async function openSetup(driver) {
  await openNewGame(driver, "wild-tiled-west");
}

/** Taps Start and waits for the table (or a hand-off). @param {Driver} driver */
export async function startFromSetup(driver) {
  await driver.tap('[data-testid="start"]');
  await driver.waitFor('[data-testid="wtw-game"], [data-testid="handoff"]', { timeout: 20_000 });
}

/**
 * The elements matching `selector` whose centre is not covered by something else (a button
 * floating over the board), in document order.
 * @param {Driver} driver
 * @param {string} selector
 */
async function uncovered(driver, selector) {
  /** @type {string[]} */
  const keys = await driver.execute(
    `const out = [];
     for (const el of document.querySelectorAll(arguments[0])) {
       const r = el.getBoundingClientRect();
       if (r.width === 0) continue;
       const x = r.left + r.width / 2, y = r.top + r.height / 2;
       if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
       const top = document.elementFromPoint(x, y);
       if (top && (top === el || top.closest('svg') === el.closest('svg'))) out.push(el.getAttribute(arguments[1]));
     }
     return out;`,
    selector,
    selector.includes("data-spot") ? "data-spot" : "data-cell-choice",
  );
  return keys;
}

/**
 * Like `uncovered`, but waits up to `timeout` ms for at least one: on a busy machine the board
 * may still be fitting itself to its panel (spots off screen or under a button) for a moment.
 * @param {Driver} driver
 * @param {string} selector
 */
async function uncoveredSoon(driver, selector, timeout = 3_000) {
  try {
    return await driver.waitFor(
      async () => {
        const keys = await uncovered(driver, selector);
        return keys.length > 0 ? keys : null;
      },
      { timeout, interval: 150 },
    );
  } catch {
    return [];
  }
}

/** @param {Driver} driver */
async function waitEnabled(driver, /** @type {string} */ testid, timeout = 10_000) {
  await driver.waitFor(async () => (await driver.attribute(`[data-testid="${testid}"]`, "disabled")) === null, {
    timeout,
    message: `${testid} enabled`,
  });
}

/** Waits two frames, so a board that is being fitted to a resized panel has settled. @param {Driver} driver */
async function settle(driver) {
  await driver.executeAsync("requestAnimationFrame(() => requestAnimationFrame(arguments[0]));");
}

/**
 * Waits (up to 3 s) until the first element matching `selector` has stopped moving (the same
 * box for 150 ms), as a person waits for the market to come to rest
 * before tapping what they want: on a phone it scrolls to a chosen die's stacks when the prompt
 * below it changes height, which may come a moment after the tap.
 * @param {Driver} driver
 * @param {string} selector
 */
async function stillAt(driver, selector) {
  await driver.executeAsync(`
    const done = arguments[0];
    const t0 = performance.now();
    let last = "", since = t0;
    const tick = () => {
      const r = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
      const now = r ? [r.left, r.top, r.width, r.height].map(Math.round).join() : "";
      if (now !== last) since = performance.now();
      last = now;
      if (performance.now() - since >= 150 || performance.now() - t0 > 3000) done();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  `);
}

/**
 * Drafts: the first usable die (unless one is chosen already), then its first lit stack.
 * Returns false when no die can be used (free alleys or the Sawmill instead).
 * @param {Driver} driver
 */
export async function chooseDraft(driver) {
  await driver.waitFor('[data-testid="market"]');
  // A player who last looked at another tab on a phone goes back to the market to draft.
  if ((await driver.findAll('[data-testid="tab-market"][aria-pressed="false"]')).length > 0) {
    await driver.tap('[data-testid="tab-market"]');
  }
  const dice = await driver.findAll('[data-die][data-usable="true"]');
  if (dice.length === 0) return false;
  const pressed = await driver.findAll('[data-die][aria-pressed="true"]');
  if (pressed.length === 0) {
    // A tap while the market still slides into view (the tab coming back after the placed
    // tile's moment) can miss, as a person's can: tap again once it has come to rest.
    for (let attempt = 1; ; attempt += 1) {
      await stillAt(driver, '[data-die][data-usable="true"]');
      const usable = await driver.findAll('[data-die][data-usable="true"]');
      await driver.tap(/** @type {NonNullable<typeof usable[0]>} */ (usable[0]));
      try {
        await driver.waitFor('[data-die][aria-pressed="true"]', { timeout: 3_000 });
        break;
      } catch (e) {
        if (attempt >= 3) throw e;
      }
    }
  }
  await driver.waitFor('[data-stack][data-eligible="true"]');
  // On a phone the market then scrolls to the die's stacks: tap one where it has come to rest.
  await stillAt(driver, '[data-stack][data-eligible="true"]');
  const stacks = await driver.findAll('[data-stack][data-eligible="true"]');
  const stack = /** @type {NonNullable<typeof stacks[0]>} */ (stacks[0]);
  await driver.tap(stack);
  await driver.waitFor('[data-stack][aria-pressed="true"]');
  await waitEnabled(driver, "confirm-draft");
  return true;
}

/**
 * Drags the board by (dx, dy) CSS pixels with one finger, as far as the board's box allows,
 * starting on bare board: a drag that starts on the ghost moves the tile, not the board.
 * Returns false when no such start was found.
 * @param {Driver} driver
 * @param {number} dx
 * @param {number} dy
 */
export async function panBoardBy(driver, dx, dy) {
  /** @type {{ start: { x: number, y: number }, end: { x: number, y: number } } | null} */
  const swipe = await driver.execute(
    (/** @type {number} */ dx, /** @type {number} */ dy) => {
      const svg = document.querySelector('[data-testid="board-svg"]');
      if (!svg) return null;
      const b = svg.getBoundingClientRect();
      const centre = { x: b.left + b.width / 2, y: b.top + b.height / 2 };
      /** @param {number} v @param {number} lo @param {number} hi */
      const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
      // Centred on the board's middle, so both ends stay on the board.
      for (const [ox, oy] of [
        [0, 0],
        [40, 0],
        [-40, 0],
        [0, 40],
        [0, -40],
        [60, 60],
        [-60, -60],
      ]) {
        const start = {
          x: clamp(centre.x - dx / 2 + ox, b.left + 4, b.right - 4),
          y: clamp(centre.y - dy / 2 + oy, b.top + 4, b.bottom - 4),
        };
        const end = {
          x: clamp(start.x + dx, b.left + 4, b.right - 4),
          y: clamp(start.y + dy, b.top + 4, b.bottom - 4),
        };
        const under = document.elementFromPoint(start.x, start.y);
        if (under && svg.contains(under) && !under.closest("[data-ghost]")) return { start, end };
      }
      return null;
    },
    dx,
    dy,
  );
  if (!swipe) return false;
  await driver.swipe(swipe.start, swipe.end);
  return true;
}

/**
 * The uncovered elements matching `selector` (legal spots or lit spaces), after panning the
 * board by finger when all of them hide (under the zoom buttons, past the edge), as a person
 * would: the first one is dragged to the middle of the board. The player's pan holds while
 * the panels around the board change height (a hand-framed board is not refitted).
 * @param {Driver} driver
 * @param {string} selector
 * @param {number} [timeout] how long to wait for one to be uncovered before panning (ms)
 */
async function inView(driver, selector, timeout = 3_000) {
  let keys = await uncoveredSoon(driver, selector, timeout);
  if (keys.length > 0 || (await driver.findAll(selector)).length === 0) return keys;
  // One swipe moves the board at most across itself: a spot far off screen takes a few.
  for (let swipes = 0; keys.length === 0 && swipes < 4; swipes++) {
    /** @type {{ x: number, y: number } | null} */
    const toCentre = await driver.execute((/** @type {string} */ sel) => {
      const b = document.querySelector('[data-testid="board-svg"]')?.getBoundingClientRect();
      const t = document.querySelector(sel)?.getBoundingClientRect();
      return b && t
        ? { x: b.left + b.width / 2 - (t.left + t.width / 2), y: b.top + b.height / 2 - (t.top + t.height / 2) }
        : null;
    }, selector);
    if (!toCentre || !(await panBoardBy(driver, toCentre.x, toCentre.y))) return [];
    await settle(driver);
    keys = await uncoveredSoon(driver, selector, 1_000);
  }
  return keys;
}

/**
 * Puts the ghost on a legal spot (rotating and flipping until the tile fits somewhere) and
 * waits for it green.
 * @param {Driver} driver
 * @param {number} which index among the uncovered spots (wraps round)
 */
export async function ghostOnSpot(driver, which) {
  await driver.waitFor('[data-testid="board-svg"]');
  await settle(driver);
  let spots = await inView(driver, "[data-spot]");
  for (let turn = 0; spots.length === 0 && turn < 8; turn++) {
    await driver.tap(turn === 3 ? '[data-testid="flip"]' : '[data-testid="rotate"]');
    await settle(driver);
    spots = await inView(driver, "[data-spot]", 300);
  }
  assert.ok(spots.length > 0, "a legal spot on the board");
  const key = /** @type {string} */ (spots[which % spots.length]);
  const [x, y] = key.split(",");
  await driver.tap(`[data-spot="${key}"]`);
  try {
    await waitForGreenGhost(driver, x, y);
  } catch {
    // The board was refitted under the tap (see chooseCell): the spot again, where it is now.
    await settle(driver);
    await driver.tap(`[data-spot="${key}"]`);
    await waitForGreenGhost(driver, x, y);
  }
  return { x: Number(x), y: Number(y) };
}

/**
 * What the green ghost's placement would gain, once the backend's preview has come back: the
 * gain chips' kinds ("none" for nothing) and texts.
 * @param {Driver} driver
 * @returns {Promise<{ kind: string, text: string }[]>}
 */
export async function placementGains(driver) {
  await driver.waitFor('[data-testid="place-gains"][data-ready="true"]', { message: "the placement's gains" });
  return driver.execute(() =>
    [
      .../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-testid="place-gains"] [data-gain]')),
    ].map((e) => ({ kind: e.dataset.gain, text: e.textContent?.trim() })),
  );
}

/** Taps a lit space (an alley, a target, a hill, a sheriff). @param {Driver} driver @param {number} which */
export async function chooseCell(driver, which) {
  await driver.waitFor("[data-cell-choice]");
  // A panel that changes height (a note appearing or closing) refits the board: a tap measured
  // before the refit can land on the wrong space, so measure again and tap again if it did.
  for (let attempt = 1; ; attempt++) {
    await settle(driver);
    const cells = await inView(driver, "[data-cell-choice]");
    assert.ok(cells.length > 0, "a lit space on the board");
    const key = /** @type {string} */ (cells[which % cells.length]);
    await driver.tap(`[data-cell-choice="${key}"]`);
    try {
      await waitEnabled(driver, "confirm-cell", 4_000);
      return key;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Picks the first offered choice (a partner, income, a wrangle...). @param {Driver} driver @param {number} [which] */
export async function chooseOption(driver, which = 0) {
  await driver.waitFor('[data-testid="choice"]');
  const options = await driver.findAll('[data-testid="choice"]');
  const el = /** @type {NonNullable<typeof options[0]>} */ (options[which % options.length]);
  await driver.tap(el);
  await waitEnabled(driver, "confirm-choice");
}

/**
 * An element's text content (WebDriver's rendered text is empty for line-clamped boxes).
 * @param {Driver} driver
 * @param {string} selector
 * @returns {Promise<string>}
 */
export async function textOf(driver, selector) {
  return driver.execute(`return document.querySelector(arguments[0])?.textContent ?? "";`, selector);
}

/** Taps a confirm button and waits for the table to move on. @param {Driver} driver @param {string} testid */
export async function confirm(driver, testid) {
  const { step } = await wtwState(driver);
  await waitEnabled(driver, testid);
  await driver.tap(`[data-testid="${testid}"]`);
  return waitPast(driver, step);
}

/**
 * Plays whatever the person at the device must do now, by taps on what the screen offers.
 * `hooks` may take screenshots when a kind of moment first comes up (before it is answered).
 * @param {Driver} driver
 * @param {WtwState} s
 * @param {{ onDraft?: () => Promise<void>, onGhost?: () => Promise<void>,
 *   onPrompt?: (kind: string) => Promise<void>, onKeep?: () => Promise<void> }} [hooks]
 */
export async function playOneStep(driver, s, hooks = {}) {
  if (s.handoff) {
    await passHandOff(driver);
    await driver.waitFor('[data-testid="wtw-game"]');
    return;
  }
  switch (s.decision) {
    case "draft": {
      if (await chooseDraft(driver)) {
        if (hooks.onDraft) await hooks.onDraft();
        await confirm(driver, "confirm-draft");
      } else if ((await driver.findAll('[data-testid="free-alleys-1"]')).length > 0) {
        await confirm(driver, "free-alleys-1");
      } else {
        await driver.tap('[data-testid="sawmill"]');
        await driver.waitFor('[data-stack][data-eligible="true"]');
        const stacks = await driver.findAll('[data-stack][data-eligible="true"]');
        await driver.tap(/** @type {NonNullable<typeof stacks[0]>} */ (stacks[0]));
        await confirm(driver, "confirm-draft");
      }
      return;
    }
    case "place-tile":
      await ghostOnSpot(driver, s.step * 7);
      if (hooks.onGhost) await hooks.onGhost();
      await confirm(driver, "confirm-place");
      return;
    case "place-alley":
    case "shoot":
    case "hill-bandit":
    case "den": {
      if (hooks.onPrompt) await hooks.onPrompt(s.decision);
      if ((await driver.findAll("[data-cell-choice]")).length > 0) {
        await chooseCell(driver, s.step);
        await confirm(driver, "confirm-cell");
      } else if ((await driver.findAll('[data-testid="den-stop"]')).length > 0) {
        await confirm(driver, "den-stop");
      } else {
        await confirm(driver, "skip-extra");
      }
      return;
    }
    case "keep-partner":
      await chooseOption(driver, 0);
      if (hooks.onKeep) await hooks.onKeep();
      await confirm(driver, "confirm-choice");
      return;
    default: {
      if (hooks.onPrompt && s.decision) await hooks.onPrompt(s.decision);
      // Wrangle: the largest wrangle on offer (the last choice); others: the first.
      const options = await driver.findAll('[data-testid="choice"]');
      await chooseOption(driver, s.decision === "wrangle" ? options.length - 1 : 0);
      await confirm(driver, "confirm-choice");
    }
  }
}

/**
 * The elements matching `selector` a person cannot see whole: outside the window, cut off by a
 * scrolling box around them, or covered at their centre by something else. Each is named by
 * `key` (an attribute); an element not drawn at all counts as out of sight.
 * @param {Driver} driver
 * @param {string} selector
 * @param {string} key
 * @returns {Promise<{ key: string, why: string }[]>}
 */
export async function outOfSight(driver, selector, key) {
  return (await sight(driver, selector, key)).filter((e) => e.why !== "");
}

/**
 * Each element matching `selector`, named by its attribute `key` (or `altKey`), with why it is
 * out of sight ("" when it is in sight).
 * @param {Driver} driver
 * @param {string} selector
 * @param {string} key
 * @param {string} [altKey]
 * @returns {Promise<{ key: string, why: string }[]>}
 */
async function sight(driver, selector, key, altKey = key) {
  return driver.execute(
    (/** @type {string} */ sel, /** @type {string} */ attr, /** @type {string} */ altAttr) => {
      /** @type {{ key: string, why: string }[]} */
      const out = [];
      /** @param {Element | null} el */
      const name = (el) => {
        if (!el) return "nothing";
        const testid = /** @type {HTMLElement} */ (el).dataset.testid;
        const classes =
          typeof el.className === "string" && el.className ? "." + el.className.trim().split(/\s+/).join(".") : "";
        return el.tagName.toLowerCase() + (testid ? "[" + testid + "]" : "") + classes;
      };
      for (const el of document.querySelectorAll(sel)) {
        const k = el.getAttribute(attr) ?? el.getAttribute(altAttr) ?? "?";
        if (el.getClientRects().length === 0) {
          out.push({ key: k, why: "not drawn" });
          continue;
        }
        const r = el.getBoundingClientRect();
        let box = { l: 0, t: 0, r: innerWidth, b: innerHeight, by: "the window" };
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const cs = getComputedStyle(p);
          if (!/(auto|scroll|hidden|clip)/.test(cs.overflowX + " " + cs.overflowY)) continue;
          const q = p.getBoundingClientRect();
          if (q.left > box.l) box = { ...box, l: q.left, by: name(p) };
          if (q.top > box.t) box = { ...box, t: q.top, by: name(p) };
          if (q.right < box.r) box = { ...box, r: q.right, by: name(p) };
          if (q.bottom < box.b) box = { ...box, b: q.bottom, by: name(p) };
        }
        if (r.left < box.l - 1 || r.top < box.t - 1 || r.right > box.r + 1 || r.bottom > box.b + 1) {
          const drawnAt = [r.left, r.top, r.right, r.bottom].map(Math.round).join(",");
          const within = [box.l, box.t, box.r, box.b].map(Math.round).join(",");
          out.push({ key: k, why: "cut off by " + box.by + " (" + drawnAt + " outside " + within + ")" });
          continue;
        }
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        out.push({ key: k, why: top && (top === el || el.contains(top)) ? "" : "under " + name(top) });
      }
      return out;
    },
    selector,
    key,
    altKey,
  );
}

/** Whether an element matching `selector` is drawn at all. @param {Driver} driver @param {string} selector */
async function drawn(driver, selector) {
  return driver.execute(
    `const el = document.querySelector(arguments[0]); return !!el && el.getClientRects().length > 0;`,
    selector,
  );
}

/**
 * What a Wild Tiled West player must reach now is in sight: while drafting, each usable die
 * (in the market or the prompt) and, once one is chosen, each stack it may take (when the market
 * is shown), and the Draft button; while placing, Confirm; and whenever the board is shown, its
 * zoom buttons, on a board that is not a thumbnail.
 * Passing notices (the tussle) and sheets the player opened are let be.
 * @param {Driver} driver
 * @param {string} where
 */
export async function checkInSight(driver, where) {
  /** @type {{ decision: string, mine: boolean, overlay: boolean, pressed: boolean, sawmill: boolean }} */
  const s = await driver.execute(() => {
    const g = /** @type {HTMLElement | null} */ (document.querySelector('[data-testid="wtw-game"]'));
    const overlays = [
      '[data-testid="tussle-moment"]',
      '[data-testid="stack-sheet"]',
      '[data-testid="log-sheet"]',
      '[data-testid="handoff"]',
      '[data-testid="score-screen"]',
    ];
    return {
      decision: g?.dataset.decision ?? "none",
      mine: g?.dataset.myTurn === "true" && g?.dataset.busy !== "true",
      overlay: !!document.querySelector(overlays.join(", ")),
      pressed: !!document.querySelector('[data-die][aria-pressed="true"]'),
      sawmill: !!document.querySelector('[data-testid="sawmill"][aria-pressed="true"]'),
    };
  });
  if (!s.mine || s.overlay) return;
  /** @type {{ key: string, why: string }[]} */
  let hidden = [];
  if (s.decision === "draft" && !s.sawmill) {
    if (!s.pressed) {
      // Each usable die once in sight, wherever it is drawn (the market, the prompt's dice).
      const dice = await sight(driver, '[data-die][data-usable="true"], [data-pick-die]', "data-die", "data-pick-die");
      for (const k of new Set(dice.map((d) => d.key))) {
        if (dice.every((d) => d.key !== k || d.why !== ""))
          hidden.push(...dice.filter((d) => d.key === k).map((d) => ({ key: `die ${k}`, why: d.why })));
      }
    } else if (await drawn(driver, '[data-testid="market"]')) {
      // The market on screen (not a board the player turned to look at): the die's stacks.
      hidden.push(
        ...(await outOfSight(driver, '[data-stack][data-eligible="true"]', "data-stack")).map((h) => ({
          key: `stack ${h.key}`,
          why: h.why,
        })),
      );
    }
    hidden.push(...(await outOfSight(driver, '[data-testid="confirm-draft"]', "data-testid")));
  } else if (s.decision === "place-tile") {
    hidden = await outOfSight(driver, '[data-testid="confirm-place"]', "data-testid");
  }
  // The board on screen (not the players or the market the player turned to): large, zoomable.
  if (await drawn(driver, '[data-testid="board-svg"]')) {
    hidden.push(...(await outOfSight(driver, '[data-testid="zoom-in"], [data-testid="zoom-out"]', "data-testid")));
    /** @type {{ w: number, h: number, vw: number, vh: number }} */
    const b = await driver.execute(() => {
      const svg = /** @type {Element} */ (document.querySelector('[data-testid="board-svg"]'));
      const r = /** @type {HTMLElement} */ (svg.parentElement).getBoundingClientRect();
      return { w: r.width, h: r.height, vw: innerWidth, vh: innerHeight };
    });
    const least = 0.4 * Math.min(b.vw, b.vh);
    if (Math.min(b.w, b.h) < least)
      hidden.push({
        key: "board",
        why: `a thumbnail: ${Math.round(b.w)}x${Math.round(b.h)} px, less than ${Math.round(least)} px across`,
      });
  }
  assert.deepEqual(hidden, [], `out of sight on ${where}`);
}

/**
 * The layout checks of every screen (no sideways scroll, every button at least 44 x 44, the
 * status line whole), and on the table what the player must reach now in sight.
 * @param {Driver} driver
 * @param {string} where
 */
export async function checkLayout(driver, where) {
  await checkScreen(driver, where);
  await checkInSight(driver, where);
}
