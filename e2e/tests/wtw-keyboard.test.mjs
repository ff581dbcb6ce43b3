// A whole solo game of Wild Tiled West with the keyboard alone, from the home screen to the
// final score: Tab and Enter through home and setup; each draft a die then a stack through the
// tab order; the ghost brought out and walked to a legal spot with the arrows, turned with R and
// F, placed with Enter; the follow-ups (a partner kept, a space of the board chosen for an
// alley, a shot or a hill bandit, an income, a wrangle) by Tab and Enter, with a visible focus
// on each. The test reads the screen (legal spots, the ghost, lit spaces) but sends only keys.
// Once the first year is over and the checks made once have been made, the middle rounds are
// played through the backend (what the keys would do again) and the game resumed by keys for its
// last year; if no lit space of the board has been picked by then, the backend stops at the first
// one to come and the keys pick it.

import assert from "node:assert/strict";
import { assertVisibleFocus, everyStopShowsFocus, ghost, KEY, tabAndPress, tabTo } from "../lib/keyboard.mjs";
import { checkLargeText } from "../lib/largeText.mjs";
import { waitForTurn, waitPast } from "../lib/wtw.mjs";
import { playOnThroughBackend } from "../lib/backend.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const DESKTOP = { width: 1440, height: 900 };
/** The round from which the game is played by keys again: the last year's. */
const LAST_ROUNDS_FROM = 13;
/** The checks made once each; these made (and a year played), the middle is skipped. */
const ONCE = ["large", "walked"];
/** The decisions taken by picking a lit space of the board (a `[data-cell-choice]`). */
const CELL_CHOICES = ["place-alley", "shoot", "hill-bandit"];

/** Whether the person's update `u` asks for a lit space of the board. @param {any} u */
const asksForASpace = (u) => u.legal.some((/** @type {any} */ a) => CELL_CHOICES.includes(a["wild-tiled-west"]?.type));

/**
 * The legal spots for the tile as it is turned now.
 * @param {Driver} driver
 * @returns {Promise<{ x: number, y: number }[]>}
 */
async function spots(driver) {
  return driver.execute(() =>
    [.../** @type {NodeListOf<SVGElement>} */ (document.querySelectorAll("[data-spot]"))].map((s) => ({
      x: Number(s.dataset.x),
      y: Number(s.dataset.y),
    })),
  );
}

/**
 * Waits until `testid` can be pressed, then tabs to it and presses Enter.
 * @param {Driver} driver
 * @param {string} testid
 */
async function confirmByKeys(driver, testid) {
  await driver.waitFor(async () => (await driver.attribute(`[data-testid="${testid}"]`, "disabled")) === null, {
    message: `${testid} enabled`,
  });
  await tabAndPress(driver, `[data-testid="${testid}"]`);
}

/**
 * Places the tile by keys: R (then F) until it fits somewhere, an arrow to bring the ghost out,
 * the arrows to a legal spot, Enter. The first time, R and F are seen to turn the ghost.
 * @param {Driver} driver
 * @param {number} which which legal spot (wraps round)
 */
async function placeByKeys(driver, which) {
  await driver.waitFor('[data-testid="board-svg"]');
  let legal = await spots(driver);
  for (let turn = 0; legal.length === 0; turn++) {
    assert.ok(turn < 8, "the tile fits somewhere, some way round");
    await driver.keys(turn === 3 ? "f" : "r");
    legal = await spots(driver);
  }
  const spot = /** @type {{ x: number, y: number }} */ (legal[which % legal.length]);
  // An arrow brings the ghost out onto the board when there is none yet.
  if (!(await ghost(driver))) await driver.keys(KEY.right);
  const g = await driver.waitFor(() => ghost(driver), { message: "the ghost on the board" });
  const moves = [
    ...Array(Math.max(0, spot.x - g.x)).fill(KEY.right),
    ...Array(Math.max(0, g.x - spot.x)).fill(KEY.left),
    ...Array(Math.max(0, spot.y - g.y)).fill(KEY.down),
    ...Array(Math.max(0, g.y - spot.y)).fill(KEY.up),
  ];
  if (moves.length > 0) await driver.keys(...moves);
  await driver.waitFor(
    async () => {
      const h = await ghost(driver);
      return h && h.x === spot.x && h.y === spot.y && h.legal;
    },
    { message: `the ghost green at ${spot.x},${spot.y}` },
  );
  await driver.waitFor(async () => (await driver.attribute('[data-testid="confirm-place"]', "disabled")) === null, {
    message: "the placement ready",
  });
  assert.ok(
    !(await driver.execute("return document.activeElement?.tagName === 'BUTTON';")),
    "Enter goes to the board, not to a focused button",
  );
  await driver.keys(KEY.enter);
}

/** @param {Driver} driver */
export async function soloByKeyboardOnly(driver) {
  await driver.setViewport(DESKTOP);
  await driver.waitFor('[data-testid="new-game-wild-tiled-west"]');
  await tabAndPress(driver, '[data-testid="new-game-wild-tiled-west"]');
  await driver.waitFor('[data-testid="setup"]');
  await tabAndPress(driver, '[data-testid="start"]');
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });

  let turned = false;
  /** @type {Set<string>} */
  const seen = new Set();
  for (let steps = 0; ; steps++) {
    const s = await waitForTurn(driver, 90_000);
    if (s.over) break;
    assert.ok(!s.handoff, "no hand-off with one person at the table");
    assert.ok(steps < 500, "the game ends");
    // Skipped once, or twice when the skip stops at the first lit space to pick (then picked
    // by keys, below, before the second).
    const skip =
      s.year >= 2 && s.round < LAST_ROUNDS_FROM && !CELL_CHOICES.includes(/** @type {string} */ (s.decision));
    if (skip && ONCE.every((k) => seen.has(k)) && !seen.has("skipped")) {
      const pickSpace = !seen.has("cell-shot");
      if (!pickSpace) seen.add("skipped");
      console.log(`    from round ${s.round} through the backend${pickSpace ? ", to a space to pick" : ""}`);
      await playOnThroughBackend(
        driver,
        (u) => u.view["wild-tiled-west"].round >= LAST_ROUNDS_FROM || (pickSpace && asksForASpace(u)),
        (resume) => tabAndPress(driver, resume),
      );
      continue;
    }
    seen.add(/** @type {string} */ (s.decision));
    switch (s.decision) {
      case "draft": {
        await driver.waitFor('[data-testid="market"]');
        if ((await driver.findAll('[data-die][data-usable="true"]')).length > 0) {
          if ((await driver.findAll('[data-die][aria-pressed="true"]')).length === 0) {
            await tabAndPress(driver, '[data-die][data-usable="true"]');
            await driver.waitFor('[data-die][aria-pressed="true"]');
          }
          if (!seen.has("large") && (await driver.findAll("[data-price] .jump")).length > 0) {
            // The market's prices whole at 200% text on a phone, once one holds a jump too.
            seen.add("large");
            await checkLargeText(driver, "wtw-keyboard-drafting", DESKTOP, {
              wholeLetters: "[data-price]",
              wholeWords: "[data-testid^='tab-']",
            });
          }
          await tabAndPress(driver, '[data-stack][data-eligible="true"]');
          await driver.waitFor('[data-stack][aria-pressed="true"]');
          if (!seen.has("walked")) {
            // Once, every stop of the table's tab order shows where the focus is.
            seen.add("walked");
            const stops = await everyStopShowsFocus(driver, "the Wild Tiled West table while drafting");
            assert.ok(stops > 20, `the table has its controls in the tab order (${stops})`);
          }
          await confirmByKeys(driver, "confirm-draft");
        } else if ((await driver.findAll('[data-testid="free-alleys-1"]')).length > 0) {
          await confirmByKeys(driver, "free-alleys-1");
        } else {
          await tabAndPress(driver, '[data-testid="sawmill"]');
          await tabAndPress(driver, '[data-stack][data-eligible="true"]');
          await confirmByKeys(driver, "confirm-draft");
        }
        break;
      }
      case "place-tile": {
        if (!turned) {
          // Every space of the board is named by where it is and what is on it; so is every
          // space of the mining track (not by a title alone).
          const unnamed = await driver.execute(() =>
            [.../** @type {NodeListOf<SVGGElement>} */ (document.querySelectorAll('[data-testid="board-svg"] g.cell'))]
              .filter(
                (g) =>
                  g.getAttribute("role") !== "img" ||
                  !/^Row \d+, column \d+: \S/.test(g.getAttribute("aria-label") ?? ""),
              )
              .map((g) => g.dataset.x + "," + g.dataset.y),
          );
          assert.deepEqual(unnamed, [], "board spaces without a name");
          assert.ok(
            (await driver.findAll('[data-testid="board-svg"] g.cell[role="img"]')).length >= 36,
            "the board's spaces are named",
          );
          /** @type {string[]} */
          const track = await driver.execute(
            `return [...document.querySelectorAll('[data-testid^="mining-name-0-"]')].map((e) => e.textContent);`,
          );
          assert.ok(
            track.length > 3 && track.every((t) => /^Space \d+: \d+ gold a year, \d+ pts at the end/.test(t)),
            `the mining track named: ${track}`,
          );
          assert.equal(track.filter((t) => t.endsWith("the marker is here")).length, 1, "the marker's space said");
          await driver.screenshot("wtw-keyboard-placing");
          // R turns the tile and F flips it, as their buttons do.
          turned = true;
          const flipped = await driver.attribute('[data-testid="flip"]', "aria-pressed");
          await driver.keys("f");
          await driver.waitFor(
            async () => (await driver.attribute('[data-testid="flip"]', "aria-pressed")) !== flipped,
            { message: "F flipped the tile" },
          );
          await driver.keys("r");
        }
        await placeByKeys(driver, s.step * 7);
        break;
      }
      case "place-alley":
      case "shoot":
      case "hill-bandit":
      case "den": {
        if ((await driver.findAll("[data-cell-choice]")).length > 0) {
          // The lit spaces of the board are in the tab order, each named by what is on it.
          const all = await driver.findAll("[data-cell-choice]");
          const key = await driver.attribute(/** @type {any} */ (all[s.step % all.length]), "data-cell-choice");
          await tabTo(driver, `[data-cell-choice="${key}"]`);
          assert.match(
            (await driver.attribute(`[data-cell-choice="${key}"]`, "aria-label")) ?? "",
            /^Row \d+, column \d+: ./,
          );
          await driver.keys(KEY.enter);
          if (!seen.has("cell-shot")) {
            seen.add("cell-shot");
            await driver.screenshot("wtw-keyboard-space");
          }
          await confirmByKeys(driver, "confirm-cell");
        } else if ((await driver.findAll('[data-testid="den-stop"]')).length > 0) {
          await confirmByKeys(driver, "den-stop");
        } else {
          await confirmByKeys(driver, "skip-extra");
        }
        break;
      }
      default: {
        await driver.waitFor('[data-testid="choice"]');
        /** @type {string[]} */
        const keys = await driver.execute(
          "return [...document.querySelectorAll('[data-testid=\"choice\"]')].map((o) => o.dataset.choice);",
        );
        const key = s.decision === "wrangle" ? keys[keys.length - 1] : keys[0];
        // A choice's key is JSON (double quotes inside): quoted with single ones.
        await tabAndPress(driver, `[data-testid="choice"][data-choice='${key}']`);
        await driver.waitFor(`[data-choice='${key}'][aria-pressed="true"]`);
        await confirmByKeys(driver, "confirm-choice");
      }
    }
    await waitPast(driver, s.step);
  }
  assert.ok(seen.has("large"), "the market was checked at 200% text (a price with a jump came up)");
  seen.delete("large");
  seen.delete("cell-shot");
  seen.delete("walked");
  seen.delete("skipped");
  assert.ok(seen.has("draft") && seen.has("place-tile"), `drafted and placed (${[...seen]})`);
  await driver.waitFor('[data-testid="score-table"]');
  await tabTo(driver, '[data-testid="score-home"]');
  await assertVisibleFocus(driver, "the score screen");
  await driver.screenshot("wtw-keyboard-score");
  await driver.keys(KEY.enter);
  await driver.waitFor('[data-testid="new-game-wild-tiled-west"]');
}
soloByKeyboardOnly.timeoutMs = 300_000;
