// Hints in a Wild Tiled West solo game: "Suggest" on the player's decision shows the hard
// bot's choice on the table (the partner's option, the die and stack, the tile's ghost) with
// the score lines it expects, at phone and desktop size; "Play this" plays it, and the game is
// marked assisted. Finished (the rest played through the backend, which a person's taps would
// take minutes to do), the history lists it as assisted and the rank history leaves it out.

import assert from "node:assert/strict";
import { invoke } from "../lib/backend.mjs";
import * as ctw from "../lib/ctw.mjs";
import {
  chooseOption,
  confirm,
  openSetup,
  outOfSight,
  startFromSetup,
  waitForTurn,
  waitPast,
  wtwState,
} from "../lib/wtw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * Asks for a hint at the decision on screen, checks it is shown with its reason and on the
 * table (`shown`: what the table marks), photographs it, and plays it.
 * @param {Driver} driver
 * @param {string} name
 * @param {() => Promise<boolean>} shown
 */
async function suggestAndPlay(driver, name, shown) {
  const before = await waitForTurn(driver, 60_000);
  await driver.waitFor('[data-testid="suggest"]');
  // A window just resized lays the table out again (Suggest moves beside the market's draft
  // prompt): tapped only once it stays where it is.
  await driver.waitFor(
    () =>
      driver.executeAsync(`const done = arguments[0];
        const at = () => JSON.stringify(document.querySelector('[data-testid="suggest"]')?.getBoundingClientRect());
        const was = at();
        requestAnimationFrame(() => requestAnimationFrame(() => done(was === at())));`),
    { message: "Suggest in its place" },
  );
  await driver.tap('[data-testid="suggest"]');
  await driver.waitFor('[data-testid="hint-reason"]', { timeout: 30_000 });
  assert.ok((await driver.text('[data-testid="hint-reason"]')).length > 0);
  await driver.waitFor(shown, { message: `${name}: the hint shown on the table` });
  await driver.waitFor('[data-testid="assisted-mark"]');
  await driver.screenshot(`hint-${name}`);
  await driver.tap('[data-testid="hint-play"]');
  await waitPast(driver, before.step);
}

/** @param {Driver} driver */
export async function aHintIsShownPlayedAndMarksTheGameAssisted(driver) {
  await driver.setViewport(PHONE);
  await openSetup(driver);
  await driver.waitFor('[data-testid="mode-solo"][aria-pressed="true"]');
  await startFromSetup(driver);

  // The partner to keep: the suggested one is picked among the two.
  let s = await waitForTurn(driver);
  assert.equal(s.decision, "keep-partner");
  assert.equal((await driver.findAll('[data-testid="assisted-mark"]')).length, 0, "not assisted before a hint");
  await suggestAndPlay(
    driver,
    "keep-phone",
    async () => (await driver.findAll('[data-testid="choice"][aria-pressed="true"]')).length === 1,
  );

  // A draft at desktop size: the die and the stack chosen.
  await driver.setViewport(DESKTOP);
  s = await waitForTurn(driver);
  assert.equal(s.decision, "draft");
  await suggestAndPlay(
    driver,
    "draft-desktop",
    async () =>
      (await driver.findAll('[data-die][aria-pressed="true"]')).length === 1 &&
      (await driver.findAll('[data-stack][aria-pressed="true"]')).length === 1,
  );

  // Its tile: the ghost at the suggested place, Confirm ready. On a phone too.
  await driver.setViewport(PHONE);
  s = await waitForTurn(driver);
  assert.equal(s.decision, "place-tile");
  await suggestAndPlay(
    driver,
    "place-phone",
    async () =>
      (await driver.findAll('[data-testid="ghost"][data-legal="true"]')).length === 1 &&
      (await driver.attribute('[data-testid="confirm-place"]', "disabled")) === null,
  );
  await waitForTurn(driver);
  assert.equal(await driver.attribute('[data-testid="hint-bar"]', "data-assisted"), "true");

  // The rest of the game through the backend, then Home.
  const session = await driver.execute(
    `return document.querySelector('[data-testid="wtw-game"]')?.dataset.session ?? null;`,
  );
  const listed = session ?? (await invoke(driver, "in_progress"))[0].session;
  let u = await invoke(driver, "view", { session: listed, seat: 0 });
  assert.equal(u.assisted, true, "saved as assisted");
  for (let i = 0; !u.finished; i++) {
    assert.ok(i < 2_000, "the game ends");
    u = await invoke(driver, "act", { session: listed, seat: 0, action: u.legal[0] });
  }
  assert.equal((await wtwState(driver)).mode !== null, true);
  await driver.tap('[data-testid="menu"]');

  // The history lists it with its rank, marked assisted; the rank history leaves it out.
  await driver.waitFor('[data-testid="open-history"]');
  await driver.tap('[data-testid="open-history"]');
  await driver.waitFor('[data-testid="history-assisted"]');
  assert.ok(await driver.attribute('[data-testid="history-rank"]', "data-rank"));
  await driver.atEachViewport("hint-history", undefined, [
    { name: "phone", ...PHONE },
    { name: "desktop", ...DESKTOP },
  ]);
  await driver.setViewport(PHONE);
  await driver.tap('[data-testid="history-record"]');
  await driver.waitFor('[data-testid="record"]');
  assert.equal((await driver.findAll('[data-testid="solo-game"]')).length, 0, "no assisted game in the rank history");
  assert.equal((await driver.findAll('[data-testid="chart-point"]')).length, 0);
  await driver.screenshot("hint-record-phone");
}
aHintIsShownPlayedAndMarksTheGameAssisted.timeoutMs = 120_000;

/**
 * Circle the Wagons against a bot, on a tablet: the suggested card is picked on the circle,
 * then the suggested place of the card drawn shows its ghost in the town; both played.
 * @param {Driver} driver
 */
export async function aCircleTheWagonsHintPicksTheCardThenItsPlace(driver) {
  await driver.setViewport({ width: 1024, height: 768 });
  await ctw.startGame(driver, "bot", "easy");
  for (const [name, shown] of /** @type {const} */ ([
    ["ctw-card-tablet", '[data-slot][aria-pressed="true"]'],
    ["ctw-place-tablet", '[data-testid="confirm-place"]:not([disabled])'],
  ])) {
    const before = await ctw.waitForTurn(driver);
    await driver.tap('[data-testid="suggest"]');
    await driver.waitFor('[data-testid="hint-reason"]', { timeout: 30_000 });
    await driver.waitFor(shown, { message: `${name}: the hint shown on the table` });
    await driver.waitFor('[data-testid="assisted-mark"]');
    await driver.screenshot(`hint-${name}`);
    await driver.tap('[data-testid="hint-play"]');
    await ctw.waitPast(driver, before.step);
  }
}
aCircleTheWagonsHintPicksTheCardThenItsPlace.timeoutMs = 90_000;

/**
 * Wild Tiled West on a tablet: during Draft, Suggest is in sight at the top of the prompt's
 * short column (it was below the fold, half hidden), and a hint shown has its reason and Play
 * this in sight, Draft moved down by no more than the reason's line.
 * @param {Driver} driver
 */
export async function aWildTiledWestDraftShowsSuggestBesideDraftOnATablet(driver) {
  await driver.setViewport({ width: 1024, height: 768 });
  await openSetup(driver);
  await driver.waitFor('[data-testid="mode-solo"][aria-pressed="true"]');
  await startFromSetup(driver);
  let s = await waitForTurn(driver);
  assert.equal(s.decision, "keep-partner");
  await chooseOption(driver);
  await confirm(driver, "confirm-choice");
  s = await waitForTurn(driver);
  assert.equal(s.decision, "draft");
  await driver.waitFor('[data-testid="suggest"]');
  const draftAt = await driver.execute(
    `return document.querySelector('[data-testid="confirm-draft"]').getBoundingClientRect().top;`,
  );
  assert.deepEqual(await outOfSight(driver, '[data-testid="suggest"]', "data-testid"), [], "Suggest in sight");
  await driver.screenshot("hint-wtw-draft-idle-tablet");
  await driver.tap('[data-testid="suggest"]');
  await driver.waitFor('[data-testid="hint-reason"]', { timeout: 30_000 });
  await driver.waitFor(async () => (await driver.findAll('[data-stack][aria-pressed="true"]')).length === 1, {
    message: "the stack suggested",
  });
  assert.deepEqual(
    await outOfSight(driver, '[data-testid="hint-reason"], [data-testid="hint-play"]', "data-testid"),
    [],
    "the hint's reason and Play this in sight",
  );
  /** @type {number} */
  const draftNow = await driver.execute(
    `return document.querySelector('[data-testid="confirm-draft"]').getBoundingClientRect().top;`,
  );
  assert.ok(draftNow - draftAt < 80, `Draft moved down by ${draftNow - draftAt} px under the hint's reason`);
  await driver.screenshot("hint-wtw-draft-tablet");
  await driver.tap('[data-testid="hint-play"]');
  await waitPast(driver, s.step);
}
aWildTiledWestDraftShowsSuggestBesideDraftOnATablet.timeoutMs = 60_000;
