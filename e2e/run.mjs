#!/usr/bin/env node
// End-to-end runner: the real Saloon binary, driven through tauri-driver (WebKitWebDriver)
// under Xvfb. Runs e2e/tests/*.test.mjs in order; each exported async function is one test and
// gets a fresh app (new WebDriver session) with a fresh XDG_DATA_HOME, so saves never leak
// between tests. Screenshots land in artifacts/screenshots/. Ends with "N passed, M failed".
//
// Environment: SALOON_APP (binary, default target/debug/saloon-app), E2E_FILTER (substring of
// "<file> <test>" to run a subset), E2E_RETRIES (tries after a failure, default 1),
// E2E_TEST_TIMEOUT_MS (per test, default 120000), TAURI_DRIVER (path), E2E_PORT (tauri-driver
// port, default 4444). A test function may carry
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
import { openSession, waitForServer } from "./lib/webdriver.mjs";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const app = resolve(process.env.SALOON_APP ?? join(root, "target/debug/saloon-app"));
const artifacts = join(root, "artifacts");
const screenshotDir = join(artifacts, "screenshots");
const logDir = join(artifacts, "e2e-logs");
const testTimeoutMs = Number(process.env.E2E_TEST_TIMEOUT_MS ?? 120_000);
const filter = process.env.E2E_FILTER ?? "";
const retries = Number(process.env.E2E_RETRIES ?? 1);
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

/** @param {(string | undefined)[]} order @param {string} name */
function rank(order, name) {
  const i = order.indexOf(name);
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
}

async function main() {
  let passed = 0;
  let failed = 0;
  /** @type {import("node:child_process").ChildProcess | null} */
  let xvfb = null;

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

    const testDir = join(root, "e2e/tests");
    const files = readdirSync(testDir)
      .filter((f) => f.endsWith(".test.mjs"))
      .sort();
    if (files.length === 0) throw new Error(`no e2e/tests/*.test.mjs files`);

    const xServer = await startXvfb(join(logDir, "xvfb.log"));
    xvfb = xServer.process;
    const display = xServer.display;
    console.log(`e2e: Xvfb on :${display}, app ${app}`);

    for (const file of files) {
      const module = await import(pathToFileURL(join(testDir, file)).href);
      const suite = basename(file, ".test.mjs");
      // Run tests in the order the file declares them (a module namespace lists names sorted).
      const source = readFileSync(join(testDir, file), "utf8");
      const declared = [...source.matchAll(/^export\s+(?:async\s+)?function\s+([\w$]+)/gm)].map((m) => m[1]);
      const names = Object.keys(module).filter((key) => typeof module[key] === "function");
      names.sort((a, b) => rank(declared, a) - rank(declared, b));
      const tests = names.map((key) => /** @type {[string, (driver: any) => unknown]} */ ([key, module[key]]));
      for (const [name, fn] of tests) {
        const label = `${suite} › ${name}`;
        if (filter && !`${file} ${name}`.includes(filter)) continue;
        // A test that fails is run once more (E2E_RETRIES), and one that passes only then is
        // named at the end: a flaky test stays visible without failing the whole run.
        let passedNow = false;
        for (let attempt = 1; attempt <= 1 + retries && !passedNow; attempt++) {
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
            const port = await freePortPair(Number(process.env.E2E_PORT ?? 4444));
            driverProcess = start(tauriDriver, ["--port", String(port), "--native-port", String(port + 1)], {
              env: { ...process.env, DISPLAY: `:${display}`, XDG_DATA_HOME: dataDir },
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
            const own = /** @type {{ timeoutMs?: number }} */ (fn).timeoutMs;
            const timeout = Math.max(testTimeoutMs, typeof own === "number" ? own : 0);
            await withTimeout(Promise.resolve(fn(d)), timeout, label);
            passedNow = true;
            if (attempt > 1) flaky.push(label);
            console.log(`  ✔ ${label} (${Date.now() - started} ms)${attempt > 1 ? ", on its second try" : ""}`);
          } catch (error) {
            console.log(`  ✘ ${label} (${Date.now() - started} ms)${attempt <= retries ? ": trying once more" : ""}`);
            console.log(
              `    ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`.replaceAll(
                "\n",
                "\n    ",
              ),
            );
            if (driver) {
              await driver.screenshot(`FAILED-${suite}-${name}`, { audit: false }).catch(() => {});
              const uncaught = await driver.execute("return window.__saloonErrors ?? [];").catch(() => []);
              if (Array.isArray(uncaught) && uncaught.length > 0) {
                console.log(`    uncaught in the webview:\n${uncaught.join("\n").replace(/^/gm, "      ")}`);
              }
            }
            console.log(`    last lines of ${logFile}:\n${tail(logFile, 15).replace(/^/gm, "      ")}`);
          } finally {
            if (driver) await driver.quit().catch(() => {});
            if (driverProcess) await stop(driverProcess);
            rmSync(dataDir, { recursive: true, force: true });
            dataDirs.delete(dataDir);
          }
        }
        if (passedNow) passed++;
        else failed++;
      }
    }
  } catch (error) {
    failed++;
    console.log(`e2e setup failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (xvfb) await stop(xvfb);
    stopAllNow();
  }

  if (flaky.length > 0) console.log(`flaky (passed on a second try): ${flaky.join(", ")}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
}

await main();
