// The player's record carried between devices, in the real app: Settings > "Back up your
// record" on device A, "Restore from a backup" on device B. A device is a data folder: the test
// moves A's folder aside between two launches of the app on the same XDG_DATA_HOME, so B
// starts with nothing of A's. The finished games are played out through the backend (the
// subject is the record, not the game); the backup and the restore go through the screen, the
// system's dialog standing in as e2e/lib/dialog.mjs says.

import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { invoke } from "../lib/backend.mjs";
import { checkLayout } from "../lib/ctw.mjs";
import { answerDialog } from "../lib/dialog.mjs";
import { checkLargeText, PHONE } from "../lib/largeText.mjs";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */
/** @typedef {{ session: string, game: string, rank: string | null, scores: { total: number }[] }} Entry */

const appFolder = (/** @type {Driver} */ driver) => join(driver.dataDir, "com.saloon.table");

/**
 * A solo game played to its end through the backend, each move the first legal one: a daily
 * (`start_daily`) or a game on `seed`. Returns its session.
 * @param {Driver} driver @param {{ game: string, daily?: boolean, seed?: string }} how
 */
async function playOut(driver, { game, daily = false, seed = "1" }) {
  const out = await driver.executeAsync(
    /**
     * @param {string} game @param {boolean} daily @param {string} seed
     * @param {(out: object) => void} done
     */
    (game, daily, seed, done) => {
      const invoke = /** @type {any} */ (window).__TAURI_INTERNALS__.invoke;
      (async () => {
        const seats = [{ name: "Ann", kind: { type: "human" } }];
        let u = daily
          ? await invoke("start_daily", { game, name: "Ann" })
          : await invoke("new_game", { request: { game, seats, seed } });
        for (let i = 0; !u.finished && i < 3000; i++) {
          u = await invoke("act", { session: u.session, seat: 0, action: u.legal[0] });
        }
        done({ session: u.session, finished: u.finished });
      })().catch((e) => done({ error: JSON.stringify(e) }));
    },
    game,
    daily,
    seed,
  );
  assert.ok(out.finished, `${game} played out: ${JSON.stringify(out)}`);
  return /** @type {string} */ (out.session);
}

/** Every finished game on the device, newest first. @param {Driver} driver @returns {Promise<Entry[]>} */
async function history(driver) {
  const page = await invoke(driver, "history", { offset: 0, limit: 500 });
  return page.games;
}

/** @param {Driver} driver */
async function openSettings(driver) {
  await driver.waitFor('[data-testid="open-settings"]', { timeout: 30_000 });
  await driver.tap('[data-testid="open-settings"]');
  await driver.waitFor('[data-testid="backup"][data-state="idle"]');
}

/**
 * The backup panel in sight, its heading at the top (it sits below the other settings), and
 * the layout checked: what each screenshot shows.
 * @param {Driver} driver @param {string} where
 */
async function panelInSight(driver, where) {
  await driver.execute(`document.querySelector('[data-testid="backup"]').scrollIntoView({ block: "start" });`);
  await checkLayout(driver, where);
}

/**
 * The app stopped, and started again on the same XDG_DATA_HOME.
 * @param {Driver} driver @param {() => void} meanwhile
 */
async function relaunch(driver, meanwhile) {
  await driver.quit();
  // The app's process ends with its session; give it a moment to let go of its files.
  await new Promise((r) => setTimeout(r, 1_000));
  meanwhile();
  await driver.reopen();
  await driver.waitFor('[data-testid="home"]', { timeout: 30_000 });
}

/**
 * Taps a backup button and waits for that run's outcome (the panel counts its runs).
 * @param {Driver} driver @param {"export" | "import"} which @param {string} state
 */
async function tapAndWait(driver, which, state) {
  const runs = Number(await driver.attribute('[data-testid="backup"]', "data-runs"));
  await driver.tap(`[data-testid="backup-${which}"]`);
  await driver.waitFor(`[data-testid="backup"][data-runs="${runs + 1}"]`, { timeout: 60_000 });
  assert.equal(await driver.attribute('[data-testid="backup"]', "data-state"), state);
}

/**
 * The document inside a backup file, edited and packed again.
 * @param {Buffer} bytes @param {(doc: any) => void} edit
 */
function rewrite(bytes, edit) {
  const doc = JSON.parse(gunzipSync(bytes).toString("utf8"));
  edit(doc);
  return gzipSync(Buffer.from(JSON.stringify(doc)));
}

/** The names of the record files and slots in the app's folder: what a restore may change. @param {Driver} driver */
function savedFiles(driver) {
  const dir = appFolder(driver);
  const history = existsSync(join(dir, "history")) ? readdirSync(join(dir, "history")).sort() : [];
  const slots = readdirSync(dir)
    .filter((f) => f.startsWith("saloon-"))
    .sort()
    .map((f) => [f, readFileSync(join(dir, f), "utf8")]);
  return JSON.stringify({ history, slots });
}

/** @param {Driver} driver */
export async function aRecordMovesToAnotherDeviceAndMerges(driver) {
  await driver.setViewport(PHONE);
  await driver.waitFor('[data-testid="home"]', { timeout: 30_000 });
  const backupFile = join(driver.dataDir, "record-a.saloon");

  // Device A: today's Wild Tiles challenge and a Rolled West solo game, then the backup.
  const daily = await playOut(driver, { game: "wild-tiles", daily: true });
  const solo = await playOut(driver, { game: "rolled-west", seed: "21" });
  const onA = await history(driver);
  assert.deepEqual(onA.map((g) => g.session).sort(), [daily, solo].sort());
  await openSettings(driver);
  answerDialog(driver, null);
  await tapAndWait(driver, "export", "idle"); // the player closed the dialog: nothing written
  assert.ok(!existsSync(backupFile));
  answerDialog(driver, backupFile);
  await tapAndWait(driver, "export", "exported");
  assert.match(await driver.text('[data-testid="backup-outcome"]'), /Backed up 2 finished games and 1 daily result \(/);
  const bytes = readFileSync(backupFile);
  assert.deepEqual([...bytes.subarray(0, 2)], [0x1f, 0x8b], "a gzip file");
  const doc = JSON.parse(gunzipSync(bytes).toString("utf8"));
  assert.equal(doc.saloon_backup, 1);
  assert.deepEqual(doc.games.map((/** @type {any} */ g) => g.session).sort(), [daily, solo].sort());
  await driver.atEachViewport("record-backup-exported", (v) => panelInSight(driver, `exported ${v.name}`));

  // Device B: A's folder moved aside, a record of B's own.
  await relaunch(driver, () => renameSync(appFolder(driver), join(driver.dataDir, "device-a")));
  assert.equal((await history(driver)).length, 0, "device B starts with nothing of A's");
  const own = await playOut(driver, { game: "rolled-west", seed: "22" });
  const ownGang = await playOut(driver, { game: "wild-tiles", seed: "23" });
  const before = await history(driver);

  // A damaged file (cut short) and a newer one are refused, and B's record is unchanged.
  await openSettings(driver);
  const savedBefore = savedFiles(driver);
  const damaged = join(driver.dataDir, "damaged.saloon");
  writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
  answerDialog(driver, damaged);
  await tapAndWait(driver, "import", "failed");
  assert.match(await driver.text('[data-testid="backup-error"]'), /not a whole Saloon backup.*Nothing was changed/);
  await driver.atEachViewport("record-backup-damaged", (v) => panelInSight(driver, `damaged ${v.name}`));
  const newer = join(driver.dataDir, "newer.saloon");
  writeFileSync(
    newer,
    rewrite(bytes, (d) => (d.saloon_backup = 2)),
  );
  answerDialog(driver, newer);
  await tapAndWait(driver, "import", "failed");
  assert.match(await driver.text('[data-testid="backup-error"]'), /newer Saloon/);
  assert.equal(savedFiles(driver), savedBefore, "the refused files changed no save");
  assert.deepEqual(await history(driver), before);

  // A's backup restored: both records, each game once, the daily result with it.
  answerDialog(driver, backupFile);
  await tapAndWait(driver, "import", "imported");
  const counts = await driver.text('[data-testid="backup-counts"]');
  assert.match(counts, /2 games restored/);
  assert.match(counts, /None already here/);
  assert.match(counts, /None refused/);
  assert.match(counts, /1 daily result added/);
  await driver.atEachViewport("record-backup-restored", (v) => panelInSight(driver, `restored ${v.name}`));
  const merged = await history(driver);
  const sessions = merged.map((g) => g.session);
  assert.deepEqual([...sessions].sort(), [daily, solo, own, ownGang].sort(), "both histories, each game once");
  for (const game of onA) {
    const here = merged.find((g) => g.session === game.session);
    assert.equal(here?.rank, game.rank, `${game.session}: the rank it earned on A`);
    assert.deepEqual(here?.scores, game.scores, `${game.session}: its scores`);
  }
  const status = await invoke(driver, "daily_status", { game: "wild-tiles" });
  assert.equal(status.today?.session, daily, "A's daily result is B's today's");

  // Again: nothing new, each game kept once.
  answerDialog(driver, backupFile);
  await tapAndWait(driver, "import", "imported");
  assert.match(await driver.text('[data-testid="backup-counts"]'), /No new games restored.*2 already here, kept once/s);
  assert.equal((await history(driver)).length, 4, "no game twice");

  // A game whose score was altered is refused with its reason, in French too.
  await driver.tap('[data-testid="set-language-fr"]');
  await driver.waitFor(async () => (await driver.text('[data-testid="backup-import"]')) === "Restaurer une sauvegarde");
  const tampered = join(driver.dataDir, "tampered.saloon");
  writeFileSync(
    tampered,
    rewrite(bytes, (d) => {
      const game = d.games.find((/** @type {any} */ g) => g.session === solo);
      game.session = `${solo}0`;
      game.scores[0].total += 40;
    }),
  );
  answerDialog(driver, tampered);
  await tapAndWait(driver, "import", "imported");
  assert.match(await driver.text('[data-testid="backup-counts"]'), /1 refusée/);
  const refused = await driver.text('[data-testid="backup-refused-game"]');
  assert.match(refused, /Rolled West/);
  assert.match(refused, /ne marque pas les points annoncés/);
  await driver.atEachViewport("record-backup-refused-fr", (v) => panelInSight(driver, `refused ${v.name}`));
  await checkLargeText(driver, "record-backup-refused-fr");
  assert.equal((await history(driver)).length, 4, "the altered game did not come in");

  // The rank history reads both devices' Rolled West games.
  await driver.tap('[data-testid="back"]');
  await driver.waitFor('[data-daily-game="rolled-west"] [data-testid="open-game-record"]');
  await driver.tap('[data-daily-game="rolled-west"] [data-testid="open-game-record"]');
  await driver.waitFor('[data-testid="score-chart"]');
  const points = await driver.findAll('[data-testid="chart-point"]');
  const rolledWest = merged.filter((g) => g.game === "rolled-west" && g.rank !== null);
  assert.equal(points.length, rolledWest.length, "a point for each Rolled West solo game of both devices");
  await driver.screenshot("record-backup-rank-history-phone");
}
aRecordMovesToAnotherDeviceAndMerges.timeoutMs = 300_000;

// A long history's restore shows how far its replays have got: a backup of 1,200 games (one
// game's replay under 1,200 ids, each proven on its own) read on the phone.
/** @param {Driver} driver */
export async function aLongRestoreShowsItsProgress(driver) {
  await driver.setViewport(PHONE);
  await driver.waitFor('[data-testid="home"]', { timeout: 30_000 });
  await playOut(driver, { game: "wild-tiles", seed: "31" });
  await openSettings(driver);
  const one = join(driver.dataDir, "one.saloon");
  answerDialog(driver, one);
  await tapAndWait(driver, "export", "exported");
  const long = join(driver.dataDir, "long.saloon");
  const copies = 1200;
  writeFileSync(
    long,
    rewrite(readFileSync(one), (d) => {
      const game = d.games[0];
      d.games = Array.from({ length: copies }, (_, i) => ({
        ...game,
        session: `${game.session}-${i}`,
        finished_at: game.finished_at + i,
      }));
    }),
  );
  answerDialog(driver, long);
  await driver.tap('[data-testid="backup-import"]');
  const seen = await driver.waitFor(
    async () => {
      const p = await driver.execute(() => {
        const bar = /** @type {HTMLProgressElement | null} */ (
          document.querySelector('[data-testid="backup-progress"]')
        );
        return bar && bar.hasAttribute("value")
          ? { done: bar.value, total: bar.max, text: bar.parentElement?.textContent ?? "" }
          : null;
      });
      return p && p.done > 0 && p.done < p.total ? p : null;
    },
    { timeout: 60_000, interval: 50, message: "the restore's progress, part way" },
  );
  assert.equal(seen.total, copies);
  assert.match(
    seen.text,
    new RegExp(`Checking game ${seen.done.toLocaleString("en")} of ${copies.toLocaleString("en")}`),
  );
  await driver.execute(`document.querySelector('[data-testid="backup"]').scrollIntoView({ block: "start" });`);
  await driver.screenshot("record-backup-progress-phone");
  await driver.waitFor('[data-testid="backup"][data-state="imported"]', { timeout: 180_000 });
  assert.match(
    await driver.text('[data-testid="backup-counts"]'),
    new RegExp(`${copies.toLocaleString("en")} games restored`),
  );
  assert.equal((await invoke(driver, "history", { offset: 0, limit: 1 })).total, copies + 1);
  await panelInSight(driver, "long restored");
  await driver.screenshot("record-backup-long-restored-phone");
}
aLongRestoreShowsItsProgress.timeoutMs = 300_000;
