// Wild Tiled West's round-1 draft with the free alleys offered ("Instead: build 1 alley / 2
// adjacent alleys"): a die and a stack chosen, the Draft button is in sight on a tablet (held
// either way) with nothing scrolled, above the alternatives. Screenshots of the prompt at every size.

import assert from "node:assert/strict";
import { invoke } from "../lib/backend.mjs";
import { checkLargeText } from "../lib/largeText.mjs";
import { WTW_VIEWPORTS } from "../lib/webdriver.mjs";
import { chooseDraft, outOfSight, playOneStep, waitForTurn } from "../lib/wtw.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const TABLET = { name: "tablet", width: 1024, height: 768 };
const PORTRAIT_TABLET = { name: "portrait-tablet", width: 768, height: 1024 };

/** Waits two frames so a resized table has settled. @param {Driver} driver */
async function settle(driver) {
  await driver.executeAsync("requestAnimationFrame(() => requestAnimationFrame(arguments[0]));");
}

/**
 * Every box around `confirm-draft` scrolled back to its start (as the prompt is first drawn),
 * then why it is out of sight, if it is.
 * @param {Driver} driver
 */
async function draftUnscrolled(driver) {
  await driver.execute(() => {
    for (let p = document.querySelector('[data-testid="confirm-draft"]')?.parentElement; p; p = p.parentElement) {
      p.scrollTop = 0;
      p.scrollLeft = 0;
    }
    scrollTo(0, 0);
  });
  await settle(driver);
  return outOfSight(driver, '[data-testid="confirm-draft"]', "data-testid");
}

/** @param {Driver} driver */
export async function draftInSightBesideTheFreeAlleys(driver) {
  const u = await invoke(driver, "new_game", {
    request: { game: "wild-tiled-west", seats: [{ name: "Ann", kind: { type: "human" } }], seed: "4" },
  });
  await driver.setViewport(TABLET);
  await driver.refresh();
  const resume = `[data-testid="in-progress"] [data-session="${u.session}"] [data-testid="resume"]`;
  await driver.waitFor(resume, { timeout: 20_000 });
  await driver.tap(resume);
  // The game opens on the partner to keep; then the first draft.
  for (let s = await waitForTurn(driver); s.decision !== "draft"; s = await waitForTurn(driver)) {
    assert.ok(!s.over && !s.handoff && s.round === 1, `a round-1 draft (at ${s.decision})`);
    await playOneStep(driver, s);
  }
  await driver.waitFor('[data-testid="free-alleys-1"]');
  assert.ok(await chooseDraft(driver), "a die and a stack chosen");
  // The market in the column, then the board turned to (the market's overview in a narrow column).
  for (const tab of ["market", "board"]) {
    if ((await driver.findAll(`[data-testid="tab-${tab}"][aria-pressed="false"]`)).length > 0)
      await driver.tap(`[data-testid="tab-${tab}"]`);
    for (const size of [TABLET, PORTRAIT_TABLET]) {
      await driver.setViewport(size);
      await settle(driver);
      assert.ok(
        (await driver.findAll('[data-testid="free-alleys-1"]')).length > 0,
        `${size.name}: the free alleys offered`,
      );
      const hidden = await draftUnscrolled(driver);
      await driver.screenshot(`wtw-draft-row-${tab}-${size.name}`);
      assert.deepEqual(hidden, [], `${size.name}, the ${tab} shown: Draft out of sight beside the free alleys`);
    }
  }
  // The hint's reason shown too (Suggest picks a stack, perhaps one with a building to explain).
  await driver.setViewport(TABLET);
  await settle(driver);
  await driver.tap('[data-testid="suggest"]');
  await driver.waitFor('[data-testid="hint-reason"]', { timeout: 30_000 });
  await driver.waitFor('[data-stack][aria-pressed="true"]');
  for (const size of [TABLET, PORTRAIT_TABLET]) {
    await driver.setViewport(size);
    await settle(driver);
    const hidden = await draftUnscrolled(driver);
    await driver.screenshot(`wtw-draft-row-hint-${size.name}`);
    assert.deepEqual(hidden, [], `${size.name}, the hint's reason shown: Draft out of sight beside the free alleys`);
  }
  // The landscape phone is 844 x 480: the window goes no lower (src-tauri/tauri.conf.json).
  for (const size of WTW_VIEWPORTS) {
    await driver.setViewport(size);
    await settle(driver);
    await draftUnscrolled(driver);
    await driver.screenshot(`wtw-draft-row-${size.name}`);
  }
  // At phone size with 200% text: the compact row still wraps whole, nothing cut.
  await checkLargeText(driver, "wtw-draft-row", TABLET, { wholeWords: '[data-testid^="free-alleys-"]' });
}
draftInSightBesideTheFreeAlleys.timeoutMs = 120_000;
