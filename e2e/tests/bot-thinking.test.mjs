// A searching bot thinks in the background: the screen shows how far its search has got, and
// the player may take their move back while it thinks (the bot's move is then called off).

import assert from "node:assert/strict";
import {
  confirmPlace,
  confirmSlot,
  playOneStep,
  selectSlot,
  startGame,
  tableState,
  tapLegalSpot,
  waitForTurn,
} from "../lib/ctw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };

/**
 * Records every value the bot's progress bar shows, however briefly (a quick search can
 * come and go between two polls).
 * @param {Driver} driver
 */
async function watchProgressBar(driver) {
  await driver.execute(`
    window.__progressShown = [];
    const note = () => {
      const bar = document.querySelector('[data-testid="bot-progress"]');
      if (bar) window.__progressShown.push(Number(bar.getAttribute("aria-valuenow")));
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  `);
}

/** @param {Driver} driver @returns {Promise<number[]>} */
async function progressShown(driver) {
  return driver.execute("return window.__progressShown;");
}

/**
 * Records every status line the screen shows and every one cut short (the line is clamped
 * to two), however briefly.
 * @param {Driver} driver
 */
async function watchStatusLine(driver) {
  await driver.execute(`
    window.__statuses = new Set();
    window.__statusesCut = new Set();
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="status"]');
      if (!el) return;
      window.__statuses.add(el.textContent.trim());
      if (el.scrollHeight > el.clientHeight + 1) window.__statusesCut.add(el.textContent.trim());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  `);
}

// Names as long as the setup takes (40 characters): the status lines name the players.
const LONG_NAMES = ["Bartholomew Jebediah Worthington-Smythe", "Calamity Jane Cannary of Deadwood Gulch"];

/** @param {Driver} driver */
export async function aThinkingBotShowsItsProgressAndCanBeUndone(driver) {
  await driver.setViewport(PHONE);
  await driver.waitFor('[data-testid="new-game-circle-the-wagons"]');
  await watchProgressBar(driver);
  await watchStatusLine(driver);
  await startGame(driver, "bot", "hard", LONG_NAMES);

  // The bot chooses the first player's starting card: it thinks, with a progress bar.
  await waitForTurn(driver, 60_000);
  const shown = await progressShown(driver);
  assert.ok(shown.length > 0, "the progress bar showed while the bot thought");
  assert.ok(
    shown.every((p) => p >= 0 && p <= 100),
    `percentages: ${shown.join(", ")}`,
  );

  // Take a card, place it; the bot is then to move and the placement may still be undone.
  // A hard bot in a debug build thinks long enough to tap Undo, but a fast machine may beat
  // the tap, so try a few moves.
  let undone = false;
  for (let attempt = 0; attempt < 6 && !undone; attempt++) {
    let s = await waitForTurn(driver, 60_000);
    assert.ok(!s.over, "the game lasts long enough to undo a move");
    if (s.phase === "draft") {
      await selectSlot(driver);
      s = await confirmSlot(driver);
    }
    if (s.phase !== "place-drafted") {
      await playOneStep(driver, s);
      continue;
    }
    const before = await tableState(driver);
    await tapLegalSpot(driver, before.step);
    await driver.tap('[data-testid="confirm-place"]');
    const thinking = await driver.waitFor(
      async () => {
        const t = await tableState(driver);
        if (t.mode === "thinking" && (await driver.findAll('[data-testid="undo"]')).length > 0) return t;
        return t.step !== before.step && t.myTurn && !t.busy ? "moved" : null;
      },
      { timeout: 20_000, message: "the bot thinking with Undo offered" },
    );
    if (thinking === "moved") continue;
    // No audit here: it takes about a second, longer than the bot may think, and Undo must be
    // tapped while it thinks. The thinking table is audited in wtw-pass-and-play.
    await driver.screenshot("bot-thinking-phone", { audit: false });
    await driver.tap('[data-testid="undo"]');
    const after = await driver.waitFor(
      async () => {
        const t = await tableState(driver);
        return t.myTurn && !t.busy ? t : null;
      },
      { timeout: 20_000, message: "the player's turn again" },
    );
    if (after.step === before.step) {
      // Back before the placement: the same card waits to be placed, and nothing went wrong.
      assert.equal(after.phase, "place-drafted");
      assert.equal((await driver.findAll('[data-testid="error"]')).length, 0, "no error shown");
      undone = true;
    }
  }
  assert.ok(undone, "an undo while the bot was thinking took the move back");
  await driver.screenshot("bot-undone-phone");

  // The game goes on: place again and let the bot answer.
  await tapLegalSpot(driver, "first");
  const { step } = await confirmPlace(driver);
  assert.ok(step > 0);

  // The long names were shortened to fit the phone's status line, never cut off by it.
  /** @type {{ shown: string[], cut: string[] }} */
  const status = await driver.execute("return { shown: [...window.__statuses], cut: [...window.__statusesCut] };");
  assert.deepEqual(status.cut, [], "status lines cut short on a phone");
  assert.ok(
    status.shown.some((line) => line.includes("Calamity Jane…")),
    `the bot named: ${status.shown.join(" | ")}`,
  );
}
