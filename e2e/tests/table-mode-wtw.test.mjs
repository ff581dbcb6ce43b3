// Table mode for Wild Tiled West: three seats at the bottom, left and right edges of a tablet
// lying flat. Keeping a partner is secret, so each seat is handed the table for it, the card
// facing that seat's edge; the draft and the placements are open and go round the table with
// no hand-off. At every moment each part is checked to face its edge (its computed rotation)
// with nothing overlapping or off the screen, and the first moments are looked at in all
// three sizes (1024x768, 768x1024, 1366x1024), audited. A tile dragged onto a board turned to
// face the left or right edge lands on the spot under the finger. The first round is played
// by touch, the middle through the backend, and the last turn by touch again to the score.

import assert from "node:assert/strict";
import { playOnThroughBackend } from "../lib/backend.mjs";
import { scrollAndTap } from "../lib/home.mjs";
import { checkTable, checkTableScore, ROTATION, startTableGame } from "../lib/tableMode.mjs";
import * as wtw from "../lib/wtw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

/** @type {("bottom" | "top" | "left" | "right")[]} */
const EDGES = ["bottom", "left", "right"];
const TABLET = { width: 1024, height: 768 };
const SIZES = [
  { name: "tablet", ...TABLET },
  { name: "portrait-tablet", width: 768, height: 1024 },
  { name: "large-tablet", width: 1366, height: 1024 },
];

/** The turn the overlay on screen is drawn with (a hand-off card). @param {Driver} driver */
async function facing(driver) {
  return driver.execute(() => {
    const f = /** @type {HTMLElement | null} */ (document.querySelector('[data-testid="facing"]'));
    return f ? Number(f.dataset.rotation) : 0;
  });
}

/** @param {Driver} driver */
async function settle(driver) {
  await driver.executeAsync((/** @type {() => void} */ done) => {
    setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 150);
  });
}

/**
 * The table now at each size, checked and photographed (and audited), then back at the tablet.
 * @param {Driver} driver @param {string} prefix @param {number} active
 */
async function atEverySize(driver, prefix, active) {
  for (const size of SIZES) {
    await driver.setViewport(size);
    await settle(driver);
    await checkTable(driver, EDGES, active, `${prefix} ${size.name}`);
    await driver.screenshot(`${prefix}-${size.name}`);
  }
  await driver.setViewport(TABLET);
  await settle(driver);
}

/**
 * Drags the tile from the prompt onto a legal spot of the board, turned to face its seat,
 * and checks the ghost lands on that very spot. Returns false when no spot is in sight.
 * @param {Driver} driver
 */
async function dragOntoTurnedBoard(driver) {
  await driver.waitFor('[data-testid="drag-tile"]');
  await settle(driver);
  /** @type {{ spot: string, x: string, y: string } | null} */
  const target = await driver.execute(() => {
    const svg = document.querySelector('[data-testid="board-svg"]')?.getBoundingClientRect();
    if (!svg) return null;
    for (const el of /** @type {NodeListOf<SVGElement>} */ (document.querySelectorAll("[data-spot]"))) {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const inside = x > svg.left + 12 && x < svg.right - 12 && y > svg.top + 12 && y < svg.bottom - 12;
      if (inside && document.elementFromPoint(x, y)?.closest("svg"))
        return { spot: String(el.dataset.spot), x: String(el.dataset.x), y: String(el.dataset.y) };
    }
    return null;
  });
  if (!target) return false;
  await driver.drag('[data-testid="drag-tile"]', `[data-spot="${target.spot}"]`);
  await driver.waitFor(
    () =>
      driver.execute(
        (/** @type {string} */ x, /** @type {string} */ y) => {
          const g = /** @type {SVGElement | null} */ (document.querySelector('[data-testid="ghost"]'));
          return !!g && g.dataset.x === x && g.dataset.y === y;
        },
        target.x,
        target.y,
      ),
    { message: `the dragged tile's ghost on the spot under the finger (${target.spot})` },
  );
  return true;
}

/**
 * What a game at the table showed: each hand-off (the seat it went to, the turn its card was
 * drawn with, the decision it led to), the edges a tile was dragged at, the moments looked at.
 * @typedef {{ handOffs: { seat: number, rotation: number, decision: string | null }[],
 *   dragged: string[], seen: Set<string> }} Tally
 */

/**
 * Plays by touch until `done(state)` holds, checking the table at every moment.
 * @param {Driver} driver
 * @param {(s: import("../lib/wtw.mjs").WtwState) => boolean} done
 * @param {Tally} tally
 */
async function playByTouch(driver, done, tally) {
  /** The turn of the hand-off card just passed, until the seat it went to shows. */
  let passed = null;
  for (let steps = 0; ; steps++) {
    const s = await wtw.waitForTurn(driver, 60_000);
    if (done(s)) return s;
    assert.ok(steps < 80, "the round ends");
    if (s.handoff) {
      passed = await facing(driver);
      await driver.screenshot(`table-wtw-handoff-${tally.handOffs.length}`);
      await wtw.playOneStep(driver, s);
      continue;
    }
    const seat = Number(s.viewer);
    const edge = /** @type {keyof typeof ROTATION} */ (EDGES[seat]);
    if (passed !== null) tally.handOffs.push({ seat, rotation: passed, decision: s.decision });
    passed = null;
    await checkTable(driver, EDGES, seat, `wtw step ${s.step}`);
    const kind = `${s.decision}-${edge}`;
    if (!tally.seen.has(kind) && tally.seen.size < 2 && s.decision !== "keep-partner") {
      tally.seen.add(kind);
      await atEverySize(driver, `table-wtw-${kind}`, seat);
    }
    if (s.decision === "place-tile" && edge !== "bottom" && !tally.dragged.includes(edge)) {
      // A board turned a quarter: the drag lands under the finger, then the tile is placed.
      if (await dragOntoTurnedBoard(driver)) {
        tally.dragged.push(edge);
        await wtw.placementGains(driver);
        await wtw.confirm(driver, "confirm-place");
        continue;
      }
    }
    // A person reads what the placement gains before confirming it (the prompt grows as the
    // backend's answer comes in, and Confirm moves with it).
    await wtw.playOneStep(driver, s, { onGhost: async () => void (await wtw.placementGains(driver)) });
  }
}

/** @param {Driver} driver */
export async function wildTiledWestThreeSeatsAtATable(driver) {
  await driver.setViewport(TABLET);
  await startTableGame(driver, "wild-tiled-west", EDGES);
  await scrollAndTap(driver, '[data-testid="start"]');
  /** @type {Tally} */
  const tally = { handOffs: [], dragged: [], seen: new Set() };

  // The first round: the partners kept behind hand-offs, then the draft goes round openly.
  await playByTouch(driver, (s) => s.round >= 2 && !s.handoff, tally);
  for (const h of tally.handOffs) {
    const edge = /** @type {keyof typeof ROTATION} */ (EDGES[h.seat]);
    assert.equal(h.decision, "keep-partner", `seat ${h.seat} was handed the table only to keep a partner`);
    assert.equal(h.rotation, ROTATION[edge], `the hand-off card to seat ${h.seat} faced the ${edge} edge`);
  }
  const handed = tally.handOffs.map((h) => h.seat);
  assert.ok(handed.includes(1) && handed.includes(2), `the left and right seats were handed off (${handed})`);
  assert.ok(tally.dragged.length > 0, "a tile was dragged onto a turned board");
  await driver.screenshot("table-wtw-round-2");

  // The middle years through the backend; the last turn of the game by touch to the score.
  await playOnThroughBackend(driver, (u) => {
    const v = u.view["wild-tiled-west"];
    return v.round >= 16 && v.turns_taken >= EDGES.length - 1;
  });
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
  const last = await playByTouch(driver, (s) => s.over, tally);
  assert.ok(last.over, "the game ended");
  const viewer = await driver.execute(() => {
    const g = /** @type {HTMLElement | null} */ (document.querySelector('[data-testid="wtw-game"]'));
    return g ? Number(g.dataset.viewer) : 0;
  });
  // The score card faces the last seat to play; each seat's own result faces it at its edge.
  await checkTableScore(driver, EDGES, viewer, "wtw score");
  await driver.screenshot("table-wtw-scores");
}
wildTiledWestThreeSeatsAtATable.timeoutMs = 300_000;
