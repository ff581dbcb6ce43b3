// Wild Tiles's guided first game at phone size, played as a new player would: offered the
// first time the game is opened, then only the ringed element is tapped, step after step
// (reading a card, the side it is entered by, king moves, a step tried and taken back with
// Undo step, the lock, the beats, round 2 from where the character stopped), to the player
// let go. At every step the bubble fits the phone and leaves the ringed element uncovered.
// The rest is played through the backend (taps would take minutes): the game ends assisted.
// At desktop size in French, started from the rules reference, the same walk to its last word.

import assert from "node:assert/strict";
import { invoke } from "../lib/backend.mjs";
import { checkCoachFits, coach, startGuideFromTheRules, waitForCoach } from "../lib/guide.mjs";
import { openNewGame } from "../lib/home.mjs";
import { wtState } from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** The French last word of the guide (`ui/src/wt/i18n/fr.json`, wt.guide.free). */
const FRENCH_LAST_WORD = /la partie est à vous/;
/** The guide's steps in the order they are taught (`ui/src/wt/guide.json`). */
const STEPS = [
  "read",
  "king",
  "detour",
  "undo",
  "bounty",
  "healer",
  "lock",
  "again",
  "arrows",
  "cross",
  "supply",
  "lock2",
  "free",
];

/**
 * From the guide's first step to its last word by taps on what the ring points at, at the
 * window's size now (`name` in the screenshots' names): every step taught in order, each
 * bubble fitting the window and leaving the ringed element uncovered.
 * @param {Driver} driver
 * @param {string} name
 * @param {(c: NonNullable<Awaited<ReturnType<typeof coach>>>) => Promise<void>} [onStep] more checks, once per step
 * @param {string[]} [shots] the steps photographed (all by default: each shot is audited, which takes time)
 * @returns the coach's last word
 */
async function finishTheGuide(driver, name, onStep, shots) {
  /** @type {string[]} */
  const seen = [];
  let c = await waitForCoach(driver);
  for (let taps = 0; !c.free; taps++) {
    assert.ok(taps < 80, "the guide moves on");
    if (seen.at(-1) !== c.id) {
      seen.push(c.id);
      await checkCoachFits(driver, `${c.id} ${name}`);
      if (!shots || shots.includes(c.id)) await driver.screenshot(`guide-wt-${c.id}-${name}`);
      await onStep?.(c);
    }
    // The ringed element may go as the table answers an earlier tap: look again then.
    await driver.tap(c.target).catch(() => {});
    // The table answers the tap (the side picker, the next step, a beat): let it settle.
    await new Promise((done) => setTimeout(done, 250));
    c = await waitForCoach(driver);
  }
  seen.push(c.id);
  assert.deepEqual(seen, STEPS, "every step taught, in order: after Undo step, the bounty rather than the detour");
  // The free step's last word (after round 2's beats): the player's seat, the third round.
  const last = await driver.waitFor(
    async () => {
      const now = await coach(driver);
      if (now?.target === '[data-testid="playback-next"]') await driver.tap(now.target).catch(() => {});
      return now?.target === '[data-testid="seat-0"]' ? now : null;
    },
    { timeout: 30_000, message: "the last word" },
  );
  await checkCoachFits(driver, `free ${name}`);
  await driver.screenshot(`guide-wt-free-${name}`);
  const s = await wtState(driver);
  assert.equal(s.round, 3, "two rounds taught");
  assert.equal(await driver.attribute('[data-testid="seat-0"]', "data-dollars"), "23", "four bounties kept: $23");
  return last;
}

/** @param {Driver} driver */
export async function aNewPlayerFinishesWildTilesGuidedFirstGameByTaps(driver) {
  await driver.setViewport(PHONE);
  // First time: the guided game is offered; taking it starts the game on its seed.
  await openNewGame(driver, "wild-tiles", { offer: true });
  await driver.tap('[data-testid="guide-start"]');
  await driver.waitFor('[data-testid="wt-game"]', { timeout: 20_000 });

  await finishTheGuide(driver, "phone", async (c) => {
    if (c.id !== "undo") return;
    // Only the taught move goes: another card (the top row, clear of the bubble) is refused
    // with a nudge, nothing played.
    const { step } = await wtState(driver);
    await driver.tap('[data-testid="wt-grid"] [data-cell="0"]');
    await driver.waitFor(async () => (await coach(driver))?.nudge === true, { message: "the nudge" });
    assert.equal((await wtState(driver)).step, step, "the other step was not played");
  });

  // Let go: no coach, a normal (assisted) game played to its end through the backend.
  await driver.tap('[data-testid="guide-done"]');
  await driver.waitFor(async () => (await coach(driver)) === null, { message: "the guide gone" });
  await driver.waitFor('[data-testid="assisted-mark"]');
  const [game] = await invoke(driver, "in_progress");
  let u = await invoke(driver, "view", { session: game.session, seat: 0 });
  assert.equal(u.assisted, true, "a guided game is assisted");
  for (let i = 0; !u.finished; i++) {
    assert.ok(i < 500, "the game ends");
    u = await invoke(driver, "act", { session: game.session, seat: 0, action: u.legal[0] });
  }
  await driver.tap('[data-testid="menu"]');
  await driver.waitFor('[data-testid="open-history"]');
  await driver.tap('[data-testid="open-history"]');
  await driver.waitFor('[data-testid="history-assisted"]');
  await driver.screenshot("guide-wt-history-phone");
}
aNewPlayerFinishesWildTilesGuidedFirstGameByTaps.timeoutMs = 60_000;

/**
 * In French at desktop size, started from the rules reference: the same walk to the last word.
 * @param {Driver} driver
 */
export async function theWildTilesGuideInFrenchAtDesktopSize(driver) {
  await driver.setViewport(DESKTOP);
  await driver.waitFor('[data-locale="fr"]');
  await driver.tap('[data-locale="fr"]');
  await startGuideFromTheRules(driver, "wild-tiles", "wt-game");
  const last = await finishTheGuide(driver, "desktop-fr", undefined, ["read", "undo", "lock", "cross"]);
  assert.match(last.text, FRENCH_LAST_WORD, "the last word in French");
  await driver.tap('[data-testid="guide-done"]');
  await driver.waitFor('[data-testid="assisted-mark"]');
}
theWildTilesGuideInFrenchAtDesktopSize.timeoutMs = 90_000;
