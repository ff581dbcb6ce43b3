// Wild Tiles at a tablet: two people passing the device and a bot. Each plans behind the
// hand-off screen and a locked path blanks the screen before the next hand-off; after each
// hand-off the previous person's path is nowhere in the page. In round 1 both people enter the
// same edge bounty first, so they collide on it and bid in secret, each behind a hand-off.
// Played to the end by taps: playing the rounds after the first through the backend (each
// seat's first legal action) once ended the game before its last round.

import assert from "node:assert/strict";
import { bid, planAndLock, playOneStep, reachable, shots, startGame, waitForTurn, wtState } from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const TABLET = { width: 1024, height: 768 };

/**
 * No path of `seat` in the page (its drawing, or its cells in the table's data).
 * @param {Driver} driver
 * @param {number} seat
 */
async function noPathOf(driver, seat) {
  return driver.execute((/** @type {number} */ s) => !document.querySelector('[data-testid="path-' + s + '"]'), seat);
}

/** @param {Driver} driver */
export async function twoPeopleABotAndACollision(driver) {
  await driver.setViewport(TABLET);
  await startGame(driver, ["human", "human", "random"]);
  /** @type {number | null} */
  let target = null;
  /** The seat whose plan was locked last, before a hand-off. */
  /** @type {number | null} */
  let lastLocked = null;
  let bids = 0;
  let collided = false;
  let bidsSeen = false;
  let handoffs = 0;
  let shot = false;
  for (let guard = 0; ; guard++) {
    assert.ok(guard < 400, "the game ends");
    const s = await waitForTurn(driver, 90_000);
    if (s.over) break;
    if (s.handoff) {
      handoffs++;
      await playOneStep(driver, s);
      const now = await wtState(driver);
      // While the round is still being planned, the last person's locked path is theirs alone
      // (once every path is revealed, they are on the table for all).
      if (lastLocked !== null && now.viewer !== String(lastLocked) && now.phase === "planning" && !now.playback) {
        assert.ok(
          await noPathOf(driver, lastLocked),
          `seat ${lastLocked}'s path is not in the page after the hand-off`,
        );
        const html = await driver.execute(`return document.body.innerHTML;`);
        assert.ok(!html.includes(`data-testid="path-${lastLocked}"`), "no trace of the last path");
      }
      continue;
    }
    if (s.blank) {
      // The blank screen after a lock: no grid, no path. Read at one moment: the round's last
      // lock can end the game, and the score screen then takes the blank screen's place.
      const page = await driver.execute(() => ({
        blank: document.querySelector('[data-testid="wt-blank"]') !== null,
        grids: document.querySelectorAll('[data-testid="wt-grid"]').length,
      }));
      if (page.blank) assert.equal(page.grids, 0, "the blank screen hides the table");
      await playOneStep(driver, s);
      continue;
    }
    if (s.planning) {
      const seat = Number(s.viewer);
      if (lastLocked !== null && lastLocked !== seat)
        assert.ok(await noPathOf(driver, lastLocked), "no other path while planning");
      if (s.round === 1 && s.firstEntry) {
        if (target === null) {
          const edge = (await reachable(driver)).filter((o) => o.kind === "bounty" && !o.deadly);
          assert.ok(edge.length > 0, "an edge bounty to enter");
          target = edge[0].cell;
        }
        await planAndLock(driver, {
          first: { cell: target },
          onPlanned: async () => {
            if (!shot) {
              shot = true;
              await shots(driver, "wt-3p-plan", TABLET);
            }
          },
        });
      } else {
        await planAndLock(driver);
      }
      lastLocked = seat;
      continue;
    }
    if (s.bidding) {
      bids++;
      collided = true;
      // The bid panel: bullets or lives, within what you have. The first bidder bids more.
      if (bids === 1) await shots(driver, "wt-3p-bid", TABLET);
      await bid(driver, bids % 2 === 1 ? 1 : 0);
      lastLocked = null;
      continue;
    }
    if (s.playback) {
      if (collided && !bidsSeen) {
        // After the bids, the playback starts on them: every bid shown, and who won.
        assert.equal(await driver.attribute('[data-testid="wt-playback"]', "data-kind"), "bids");
        assert.match(await driver.text('[data-testid="wt-playback"]'), /Bids:/);
        bidsSeen = true;
        await driver.screenshot("wt-3p-bids-shown-tablet");
      }
      await playOneStep(driver, s);
      continue;
    }
    await playOneStep(driver, s);
  }
  assert.ok(bidsSeen, "the bids were shown");
  assert.ok(collided && bids >= 2, `the two people collided on the bounty and bid (${bids} bids)`);
  assert.ok(handoffs >= 4, `the device was passed (${handoffs} hand-offs)`);
  await driver.waitFor('[data-testid="score-table"]');
  await driver.waitFor('[data-testid="total-2"]');
  await shots(driver, "wt-3p-end", TABLET);
  await driver.tap('[data-testid="view-table"]');
  await driver.tap('[data-testid="open-log"]');
  assert.match(await driver.text('[data-testid="log-sheet"]'), /Bids:/);
  await driver.tap('[data-testid="log-sheet"] .btn');
}
twoPeopleABotAndACollision.timeoutMs = 600_000;
