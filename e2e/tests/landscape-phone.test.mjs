// A phone turned landscape, at its real height (844x390; the window's minimum height is low
// enough for it, src-tauri/tauri.conf.json): each game's table has every action button in
// reach, a board's zoom buttons too (scrolled to as a browser brings it into view, nothing
// covers it), and the solo score screens of Wild Tiles and Rolled West (the score screen every
// game shares) have Play again wholly in view.

import assert from "node:assert/strict";
import { playOnThroughBackend } from "../lib/backend.mjs";
import { startGame, TABLE } from "../lib/home.mjs";
import * as rw from "../lib/rw.mjs";
import * as wt from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const LANDSCAPE = { width: 844, height: 390 };

/**
 * The enabled action buttons inside `scope` that cannot be brought into view uncovered.
 * @param {Driver} driver
 * @param {string} scope
 */
async function outOfReach(driver, scope) {
  return driver.executeAsync((/** @type {string} */ sel, /** @type {(out: string[]) => void} */ done) => {
    const root = /** @type {Element} */ (document.querySelector(sel));
    const buttons = [
      .../** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(":is(button.btn, button.zbtn):not([disabled])")),
    ];
    const shown = buttons.filter((b) => b.getBoundingClientRect().width > 2 && b.getBoundingClientRect().height > 2);
    const out = /** @type {string[]} */ ([]);
    let i = 0;
    const next = () => {
      const b = shown[i++];
      if (!b) return done(out);
      b.scrollIntoView({ block: "nearest", inline: "nearest" });
      requestAnimationFrame(() => {
        const r = b.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const inView = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
        const hit = inView ? document.elementFromPoint(x, y) : null;
        if (!hit || !(hit === b || b.contains(hit))) {
          const name = b.dataset.testid ?? (b.textContent ?? "").trim().slice(0, 24);
          out.push(
            `${name} at ${Math.round(x)},${Math.round(y)}${hit ? ` under ${hit.className || hit.tagName}` : ""}`,
          );
        }
        next();
      });
    };
    next();
  }, scope);
}

/** @param {Driver} driver */
export async function eachGamesTableHasItsActionsInReachOnALandscapePhone(driver) {
  await driver.setViewport(LANDSCAPE);
  for (const id of /** @type {const} */ (["wild-tiles", "rolled-west", "circle-the-wagons", "wild-tiled-west"])) {
    await startGame(driver, id);
    const table = `[data-testid="${TABLE[id]}"]`;
    await driver.waitFor(table, { timeout: 20_000 });
    // The table settled: its first decision offered (a bot's first move, a deal, played out).
    await driver.waitFor(() =>
      driver.execute(() => document.querySelectorAll("button.btn:not([disabled])").length > 3),
    );
    await driver.executeAsync("setTimeout(arguments[0], 600);");
    const far = await outOfReach(driver, table);
    await driver.execute(() => window.scrollTo(0, 0));
    await driver.screenshot(`landscape-phone-${id}`);
    assert.deepEqual(far, [], `${id}'s buttons out of reach at 844x390`);
    await driver.tap('[data-testid="menu"]');
    await driver.waitFor('[data-testid="open-settings"]');
  }
}
eachGamesTableHasItsActionsInReachOnALandscapePhone.timeoutMs = 150_000;

/**
 * The score screen shown: Play again wholly in view and uncovered, the other buttons in reach.
 * @param {Driver} driver
 * @param {string} name
 */
async function playAgainInView(driver, name) {
  await driver.waitFor('[data-testid="play-again"]');
  await driver.executeAsync("setTimeout(arguments[0], 400);");
  const seen = await driver.execute(() => {
    const b = /** @type {Element} */ (document.querySelector('[data-testid="play-again"]'));
    const r = b.getBoundingClientRect();
    const shown = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)) / r.height;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { shown, hit: hit === b || b.contains(hit) };
  });
  await driver.screenshot(`landscape-phone-${name}-score`);
  assert.equal(seen.shown, 1, `${name}: Play again ${Math.round(seen.shown * 100)}% in view`);
  assert.ok(seen.hit, `${name}: nothing covers Play again`);
  for (const other of ['[data-testid^="view-"]', '[data-testid="score-home"]']) {
    const inReach = await driver.execute((/** @type {string} */ t) => {
      const el = /** @type {Element} */ (document.querySelector(`[data-testid="score-screen"] ${t}`));
      el.scrollIntoView({ block: "nearest" });
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    }, other);
    assert.ok(inReach, `${name}: ${other} in reach`);
  }
}

/** @param {Driver} driver */
export async function theSoloScoreScreensHavePlayAgainInViewOnALandscapePhone(driver) {
  await driver.setViewport(LANDSCAPE);
  // Wild Tiles: to round 2's plan through the backend (the first legal step each time, which
  // can cost a life a round: by round 4 it may have killed), then on by taps to the end.
  await wt.startGame(driver, ["human"]);
  await wt.waitForTurn(driver);
  await playOnThroughBackend(driver, (u) => {
    const v = u.view["wild-tiles"];
    return v.round >= 2 && v.phase.type === "planning";
  });
  for (let i = 0; ; i++) {
    assert.ok(i < 100, "the game ends");
    const s = await wt.waitForTurn(driver);
    if (s.over) break;
    await wt.playOneStep(driver, s);
  }
  await playAgainInView(driver, "wild-tiles");
  await driver.tap('[data-testid="score-home"]');
  await driver.waitFor('[data-testid="open-settings"]');

  // Rolled West: to its last turn through the backend, then on by taps to the end.
  await rw.startGame(driver, ["human"]);
  await rw.waitForTurn(driver);
  await playOnThroughBackend(driver, (u) => u.view["rolled-west"].last_turn);
  for (let i = 0; ; i++) {
    assert.ok(i < 60, "the game ends");
    const s = await rw.waitForTurn(driver);
    if (s.over) break;
    await rw.playOneStep(driver, s);
  }
  await playAgainInView(driver, "rolled-west");
}
theSoloScoreScreensHavePlayAgainInViewOnALandscapePhone.timeoutMs = 200_000;
