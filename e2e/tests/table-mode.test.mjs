// Table mode: the tablet flat among the players, every seat's part at its edge facing it, and
// no hand-off in an open game. A four-seat Rolled West (played at 1024x768) and a two-seat
// Circle the Wagons (at 768x1024), each to its end by touch; at every moment each part is
// checked to face its edge (its computed rotation) with nothing overlapping or off the
// screen, and the first moments of each kind are looked at in all three sizes (1024x768,
// 768x1024, 1366x1024), audited. Rolled West's middle rounds are played through the backend;
// its first and last rounds, and the whole Circle the Wagons game, by taps.

import assert from "node:assert/strict";
import { playOnThroughBackend } from "../lib/backend.mjs";
import * as ctw from "../lib/ctw.mjs";
import * as rw from "../lib/rw.mjs";
import { checkTable, ROTATION, startAtTable, startTableGame } from "../lib/tableMode.mjs";

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
 * The final score screen and the log, each turned to face the seat at the moment (`viewer`).
 * @param {Driver} driver @param {string} prefix @param {string[]} edges @param {number} viewer
 */
async function endFacing(driver, prefix, edges, viewer) {
  const turn = ROTATION[/** @type {keyof typeof ROTATION} */ (edges[viewer])];
  await driver.waitFor('[data-testid="score-screen"]');
  const facing = async () =>
    driver.execute(
      `const f = document.querySelector('[data-testid="facing"]'); return f ? Number(f.dataset.rotation) : 0;`,
    );
  assert.equal(await facing(), turn, "the score screen faces the last seat to play");
  await driver.screenshot(`${prefix}-scores`);
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
  for (;;) {
    const s = await rw.waitForTurn(driver, 60_000);
    assert.ok(!s.handoff, `no hand-off at an open table (step ${s.step})`);
    if (s.over) break;
    assert.ok(steps++ < 500, "the game ends");
    last = Number(s.viewer);
    await checkTable(driver, RW_EDGES, last, `rw step ${s.step}`);
    if (s.asked) offers += 1;
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
  await endFacing(driver, "table-rw", RW_EDGES, last);
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
  for (;;) {
    const s = await ctw.waitForTurn(driver, 60_000);
    assert.ok(!s.handoff, `no hand-off at an open table (step ${s.step})`);
    if (s.over) break;
    assert.ok(steps++ < 200, "the game ends");
    last = Number(s.viewer);
    viewers.add(last);
    await checkTable(driver, CTW_EDGES, last, `ctw step ${s.step}`);
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
  await endFacing(driver, "table-ctw", CTW_EDGES, last);
}
circleTheWagonsTwoSeatsAtATable.timeoutMs = 600_000;
