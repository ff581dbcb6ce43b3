// Saves against the worst: the real app SIGKILLed at random moments while it plays and saves,
// restarted on the same data folder each time (every save loads, at most the action in flight
// is lost); and a slot file full of garbage before launch (the app starts, says so, sets the
// file aside and plays on from the other slot).
//
// SALOON_KILL_ROUNDS (default 5) sets the number of kills; SALOON_KILL_SEED replays a run;
// SALOON_KILL_HISTORY names a save folder to start from, with a long history of finished
// games (`cargo run -p saloon-app --example seed_history -- DIR 200` writes one): every one of
// them, and every game finished during the run, must still be in the history at the end.

import assert from "node:assert/strict";
import { invoke } from "../lib/backend.mjs";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

/** @typedef {import("../lib/webdriver.mjs").Driver} Driver */

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const appBinary = realpathSync(resolve(process.env.SALOON_APP ?? join(root, "target/debug/saloon-app")));
const killRounds = Number(process.env.SALOON_KILL_ROUNDS ?? 5);
const SLOTS = ["saloon-a.json", "saloon-b.json"];

/**
 * mulberry32: a small seeded generator, so a failing run can be replayed.
 * @param {number} seed
 * @returns {() => number}
 */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {Driver} driver */
const slotDir = (driver) => join(driver.dataDir, "com.saloon.table");

/**
 * The pid of this test's app: the app binary running with this test's XDG_DATA_HOME (other
 * tests and other checkouts may run theirs at the same time).
 * @param {Driver} driver
 */
function appPids(driver) {
  const mine = `XDG_DATA_HOME=${driver.dataDir}`;
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/exe`).replace(/ \(deleted\)$/, "") !== appBinary) continue;
      if (!readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").includes(mine)) continue;
      if (/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${entry}/stat`, "utf8"))) continue;
      pids.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return pids;
}

/** @param {Driver} driver */
async function waitForNoApp(driver) {
  await driver.waitFor(async () => appPids(driver).length === 0, { timeout: 15_000, message: "the app gone" });
}

/** @param {Driver} driver */
async function restart(driver) {
  await driver.reopen();
  await driver.waitFor('[data-testid="title"]', { timeout: 30_000 });
}

const seats = [
  { name: "Ann", kind: { type: "human" } },
  { name: "Bo", kind: { type: "human" } },
];

/** @param {Driver} driver @param {number} seed */
async function newGame(driver, seed) {
  const update = await invoke(driver, "new_game", {
    request: { game: "circle-the-wagons", seats, seed: String(seed) },
  });
  return { session: update.session, step: update.step };
}

/**
 * The next move of whoever is to act, chosen by `rand`.
 * @param {Driver} driver @param {string} session @param {() => number} rand
 */
async function nextMove(driver, session, rand) {
  const spectator = await invoke(driver, "view", { session, seat: null });
  const seat = spectator.human_to_act;
  const { legal } = await invoke(driver, "view", { session, seat });
  return { session, seat, action: legal[Math.floor(rand() * legal.length)] };
}

/** @param {Driver} driver */
export async function killedAtRandomMomentsEverySaveLoads(driver) {
  const seed = Number(process.env.SALOON_KILL_SEED ?? Date.now() % 1_000_000_007);
  const rand = random(seed);
  console.log(`    kill rounds: ${killRounds}, SALOON_KILL_SEED=${seed}`);
  await driver.waitFor('[data-testid="title"]');
  /** Every finished game that must be in the history at the end. @type {string[]} */
  const finishedGames = [];
  const historyDir = process.env.SALOON_KILL_HISTORY;
  if (historyDir) {
    await driver.quit();
    await waitForNoApp(driver);
    mkdirSync(slotDir(driver), { recursive: true });
    cpSync(historyDir, slotDir(driver), { recursive: true });
    await restart(driver);
    const seeded = await invoke(driver, "history", { offset: 0, limit: 1_000_000 });
    finishedGames.push(...seeded.games.map((/** @type {{ session: string }} */ g) => g.session));
    console.log(`    starting with a history of ${seeded.total} finished games`);
    // The history screen lists them a page at a time.
    await driver.tap('[data-testid="open-history"]');
    await driver.waitFor('[data-testid="history-more"]', { message: "a long history's next page" });
    const listed = async () => (await driver.findAll('[data-testid="history"] [data-session]')).length;
    const firstPage = await listed();
    assert.ok(firstPage > 0 && firstPage < seeded.total, `one page of ${seeded.total}: ${firstPage}`);
    await driver.screenshot("saves-long-history");
    await driver.tap('[data-testid="history-more"]');
    await driver.waitFor(async () => (await listed()) === 2 * firstPage, { message: "the second page" });
  }
  let game = await newGame(driver, seed);
  let games = 1;
  const tally = { kept: 0, lost: 0, finishedInFlight: 0, setAside: 0, moves: 0 };
  let latency = 20;

  for (let round = 0; round < killRounds; round++) {
    // A few moves that the app confirmed (so they must survive), timing each.
    const confirmed = Math.floor(rand() * 4);
    for (let i = 0; i < confirmed; i++) {
      const move = await nextMove(driver, game.session, rand);
      const started = Date.now();
      const update = await invoke(driver, "act", move);
      latency = 0.7 * latency + 0.3 * (Date.now() - started);
      tally.moves++;
      if (update.finished) {
        finishedGames.push(game.session);
        game = await newGame(driver, seed + ++games);
      } else {
        game.step = update.step;
      }
    }
    // One more move in flight, and the kill at a random moment of its round trip: before it
    // reaches the app, while it is applied and saved, or after.
    const move = await nextMove(driver, game.session, rand);
    const pids = appPids(driver);
    assert.equal(pids.length, 1, `one app for this test: ${pids}`);
    const inFlight = driver
      .execute("window.__TAURI_INTERNALS__.invoke('act', arguments[0]); return true;", move)
      .catch(() => false);
    // Most kills early in the round trip, where the app receives, plays and saves the move.
    await sleep(rand() ** 3 * latency * 1.5);
    process.kill(pids[0], "SIGKILL");
    await inFlight;
    await waitForNoApp(driver);

    await restart(driver);
    const before = readdirSync(slotDir(driver)).filter((f) => f.includes(".damaged-")).length;
    tally.setAside = before;
    const inProgress = await invoke(driver, "in_progress");
    const stillOn = inProgress.find((/** @type {{ session: string }} */ s) => s.session === game.session);
    if (stillOn) {
      const resumed = await invoke(driver, "resume", { session: game.session, viewer: null });
      assert.ok(
        resumed.step === game.step || resumed.step === game.step + 1,
        `round ${round}: confirmed step ${game.step}, loaded ${resumed.step} (seed ${seed})`,
      );
      if (resumed.step === game.step) tally.lost++;
      else tally.kept++;
      game.step = resumed.step;
      // The home screen lists it, and nothing went wrong on the way.
      await driver.waitFor(`[data-session="${game.session}"]`, { message: "the game listed on the home screen" });
    } else {
      // The move in flight ended the game: it must be in the history, complete.
      const done = await invoke(driver, "finished_game", { session: game.session }).catch(() => null);
      assert.ok(done, `round ${round}: game ${game.session} neither in progress nor finished (seed ${seed})`);
      assert.equal(done.replay.actions.length, game.step + 1, "finished by the move in flight");
      tally.finishedInFlight++;
      finishedGames.push(game.session);
      game = await newGame(driver, seed + ++games);
    }
    assert.equal((await driver.findAll('[role="alert"]')).length, 0, "no error on the home screen");
  }
  const history = await invoke(driver, "history", { offset: 0, limit: 1_000_000 });
  const listed = new Set(history.games.map((/** @type {{ session: string }} */ g) => g.session));
  const gone = finishedGames.filter((session) => !listed.has(session));
  assert.deepEqual(gone, [], `finished games lost (seed ${seed})`);
  console.log(
    `    ${killRounds} kills: ${finishedGames.length} finished games, 0 lost (${history.total} in the history); ` +
      `move in flight kept ${tally.kept}, lost ${tally.lost}, ` +
      `finished a game ${tally.finishedInFlight}; ${tally.setAside} torn slot files set aside; ` +
      `${tally.moves} confirmed moves, all kept; act latency ~${Math.round(latency)} ms`,
  );
}
killedAtRandomMomentsEverySaveLoads.timeoutMs = 60_000 + killRounds * 20_000;

/** @param {Driver} driver */
export async function aDamagedSlotIsSetAsideAndTheOtherLoads(driver) {
  await driver.waitFor('[data-testid="title"]');
  await invoke(driver, "set_settings", {
    settings: { language: "en", palette: "colour-blind", hand_off: true },
  });
  const { session } = await newGame(driver, 77);
  const rand = random(77);
  for (let i = 0; i < 3; i++) await invoke(driver, "act", await nextMove(driver, session, rand));

  // Close the app, damage a slot, start it again.
  await driver.quit();
  await waitForNoApp(driver);

  const dir = slotDir(driver);
  const snapshots = SLOTS.map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")).snapshot);
  const newest = snapshots[0].seq > snapshots[1].seq ? 0 : 1;
  const other = 1 - newest;
  const otherBytes = readFileSync(join(dir, SLOTS[other]));
  const otherStep = snapshots[other].entries[`session/${session}`].replay.actions.length;
  assert.ok(otherStep >= 2, "the older slot holds the game too");
  // Garbage in the newest slot: a torn start of JSON, then bytes that are not text at all.
  const garbage = Buffer.concat([
    readFileSync(join(dir, SLOTS[newest])).subarray(0, 120),
    Buffer.from([0, 0xff, 0xfe, 7]),
  ]);
  writeFileSync(join(dir, SLOTS[newest]), garbage);

  await restart(driver);
  // The player is told, in the home screen's save notice.
  const notice = await driver.waitFor(
    async () => {
      const found = await driver.findAll('[data-testid="save-notice"]');
      return found.length > 0 ? driver.text('[data-testid="save-notice"]') : null;
    },
    { message: "the save notice" },
  );
  assert.match(notice, new RegExp(`save slot ${newest + 1} could not be used`));
  assert.match(notice, /set aside/);
  await driver.screenshot("saves-damaged-slot-notice");

  // The bad file is kept beside, byte for byte; the other slot is untouched.
  const aside = readdirSync(dir).filter((f) => f.startsWith(`${SLOTS[newest]}.damaged-`));
  assert.equal(aside.length, 1, `set aside: ${readdirSync(dir)}`);
  assert.deepEqual(readFileSync(join(dir, aside[0])), garbage);
  assert.ok(!existsSync(join(dir, SLOTS[newest])), "nothing written over it yet");
  assert.deepEqual(readFileSync(join(dir, SLOTS[other])), otherBytes);

  // The other slot's game and settings are all there, and play goes on.
  await driver.waitFor(`[data-session="${session}"]`, { message: "the game listed on the home screen" });
  const resumed = await invoke(driver, "resume", { session, viewer: null });
  assert.equal(resumed.step, otherStep);
  assert.equal((await invoke(driver, "get_settings")).palette, "colour-blind");
  const after = await invoke(driver, "act", await nextMove(driver, session, rand));
  assert.equal(after.step, otherStep + 1);
  assert.ok(existsSync(join(dir, SLOTS[newest])), "the next save goes into the freed slot");
}
