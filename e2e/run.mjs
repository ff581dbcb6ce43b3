#!/usr/bin/env node
// End-to-end runner: the real Saloon binary, driven through tauri-driver (WebKitWebDriver)
// under Xvfb. Runs e2e/tests/*.test.mjs; each exported async function is one test and
// gets a fresh app (new WebDriver session) with a fresh XDG_DATA_HOME, so saves never leak
// between tests. Screenshots land in artifacts/screenshots/. Ends with "N passed, M failed".
//
// Environment: SALOON_APP (binary, default target/debug/saloon-app), E2E_FILTER (substring of
// "<file> <test>" to run a subset), E2E_RETRIES (tries after a failure, default 1),
// E2E_TEST_TIMEOUT_MS (per test, default 120000), TAURI_DRIVER (path), E2E_PORT (tauri-driver
// port, default 4444; worker n searches from 4444 + 200n), E2E_WORKERS (tests run side by
// side, default 1; the longest start first), E2E_PROFILE=1 (after each test, how many WebDriver
// commands it sent, their time, and the time its waits slept), E2E_GL=1 (WebKit's GL
// compositor on, as on a device with a GPU; off by default, see below). A test function may carry
// its own `timeoutMs` (a whole game takes longer than a screen check); the longer one wins.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  freePortPair,
  start,
  startXvfb,
  stop,
  stopAll,
  stopAllNow,
  tail,
  which,
  withTimeout,
} from "./lib/processes.mjs";
import { auditCounts } from "./lib/audit.mjs";
import { dialogAnswer } from "./lib/dialog.mjs";
import { openSession, requestStats, waitForServer } from "./lib/webdriver.mjs";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const app = resolve(process.env.SALOON_APP ?? join(root, "target/debug/saloon-app"));
const artifacts = join(root, "artifacts");
const screenshotDir = join(artifacts, "screenshots");
const logDir = join(artifacts, "e2e-logs");
// Xvfb has no GPU, so WebKit's GL compositor runs on Mesa's software rasteriser, which took
// half of the app's CPU in a test (ctw-vs-bot: 35 s, 16 s without). The tests read the DOM,
// not pixels, so they run without it unless E2E_GL=1 asks for the path a GPU device takes.
const compositing = process.env.E2E_GL === "1" ? {} : { WEBKIT_DISABLE_DMABUF_RENDERER: "1" };
const testTimeoutMs = Number(process.env.E2E_TEST_TIMEOUT_MS ?? 120_000);
const filter = process.env.E2E_FILTER ?? "";
const retries = Number(process.env.E2E_RETRIES ?? 1);
// Where each test's time went: WebDriver commands, and the sleeps of its waits between polls.
const profile = process.env.E2E_PROFILE === "1";
// Tests run this many at a time, each worker with its own X server; most of a test's time is
// the app's own pauses (a tile's landing, a bot's delay, the hand-off's hold), not the CPU.
const workers = Number(process.env.E2E_WORKERS ?? 1);
/** Tests that passed only on their second try. @type {string[]} */
const flaky = [];

/** Temporary XDG_DATA_HOME folders still in use, removed on any exit. */
const dataDirs = new Set();

function removeDataDirs() {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs.clear();
}

process.on("exit", () => {
  stopAllNow();
  removeDataDirs();
});
for (const sig of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.once(sig, async () => {
    console.log(`e2e: ${sig}, stopping`);
    // SIGTERM first so Xvfb removes its lock file and socket; then the exit handler kills the rest.
    await stopAll(1_500);
    process.exit(sig === "SIGINT" ? 130 : 143);
  });
}

/**
 * CPU seconds used so far by the processes a test started (tauri-driver, WebKitWebDriver, the
 * app and its web processes): those whose environment holds the test's own data folder. Also
 * by thread name (`saloon-app/tokio-runtime-w`, `WebKitWebProces/…`), to tell the rules
 * backend's share from the web engine's.
 * @param {string} dataDir
 * @returns {{ total: number, byThread: Map<string, number> }}
 */
function cpuSeconds(dataDir) {
  let ticks = 0;
  /** @type {Map<string, number>} */
  const byThread = new Map();
  /** @param {string} stat */
  const parse = (stat) => {
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { name, ticks: Number(fields[11]) + Number(fields[12]) };
  };
  for (const pid of existsSync("/proc") ? readdirSync("/proc") : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/environ`, "utf8").includes(`XDG_DATA_HOME=${dataDir}\0`)) continue;
      const process = parse(readFileSync(`/proc/${pid}/stat`, "utf8"));
      ticks += process.ticks;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const thread = parse(readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8"));
        const key = `${process.name}/${thread.name}`;
        byThread.set(key, (byThread.get(key) ?? 0) + thread.ticks / 100);
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return { total: ticks / 100, byThread };
}

/** @param {(string | undefined)[]} order @param {string} name */
function rank(order, name) {
  const i = order.indexOf(name);
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
}

/**
 * @typedef {object} Test
 * @property {string} file
 * @property {string} suite
 * @property {string} name
 * @property {(driver: any) => unknown} fn
 * @property {number} timeoutMs
 */

/** Every test the filter selects, in file order, each file's tests in the order it declares them. */
async function collectTests() {
  const testDir = join(root, "e2e/tests");
  const files = readdirSync(testDir)
    .filter((f) => f.endsWith(".test.mjs"))
    .sort();
  if (files.length === 0) throw new Error(`no e2e/tests/*.test.mjs files`);
  /** @type {Test[]} */
  const tests = [];
  for (const file of files) {
    const module = await import(pathToFileURL(join(testDir, file)).href);
    const suite = basename(file, ".test.mjs");
    // Run tests in the order the file declares them (a module namespace lists names sorted).
    const source = readFileSync(join(testDir, file), "utf8");
    const declared = [...source.matchAll(/^export\s+(?:async\s+)?function\s+([\w$]+)/gm)].map((m) => m[1]);
    const names = Object.keys(module).filter((key) => typeof module[key] === "function");
    names.sort((a, b) => rank(declared, a) - rank(declared, b));
    for (const name of names) {
      if (filter && !`${file} ${name}`.includes(filter)) continue;
      const fn = module[name];
      const own = /** @type {{ timeoutMs?: number }} */ (fn).timeoutMs;
      tests.push({ file, suite, name, fn, timeoutMs: Math.max(testTimeoutMs, typeof own === "number" ? own : 0) });
    }
  }
  return tests;
}

/**
 * Runs one test on a fresh app (its own tauri-driver, WebDriver session and XDG_DATA_HOME),
 * once more after a failure (E2E_RETRIES). Its report is printed in one piece, so workers
 * running side by side never interleave inside it.
 * @param {Test} test @param {{ tauriDriver: string, display: number, portBase: number }} worker
 * @returns {Promise<boolean>} whether it passed
 */
async function runTest(test, { tauriDriver, display, portBase }) {
  const { suite, name, fn, timeoutMs } = test;
  const label = `${suite} › ${name}`;
  // A test that fails is run once more (E2E_RETRIES), and one that passes only then is
  // named at the end: a flaky test stays visible without failing the whole run.
  for (let attempt = 1; attempt <= 1 + retries; attempt++) {
    /** @type {string[]} */
    const report = [];
    const started = Date.now();
    const logFile = join(logDir, `${suite}-${name}.log`);
    rmSync(logFile, { force: true });
    const dataDir = mkdtempSync(join(tmpdir(), "saloon-e2e-data-"));
    dataDirs.add(dataDir);
    /** @type {import("node:child_process").ChildProcess | null} */
    let driverProcess = null;
    /** @type {import("./lib/webdriver.mjs").Driver | null} */
    let driver = null;
    try {
      const port = await freePortPair(portBase);
      driverProcess = start(tauriDriver, ["--port", String(port), "--native-port", String(port + 1)], {
        // SALOON_E2E_DIALOG: the file whose first line a debug build's backup dialog answers
        // with (src-tauri/src/backup.rs), as a native dialog cannot be driven through WebDriver.
        env: {
          ...process.env,
          ...compositing,
          DISPLAY: `:${display}`,
          XDG_DATA_HOME: dataDir,
          SALOON_E2E_DIALOG: dialogAnswer(dataDir),
        },
        logFile,
      });
      const baseUrl = `http://127.0.0.1:${port}`;
      await waitForServer(baseUrl, 15_000);
      const session = openSession({
        baseUrl,
        capabilities: { alwaysMatch: { "tauri:options": { application: app } } },
        screenshotDir,
        dataDir,
        testName: name,
      });
      driver = await withTimeout(session, 60_000, "opening the WebDriver session");
      const d = driver;
      const stats = requestStats(baseUrl);
      const before = { ...stats, byKind: new Map([...stats.byKind].map(([k, v]) => [k, { ...v }])) };
      await withTimeout(Promise.resolve(fn(d)), timeoutMs, label);
      if (attempt > 1) flaky.push(label);
      console.log(`  ✔ ${label} (${Date.now() - started} ms)${attempt > 1 ? ", on its second try" : ""}`);
      if (profile) {
        const after = requestStats(baseUrl);
        const cpu = cpuSeconds(dataDir);
        console.log(
          `    webdriver: ${after.requests - before.requests} commands ` +
            `taking ${Math.round(after.ms - before.ms)} ms, ` +
            `${Math.round(after.waitedMs - before.waitedMs)} ms slept between polls; ` +
            `the app's processes used ${cpu.total.toFixed(1)} s of CPU`,
        );
        const threads = [...cpu.byThread].sort((a, b) => b[1] - a[1]).slice(0, 6);
        console.log(`    CPU by thread: ${threads.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(", ")}`);
        const kinds = [...after.byKind].map(([kind, k]) => {
          const was = before.byKind.get(kind) ?? { requests: 0, ms: 0 };
          return { kind, requests: k.requests - was.requests, ms: k.ms - was.ms };
        });
        for (const k of kinds.sort((a, b) => b.ms - a.ms).slice(0, 8)) {
          console.log(`      ${k.kind}: ${k.requests} taking ${Math.round(k.ms)} ms`);
        }
      }
      return true;
    } catch (error) {
      report.push(`  ✘ ${label} (${Date.now() - started} ms)${attempt <= retries ? ": trying once more" : ""}`);
      report.push(
        `    ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`.replaceAll("\n", "\n    "),
      );
      if (driver) {
        await driver.screenshot(`FAILED-${suite}-${name}`, { audit: false }).catch(() => {});
        const uncaught = await driver.execute("return window.__saloonErrors ?? [];").catch(() => []);
        if (Array.isArray(uncaught) && uncaught.length > 0) {
          report.push(`    uncaught in the webview:\n${uncaught.join("\n").replace(/^/gm, "      ")}`);
        }
      }
      report.push(`    last lines of ${logFile}:\n${tail(logFile, 15).replace(/^/gm, "      ")}`);
      console.log(report.join("\n"));
    } finally {
      if (driver) await driver.quit().catch(() => {});
      if (driverProcess) await stop(driverProcess);
      rmSync(dataDir, { recursive: true, force: true });
      dataDirs.delete(dataDir);
    }
  }
  return false;
}

async function main() {
  let passed = 0;
  let failed = 0;
  /** @type {import("node:child_process").ChildProcess[]} */
  const xServers = [];

  try {
    // A full run starts from an empty screenshot folder so nothing stale is mistaken for new.
    if (!filter) rmSync(screenshotDir, { recursive: true, force: true });
    mkdirSync(screenshotDir, { recursive: true });
    mkdirSync(logDir, { recursive: true });

    if (!existsSync(app)) {
      throw new Error(`app binary not found: ${app} (build it with: npx tauri build --debug --no-bundle)`);
    }
    const tauriDriver = process.env.TAURI_DRIVER ?? which("tauri-driver") ?? join(homedir(), ".cargo/bin/tauri-driver");
    if (!existsSync(tauriDriver)) throw new Error("tauri-driver not found (cargo install tauri-driver --locked)");
    if (!which("WebKitWebDriver")) throw new Error("WebKitWebDriver not found (apt-get install webkit2gtk-driver)");
    if (!which("Xvfb")) throw new Error("Xvfb not found (apt-get install xvfb)");

    const tests = await collectTests();
    // Longest first (a whole game declares a longer timeout), so the workers end together;
    // the sort is stable, so equal tests keep their file order.
    const queue = [...tests].sort((a, b) => b.timeoutMs - a.timeoutMs);
    const workerCount = Math.max(1, Math.min(workers, queue.length));
    /** @type {{ tauriDriver: string, display: number, portBase: number }[]} */
    const pool = [];
    // One X server a worker, so no window ever takes another's focus; started one after the
    // other, so each finds its own free display.
    for (let w = 0; w < workerCount; w++) {
      const xServer = await startXvfb(join(logDir, `xvfb-${w}.log`));
      xServers.push(xServer.process);
      pool.push({ tauriDriver, display: xServer.display, portBase: Number(process.env.E2E_PORT ?? 4444) + 200 * w });
    }
    const displays = pool.map((p) => `:${p.display}`).join(", ");
    console.log(`e2e: ${queue.length} tests, ${workerCount} at a time (Xvfb on ${displays}), app ${app}`);
    await Promise.all(
      pool.map(async (worker) => {
        for (let test = queue.shift(); test; test = queue.shift()) {
          if (await runTest(test, worker)) passed++;
          else failed++;
        }
      }),
    );
  } catch (error) {
    failed++;
    console.log(`e2e setup failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    for (const xvfb of xServers) await stop(xvfb);
    stopAllNow();
  }

  if (profile) console.log(`axe: ${auditCounts.run} audits run, ${auditCounts.reused} verdicts reused`);
  if (flaky.length > 0) console.log(`flaky (passed on a second try): ${flaky.join(", ")}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
}

await main();
