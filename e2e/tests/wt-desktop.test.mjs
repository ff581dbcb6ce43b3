// Wild Tiles on a desktop screen: a game against a bot played to the end (4x4), the table
// with its log column and the final score table with $ by colour, bounties and survival.

import assert from "node:assert/strict";
import { playOneStep, shots, startGame, waitForTurn } from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const DESKTOP = { width: 1440, height: 900 };

/** @param {Driver} driver */
export async function desktopTableAndScores(driver) {
  await driver.setViewport(DESKTOP);
  await startGame(driver, ["human", "random"]);
  let shot = false;
  for (let guard = 0; ; guard++) {
    assert.ok(guard < 200, "the game ends");
    const s = await waitForTurn(driver);
    if (s.over) break;
    if (s.planning && s.round === 2 && !shot) {
      shot = true;
      // The table: the grid, the seats, the panel and the log in its own column.
      await driver.waitFor('[data-testid="wt-game"].desk .side-log [data-testid="log"]');
      await driver.screenshot("wt-desktop-table");
    }
    await playOneStep(driver, s);
  }
  assert.ok(shot, "the table was looked at");
  await driver.waitFor('[data-testid="score-table"]');
  for (const colour of ["green", "yellow", "red"]) await driver.waitFor(`[data-testid="score-row-${colour}"]`);
  await driver.waitFor('[data-testid="alive-1"]');
  await driver.screenshot("wt-desktop-scores");
  await driver.tap('[data-testid="view-table"]');
  await driver.screenshot("wt-desktop-over");
  await shots(driver, "wt-desktop-end-table", DESKTOP);
}
desktopTableAndScores.timeoutMs = 400_000;
