// Desktop and touch controls of the Circle the Wagons table: the keyboard (arrows, R, Enter,
// Escape), dragging the card in hand onto the town, and panning and zooming the town (drag,
// buttons, wheel). WebKitWebDriver turns touch actions into a single mouse pointer, so the
// two-finger pinch is covered by the camera's unit tests instead.

import assert from "node:assert/strict";
import { confirmPlace, startGame, tableState, waitForTurn, waitPast } from "../lib/ctw.mjs";
import { waitForSectionInView } from "../lib/rules.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const KEY = { left: "\uE012", up: "\uE013", right: "\uE014", down: "\uE015", enter: "\uE007", escape: "\uE00C" };

/** @param {Driver} driver */
async function ghost(driver) {
  return driver.execute(() => {
    const g = /** @type {HTMLElement | null} */ (document.querySelector('[data-testid="ghost"]'));
    return g
      ? {
          x: Number(g.dataset.x),
          y: Number(g.dataset.y),
          legal: g.dataset.legal === "true",
          upsideDown: g.dataset.upsideDown === "true",
        }
      : null;
  });
}

/** @param {Driver} driver */
async function viewBox(driver) {
  return /** @type {string} */ (await driver.attribute('[data-testid="town-svg"]', "viewBox")).split(" ").map(Number);
}

/** @param {Driver} driver */
export async function keyboardDragPanAndZoom(driver) {
  await driver.setViewport({ width: 1440, height: 900 });
  await startGame(driver, "bot");

  // Draft by keyboard: an arrow picks the first card, Escape clears, Enter takes.
  let s = await waitForTurn(driver);
  assert.equal(s.phase, "draft");
  await driver.keys(KEY.right);
  await driver.waitFor('[data-slot][aria-pressed="true"]');
  await driver.keys(KEY.escape);
  await driver.waitFor(async () => (await driver.findAll('[data-slot][aria-pressed="true"]')).length === 0);
  await driver.keys(KEY.right);
  await driver.waitFor('[data-testid="confirm-slot"]');
  await driver.keys(KEY.enter);
  s = await waitPast(driver, s.step);
  assert.equal(s.phase, "place-drafted");

  // The first card: the ghost waits on the only spot. R turns it; arrows move it off (red)
  // and back (green); Escape clears it; Enter places it.
  await driver.waitFor('[data-testid="ghost"][data-legal="true"]');
  await driver.keys("r");
  assert.deepEqual(await ghost(driver), { x: 0, y: 0, legal: true, upsideDown: true });
  await driver.keys(KEY.right);
  assert.deepEqual(await ghost(driver), { x: 1, y: 0, legal: false, upsideDown: true });
  assert.equal(await driver.attribute('[data-testid="confirm-place"]', "disabled"), "true");
  await driver.keys(KEY.down, KEY.left, KEY.up);
  assert.deepEqual(await ghost(driver), { x: 0, y: 0, legal: true, upsideDown: true });
  await driver.keys(KEY.escape);
  assert.equal(await ghost(driver), null);
  await driver.keys(KEY.left);
  assert.deepEqual(await ghost(driver), { x: 0, y: 0, legal: true, upsideDown: true });
  await driver.keys(KEY.enter);
  s = await waitPast(driver, s.step);
  const placed = await driver.execute(
    `return document.querySelectorAll('[data-testid="town-svg"] > g[data-terrain]').length;`,
  );
  assert.equal(placed, 4, "the card is in the town");

  // Play on until a card must be placed in a town that has one already.
  for (;;) {
    s = await waitForTurn(driver);
    if (s.phase === "place-drafted" || s.phase === "place-free") break;
    assert.equal(s.phase, "draft");
    await driver.keys(KEY.right, KEY.enter);
    await waitPast(driver, s.step);
  }

  // Pan: a finger drag on the town moves the view; zoom: the + button.
  await driver.waitFor('[data-testid="town-svg"]');
  const before = await viewBox(driver);
  const town = await driver.find('[data-testid="town-svg"]');
  await driver.drag(town, town, { x: 120, y: 80 });
  const panned = await viewBox(driver);
  assert.ok(panned[0] !== before[0] && panned[1] !== before[1], `panned: ${before} -> ${panned}`);
  assert.equal(panned[2], before[2], "panning keeps the zoom");
  await driver.tap('[aria-label="Zoom in"]');
  const zoomed = await viewBox(driver);
  assert.ok(zoomed[2] < panned[2], "zoomed in");
  await driver.tap('[data-testid="fit"]');
  const fitted = await viewBox(driver);
  await driver.wheel(town, -240);
  const mine = await viewBox(driver);
  assert.ok(mine[2] < fitted[2], `the wheel zooms in: ${fitted} -> ${mine}`);

  // Moving the ghost keeps the player's own zoom.
  const central = await driver.execute(`
    const svg = document.querySelector('[data-testid="town-svg"]').getBoundingClientRect();
    const cx = svg.left + svg.width / 2, cy = svg.top + svg.height / 2;
    let best = null, bestD = Infinity;
    for (const s of document.querySelectorAll("[data-spot]")) {
      const r = s.getBoundingClientRect();
      const d = (r.left + r.width / 2 - cx) ** 2 + (r.top + r.height / 2 - cy) ** 2;
      if (d < bestD) { bestD = d; best = s; }
    }
    return best;
  `);
  await driver.tap(central);
  await driver.waitFor('[data-testid="ghost"]');
  assert.deepEqual(await viewBox(driver), mine, "the view stays where the player put it");
  await driver.tap('[data-testid="fit"]');

  // Drag the card in hand onto a legal spot: the ghost lands there; Confirm places it.
  const spots = await driver.findAll("[data-spot]");
  const spot = /** @type {NonNullable<typeof spots[0]>} */ (spots[spots.length - 1]);
  const want = { x: Number(await driver.attribute(spot, "data-x")), y: Number(await driver.attribute(spot, "data-y")) };
  await driver.drag('[data-testid="hand-card"]', spot);
  await driver.waitFor(
    async () => {
      const g = await ghost(driver);
      return g && g.x === want.x && g.y === want.y && g.legal;
    },
    { message: `the dragged card's ghost at ${want.x},${want.y}` },
  );
  const { step } = await tableState(driver);
  await confirmPlace(driver);
  const after = await tableState(driver);
  assert.ok(after.step > step);
}

/**
 * Held on a tablet, a card of the circle and a bonus card in the middle explain themselves in
 * a sentence with a link to their rules section, without taking the card; on a desktop the same
 * words are their hover titles.
 * @param {Driver} driver
 */
export async function aHeldCardExplainsItself(driver) {
  await driver.setViewport({ width: 1024, height: 768 });
  await startGame(driver, "bot");
  const s = await waitForTurn(driver);
  assert.equal(s.phase, "draft");

  await driver.hold('[data-testid="ring-card-explains"]:has([data-selectable="true"])', 700);
  await driver.waitFor('[data-testid="explanation"]');
  assert.match(
    await driver.text('[data-testid="explanation"]'),
    /: .+\. Take it and it goes in your town; every card you skip/,
  );
  assert.equal(await driver.attribute('[data-testid="explanation-rules"]', "data-section"), "turn");
  assert.equal((await driver.findAll('[data-slot][aria-pressed="true"]')).length, 0, "a long press takes no card");
  await driver.screenshot("ctw-explain-card-tablet");
  await driver.tap('[data-testid="explanation-close"]');

  await driver.hold("[data-bonus]", 700);
  await driver.waitFor('[data-testid="explanation"]');
  assert.match(await driver.text('[data-testid="explanation"]'), /in the middle, counts for both players\. /);
  assert.equal(await driver.attribute('[data-testid="explanation-rules"]', "data-section"), "scoring");
  await driver.screenshot("ctw-explain-bonus-tablet");
  // Its link opens the rules at scoring; back comes to the same game.
  await driver.tap('[data-testid="explanation-rules"]');
  await driver.waitFor('[data-testid="rules-reference"][data-game="circle-the-wagons"]');
  await waitForSectionInView(driver, "scoring", "the scoring section in view");
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="ctw-game"]', { timeout: 20_000 });
  assert.equal((await driver.findAll('[data-testid="explanation"]')).length, 0, "no explanation is left over");

  // A desktop's pointer hovers: the same words are each card's title, and a screen reader's description.
  await driver.setViewport({ width: 1440, height: 900 });
  await driver.waitFor("[data-slot]");
  const titles = await driver.execute(() =>
    [...document.querySelectorAll("[data-slot]")].map((b) => [
      b.getAttribute("title"),
      /** @type {Element} */ (b.closest('[data-testid="ring-card-explains"]')).getAttribute("title"),
    ]),
  );
  for (const [own, around] of titles) {
    assert.match(own, /goes free to your opponent/);
    assert.equal(own, around);
  }
  assert.match(String(await driver.attribute("[data-bonus]", "title")), /counts for both players/);
}
