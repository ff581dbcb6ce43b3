// Wild Tiles in French, solo against the rival gang on the hard deck, on a tablet held upright:
// the setup's table options, French words on the table, the gang's token on the grid and its
// die rolled each beat in the resolution, played to the end, where the verdict weighs your $
// against the gang's. Screenshots at the upright tablet and the small phone.

import assert from "node:assert/strict";
import { planAndLock, playOneStep, shots, startGame, waitForTurn, wtState } from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const UPRIGHT = { width: 768, height: 1024 };

/** @param {Driver} driver */
export async function frenchSoloAgainstTheGang(driver) {
  await driver.setViewport(UPRIGHT);
  await driver.waitFor('[data-testid="open-settings"]');
  await driver.tap('[data-testid="open-settings"]');
  await driver.waitFor('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="set-language-fr"]');
  await driver.tap('[data-testid="back"]');
  await startGame(driver, ["human"], {
    deck: "hard",
    rivalGang: true,
    onSetup: async () => {
      // The first seat's card holds the character and the table's options.
      await driver.waitFor('[data-testid="seat-0-character"]');
      assert.equal(await driver.attribute('[data-testid="wt-deck-hard"]', "aria-pressed"), "true");
      await driver.execute(
        `document.querySelector('[data-testid="seat-0-character"]').scrollIntoView({ block: "center" });`,
      );
      await driver.screenshot("wt-setup-portrait-tablet");
    },
  });

  let s = await waitForTurn(driver);
  assert.ok(s.planning);
  await driver.waitFor(
    async () =>
      /tracez votre chemin secret/.test(
        await driver.execute(`return document.querySelector('[data-testid="status"]').textContent;`),
      ),
    { message: "the French status" },
  );
  await driver.waitFor('[data-testid="wt-grid"] [data-testid="gang"]');
  await driver.waitFor('[data-testid="seat-gang"]');
  let dice = 0;
  let shot = false;
  for (let guard = 0; ; guard++) {
    assert.ok(guard < 200, "the game ends");
    s = await waitForTurn(driver);
    if (s.over) break;
    if (s.playback) {
      // The gang's die, frame by frame.
      const kind = await driver.attribute('[data-testid="wt-playback"]', "data-kind").catch(() => null);
      if (kind === "die") {
        dice++;
        if (!shot) {
          shot = true;
          await driver.tap('[data-testid="playback-pause"]');
          assert.match(await driver.text('[data-testid="wt-playback"]'), /dé/);
          await shots(driver, "wt-gang-die", UPRIGHT);
          await driver.tap('[data-testid="playback-pause"]');
        }
        await driver.tap('[data-testid="playback-next"]').catch(() => {});
        continue;
      }
      await driver.tap('[data-testid="playback-next"]').catch(() => {});
      continue;
    }
    if (s.planning) {
      await planAndLock(driver);
      continue;
    }
    await playOneStep(driver, s);
  }
  assert.ok(dice > 0, "the gang's die was shown");
  await driver.waitFor('[data-testid="score-table"]');
  await driver.waitFor('[data-testid="total-gang"]');
  assert.match(await driver.text('[data-testid="verdict"]'), /bande rivale|cœurs/);
  await shots(driver, "wt-gang-end", UPRIGHT);

  // A second solo game, on the easy deck, played out through the backend: the rank history
  // then has a chart per deck (ranks are calibrated per deck), the latest game's deck first.
  await driver.executeAsync((/** @type {(result: unknown) => void} */ done) => {
    const invoke = /** @type {any} */ (window).__TAURI_INTERNALS__.invoke;
    (async () => {
      let u = await invoke("new_game", {
        request: {
          game: "wild-tiles",
          seats: [{ name: "Ann", kind: { type: "human" } }],
          options: { "wild-tiles": { deck: "easy" } },
          seed: "5",
        },
      });
      for (let i = 0; !u.finished && i < 2000; i++)
        u = await invoke("act", { session: u.session, seat: 0, action: u.legal[0] });
      done(u.finished);
    })().catch((e) => done(String(e)));
  });
  await driver.tap('[data-testid="score-home"]');
  await driver.waitFor('[data-daily-game="wild-tiles"] [data-testid="open-game-record"]');
  await driver.tap('[data-daily-game="wild-tiles"] [data-testid="open-game-record"]');
  await driver.waitFor('[data-testid="score-chart"]');
  const tables = await driver.findAll('[data-testid="record-table"]');
  assert.equal(tables.length, 2, "a chart for the hard deck and one for the easy deck");
  assert.match(await driver.text('[data-testid="record-table"][aria-selected="true"]'), /Facile/);
  assert.equal((await driver.findAll('[data-testid="chart-point"]')).length, 1, "the easy game alone");
  await driver.tap('[data-testid="record-table"][aria-selected="false"]');
  await driver.waitFor(async () =>
    /Difficile/.test(await driver.text('[data-testid="record-table"][aria-selected="true"]')),
  );
  assert.equal((await driver.findAll('[data-testid="chart-point"]')).length, 1, "the hard game alone");
  assert.equal((await driver.findAll('[data-testid="solo-game"]')).length, 2, "both games listed");
  await driver.screenshot("wt-rank-history-per-deck");
  void wtState;
}
frenchSoloAgainstTheGang.timeoutMs = 400_000;
