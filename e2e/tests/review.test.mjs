// The post-game review in the app: a Circle the Wagons game against a bot (the shortest game
// to finish by taps), reviewed from its score screen at phone, tablet and desktop size (each
// player's accuracy, the turning points with the move played, the hard bot's and the table as
// it was, the hard bot's move drawn on it and, toggled, the one played), with 200% text on the
// phone; then, in French, the same game reviewed from the history.

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

/**
 * The first turning point's move drawn on its table, as a hint draws one: the hard bot's, then
 * (toggled) the one played, each a mark with a name. @param {Driver} driver @param {string} kind
 */
async function moveDrawn(driver, kind) {
  const ghost = '[data-testid="review-point"] [data-testid="review-ghost"]';
  await driver.waitFor(ghost, { message: `the ${kind} move drawn on the table` });
  const mark = await driver.execute((/** @type {string} */ sel) => {
    const g = /** @type {HTMLElement} */ (document.querySelector(sel));
    const board = /** @type {HTMLElement} */ (document.querySelector('[data-testid="review-board"]'));
    return { kind: g.dataset.kind, name: g.getAttribute("aria-label") ?? g.textContent, shown: board.dataset.shown };
  }, ghost);
  assert.equal(mark.kind, kind);
  assert.equal(mark.shown, kind);
  assert.ok(mark.name && mark.name.trim().length > 0, `the ${kind} move's mark has a name`);
  return mark.name;
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
  const bestName = await moveDrawn(driver, "best");
  assert.match(bestName, /Hard bot's move/);
  await driver.screenshot("review-point-phone");
  await driver.tap('[data-testid="review-point"] [data-testid="review-show-played"]');
  assert.equal(
    await driver.attribute('[data-testid="review-point"] [data-testid="review-show-played"]', "aria-pressed"),
    "true",
  );
  assert.match(await moveDrawn(driver, "played"), /Your move/);
  await driver.execute(() => {
    const ghost = /** @type {Element} */ (
      document.querySelector('[data-testid="review-point"] [data-testid="review-ghost"]')
    );
    ghost.scrollIntoView({ block: "center" });
  });
  await driver.screenshot("review-point-played-phone");
  await driver.tap('[data-testid="review-point"] [data-testid="review-show-best"]');
  await moveDrawn(driver, "best");
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
  assert.match(await moveDrawn(driver, "best"), /Coup du robot difficile/);
  await driver.screenshot("review-history-fr-phone");
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="history-review"]');
}
aFinishedGameIsReviewedFromItsScoreScreenAndFromTheHistory.timeoutMs = 150_000;
