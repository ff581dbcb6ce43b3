// A whole solo game of Wild Tiles at phone size, its paths drawn by touch: round 1's first
// card entered by a finger dragged in from off the grid, the next cards by drags from card to
// card (and a few taps), an illegal step refused with the backend's reason, undo and clear,
// the resolution watched once beat by beat. Then the score table with the solo rank, and the
// game's replay from the history. Screenshots of planning and of the resolution at five sizes.

import assert from "node:assert/strict";
import {
  enterFromOutside,
  planAndLock,
  playOneStep,
  reachable,
  shots,
  startGame,
  stepByTouch,
  waitForTurn,
  waitPast,
  wtState,
} from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };

/** @param {Driver} driver */
export async function soloByTouchAndItsReplay(driver) {
  await driver.setViewport(PHONE);
  await startGame(driver, ["human"]);
  let s = await waitForTurn(driver);
  assert.ok(s.planning && s.firstEntry, "round 1 starts with a plan from off the grid");
  assert.equal(Number(await driver.attribute('[data-testid="wt-grid"]', "data-size")), 3, "solo is played on 3x3");

  // An inner card cannot be round 1's first: none on 3x3 but the centre, refused with the reason.
  await driver.tap('[data-testid="wt-grid"] [data-cell="4"]');
  await driver.waitFor('[data-testid="refusal"]', { message: "the refusal of a first step inside the grid" });
  assert.match(await driver.text('[data-testid="refusal"]'), /outside|edge/i);

  // A long press explains a card.
  await driver.hold('[data-testid="wt-grid"] [data-cell="0"]', 700);
  await driver.waitFor('[data-testid="explanation"]');
  assert.match(await driver.text('[data-testid="explanation"]'), /Row 1, column 1/);
  // It links to the rules about the cards (or its special).
  assert.match(
    (await driver.attribute('[data-testid="explanation-rules"]', "data-section")) ?? "",
    /^(cards|specials)$/,
  );
  await driver.tap('[data-testid="explanation-close"]');

  // Enter from outside, step by drag, then undo and clear, and draw it again.
  await enterFromOutside(driver);
  s = await wtState(driver);
  assert.equal(s.steps, 1, "the drag from off the grid entered a card");
  await stepByTouch(driver);
  s = await wtState(driver);
  assert.equal(s.steps, 2, "a drag from the last card stepped");
  assert.ok((await driver.findAll('[data-testid="path-0"]')).length === 1, "the path is drawn");
  await shots(driver, "wt-solo-plan", PHONE);
  await driver.tap('[data-testid="plan-undo"]');
  await driver.waitFor(async () => (await wtState(driver)).steps === 1, { message: "a step undone" });
  await driver.tap('[data-testid="plan-clear"]');
  await driver.waitFor(async () => (await wtState(driver)).steps === 0, { message: "the path cleared" });

  // The keyboard: the cursor moves and Backspace undoes.
  await enterFromOutside(driver);
  await driver.keys("\uE003");
  await driver.waitFor(async () => (await wtState(driver)).steps === 0, { message: "Backspace undid the step" });
  // Arrow keys move the focus cursor over the grid and Enter steps where it is.
  const target = (await reachable(driver))[0];
  await driver.execute(`document.querySelector('[data-testid="wt-grid"] [data-cell="${target.cell}"]').focus();`);
  const col = target.cell % 3;
  await driver.keys(col < 2 ? "\uE014" : "\uE012");
  await driver.keys(col < 2 ? "\uE012" : "\uE014");
  assert.equal(
    await driver.execute(`return document.activeElement?.dataset.cell;`),
    String(target.cell),
    "the cursor came back",
  );
  await driver.keys("\uE007");
  await driver.waitFor(
    async () => (await wtState(driver)).steps === 1 || (await driver.findAll('[data-testid="side-picker"]')).length > 0,
    {
      message: "Enter stepped (or asked for the side)",
    },
  );
  if ((await wtState(driver)).steps === 0) {
    await driver.tap('[data-testid="side-picker"] button[data-testid^="side-"]');
    await driver.waitFor(async () => (await wtState(driver)).steps === 1, { message: "the side chosen" });
  }
  await driver.keys("\uE003");
  await driver.waitFor(async () => (await wtState(driver)).steps === 0, { message: "Backspace undid it" });

  let watched = false;
  let plans = 0;
  for (let guard = 0; ; guard++) {
    assert.ok(guard < 200, "the game ends");
    s = await waitForTurn(driver);
    if (s.over) break;
    assert.ok(!s.handoff && !s.blank, "no hand-off and no blank screen with one person at the table");
    if (s.playback && !watched) {
      watched = true;
      // The resolution, pausable: paused it stays; then it plays out to the next plan.
      await driver.tap('[data-testid="playback-pause"]');
      const at = await driver.attribute('[data-testid="wt-playback"]', "data-index");
      await shots(driver, "wt-solo-resolution", PHONE);
      assert.equal(await driver.attribute('[data-testid="wt-playback"]', "data-index"), at, "paused");
      await driver.tap('[data-testid="playback-pause"]');
      await playOneStep(driver, s, { watch: true });
      continue;
    }
    if (s.playback) {
      await playOneStep(driver, s);
      continue;
    }
    if (s.planning) {
      plans++;
      await planAndLock(driver);
      continue;
    }
    await playOneStep(driver, s);
  }
  assert.ok(watched, "a resolution was watched");
  assert.ok(plans >= 1, "paths were planned");

  await driver.waitFor('[data-testid="score-table"]');
  await driver.waitFor('[data-testid="solo-rank"]');
  assert.match(await driver.text('[data-testid="verdict"]'), /\$|hearts/);
  await shots(driver, "wt-solo-end", PHONE);

  // The replay, move by move, from the history.
  await driver.tap('[data-testid="score-home"]');
  await driver.waitFor('[data-testid="open-history"]');
  await driver.tap('[data-testid="open-history"]');
  await driver.waitFor('[data-testid="watch-replay"]');
  await driver.tap('[data-testid="watch-replay"]');
  await driver.waitFor('[data-testid="replay-controls"][data-step="0"]');
  await driver.waitFor('[data-testid="wt-replay"] [data-testid="replay-grid"]');
  const moves = Number(await driver.attribute('[data-testid="replay-controls"]', "data-steps"));
  assert.ok(moves >= 5, `the replay has the game's moves (${moves})`);
  for (let step = 1; step <= Math.min(12, moves); step++) {
    await driver.tap('[data-testid="replay-forward"]');
    await driver.waitFor(`[data-testid="replay-controls"][data-step="${step}"]`);
  }
  await driver.screenshot("wt-replay-phone");
  assert.ok((await driver.findAll('[data-testid="replay-grid"] [data-card]')).length === 9);
  void reachable;
  void waitPast;
}
soloByTouchAndItsReplay.timeoutMs = 400_000;
