// A whole Circle the Wagons game against the greedy bot, played by taps only at phone size,
// with screenshots of every screen along the way at the three sizes. The final table must
// match what the backend recorded in its history.

import assert from "node:assert/strict";
import {
  backendHistory,
  checkLayout,
  confirmPlace,
  playOneStep,
  selectSlot,
  startGame,
  tableState,
  tapLegalSpot,
  waitForTurn,
} from "../lib/ctw.mjs";
import { checkLargeText } from "../lib/largeText.mjs";
import { comesToRest } from "../lib/rest.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };

/** Visible territories of the town on screen (the ghost's not counted). @param {Driver} driver */
async function townCells(driver) {
  return driver.execute(`return document.querySelectorAll('[data-testid="town-svg"] > g[data-terrain]').length;`);
}

/** @param {Driver} driver */
export async function fullGameAgainstGreedyBotByTouch(driver) {
  await driver.waitFor('[data-testid="new-game-circle-the-wagons"]');
  // A game listed before its screen is in says so and cannot be started (however many there
  // are: adding a game touches no other game's test).
  const soon = (await driver.findAll('[data-playable="false"]')).length;
  assert.equal((await driver.findAll('[data-playable="false"] [data-testid="coming-soon"]')).length, soon);
  assert.equal((await driver.findAll('[data-playable="false"] button')).length, 0);

  await driver.tap('[data-testid="new-game-circle-the-wagons"]');
  await driver.waitFor('[data-testid="setup"]');
  await driver.atEachViewport("setup", (v) => checkLayout(driver, `setup ${v.name}`));
  await checkLargeText(driver, "setup");
  await driver.tap('[data-testid="back"]');

  await startGame(driver, "bot");

  let draftShot = false;
  let ghostShot = false;
  let turns = 0;
  for (;;) {
    const s = await waitForTurn(driver, 45_000);
    if (s.over) break;
    assert.ok(!s.handoff, "no hand-off screen with a single person at the table");
    assert.ok(turns++ < 60, "the game ends");

    if (s.phase === "draft" && !draftShot) {
      draftShot = true;
      const slot = await selectSlot(driver);
      await driver.atEachViewport("draft", async (v) => {
        await checkLayout(driver, `draft ${v.name}`);
        // The chosen card stays chosen, with its skip count, at every size.
        assert.equal(await driver.attribute(`[data-slot="${slot}"]`, "aria-pressed"), "true");
        await driver.waitFor('[data-testid="skip-info"]');
      });
      await checkLargeText(driver, "draft");
      await comesToRest(driver, "a draft waiting");
      await driver.tap('[data-testid="confirm-slot"]');
      continue;
    }

    const placing = s.phase === "place-drafted" || s.phase === "place-free";
    if (placing && !ghostShot && (await townCells(driver)) >= 6) {
      ghostShot = true;
      await tapLegalSpot(driver, s.step * 7);
      // Turning the card keeps it legal: both orientations are listed by the backend.
      await driver.tap('[data-testid="turn"]');
      await driver.waitFor('[data-testid="ghost"][data-upside-down="true"][data-legal="true"]');
      await driver.atEachViewport("placing-ghost", async (v) => {
        await checkLayout(driver, `placing ${v.name}`);
        await driver.waitFor('[data-testid="ghost"][data-legal="true"]');
      });
      await checkLargeText(driver, "placing-ghost");
      await confirmPlace(driver);
      continue;
    }

    await playOneStep(driver, s);
  }

  assert.ok(draftShot && ghostShot, "saw a draft turn and a placement");
  await driver.waitFor('[data-testid="score-table"]');
  await driver.atEachViewport("score-table", (v) => checkLayout(driver, `score ${v.name}`));
  await checkLargeText(driver, "score-table");
  // The screen reader was told the game's events as they came, the last one the game's end.
  const told = () => driver.execute(`return document.querySelector('[data-testid="announcer"]').textContent;`);
  await driver.waitFor(async () => /Game over: Player 1 \d+ and Gold Digger \d+\./.test(await told()), {
    message: "the game's end told aloud",
  });

  // Nine rows by category (six terrains, three bonus cards) plus the totals.
  assert.equal((await driver.findAll('[data-testid="score-table"] tbody tr')).length, 9);
  const shown = [
    Number(await driver.attribute('[data-testid="total-0"]', "data-total")),
    Number(await driver.attribute('[data-testid="total-1"]', "data-total")),
  ];

  const games = await backendHistory(driver);
  assert.ok(games.length >= 1, "the finished game is in the history");
  const last = games[games.length - 1];
  assert.equal(last.game, "circle-the-wagons");
  assert.deepEqual(
    shown,
    last.scores.map((/** @type {{ total: number }} */ s) => s.total),
    "table totals equal the backend's",
  );
  assert.equal(last.seats[1].kind.type, "bot");
  assert.equal(last.seats[1].kind.level, "greedy");
  // Each row's points add up to the total shown.
  const sums = await driver.execute(`
    const rows = [...document.querySelectorAll('[data-testid="score-table"] tbody tr')];
    return [0, 1].map((i) => rows.reduce((sum, r) => sum + Number(r.querySelectorAll("td")[i].textContent), 0));
  `);
  assert.deepEqual(sums, shown);

  // After the game: both towns stay one tap away, and so does the log.
  await driver.setViewport(PHONE);
  await driver.tap('[data-testid="view-towns"]');
  await driver.tap('[data-testid="tab-town-1"]');
  const label = () => driver.execute(`return document.querySelector('[data-testid="town-label"]').textContent;`);
  await driver.waitFor(async () => /Gold Digger/.test(await label()), { message: "the rival's town" });
  assert.equal((await driver.findAll("[data-spot]")).length, 0, "no spots on a finished table");
  assert.ok((await driver.findAll('[data-testid="town-svg"] > g[data-terrain]')).length >= 4);
  await driver.screenshot("rival-town-phone");
  await driver.tap('[data-testid="open-log"]');
  await driver.waitFor('[data-testid="log-sheet"]');
  assert.match(await driver.text('[data-testid="log-sheet"] li'), /Game over: Player 1 \d+ and Gold Digger \d+\./);
  await driver.screenshot("log-phone");
  await driver.tap('[data-testid="log-sheet"] .btn');
  await driver.tap('[data-testid="show-scores"]');
  await driver.waitFor('[data-testid="score-table"]');

  // The history screen lists it with the same totals.
  await driver.tap('[data-testid="score-home"]');
  await driver.waitFor('[data-testid="open-history"]');
  await driver.tap('[data-testid="open-history"]');
  await driver.waitFor('[data-testid="history"] [data-session]');
  const listed = await driver.execute(() => {
    const li = /** @type {Element} */ (document.querySelector('[data-testid="history"] [data-session]'));
    return [.../** @type {NodeListOf<HTMLElement>} */ (li.querySelectorAll("[data-total]"))].map((e) =>
      Number(e.dataset.total),
    );
  });
  assert.deepEqual(listed, shown);
  // Its details: the same table by category, bonus cards by name.
  await driver.tap('[data-testid="history-details"]');
  await driver.waitFor('[data-testid="history"] [data-testid="score-table"]');
  const detailTotals = await driver.execute(() =>
    [0, 1].map((i) => {
      const total = document.querySelector('[data-testid="history"] [data-testid="total-' + i + '"]');
      return Number(/** @type {HTMLElement} */ (total).dataset.total);
    }),
  );
  assert.deepEqual(detailTotals, shown);
  assert.doesNotMatch(await driver.text('[data-testid="history"] [data-testid="score-table"]'), /Bonus card \d/);
  await driver.atEachViewport("history", (v) => checkLayout(driver, `history ${v.name}`));
  await checkLargeText(driver, "history");
  const final = await tableState(driver);
  assert.equal(final.phase, null);

  // Its replay, move by move as the player saw it: a town, what the move did, the circle.
  await driver.setViewport(PHONE);
  await driver.tap('[data-testid="watch-replay"]');
  await driver.waitFor('[data-testid="replay-controls"][data-step="0"]');
  await driver.waitFor('[data-testid="ctw-replay"] [data-testid="ring"]');
  const steps = Number(await driver.attribute('[data-testid="replay-controls"]', "data-steps"));
  assert.ok(steps > 20, `a whole game of moves, not ${steps}`);
  // Forward until a move places a card: the town shown is the mover's, with that card in it.
  let step = 0;
  for (;;) {
    await driver.tap('[data-testid="replay-forward"]');
    step += 1;
    await driver.waitFor(`[data-testid="replay-controls"][data-step="${step}"]`);
    if (Number(await driver.attribute('[data-testid="replay-town"]', "data-placements")) > 0) break;
    assert.ok(step < 6, "a card is placed within the first moves");
  }
  assert.match(await driver.text('[data-testid="replay-caption"]'), /(Player 1|Gold Digger) placed /);
  await driver.atEachViewport("ctw-replay", (v) => checkLayout(driver, `ctw replay ${v.name}`));
  await checkLargeText(driver, "ctw-replay");
  // Back one move and on to the end: the last frame is the final table, with both towns.
  await driver.tap('[data-testid="replay-back"]');
  await driver.waitFor(`[data-testid="replay-controls"][data-step="${step - 1}"]`);
  await driver.tap('[data-testid="replay-last"]');
  await driver.waitFor(`[data-testid="replay-controls"][data-step="${steps}"]`);
  await driver.tap('[data-testid="replay-seat-1"]');
  await driver.waitFor('[data-testid="ctw-replay"][data-seat="1"]');
  assert.ok(
    Number(await driver.attribute('[data-testid="replay-town"]', "data-placements")) >= 4,
    "the rival's whole town",
  );
  await driver.screenshot("ctw-replay-end-phone");
}
