// Table mode in the real app, whatever the game: switched on at setup, each seat's edge picked
// on the picture of the table, and the table's geometry read off the screen: the turn each
// part is drawn with (its computed transform), and whether any part overlaps another or runs
// off the screen.

import assert from "node:assert/strict";
import { openNewGame, press, scrollAndTap, TABLE } from "./home.mjs";

/** @typedef {import("./webdriver.mjs").Driver} Driver */

/** The turn (degrees clockwise) a part at each edge faces its seat with. */
export const ROTATION = /** @type {const} */ ({ bottom: 0, left: 90, top: 180, right: 270 });

/**
 * From Home to a started game of `id` in table mode: `seats` people, each seat at the edge
 * `edges[seat]`, picked by taps on the setup's table picture.
 * @param {Driver} driver
 * @param {keyof typeof TABLE} id
 * @param {("bottom" | "top" | "left" | "right")[]} edges
 */
export async function startTableGame(driver, id, edges) {
  await openNewGame(driver, id);
  await press(driver, "mode-pass");
  await driver.waitFor('[data-seat="0"]');
  while ((await driver.findAll("[data-seat]")).length < edges.length)
    await scrollAndTap(driver, '[data-testid="add-seat"]');
  for (let seat = 1; seat < edges.length; seat++) await press(driver, `seat-${seat}-human`);
  await scrollAndTap(driver, '[data-testid="table-mode"]');
  await driver.waitFor('[data-testid="table-picker"]');
  for (const [seat, edge] of edges.entries()) {
    await scrollAndTap(driver, `[data-testid="table-edge-${seat}-${edge}"]`);
  }
  // The picture shows every seat at the edge it picked.
  const placed = await driver.execute(`
    return [...document.querySelectorAll('[data-testid="table-picture"] [data-seat]')].map((el) => [
      Number(el.dataset.seat), el.closest("[data-edge]").dataset.edge]).sort((a, b) => a[0] - b[0]).map((p) => p[1]);`);
  assert.deepEqual(placed, edges, "the picture of the table shows each seat at its edge");
}

/** Taps Start on the setup form and waits for the table. @param {Driver} driver @param {keyof typeof TABLE} id */
export async function startAtTable(driver, id) {
  await scrollAndTap(driver, '[data-testid="start"]');
  await driver.waitFor(`[data-testid="${TABLE[id]}"] [data-testid="table-seats"]`, { timeout: 20_000 });
}

/** A page function, `turn(el)`: the turn an element is drawn with (degrees clockwise). */
const TURN = `
  const turn = (el) => {
    // Its own and its ancestors' transforms composed.
    let m = new DOMMatrix();
    for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
      const t = getComputedStyle(e).transform;
      if (t && t !== "none") m = new DOMMatrix(t).multiply(m);
    }
    return ((Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI / 90) * 90) + 360) % 360;
  };`;

/**
 * The turn the element `selector` matches is drawn with, or null when none is on the page.
 * @param {Driver} driver @param {string} selector @returns {Promise<number | null>}
 */
export async function turnOf(driver, selector) {
  return driver.execute(
    `${TURN}
    const el = document.querySelector(arguments[0]); return el ? turn(el) : null;`,
    selector,
  );
}

/**
 * The table's geometry now (`prefix`: the layout's test ids, the game's table by default):
 * each seat's part (its edge, whether it is the large one, the turn
 * it is drawn with, its box on the screen), the middle's, and the window's size.
 * @param {Driver} driver
 * @param {string} [prefix]
 * @returns {Promise<{ width: number, height: number, active: string, middle: any,
 *   seats: { seat: number, edge: string, large: boolean, rotation: number, box: any }[] }>}
 */
export async function tableGeometry(driver, prefix = "table") {
  return driver.execute(`
    ${TURN}
    const box = (el) => { const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; };
    const table = document.querySelector('[data-testid="${prefix}-seats"]');
    const middle = document.querySelector('[data-testid="${prefix}-middle"]');
    return {
      width: innerWidth,
      height: innerHeight,
      active: table ? table.dataset.active : "none",
      middle: middle ? { rotation: turn(middle), box: box(middle) } : null,
      seats: [...document.querySelectorAll('[data-testid^="${prefix}-seat-"]')].map((el) => ({
        seat: Number(el.dataset.testid.slice("${prefix}-seat-".length)),
        edge: el.dataset.edge,
        large: el.dataset.large === "true",
        rotation: turn(el),
        box: box(el),
      })),
    };
  `);
}

/** @param {any} a @param {any} b */
function overlap(a, b) {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 1 && h > 1 ? w * h : 0;
}

/**
 * Checks the table now: every seat's part faces its edge (`edges[seat]`), the seat at the
 * moment (`active`) has the large part and the middle faces it, and no part overlaps another
 * or the middle, nor runs off the screen.
 * @param {Driver} driver
 * @param {string[]} edges
 * @param {number} active
 * @param {string} where
 * @param {string} [prefix] the layout's test ids: the game's table by default, or the score's
 */
export async function checkTable(driver, edges, active, where, prefix = "table") {
  // A part takes its new size a frame after the table's grid moves (its turned box follows
  // a resize observer): the check is retried for up to a second before it counts.
  for (let tries = 0; ; tries++) {
    try {
      return await checkTableNow(driver, edges, active, where, prefix);
    } catch (error) {
      if (tries >= 10) throw error;
      await driver.executeAsync("setTimeout(() => requestAnimationFrame(arguments[0]), 100);");
    }
  }
}

/**
 * `checkTable`'s one look.
 * @param {Driver} driver @param {string[]} edges @param {number} active @param {string} where
 * @param {string} prefix
 */
async function checkTableNow(driver, edges, active, where, prefix) {
  const g = await tableGeometry(driver, prefix);
  assert.equal(g.seats.length, edges.length, `${where}: a part per seat`);
  assert.ok(g.middle, `${where}: the middle is drawn`);
  for (const part of g.seats) {
    const edge = /** @type {keyof typeof ROTATION} */ (edges[part.seat]);
    assert.equal(part.edge, edge, `${where}: seat ${part.seat} sits at ${edge}`);
    assert.equal(part.rotation, ROTATION[edge], `${where}: seat ${part.seat}'s part faces the ${edge} edge`);
    assert.equal(part.large, part.seat === active, `${where}: only the seat at the moment is large`);
  }
  const activeEdge = /** @type {keyof typeof ROTATION} */ (edges[active]);
  assert.equal(g.middle.rotation, ROTATION[activeEdge], `${where}: the middle faces seat ${active}`);
  const boxes = [
    { name: "middle", box: g.middle.box },
    ...g.seats.map((s) => ({ name: `seat ${s.seat}`, box: s.box })),
  ];
  for (const [i, a] of boxes.entries()) {
    assert.ok(
      a.box.left >= -1 && a.box.top >= -1 && a.box.right <= g.width + 1 && a.box.bottom <= g.height + 1,
      `${where}: ${a.name} is on the screen (${JSON.stringify(a.box)} in ${g.width}x${g.height})`,
    );
    for (const b of boxes.slice(i + 1))
      assert.equal(overlap(a.box, b.box), 0, `${where}: ${a.name} and ${b.name} do not overlap`);
  }
}

/** The turn the overlay on screen (the log, the rules, a hand-off card) is drawn with. @param {Driver} driver */
export async function facingTurn(driver) {
  return driver.execute(`const f = document.querySelector('[data-testid="facing"]');
    return f ? Number(f.dataset.rotation) : 0;`);
}

/** @param {Driver} driver @param {string} selector */
async function gone(driver, selector) {
  await driver.waitFor(async () => (await driver.findAll(selector)).length === 0, { message: `${selector} closes` });
}

/**
 * The log and the rules open facing whoever asked: from the top bar, the seat at the moment
 * (`active`); from another seat's glance (`other`), that seat. Each is photographed, closed
 * (the rules by their Back button, which comes back to the table).
 * @param {Driver} driver @param {string} prefix @param {string[]} edges @param {number} active
 * @param {number} other
 */
export async function checkAsksFacing(driver, prefix, edges, active, other) {
  const turn = (/** @type {number} */ seat) => ROTATION[/** @type {keyof typeof ROTATION} */ (edges[seat])];
  const sheet = '[data-testid="log-sheet"]';
  await driver.tap('[data-testid="open-log"]');
  await driver.waitFor(sheet);
  assert.equal(await facingTurn(driver), turn(active), "the top bar's log faces the seat at the moment");
  await driver.tap(`${sheet} header .btn`);
  await gone(driver, sheet);
  await driver.tap(`[data-testid="glance-log-${other}"]`);
  await driver.waitFor(sheet);
  assert.equal(await facingTurn(driver), turn(other), `the log asked from seat ${other}'s glance faces it`);
  await driver.screenshot(`${prefix}-log-${edges[other]}`);
  await driver.tap(`${sheet} header .btn`);
  await gone(driver, sheet);
  await driver.tap(`[data-testid="glance-rules-${other}"]`);
  await driver.waitFor('[data-testid="rules"] [data-testid="rules-section"]', { timeout: 20_000 });
  assert.equal(await facingTurn(driver), turn(other), `the rules asked from seat ${other}'s glance face it`);
  await driver.screenshot(`${prefix}-rules-${edges[other]}`);
  await driver.tap('[data-testid="rules"] [data-testid="back"]');
  await driver.waitFor('[data-testid="table-seats"]', { timeout: 20_000 });
}

/**
 * The final score at a table: the card in the middle faces the seat at the moment (`active`),
 * and each seat's own result (its place, a winner's first) faces it at its edge, nothing
 * overlapping. Returns each seat's place.
 * @param {Driver} driver @param {string[]} edges @param {number} active @param {string} where
 * @returns {Promise<number[]>}
 */
export async function checkTableScore(driver, edges, active, where) {
  await driver.waitFor('[data-testid="table-score"] [data-testid="score-screen"]');
  await checkTable(driver, edges, active, where, "score-table");
  /** @type {{ place: number, won: boolean }[]} */
  const results = await driver.execute(`return [...document.querySelectorAll('[data-testid^="seat-result-"]')]
    .sort((a, b) => a.dataset.testid.localeCompare(b.dataset.testid))
    .map((el) => ({ place: Number(el.dataset.place), won: el.dataset.won === "true" }));`);
  assert.equal(results.length, edges.length, `${where}: a result per seat`);
  assert.ok(
    results.some((r) => r.won),
    `${where}: a winner is marked`,
  );
  for (const [seat, r] of results.entries())
    assert.equal(r.place === 1, r.won, `${where}: seat ${seat} is first (${r.place}) exactly when it won`);
  return results.map((r) => r.place);
}
