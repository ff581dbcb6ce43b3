// Wild Tiled West's moments as a new player feels them: after placing, the player's
// own board stays in sight with what the tile gained before the market comes by itself; a turn
// after a bot's starts on the player's own board from its first frame. Each watched frame by
// frame (a requestAnimationFrame sampler in the page), at the six sizes.

import assert from "node:assert/strict";
import {
  checkLayout,
  ghostOnSpot,
  openSetup,
  placementGains,
  playOneStep,
  startFromSetup,
  waitForTurn,
  wtwState,
} from "../lib/wtw.mjs";
import { waitForSectionInView } from "../lib/rules.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */
/** @typedef {{ name: string, width: number, height: number }} Size */
/**
 * @typedef {{ t: number, step: number, decision: string, myTurn: boolean, busy: boolean, mode: string,
 *   boardSeat: string, viewer: string, boardShown: boolean, marketShown: boolean, landedGains: boolean }} Frame
 */

const PHONE = { name: "phone", width: 390, height: 844 };
const SMALL_PHONE = { name: "small-phone", width: 360, height: 640 };
const LANDSCAPE_PHONE = { name: "landscape-phone", width: 844, height: 480 };
const TABLET = { name: "tablet", width: 1024, height: 768 };
const PORTRAIT_TABLET = { name: "portrait-tablet", width: 768, height: 1024 };
const DESKTOP = { name: "desktop", width: 1440, height: 900 };
const SIX = [PHONE, SMALL_PHONE, LANDSCAPE_PHONE, TABLET, PORTRAIT_TABLET, DESKTOP];

/** How long the player's tile must stay in sight once it has landed (ms): a moment one sees. */
const SEEN_FOR_MS = 900;

/**
 * Starts recording, every frame, what the table shows: whose board, whether the board and the
 * market are on screen (drawn and uncovered at their centre), the landed tile's gains.
 * @param {Driver} driver
 */
async function recordFrames(driver) {
  await driver.execute(() => {
    const page = /** @type {any} */ (window);
    /** @type {object[]} */
    const frames = (page.__frames = []);
    const t0 = performance.now();
    /** @param {Element | null | undefined} el */
    const shown = (el) => {
      if (!el || el.getClientRects().length === 0) return false;
      const r = el.getBoundingClientRect();
      if (r.width < 60 || r.height < 60) return false;
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!top && (el === top || el.contains(top));
    };
    const tick = () => {
      const g = /** @type {HTMLElement | null} */ (document.querySelector('[data-testid="wtw-game"]'));
      frames.push({
        t: Math.round(performance.now() - t0),
        step: g ? Number(g.dataset.step) : -1,
        decision: g?.dataset.decision ?? "none",
        myTurn: g?.dataset.myTurn === "true",
        busy: g?.dataset.busy === "true",
        mode: g?.dataset.mode ?? "",
        boardSeat: g?.dataset.boardSeat ?? "",
        viewer: g?.dataset.viewer ?? "",
        boardShown: shown(document.querySelector('[data-testid="board-svg"]')?.parentElement),
        marketShown: shown(document.querySelector('[data-testid="market"]')),
        landedGains: !!document.querySelector('[data-testid="landed-gains"]'),
      });
      if (frames.length < 2000 && !page.__stopFrames) requestAnimationFrame(tick);
    };
    page.__stopFrames = false;
    requestAnimationFrame(tick);
  });
}

/** Stops the recording and returns its frames. @param {Driver} driver @returns {Promise<Frame[]>} */
async function recordedFrames(driver) {
  return driver.execute(() => {
    const page = /** @type {any} */ (window);
    page.__stopFrames = true;
    return page.__frames;
  });
}

/** @param {Driver} driver */
async function settle(driver) {
  await driver.executeAsync((/** @type {() => void} */ done) => {
    requestAnimationFrame(() => requestAnimationFrame(done));
  });
}

/** @param {Driver} driver @param {number} ms */
async function pause(driver, ms) {
  await driver.executeAsync((/** @type {number} */ wait, /** @type {() => void} */ done) => {
    setTimeout(done, wait);
  }, ms);
}

/** @param {Driver} driver */
export async function theTileIsSeenLandingBeforeTheMarket(driver) {
  await driver.setViewport(PHONE);
  await openSetup(driver);
  await startFromSetup(driver);
  /** @type {string[]} */
  const faults = [];
  let seen = 0;
  let marketsAfter = 0;
  for (let steps = 0; seen < SIX.length; steps++) {
    assert.ok(steps < 90, "a placement at each of the six sizes");
    const s = await waitForTurn(driver);
    assert.ok(!s.over && !s.handoff);
    if (s.decision !== "place-tile") {
      await playOneStep(driver, s);
      continue;
    }
    const size = /** @type {Size} */ (SIX[seen % SIX.length]);
    await driver.setViewport(size);
    await settle(driver);
    await ghostOnSpot(driver, s.step * 7);
    // A follow-up choice ("then") is told in the prompt, not on the board.
    const gains = (await placementGains(driver)).filter((g) => g.kind !== "none" && g.kind !== "then");
    await recordFrames(driver);
    await driver.tap('[data-testid="confirm-place"]');
    // The moment itself, as the player sees it.
    await pause(driver, 500);
    if (seen < SIX.length) await driver.screenshot(`wtw-landing-${size.name}`);
    const next = await waitForTurn(driver);
    await pause(driver, 300);
    const frames = await recordedFrames(driver);
    // From the first frame of the update that landed the tile (the placement's own step has
    // moved on), for as long as the table waits on the player or is showing the landing.
    const start = frames.findIndex((f) => f.step !== s.step && !f.busy);
    assert.ok(start >= 0, `${size.name}: the placement came back`);
    const after = frames.slice(start);
    const t0 = /** @type {Frame} */ (after[0]).t;
    const early = after.filter((f) => f.t - t0 < SEEN_FOR_MS);
    const lost = early.find((f) => !f.boardShown || f.boardSeat !== f.viewer);
    if (lost) {
      const board = lost.boardShown ? `seat ${lost.boardSeat}'s` : "out of sight";
      faults.push(`${size.name}: at ${lost.t - t0} ms after landing the board was ${board}`);
    }
    if (gains.length > 0 && early.some((f) => !f.landedGains)) {
      const named = gains.map((g) => g.text).join(", ");
      faults.push(`${size.name}: the tile's gains (${named}) were not on the board for ${SEEN_FOR_MS} ms`);
    }
    // Building names, drawn once the board is zoomed in enough, stay on the board.
    if (
      !next.handoff &&
      (await driver.findAll('[data-testid="zoom-in"]')).length > 0 &&
      (await wtwState(driver)).decision !== "draft"
    ) {
      for (let i = 0; i < 2; i++) await driver.tap('[data-testid="zoom-in"]').catch(() => {});
      await settle(driver);
      /** @type {string[]} */
      const off = await driver.execute(() => {
        const frame = document.querySelector('[data-testid="board-svg"] rect.frame')?.getBoundingClientRect();
        if (!frame) return [];
        return [...document.querySelectorAll('[data-testid="board-svg"] .blabel.named rect')].flatMap((r) => {
          const b = r.getBoundingClientRect();
          if (!(b.left < frame.left - 1 || b.right > frame.right + 1)) return [];
          const building = /** @type {HTMLElement} */ (r.parentElement).dataset.building;
          const across = Math.round(b.left) + "-" + Math.round(b.right);
          return [building + " " + across + " outside " + Math.round(frame.left) + "-" + Math.round(frame.right)];
        });
      });
      if (off.length > 0) faults.push(`${size.name}: building labels off the board: ${off.join(", ")}`);
    }
    // When the player drafts next, the market comes by itself (nothing to tap).
    if (next.decision === "draft" && !next.handoff) {
      marketsAfter++;
      await driver.waitFor(
        async () =>
          (await driver.execute(() => !!document.querySelector('[data-testid="market"]')?.getClientRects().length)) ||
          null,
        {
          timeout: 4_000,
          message: `${size.name}: the market after the landing`,
        },
      );
    }
    seen++;
  }
  assert.deepEqual(faults, [], "the player's tile was not seen landing");
  assert.ok(marketsAfter > 0, "a placement followed by a draft");
}
theTileIsSeenLandingBeforeTheMarket.timeoutMs = 400_000;

/** @param {Driver} driver */
export async function aTurnAfterABotStartsOnTheOwnBoard(driver) {
  await driver.setViewport(TABLET);
  await openSetup(driver);
  await driver.tap('[data-testid="mode-pass"]');
  await driver.waitFor('[data-seat="1"]');
  await driver.tap('[data-testid="seat-1-bot"]');
  await driver.tap('[data-testid="seat-1-level-hard"]');
  await startFromSetup(driver);
  /** @type {string[]} */
  const faults = [];
  let followed = false;
  let turns = 0;
  /** Why a turn's frames did not show the bot's turn (for the failure's message). */
  const unwatched = new Set();
  /** @type {Size | null} */
  let current = null;
  for (let steps = 0; turns < SIX.length; steps++) {
    assert.ok(steps < 160, "a turn after the bot's at each of the six sizes");
    const s = await waitForTurn(driver, 120_000);
    assert.ok(
      !s.over,
      `the game ended before a turn at each size was watched (${turns}; ${[...unwatched].join(", ")})`,
    );
    if (s.handoff) {
      await playOneStep(driver, s);
      continue;
    }
    // Any of the player's moves may be the last of their turn (a placement is often followed by
    // a choice), so every move is watched frame by frame; those a bot's turn follows are judged.
    const size = /** @type {Size} */ (SIX[turns % SIX.length]);
    if (size !== current) {
      await driver.setViewport(size);
      await settle(driver);
      current = size;
    }
    await recordFrames(driver);
    await playOneStep(driver, s);
    const next = await waitForTurn(driver, 120_000);
    const botPlayed = await driver.execute(() =>
      /** @type {any} */ (window).__frames.some((/** @type {Frame} */ f) => f.mode === "thinking"),
    );
    if (!botPlayed) {
      await recordedFrames(driver);
      unwatched.add(s.decision);
      continue;
    }
    // Long enough to see a board that comes back late (it took 1.6 s).
    await pause(driver, 2_000);
    const frames = await recordedFrames(driver);
    const bot = frames.filter((f) => f.mode === "thinking");
    turns++;
    followed ||= bot.some((f) => f.boardSeat === "1");
    const lastThinking = frames.lastIndexOf(/** @type {Frame} */ (bot[bot.length - 1]));
    const ownTurn = frames.slice(lastThinking + 1).filter((f) => f.myTurn && !f.busy);
    const wrong = ownTurn.filter((f) => f.boardSeat !== f.viewer);
    if (wrong.length > 0) {
      const first = /** @type {Frame} */ (ownTurn[0]);
      const w = /** @type {Frame} */ (wrong[wrong.length - 1]);
      const ms = w.t - first.t + 16;
      faults.push(`${size.name}: the player's turn (${next.decision}) showed seat ${w.boardSeat}'s board for ${ms} ms`);
      // Said at once: a game that goes on from a wrong start proves nothing more.
      assert.deepEqual(faults, [], "a human turn began on another seat's board");
    }
    await driver.screenshot(`wtw-own-board-first-${size.name}`);
    assert.equal((await wtwState(driver)).decision, next.decision);
  }
  assert.deepEqual(faults, [], "a human turn began on another seat's board");
  assert.ok(followed, "the bot's board was followed while it played");
}
aTurnAfterABotStartsOnTheOwnBoard.timeoutMs = 600_000;

/**
 * What the tussle moment covers of what the player may need now: the tabs, the dice, the
 * stacks a die may take, the Confirm buttons, the board's legal spots and lit spaces, its zoom
 * buttons and the top bar's buttons (each drawn and overlapping the moment by more than 1 px).
 * @param {Driver} driver
 * @returns {Promise<string[] | null>} null when no moment is shown
 */
async function coveredByTheTussle(driver) {
  return driver.execute(() => {
    const m = document.querySelector('[data-testid="tussle-moment"]');
    if (!m) return null;
    const r = m.getBoundingClientRect();
    const needed = [
      '[data-testid^="tab-"]',
      "[data-die]",
      "[data-pick-die]",
      '[data-stack][data-eligible="true"]',
      '[data-testid^="confirm-"]',
      "[data-spot]",
      "[data-cell-choice]",
      '[data-testid="zoom-in"]',
      '[data-testid="zoom-out"]',
      ".top button",
    ].join(", ");
    /** @param {HTMLElement} el */
    const label = (el) => {
      const d = el.dataset;
      if (d.testid !== undefined) return d.testid;
      if (d.die !== undefined) return "die " + d.die;
      if (d.stack !== undefined) return "stack " + d.stack;
      if (d.spot !== undefined) return "spot " + d.spot;
      if (d.cellChoice !== undefined) return "space " + d.cellChoice;
      return el.tagName;
    };
    /** @type {string[]} */
    const out = [];
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(needed))) {
      if (m.contains(el) || el.getClientRects().length === 0) continue;
      // The part of it drawn: cut by the boxes that clip it (a scrolling panel, the board's svg).
      const b = el.getBoundingClientRect();
      const q = { left: b.left, top: b.top, right: b.right, bottom: b.bottom };
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const cs = getComputedStyle(p);
        const clips = /(auto|scroll|hidden|clip)/.test(cs.overflowX + " " + cs.overflowY);
        if (p.tagName.toLowerCase() !== "svg" && !clips) continue;
        const c = p.getBoundingClientRect();
        q.left = Math.max(q.left, c.left);
        q.top = Math.max(q.top, c.top);
        q.right = Math.min(q.right, c.right);
        q.bottom = Math.min(q.bottom, c.bottom);
      }
      if (q.right - q.left <= 0 || q.bottom - q.top <= 0) continue;
      const w = Math.min(r.right, q.right) - Math.max(r.left, q.left);
      const h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
      if (w > 1 && h > 1) out.push(label(el) + " under it");
    }
    return out;
  });
}

/** @param {Driver} driver */
export async function theTussleStandsInSightAndCoversNothingNeeded(driver) {
  await driver.setViewport(PHONE);
  await openSetup(driver);
  await startFromSetup(driver);
  /** @type {string[]} */
  const faults = [];
  let standings = 0;
  /** @type {Set<string>} */
  const momentsAt = new Set();
  for (let steps = 0; ; steps++) {
    assert.ok(steps < 120, "year 1's tussle");
    // The moment lasts a few seconds: looked at as soon as it shows, at as many sizes as it lasts.
    if ((await coveredByTheTussle(driver)) !== null) {
      for (const size of [TABLET, PHONE, DESKTOP, SMALL_PHONE, LANDSCAPE_PHONE, PORTRAIT_TABLET]) {
        await driver.setViewport(size);
        await settle(driver);
        const covered = await coveredByTheTussle(driver);
        if (covered === null) break;
        momentsAt.add(size.name);
        if (covered.length > 0) faults.push(`${size.name}: ${covered.join(", ")}`);
        if (momentsAt.size <= 3) await driver.screenshot(`wtw-tussle-moment-${size.name}`);
      }
      break;
    }
    const s = await waitForTurn(driver);
    assert.ok(!s.over && !s.handoff);
    if (s.year === 1 && standings < SIX.length) {
      // During the year: the viewer's standing in the coming tussle, in words, in sight.
      const size = /** @type {Size} */ (SIX[standings % SIX.length]);
      await driver.setViewport(size);
      await settle(driver);
      /** @type {{ text: string, outcome: string, points: number, inSight: boolean } | null} */
      const standing = await driver.execute(() => {
        const el = /** @type {HTMLElement | null} */ (document.querySelector('[data-testid="tussle-standing"]'));
        if (!el) return null;
        const r = el.getBoundingClientRect();
        const inSight =
          r.width > 0 && r.left >= -1 && r.right <= innerWidth + 1 && r.top >= -1 && r.bottom <= innerHeight + 1;
        return {
          text: el.textContent?.trim(),
          outcome: el.dataset.outcome,
          points: Number(el.dataset.points),
          inSight,
        };
      });
      if (!standing) faults.push(`${size.name}: no tussle standing during year 1`);
      else {
        if (!standing.inSight) faults.push(`${size.name}: the tussle standing "${standing.text}" is out of sight`);
        const sign = standing.points > 0 ? "+" : standing.points < 0 ? "−" : "±";
        const words = { won: /you win/, tied: /a tie wins/, lost: /you lose/, even: /for you/ }[standing.outcome];
        assert.ok(
          words && words.test(standing.text) && standing.text.includes(`${sign}${Math.abs(standing.points)}`),
          `the standing in words: ${standing.text}`,
        );
      }
      if (standings < 2) await driver.screenshot(`wtw-tussle-standing-${size.name}`);
      standings++;
      await driver.setViewport(PHONE);
    }
    await playOneStep(driver, s);
  }
  assert.ok(momentsAt.size >= 2, `the tussle moment looked at (${[...momentsAt].join(", ")})`);
  assert.deepEqual(faults, [], "the tussle hid what the player needs, or its standing was not shown");
}
theTussleStandsInSightAndCoversNothingNeeded.timeoutMs = 400_000;

/** @param {Driver} driver */
export async function scoreLinesExplainThemselves(driver) {
  await driver.setViewport(PHONE);
  await openSetup(driver);
  await startFromSetup(driver);
  const s = await waitForTurn(driver);
  assert.ok(!s.over && !s.handoff);
  /** @type {string[]} */
  const faults = [];
  for (const size of SIX) {
    await driver.setViewport(size);
    await settle(driver);
    // The player's own panel: the Players tab (phone, portrait tablet, phone turned), or the
    // side column's Player tab (tablet, desktop).
    for (const tab of ['[data-testid="tab-players"]', '[data-testid="side-player"]']) {
      if (
        await driver.execute((/** @type {string} */ sel) => {
          const el = document.querySelector(sel);
          return !!el && el.getClientRects().length > 0 && el.getBoundingClientRect().width > 0;
        }, tab)
      ) {
        await driver.tap(tab);
        await settle(driver);
        break;
      }
    }
    /** @type {{ key: string, title: string } | null} */
    const line = await driver.execute(() => {
      const lines = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-testid^="score-line-"]'));
      const el = [...lines].find((e) => e.getClientRects().length > 0);
      if (!el) return null;
      el.scrollIntoView({ block: "center" });
      return { key: el.dataset.testid, title: el.getAttribute("title") ?? "" };
    });
    if (!line) {
      faults.push(`${size.name}: no score line to tap`);
      continue;
    }
    await settle(driver);
    await driver.tap(`[data-testid="${line.key}"]`);
    await driver.waitFor('[data-testid="explanation"]', { timeout: 3_000 }).catch(() => null);
    /** @type {{ text: string, inSight: boolean } | null} */
    const shown = await driver.execute(() => {
      const el = document.querySelector('[data-testid="explanation"]');
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return {
        text: el.querySelector("p")?.textContent?.trim() ?? "",
        inSight: r.top >= 0 && r.bottom <= innerHeight + 1 && r.left >= 0 && r.right <= innerWidth + 1,
      };
    });
    if (!shown) faults.push(`${size.name}: tapping ${line.key} explained nothing`);
    else {
      if (!shown.inSight) faults.push(`${size.name}: the explanation of ${line.key} is out of sight`);
      if (shown.text.split(" ").length < 6 || !shown.text.endsWith("."))
        faults.push(`${size.name}: "${shown.text}" is not a sentence`);
      // Hovering (a mouse) says the same.
      if (line.title !== shown.text) faults.push(`${size.name}: the hover title "${line.title}" differs`);
    }
    if (size === PHONE || size === TABLET) await driver.screenshot(`wtw-score-line-explained-${size.name}`);
    // It links to the rules about scoring.
    const link = await driver.execute(() => {
      const rules = /** @type {HTMLElement | null} */ (document.querySelector('[data-testid="explanation-rules"]'));
      return rules?.dataset.section ?? null;
    });
    if (shown && link !== "scoring")
      faults.push(`${size.name}: the explanation links to ${link ?? "no rules section"}`);
    if (shown) await driver.tap('[data-testid="explanation-close"]');
    await driver.waitFor(async () => (await driver.findAll('[data-testid="explanation"]')).length === 0 || null, {
      timeout: 3_000,
    });
  }
  assert.deepEqual(faults, [], "score lines that do not explain themselves");
  // The link opens the rules at scoring, and back comes to the game.
  const line = await driver.execute(() => {
    const lines = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-testid^="score-line-"]'));
    const el = [...lines].find((e) => e.getClientRects().length > 0);
    el?.scrollIntoView({ block: "center" });
    return el?.dataset.testid ?? null;
  });
  assert.ok(line, "a score line to tap");
  await driver.tap(`[data-testid="${line}"]`);
  await driver.tap('[data-testid="explanation-rules"]');
  await waitForSectionInView(driver, "scoring", "the scoring rules in view");
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
}
scoreLinesExplainThemselves.timeoutMs = 200_000;

/** @param {Driver} driver */
export async function theTabletLogIsWideEnoughToRead(driver) {
  await driver.setViewport(TABLET);
  await openSetup(driver);
  await startFromSetup(driver);
  /** @type {string[]} */
  const faults = [];
  let looked = 0;
  for (let steps = 0; looked < 2; steps++) {
    assert.ok(steps < 40, "two moments to read the log at");
    const s = await waitForTurn(driver);
    assert.ok(!s.over && !s.handoff);
    // Placing (the market folded away) and drafting: the log beside the board, at both sizes.
    if (s.decision === "place-tile" || (s.decision === "draft" && looked === 1)) {
      const size = looked === 0 ? TABLET : DESKTOP;
      await driver.setViewport(size);
      await settle(driver);
      await driver.tap('[data-testid="side-log"]');
      await settle(driver);
      /** @type {number} */
      const width = await driver.execute(() => {
        const el = [...document.querySelectorAll('[data-testid="log"]')].find((e) => e.getClientRects().length > 0);
        return el ? el.getBoundingClientRect().width : 0;
      });
      // About 60 characters a line at the log's size: a line of the log reads as a sentence.
      if (width < 480) faults.push(`${size.name} (${s.decision}): the log is ${Math.round(width)} px wide`);
      await driver.screenshot(`wtw-log-beside-the-board-${size.name}`);
      await checkLayout(driver, `the log beside the board, ${size.name}`);
      await driver.tap('[data-testid="side-player"]');
      looked++;
    }
    await playOneStep(driver, s);
  }
  assert.deepEqual(faults, [], "the log beside the board is too narrow to read");
}
theTabletLogIsWideEnoughToRead.timeoutMs = 200_000;
