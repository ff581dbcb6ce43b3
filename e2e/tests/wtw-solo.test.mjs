// A whole solo game of Wild Tiled West against Bandit Ridge, played by taps at phone size:
// setup, the partner keep, the drafting rounds with every follow-up, to the score table and
// the solo rank. Screenshots of each kind of moment at the three sizes. Once every kind has
// been seen, the middle rounds are played through the backend (what taps would show again)
// and the last year by taps, to its tussle and the end.

import assert from "node:assert/strict";
import {
  checkLayout,
  openSetup,
  placementGains,
  playOneStep,
  startFromSetup,
  waitForTurn,
  wtwState,
} from "../lib/wtw.mjs";
import { checkLargeText } from "../lib/largeText.mjs";
import { comesToRest } from "../lib/rest.mjs";
import { WTW_VIEWPORTS } from "../lib/webdriver.mjs";
import { playOnThroughBackend } from "../lib/backend.mjs";

/** The round from which the game is played by taps again: the last year's. */
const LAST_ROUNDS_FROM = 13;
/** The moments each photographed when it first comes up; all seen, the middle is skipped. */
const MOMENTS = ["keep", "draft", "ghost", "gains", "prompt", "tussle"];

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

/** @param {Driver} driver */
export async function soloGameToTheRank(driver) {
  // Wild Tiled West is on the table now, first.
  await driver.waitFor('[data-testid="new-game-wild-tiled-west"]');
  await openSetup(driver);
  await driver.waitFor('[data-testid="mode-solo"][aria-pressed="true"]');
  assert.equal((await driver.findAll("[data-seat]")).length, 1, "solo: one seat");
  // Another board than the first: the stepper walks through the eight.
  await driver.tap('[data-testid="seat-0-board-next"]');
  await driver.waitFor(async () => (await driver.attribute('[data-testid="seat-0-board"]', "data-board")) === "2", {
    message: "board 2 chosen",
  });
  await driver.atEachViewport("wtw-setup", (v) => checkLayout(driver, `setup ${v.name}`));
  await checkLargeText(driver, "wtw-setup");
  await startFromSetup(driver);

  /** @type {Set<string>} */
  const shots = new Set();
  let prompts = 0;
  let previews = 0;
  let placements = 0;
  let forwarded = false;
  let undone = false;
  let steps = 0;
  for (;;) {
    const s = await waitForTurn(driver, 90_000);
    if (s.over) break;
    assert.ok(!s.handoff, "no hand-off screen with a single person at the table");
    if (s.year >= 2 && !shots.has("tussle")) {
      // Year 1's tussle with the bandits has just been fought: a note above the prompt and
      // the log tell it; the note closes.
      shots.add("tussle");
      await driver.waitFor('[data-testid="tussle-note"]');
      assert.match(await driver.text('[data-testid="tussle-note"]'), /Tussle of year 1/);
      await driver.atEachViewport("wtw-tussle", (v) => checkLayout(driver, `tussle ${v.name}`), WTW_VIEWPORTS);
      await checkLargeText(driver, "wtw-tussle");
      await driver.tap('[data-testid="open-log"]');
      await driver.waitFor('[data-testid="log-sheet"] [data-testid="log"]');
      assert.match(await driver.text('[data-testid="log-sheet"]'), /Tussle of year 1/);
      await driver.tap('[data-testid="log-sheet"] .btn');
      await driver.tap('[data-testid="close-tussle"]');
      await driver.waitFor(async () => (await driver.findAll('[data-testid="tussle-note"]')).length === 0, {
        message: "the note closed",
      });
    }
    assert.ok(steps++ < 500, "the game ends");
    if (s.decision === "place-tile" && !undone) {
      // A misplaced tap on the draft is taken back: the dice and the market come back.
      undone = true;
      await driver.waitFor('[data-testid="undo"]');
      await driver.tap('[data-testid="undo"]');
      await driver.waitFor(async () => (await wtwState(driver)).decision === "draft", { message: "back to drafting" });
      continue;
    }
    if (!forwarded && MOMENTS.every((m) => shots.has(m)) && s.round < LAST_ROUNDS_FROM) {
      forwarded = true;
      console.log(`    rounds ${s.round} to ${LAST_ROUNDS_FROM - 1} through the backend`);
      await playOnThroughBackend(driver, (u) => u.view["wild-tiled-west"].round >= LAST_ROUNDS_FROM);
      continue;
    }
    if (s.decision === "place-tile") placements++;
    await playOneStep(driver, s, {
      onKeep: async () => {
        if (shots.has("keep")) return;
        shots.add("keep");
        // The two partners dealt are shown to this player only, as cards with their goals.
        assert.equal((await driver.findAll('[data-testid="choice"] [data-partner]')).length, 2);
        await driver.atEachViewport("wtw-keep-partner", (v) => checkLayout(driver, `keep ${v.name}`), WTW_VIEWPORTS);
        await checkLargeText(driver, "wtw-keep-partner");
      },
      onDraft: async () => {
        if (shots.has("draft")) return;
        shots.add("draft");
        const price = await driver.findAll("[data-price]");
        assert.ok(price.length > 0, "the lit stacks show their price");
        await driver.atEachViewport(
          "wtw-drafting",
          async (v) => {
            await checkLayout(driver, `drafting ${v.name}`);
            assert.equal((await driver.findAll('[data-die][aria-pressed="true"]')).length, 1);
          },
          WTW_VIEWPORTS,
        );
        await checkLargeText(driver, "wtw-drafting");
        await comesToRest(driver, "a draft waiting");
        await driver.waitFor('[data-stack][aria-pressed="true"]');
      },
      onGhost: async () => {
        // The backend's preview says what the placement would gain, and changes nothing.
        const step = (await wtwState(driver)).step;
        const gains = await placementGains(driver);
        previews++;
        assert.ok(gains.length > 0 && gains.every((g) => g.text.length > 0), JSON.stringify(gains));
        assert.equal((await wtwState(driver)).step, step, "a preview plays nothing");
        // The board's badge shows what the placement gains on the board; a follow-up choice
        // ("then") is told in the prompt only, so a gain list of follow-ups has no badge.
        if (!shots.has("gains") && gains.some((g) => g.kind !== "none" && g.kind !== "then")) {
          shots.add("gains");
          await driver.waitFor('[data-testid="ghost-gains"]');
          await driver.atEachViewport(
            "wtw-placing-gains",
            async (v) => {
              await checkLayout(driver, `placing gains ${v.name}`);
              await driver.waitFor('[data-testid="place-gains"][data-ready="true"]');
            },
            WTW_VIEWPORTS,
          );
          await checkLargeText(driver, "wtw-placing-gains");
          await driver.waitFor('[data-testid="ghost"][data-legal="true"]');
        }
        if (shots.has("ghost")) return;
        shots.add("ghost");
        // Rotating keeps a ghost on the board; a tap on the spot again makes it green.
        await driver.atEachViewport(
          "wtw-placing",
          async (v) => {
            await checkLayout(driver, `placing ${v.name}`);
            await driver.waitFor('[data-testid="ghost"]');
          },
          WTW_VIEWPORTS,
        );
        await checkLargeText(driver, "wtw-placing");
        await driver.waitFor('[data-testid="ghost"][data-legal="true"]');
      },
      onPrompt: async (kind) => {
        prompts++;
        if (kind === "wrangle" && !shots.has("wrangle")) {
          // The whole pasture is pointed out, not just one of its fields.
          shots.add("wrangle");
          await driver.tap('[data-testid="tab-board"]');
          const flashed = await driver.execute(
            `return document.querySelectorAll('[data-testid="board-svg"] rect.flash').length;`,
          );
          assert.ok(flashed >= 3, `the pasture's cells are lit (${flashed})`);
          await driver.atEachViewport("wtw-wrangle", (v) => checkLayout(driver, `wrangle ${v.name}`), WTW_VIEWPORTS);
          await checkLargeText(driver, "wtw-wrangle");
        }
        if (shots.has("prompt")) return;
        shots.add("prompt");
        await driver.atEachViewport(
          "wtw-follow-up",
          (v) => checkLayout(driver, `follow-up ${kind} ${v.name}`),
          WTW_VIEWPORTS,
        );
        await checkLargeText(driver, "wtw-follow-up");
      },
    });
  }
  assert.ok(prompts > 0, "at least one follow-up prompt (the year-4 income at the latest)");
  for (const shot of MOMENTS) assert.ok(shots.has(shot), `a ${shot} moment`);
  assert.ok(placements >= 5 && previews >= placements, `a preview at every placement (${previews} of ${placements})`);

  // The score table by category, and the rank the total earns.
  await driver.waitFor('[data-testid="score-screen"]');
  const total = Number(await driver.attribute('[data-testid="total-0"]', "data-total"));
  const rank = await driver.attribute('[data-testid="rank"]', "data-rank");
  const expected =
    total >= 150
      ? "mysterious-stranger"
      : total >= 130
        ? "marshal"
        : total >= 110
          ? "ranger"
          : total >= 90
            ? "deputy"
            : total >= 50
              ? "sidekick"
              : "none";
  assert.equal(rank, expected, `rank for ${total} points`);
  const rows = await driver.execute(
    `return [...document.querySelectorAll('[data-testid="score-table"] tbody tr')].map((r) => r.dataset.row);`,
  );
  assert.deepEqual(rows.slice(0, 11), [
    "start",
    "towns",
    "wrangles",
    "contracts",
    "tussles",
    "buildings",
    "trailblazing",
    "tombstones",
    "aces",
    "mining",
    "partners",
  ]);
  const end = await wtwState(driver);
  assert.equal(end.mode, "over");
  await driver.atEachViewport("wtw-score-rank", (v) => checkLayout(driver, `score ${v.name}`));
  await checkLargeText(driver, "wtw-score-rank");

  // The finished board stays to look at, with the sheriffs' lines of fire on demand and the log.
  await driver.tap('[data-testid="view-boards"]');
  await driver.waitFor('[data-testid="board-svg"]');
  assert.equal((await driver.findAll("[data-fire]")).length, 0);
  await driver.tap('[data-testid="toggle-fire"]');
  await driver.waitFor(
    async () =>
      (await driver.findAll("[data-fire]")).length > 0 ||
      (await driver.findAll('[data-testid="toggle-fire"][aria-pressed="true"]')).length > 0,
    {
      message: "lines of fire shown",
    },
  );
  await driver.tap('[data-testid="open-log"]');
  await driver.waitFor('[data-testid="log-sheet"] [data-testid="log"]');
  const log = await driver.text('[data-testid="log-sheet"]');
  assert.match(log, /Game over/);
  assert.match(log, /Tussle of year 4/);
  await driver.tap('[data-testid="log-sheet"] .btn');

  // The history keeps the rank, and the score table on demand.
  await driver.tap('[data-testid="menu"]');
  await driver.waitFor('[data-testid="open-history"]');
  await driver.tap('[data-testid="open-history"]');
  await driver.waitFor('[data-testid="history-rank"]');
  assert.equal(await driver.attribute('[data-testid="history-rank"]', "data-rank"), expected);
  await driver.tap('[data-testid="history-details"]');
  await driver.waitFor('[data-testid="history"] [data-testid="score-table"]');
  await driver.atEachViewport("wtw-history", (v) => checkLayout(driver, `history ${v.name}`));
  await checkLargeText(driver, "wtw-history");
}
soloGameToTheRank.timeoutMs = 1_200_000;
