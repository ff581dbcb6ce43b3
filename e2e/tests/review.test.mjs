// The post-game review in the app: a Circle the Wagons game against a bot (the shortest game
// to finish by taps), reviewed from its score screen at phone, tablet and desktop size (each
// player's accuracy, the turning points with the move played, the hard bot's and the table as
// it was), with 200% text on the phone; then, in French, the same game reviewed from the
// history.

import assert from "node:assert/strict";
import { checkLayout, playOneStep, startGame, waitForTurn } from "../lib/ctw.mjs";
import { checkLargeText } from "../lib/largeText.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { name: "phone", width: 390, height: 844 };
const SIZES = [PHONE, { name: "tablet", width: 1024, height: 768 }, { name: "desktop", width: 1440, height: 900 }];

/** Waits for the review's figures and turning points, each drawn on its table. @param {Driver} driver */
async function waitForReview(driver) {
  await driver.waitFor('[data-testid="review-player-0"]', { timeout: 60_000, message: "the review's figures" });
  const accuracy = Number(await driver.attribute('[data-testid="review-player-0"]', "data-accuracy"));
  assert.ok(accuracy >= 0 && accuracy <= 100, `accuracy ${accuracy}`);
  assert.match(await driver.text('[data-testid="review-accuracy"]'), /^\d+\s?%$/);
  const points = (await driver.findAll('[data-testid="review-point"]')).length;
  const none = (await driver.findAll('[data-testid="review-none"]')).length;
  assert.ok(points > 0 || none === 1, "turning points listed, or none to list");
  assert.ok(points <= 3);
  if (points > 0) {
    await driver.waitFor(async () => (await driver.findAll('[data-testid="review-board"]')).length === points, {
      timeout: 20_000,
      message: "every turning point drawn on its table",
    });
    assert.ok((await driver.text('[data-testid="review-best"]')).length > 0);
  }
  return points;
}

/** @param {Driver} driver */
export async function aFinishedGameIsReviewedFromItsScoreScreenAndFromTheHistory(driver) {
  await driver.setViewport(PHONE);
  await startGame(driver, "bot", "easy");
  for (let turns = 0; ; turns++) {
    const s = await waitForTurn(driver, 45_000);
    if (s.over) break;
    assert.ok(turns < 60, "the game ends");
    await playOneStep(driver, s);
  }

  await driver.waitFor('[data-testid="score-review"]');
  const started = Date.now();
  await driver.tap('[data-testid="score-review"]');
  await driver.waitFor('[data-testid="review"]');
  const points = await waitForReview(driver);
  console.log(`  review shown in ${Date.now() - started} ms with ${points} turning points`);
  assert.ok(points > 0, "a game played by first choices gives something away");
  await driver.atEachViewport("review", (v) => checkLayout(driver, `review ${v.name}`), SIZES);
  // The first turning point, on its own: the words and the table.
  await driver.setViewport(PHONE);
  await driver.execute(`document.querySelector('[data-testid="review-point"]').scrollIntoView();`);
  await driver.screenshot("review-point-phone");
  await checkLargeText(driver, "review");
  // Every decision, valued against the best, behind its summary (a keyboard opens it too).
  await driver.tap('[data-testid="review-decisions"] summary');
  const listed = (await driver.findAll('[data-testid="review-decisions"] li')).length;
  assert.ok(listed >= points, `${listed} decisions listed`);
  await driver.execute(`document.querySelector('[data-testid="review-decisions"]').scrollIntoView();`);
  await driver.screenshot("review-decisions-phone");

  // Back to the game's end, then home, in French, and the same game from the history.
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="score-screen"]');
  await driver.tap('[data-testid="score-home"]');
  await driver.waitFor('[data-testid="open-settings"]');
  await driver.tap('[data-testid="open-settings"]');
  await driver.waitFor('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="open-history"]');
  await driver.tap('[data-testid="open-history"]');
  await driver.waitFor('[data-testid="history-review"]');
  await driver.tap('[data-testid="history-review"]');
  assert.equal(await waitForReview(driver), points, "the same review from the history");
  assert.match(await driver.text('[data-testid="review"] h1'), /Revue de la partie/);
  assert.match(await driver.text('[data-testid="review-best"]'), /Le choix du robot difficile/);
  await driver.screenshot("review-history-fr-phone");
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="history-review"]');
}
aFinishedGameIsReviewedFromItsScoreScreenAndFromTheHistory.timeoutMs = 150_000;
