// The solo player's reason to come back, through the real app: a campaign stop played to the
// end (its first fourteen rounds through the backend, since wtw-solo plays a whole game by taps
// already; its last rounds by taps), the app quit and started again on the same data folder,
// then the game found in the history and the rank history (its point on the score chart, its
// personal best), the campaign advanced by it, the statistics counting it, and its replay
// watched step by step.

import assert from "node:assert/strict";
import { playOnThroughBackend } from "../lib/backend.mjs";
import { shots as tableShots } from "../lib/table.mjs";
import { VIEWPORTS } from "../lib/webdriver.mjs";
import { checkLayout, playOneStep, waitForTurn } from "../lib/wtw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
const SIDEKICK = 50;
/** The round from which the stop is played by taps. */
const LAST_ROUNDS_FROM = 15;

/** @param {Driver} driver @param {string} prefix @param {string} where */
async function shots(driver, prefix, where) {
  await tableShots(driver, prefix, PHONE, {
    sizes: VIEWPORTS,
    check: (v) => checkLayout(driver, `${where} ${v.name}`),
    largeText: false,
  });
}

/** @param {Driver} driver */
async function home(driver) {
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="home"]');
}

/** @param {Driver} driver */
export async function campaignStopSurvivesARestart(driver) {
  await driver.setViewport(PHONE);
  await driver.waitFor('[data-testid="solo-corner"] [data-testid="daily"]');
  const date = await driver.attribute('[data-testid="daily"]', "data-date");
  assert.equal(date, new Date().toISOString().slice(0, 10), "today's challenge, by the UTC date");
  await shots(driver, "home-solo", "home");

  // The trail: the first stop open, the rest locked.
  await driver.tap('[data-testid="open-campaign"]');
  await driver.waitFor('[data-testid="stop-15"]');
  assert.equal(await driver.attribute('[data-testid="stop-0"]', "data-unlocked"), "true");
  assert.equal(await driver.attribute('[data-testid="stop-1"]', "data-unlocked"), "false");
  assert.equal(await driver.attribute('[data-testid="stop-0"]', "data-best"), "none");
  await shots(driver, "campaign-start", "campaign");

  // Stop 1: board 1, normal side, played to the end: to round 15 through the backend, as the
  // stop dealt it, then resumed from Home and finished by taps.
  await driver.tap('[data-testid="stop-0"] [data-testid="play-stop"]');
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
  await waitForTurn(driver);
  await playOnThroughBackend(driver, (u) => u.view["wild-tiled-west"].round >= LAST_ROUNDS_FROM);
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
  for (let steps = 0; ; steps++) {
    const s = await waitForTurn(driver, 90_000);
    if (s.over) break;
    assert.ok(steps < 500, "the game ends");
    await playOneStep(driver, s);
  }
  await driver.waitFor('[data-testid="score-screen"]');
  const total = Number(await driver.attribute('[data-testid="total-0"]', "data-total"));
  const rank = await driver.attribute('[data-testid="rank"]', "data-rank");

  // Quit the app and start it again on the same saves.
  await driver.reopen();
  await driver.waitFor('[data-testid="title"]', { timeout: 30_000 });
  await driver.setViewport(PHONE);

  // The history has it, with its rank.
  await driver.tap('[data-testid="open-history"]');
  await driver.waitFor('[data-testid="history-rank"]');
  assert.equal(await driver.attribute('[data-testid="history"] [data-total]', "data-total"), String(total));
  assert.equal(await driver.attribute('[data-testid="history-rank"]', "data-rank"), rank);
  await home(driver);

  // The campaign advanced: the stop keeps its best; the next opens if the target was met.
  await driver.tap('[data-testid="open-campaign"]');
  await driver.waitFor('[data-testid="stop-0"] [data-testid="stop-best"]');
  assert.equal(await driver.attribute('[data-testid="stop-0"]', "data-best"), String(total));
  const cleared = total >= SIDEKICK;
  assert.equal(await driver.attribute('[data-testid="stop-0"]', "data-cleared"), String(cleared));
  assert.equal(await driver.attribute('[data-testid="stop-1"]', "data-unlocked"), String(cleared));
  await shots(driver, "campaign-after", "campaign after a game");

  // The rank history: one point on the chart, drawn over the rank bands, and the best.
  await driver.tap('[data-testid="open-record"]');
  await driver.waitFor('[data-testid="score-chart"]');
  const points = await driver.findAll('[data-testid="chart-point"]');
  assert.equal(points.length, 1);
  assert.equal(await driver.attribute('[data-testid="chart-point"]', "data-score"), String(total));
  assert.equal((await driver.findAll('[data-testid="score-chart"] [data-band]')).length, 5);
  assert.equal(await driver.attribute('[data-testid="personal-best"]', "data-score"), String(total));
  assert.equal(await driver.attribute('[data-testid="solo-game"]', "data-rank"), rank);
  await shots(driver, "rank-history", "rank history");

  // Watched again, one move at a time, to the end.
  await driver.tap('[data-testid="watch-replay"]');
  await driver.waitFor('[data-testid="replay-controls"][data-step="0"]');
  const steps = Number(await driver.attribute('[data-testid="replay-controls"]', "data-steps"));
  assert.ok(steps > 16, `a whole game of moves (${steps})`);
  await driver.tap('[data-testid="replay-forward"]');
  await driver.waitFor('[data-testid="replay-controls"][data-step="1"]');
  await driver.tap('[data-testid="replay-forward"]');
  await driver.waitFor('[data-testid="replay-controls"][data-step="2"]');
  await driver.tap('[data-testid="replay-back"]');
  await driver.waitFor('[data-testid="replay-controls"][data-step="1"]');
  await shots(driver, "replay-early", "replay");
  await driver.tap('[data-testid="replay-last"]');
  await driver.waitFor(`[data-testid="replay-controls"][data-step="${steps}"]`);
  await driver.waitFor('[data-testid="board-svg"]');
  await shots(driver, "replay-end", "replay end");
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="record"]');
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="campaign"]');
  await home(driver);

  // The statistics count it.
  await driver.tap('[data-testid="open-stats"]');
  await driver.waitFor('[data-testid="game-stats"][data-game="wild-tiled-west"]');
  assert.equal(await driver.text('[data-game="wild-tiled-west"] [data-testid="stat-played"]'), "1");
  assert.equal(await driver.text('[data-game="wild-tiled-west"] [data-testid="stat-best"]'), String(total));
  assert.equal(await driver.text('[data-game="circle-the-wagons"] [data-testid="stat-played"]'), "0");
  await shots(driver, "stats", "statistics");
}
campaignStopSurvivesARestart.timeoutMs = 900_000;

// Today's challenge opens a solo game dealt from the day's seed; leaving and tapping it again
// comes back to the same game rather than dealing a second try.
/** @param {Driver} driver */
export async function dailyChallengeIsOneGameADay(driver) {
  await driver.setViewport(PHONE);
  await driver.waitFor('[data-testid="daily"] [data-testid="play-daily"]');
  await driver.tap('[data-testid="play-daily"]');
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
  const status = await driver.executeAsync((/** @type {(result: unknown) => void} */ done) => {
    /** @type {any} */ (window).__TAURI_INTERNALS__
      .invoke("daily_status", { game: "wild-tiled-west" })
      .then(done, (/** @type {unknown} */ e) => done({ error: e }));
  });
  assert.ok(status.today, "today's game is recorded");
  assert.equal(status.today.score, null, "not finished yet");
  await waitForTurn(driver);
  await driver.tap('[data-testid="menu"]');
  await driver.waitFor('[data-testid="in-progress"]');
  await driver.tap('[data-testid="play-daily"]');
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
  /** @type {{ session: string }[]} */
  const sessions = await driver.executeAsync((/** @type {(result: unknown) => void} */ done) => {
    /** @type {any} */ (window).__TAURI_INTERNALS__
      .invoke("in_progress")
      .then(done, (/** @type {unknown} */ e) => done({ error: e }));
  });
  assert.deepEqual(
    sessions.map((s) => s.session),
    [status.today.session],
    "one game in progress: the day's",
  );
}
dailyChallengeIsOneGameADay.timeoutMs = 120_000;
