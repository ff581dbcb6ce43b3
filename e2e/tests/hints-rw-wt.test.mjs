// Hints in Rolled West and Wild Tiles. Rolled West solo on a phone: "Suggest" on the terrain
// die marks the die, on spending it chooses the purchase on the sheet (the dice it would use
// ringed) or marks the button to press, with the score lines it expects; "Play this" plays it,
// and the game is saved as assisted. Wild Tiles solo at desktop size: the suggested step is a
// ghost on the grid, from the side it enters by, then from the path's end; played, the game is
// marked assisted. At tablet size, a bid's hint sets its stake and rings Bid, a give-up's
// rings the card.

import assert from "node:assert/strict";
import { invoke } from "../lib/backend.mjs";
import * as rw from "../lib/rw.mjs";
import * as wt from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1440, height: 900 };
/**
 * Seeds on which the person, playing the first legal action against a greedy bot, soon bids
 * (step 35) or gives up a card (step 83).
 */
const BID_SEED = "22";
const GIVE_UP_SEED = "35";

/** Asks for a hint and waits for its reason. @param {Driver} driver */
async function suggest(driver) {
  await driver.waitFor('[data-testid="suggest"]:not([disabled])');
  await driver.tap('[data-testid="suggest"]');
  await driver.waitFor('[data-testid="hint-reason"]', { timeout: 30_000 });
  assert.ok((await driver.text('[data-testid="hint-reason"]')).length > 0, "the hint tells its reason");
  await driver.waitFor('[data-testid="assisted-mark"]');
}

/**
 * What the Rolled West table marks for the hint shown: its action's key (`data-hint`), the
 * purchase chosen on the sheet with its payment, the die or the button marked.
 * @param {Driver} driver
 */
async function rwMarks(driver) {
  return driver.execute(() => {
    const q = (/** @type {string} */ sel) => /** @type {HTMLElement | null} */ (document.querySelector(sel));
    const suggestedDie =
      '[data-testid^="die-"][data-suggested="true"], [data-testid^="offer-die-"][data-suggested="true"]';
    return {
      key: /** @type {HTMLElement} */ (q('[data-testid="rw-game"]')).dataset.hint,
      chosen: !!q('[data-testid="sheet"] [aria-pressed="true"]') && !!q('[data-testid="pays"]'),
      die: q(suggestedDie)?.dataset.testid ?? null,
      button: q('[data-testid="rw-game"] .btn[data-suggested="true"]')?.dataset.testid ?? null,
    };
  });
}

/** @param {Driver} driver */
export async function aRolledWestHintMarksTheSheetAndPlays(driver) {
  await driver.setViewport(PHONE);
  await rw.startGame(driver, ["human"]);
  assert.equal((await driver.findAll('[data-testid="assisted-mark"]')).length, 0, "not assisted before a hint");

  // Every decision until a terrain die and a spending have been suggested and played: each
  // shows on the table in its own way.
  /** @type {Set<string>} */
  const seen = new Set();
  for (let i = 0; !(seen.has("terrain") && seen.has("spend")); i++) {
    assert.ok(i < 12, `a terrain die and a spending suggested (saw ${[...seen]})`);
    const s = await rw.waitForTurn(driver);
    assert.ok(!s.over && !s.handoff);
    await suggest(driver);
    const m = await driver.waitFor(async () => {
      const marks = await rwMarks(driver);
      return marks.key ? marks : null;
    });
    const kind = m.key.split(":")[0];
    if (["camp", "settlement", "contract", "office", "ship"].includes(kind))
      assert.ok(m.chosen, `${m.key}: chosen on the sheet, its payment shown`);
    else if (kind === "terrain" || kind === "copy") assert.ok(m.die, `${m.key}: its die marked`);
    else if (kind === "auto-bank")
      assert.equal(
        await driver.attribute('[data-testid="auto-bank"]', "data-suggested"),
        m.key.slice("auto-bank:".length),
      );
    else
      assert.equal(
        m.button,
        m.key === "end-turn" ? "end-turn" : m.key.replace(":", "-"),
        `${m.key}: its button marked`,
      );
    const moment = s.phase === "offer" ? "offer" : s.phase === "terrain" ? "terrain" : "spend";
    if (!seen.has(moment)) {
      seen.add(moment);
      await driver.screenshot(`hint-rw-${moment}-phone`);
      if (moment === "spend") {
        await driver.setViewport(TABLET);
        await driver.waitFor('[data-testid="hint-reason"]');
        await driver.screenshot("hint-rw-spend-tablet");
        await driver.setViewport(PHONE);
      }
    }
    await driver.tap('[data-testid="hint-play"]');
    await rw.waitPast(driver, s.step);
  }
  assert.equal(await driver.attribute('[data-testid="hint-bar"]', "data-assisted"), "true");

  const session = await driver.execute(
    `return document.querySelector('[data-testid="rw-game"]')?.dataset.session ?? null;`,
  );
  const listed = session ?? (await invoke(driver, "in_progress"))[0].session;
  const u = await invoke(driver, "view", { session: listed, seat: 0 });
  assert.equal(u.assisted, true, "saved as assisted");
}
aRolledWestHintMarksTheSheetAndPlays.timeoutMs = 60_000;

/** @param {Driver} driver */
export async function aWildTilesHintDrawsTheStepAsAGhost(driver) {
  await driver.setViewport(DESKTOP);
  await wt.startGame(driver, ["human"]);
  let s = await wt.waitForTurn(driver);
  assert.ok(s.planning && s.firstEntry);

  // Round 1's first card: the ghost comes in from the side it enters by.
  await suggest(driver);
  await driver.waitFor('[data-testid="hint-ghost"]', { message: "the suggested step drawn on the grid" });
  const first = Number(await driver.attribute('[data-testid="hint-ghost"]', "data-cell"));
  await driver.screenshot("hint-wt-enter-desktop");
  await driver.tap('[data-testid="hint-play"]');
  await driver.waitFor(async () => (await wt.wtState(driver)).path === String(first), {
    message: "the suggested card entered",
  });

  // The next step: from the path's end; the ghost path is the path so far and the step.
  s = await wt.waitForTurn(driver);
  await suggest(driver);
  const next = await driver.waitFor(
    async () =>
      (await driver.findAll('[data-testid="hint-ghost"]')).length === 1 ||
      (await driver.attribute('[data-testid="plan-lock"]', "data-suggested")) === "true",
    { message: "the next step as a ghost, or Lock marked" },
  );
  assert.ok(next);
  if ((await driver.findAll('[data-testid="hint-ghost"]')).length === 1) {
    assert.match(
      (await driver.attribute('[data-testid="hint-ghost"]', "data-cells")) ?? "",
      new RegExp(`^${first},\\d+$`),
    );
  }
  await driver.screenshot("hint-wt-step-desktop");
  await driver.setViewport(PHONE);
  await driver.waitFor('[data-testid="hint-reason"]');
  await driver.screenshot("hint-wt-step-phone");
  await driver.tap('[data-testid="hint-play"]');
  await wt.waitPast(driver, s.step);
  assert.equal(await driver.attribute('[data-testid="hint-bar"]', "data-assisted"), "true");
}
aWildTilesHintDrawsTheStepAsAGhost.timeoutMs = 60_000;

/** @param {Driver} driver */
export async function aWildTilesHintForABidAndAGiveUp(driver) {
  await driver.setViewport(TABLET);
  // The bid: the amount and its kind set as if chosen, Bid ringed.
  let { session, s } = await wt.gameAt(driver, BID_SEED, "bid");
  assert.ok(s.bidding, "the bid panel");
  await suggest(driver);
  await driver.waitFor('[data-testid="bid-confirm"][data-suggested="true"]', {
    message: "Bid ringed at the suggested stake",
  });
  await driver.screenshot("hint-wt-bid-tablet");
  await driver.tap('[data-testid="hint-play"]');
  await wt.waitPast(driver, s.step);
  assert.equal((await invoke(driver, "view", { session, seat: 0 })).assisted, true, "saved as assisted");

  // The card to give up: ringed among those offered.
  await driver.tap('[data-testid="menu"]');
  ({ session, s } = await wt.gameAt(driver, GIVE_UP_SEED, "give-up"));
  assert.ok(s.givingUp, "the give-up panel");
  await suggest(driver);
  await driver.waitFor('[data-testid="give-up-panel"] [data-suggested="true"]', {
    message: "the card to give up ringed",
  });
  assert.equal(
    (await driver.findAll('[data-testid="give-up-panel"] [data-suggested="true"]')).length,
    1,
    "one card ringed",
  );
  await driver.screenshot("hint-wt-give-up-tablet");
  await driver.tap('[data-testid="hint-play"]');
  await wt.waitPast(driver, s.step);
  assert.equal((await invoke(driver, "view", { session, seat: 0 })).assisted, true, "saved as assisted");
}
aWildTilesHintForABidAndAGiveUp.timeoutMs = 90_000;
