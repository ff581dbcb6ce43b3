// Wild Tiled West by touch at phone size: the board's spaces are at least 44 px when they must
// be tapped and its controls cover no space when fitted; a two-finger twist turns the tile; the
// tile is dragged from the prompt onto the board; a zoom or pan set by hand survives a resize;
// a tap on a space tells what is on it; a stack no die reaches opens its tile; the game log
// survives a restart of the app and is grouped by year and round. Screenshots of the moments no other test shows.
// A building on the board explains itself by a long press on a tablet, and to a resting mouse
// (its title) then a click on a desktop in French, with a link that opens its rules section.

import assert from "node:assert/strict";
import {
  checkLayout,
  chooseDraft,
  confirm,
  ghostOnSpot,
  openSetup,
  panBoardBy,
  playOneStep,
  startFromSetup,
  textOf,
  waitForTurn,
  wtwState,
} from "../lib/wtw.mjs";
import { invoke } from "../lib/backend.mjs";
import { WTW_VIEWPORTS } from "../lib/webdriver.mjs";
import { waitForSectionInView } from "../lib/rules.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1440, height: 900 };
/** A solo seed whose first market offers the Hotel (tile design 17) to the first draft. */
const HOTEL_SEED = "4";
const HOTEL_DESIGN = 17;
/** The Hotel in French, its name then what it does (`ui/src/wtw/i18n/fr.json`). */
const HOTEL_FR = /Hôtel[\s\S]*Chaque affrontement gagné\s*:\s*2 points de plus\./;

/** Waits two frames so a refitted board has settled. @param {Driver} driver */
async function settle(driver) {
  await driver.executeAsync("requestAnimationFrame(() => requestAnimationFrame(arguments[0]));");
}

/** The width on screen of one board space, in CSS pixels. @param {Driver} driver */
async function cellSize(driver) {
  return driver.execute(`
    const svg = document.querySelector('[data-testid="board-svg"]');
    const vb = svg.viewBox.baseVal;
    return svg.getBoundingClientRect().width / vb.width * 100;
  `);
}

/** Board spaces whose centre is on screen but under something else (a control). @param {Driver} driver */
async function coveredCells(driver) {
  return driver.execute(`
    const svg = document.querySelector('[data-testid="board-svg"]');
    const box = svg.getBoundingClientRect();
    const out = [];
    for (const g of svg.querySelectorAll('g.cell')) {
      const r = g.getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      if (x < box.left || y < box.top || x > box.right || y > box.bottom) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || top.closest('svg') !== svg) out.push(g.dataset.x + "," + g.dataset.y);
    }
    return out;
  `);
}

/** How many legal spots have their centre inside the board's box. @param {Driver} driver */
async function visibleSpots(driver) {
  return driver.execute(`
    const b = document.querySelector('[data-testid="board-svg"]').getBoundingClientRect();
    return [...document.querySelectorAll('[data-spot]')].filter((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      return x > b.left && x < b.right && y > b.top && y < b.bottom;
    }).length;
  `);
}

/** @param {Driver} driver */
export async function phoneBoardGesturesAndTheLogAfterARestart(driver) {
  await driver.setViewport(PHONE);
  await openSetup(driver);
  await startFromSetup(driver);

  // Keep a partner; the board at rest is fitted whole, no space under its controls.
  let s = await waitForTurn(driver);
  assert.equal(s.decision, "keep-partner");
  await settle(driver);
  assert.deepEqual(await coveredCells(driver), [], "the zoom and fire buttons cover no space of the fitted board");
  await playOneStep(driver, s);

  // Drafting: every stack says which dice reach it; one no die reaches opens its tile.
  s = await waitForTurn(driver);
  assert.equal(s.decision, "draft");
  await driver.waitFor("[data-reach]");
  const unreachable = await driver.execute(
    `const el = document.querySelector('[data-stack][data-eligible="false"]'); return el ? el.dataset.stack : null;`,
  );
  if (unreachable !== null) {
    await driver.tap(`[data-stack="${unreachable}"]`);
    await driver.waitFor('[data-testid="stack-sheet"]');
    assert.match(await driver.text('[data-testid="stack-why"]'), /cannot be drafted/);
    await driver.atEachViewport("wtw-stack-info", (v) => checkLayout(driver, `stack info ${v.name}`), WTW_VIEWPORTS);
    await driver.setViewport(PHONE);
    await driver.tap('[data-testid="stack-sheet"] .btn');
  }
  assert.ok(await chooseDraft(driver), "a die to draft with");
  await confirm(driver, "confirm-draft");

  // Placing: the spaces to tap are at least 44 px wide (the board is zoomed on the spots).
  s = await waitForTurn(driver);
  assert.equal(s.decision, "place-tile");
  await driver.waitFor("[data-spot]");
  await settle(driver);
  const size = await cellSize(driver);
  assert.ok(size >= 44, `a space is ${size.toFixed(1)} px wide while placing`);

  // A two-finger twist turns the tile a quarter turn.
  await ghostOnSpot(driver, 0);
  let before = await driver.attribute('[data-testid="wtw-game"]', "data-orientation");
  // Two touch pointers through W3C actions first; where the driver folds them into one
  // pointer (WebKitWebDriver), the same twist as the page's own pointer events.
  await driver.twist('[data-testid="board-svg"]', 95);
  await settle(driver);
  if ((await driver.attribute('[data-testid="wtw-game"]', "data-orientation")) === before) {
    await ghostOnSpot(driver, 0);
    before = await driver.attribute('[data-testid="wtw-game"]', "data-orientation");
    await driver.twistByEvents('[data-testid="board-svg"]', 95);
  }
  const after = await driver.waitFor(
    async () => {
      const o = await driver.attribute('[data-testid="wtw-game"]', "data-orientation");
      return o !== before ? o : null;
    },
    { message: "the twist turned the tile" },
  );
  const [t0, f0] = String(before).split(":");
  const [t1, f1] = String(after).split(":");
  assert.equal(f1, f0, "a twist turns, it does not flip");
  assert.equal(Number(t1), (Number(t0) + 1) % 4, `clockwise quarter turn: ${before} -> ${after}`);

  // The tile dragged from the prompt onto a legal spot: the ghost lands there.
  const spot = await driver.execute(() => {
    const svg = /** @type {Element} */ (document.querySelector('[data-testid="board-svg"]')).getBoundingClientRect();
    for (const el of /** @type {NodeListOf<SVGElement>} */ (document.querySelectorAll("[data-spot]"))) {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2,
        y = r.top + r.height / 2;
      const inside = x > svg.left + 10 && x < svg.right - 10 && y > svg.top + 10 && y < svg.bottom - 10;
      if (inside && document.elementFromPoint(x, y)?.closest("svg")) return el.dataset.spot;
    }
    return null;
  });
  if (spot !== null) {
    await driver.drag('[data-testid="drag-tile"]', `[data-spot="${spot}"]`);
    await driver.waitFor('[data-testid="ghost"]', { message: "the dragged tile's ghost" });
  }

  // A zoom set by hand holds when the board's box resizes (here the window; in play, a panel
  // growing under the board): only the next decision frames the board again.
  const framed = await cellSize(driver);
  await driver.tap('[data-testid="zoom-in"]');
  await driver.tap('[data-testid="zoom-in"]');
  await settle(driver);
  const zoomed = await cellSize(driver);
  assert.ok(zoomed > framed * 1.5, `zoomed in by hand: ${framed.toFixed(1)} -> ${zoomed.toFixed(1)} px`);
  await driver.setViewport({ width: PHONE.width, height: PHONE.height - 120 });
  await settle(driver);
  await driver.setViewport(PHONE);
  await settle(driver);
  const resized = await cellSize(driver);
  assert.ok(
    Math.abs(resized - zoomed) < 0.5,
    `the hand-set zoom held through a resize: ${zoomed.toFixed(1)} -> ${resized.toFixed(1)} px`,
  );
  // Panned far away by hand, no spot is in view, and none comes back by itself: the player
  // drags the board back to one (ghostOnSpot pans when no spot is in view).
  for (let swipe = 0; swipe < 3; swipe++) assert.ok(await panBoardBy(driver, 300, 400), "a bare spot of board to drag");
  await settle(driver);
  assert.equal(await visibleSpots(driver), 0, "panned away: no legal spot in view");
  await driver.setViewport({ width: PHONE.width, height: PHONE.height - 60 });
  await driver.setViewport(PHONE);
  await settle(driver);
  assert.equal(await visibleSpots(driver), 0, "a resize leaves the hand-set view where it was");
  await ghostOnSpot(driver, 0);
  await confirm(driver, "confirm-place");

  // Back to drafting: a tap on a space of the board says what is on it.
  s = await waitForTurn(driver);
  while (s.decision !== "draft") {
    await playOneStep(driver, s);
    s = await waitForTurn(driver);
  }
  await driver.tap('[data-testid="tab-board"]');
  await driver.waitFor('[data-testid="last-placed"]');
  await settle(driver);
  // A tap on the svg over a covered space (the space itself is drawn by several shapes).
  const offset = await driver.execute(() => {
    const svg = /** @type {Element} */ (document.querySelector('[data-testid="board-svg"]'));
    const box = svg.getBoundingClientRect();
    const cell = /** @type {Element} */ (svg.querySelector('g.cell[data-covered="true"]')).getBoundingClientRect();
    return {
      x: cell.left + cell.width / 4 - (box.left + box.width / 2),
      y: cell.top + cell.height / 4 - (box.top + box.height / 2),
    };
  });
  await driver.tap('[data-testid="board-svg"]', offset);
  await driver.waitFor('[data-testid="inspect"]');
  assert.match(await driver.text('[data-testid="inspect"]'), /Covers/);
  // A tile's card links to the rules about what it shows (placing, a pasture, a sheriff...).
  assert.match(
    (await driver.attribute('[data-testid="inspect-rules"]', "data-section")) ?? "",
    /^(placing|wrangling|sheriffs|aces|mining|buildings)$/,
  );
  await driver.atEachViewport("wtw-inspect", (v) => checkLayout(driver, `inspect ${v.name}`), WTW_VIEWPORTS);
  await driver.setViewport(PHONE);

  // The log, grouped by year and round, before and after the app is killed and started again.
  await driver.tap('[data-testid="open-log"]');
  await driver.waitFor('[data-testid="log-sheet"] [data-testid="log"]');
  const logBefore = await textOf(driver, '[data-testid="log-sheet"] [data-testid="log"]');
  assert.match(logBefore, /kept a partner/);
  assert.match(logBefore, /Year 1 · Round 1(?! of)/i);
  await driver.atEachViewport(
    "wtw-log",
    async (v) => {
      if (await driver.execute(`return !!document.querySelector(".wtw.wide");`)) {
        // Beside the board on a tablet or desktop: the log is a tab of the column.
        if ((await driver.findAll('[data-testid="log-sheet"]')).length > 0)
          await driver.tap('[data-testid="log-sheet"] .btn');
        await driver.tap('[data-testid="side-log"]');
        await driver.waitFor('.pane-log [data-testid="log"]');
      } else if ((await driver.findAll('[data-testid="log-sheet"]')).length === 0) {
        // A tablet held upright or a phone turned: the log is a sheet again, as on a phone.
        await driver.tap('[data-testid="open-log"]');
        await driver.waitFor('[data-testid="log-sheet"] [data-testid="log"]');
      }
      await checkLayout(driver, `log ${v.name}`);
    },
    WTW_VIEWPORTS,
  );
  await driver.setViewport(PHONE);
  const step = (await wtwState(driver)).step;

  await driver.reopen();
  await driver.setViewport(PHONE);
  await driver.waitFor('[data-testid="resume"]', { timeout: 20_000 });
  await driver.tap('[data-testid="resume"]');
  await driver.waitFor('[data-testid="wtw-game"]');
  assert.equal((await wtwState(driver)).step, step, "the same moment of the game");
  await driver.tap('[data-testid="open-log"]');
  await driver.waitFor(async () => /kept a partner/.test(await textOf(driver, '[data-testid="log-sheet"]')), {
    message: "the whole log after a restart",
  });
  assert.equal(
    await textOf(driver, '[data-testid="log-sheet"] [data-testid="log"]'),
    logBefore,
    "the same log as before the restart",
  );
}
phoneBoardGesturesAndTheLogAfterARestart.timeoutMs = 300_000;

/**
 * A solo game on a seed where the first draft may take the Hotel: played through the backend
 * (keep a partner, draft the Hotel, place it at the first legal spot) to the next draft, then
 * resumed from Home as a person would. Returns the Hotel's label on the board.
 * @param {Driver} driver
 */
async function aHotelOnTheBoard(driver) {
  let u = await invoke(driver, "new_game", {
    request: { game: "wild-tiled-west", seats: [{ name: "Ann", kind: { type: "human" } }], seed: HOTEL_SEED },
  });
  const session = u.session;
  const placed = () =>
    u.view["wild-tiled-west"].players[0].settlement.placements.some((/** @type {any} */ p) => p.building === "hotel");
  for (let i = 0; !(placed() && u.legal.some((/** @type {any} */ a) => a["wild-tiled-west"].type === "draft")); i++) {
    assert.ok(i < 20, "the Hotel placed");
    const designs = u.view["wild-tiled-west"].market_designs;
    const hotel = u.legal.find(
      (/** @type {any} */ a) =>
        a["wild-tiled-west"].type === "draft" && designs[a["wild-tiled-west"].stack] === HOTEL_DESIGN,
    );
    u = await invoke(driver, "act", { session, seat: 0, action: hotel ?? u.legal[0] });
    u = await invoke(driver, "view", { session, seat: 0 });
  }
  await driver.refresh();
  const resume = `[data-testid="in-progress"] [data-session="${session}"] [data-testid="resume"]`;
  await driver.waitFor(resume, { timeout: 20_000 });
  await driver.tap(resume);
  await waitForTurn(driver);
  return '[data-testid="board-svg"] g.blabel[data-building="hotel"]';
}

const BOARD = '[data-testid="board-svg"]';

/**
 * Where an element of the board is, from the board's centre: pointer actions aim at the
 * board's svg (WebDriver finds its inner shapes not interactable).
 * @param {Driver} driver
 * @param {string} selector
 */
async function offsetOnBoard(driver, selector) {
  return driver.execute(
    (/** @type {string} */ board, /** @type {string} */ sel) => {
      const box = /** @type {Element} */ (document.querySelector(board)).getBoundingClientRect();
      const r = /** @type {Element} */ (document.querySelector(sel)).getBoundingClientRect();
      return {
        x: r.left + r.width / 2 - (box.left + box.width / 2),
        y: r.top + r.height / 2 - (box.top + box.height / 2),
      };
    },
    BOARD,
    selector,
  );
}

/** The player's board in view (a tab of its own below desktop size). @param {Driver} driver */
async function showBoard(driver) {
  const tab = await driver.execute(
    `return (document.querySelector('[data-testid="tab-board"]')?.getClientRects().length ?? 0) > 0;`,
  );
  if (tab) await driver.tap('[data-testid="tab-board"]');
  await settle(driver);
}

/**
 * The inspect card tells the Hotel in a sentence; its "Rules" opens the buildings section,
 * and Back comes to the table.
 * @param {Driver} driver
 * @param {string} name
 * @param {RegExp} sentence
 */
async function hotelExplainedWithItsRules(driver, name, sentence) {
  await driver.waitFor('[data-testid="inspect"]', { message: "the Hotel explained" });
  assert.match(await driver.text('[data-testid="inspect"]'), sentence);
  assert.equal(await driver.attribute('[data-testid="inspect-rules"]', "data-section"), "buildings");
  await driver.screenshot(`wtw-building-explained-${name}`);
  await driver.tap('[data-testid="inspect-rules"]');
  await driver.waitFor('[data-testid="rules-reference"][data-game="wild-tiled-west"] [data-testid="rules-section"]', {
    timeout: 15_000,
  });
  await waitForSectionInView(driver, "buildings", "the buildings section in view");
  await driver.screenshot(`wtw-building-rules-${name}`);
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
}

/** @param {Driver} driver */
export async function aBuildingExplainedByALongPressOnATabletAndAHoverOnADesktop(driver) {
  await driver.setViewport(TABLET);
  const hotel = await aHotelOnTheBoard(driver);
  await showBoard(driver);
  await driver.waitFor(hotel);
  // A long press on a tablet: what the building does, in a sentence, with its rules.
  await driver.hold(BOARD, 700, await offsetOnBoard(driver, hotel));
  await hotelExplainedWithItsRules(driver, "tablet", /Hotel[\s\S]*Each tussle you win: 2 more points\./);

  // In French at desktop size, the mouse resting on it tells the same (its title), and a
  // click shows the card with its rules.
  await driver.tap('[data-testid="menu"]');
  await driver.waitFor('[data-locale="fr"]');
  await driver.tap('[data-locale="fr"]');
  await driver.setViewport(DESKTOP);
  await driver.tap('[data-testid="in-progress"] [data-testid="resume"]');
  await waitForTurn(driver);
  await showBoard(driver);
  await driver.waitFor(hotel);
  const at = await offsetOnBoard(driver, hotel);
  await driver.hover(BOARD, at);
  // The tooltip the mouse brings up: the title of the nearest element under it that has one.
  const title = await driver.execute(
    `const r = document.querySelector(arguments[0]).getBoundingClientRect();
     let el = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
     while (el && !el.querySelector(":scope > title") && !el.getAttribute("title")) el = el.parentElement;
     return el ? (el.querySelector(":scope > title")?.textContent ?? el.getAttribute("title")) : "";`,
    hotel,
  );
  assert.match(title, HOTEL_FR, "the mouse resting on the Hotel tells what it does");
  await driver.mouseClick(BOARD, at);
  await hotelExplainedWithItsRules(driver, "desktop-fr", HOTEL_FR);
}
aBuildingExplainedByALongPressOnATabletAndAHoverOnADesktop.timeoutMs = 90_000;
