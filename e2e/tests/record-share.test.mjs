// A result shared between devices, in the real app: device A plays today's Wild Tiled West
// challenge to its end and takes its share code (and QR code) from the History; device B (a
// data folder of its own, its own result for that day) pastes it on "Check a result", sees the
// verified score, rank and date beside its own, and watches the game move by move; a code with
// one character altered is refused with its reason. The games are played out through the
// backend (the subject is the code, not the game), the sharing and checking on the screen.

import assert from "node:assert/strict";
import { renameSync } from "node:fs";
import { join } from "node:path";
import { invoke } from "../lib/backend.mjs";
import { checkLayout } from "../lib/ctw.mjs";
import { checkLargeText, PHONE } from "../lib/largeText.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const appFolder = (/** @type {Driver} */ driver) => join(driver.dataDir, "com.saloon.table");

/**
 * Today's challenge of `game` played to its end through the backend, each move the first legal
 * one or (`last`) the last. Returns its last update.
 * @param {Driver} driver @param {string} game @param {boolean} last
 */
async function playDaily(driver, game, last) {
  const out = await driver.executeAsync(
    /** @param {string} game @param {boolean} last @param {(out: object) => void} done */
    (game, last, done) => {
      const invoke = /** @type {any} */ (window).__TAURI_INTERNALS__.invoke;
      (async () => {
        let u = await invoke("start_daily", { game, name: last ? "Bea" : "Ann" });
        for (let i = 0; !u.finished && i < 3000; i++) {
          const action = last ? u.legal[u.legal.length - 1] : u.legal[0];
          u = await invoke("act", { session: u.session, seat: 0, action });
        }
        done(u);
      })().catch((e) => done({ error: JSON.stringify(e) }));
    },
    game,
    last,
  );
  assert.ok(out.finished, `${game}'s daily played out: ${JSON.stringify(out).slice(0, 300)}`);
  return out;
}

/** The app stopped and started again on the same XDG_DATA_HOME, `meanwhile` done between. */
async function relaunch(/** @type {Driver} */ driver, /** @type {() => void} */ meanwhile) {
  await driver.quit();
  await new Promise((r) => setTimeout(r, 1_000));
  meanwhile();
  await driver.reopen();
  await driver.waitFor('[data-testid="home"]', { timeout: 30_000 });
}

/** The check screen with `code` pasted and checked; waits for its verdict. */
async function checkCode(/** @type {Driver} */ driver, /** @type {string} */ code, /** @type {string} */ verdict) {
  await driver.execute(() => {
    const input = /** @type {HTMLTextAreaElement} */ (document.querySelector('[data-testid="check-input"]'));
    input.value = "";
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await driver.type('[data-testid="check-input"]', code);
  await driver.tap('[data-testid="check-submit"]');
  await driver.waitFor(`[data-testid="${verdict}"]`, { timeout: 30_000 });
}

/** @param {Driver} driver */
export async function aDailyCodeChecksOnAnotherDevice(driver) {
  await driver.setViewport(PHONE);
  await driver.waitFor('[data-testid="home"]', { timeout: 30_000 });

  // Device A: today's challenge, its code from the History.
  const played = await playDaily(driver, "wild-tiled-west", false);
  const score = played.scores[0].total;
  const today = (await invoke(driver, "daily_status", { game: "wild-tiled-west" })).date;
  await driver.tap('[data-testid="open-history"]');
  await driver.waitFor('[data-testid="history-share"]', { timeout: 20_000 });
  assert.ok((await driver.attribute('[data-testid="history-share"]', "title"))?.includes("share code"));
  await driver.tap('[data-testid="history-share"]');
  await driver.waitFor('[data-testid="share-code"]', { timeout: 20_000 });
  const code = await driver.execute(
    () => /** @type {HTMLTextAreaElement} */ (document.querySelector('[data-testid="share-code"]')).value,
  );
  assert.match(code, /^S1[0-9A-HJKMNP-TV-Z]+$/, "a code of base32 capitals");
  assert.ok(code.length < 300, `${code.length} characters`);
  console.log(`  the daily's code: ${code.length} characters`);
  assert.match(await driver.text('[data-testid="share-panel"]'), new RegExp(`daily challenge of ${today}`));
  assert.ok(await driver.execute(() => !!document.querySelector('[data-testid="share-qr"] svg')), "a QR code");
  await driver.atEachViewport("record-share-code", async (v) => {
    await driver.execute(() => document.querySelector('[data-testid="share-panel"]')?.scrollIntoView());
    await checkLayout(driver, `share ${v.name}`);
  });
  await checkLargeText(driver, "record-share-code");

  // Device B: A's folder moved aside, its own try at the same day.
  await relaunch(driver, () => renameSync(appFolder(driver), join(driver.dataDir, "device-a")));
  assert.equal((await invoke(driver, "history", { offset: 0, limit: 5 })).total, 0, "B has nothing of A's");
  const own = await playDaily(driver, "wild-tiled-west", true);
  await driver.refresh();
  await driver.waitFor('[data-testid="open-check"]', { timeout: 30_000 });
  await driver.tap('[data-testid="open-check"]');
  await driver.waitFor('[data-testid="check-input"]');
  await checkCode(driver, code, "check-result");
  assert.equal(await driver.text('[data-testid="check-score"]'), String(score));
  assert.equal(await driver.text('[data-testid="check-date"]'), today);
  assert.equal(await driver.text('[data-testid="check-name"]'), "Ann");
  assert.match(
    await driver.text('[data-testid="check-mine"]'),
    new RegExp(`Your result that day: ${own.scores[0].total} pts`),
  );
  await driver.atEachViewport("record-share-checked", (v) => checkLayout(driver, `checked ${v.name}`));
  await checkLargeText(driver, "record-share-checked");

  // The game move by move, then back to the check.
  await driver.tap('[data-testid="check-replay"]');
  await driver.waitFor('[data-testid="replay-controls"][data-step="0"]', { timeout: 30_000 });
  await driver.tap('[data-testid="replay-forward"]');
  await driver.waitFor('[data-testid="replay-controls"][data-step="1"]', { timeout: 30_000 });
  await driver.atEachViewport("record-share-replay");
  await driver.setViewport(PHONE);
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="check-result"]', { timeout: 30_000 });

  // One character altered: refused with its reason, in French too.
  const at = Math.floor(code.length / 2);
  const altered = code.slice(0, at) + (code[at] === "A" ? "B" : "A") + code.slice(at + 1);
  await checkCode(driver, altered, "check-refused");
  assert.match(await driver.text('[data-testid="check-refused"]'), /damaged: a character is wrong/);
  await driver.atEachViewport("record-share-refused", (v) => checkLayout(driver, `refused ${v.name}`));
  await driver.setViewport(PHONE);
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-testid="language-switch"] [data-locale="fr"]', { timeout: 20_000 });
  await driver.tap('[data-testid="language-switch"] [data-locale="fr"]');
  await driver.waitFor(async () => (await driver.text('[data-testid="open-check"]')) === "Vérifier un résultat");
  await driver.tap('[data-testid="open-check"]');
  await driver.waitFor('[data-testid="check-input"]');
  await checkCode(driver, altered, "check-refused");
  assert.match(await driver.text('[data-testid="check-refused"]'), /Ce code est abîmé/);
  await driver.screenshot("record-share-refused-fr-phone");
}
aDailyCodeChecksOnAnotherDevice.timeoutMs = 300_000;
