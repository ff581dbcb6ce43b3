// Pass and play: the hand-off screen hides the table between the two people, the previous
// player can take their move back from it, undo works in game, and a game can be resumed
// and abandoned.

import assert from "node:assert/strict";
import {
  checkLayout,
  confirmPlace,
  confirmSlot,
  selectSlot,
  startGame,
  tableState,
  tapLegalSpot,
  waitForTurn,
} from "../lib/ctw.mjs";
import { passHandOff } from "../lib/handoff.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

/** @param {Driver} driver @param {string} name */
async function handOffTo(driver, name) {
  await driver.waitFor('[data-testid="handoff"]');
  const text = await driver.text('[data-testid="handoff"]');
  assert.match(text, new RegExp(name));
  // Nothing of the table shows behind it.
  assert.equal((await driver.findAll('[data-testid="ctw-game"]')).length, 0);
}

/** @param {Driver} driver */
export async function handOffAndUndo(driver) {
  await driver.setViewport({ width: 390, height: 844 });
  await startGame(driver, "pass");

  // Seat 2 names the starting card first.
  await handOffTo(driver, "Player 2");
  assert.equal((await driver.findAll('[data-testid="handoff-undo"]')).length, 0, "nothing to undo yet");
  await driver.atEachViewport("handoff", (v) => checkLayout(driver, `hand-off ${v.name}`));
  await driver.setViewport({ width: 390, height: 844 });
  await passHandOff(driver);

  let s = await waitForTurn(driver);
  assert.equal(s.phase, "choose-start");
  assert.equal(s.viewer, "1");
  await selectSlot(driver, 0);
  await confirmSlot(driver);

  // Player 1 drafts, skipping two cards: they become Player 2's free cards.
  await handOffTo(driver, "Player 1");
  await passHandOff(driver);
  s = await waitForTurn(driver);
  assert.equal(s.phase, "draft");
  assert.equal(s.viewer, "0");
  await selectSlot(driver, 2);
  assert.equal(await driver.attribute('[data-testid="skip-info"]', "data-skipped"), "2");
  assert.equal((await driver.findAll(".slot.skipped")).length, 2);
  await confirmSlot(driver);

  // The first card has a single spot, where the ghost already waits; a tap elsewhere turns it red.
  s = await waitForTurn(driver);
  assert.equal(s.phase, "place-drafted");

  // Leave mid-turn and come back: the hand-off screen first, then the card still in hand.
  await driver.tap('[data-testid="menu"]');
  await driver.waitFor('[data-testid="resume"]');
  await driver.tap('[data-testid="resume"]');
  await handOffTo(driver, "Player 1");
  await passHandOff(driver);
  s = await waitForTurn(driver);
  assert.equal(s.phase, "place-drafted");
  assert.equal(s.viewer, "0");
  await driver.waitFor('[data-testid="ghost"][data-legal="true"]');
  const town = await driver.find('[data-testid="town-svg"]');
  const rect = await driver.execute(
    "const r = arguments[0].getBoundingClientRect(); return { w: r.width, h: r.height };",
    town,
  );
  await driver.tap(town, { x: -Math.floor(rect.w / 2) + 12, y: -Math.floor(rect.h / 2) + 12 });
  await driver.waitFor('[data-testid="ghost"][data-legal="false"]');
  assert.equal(await driver.attribute('[data-testid="confirm-place"]', "disabled"), "true");
  await tapLegalSpot(driver, "first");
  await confirmPlace(driver);

  // Hand-off to Player 2, who has free cards to place; Player 1 may still take it back.
  await handOffTo(driver, "Player 2");
  await driver.waitFor('[data-testid="handoff-undo"]');
  assert.match(await driver.text('[data-testid="handoff-undo"]'), /Player 1/);
  // Like the hand-off itself, its undo takes presses only once the screen is armed.
  await driver.waitFor('[data-testid="handoff"][data-armed="true"]', { message: "the hand-off taking presses" });
  await driver.tap('[data-testid="handoff-undo"]');
  // Player 2 holds the device: the table goes back to Player 1 only behind a hand-off of its
  // own, revealed by Player 1's hold.
  await driver.waitFor(
    async () =>
      /Player 1/.test(await driver.execute(`return document.querySelector("#handoff-title")?.textContent ?? "";`)),
    { message: "a hand-off back to Player 1" },
  );
  await handOffTo(driver, "Player 1");
  assert.equal((await driver.findAll('[data-testid="handoff-undo"]')).length, 0);
  await passHandOff(driver);

  // Back to Player 1, card in hand, town empty again.
  s = await waitForTurn(driver);
  assert.equal(s.handoff, false);
  assert.equal(s.phase, "place-drafted");
  assert.equal(s.viewer, "0");
  const cells = await driver.findAll('[data-testid="town-svg"] [data-terrain]:not([data-ghost] *)');
  assert.equal(cells.length, 0, "the undone card left the town");
  await tapLegalSpot(driver, "first");
  await confirmPlace(driver);

  await handOffTo(driver, "Player 2");
  await passHandOff(driver);
  s = await waitForTurn(driver);
  assert.equal(s.phase, "place-free");
  assert.equal(s.viewer, "1");
  assert.equal(await driver.attribute('[data-testid="free-queue"]', "data-count"), "2");
  assert.match(await driver.text('[data-testid="free-queue"]'), /Free cards to place: 2/);
  await driver.waitFor('[data-testid="ghost"][data-legal="true"]');
  await confirmPlace(driver);
  s = await waitForTurn(driver);
  assert.equal(s.phase, "place-free");
  assert.equal(await driver.attribute('[data-testid="free-queue"]', "data-count"), "1");
  // In-game undo takes the free card back.
  await driver.waitFor('[data-testid="undo"]');
  await driver.tap('[data-testid="undo"]');
  await driver.waitFor(async () => (await driver.attribute('[data-testid="free-queue"]', "data-count")) === "2");
  await driver.waitFor('[data-testid="ghost"][data-legal="true"]');
  await confirmPlace(driver);
  await waitForTurn(driver);
  await tapLegalSpot(driver);
  await confirmPlace(driver);

  // Player 2 drafts next, straight away: the same person keeps the device.
  s = await waitForTurn(driver);
  assert.equal(s.handoff, false);
  assert.equal(s.phase, "draft");
  assert.equal(s.viewer, "1");

  // Leave and resume from the home screen: the hand-off screen comes first.
  await driver.tap('[data-testid="menu"]');
  await driver.waitFor('[data-testid="in-progress"] [data-testid="resume"]');
  await driver.atEachViewport("home-in-progress", (v) => checkLayout(driver, `home ${v.name}`));
  await driver.setViewport({ width: 390, height: 844 });
  await driver.tap('[data-testid="resume"]');
  await handOffTo(driver, "Player 2");
  await passHandOff(driver);
  s = await waitForTurn(driver);
  assert.equal(s.phase, "draft");
  assert.equal(s.viewer, "1");
  const after = await tableState(driver);
  assert.ok(after.step > 5);

  // Abandon it from the home screen, after a confirmation: it is gone from the backend too.
  await driver.tap('[data-testid="menu"]');
  await driver.waitFor('[data-testid="abandon"]');
  await driver.tap('[data-testid="abandon"]');
  await driver.waitFor('[data-testid="abandon-confirm"]');
  await driver.tap('[data-testid="abandon-confirm"]');
  await driver.waitFor(async () => (await driver.findAll('[data-testid="in-progress"]')).length === 0, {
    message: "the game gone from the list",
  });
  const left = await driver.executeAsync(`
    const done = arguments[arguments.length - 1];
    window.__TAURI_INTERNALS__.invoke("in_progress").then((v) => done(v), (e) => done({ err: e }));
  `);
  assert.deepEqual(left, []);
}
