// Rolled West as a newcomer meets it, by taps: a rolled die explains itself on a long press
// (and to a resting mouse) and is not chosen by it; a camp says what it costs and a one-point
// space says "1 point"; the offer between turns says a banked die is for the next turn, and
// its Pass stays in view on a small phone; a whole solo game keeps a buyable box in sight at
// every spending moment (phone, tablet, small phone) and tells the rank as it stands and the
// next band, in play and on the score screen; three seats' tab names show whole at 360x640
// and no office's bonus breaks inside a word at any size.

import assert from "node:assert/strict";
import { passHandOff } from "../lib/handoff.mjs";
import { playOneStep, rwState, startGame, waitForTurn } from "../lib/rw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */
/** @typedef {import("../lib/rw.mjs").RwState} RwState */

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 640 };
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * Plays by taps until `want` holds at a moment the person acts.
 * @param {Driver} driver
 * @param {(s: RwState) => Promise<boolean>} want
 * @returns {Promise<RwState>}
 */
async function playUntil(driver, want, limit = 80) {
  for (let i = 0; i < limit; i++) {
    const s = await waitForTurn(driver);
    assert.ok(!s.over, "the moment came before the game ended");
    if (await want(s)) return s;
    await playOneStep(driver, s);
  }
  throw new Error("the moment never came");
}

/** Lets the webview lay the page out at a new size. @param {Driver} driver */
async function settle(driver) {
  await driver.executeAsync("setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(arguments[0])), 150);");
}

/** @param {Driver} driver */
export async function aLongPressOnARolledDieExplainsItAndChoosesNothing(driver) {
  await driver.setViewport(PHONE);
  await startGame(driver, ["human"]);
  const s = await playUntil(driver, async (s) => s.myTurn && s.phase === "terrain");
  for (const [name, size] of /** @type {const} */ ([
    ["phone", PHONE],
    ["small-phone", SMALL_PHONE],
    ["tablet", TABLET],
    ["desktop", DESKTOP],
  ])) {
    await driver.setViewport(size);
    await settle(driver);
    await driver.hold('button[data-testid="die-0"]', 700);
    await driver.waitFor('[data-testid="explanation"]', { message: `a die explained on a long press (${name})` });
    const words = await driver.text('[data-testid="explanation"]');
    assert.match(words, /Die 1: \w+/, `the die is named (${name})`);
    assert.match(words, /terrain/i, `what a tap on it does (${name})`);
    await driver.screenshot(`rw-die-explained-${name}`);
    assert.equal(await driver.attribute('[data-testid="explanation-rules"]', "data-section"), "turn");
    await driver.tap('[data-testid="explanation-close"]');
    await settle(driver);
    const now = await rwState(driver);
    assert.equal(now.phase, "terrain", `a long press sets no die aside (${name})`);
    assert.equal(now.step, s.step, `a long press plays nothing (${name})`);
  }
  // A resting mouse reads the same words.
  assert.match((await driver.attribute('button[data-testid="die-0"]', "title")) ?? "", /Die 1: .*terrain/i);
  // A tap still sets it aside.
  await driver.tap('button[data-testid="die-0"]');
  await driver.waitFor(async () => (await rwState(driver)).phase === "spend", { message: "the tap chose the terrain" });
}
aLongPressOnARolledDieExplainsItAndChoosesNothing.timeoutMs = 120_000;

/** @param {Driver} driver */
export async function aCampSaysWhatItCostsAndOnePointIsSingular(driver) {
  await driver.setViewport(PHONE);
  await startGame(driver, ["human"]);
  // The wood row's first space and the silver row's third are worth one point.
  for (const id of ["claim-0-0", "claim-2-2"]) {
    const title = (await driver.attribute(`[data-testid="${id}"]`, "title")) ?? "";
    assert.match(title, /: 1 point\b/, `${id}: "${title}"`);
    assert.doesNotMatch(title, /1 points/, `${id}: "${title}"`);
  }
  // What a camp and a settlement cost is on the sheet.
  assert.match(await driver.text('[data-testid="claim-costs"]'), /camp\W+1 wood/i);
  assert.match(await driver.text('[data-testid="claim-costs"]'), /settlement\W+2 wood/i);
  await playUntil(
    driver,
    async (s) => s.myTurn && s.phase === "spend" && (await driver.findAll('button[data-key="camp"]')).length > 0,
  );
  // The lit space says what a camp there costs, on a long press and to a resting mouse.
  await driver.hold('button[data-key="camp"]', 700);
  await driver.waitFor('[data-testid="explanation"]');
  assert.match(await driver.text('[data-testid="explanation"]'), /camp \(1 wood\)/i);
  await driver.screenshot("rw-camp-cost-phone");
  await driver.tap('[data-testid="explanation-close"]');
  assert.equal(
    await driver.attribute('button[data-key="camp"]', "aria-pressed"),
    "false",
    "a long press picks nothing",
  );
  // Chosen, the panel says it too.
  await driver.tap('button[data-key="camp"]');
  await driver.waitFor('[data-testid="pays"]');
  assert.match(await driver.text('[data-testid="choice"]'), /Camp in the \w+ row: 1 wood/i);
  await driver.screenshot("rw-camp-chosen-phone");
  await driver.tap('[data-testid="cancel"]');
}
aCampSaysWhatItCostsAndOnePointIsSingular.timeoutMs = 150_000;

/** @param {Driver} driver */
export async function theOfferSaysABankedDieIsForTheNextTurnAndPassStaysInView(driver) {
  await driver.setViewport(PHONE);
  await startGame(driver, ["human"]);
  await playUntil(driver, async (s) => s.asked);
  await driver.waitFor('[data-testid="offer-panel"]');
  assert.match(await driver.text('[data-testid="offer-panel"]'), /your next turn/i);
  await driver.screenshot("rw-offer-next-turn-phone");
  // A small phone: Pass whole in view, nothing of the panel hidden under its own scroll.
  await driver.setViewport(SMALL_PHONE);
  await settle(driver);
  await driver.screenshot("rw-offer-small-phone");
  // A small phone: the offer whole in view, its Pass too, without scrolling the panel.
  const fit = await driver.execute(`
    const rect = (sel) => { const r = document.querySelector(sel).getBoundingClientRect(); return [r.top, r.bottom]; };
    const panel = document.querySelector('.rw .panel');
    return { pass: rect('[data-testid="pass"]'), offer: rect('[data-testid="offer-panel"]'), panel: rect('.rw .panel'),
      hidden: panel.scrollHeight - panel.clientHeight, height: innerHeight };
  `);
  console.log(`    offer at 360x640: ${JSON.stringify(fit)}`);
  const inside = (/** @type {number[]} */ [top, bottom]) =>
    top >= fit.panel[0] - 1 && bottom <= Math.min(fit.panel[1], fit.height) + 1;
  assert.ok(inside(fit.pass), `Pass whole in view: ${JSON.stringify(fit)}`);
  assert.ok(inside(fit.offer), `the offer whole in view: ${JSON.stringify(fit)}`);
  await driver.setViewport(PHONE);
}
theOfferSaysABankedDieIsForTheNextTurnAndPassStaysInView.timeoutMs = 150_000;

/**
 * Whether a box that can be bought now shows whole inside the sheet's scrolling stage.
 * @param {Driver} driver
 * @returns {Promise<{ lit: number, seen: number }>}
 */
async function litInSight(driver) {
  return driver.execute(`
    const stage = document.querySelector('.rw .stage').getBoundingClientRect();
    const lit = [...document.querySelectorAll('[data-testid="sheet"] .rw-lit')];
    const seen = lit.filter((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= stage.top - 1 && r.bottom <= stage.bottom + 1 && r.bottom <= innerHeight + 1;
    });
    return { lit: lit.length, seen: seen.length };
  `);
}

/** @param {Driver} driver */
export async function aSoloGameKeepsABuyableBoxInSightAndTellsTheRank(driver) {
  const sizes = /** @type {const} */ ([
    ["phone", PHONE],
    ["tablet", TABLET],
    ["small-phone", SMALL_PHONE],
  ]);
  await driver.setViewport(PHONE);
  await startGame(driver, ["human"]);
  let turns = 0;
  /** @type {string[]} */
  const missed = [];
  let moments = 0;
  let shotRank = false;
  /** @type {string[]} */
  const noRank = [];
  for (let steps = 0; ; steps++) {
    assert.ok(steps < 200, "the game ends");
    const s = await waitForTurn(driver);
    if (s.over) break;
    // During the game, the rank the score earns now and what the next band takes.
    const live = (await driver.findAll('[data-testid="live-rank"]')).length
      ? await driver.text('[data-testid="live-rank"]')
      : "";
    if (!/^[\p{L} ]+, \d+ more for [\p{L} ]+$|^Silver Baron$/u.test(live)) noRank.push(`round ${s.round}: "${live}"`);
    if (!shotRank) {
      shotRank = true;
      await driver.screenshot("rw-live-rank-phone");
    }
    if (s.myTurn && s.phase === "terrain") {
      const [, size] = sizes[turns++ % sizes.length];
      await driver.setViewport(size);
      await settle(driver);
    }
    if (s.myTurn && s.phase === "spend") {
      await settle(driver);
      const sight = await litInSight(driver);
      if (sight.lit > 0) {
        moments++;
        const name = sizes[(turns - 1) % sizes.length][0];
        if (sight.seen === 0) {
          missed.push(`${name} round ${s.round}`);
          await driver.screenshot(`rw-lit-out-of-sight-${name}-${missed.length}`);
        }
      }
    }
    await playOneStep(driver, s);
  }
  assert.ok(moments >= 6, `spending moments seen: ${moments}`);
  assert.deepEqual(missed, [], `moments with no buyable box in sight, of ${moments}`);
  assert.deepEqual(noRank, [], "moments with no live rank");
  await driver.setViewport(PHONE);
  await driver.waitFor('[data-testid="score-table"]');
  await driver.waitFor(async () => ((await driver.attribute('[data-testid="solo-rank"]', "data-rank")) ?? "") !== "", {
    message: "the solo rank",
  });
  // The score screen names the rank and the next band, with the points it takes.
  const rank = await driver.attribute('[data-testid="solo-rank"]', "data-rank");
  const line = await driver.text('[data-testid="solo-rank"]');
  if (rank === "silver-baron") assert.match(line, /^Rank: Silver Baron$/);
  else assert.match(line, /^Rank: [\p{L} ]+ · \d+ more for [\p{L} ]+$/u, line);
  await driver.screenshot("rw-end-rank-phone");
}
aSoloGameKeepsABuyableBoxInSightAndTellsTheRank.timeoutMs = 420_000;

/** @param {Driver} driver */
export async function threeSeatsNamesShowWholeAndNoOfficeBreaksAWord(driver) {
  await driver.setViewport(SMALL_PHONE);
  await startGame(driver, ["human", "human", "human"]);
  if ((await driver.findAll('[data-testid="handoff"]')).length > 0) await passHandOff(driver);
  await driver.waitFor('[data-testid="tab-sheet-2"]');
  await settle(driver);
  const cut = await driver.execute(`
    return [...document.querySelectorAll('[data-testid^="tab-sheet-"] .name')]
      .filter((n) => n.scrollWidth > n.clientWidth + 1)
      .map((n) => n.textContent.trim());
  `);
  await driver.screenshot("rw-three-tabs-small-phone");
  assert.deepEqual(cut, [], "tab names cut short at 360x640");
  // Every word of an office's bonus on one line, at every size: a line breaks between words.
  for (const size of [DESKTOP, TABLET, PHONE, SMALL_PHONE]) {
    await driver.setViewport(size);
    await settle(driver);
    const broken = await driver.execute(`
      const out = [];
      for (const el of document.querySelectorAll('[data-testid^="office-"] .bonus')) {
        const node = el.firstChild;
        if (!node || node.nodeType !== 3) continue;
        const text = node.textContent;
        for (const m of text.matchAll(/[\\p{L}\\d]+/gu)) {
          const r = document.createRange();
          r.setStart(node, m.index);
          r.setEnd(node, m.index + m[0].length);
          const lines = new Set([...r.getClientRects()].filter((c) => c.width > 0.5).map((c) => Math.round(c.top)));
          if (lines.size > 1) out.push(m[0] + " in " + text);
        }
      }
      return out;
    `);
    if (size === DESKTOP) await driver.screenshot("rw-offices-desktop");
    assert.deepEqual(broken, [], `office words broken at ${size.width}x${size.height}`);
  }
}
threeSeatsNamesShowWholeAndNoOfficeBreaksAWord.timeoutMs = 90_000;
