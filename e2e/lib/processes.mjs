// Starting and stopping the processes around the real app (Xvfb, tauri-driver, builds), shared
// by the end-to-end runner and the app benchmark. Every process runs in its own process group
// so that it and everything it spawns (tauri-driver starts WebKitWebDriver, which starts the
// app) can be stopped together; `stopAllNow` kills whatever is still running.

import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** @type {Set<import("node:child_process").ChildProcess>} */
const children = new Set();

/** True while a process this module started is still running. */
export function anyRunning() {
  return children.size > 0;
}

/**
 * Starts a process in its own process group, its output appended to `logFile`.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, logFile: string }} options
 */
export function start(command, args, { env, cwd, logFile }) {
  const fd = openSync(logFile, "a");
  const child = spawn(command, args, { env: env ?? process.env, cwd, detached: true, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/**
 * Resolves with the exit code (or the signal's name) once the process has ended.
 * @param {import("node:child_process").ChildProcess} child
 * @returns {Promise<number | string>}
 */
export function exited(child) {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((done) => {
    child.once("exit", (code, signal) => done(code ?? signal ?? "unknown"));
    // spawn reports a missing command through "error", never "exit".
    child.once("error", (error) => {
      children.delete(child);
      done(`error: ${error.message}`);
    });
  });
}

/**
 * Stops a process group: SIGTERM, then SIGKILL if it is still there after `graceMs`.
 * @param {import("node:child_process").ChildProcess} child
 */
export async function stop(child, graceMs = 3_000) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const gone = new Promise((done) => child.once("exit", done));
  const signal = (/** @type {NodeJS.Signals} */ sig) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), sig);
    } catch {
      // The group is already gone.
    }
  };
  signal("SIGTERM");
  const timedOut = await Promise.race([gone.then(() => false), sleep(graceMs).then(() => true)]);
  if (timedOut) {
    signal("SIGKILL");
    await Promise.race([gone, sleep(1_000)]);
  }
  // Even when the leader has exited, stray members of its group (the app) may remain.
  signal("SIGKILL");
  children.delete(child);
}

/** SIGKILLs every process group still running; safe to call from an exit handler. */
export function stopAllNow() {
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  children.clear();
}

/** Stops every process group still running, each gently first. */
export async function stopAll(graceMs = 1_500) {
  await Promise.all([...children].map((child) => stop(child, graceMs)));
}

/** @param {number} port @returns {Promise<boolean>} */
export function portIsFree(port) {
  return new Promise((done) => {
    const server = createServer();
    server.once("error", () => done(false));
    server.listen(port, "127.0.0.1", () => server.close(() => done(true)));
  });
}

/** First free port at or after `from` whose successor is also free (tauri-driver uses port + 1 for WebKitWebDriver). */
export async function freePortPair(/** @type {number} */ from) {
  for (let port = from; port < from + 200; port += 2) {
    if ((await portIsFree(port)) && (await portIsFree(port + 1))) return port;
  }
  throw new Error(`no free port pair in ${from}..${from + 200}`);
}

/** A display number with no X server on it. */
export function freeDisplay() {
  for (let n = 99; n < 199; n++) {
    if (!existsSync(`/tmp/.X${n}-lock`) && !existsSync(`/tmp/.X11-unix/X${n}`)) return n;
  }
  throw new Error("no free X display number in :99..:198");
}

/**
 * Starts Xvfb on a free display and waits for its socket.
 * @param {string} logFile
 * @returns {Promise<{ process: import("node:child_process").ChildProcess, display: number }>}
 */
export async function startXvfb(logFile) {
  const display = freeDisplay();
  const xvfb = start("Xvfb", [`:${display}`, "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], { logFile });
  const socket = `/tmp/.X11-unix/X${display}`;
  const deadline = Date.now() + 10_000;
  while (!existsSync(socket)) {
    if (xvfb.exitCode !== null) throw new Error(`Xvfb exited early:\n${tail(logFile, 20)}`);
    if (Date.now() > deadline) {
      await stop(xvfb);
      throw new Error(`Xvfb :${display} did not start within 10 s`);
    }
    await sleep(50);
  }
  return { process: xvfb, display };
}

/** @param {string} name @returns {string | null} the command's path on PATH */
export function which(name) {
  for (const dir of (process.env.PATH ?? "").split(":")) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/** @param {string} file @param {number} lines */
export function tail(file, lines) {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
export function withTimeout(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout])).finally(() => clearTimeout(timer));
}
