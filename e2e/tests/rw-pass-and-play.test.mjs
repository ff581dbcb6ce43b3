// Rolled West at a tablet: two people passing the device and a bot, to the end, with banking
// between turns (each neighbour asked in turn after a roll, the bot answering by itself).
// Once people have banked a few times, the game is played on through the backend to its last
// round (those turns would show the same again), and the last round is played by taps.

import assert from "node:assert/strict";
import { playOnThroughBackend } from "../lib/backend.mjs";
import { playOneStep, shots, startGame, waitForTurn, waitPast } from "../lib/rw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const TABLET = { width: 1024, height: 768 };

/** @param {Driver} driver */
export async function threePlayersWithABot(driver) {
  await driver.setViewport(TABLET);
  await startGame(driver, ["human", "human", "random"]);
  let steps = 0;
  let offers = 0;
  let shot = false;
  let skipped = false;
  for (;;) {
    const s = await waitForTurn(driver, 60_000);
    if (s.over) break;
    assert.ok(steps++ < 300, "the game ends");
    if (!skipped && shot && offers >= 4) {
      skipped = true;
      await playOnThroughBackend(driver, (u) => u.view["rolled-west"].last_round);
      continue;
    }
    await playOneStep(driver, s, {
      onOffer: async (o) => {
        offers += 1;
        // Three players: everyone but the roller is asked.
        assert.ok(!o.waiting.includes(o.roller), "the roller is not asked about their own roll");
        if (!shot) {
          shot = true;
          // The first person asked lets the engine answer for them from now on: gold whenever offered, else asked.
          await driver.execute(() => {
            const s = /** @type {HTMLSelectElement} */ (document.querySelector('[data-testid="auto-bank"]'));
            s.value = "take-gold";
            s.dispatchEvent(new Event("change", { bubbles: true }));
          });
          await waitPast(driver, o.step);
          await driver.waitFor('[data-testid="banner-pass"]');
          await shots(driver, "rw-3p-offer", TABLET);
        }
      },
    });
  }
  assert.ok(offers >= 4, `people banked between turns (${offers} offers)`);
  assert.ok(skipped, "the turns before the last round were played through the backend");
  await driver.waitFor('[data-testid="score-table"]');
  assert.equal((await driver.findAll('[data-testid="score-table"] tbody tr')).length, 5);
  await driver.waitFor('[data-testid="total-2"]');
  await driver.tap('[data-testid="view-sheets"]');
  await driver.tap('[data-testid="open-log"]');
  assert.match(await driver.text('[data-testid="log-sheet"]'), /banked \w+ from .+’s roll/);
  await driver.tap('[data-testid="log-sheet"] .btn');
  await driver.tap('[data-testid="show-scores"]');
  await shots(driver, "rw-3p-end", TABLET);
}
threePlayersWithABot.timeoutMs = 300_000;
