// Rolled West with four people at a desktop: after a roll only the roller's two neighbours are
// asked to bank; the seat across is never asked (not waiting, no prompt, no hand-off to it).

import assert from "node:assert/strict";
import { playOneStep, rwState, shots, startGame, waitForTurn } from "../lib/rw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const DESKTOP = { width: 1440, height: 900 };

/** @param {Driver} driver */
export async function acrossIsNeverAsked(driver) {
  await driver.setViewport(DESKTOP);
  await startGame(driver, ["human", "human", "human", "human"]);
  let offersSeen = 0;
  let steps = 0;
  while (offersSeen < 2) {
    const s = await waitForTurn(driver);
    assert.ok(!s.over && steps++ < 60, "two offers within the first turns");
    if (s.handoff) {
      await playOneStep(driver, s);
      continue;
    }
    if (s.asked) {
      const across = (s.roller + 2) % 4;
      const neighbours = [(s.roller + 1) % 4, (s.roller + 3) % 4];
      assert.ok(!s.waiting.includes(across), `the seat across (${across}) is not asked: ${s.waiting}`);
      assert.notEqual(Number(s.viewer), across, "the seat across gets no prompt");
      assert.ok(neighbours.includes(Number(s.viewer)), "a neighbour is asked");
      assert.match(await driver.text('[data-testid="offer-not-asked"]'), /Player \d/);
      if (offersSeen === 0) await shots(driver, "rw-4p-offer", DESKTOP);
      // Both neighbours answer before the next roll; the prompt never reaches the seat across.
      const first = s.viewer;
      await playOneStep(driver, s);
      for (;;) {
        const n = await waitForTurn(driver);
        if (n.handoff) {
          const to = await driver.text('[data-testid="handoff"]');
          assert.doesNotMatch(
            to,
            new RegExp(`Player ${across + 1}\\b`),
            "no hand-off to the seat across during the offer",
          );
          await playOneStep(driver, n);
          continue;
        }
        if (n.asked) {
          assert.notEqual(n.viewer, first);
          assert.ok(neighbours.includes(Number(n.viewer)), "the other neighbour is asked");
          await playOneStep(driver, n);
          continue;
        }
        break;
      }
      offersSeen += 1;
      continue;
    }
    await playOneStep(driver, s);
  }
  const end = await rwState(driver);
  assert.ok(end.round >= 1);
}
acrossIsNeverAsked.timeoutMs = 200_000;
