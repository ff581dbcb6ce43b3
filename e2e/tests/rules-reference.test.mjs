// The rules reference in the real app: opened from Home and from a game's top bar at
// that game's rules, searched as you type (accents and case ignored), in English and French,
// with headings in order, a labelled search, the solo ranks from the engine, and no sideways
// scroll at phone, tablet and desktop sizes, nor on a phone with its text at 200%. A table's
// "?" opens the section of the decision at hand at every size.

import assert from "node:assert/strict";
import { startGame as startCtw } from "../lib/ctw.mjs";
import { startGame as startRw } from "../lib/rw.mjs";
import { passHandOff } from "../lib/handoff.mjs";
import { startGame, TABLE } from "../lib/home.mjs";
import { openSetup, startFromSetup } from "../lib/wtw.mjs";
import { waitForSectionInView } from "../lib/rules.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

/** The ids of the sections shown, in order. @param {Driver} driver @returns {Promise<string[]>} */
async function sectionIds(driver) {
  return driver.execute(() =>
    [...document.querySelectorAll('[data-testid="rules-section"]')].map((s) => s.getAttribute("data-section")),
  );
}

/** The ids of the entries shown. @param {Driver} driver @returns {Promise<string[]>} */
async function entryIds(driver) {
  return driver.execute(() =>
    [...document.querySelectorAll('[data-testid="rules-entry"]')].map((s) => s.getAttribute("data-entry")),
  );
}

/** Replaces the search box's text, as typing would. @param {Driver} driver @param {string} text */
async function search(driver, text) {
  await driver.tap('[data-testid="rules-search"]');
  await driver.execute(() => {
    const el = /** @type {HTMLInputElement} */ (document.querySelector('[data-testid="rules-search"]'));
    el.value = "";
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
  if (text) await driver.type('[data-testid="rules-search"]', text);
}

/** Headings go h1, h2, h3 without skipping a level. @param {Driver} driver */
async function checkHeadings(driver) {
  /** @type {number[]} */
  const levels = await driver.execute(() =>
    [...document.querySelectorAll('[data-testid="rules"] :is(h1, h2, h3, h4)')].map((h) => Number(h.tagName[1])),
  );
  assert.equal(levels[0], 1, "the screen starts with its h1");
  for (let i = 1; i < levels.length; i++) {
    assert.ok((levels[i] ?? 0) <= (levels[i - 1] ?? 0) + 1, `heading level jumps at ${i}: ${levels.join(",")}`);
  }
}

/** No sideways scroll. @param {Driver} driver @param {string} where */
async function checkNoOverflow(driver, where) {
  const overflow = await driver.execute(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow === 0) return;
  // Name what sticks out, so a failure says where to look.
  const wide = await driver.execute(() => {
    const w = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > w || el.scrollWidth > el.clientWidth + 1)
      .slice(0, 6)
      .map(
        (el) =>
          el.tagName +
          "." +
          el.className +
          " " +
          Math.round(el.getBoundingClientRect().right) +
          "/" +
          el.scrollWidth +
          ">" +
          el.clientWidth,
      );
  });
  await driver.screenshot(`rules-overflow-${where.replace(/\W+/g, "-")}`);
  assert.equal(overflow, 0, `horizontal overflow ${where}: ${wide.join(" | ")}`);
}

/**
 * Screenshots a section at each size, scrolled to its heading (the pieces drawn with the game's
 * own components are far down the page).
 * @param {Driver} driver
 * @param {string} section
 * @param {string} prefix
 */
async function sectionShots(driver, section, prefix) {
  await driver.atEachViewport(prefix, async (viewport) => {
    await driver.execute(
      (/** @type {string} */ id) =>
        /** @type {HTMLElement} */ (document.getElementById(id)).scrollIntoView({ block: "start" }),
      `rules-${section}`,
    );
    await checkNoOverflow(driver, `at ${viewport.name} (${section})`);
  });
}

/** Waits for a game's reference to be drawn. @param {Driver} driver @param {string} game */
async function waitForReference(driver, game) {
  await driver.waitFor(`[data-testid="rules-reference"][data-game="${game}"] [data-testid="rules-section"]`, {
    timeout: 15_000,
  });
}

/** @param {Driver} driver */
export async function opensFromHomeAndSearchesInEnglish(driver) {
  await driver.waitFor('[data-testid="open-rules"]');
  await driver.tap('[data-testid="open-rules"]');
  await waitForReference(driver, "wild-tiled-west");
  assert.equal(await driver.text('[data-testid="rules"] h1'), "Rules");
  await checkHeadings(driver);
  // The search box is labelled.
  assert.equal(
    await driver.execute(() =>
      /** @type {Element} */ (document.querySelector('label[for="rules-search"]')).textContent?.trim(),
    ),
    "Search the rules",
  );

  const all = await sectionIds(driver);
  for (const id of ["setup", "drafting", "placing", "decisions", "scoring", "buildings", "wild-sides", "solo"]) {
    assert.ok(all.includes(id), `Wild Tiled West has a ${id} section: ${all}`);
  }
  // The buildings come from the content, each drawn as its tile.
  const buildings = await driver.execute(
    () => document.querySelectorAll('[data-section="buildings"] [data-testid="rules-entry"] svg.tile').length,
  );
  assert.equal(buildings, 14);
  // The solo ranks as the engine gives them: five bands from 50 points, no rank below.
  await driver.waitFor('[data-testid="rules-ranks"] tr[data-rank]');
  const ranks = await driver.execute(() =>
    [...document.querySelectorAll('[data-testid="rules-ranks"] tr[data-rank]')].map((r) => [
      r.getAttribute("data-rank"),
      r.textContent?.trim(),
    ]),
  );
  assert.deepEqual(
    ranks.map((/** @type {string[]} */ r) => r[0]),
    ["none", "sidekick", "deputy", "ranger", "marshal", "mysterious-stranger"],
  );
  assert.match(ranks[0][1], /No rank yet\s*below 50 points/);
  assert.match(ranks[1][1], /Sidekick\s*50 points or more/);

  await driver.atEachViewport("rules-home", async (viewport) => checkNoOverflow(driver, `at ${viewport.name}`));
  await sectionShots(driver, "buildings", "rules-wtw-buildings");
  await sectionShots(driver, "solo", "rules-wtw-solo");

  // A contents link brings its section's heading into view and focus (keyboard users too).
  await driver.setViewport({ width: 390, height: 844 });
  await driver.execute(() => {
    const buttons = [.../** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll(".contents button"))];
    /** @type {HTMLButtonElement} */ (buttons.find((b) => b.textContent?.includes("Solo"))).click();
  });
  assert.equal(await driver.execute(() => document.activeElement?.id), "rules-solo");

  // Searching filters as you type: a word in a section's text keeps the whole section...
  await search(driver, "tombstone");
  await driver.waitFor(async () => !(await sectionIds(driver)).includes("setup"), { message: "setup filtered out" });
  const found = await sectionIds(driver);
  assert.ok(found.includes("sheriffs"), `tombstone finds the sheriffs: ${found}`);
  // ...and a building's name keeps only that entry of its section.
  await search(driver, "hotel");
  await driver.waitFor(async () => (await entryIds(driver)).join() === "hotel", { message: "only the Hotel" });
  await driver.screenshot("rules-search-hotel-phone");
  // Nothing found says so.
  await search(driver, "zebra");
  await driver.waitFor('[data-testid="rules-none"]');

  // Another game's rules: its cards drawn by the game's own component.
  await search(driver, "");
  await driver.tap('[data-testid="rules-game"][data-game="circle-the-wagons"]');
  await waitForReference(driver, "circle-the-wagons");
  assert.equal(
    await driver.attribute('[data-testid="rules-game"][data-game="circle-the-wagons"]', "aria-pressed"),
    "true",
  );
  assert.equal(
    await driver.execute(
      () => document.querySelectorAll('[data-section="cards"] [data-testid="rules-entry"] svg').length,
    ),
    18,
  );
  await checkHeadings(driver);
  await driver.atEachViewport("rules-ctw", async (viewport) => checkNoOverflow(driver, `at ${viewport.name}`));
  await sectionShots(driver, "cards", "rules-ctw-cards");

  for (const game of ["rolled-west", "wild-tiles"]) {
    await driver.tap(`[data-testid="rules-game"][data-game="${game}"]`);
    await waitForReference(driver, game);
    await checkHeadings(driver);
    await driver.waitFor('[data-testid="rules-ranks"] tr[data-rank]', { message: `${game}'s solo ranks` });
    await driver.atEachViewport(`rules-${game}`, async (viewport) => checkNoOverflow(driver, `at ${viewport.name}`));
    await sectionShots(driver, game === "rolled-west" ? "offices" : "cards", `rules-${game}-pieces`);
    await sectionShots(driver, "solo", `rules-${game}-solo`);
  }

  // Readable at 200% text on a phone: nothing scrolls sideways.
  await driver.setViewport({ width: 390, height: 844 });
  await driver.execute(() => {
    document.documentElement.style.fontSize = "200%";
  });
  await driver.executeAsync((/** @type {() => void} */ done) => {
    requestAnimationFrame(() => requestAnimationFrame(done));
  });
  await checkNoOverflow(driver, "at 200% text on a phone");
  await driver.screenshot("rules-wild-tiles-phone-200");
  await driver.execute(() => {
    document.documentElement.style.fontSize = "";
  });

  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="title"]');
}

/** @param {Driver} driver */
export async function opensFromAGameAtItsRulesInEnglish(driver) {
  await openSetup(driver);
  await startFromSetup(driver);
  if (await driver.execute(() => !!document.querySelector('[data-testid="handoff"]'))) await passHandOff(driver);
  await driver.waitFor('[data-testid="wtw-game"] [data-testid="open-rules"]');
  assert.equal(
    await driver.attribute('[data-testid="wtw-game"] [data-testid="open-rules"]', "aria-label"),
    "Rules reference",
  );
  await driver.setViewport({ width: 390, height: 844 });
  await driver.screenshot("rules-wtw-top-bar-phone");
  // A partner held says what a partner is, with a link to the partners' rules, and keeps none.
  const step = await driver.attribute('[data-testid="wtw-game"]', "data-step");
  await driver.hold("[data-partner]", 700);
  await driver.waitFor('[data-testid="explanation"]');
  assert.match(await driver.text('[data-testid="explanation"]'), /, a partner: at the game’s end it scores .+\./);
  assert.equal(await driver.attribute('[data-testid="explanation-rules"]', "data-section"), "partners");
  assert.equal(await driver.attribute('[data-testid="wtw-game"]', "data-step"), step, "a long press keeps no partner");
  await driver.screenshot("wtw-partner-explained-phone");
  await driver.tap('[data-testid="explanation-close"]');
  // The "?" opens the rules at the decision the player faces (the first: which partner to keep).
  const section = await driver.attribute('[data-testid="wtw-game"] [data-testid="open-rules"]', "data-section");
  assert.equal(section, "partners");
  await driver.tap('[data-testid="open-rules"]');
  await waitForReference(driver, "wild-tiled-west");
  assert.equal(
    await driver.attribute('[data-testid="rules-game"][data-game="wild-tiled-west"]', "aria-pressed"),
    "true",
  );
  await waitForSectionInView(driver, section, `the ${section} section in view`);
  // Back comes to the same game.
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="wtw-game"]', { timeout: 20_000 });
}

/** @param {Driver} driver */
export async function opensFromHomeAndFromAGameInFrench(driver) {
  await driver.waitFor('[data-locale="fr"]');
  await driver.tap('[data-locale="fr"]');
  await driver.waitFor(async () => (await driver.text('[data-testid="open-rules"]')).trim() === "Règles", {
    message: "the French Rules button",
  });
  await driver.tap('[data-testid="open-rules"]');
  await waitForReference(driver, "wild-tiled-west");
  assert.equal(await driver.text('[data-testid="rules"] h1'), "Règles");
  assert.equal(await driver.text("h2#rules-setup"), "Mise en place");
  await checkHeadings(driver);
  // Accents do not matter: "sherif" finds the shérifs.
  await search(driver, "sherif");
  await driver.waitFor(async () => (await sectionIds(driver)).includes("sheriffs"), {
    message: "sherif finds the sheriffs",
  });
  await search(driver, "mairie");
  await driver.waitFor(async () => (await entryIds(driver)).join() === "town-hall", { message: "only the Mairie" });
  await search(driver, "");
  await driver.waitFor('[data-testid="rules-ranks"] tr[data-rank="sidekick"]');
  assert.match(await driver.text('[data-testid="rules-ranks"] tr[data-rank="sidekick"]'), /50 points ou plus/);
  await driver.atEachViewport("rules-fr", async (viewport) => checkNoOverflow(driver, `at ${viewport.name}`));

  // From a Circle the Wagons game's top bar: its own rules, in French.
  await driver.tap('[data-testid="back"]');
  await startCtw(driver, "bot");
  if (await driver.execute(() => !!document.querySelector('[data-testid="handoff"]'))) await passHandOff(driver);
  await driver.waitFor('[data-testid="ctw-game"] [data-testid="open-rules"]');
  assert.equal(await driver.attribute('[data-testid="open-rules"]', "aria-label"), "Règles du jeu");
  await driver.tap('[data-testid="open-rules"]');
  await waitForReference(driver, "circle-the-wagons");
  assert.equal(await driver.text("h2#rules-turn"), "Un tour");
  await driver.atEachViewport("rules-ctw-fr", async (viewport) => checkNoOverflow(driver, `at ${viewport.name}`));
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="ctw-game"]', { timeout: 20_000 });
}

/** Rolled West's bar already has a "?" (its sheet's legend): the rules are one tap further. @param {Driver} driver */
export async function opensFromRolledWestsLegend(driver) {
  await startRw(driver, ["human"]);
  await driver.waitFor('[data-testid="open-legend"]', { timeout: 20_000 });
  assert.equal(
    (await driver.findAll('header [data-testid="open-rules"]')).length,
    0,
    "one help button in the bar, not two",
  );
  await driver.tap('[data-testid="open-legend"]');
  await driver.waitFor('[data-testid="legend-sheet"] [data-testid="open-rules"]');
  await driver.tap('[data-testid="legend-sheet"] [data-testid="open-rules"]');
  await waitForReference(driver, "rolled-west");
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="rw-game"]', { timeout: 20_000 });
}

/**
 * The table's "?" names the section of the decision at hand and opens the rules of `game`
 * with that section's heading in view; Back comes to the same table.
 * @param {Driver} driver
 * @param {keyof typeof TABLE} game
 * @param {string | string[]} expected the section expected (or those the decision may be, when
 *   who goes first is drawn)
 * @param {string} name the screenshot's name
 * @param {boolean} [legend] the "?" is the legend's (Rolled West), whose rules link names the section
 */
async function questionMarkOpens(driver, game, expected, name, legend = false) {
  const table = `[data-testid="${TABLE[game]}"]`;
  if (await driver.execute(() => !!document.querySelector('[data-testid="handoff"]'))) await passHandOff(driver);
  if (legend) {
    await driver.waitFor('[data-testid="open-legend"]', { timeout: 20_000 });
    await driver.tap('[data-testid="open-legend"]');
  }
  const button = legend
    ? '[data-testid="legend-sheet"] [data-testid="open-rules"]'
    : `${table} [data-testid="open-rules"]`;
  const sections = [expected].flat();
  await driver.waitFor(sections.map((sec) => `${button}[data-section="${sec}"]`).join(", "), {
    timeout: 20_000,
    message: `the "?" at ${sections}`,
  });
  const section = (await driver.attribute(button, "data-section")) ?? "";
  await driver.tap(button);
  await waitForReference(driver, game);
  await waitForSectionInView(driver, section, `the ${section} section in view`);
  await driver.screenshot(`rules-from-question-mark-${name}`);
  await driver.tap('[data-testid="back"]');
  await driver.waitFor(table, { timeout: 20_000 });
}

/** At tablet size: Wild Tiled West's first decision (a partner) and Wild Tiles's planning. @param {Driver} driver */
export async function theQuestionMarkOpensItsSectionAtTabletSize(driver) {
  await driver.setViewport({ width: 1024, height: 768 });
  await startGame(driver, "wild-tiled-west");
  await questionMarkOpens(driver, "wild-tiled-west", "partners", "wtw-tablet");
  await driver.tap('[data-testid="menu"]');
  await startGame(driver, "wild-tiles");
  await questionMarkOpens(driver, "wild-tiles", "planning", "wt-tablet");
}

/**
 * At desktop size in French: Circle the Wagons's first decision, Wild Tiled West's, Rolled
 * West's (from its legend).
 * @param {Driver} driver
 */
export async function theQuestionMarkOpensItsSectionAtDesktopSizeInFrench(driver) {
  await driver.setViewport({ width: 1440, height: 900 });
  await driver.waitFor('[data-locale="fr"]');
  await driver.tap('[data-locale="fr"]');
  await startCtw(driver, "bot");
  await questionMarkOpens(driver, "circle-the-wagons", "turn", "ctw-desktop-fr");
  assert.equal(await driver.attribute('[data-testid="open-rules"]', "aria-label"), "Règles du jeu");
  await driver.tap('[data-testid="menu"]');
  await startGame(driver, "wild-tiled-west");
  await questionMarkOpens(driver, "wild-tiled-west", "partners", "wtw-desktop-fr");
  // Rolled West's "?" is its legend, whose rules link opens at the turn (or at banking, when
  // the Claim Jumper went first and offers its dice).
  await driver.tap('[data-testid="menu"]');
  await startGame(driver, "rolled-west");
  await questionMarkOpens(driver, "rolled-west", ["turn", "banking"], "rw-desktop-fr", true);
}
