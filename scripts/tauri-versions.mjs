#!/usr/bin/env node
// Fails when a Tauri npm package and its Rust crate are on different minor releases: the
// JavaScript side of a plugin talks to the Rust side's commands, and Tauri only promises
// that they agree within a minor (`tauri build` makes the same check; the test script builds
// the app with cargo, so it makes it here).
//
// Pairs: @tauri-apps/api with the `tauri` crate, and each @tauri-apps/plugin-<name> with
// tauri-plugin-<name>. Versions are read from what is installed (node_modules) and locked
// (Cargo.lock), not from the ranges asked for.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Every package's locked version in Cargo.lock, by name (a name locked twice keeps both). */
function cargoLocked() {
  /** @type {Map<string, string[]>} */
  const versions = new Map();
  const lock = readFileSync(join(root, "Cargo.lock"), "utf8");
  for (const block of lock.split("[[package]]").slice(1)) {
    const name = /^name = "([^"]+)"/m.exec(block)?.[1];
    const version = /^version = "([^"]+)"/m.exec(block)?.[1];
    if (name && version) versions.set(name, [...(versions.get(name) ?? []), version]);
  }
  return versions;
}

/** @param {string} version */
const minorOf = (version) => version.split(".").slice(0, 2).join(".");

const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const locked = cargoLocked();
const problems = [];
let pairs = 0;
for (const npmName of Object.keys(manifest.dependencies ?? {})) {
  const crate =
    npmName === "@tauri-apps/api"
      ? "tauri"
      : npmName.startsWith("@tauri-apps/plugin-")
        ? `tauri-plugin-${npmName.slice("@tauri-apps/plugin-".length)}`
        : null;
  if (!crate) continue;
  const installed = JSON.parse(readFileSync(join(root, "node_modules", npmName, "package.json"), "utf8")).version;
  const crateVersions = locked.get(crate);
  if (!crateVersions) {
    problems.push(`${npmName} ${installed} is installed but the crate ${crate} is not in Cargo.lock`);
    continue;
  }
  pairs++;
  for (const crateVersion of crateVersions) {
    if (minorOf(crateVersion) !== minorOf(installed)) {
      problems.push(`${npmName} ${installed} against ${crate} ${crateVersion}: keep both on one minor`);
    } else {
      console.log(`${npmName} ${installed} and ${crate} ${crateVersion}`);
    }
  }
}
if (problems.length > 0) {
  for (const p of problems) console.error(`error: ${p}`);
  process.exit(1);
}
if (pairs === 0) {
  console.error("error: no Tauri npm package found in package.json's dependencies");
  process.exit(1);
}
