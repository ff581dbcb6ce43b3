// Wild Tiled West pass and play: two people and a bot. The hand-off screen hides each player's
// secret partner from the others, the bot's seat shows it thinking, and a full round goes by.
// Then a hard bot, slow enough to be seen thinking, plays on its own board in view.

import assert from "node:assert/strict";
import {
  checkLayout,
  ghostOnSpot,
  openSetup,
  placementGains,
  playOneStep,
  startFromSetup,
  waitForTurn,
  wtwState,
} from "../lib/wtw.mjs";
import { WTW_VIEWPORTS } from "../lib/webdriver.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };

/** @param {Driver} driver */
export async function twoPeopleAndABotPlayARound(driver) {
  await driver.setViewport(PHONE);
  await openSetup(driver);
  await driver.tap('[data-testid="mode-pass"]');
  await driver.waitFor('[data-seat="1"]');
  // A third seat, a bot; boards stay distinct by default.
  await driver.tap('[data-testid="add-seat"]');
  await driver.waitFor('[data-seat="2"]');
  assert.equal(await driver.attribute('[data-testid="seat-2-bot"]', "aria-pressed"), "true");
  const boards = await driver.execute(
    `return [...document.querySelectorAll('[data-testid$="-board"]')].map((e) => e.dataset.board);`,
  );
  assert.equal(new Set(boards).size, 3, "three different boards");
  await driver.atEachViewport("wtw-setup-three", (v) => checkLayout(driver, `setup ${v.name}`));
  await driver.setViewport(PHONE);
  await startFromSetup(driver);
  // The bot's turns pass while the test waits on other things: note every "thinking" status.
  await driver.execute(() => {
    const page = /** @type {any} */ (window);
    page.__thinking = 0;
    setInterval(() => {
      const g = document.querySelector('[data-testid="wtw-game"][data-mode="thinking"]');
      const status = document.querySelector('[data-testid="status"]')?.textContent ?? "";
      if (g && /Gold Digger is thinking/.test(status)) page.__thinking++;
    }, 40);
  });

  // Every person keeps a partner in secret: a hand-off screen before each.
  /** @type {Set<string>} */
  const handedTo = new Set();
  let sawThinking = false;
  let rivalShot = false;
  let previews = 0;
  let handoffShot = false;
  for (let steps = 0; ; steps++) {
    assert.ok(steps < 120, "a round goes by");
    const s = await driver.waitFor(
      async () => {
        const t = await wtwState(driver);
        return t.handoff || t.over || (t.myTurn && !t.busy && t.decision !== "none") ? t : null;
      },
      { timeout: 90_000, message: "a turn or a hand-off" },
    );
    assert.ok(!s.over, "the game is still on after a round");
    if (s.handoff) {
      const text = await driver.text('[data-testid="handoff"]');
      const who = /Player (\d)/.exec(text)?.[1] ?? "?";
      handedTo.add(who);
      // Nothing of the table shows behind it.
      assert.equal((await driver.findAll('[data-testid="wtw-game"]')).length, 0);
      if (!handoffShot) {
        handoffShot = true;
        await driver.atEachViewport("wtw-handoff", (v) => checkLayout(driver, `hand-off ${v.name}`));
        await driver.setViewport(PHONE);
      }
    }
    if (!s.handoff && s.decision === "keep-partner") {
      // Only this player's two cards; the other person's partner is nowhere on screen.
      assert.equal((await driver.findAll('[data-testid="choice"] [data-partner]')).length, 2);
    }
    if (!s.handoff && s.decision === "draft" && !rivalShot) {
      // Another player's board is one tap away.
      rivalShot = true;
      await driver.tap('[data-testid="chip-2"]');
      await driver.waitFor('[data-board-seat="2"]');
      assert.match(
        await driver.execute(`return document.querySelector('[data-testid="board-label"]').textContent;`),
        /Gold Digger/,
      );
      await driver.atEachViewport(
        "wtw-rival-board",
        async (v) => {
          await checkLayout(driver, `rival board ${v.name}`);
          if (!(await driver.execute(`return !!document.querySelector(".wtw.wide");`))) {
            await driver.tap('[data-testid="tab-players"]');
            await driver.waitFor('[data-testid="player-panel-2"]');
            await driver.tap('[data-testid="tab-board"]');
          }
        },
        WTW_VIEWPORTS,
      );
      await driver.setViewport(PHONE);
      // The opponent's face-down partner is a card back on their panel.
      await driver.tap('[data-testid="tab-players"]');
      await driver.waitFor('[data-testid="player-panel-2"] [data-partner="hidden"]');
      await driver.tap('[data-testid="tab-market"]');
    }
    await playOneStep(driver, s, {
      // Each person's ghost shows what their own placement would gain.
      onGhost: async () => {
        const gains = await placementGains(driver);
        assert.ok(gains.length > 0, "the placement's gains");
        previews++;
      },
    });
    sawThinking ||= (await driver.execute("return window.__thinking;")) > 0;
    const now = await wtwState(driver);
    if (now.round >= 2 && handedTo.has("1") && handedTo.has("2") && sawThinking) break;
  }
  assert.ok(handedTo.has("1") && handedTo.has("2"), "the device went to both people");
  assert.ok(sawThinking, "the bot's seat showed it thinking");
  assert.ok(previews >= 2, "both people saw their placement's gains");

  // The log tells the round in order, with the bot's moves.
  await driver.tap('[data-testid="open-log"]');
  await driver.waitFor('[data-testid="log-sheet"] [data-testid="log"]');
  const log = await driver.text('[data-testid="log-sheet"]');
  assert.match(log, /Gold Digger (drafted|built an alley)/);
  assert.match(log, /Year 1, round 1 of 4 is over/);
}
twoPeopleAndABotPlayARound.timeoutMs = 600_000;

/** @param {Driver} driver */
export async function aHardBotThinksOnItsOwnBoard(driver) {
  await driver.setViewport(PHONE);
  await openSetup(driver);
  await driver.tap('[data-testid="mode-pass"]');
  await driver.waitFor('[data-seat="1"]');
  await driver.tap('[data-testid="seat-1-bot"]');
  await driver.tap('[data-testid="seat-1-level-hard"]');
  await startFromSetup(driver);
  /** The sizes still to capture the bot thinking at. */
  const sizes = [...driver.viewports];
  let followed = false;
  for (let steps = 0; sizes.length > 0; steps++) {
    assert.ok(steps < 60, "the bot was seen thinking at every size");
    const s = await waitForTurn(driver, 90_000);
    assert.ok(!s.over && !s.handoff);
    if (s.decision !== "place-tile") {
      await playOneStep(driver, s);
      continue;
    }
    // The last move of the person's turn: confirm it without waiting, and watch the bot think.
    await ghostOnSpot(driver, s.step * 7);
    await driver.tap('[data-testid="confirm-place"]');
    const thinking = await driver
      .waitFor(async () => ((await wtwState(driver)).mode === "thinking" ? true : null), {
        timeout: 5_000,
        interval: 40,
      })
      .catch(() => false);
    if (!thinking) continue;
    while (sizes.length > 0 && (await wtwState(driver)).mode === "thinking") {
      const v = /** @type {NonNullable<typeof sizes[0]>} */ (sizes[0]);
      await driver.setViewport(v);
      await driver.executeAsync("requestAnimationFrame(() => requestAnimationFrame(arguments[0]));");
      if ((await wtwState(driver)).mode !== "thinking") break;
      // The bot's board is the one in view, its chip marked as acting, the status says so.
      followed ||= (await driver.attribute('[data-testid="wtw-game"]', "data-board-seat")) === "1";
      assert.match(
        await driver.execute(`return document.querySelector('[data-testid="status"]').textContent;`),
        /Sharpshooter is thinking/,
      );
      await driver.screenshot(`wtw-bot-thinking-${v.name}`);
      sizes.shift();
    }
    await driver.setViewport(PHONE);
  }
  assert.ok(followed, "the bot's own board was in view while it played");
}
aHardBotThinksOnItsOwnBoard.timeoutMs = 600_000;
