// A whole solo game of Rolled West against the Claim Jumper, played by taps at phone size: the
// roll, the terrain die, purchases with their payment preview, banks and offers, to the score
// table and the solo rank (the Claim Jumper's column whole on a phone); its record and its
// replay from the history. Screenshots of the turn, the offer and
// the end at six sizes. Then the game's own rank history, opened from Home: its point on the
// chart over Rolled West's five rank bands, with the rank the score screen gave.

import assert from "node:assert/strict";
import { playOneStep, rwState, shots, startGame, waitForTurn } from "../lib/rw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };

/** @param {Driver} driver */
export async function soloAgainstTheClaimJumper(driver) {
  await driver.setViewport(PHONE);
  await startGame(driver, ["human"]);
  // Solo: the Claim Jumper's sheet is a tab of its own, with its stash.
  await driver.waitFor('[data-testid="tab-sheet-1"]');
  // Every box explains itself on a long press (a title on hover), and the legend names the icons.
  await driver.hold('[data-testid="claim-3-7"]', 700);
  await driver.waitFor('[data-testid="explanation"]');
  assert.match(await driver.text('[data-testid="explanation"]'), /gold row, space 8: 10 points/i);
  // It links to the rules about claims.
  assert.equal(await driver.attribute('[data-testid="explanation-rules"]', "data-section"), "claims");
  await driver.tap('[data-testid="explanation-close"]');
  await driver.tap('[data-testid="open-legend"]');
  await driver.waitFor('[data-testid="legend"]');
  await driver.screenshot("rw-legend-phone");
  await driver.tap('[data-testid="legend-sheet"] .btn');

  /** @type {Set<string>} */
  const shot = new Set();
  let steps = 0;
  for (;;) {
    const s = await waitForTurn(driver);
    if (s.over) break;
    assert.ok(!s.handoff, "no hand-off with one person at the table");
    assert.ok(steps++ < 150, "the game ends");
    await playOneStep(driver, s, {
      onSpend: async () => {
        if (shot.has("turn") || (await driver.findAll('[data-testid="sheet"] button')).length < 2) return;
        shot.add("turn");
        // A purchase looked at before Confirm: the dice it would use are ringed.
        const lit = await driver.findAll('[data-testid="sheet"] button');
        await driver.tap(/** @type {any} */ (lit[0]));
        await driver.waitFor('[data-testid="pays"]');
        await shots(driver, "rw-turn", PHONE);
        await driver.tap('[data-testid="cancel"]');
        await driver.waitFor(async () => (await driver.findAll('[data-testid="pays"]')).length === 0, {
          message: "cancelled",
        });
      },
      onOffer: async (o) => {
        if (shot.has(o.ghost ? "ghost" : "offer")) return;
        shot.add(o.ghost ? "ghost" : "offer");
        await shots(driver, o.ghost ? "rw-ghost" : "rw-offer", PHONE);
      },
    });
  }
  assert.ok(shot.has("turn") && shot.has("offer"), `saw a purchase and an offer (${[...shot]})`);

  await driver.waitFor('[data-testid="score-table"]');
  await driver.waitFor(async () => ((await driver.attribute('[data-testid="solo-rank"]', "data-rank")) ?? "") !== "", {
    message: "the solo rank",
  });
  const rank = await driver.attribute('[data-testid="solo-rank"]', "data-rank");
  const total = await driver.attribute('[data-testid="total-0"]', "data-total");
  assert.match(await driver.text('[data-testid="verdict"]'), /Claim Jumper/);
  // Five categories, both sheets (the Jumper's too).
  assert.equal((await driver.findAll('[data-testid="score-table"] tbody tr')).length, 5);
  await driver.waitFor('[data-testid="total-1"]');
  // The star goes where the view says: the player's column only above the Jumper's.
  const totals = [Number(total), Number(await driver.attribute('[data-testid="total-1"]', "data-total"))];
  const starred = totals[0] > totals[1] ? 0 : 1;
  assert.match((await driver.attribute(`[data-testid="total-${starred}"]`, "class")) ?? "", /\bwin\b/);
  assert.doesNotMatch((await driver.attribute(`[data-testid="total-${1 - starred}"]`, "class")) ?? "", /\bwin\b/);
  await shots(driver, "rw-end", PHONE);
  // On a phone, the Claim Jumper's column shows whole: no name cut short, nothing past the card.
  for (const size of [PHONE, { width: 360, height: 640 }]) {
    await driver.setViewport(size);
    await driver.executeAsync("requestAnimationFrame(() => requestAnimationFrame(arguments[0]));");
    const cut = await driver.execute(`
      const table = document.querySelector('[data-testid="score-table"]');
      const edge = table.parentElement.getBoundingClientRect().right;
      return [...table.querySelectorAll("th, td")]
        .filter((c) => c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > edge + 1)
        .map((c) => c.textContent.trim());
    `);
    assert.deepEqual(cut, [], `score table cells cut short at ${size.width}x${size.height}`);
    assert.match(await driver.text('[data-testid="score-table"] thead'), /Claim Jumper/);
  }
  await driver.setViewport(PHONE);

  // The log tells the Jumper's turns.
  await driver.tap('[data-testid="view-sheets"]');
  await driver.tap('[data-testid="open-log"]');
  await driver.waitFor('[data-testid="log-sheet"] [data-testid="log"]');
  assert.match(await driver.text('[data-testid="log-sheet"]'), /Claim Jumper rolled/);
  await driver.tap('[data-testid="log-sheet"] .btn');

  // The replay, move by move, from the history.
  await driver.tap('[data-testid="show-scores"]');
  await driver.tap('[data-testid="score-home"]');
  await driver.waitFor('[data-testid="open-history"]');
  await driver.tap('[data-testid="open-history"]');
  // The solo game links to its game's record, its details open there; back returns here.
  await driver.waitFor('[data-testid="history-record"]');
  await driver.tap('[data-testid="history-record"]');
  await driver.waitFor('[data-testid="record"] [data-testid="chart-point"]');
  await driver.waitFor('[data-testid="solo-game"] [data-testid="total-0"]');
  assert.equal(await driver.attribute('[data-testid="record-game"][aria-selected="true"]', "data-game"), "rolled-west");
  await driver.screenshot("rw-history-record-phone");
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="watch-replay"]');
  await driver.tap('[data-testid="watch-replay"]');
  await driver.waitFor('[data-testid="replay-controls"][data-step="0"]');
  await driver.waitFor('[data-testid="rw-replay"] [data-testid="sheet"]');
  for (let step = 1; step <= 3; step++) {
    await driver.tap('[data-testid="replay-forward"]');
    await driver.waitFor(`[data-testid="replay-controls"][data-step="${step}"]`);
  }
  await driver.screenshot("rw-replay-phone");
  const final = await rwState(driver);
  assert.equal(final.phase, null);

  // Its rank history, from the daily card on Home: one point, five bands, the same rank.
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="history"]');
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-daily-game="rolled-west"] [data-testid="open-game-record"]');
  await driver.tap('[data-daily-game="rolled-west"] [data-testid="open-game-record"]');
  await driver.waitFor('[data-testid="score-chart"]');
  assert.equal((await driver.findAll('[data-testid="chart-point"]')).length, 1);
  if (total !== null) assert.equal(await driver.attribute('[data-testid="chart-point"]', "data-score"), total);
  assert.equal((await driver.findAll('[data-testid="score-chart"] [data-band]')).length, 5);
  assert.equal(await driver.attribute('[data-testid="solo-game"]', "data-rank"), rank);
  assert.equal((await driver.findAll('[data-testid="personal-best"]')).length, 0, "no boards, no bests per board");
  assert.equal(await driver.attribute('[data-testid="record-game"][aria-selected="true"]', "data-game"), "rolled-west");
  await driver.screenshot("rw-rank-history-phone");
  // Its score by category, in the game's own score table.
  await driver.tap('[data-testid="solo-game"] button[aria-expanded]');
  await driver.waitFor('[data-testid="solo-game"] [data-testid="total-0"]');
  await driver.screenshot("rw-rank-history-details-phone");
  // The picker switches to another game's history, and back; back goes Home.
  await driver.tap('[data-testid="record-game"][data-game="wild-tiled-west"]');
  await driver.waitFor('[data-testid="record-empty"]');
  await driver.tap('[data-testid="record-game"][data-game="rolled-west"]');
  await driver.waitFor('[data-testid="chart-point"]');
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="solo-corner"]');
}
soloAgainstTheClaimJumper.timeoutMs = 240_000;
