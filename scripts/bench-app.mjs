#!/usr/bin/env node
// App benchmark: Saloon's release app beside a Tauri hello world built on the same machine in
// the same run, with the same tauri crates (Saloon's Cargo.lock) and the same release profile
// (Saloon's [profile.release]). Measures, for both:
//   - the release binary's size, both stripped with `strip --strip-all`;
//   - launch to interactive: from the WebDriver new-session request (which starts the app) to
//     the page being usable (Saloon: its home screen with the game list's buttons; hello world:
//     its greet form with its handler attached), over alternating launches under Xvfb;
//   - the round trip of a small command from the real webview (Saloon: `app_version` and
//     `list_games`; hello world: `greet`), N sequential `__TAURI_INTERNALS__.invoke` calls
//     timed in the page with performance.now();
//   - the gzipped size (level 9) of the JS that index.html loads at start (entry scripts and
//     modulepreloads, not lazily loaded chunks).
// Prints a table with the targets, writes artifacts/bench/app.json, and exits with 1 when a
// target is missed (2 when the benchmark itself could not run).
//
// Usage: npm run bench:app [-- --skip-build] [-- --launches 10 --calls 500]
// Environment: CARGO_TARGET_DIR (Saloon's target folder, default target/), BENCH_BUILD_NICE
// (niceness of the builds, default 10; the measurements run at normal priority), TAURI_DRIVER.

import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { cpus, homedir, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { initialJs } from "./initial-js.mjs";
import { parse as parseToml, stringify as stringifyToml } from "smol-toml";
import {
  exited,
  freePortPair,
  start,
  startXvfb,
  stop,
  stopAll,
  stopAllNow,
  tail,
  which,
  withTimeout,
} from "../e2e/lib/processes.mjs";
import { openSession, waitForServer, wdRequest } from "../e2e/lib/webdriver.mjs";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const outDir = join(root, "artifacts/bench");
const logDir = join(outDir, "logs");
const saloonTarget = resolve(process.env.CARGO_TARGET_DIR ?? join(root, "target"));
const saloonBinary = join(saloonTarget, "release/saloon-app");
const saloonDist = join(root, "ui/dist");
// The hello world is generated under Saloon's ignored target/ so that later runs build it
// incrementally; it has a target folder of its own so the two builds never share artefacts.
const helloTemplate = join(root, "bench/hello-world");
const helloDir = join(root, "target/bench-hello-world");
const helloTarget = join(helloDir, "target");
const helloBinary = join(helloTarget, "release/bench-hello-world");
const helloDist = join(helloDir, "dist");
const tauriCli = join(root, "node_modules/.bin/tauri");

const { values: options } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    launches: { type: "string", default: "10" },
    calls: { type: "string", default: "500" },
  },
});
const launches = positiveInteger(options.launches, "--launches");
const calls = positiveInteger(options.calls, "--calls");
const buildNice = process.env.BENCH_BUILD_NICE ?? "10";

/** Calls made before the timed ones, so the first call's one-off costs are not counted. */
const WARMUP_CALLS = 50;
/** Time given to an app after it is interactive to finish its start-up commands. */
const SETTLE_MS = 500;
const KB = 1000;

/** What each app is waited for and what it is asked. */
const APPS = /** @type {const} */ ({
  saloon: {
    label: "Saloon",
    binary: saloonBinary,
    // The home screen with the game list answered by the Rust side (e2e/tests wait for it too).
    readySelector: '[data-testid="home"] [data-testid="new-game-wild-tiled-west"]',
    commands: [
      { name: "app_version", args: {} },
      { name: "list_games", args: {} },
    ],
  },
  hello: {
    label: "hello world",
    binary: helloBinary,
    readySelector: '#greet-form[data-ready="true"] #greet-button',
    commands: [{ name: "greet", args: { name: "bench" } }],
  },
});

/** @param {string | undefined} text @param {string} flag */
function positiveInteger(text, flag) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} wants a positive integer, got ${text}`);
  return n;
}

/** Temporary folders (XDG_DATA_HOME per launch, stripped binaries), removed on any exit. */
const tempDirs = new Set();

function removeTempDirs() {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** @param {string} prefix */
function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

process.on("exit", () => {
  stopAllNow();
  removeTempDirs();
});
/** Set once a signal asks the benchmark to stop: the errors that follow are expected. */
let stopping = false;
for (const sig of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.once(sig, async () => {
    stopping = true;
    console.log(`\nbench: ${sig}, stopping`);
    // SIGTERM first so Xvfb removes its lock file and cargo its locks; the exit handler kills the rest.
    await stopAll(1_500);
    process.exit(sig === "SIGINT" ? 130 : 143);
  });
}

const startedAt = Date.now();
/** @param {string} message */
function log(message) {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`[${String(seconds).padStart(4)}s] ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Building

/**
 * Runs a build at lower priority (the machine is shared), its output in `logFile`, printing the
 * log's last line every 30 s so a long build is visibly alive.
 * @param {string} what
 * @param {string[]} command
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, logFile: string }} options
 */
async function build(what, command, { cwd, env, logFile }) {
  rmSync(logFile, { force: true });
  const niced = which("nice") ? ["nice", "-n", buildNice, ...command] : command;
  log(`building ${what}: ${command.join(" ")} (log: ${logFile})`);
  const began = Date.now();
  const child = start(niced[0], niced.slice(1), { cwd, env, logFile });
  const heartbeat = setInterval(() => log(`  ... ${tail(logFile, 1).trim().slice(0, 100)}`), 30_000);
  const code = await exited(child).finally(() => clearInterval(heartbeat));
  if (code !== 0) {
    throw new Error(`building ${what} failed (${code}); last lines of ${logFile}:\n${tail(logFile, 30)}`);
  }
  log(`built ${what} in ${Math.round((Date.now() - began) / 1000)} s`);
}

/** Writes a file only when its content changes, so cargo does not rebuild for a new mtime. */
function writeIfChanged(/** @type {string} */ file, /** @type {string | Buffer} */ content) {
  mkdirSync(dirname(file), { recursive: true });
  const next = Buffer.from(content);
  if (existsSync(file) && readFileSync(file).equals(next)) return;
  writeFileSync(file, next);
}

/**
 * Saloon's [profile.release], without per-package overrides of Saloon's own crates (they do
 * not exist in the hello world, and cargo warns about them).
 */
function saloonReleaseProfile() {
  const manifest = /** @type {any} */ (parseToml(readFileSync(join(root, "Cargo.toml"), "utf8")));
  const profile = structuredClone(manifest.profile?.release ?? {});
  if (profile.package) {
    for (const name of Object.keys(profile.package)) {
      if (name.startsWith("saloon")) delete profile.package[name];
    }
  }
  return profile;
}

/** Lays the hello world out from bench/hello-world/ (see its README). */
function generateHelloWorld() {
  const template = (/** @type {string} */ name) => readFileSync(join(helloTemplate, name), "utf8");
  const profile = saloonReleaseProfile();
  const cargoToml = [
    template("Cargo.toml.in").trimEnd(),
    "",
    "# Its own workspace: it lives under Saloon's target/, inside Saloon's workspace folder.",
    "[workspace]",
    "",
    "# Copied from Saloon's Cargo.toml by scripts/bench-app.mjs: the same release profile.",
    stringifyToml({ profile: { release: profile } }),
    "",
  ].join("\n");
  const conf = JSON.parse(template("tauri.conf.json.in"));
  // Saloon's CSP and prototype freezing, so both pages start under the same rules; its
  // capability files name Saloon's own commands, so the list is left out.
  const saloonConf = JSON.parse(readFileSync(join(root, "src-tauri/tauri.conf.json"), "utf8"));
  const { capabilities: _saloonCapabilities, ...security } = saloonConf.app?.security ?? {};
  conf.app.security = security;

  writeIfChanged(join(helloDir, "dist/index.html"), template("index.html"));
  writeIfChanged(join(helloDir, "dist/main.js"), template("main.js"));
  writeIfChanged(join(helloDir, "src-tauri/Cargo.toml"), cargoToml);
  writeIfChanged(join(helloDir, "src-tauri/build.rs"), template("build.rs"));
  writeIfChanged(join(helloDir, "src-tauri/src/main.rs"), template("main.rs"));
  writeIfChanged(join(helloDir, "src-tauri/tauri.conf.json"), `${JSON.stringify(conf, null, 2)}\n`);
  writeIfChanged(join(helloDir, "src-tauri/icons/icon.png"), readFileSync(join(root, "src-tauri/icons/icon.png")));
  // tauri-build watches this folder; were it missing, every build would relink the app. Empty,
  // it grants nothing: the hello world's own command needs no permission.
  mkdirSync(join(helloDir, "src-tauri/capabilities"), { recursive: true });
  // Saloon's lock file pins the same tauri, wry and webkit2gtk crates; cargo drops the rest.
  writeIfChanged(join(helloDir, "src-tauri/Cargo.lock"), readFileSync(join(root, "Cargo.lock")));
  return profile;
}

/** @param {string} lockFile @param {string} crate @returns {string | null} */
function lockedVersion(lockFile, crate) {
  const lock = /** @type {any} */ (parseToml(readFileSync(lockFile, "utf8")));
  const found = (lock.package ?? []).filter((/** @type {any} */ p) => p.name === crate);
  return found.length === 1 ? found[0].version : found.map((/** @type {any} */ p) => p.version).join(",") || null;
}

// ---------------------------------------------------------------------------------------------
// Static measurements

/** Size as built and after `strip --strip-all` of a copy (release builds are already stripped). */
function binarySize(/** @type {string} */ binary) {
  const built = statSync(binary).size;
  const dir = tempDir("saloon-bench-strip-");
  const copy = join(dir, "app");
  copyFileSync(binary, copy);
  const strip = spawnSync("strip", ["--strip-all", copy], { encoding: "utf8" });
  if (strip.status !== 0) throw new Error(`strip --strip-all ${binary} failed: ${strip.stderr || strip.error}`);
  const stripped = statSync(copy).size;
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
  return { builtBytes: built, strippedBytes: stripped };
}

// ---------------------------------------------------------------------------------------------
// Launches under Xvfb

// Runs in the page: resolves once `selector` matches (checked on every DOM mutation, so no
// polling delay), with the page's clock at that moment and its time origin.
const WAIT_FOR_SELECTOR = `
  const [selector, limitMs, done] = arguments;
  const report = () => done({ found: true, pageMs: performance.now(), timeOrigin: performance.timeOrigin });
  if (document.querySelector(selector)) return report();
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    clearTimeout(timer);
    report();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  const timer = setTimeout(() => { observer.disconnect(); done({ found: false }); }, limitMs);
`;

// Runs in the page: `calls` sequential invokes of one command, each timed with performance.now(),
// and the whole run timed once. WebKit coarsens performance.now() (1 ms in WebKitGTK), so single
// calls read as whole milliseconds; the run's total over `calls` gives a precise mean, and the
// clock's step is measured and reported beside it.
const TIME_INVOKES = `
  const [command, args, warmup, calls, done] = arguments;
  const invoke = window.__TAURI_INTERNALS__.invoke;
  let clockStepMs = Infinity;
  for (let i = 0; i < 3; i++) {
    const a = performance.now();
    let b = a;
    while (b === a) b = performance.now();
    clockStepMs = Math.min(clockStepMs, b - a);
  }
  (async () => {
    let answer;
    for (let i = 0; i < warmup; i++) answer = await invoke(command, args);
    const times = new Array(calls);
    const began = performance.now();
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      await invoke(command, args);
      times[i] = performance.now() - t;
    }
    done({ times, totalMs: performance.now() - began, clockStepMs, answer });
  })().catch((e) => done({ error: String(e && e.message ? e.message : e) }));
`;

/**
 * One launch: a fresh tauri-driver with a fresh XDG_DATA_HOME, the session (which starts the
 * app) timed until the page is interactive, then each command's round trips.
 * @param {{ key: "saloon" | "hello", display: number, tauriDriver: string, measureCalls: boolean }} options
 */
async function launch({ key, display, tauriDriver, measureCalls }) {
  const app = APPS[key];
  const dataDir = tempDir("saloon-bench-data-");
  const logFile = join(logDir, `${key}-driver.log`);
  rmSync(logFile, { force: true });
  /** @type {import("node:child_process").ChildProcess | null} */
  let driverProcess = null;
  /** @type {import("../e2e/lib/webdriver.mjs").Driver | null} */
  let driver = null;
  try {
    const port = await freePortPair(Number(process.env.BENCH_PORT ?? 4544));
    driverProcess = start(tauriDriver, ["--port", String(port), "--native-port", String(port + 1)], {
      env: { ...process.env, DISPLAY: `:${display}`, XDG_DATA_HOME: dataDir },
      logFile,
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForServer(baseUrl, 15_000);

    const requestedAt = performance.timeOrigin + performance.now();
    const t0 = performance.now();
    driver = await withTimeout(
      openSession({
        baseUrl,
        capabilities: { alwaysMatch: { "tauri:options": { application: app.binary } } },
        screenshotDir: logDir,
        dataDir,
        testName: `bench-${key}`,
      }),
      60_000,
      `opening a session on ${app.label}`,
    );
    const sessionMs = performance.now() - t0;
    const session = `/session/${driver.sessionId}`;

    // The script may first run before the app's page has loaded (an error, or no match yet):
    // ask again until the deadline.
    const deadline = Date.now() + 30_000;
    /** @type {{ found: boolean, pageMs: number, timeOrigin: number } | null} */
    let ready = null;
    let lastError = "";
    while (!ready) {
      if (Date.now() > deadline) {
        throw new Error(`${app.label} not interactive within 30 s (${app.readySelector}; ${lastError})`);
      }
      try {
        const answer = await wdRequest(
          baseUrl,
          "POST",
          `${session}/execute/async`,
          { script: WAIT_FOR_SELECTOR, args: [app.readySelector, 2_000] },
          10_000,
        );
        if (answer?.found) ready = answer;
        else lastError = "selector not found yet";
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        await sleep(5);
      }
    }
    const launchMs = performance.now() - t0;
    const result = {
      launchMs,
      sessionMs,
      // From the request to the page's navigation start (process and webview start-up), and
      // from there to interactive (loading and running the page).
      toNavigationStartMs: ready.timeOrigin - requestedAt,
      pageMs: ready.pageMs,
      /** @type {number | null} since navigation start, like pageMs */
      firstContentfulPaintMs: null,
      /** @type {Record<string, { times: number[], totalMs: number, clockStepMs: number, answer: unknown }>} */
      commands: {},
    };
    if (!measureCalls) return result;

    await sleep(SETTLE_MS);
    // WebKit may paint the first content after the DOM is ready: the gap is worth seeing.
    result.firstContentfulPaintMs = await wdRequest(
      baseUrl,
      "POST",
      `${session}/execute/sync`,
      {
        script: 'const p = performance.getEntriesByName("first-contentful-paint")[0]; return p ? p.startTime : null;',
        args: [],
      },
      10_000,
    );
    // Script timeout above the default 30 s for long --calls runs; the HTTP timeout likewise.
    const budgetMs = Math.max(30_000, (calls + WARMUP_CALLS) * 50);
    await wdRequest(baseUrl, "POST", `${session}/timeouts`, { script: budgetMs }, 10_000);
    for (const command of app.commands) {
      const answer = await wdRequest(
        baseUrl,
        "POST",
        `${session}/execute/async`,
        { script: TIME_INVOKES, args: [command.name, command.args, WARMUP_CALLS, calls] },
        budgetMs + 5_000,
      );
      if (answer?.error) throw new Error(`${app.label}: invoke("${command.name}") failed: ${answer.error}`);
      result.commands[command.name] = {
        times: answer.times,
        totalMs: answer.totalMs,
        clockStepMs: answer.clockStepMs,
        answer: answer.answer,
      };
    }
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\nlast lines of ${logFile}:\n${tail(logFile, 15)}`, { cause: error });
  } finally {
    if (driver) await driver.quit().catch(() => {});
    if (driverProcess) await stop(driverProcess);
    rmSync(dataDir, { recursive: true, force: true });
    tempDirs.delete(dataDir);
  }
}

// ---------------------------------------------------------------------------------------------
// Statistics and report

/** @param {number[]} values @param {number} q in 0..1 (nearest rank) */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** @param {number[]} values */
function summary(values) {
  if (values.length === 0) return { n: 0, p50: NaN, p95: NaN, max: NaN, mean: NaN };
  return {
    n: values.length,
    p50: quantile(values, 0.5),
    p95: quantile(values, 0.95),
    max: Math.max(...values),
    mean: values.reduce((a, b) => a + b, 0) / values.length,
  };
}

const round = (/** @type {number} */ x, digits = 3) => Number(x.toFixed(digits));
const ms = (/** @type {number} */ x) =>
  Number.isNaN(x) ? "n/a" : x >= 100 ? `${x.toFixed(0)} ms` : `${x.toFixed(2)} ms`;
const bytes = (/** @type {number} */ x) =>
  x >= 1e6 ? `${(x / 1e6).toFixed(2)} MB` : x >= KB ? `${(x / KB).toFixed(1)} KB` : `${x} B`;

/**
 * @typedef {{ metric: string, saloon: string, hello: string, ratio: string, target: string,
 *   pass: boolean | null }} Row
 */

/** @param {Row[]} rows */
function printTable(rows) {
  const header = {
    metric: "metric",
    saloon: "Saloon",
    hello: "hello world",
    ratio: "ratio",
    target: "target",
    result: "result",
  };
  const lines = [header, ...rows.map((r) => ({ ...r, result: r.pass === null ? "(info)" : r.pass ? "pass" : "FAIL" }))];
  /** @type {(keyof typeof header)[]} */
  const columns = ["metric", "saloon", "hello", "ratio", "target", "result"];
  const widths = columns.map((c) => Math.max(...lines.map((l) => String(l[c]).length)));
  for (const [i, line] of lines.entries()) {
    console.log(
      columns
        .map((c, j) => String(line[c]).padEnd(widths[j]))
        .join("  ")
        .trimEnd(),
    );
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
}

function gitCommit() {
  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
  const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" });
  return git.status === 0 ? `${git.stdout.trim()}${dirty.stdout.trim() ? " (with local changes)" : ""}` : null;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  mkdirSync(logDir, { recursive: true });
  const tauriDriver = process.env.TAURI_DRIVER ?? which("tauri-driver") ?? join(homedir(), ".cargo/bin/tauri-driver");
  if (!existsSync(tauriDriver)) throw new Error("tauri-driver not found (run scripts/setup.sh)");
  if (!which("WebKitWebDriver")) throw new Error("WebKitWebDriver not found (run scripts/setup.sh)");
  if (!which("Xvfb")) throw new Error("Xvfb not found (run scripts/setup.sh)");
  if (!which("strip")) throw new Error("strip not found (apt-get install binutils)");
  if (!existsSync(tauriCli)) throw new Error("node_modules/.bin/tauri not found (run scripts/setup.sh)");

  const profile = generateHelloWorld();
  if (options["skip-build"]) {
    log("--skip-build: measuring the binaries already built");
  } else {
    await build("Saloon (release)", [tauriCli, "build", "--no-bundle"], {
      cwd: root,
      logFile: join(logDir, "saloon-build.log"),
    });
    await build("the hello world (release)", [tauriCli, "build", "--no-bundle"], {
      cwd: helloDir,
      // Offline: everything it needs is in Saloon's lock file, so already in the registry cache.
      env: { ...process.env, CARGO_TARGET_DIR: helloTarget, CARGO_NET_OFFLINE: "true" },
      logFile: join(logDir, "hello-world-build.log"),
    });
  }
  for (const binary of [saloonBinary, helloBinary]) {
    if (!existsSync(binary)) throw new Error(`${binary} not found: run without --skip-build`);
  }
  const helloLock = join(helloDir, "src-tauri/Cargo.lock");
  const versions = Object.fromEntries(
    ["tauri", "tauri-runtime-wry", "wry", "webkit2gtk"].map((crate) => [
      crate,
      { saloon: lockedVersion(join(root, "Cargo.lock"), crate), hello: lockedVersion(helloLock, crate) },
    ]),
  );
  for (const [crate, v] of Object.entries(versions)) {
    if (v.saloon !== v.hello) throw new Error(`${crate} differs: Saloon ${v.saloon}, hello world ${v.hello}`);
  }

  const sizes = { saloon: binarySize(saloonBinary), hello: binarySize(helloBinary) };
  const js = { saloon: initialJs(saloonDist), hello: initialJs(helloDist) };

  const loadBefore = loadavg();
  const load = loadBefore.map((l) => l.toFixed(2)).join(" ");
  log(
    `measuring: ${launches} launches of each app, ${calls} calls per command per launch ` +
      `(load average ${load}, ${cpus().length} cores)`,
  );
  const xServer = await startXvfb(join(logDir, "xvfb.log"));
  /** @type {Record<"saloon" | "hello", Awaited<ReturnType<typeof launch>>[]>} */
  const runs = { saloon: [], hello: [] };
  try {
    const common = { display: xServer.display, tauriDriver };
    // One launch of each first, not counted: it pages the binaries and WebKit in from disk.
    for (const key of /** @type {const} */ (["saloon", "hello"])) {
      await launch({ key, ...common, measureCalls: false });
    }
    for (let i = 0; i < launches; i++) {
      // Alternate which app goes first, so neither always follows the other.
      /** @type {("saloon" | "hello")[]} */
      const order = i % 2 === 0 ? ["saloon", "hello"] : ["hello", "saloon"];
      for (const key of order) {
        const run = await launch({ key, ...common, measureCalls: true });
        runs[key].push(run);
        log(`  ${APPS[key].label.padEnd(11)} launch ${i + 1}/${launches}: interactive in ${ms(run.launchMs)}`);
      }
    }
  } finally {
    await stop(xServer.process);
  }
  const loadAfter = loadavg();

  const launchStats = {
    saloon: summary(runs.saloon.map((r) => r.launchMs)),
    hello: summary(runs.hello.map((r) => r.launchMs)),
  };
  const toNavigation = {
    saloon: summary(runs.saloon.map((r) => r.toNavigationStartMs)),
    hello: summary(runs.hello.map((r) => r.toNavigationStartMs)),
  };
  const page = { saloon: summary(runs.saloon.map((r) => r.pageMs)), hello: summary(runs.hello.map((r) => r.pageMs)) };
  const paintTimes = (/** @type {"saloon" | "hello"} */ key) =>
    runs[key].map((r) => r.firstContentfulPaintMs).filter((t) => typeof t === "number");
  const firstPaint = { saloon: summary(paintTimes("saloon")), hello: summary(paintTimes("hello")) };
  const roundTrip = (/** @type {"saloon" | "hello"} */ key, /** @type {string} */ command) => {
    const measured = runs[key].map((r) => r.commands[command]);
    return {
      ...summary(measured.flatMap((m) => m.times)),
      // Precise where single readings are not: all the runs' time over all their calls.
      meanOfRuns: measured.reduce((sum, m) => sum + m.totalMs, 0) / (measured.length * calls),
      clockStepMs: Math.max(...measured.map((m) => m.clockStepMs)),
    };
  };
  const greet = roundTrip("hello", "greet");
  const appVersion = roundTrip("saloon", "app_version");
  const listGames = roundTrip("saloon", "list_games");

  const ratio = (/** @type {number} */ a, /** @type {number} */ b) => a / b;
  const checks = {
    binary: ratio(sizes.saloon.strippedBytes, sizes.hello.strippedBytes),
    launch: ratio(launchStats.saloon.p50, launchStats.hello.p50),
  };
  /** @type {Row[]} */
  const rows = [
    {
      metric: "release binary, stripped",
      saloon: bytes(sizes.saloon.strippedBytes),
      hello: bytes(sizes.hello.strippedBytes),
      ratio: `${checks.binary.toFixed(2)}x`,
      target: "<= 1.7x",
      pass: checks.binary <= 1.7,
    },
    {
      metric: "launch to interactive, median",
      saloon: ms(launchStats.saloon.p50),
      hello: ms(launchStats.hello.p50),
      ratio: `${checks.launch.toFixed(2)}x`,
      target: "<= 1.15x",
      pass: checks.launch <= 1.15,
    },
    {
      metric: "launch to interactive, p95",
      saloon: ms(launchStats.saloon.p95),
      hello: ms(launchStats.hello.p95),
      ratio: `${ratio(launchStats.saloon.p95, launchStats.hello.p95).toFixed(2)}x`,
      target: "",
      pass: null,
    },
    {
      metric: "  request to navigation start, median",
      saloon: ms(toNavigation.saloon.p50),
      hello: ms(toNavigation.hello.p50),
      ratio: `${ratio(toNavigation.saloon.p50, toNavigation.hello.p50).toFixed(2)}x`,
      target: "",
      pass: null,
    },
    {
      metric: "  navigation start to interactive, median",
      saloon: ms(page.saloon.p50),
      hello: ms(page.hello.p50),
      ratio: `${ratio(page.saloon.p50, page.hello.p50).toFixed(2)}x`,
      target: "",
      pass: null,
    },
    {
      metric: "  navigation start to first contentful paint, median",
      saloon: ms(firstPaint.saloon.p50),
      hello: ms(firstPaint.hello.p50),
      ratio: `${ratio(firstPaint.saloon.p50, firstPaint.hello.p50).toFixed(2)}x`,
      target: "",
      pass: null,
    },
  ];
  for (const [name, stats] of /** @type {const} */ ([
    ["app_version", appVersion],
    ["list_games", listGames],
  ])) {
    rows.push({
      metric: `round trip ${name} vs greet, mean`,
      saloon: ms(stats.meanOfRuns),
      hello: ms(greet.meanOfRuns),
      ratio: `${ratio(stats.meanOfRuns, greet.meanOfRuns).toFixed(2)}x`,
      target: "",
      pass: null,
    });
    for (const q of /** @type {const} */ (["p50", "p95", "max"])) {
      rows.push({
        metric: `round trip ${name} vs greet, ${q}`,
        saloon: ms(stats[q]),
        hello: ms(greet[q]),
        ratio: `${ratio(stats[q], greet[q]).toFixed(2)}x`,
        target: q === "p95" ? "<= 5 ms" : "",
        pass: q === "p95" ? stats.p95 <= 5 : null,
      });
    }
  }
  rows.push({
    metric: "initial JS, gzip -9",
    saloon: bytes(js.saloon.gzipBytes),
    hello: bytes(js.hello.gzipBytes),
    ratio: `${ratio(js.saloon.gzipBytes, js.hello.gzipBytes).toFixed(1)}x`,
    target: "<= 45 KB",
    pass: js.saloon.gzipBytes <= 45 * KB,
  });

  console.log("");
  printTable(rows);
  console.log("");
  console.log(
    `${launches} launches of each app (alternating, after one uncounted launch each); round trips: ` +
      `${calls} sequential invokes per command per launch after ${WARMUP_CALLS} uncounted ones; ` +
      `the page's clock steps by ${Math.max(appVersion.clockStepMs, greet.clockStepMs)} ms, so single calls ` +
      `(p50, p95, max) read in steps of that size and the mean is the runs' total time over their calls. ` +
      `KB = 1000 bytes.`,
  );
  console.log(`Both built with Saloon's release profile: ${JSON.stringify(profile)}; tauri ${versions.tauri.saloon}.`);
  const busy = Math.max(loadBefore[0], loadAfter[0]) > cpus().length / 2;
  console.log(
    `Load average ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after, on ${cpus().length} cores` +
      (busy ? ": the machine was busy with other work, so timings are noisier and slower than on an idle one." : "."),
  );

  const missed = rows.filter((r) => r.pass === false).map((r) => r.metric);
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model,
      node: process.versions.node,
      loadAverageBefore: loadBefore.map((l) => round(l, 2)),
      loadAverageAfter: loadAfter.map((l) => round(l, 2)),
    },
    config: { launches, calls, warmupCalls: WARMUP_CALLS, settleMs: SETTLE_MS, releaseProfile: profile, versions },
    results: {
      binary: { saloon: sizes.saloon, helloWorld: sizes.hello },
      launchToInteractiveMs: {
        saloon: { ...roundAll(launchStats.saloon), samples: runs.saloon.map((r) => round(r.launchMs, 1)) },
        helloWorld: { ...roundAll(launchStats.hello), samples: runs.hello.map((r) => round(r.launchMs, 1)) },
        requestToNavigationStart: { saloon: roundAll(toNavigation.saloon), helloWorld: roundAll(toNavigation.hello) },
        navigationStartToInteractive: { saloon: roundAll(page.saloon), helloWorld: roundAll(page.hello) },
        navigationStartToFirstContentfulPaint: {
          saloon: roundAll(firstPaint.saloon),
          helloWorld: roundAll(firstPaint.hello),
        },
        readySelectors: { saloon: APPS.saloon.readySelector, helloWorld: APPS.hello.readySelector },
      },
      roundTripMs: {
        saloon: { app_version: roundAll(appVersion), list_games: roundAll(listGames) },
        helloWorld: { greet: roundAll(greet) },
      },
      initialJs: { saloon: js.saloon, helloWorld: js.hello },
    },
    table: rows,
    missedTargets: missed,
    passed: missed.length === 0,
  };
  const reportFile = join(outDir, "app.json");
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${reportFile}`);
  if (missed.length > 0) {
    console.log(`TARGET MISSED: ${missed.join("; ")}`);
    process.exitCode = 1;
  } else {
    console.log("All targets met.");
  }
}

/** @param {ReturnType<typeof summary> & { meanOfRuns?: number, clockStepMs?: number }} s */
function roundAll(s) {
  const rounded = { n: s.n, p50: round(s.p50), p95: round(s.p95), max: round(s.max), mean: round(s.mean) };
  if (s.meanOfRuns === undefined) return rounded;
  return { ...rounded, meanOfRuns: round(s.meanOfRuns, 4), clockStepMs: s.clockStepMs };
}

try {
  await main();
} catch (error) {
  if (!stopping) console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await stopAll();
}
