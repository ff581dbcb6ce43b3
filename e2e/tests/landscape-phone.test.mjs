// A phone turned landscape, at its real height (844x390; the window's minimum height is low
// enough for it, src-tauri/tauri.conf.json): each game's table has every action button in
// reach, a board's zoom buttons too (scrolled to as a browser brings it into view, nothing
// covers it), and Wild Tiles' solo score screen, the score screen every game shares, has Play
// again wholly in view.

import assert from "node:assert/strict";
import { playOnThroughBackend } from "../lib/backend.mjs";
import { startGame, TABLE } from "../lib/home.mjs";
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

/** @param {Driver} driver */
export async function theSoloScoreScreenHasPlayAgainInViewOnALandscapePhone(driver) {
  await driver.setViewport(LANDSCAPE);
  await wt.startGame(driver, ["human"]);
  await wt.waitForTurn(driver);
  // To the last round's plan through the backend, then on by taps to the score screen.
  await playOnThroughBackend(driver, (u) => {
    const v = u.view["wild-tiles"];
    return v.round === v.rounds && v.phase.type === "planning";
  });
  for (let i = 0; ; i++) {
    assert.ok(i < 40, "the game ends");
    const s = await wt.waitForTurn(driver);
    if (s.over) break;
    await wt.playOneStep(driver, s);
  }
  await driver.waitFor('[data-testid="play-again"]');
  await driver.executeAsync("setTimeout(arguments[0], 400);");
  const seen = await driver.execute(() => {
    const b = /** @type {Element} */ (document.querySelector('[data-testid="play-again"]'));
    const r = b.getBoundingClientRect();
    const shown = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)) / r.height;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { shown, hit: hit === b || b.contains(hit) };
  });
  await driver.screenshot("landscape-phone-wt-score");
  assert.equal(seen.shown, 1, `Play again ${Math.round(seen.shown * 100)}% in view`);
  assert.ok(seen.hit, "nothing covers Play again");
  for (const other of ["view-table", "score-home"]) {
    await driver.execute((/** @type {string} */ t) => {
      /** @type {Element} */ (document.querySelector(`[data-testid="${t}"]`)).scrollIntoView({ block: "nearest" });
    }, other);
    assert.ok(
      await driver.execute((/** @type {string} */ t) => {
        const r = /** @type {Element} */ (document.querySelector(`[data-testid="${t}"]`)).getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      }, other),
      `${other} in reach`,
    );
  }
}
theSoloScoreScreenHasPlayAgainInViewOnALandscapePhone.timeoutMs = 150_000;
