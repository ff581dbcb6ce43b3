// Undo from the hand-off screen, as two people passing a phone or a tablet meet it. The device
// is already in the next player's hands: taking the last move back must never open the last
// player's table (their secret partner, their bid) to whoever holds it. The undo hands the
// device back behind a hand-off of its own, revealed only by the player who undid; and where
// a move cannot be taken back (a Wild Tiles path once locked), undo is not offered at all.

import assert from "node:assert/strict";
import { passHandOff } from "../lib/handoff.mjs";
import { openSetup, playOneStep, startFromSetup, waitForTurn } from "../lib/wtw.mjs";
import {
  bid,
  planAndLock,
  playOneStep as playWt,
  reachable,
  startGame as startWt,
  waitForTurn as waitForWtTurn,
} from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const SIZES = /** @type {const} */ ([
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 1024, height: 768 },
]);

/** The hand-off screen's title and whether it offers an undo. @param {Driver} driver */
async function handOffScreen(driver) {
  await driver.waitFor('[data-testid="handoff"][data-armed="true"]', { message: "the hand-off taking presses" });
  return driver.execute(() => ({
    text: document.querySelector("#handoff-title")?.textContent ?? "",
    undo: !!document.querySelector('[data-testid="handoff-undo"]'),
    html: document.body.innerHTML,
  }));
}

/** Taps the hand-off's undo and waits for the hand-off that gives the device back to `name`. */
async function undoFromHandOff(/** @type {Driver} */ driver, /** @type {string} */ name) {
  await driver.tap('[data-testid="handoff-undo"]');
  return driver.waitFor(
    async () => {
      const s = await driver.execute(`
        const h = document.querySelector('[data-testid="handoff"][data-armed="true"]');
        return h ? { text: document.querySelector("#handoff-title")?.textContent ?? "",
          undo: !!document.querySelector('[data-testid="handoff-undo"]'), html: document.body.innerHTML } : null;
      `);
      return s && s.text.includes(name) ? s : null;
    },
    { message: `a hand-off back to ${name}` },
  );
}

/** Home, from wherever the last game left the screen. @param {Driver} driver */
async function home(driver) {
  if ((await driver.findAll('[data-testid="menu"]')).length > 0) await driver.tap('[data-testid="menu"]');
  await driver.waitFor('[data-testid="home"]', { message: "the home screen" });
}

/** @param {Driver} driver */
export async function wildTiledWestPartnerStaysHiddenAfterAHandOffUndo(driver) {
  for (const size of SIZES) {
    await driver.setViewport(size);
    await openSetup(driver);
    await driver.tap('[data-testid="mode-pass"]');
    await driver.waitFor('[data-seat="1"]');
    await startFromSetup(driver);
    // Player 1 keeps a partner in secret.
    /** @type {string | null} */
    let kept = null;
    for (let guard = 0; kept === null; guard++) {
      assert.ok(guard < 20, "Player 1's partner choice comes up");
      const s = await waitForTurn(driver);
      if (!s.handoff && s.decision === "keep-partner" && s.viewer === "0") {
        await playOneStep(driver, s, {
          onKeep: async () => {
            kept = await driver.execute(() => {
              const card = document.querySelector('[data-testid="choice"][aria-pressed="true"] [data-partner]');
              return /** @type {HTMLElement | null} */ (card)?.dataset.partner ?? null;
            });
          },
        });
        assert.ok(kept, "the kept partner is known by its card");
        continue;
      }
      await playOneStep(driver, s);
    }
    // The device goes to Player 2; Player 1 may take the choice back from there.
    const toTwo = await handOffScreen(driver);
    assert.match(toTwo.text, /Player 2/);
    assert.ok(toTwo.undo, "Player 1's undo is offered on Player 2's hand-off");
    assert.equal((await driver.findAll('[data-testid="wtw-game"]')).length, 0, "no table behind the hand-off");
    const back = await undoFromHandOff(driver, "Player 1");
    // Whoever holds the device sees a hand-off to Player 1, and nothing of the table.
    assert.equal((await driver.findAll('[data-testid="wtw-game"]')).length, 0, "the undo opens no table");
    assert.ok(!back.html.includes("data-partner"), "no partner card on the screen handed back");
    assert.ok(!back.undo, "nothing more to take back from there");
    await driver.screenshot(`handoff-undo-wtw-${size.name}`);
    // Player 1 holds their own name: their choice again, their two cards.
    await passHandOff(driver);
    await driver.waitFor('[data-testid="wtw-game"]');
    const again = await waitForTurn(driver);
    assert.equal(again.viewer, "0");
    assert.equal(again.decision, "keep-partner");
    assert.equal((await driver.findAll('[data-testid="choice"] [data-partner]')).length, 2);
    await playOneStep(driver, again);
    // Player 2's turn: Player 1's partner is a card back, never face up.
    const toTwoAgain = await handOffScreen(driver);
    assert.match(toTwoAgain.text, /Player 2/);
    await passHandOff(driver);
    const two = await waitForTurn(driver);
    assert.equal(two.viewer, "1");
    {
      assert.ok(
        !(await driver.execute(
          (/** @type {string} */ partner) =>
            [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-partner]"))].some(
              (e) => e.dataset.partner === partner && !e.closest('[data-testid="choice"]'),
            ),
          kept,
        )),
        "Player 1's kept partner shows nowhere but as a card back",
      );
    }
    await home(driver);
  }
}
wildTiledWestPartnerStaysHiddenAfterAHandOffUndo.timeoutMs = 300_000;

/** @param {Driver} driver */
export async function wildTilesBidStaysHiddenAndALockIsNotOfferedBack(driver) {
  for (const size of SIZES) {
    await driver.setViewport(size);
    await startWt(driver, ["human", "human"]);
    /** @type {number | null} */
    let target = null;
    let lockChecked = false;
    let bidUndone = false;
    for (let guard = 0; !(lockChecked && bidUndone); guard++) {
      assert.ok(guard < 200, "a lock and a bid came up in round 1");
      const s = await waitForWtTurn(driver, 90_000);
      assert.ok(!s.over, "the game still on");
      if (s.handoff) {
        const screen = await handOffScreen(driver);
        if (!lockChecked && /Player 2/.test(screen.text)) {
          // Player 1 locked their path: a lock is final, so no undo is offered for it.
          assert.ok(!screen.undo, "a locked path is not offered back");
          assert.ok(!screen.html.includes('data-testid="path-0"'), "no trace of Player 1's path");
          lockChecked = true;
        }
        await passHandOff(driver);
        continue;
      }
      if (s.blank) {
        await playWt(driver, s);
        continue;
      }
      if (s.planning) {
        // Both people enter the same edge bounty first, so they collide and bid.
        if (target === null) {
          const edge = (await reachable(driver)).filter((o) => o.kind === "bounty" && !o.deadly);
          assert.ok(edge.length > 0, "an edge bounty to enter");
          target = /** @type {NonNullable<typeof edge[0]>} */ (edge[0]).cell;
        }
        await planAndLock(driver, s.firstEntry ? { first: { cell: target } } : {});
        continue;
      }
      if (s.bidding && s.viewer === "0" && !bidUndone) {
        await bid(driver, 1);
        // The screen goes blank, then the device goes to Player 2, who bids second: Player 1
        // may take the bid back.
        const after = await waitForWtTurn(driver);
        if (after.blank) await playWt(driver, after);
        const toTwo = await handOffScreen(driver);
        assert.match(toTwo.text, /Player 2/);
        assert.ok(toTwo.undo, "Player 1's bid may be taken back before Player 2 bids");
        const back = await undoFromHandOff(driver, "Player 1");
        assert.equal((await driver.findAll('[data-testid="wt-game"]')).length, 0, "the undo opens no table");
        assert.ok(!back.html.includes("wt-bid"), "no bid panel on the screen handed back");
        await driver.screenshot(`handoff-undo-wt-${size.name}`);
        await passHandOff(driver);
        const again = await waitForWtTurn(driver);
        assert.ok(again.bidding && again.viewer === "0", "Player 1 bids again, on their own");
        bidUndone = true;
        continue;
      }
      if (s.bidding) {
        await bid(driver, 0);
        continue;
      }
      // The reveal played out (or a bounty to give up): on to the bids.
      await playWt(driver, s);
    }
    assert.ok(lockChecked, "the hand-off after a lock was checked");
    assert.ok(bidUndone, "a bid was taken back from the hand-off");
    await home(driver);
  }
}
wildTilesBidStaysHiddenAndALockIsNotOfferedBack.timeoutMs = 400_000;
