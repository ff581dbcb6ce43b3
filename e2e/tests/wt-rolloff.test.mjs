// Wild Tiles' last tie-break at phone size: two people passing the device draw the same path
// every round (the second copies the first card by card), so they arrive together everywhere:
// both pay and gain alike, every bounty goes to equal secret bids and stays. They end with the
// same $, bounties and bullets, whatever the deal, and the die decides. The end screen must
// tell the roll-off in words (who rolled what, who won by it), the winner marked, and the log
// must have the throws. The only chance that could set them apart, a gamble card's die rolled
// for each, is never stepped on.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import {
  enterFromOutside,
  playOneStep,
  reachable,
  shots,
  startGame,
  waitForTurn,
  waitPast,
  wtState,
} from "../lib/wt.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };

/** The cards whose special rolls a die for whoever enters (by index, as the grid's data-card). */
const GAMBLES = new Set(
  JSON.parse(readFileSync(new URL("../../ui/src/bindings/content/wild-tiles.json", import.meta.url), "utf8"))
    .cards.map((/** @type {{ special: string | null }} */ c, /** @type {number} */ i) =>
      c.special === "gamble" ? i : -1,
    )
    .filter((/** @type {number} */ i) => i >= 0),
);

/** The card index dealt on `cell`, if any. @param {Driver} driver @param {number} cell */
async function cardOn(driver, cell) {
  const card = await driver.attribute(`[data-testid="wt-grid"] [data-cell="${cell}"]`, "data-card");
  return card === null || card === "" ? null : Number(card);
}

/**
 * The reachable cards no die is rolled on, the safe ones, supplies first and bounties last (a
 * bounty reached together is two more hand-offs for the bids). @param {Driver} driver
 */
async function choices(driver) {
  const options = [];
  for (const o of await reachable(driver)) {
    const card = await cardOn(driver, o.cell);
    if (card === null || !GAMBLES.has(card)) options.push(o);
  }
  const safe = options.filter((o) => !o.deadly);
  const pool = safe.length > 0 ? safe : options;
  const rank = (/** @type {string} */ kind) => (kind === "supply" ? 0 : kind === "bounty" || kind === "timed" ? 2 : 1);
  return [...pool].sort((a, b) => rank(a.kind) - rank(b.kind));
}

/** One step onto `cell` by a tap (a deadly step is asked about once). @param {Driver} driver @param {number} cell */
async function tapStep(driver, cell) {
  const { step } = await wtState(driver);
  const deadly = (await reachable(driver)).find((o) => o.cell === cell)?.deadly ?? false;
  await driver.tap(`[data-testid="wt-grid"] [data-cell="${cell}"]`);
  if (deadly) {
    await driver.waitFor('[data-testid="refusal"]', { message: "the warning of a deadly step" });
    await driver.tap(`[data-testid="wt-grid"] [data-cell="${cell}"]`);
  }
  await waitPast(driver, step);
}

/**
 * The first planner's path: round 1's entry from outside, then steps until it may lock, none
 * onto a gamble. Where every way on rolls a die, the last step is taken back and never taken
 * again (the deal is new each run, and a card can be ringed by gambles).
 * @param {Driver} driver
 * @returns {Promise<{ entry: { cell: number, side: string } | null, cells: number[] }>}
 */
async function drawPath(driver) {
  let s = await wtState(driver);
  /** @type {{ cell: number, side: string } | null} */
  let entry = null;
  /** Cards from which every way on rolls a die. */
  const dead = new Set();
  for (let guard = 0; !s.canLock; guard++) {
    assert.ok(guard < 60, "the path gets long enough");
    const options = (await choices(driver)).filter((o) => !dead.has(o.cell));
    if (options.length === 0) {
      const cells = s.path ? s.path.split(",").map(Number) : [];
      assert.ok(cells.length > 0, "a way in from outside that rolls no die");
      dead.add(cells[cells.length - 1]);
      if (cells.length === 1) entry = null;
      const { step } = s;
      await driver.tap('[data-testid="plan-undo"]');
      await waitPast(driver, step);
    } else if (s.firstEntry) {
      const o = /** @type {(typeof options)[number]} */ (options[0]);
      entry = await enterFromOutside(driver, { cell: o.cell, side: /** @type {string} */ (o.sides[0]) });
    } else {
      await tapStep(driver, /** @type {(typeof options)[number]} */ (options[0]).cell);
    }
    s = await wtState(driver);
  }
  const cells = s.path.split(",").map(Number);
  return { entry, cells: entry ? cells.slice(1) : cells };
}

/**
 * The second planner draws the same path, card by card.
 * @param {Driver} driver
 * @param {Awaited<ReturnType<typeof drawPath>>} path
 */
async function copyPath(driver, path) {
  if (path.entry) await enterFromOutside(driver, path.entry);
  for (const cell of path.cells) await tapStep(driver, cell);
  const s = await wtState(driver);
  assert.equal(
    s.path
      .split(",")
      .slice(path.entry ? 1 : 0)
      .join(","),
    path.cells.join(","),
    "the same path",
  );
}

/** @param {Driver} driver */
export async function aTiedEndGoesToTheDie(driver) {
  await driver.setViewport(PHONE);
  await startGame(driver, ["human", "human"]);
  /** The path planned first this round, copied by the other seat. */
  /** @type {{ round: number, path: Awaited<ReturnType<typeof drawPath>> } | null} */
  let first = null;
  let bids = 0;
  for (let guard = 0; ; guard++) {
    assert.ok(guard < 300, "the game ends");
    const s = await waitForTurn(driver, 90_000);
    if (s.over) break;
    if (s.planning && !s.handoff && !s.blank) {
      if (first === null || first.round !== s.round) {
        first = { round: s.round, path: await drawPath(driver) };
      } else {
        await copyPath(driver, first.path);
      }
      const { step } = await wtState(driver);
      await driver.tap('[data-testid="plan-lock"]');
      await waitPast(driver, step);
      continue;
    }
    if (s.givingUp && !s.handoff) throw new Error("neither seat ever holds a bounty to give up");
    if (s.bidding && !s.handoff) bids++;
    // Bids: the smallest offered, the same for both, so every bounty stays where it is.
    await playOneStep(driver, s);
  }

  // The end: nobody has more of anything; the die decided, told in words.
  await driver.waitFor('[data-testid="score-table"]');
  await driver.waitFor('[data-testid="roll-off"]', { message: "the roll-off on the end screen" });
  const totals = await driver.execute(
    `return [0, 1].map((s) => document.querySelector('[data-testid="total-' + s + '"]').dataset.total);`,
  );
  assert.equal(totals[0], totals[1], "the same $ for both");
  const told = await driver.text('[data-testid="roll-off"]');
  assert.match(told, /Tied on dollars, bounties and bullets: the die decides\./);
  const throws = await driver.findAll('[data-testid^="roll-off-throw-"]');
  assert.ok(throws.length >= 1, "at least one throw");
  const last = `[data-testid="roll-off-throw-${throws.length - 1}"]`;
  const winner = Number(await driver.attribute(last, "data-winner"));
  assert.ok(winner === 0 || winner === 1, "the last throw has a winner");
  const lastText = await driver.text(last);
  const rolled = [...lastText.matchAll(/(.+?) rolled (\d)/g)].map((m) => Number(m[2]));
  assert.equal(rolled.length, 2, `both dice told: ${lastText}`);
  assert.ok(rolled[winner] > rolled[1 - winner], `the higher die won: ${lastText}`);
  const winnerName = await driver.execute(
    `return document.querySelector('[data-testid="score-head-' + arguments[0] + '"] span').textContent.trim();`,
    winner,
  );
  assert.ok(winnerName, "the winner's name in the table's head");
  assert.match(lastText, new RegExp(`${winnerName} wins by the roll-off`));
  assert.match(
    (await driver.attribute(`[data-testid="score-head-${winner}"]`, "class")) ?? "",
    /\bwin\b/,
    "the winner marked",
  );
  console.log(`    ${bids} bids; roll-off: ${told.replace(/\s+/g, " ")}`);
  await shots(driver, "wt-rolloff-end", PHONE);

  // The log has the throws and the winner.
  await driver.setViewport(PHONE);
  await driver.tap('[data-testid="view-table"]');
  await driver.tap('[data-testid="open-log"]');
  const log = await driver.text('[data-testid="log-sheet"]');
  assert.match(log, /Roll-off: .+ \d, .+ \d/);
  assert.match(log, new RegExp(`The game ends: ${winnerName} won`));
  await driver.screenshot("wt-rolloff-log-phone");
  await driver.tap('[data-testid="log-sheet"] .btn');
}
aTiedEndGoesToTheDie.timeoutMs = 300_000;
