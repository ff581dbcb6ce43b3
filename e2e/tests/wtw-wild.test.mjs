// Wild sides: a solo game on Copper Gulch's wild side (Carpenters), chosen at setup, played by
// taps (once the stash question has come, on through the backend to the last two rounds, then
// by taps again to the end). The side's rule is shown with the board, the stash question comes
// when a building goes down, and the score table has the wild side's line. Then House in Danger: the
// house stands on the board before the first tile.

import assert from "node:assert/strict";
import { playOnThroughBackend } from "../lib/backend.mjs";
import { checkLayout, openSetup, playOneStep, startFromSetup, waitForTurn } from "../lib/wtw.mjs";
import { WTW_VIEWPORTS } from "../lib/webdriver.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
/** The round from which the game is played by taps again, once the stash has been asked. */
const LAST_ROUNDS_FROM = 15;

/** Steps the board stepper of seat 0 to `board`. @param {Driver} driver @param {number} board */
async function chooseBoard(driver, board) {
  for (let i = 0; i < 8; i++) {
    if ((await driver.attribute('[data-testid="seat-0-board"]', "data-board")) === String(board)) return;
    await driver.tap('[data-testid="seat-0-board-next"]');
  }
  assert.fail(`board ${board} not found in the stepper`);
}

/** @param {Driver} driver */
export async function carpentersSoloGame(driver) {
  await openSetup(driver);
  await chooseBoard(driver, 2);
  assert.equal(await driver.attribute('[data-testid="seat-0-wild"]', "aria-pressed"), "false");
  await driver.tap('[data-testid="seat-0-wild"]');
  await driver.waitFor('[data-testid="seat-0-wild"][aria-pressed="true"]');
  assert.match(await driver.text('[data-testid="seat-0-wild"]'), /Carpenters ★★/);
  await driver.atEachViewport("wtw-wild-setup", (v) => checkLayout(driver, `wild setup ${v.name}`));
  await driver.setViewport(PHONE);
  await startFromSetup(driver);

  let stashed = false;
  let forwarded = false;
  let steps = 0;
  for (;;) {
    const s = await waitForTurn(driver, 90_000);
    if (s.over) break;
    assert.ok(steps++ < 500, "the game ends");
    if (steps === 3) {
      // The side and its rule, with the player's panel.
      if ((await driver.findAll('[data-testid="tab-players"]')).length > 0)
        await driver.tap('[data-testid="tab-players"]');
      await driver.waitFor('[data-testid="wild-side-0"][data-rule="carpenters"]');
      await driver.atEachViewport("wtw-wild-board", (v) => checkLayout(driver, `wild board ${v.name}`), WTW_VIEWPORTS);
      await driver.setViewport(PHONE);
      if ((await driver.findAll('[data-testid="tab-board"]')).length > 0) await driver.tap('[data-testid="tab-board"]');
    }
    if (s.decision === "stash" && !stashed) {
      stashed = true;
      const choices = await driver.findAll('[data-testid="choice"]');
      assert.ok(choices.length >= 2, "keep the gold, or stash one or more");
      await driver.atEachViewport("wtw-wild-stash", (v) => checkLayout(driver, `stash ${v.name}`), WTW_VIEWPORTS);
      await driver.setViewport(PHONE);
    }
    await playOneStep(driver, s);
    if (stashed && !forwarded && s.round < LAST_ROUNDS_FROM) {
      forwarded = true;
      await playOnThroughBackend(driver, (u) => u.view["wild-tiled-west"].round >= LAST_ROUNDS_FROM);
    }
  }
  await driver.waitFor('[data-testid="score-screen"]');
  const rows = await driver.execute(
    `return [...document.querySelectorAll('[data-testid="score-table"] tbody tr')].map((r) => r.dataset.row);`,
  );
  assert.ok(rows.includes("wild"), `the wild side's line in ${rows}`);
  await driver.atEachViewport("wtw-wild-score", (v) => checkLayout(driver, `wild score ${v.name}`));
}
carpentersSoloGame.timeoutMs = 900_000;

/** @param {Driver} driver */
export async function houseInDangerStartsWithItsHouse(driver) {
  await openSetup(driver);
  await chooseBoard(driver, 7);
  await driver.tap('[data-testid="seat-0-wild"]');
  await driver.waitFor('[data-testid="seat-0-wild"][aria-pressed="true"]');
  await startFromSetup(driver);
  const s = await waitForTurn(driver, 60_000);
  assert.equal(s.decision, "keep-partner");
  // Before any tile is drafted the Hideout covers three spaces, its bandit at the door.
  const covered = await driver.execute(
    `return document.querySelectorAll('[data-testid="board-svg"] [data-covered="true"]').length;`,
  );
  assert.equal(covered, 3, "the house is on the board from the start");
  assert.equal(
    await driver.execute(`return document.querySelectorAll('[data-testid="board-svg"] [data-space="start"]').length;`),
    0,
    "no start space",
  );
  await driver.atEachViewport("wtw-wild-house", (v) => checkLayout(driver, `house ${v.name}`), WTW_VIEWPORTS);
}
