// Table mode: the tablet flat among the players, every seat's part at its edge facing it, and
// no hand-off in an open game. A four-seat Rolled West (played at 1024x768) and a two-seat
// Circle the Wagons (at 768x1024), each to its end by touch; at every moment each part is
// checked to face its edge (its computed rotation) with nothing overlapping or off the
// screen, and the first moments of each kind are looked at in all three sizes (1024x768,
// 768x1024, 1366x1024), audited. Each banking offer sits in the answering seat's part, facing
// its edge; the log and the rules open facing whoever asked (the seat at the moment from the
// top bar, another from its glance); the final score gives each seat its own result at its
// edge. Rolled West's middle rounds are played through the backend; its first and last
// rounds, and the whole Circle the Wagons game, by taps.

import assert from "node:assert/strict";
import { playOnThroughBackend } from "../lib/backend.mjs";
import * as ctw from "../lib/ctw.mjs";
import * as rw from "../lib/rw.mjs";
import {
  checkAsksFacing,
  checkTable,
  checkTableScore,
  ROTATION,
  startAtTable,
  startTableGame,
  turnOf,
} from "../lib/tableMode.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const SIZES = [
  { name: "tablet", width: 1024, height: 768 },
  { name: "portrait-tablet", width: 768, height: 1024 },
  { name: "large-tablet", width: 1366, height: 1024 },
];

/**
 * The table now at each size, checked and photographed (and audited), then back at `back`.
 * @param {Driver} driver @param {string} prefix @param {string[]} edges @param {number} active
 * @param {{ width: number, height: number }} back
 */
async function atEverySize(driver, prefix, edges, active, back) {
  for (const size of SIZES) {
    await driver.setViewport(size);
    await driver.executeAsync(
      "setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(arguments[0])), 150);",
    );
    await checkTable(driver, edges, active, `${prefix} ${size.name}`);
    await driver.screenshot(`${prefix}-${size.name}`);
  }
  await driver.setViewport(back);
  await driver.executeAsync("setTimeout(() => requestAnimationFrame(arguments[0]), 150);");
}

/**
 * The final score at a table, at each size: the card faces the seat at the moment (`viewer`),
 * and each seat's own result faces it at its edge, the winners first.
 * @param {Driver} driver @param {string} prefix @param {string[]} edges @param {number} viewer
 * @param {{ width: number, height: number }} back
 */
async function endFacing(driver, prefix, edges, viewer, back) {
  for (const size of SIZES) {
    await driver.setViewport(size);
    await driver.executeAsync(
      "setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(arguments[0])), 150);",
    );
    await checkTableScore(driver, edges, viewer, `${prefix} score ${size.name}`);
    await driver.screenshot(`${prefix}-scores-${size.name}`);
  }
  await driver.setViewport(back);
}

/** @type {("bottom" | "top" | "left" | "right")[]} */
const RW_EDGES = ["bottom", "left", "top", "right"];
const TABLET = { width: 1024, height: 768 };

/** @param {Driver} driver */
export async function rolledWestFourSeatsAtATable(driver) {
  await driver.setViewport(TABLET);
  await startTableGame(driver, "rolled-west", RW_EDGES);
  await driver.screenshot("table-rw-setup");
  await startAtTable(driver, "rolled-west");
  /** @type {Set<string>} */
  const seen = new Set();
  let steps = 0;
  let offers = 0;
  let skipped = false;
  let last = 0;
  let asked = false;
  /** The edges banking offers were answered at. */
  const offerEdges = new Set();
  for (;;) {
    const s = await rw.waitForTurn(driver, 60_000);
    assert.ok(!s.handoff, `no hand-off at an open table (step ${s.step})`);
    if (s.over) break;
    assert.ok(steps++ < 500, "the game ends");
    last = Number(s.viewer);
    await checkTable(driver, RW_EDGES, last, `rw step ${s.step}`);
    if (s.asked) {
      // The offer sits in the answering seat's own part, turned to its edge, answered there.
      offers += 1;
      const edge = /** @type {keyof typeof ROTATION} */ (RW_EDGES[last]);
      const offer = `[data-testid="table-seat-${last}"] [data-testid="offer-panel"]`;
      await driver.waitFor(offer);
      assert.equal(await turnOf(driver, offer), ROTATION[edge], `the offer to seat ${last} faces the ${edge} edge`);
      offerEdges.add(edge);
    }
    if (!asked) {
      // The log and the rules, asked from the top bar and from the left seat's glance.
      asked = true;
      await checkAsksFacing(driver, "table-rw", RW_EDGES, last, last === 1 ? 2 : 1);
      continue;
    }
    // Each kind of moment once at each edge it first comes to, in every size.
    const kind = `${s.asked ? "offer" : s.phase}-${RW_EDGES[last]}`;
    if (!seen.has(kind) && seen.size < 5) {
      seen.add(kind);
      await atEverySize(driver, `table-rw-${kind}`, RW_EDGES, last, TABLET);
    }
    if (!skipped && s.round >= 2) {
      skipped = true;
      await playOnThroughBackend(driver, (u) => u.view["rolled-west"].last_round);
      await driver.waitFor('[data-testid="table-seats"]', { timeout: 20_000 });
      continue;
    }
    await rw.playOneStep(driver, s);
  }
  assert.ok(skipped, "the middle rounds were played through the backend");
  assert.ok(offers >= 2, `neighbours answered banking offers at their own edges (${offers})`);
  assert.ok(offerEdges.size >= 2, `offers were answered at ${offerEdges.size} edges`);
  await endFacing(driver, "table-rw", RW_EDGES, last, TABLET);
}
rolledWestFourSeatsAtATable.timeoutMs = 600_000;

/** @type {("bottom" | "top" | "left" | "right")[]} */
const CTW_EDGES = ["bottom", "top"];
const PORTRAIT = { width: 768, height: 1024 };

/** @param {Driver} driver */
export async function circleTheWagonsTwoSeatsAtATable(driver) {
  await driver.setViewport(PORTRAIT);
  await startTableGame(driver, "circle-the-wagons", CTW_EDGES);
  await startAtTable(driver, "circle-the-wagons");
  /** @type {Set<string>} */
  const seen = new Set();
  let steps = 0;
  let last = 0;
  const viewers = new Set();
  let asked = false;
  for (;;) {
    const s = await ctw.waitForTurn(driver, 60_000);
    assert.ok(!s.handoff, `no hand-off at an open table (step ${s.step})`);
    if (s.over) break;
    assert.ok(steps++ < 200, "the game ends");
    last = Number(s.viewer);
    viewers.add(last);
    await checkTable(driver, CTW_EDGES, last, `ctw step ${s.step}`);
    if (!asked) {
      // The log and the rules, asked from the top bar and from the other seat's glance.
      asked = true;
      await checkAsksFacing(driver, "table-ctw", CTW_EDGES, last, 1 - last);
      continue;
    }
    const kind = `${s.phase?.startsWith("place") ? "place" : "circle"}-${CTW_EDGES[last]}`;
    if (!seen.has(kind)) {
      seen.add(kind);
      await atEverySize(driver, `table-ctw-${kind}`, CTW_EDGES, last, PORTRAIT);
    }
    // A tap on a town turned to face the top edge lands on the spot under the finger (the
    // helper waits for the ghost at the very spot tapped).
    await ctw.playOneStep(driver, s);
  }
  assert.equal(viewers.size, 2, "both seats played at their own edges");
  await endFacing(driver, "table-ctw", CTW_EDGES, last, PORTRAIT);
}
circleTheWagonsTwoSeatsAtATable.timeoutMs = 600_000;
