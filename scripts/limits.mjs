#!/usr/bin/env node
// File size limits (CONTRIBUTING.md, "One job a file"): a Rust file over 900 lines of code
// (lines neither blank nor only comment) or a Svelte file over 550 lines is a signal to split
// it by responsibility. Fails listing every file over its limit.
//
// Line widths (CONTRIBUTING.md, "Formatting"): no line of Rust over rustfmt's 100 columns,
// and none in ui/ (but the generated ui/src/bindings/), e2e/ or scripts/ over Prettier's 120,
// counted in characters. The formatters keep to them where they can break a line; this
// catches what they cannot break: long strings, comments, template strings. JSON is not
// measured (a message's text cannot be wrapped), nor are binary files. Fails listing every
// line over.
//
//   node scripts/limits.mjs            check
//   node scripts/limits.mjs --list     print every file over its size limit, with its size
//   node scripts/limits.mjs --wide     print every line over its width, as path:line: columns
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const LIMITS = { rs: 900, svelte: 550 };
/** The folders Prettier formats, at its width; Rust anywhere, at rustfmt's. */
const PRETTIER_DIRS = ["ui/", "e2e/", "scripts/"];
const PRETTIER_WIDTH = 120;
const RUST_WIDTH = 100;

/**
 * Lines of Rust code: not blank, not only a comment (`//`, `///`, `//!`, or a block comment
 * that opens the line; a block comment after code on a line is not followed).
 * @param {string} text
 */
function rustCodeLines(text) {
  let count = 0;
  let inBlock = false;
  for (const raw of text.split("\n")) {
    let line = raw.trim();
    if (inBlock) {
      const end = line.indexOf("*/");
      if (end < 0) continue;
      inBlock = false;
      line = line.slice(end + 2).trim();
    }
    while (line.startsWith("/*")) {
      const end = line.indexOf("*/", 2);
      if (end < 0) {
        inBlock = true;
        line = "";
        break;
      }
      line = line.slice(end + 2).trim();
    }
    if (line === "" || line.startsWith("//")) continue;
    count++;
  }
  return count;
}

/**
 * What a file is measured by: Rust, lines of code; Svelte, lines.
 * @param {string} path
 * @param {string} text
 */
function measure(path, text) {
  if (path.endsWith(".rs")) return rustCodeLines(text);
  const lines = text.split("\n");
  return lines.at(-1) === "" ? lines.length - 1 : lines.length;
}

/** @param {string[]} pathspecs */
function trackedFiles(...pathspecs) {
  const out = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...pathspecs],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  );
  return out.split("\0").filter((p) => p && !p.startsWith("node_modules/"));
}

/**
 * The widest a line of `path` may be, or null when its lines are not measured.
 * @param {string} path
 */
function widthOf(path) {
  if (path.endsWith(".rs")) return RUST_WIDTH;
  if (path.startsWith("ui/src/bindings/") || path.endsWith(".json")) return null;
  return PRETTIER_DIRS.some((dir) => path.startsWith(dir)) ? PRETTIER_WIDTH : null;
}

/** Every line over its width: `{ path, line, columns, width }`. */
function wideLines() {
  const wide = [];
  for (const path of trackedFiles("*.rs", ...PRETTIER_DIRS)) {
    const width = widthOf(path);
    if (width === null) continue;
    let text;
    try {
      text = readFileSync(join(ROOT, path), "utf8");
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    if (text.includes("\0")) continue; // binary
    for (const [n, line] of text.split("\n").entries()) {
      // Characters, not UTF-16 units: an accent or an emoji is one column, as the eye counts.
      const columns = [...line.replace(/\r$/, "")].length;
      if (columns > width) wide.push({ path, line: n + 1, columns, width });
    }
  }
  return wide;
}

/** The line width check's failures. */
function widthFailures() {
  return wideLines().map((w) => `${w.path}:${w.line}: ${w.columns} columns, over ${w.width}`);
}

function main() {
  if (process.argv.includes("--wide")) {
    for (const w of wideLines()) console.log(`${w.path}:${w.line}: ${w.columns}`);
    return;
  }
  const over = [];
  for (const path of trackedFiles("*.rs", "*.svelte")) {
    const ext = path.endsWith(".rs") ? "rs" : "svelte";
    let text;
    try {
      text = readFileSync(join(ROOT, path), "utf8");
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    const size = measure(path, text);
    if (size > LIMITS[ext]) over.push({ path, size, limit: LIMITS[ext] });
  }
  if (process.argv.includes("--list")) {
    for (const f of over) console.log(`${f.path} ${f.size}`);
    return;
  }
  const failures = over.map(
    (f) => `${f.path}: ${f.size} ${f.path.endsWith(".rs") ? "lines of code" : "lines"}, over the limit of ${f.limit}`,
  );
  if (failures.length > 0) {
    console.error('File size limits (CONTRIBUTING.md, "One job a file"): split by responsibility, do not pack lines.');
    for (const f of failures) console.error(`  ${f}`);
  }
  const widths = widthFailures();
  if (widths.length > 0) {
    console.error(
      'Line widths (CONTRIBUTING.md, "Formatting"): break the string or the comment, or make the script a function.',
    );
    for (const f of widths) console.error(`  ${f}`);
  }
  if (failures.length > 0 || widths.length > 0) process.exit(1);
  console.log("limits: ok (no file over its size limit, no line over its width)");
}

main();
