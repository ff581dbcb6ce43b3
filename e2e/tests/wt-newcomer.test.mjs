// Wild Tiles as a newcomer meets it, by taps: the resolution played out is told under its own
// round (round 1's paths revealed say round 1, though the game has moved on to round 2); a
// seat's subtitle is never cut and its heart, bullet and dollar counts explain themselves on a
// long press; a card's explanation tells each side's cost once.

import assert from "node:assert/strict";
import { planAndLock, reachable, startGame, waitForTurn, wtState } from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** @param {Driver} driver */
export async function theResolutionPlaysUnderItsOwnRound(driver) {
  await driver.setViewport(PHONE);
  await startGame(driver, ["human"]);
  let s = await waitForTurn(driver);
  assert.ok(s.planning && s.round === 1, "round 1's plan");
  await planAndLock(driver);
  // The reveal, then each beat: all of round 1 (pause it, to read it at two sizes).
  await driver.waitFor('[data-testid="wt-playback"][data-kind="reveal"]', { message: "round 1's paths revealed" });
  await driver.tap('[data-testid="playback-pause"]');
  s = await wtState(driver);
  for (const size of [PHONE, TABLET]) {
    await driver.setViewport(size);
    assert.match(await driver.text('[data-testid="wt-playback"]'), /All paths revealed/);
    const line = await driver.text('[data-testid="round"]');
    assert.match(
      line,
      /^Round 1 of \d/,
      `the round line under round 1's reveal (the game at round ${s.round}): "${line}"`,
    );
    await driver.screenshot(`wt-reveal-round-${size.width}`);
  }
  await driver.setViewport(PHONE);
  await driver.tap('[data-testid="playback-next"]');
  await driver.waitFor('[data-testid="wt-playback"][data-kind="beat"]');
  assert.match(await driver.text('[data-testid="round"]'), /^Round 1 of \d+ · beat 1/);
}
theResolutionPlaysUnderItsOwnRound.timeoutMs = 120_000;

/** @param {Driver} driver */
export async function aSeatTellsItsWholeSubtitleAndItsCountsExplainThemselves(driver) {
  await driver.setViewport(PHONE);
  await startGame(driver, ["human", "easy"]);
  const s = await waitForTurn(driver);
  if (s.handoff) throw new Error("no hand-off with one person at the table");
  for (const size of [PHONE, { width: 360, height: 640 }, TABLET, { width: 1440, height: 900 }]) {
    await driver.setViewport(size);
    await driver.executeAsync("setTimeout(() => requestAnimationFrame(arguments[0]), 150);");
    const cut = await driver.execute(`
      return [...document.querySelectorAll('[data-testid="wt-seats"] .who > *')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent.trim() + " (" + el.scrollWidth + " > " + el.clientWidth + ")");
    `);
    assert.deepEqual(cut, [], `seat names and subtitles cut at ${size.width}x${size.height}`);
  }
  await driver.setViewport(PHONE);
  await driver.screenshot("wt-seats-phone");
  // A long press on a seat's heart, bullet or dollar count says what it is, and plays nothing.
  for (const [what, words] of /** @type {const} */ ([
    ["lives", /\d+ hearts?\b.*death/],
    ["bullets", /\d+ bullets?\b.*reloads/],
    ["dollars", /\$\d+.*bounties kept/],
  ])) {
    const { step } = await wtState(driver);
    await driver.hold(`[data-testid="seat-0-${what}"]`, 700);
    await driver.waitFor('[data-testid="explanation"]', { message: `the ${what} explained` });
    assert.match(await driver.text('[data-testid="explanation"]'), words);
    if (what === "lives") await driver.screenshot("wt-lives-explained-phone");
    await driver.tap('[data-testid="explanation-close"]');
    assert.equal((await wtState(driver)).step, step, "a long press plays nothing");
  }
}
aSeatTellsItsWholeSubtitleAndItsCountsExplainThemselves.timeoutMs = 90_000;

/** @param {Driver} driver */
export async function aCardsExplanationTellsEachSidesCostOnce(driver) {
  await driver.setViewport(PHONE);
  await startGame(driver, ["human"]);
  const s = await waitForTurn(driver);
  assert.ok(s.planning && s.firstEntry, "round 1's plan, entered from off the grid");
  const [card] = await reachable(driver);
  assert.ok(card, "a card to step in by");
  await driver.hold(`[data-testid="wt-grid"] [data-cell="${card.cell}"]`, 700);
  await driver.waitFor('[data-testid="explanation"]');
  const words = await driver.text('[data-testid="explanation"]');
  await driver.screenshot("wt-card-explained-phone");
  // Every side's cost in one list, the sides open now marked there, none told again before it.
  assert.match(words, /Entering from each side: /);
  assert.match(words, /\(open now/, words);
  assert.doesNotMatch(words, /costs .+ from the/, words);
  await driver.tap('[data-testid="explanation-close"]');
  assert.equal((await wtState(driver)).steps, 0, "a long press steps nowhere");
}
aCardsExplanationTellsEachSidesCostOnce.timeoutMs = 60_000;
