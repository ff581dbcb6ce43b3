// Polish a new player notices: a home screen with some art of Saloon's own, dates in
// the reader's language and format, and the way back Home named the same in every game.

import assert from "node:assert/strict";
import { openNewGame, startGame, TABLE } from "../lib/home.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const SIX = [
  { name: "phone", width: 390, height: 844 },
  { name: "small-phone", width: 360, height: 640 },
  { name: "landscape-phone", width: 844, height: 480 },
  { name: "tablet", width: 1024, height: 768 },
  { name: "portrait-tablet", width: 768, height: 1024 },
  { name: "desktop", width: 1440, height: 900 },
];

/** @param {Driver} driver */
export async function homeHasArtAndDatesInTheReadersFormat(driver) {
  await driver.waitFor('[data-testid="title"]');
  await driver.waitFor('[data-testid="daily"]');
  for (const lang of ["en", "fr"]) {
    if (lang === "fr") {
      await driver.tap('[data-locale="fr"]');
      await driver.waitFor(
        async () => (await driver.execute("return document.documentElement.lang;")) === "fr" || null,
      );
    }
    for (const size of lang === "en" ? SIX : [SIX[0]]) {
      const v = /** @type {typeof SIX[0]} */ (size);
      await driver.setViewport(v);
      await driver.executeAsync((/** @type {() => void} */ done) => {
        requestAnimationFrame(() => requestAnimationFrame(done));
      });
      /**
       * @type {{ art: { w: number, h: number, left: number, right: number, top: number } | null,
       *   overflow: number, wide: string[], titleTop: number, hints: string[], dates: string[] }}
       */
      const home = await driver.execute(() => {
        const art = document.querySelector('[data-testid="home-art"]');
        const r = art?.getBoundingClientRect();
        const title = /** @type {Element} */ (document.querySelector('[data-testid="title"]'));
        return {
          art: r ? { w: r.width, h: r.height, left: r.left, right: r.right, top: r.top } : null,
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          wide: [...document.querySelectorAll("body *")]
            .filter((e) => e.getBoundingClientRect().right > innerWidth + 1)
            .slice(0, 4)
            .map(
              (e) =>
                e.tagName +
                "." +
                e.className +
                " " +
                Math.round(e.getBoundingClientRect().right) +
                ": " +
                e.textContent?.trim().slice(0, 40),
            ),
          titleTop: title.getBoundingClientRect().top,
          hints: [...document.querySelectorAll('[data-testid="daily"] .hint')].map((e) => e.textContent?.trim()),
          dates: [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-testid="daily"]'))].map(
            (e) => e.dataset.date,
          ),
        };
      });
      assert.ok(
        home.art && home.art.w >= 120 && home.art.h >= 40,
        `${lang} ${v.name}: the home screen's art is drawn (${JSON.stringify(home.art)})`,
      );
      assert.ok(home.art.left >= 0 && home.art.right <= v.width, `${lang} ${v.name}: the art fits across`);
      assert.equal(home.overflow, 0, `${lang} ${v.name}: nothing scrolls sideways (${home.wide.join(" | ")})`);
      // The daily challenge's date as the reader writes it, not the machine's "2026-11-26".
      assert.ok(home.hints.length > 0, "a daily challenge card");
      for (const [i, hint] of home.hints.entries()) {
        const iso = /** @type {string} */ (home.dates[i]);
        const expected = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(
          new Date(`${iso}T00:00:00Z`),
        );
        assert.ok(!/\d{4}-\d{2}-\d{2}/.test(hint), `${lang} ${v.name}: "${hint}" shows a machine date`);
        assert.ok(hint.includes(expected), `${lang} ${v.name}: "${hint}" shows ${expected}`);
      }
      await driver.screenshot(`home-art-${lang}-${v.name}`);
    }
  }
}

/** @param {Driver} driver */
export async function everyGameNamesTheWayHomeAlike(driver) {
  await driver.setViewport(SIX[3]);
  await driver.waitFor('[data-testid="title"]');
  const ids = /** @type {string[]} */ (
    await driver.execute(
      `return [...document.querySelectorAll('[data-testid^="new-game-"]')].map((e) => e.dataset.testid.slice(9));`,
    )
  );
  assert.ok(ids.length >= 4, `the games on Home: ${ids.join(", ")}`);
  /** @type {Record<string, string>} */
  const labels = {};
  for (const id of ids) {
    assert.ok(id in TABLE, `${id}: a game lib/home.mjs knows`);
    await startGame(driver, /** @type {keyof typeof TABLE} */ (id));
    // The table, or the hand-off before it: either way the game's top bar is there.
    await driver.waitFor('[data-testid="menu"]', { timeout: 20_000 });
    labels[id] = await driver.execute(() => {
      const b = /** @type {Element} */ (document.querySelector('[data-testid="menu"]'));
      return b.getAttribute("aria-label") + " / " + b.textContent?.replace("‹", "").trim();
    });
    await driver.tap('[data-testid="menu"]');
    await driver.waitFor('[data-testid="title"]');
  }
  assert.deepEqual(new Set(Object.values(labels)).size, 1, `the way Home is named alike: ${JSON.stringify(labels)}`);
  assert.match(Object.values(labels)[0] ?? "", /^Home \/ Home$/);
}

/** @param {Driver} driver */
export async function wildTiledWestSetupShowsTheBoardsAndARecommendedLevel(driver) {
  await openNewGame(driver, "wild-tiled-west");
  await driver.tap('[data-testid="mode-pass"]');
  await driver.waitFor('[data-seat="1"]');
  await driver.tap('[data-testid="seat-1-bot"]');
  /** @type {string[]} */
  const faults = [];
  for (const size of SIX) {
    await driver.setViewport(size);
    await driver.executeAsync("requestAnimationFrame(() => requestAnimationFrame(arguments[0]));");
    // Each board and side as a picture: the next board, then its wild side, then back.
    const before = await driver.attribute('[data-testid="seat-0-board-preview"]', "data-board");
    if (before === null) {
      faults.push(`${size.name}: no board preview`);
      continue;
    }
    await driver.execute(
      `document.querySelector('[data-testid="seat-0-board-next"]').scrollIntoView({ block: "center" });`,
    );
    await driver.tap('[data-testid="seat-0-board-next"]');
    await driver.waitFor(
      async () => (await driver.attribute('[data-testid="seat-0-board-preview"]', "data-board")) !== before || null,
    );
    await driver.tap('[data-testid="seat-0-wild"]');
    await driver.waitFor('[data-testid="seat-0-board-preview"][data-side="wild"]');
    /** @type {{ w: number, h: number, inWindow: boolean, spaces: number, rule: string }} */
    const p = await driver.execute(() => {
      const svg = /** @type {Element} */ (document.querySelector('[data-testid="seat-0-board-preview"]'));
      svg.scrollIntoView({ block: "center" });
      const r = svg.getBoundingClientRect();
      const rule = /** @type {Element} */ (document.querySelector('[data-testid="seat-0-side-rule"]'));
      return {
        w: r.width,
        h: r.height,
        inWindow: r.left >= 0 && r.right <= innerWidth,
        spaces: svg.querySelectorAll("rect").length,
        rule: rule.textContent?.trim(),
      };
    });
    if (p.w < 120 || p.h < 80 || !p.inWindow) {
      const where = p.inWindow ? "" : ", out of the window";
      faults.push(`${size.name}: the preview is ${Math.round(p.w)}x${Math.round(p.h)} px${where}`);
    }
    if (p.spaces < 50) faults.push(`${size.name}: the preview draws ${p.spaces} spaces`);
    // The wild side's rule in plain words: a sentence, not a name or a number.
    if (p.rule.split(" ").length < 5) faults.push(`${size.name}: the wild side is described as "${p.rule}"`);
    if (size.name === "phone" || size.name === "desktop")
      await driver.screenshot(`wtw-setup-board-preview-${size.name}`);
    await driver.tap('[data-testid="seat-0-normal"]');
    await driver.tap('[data-testid="seat-0-board-prev"]');
    // The bot's levels: one recommended for a new player, in words beside it.
    /** @type {string[]} */
    const recommended = await driver.execute(() => {
      const levels = document.querySelectorAll('[data-testid^="seat-1-level-"][data-recommended="true"]');
      return [.../** @type {NodeListOf<HTMLElement>} */ (levels)].map(
        (e) => e.dataset.testid + ": " + e.textContent?.trim(),
      );
    });
    if (recommended.length !== 1 || !/for a first game/.test(recommended[0] ?? ""))
      faults.push(`${size.name}: recommended ${JSON.stringify(recommended)}`);
    /** @type {boolean} */
    const badgeInside = await driver.execute(`
      const badge = document.querySelector('[data-testid="seat-1-recommended"]');
      const button = badge?.closest("button");
      if (!badge || !button) return false;
      const b = badge.getBoundingClientRect(), r = button.getBoundingClientRect();
      return b.left >= r.left && b.right <= r.right && b.top >= r.top && b.bottom <= r.bottom;
    `);
    if (!badgeInside) faults.push(`${size.name}: the recommendation spills out of its level's button`);
    if (size.name === "phone") {
      await driver.execute(
        `document.querySelector('[data-testid="seat-1-recommended"]')?.scrollIntoView({ block: "center" });`,
      );
      await driver.screenshot(`wtw-setup-recommended-${size.name}`);
    }
  }
  assert.deepEqual(faults, [], "the setup does not show the boards or recommend a level");
}
