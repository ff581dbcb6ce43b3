// The accessibility audit: axe-core (the engine behind most accessibility checkers) run inside
// the real webview, on the page as a person sees it now. Every screenshot a test takes goes
// through it (webdriver.mjs), so every screen and decision the tests walk through, at each
// size and in each language, is audited. A serious or critical violation fails the test.
//
// E2E_AUDIT=report writes the violations to artifacts/a11y/<test>.jsonl instead of failing (a
// survey of a whole suite at once); E2E_AUDIT=off skips the audit.

import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(import.meta.url);
/** Read once: axe.min.js is ~650 kB, injected into each new page. */
let axeSource = "";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AUDIT_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** The impacts that fail a test. */
const FAILING = new Set(["serious", "critical"]);

/**
 * @typedef {{
 *   id: string,
 *   impact: string | null,
 *   help: string,
 *   nodes: { target: string[], html: string, summary: string }[],
 * }} Violation
 */

/** @returns {"fail" | "report" | "off"} */
export function auditMode() {
  const mode = process.env.E2E_AUDIT ?? "fail";
  return mode === "report" || mode === "off" ? mode : "fail";
}

/**
 * Runs axe-core in the page and returns its serious and critical violations.
 * @param {import("./webdriver.mjs").Driver} driver
 * @returns {Promise<Violation[]>}
 */
export async function auditViolations(driver) {
  const page = await fingerprint(driver);
  const known = auditedPages.get(page);
  if (known) {
    auditCounts.reused++;
    return known;
  }
  auditCounts.run++;
  const violations = await runAxe(driver);
  auditedPages.set(page, violations);
  return violations;
}

/**
 * What axe's verdict depends on: the document as markup, the window's size and scroll, the
 * root's font size (text size), the device pixel ratio. Pages equal in all of these lay out
 * alike, so axe says the same of them; hashed in the page (two 32-bit FNV-1a hashes), as the
 * markup runs to hundreds of kilobytes.
 * @param {import("./webdriver.mjs").Driver} driver
 * @returns {Promise<string>}
 */
async function fingerprint(driver) {
  return driver.execute(() => {
    const root = document.documentElement;
    const text = [
      root.outerHTML,
      innerWidth,
      innerHeight,
      scrollX,
      scrollY,
      devicePixelRatio,
      getComputedStyle(root).fontSize,
    ].join("|");
    let a = 0x811c9dc5;
    let b = 0x01000193 ^ text.length;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
    }
    return `${(a >>> 0).toString(16)}:${(b >>> 0).toString(16)}:${text.length}`;
  });
}

/**
 * Verdicts already given in this run, by page fingerprint: a screen every test passes through
 * (Home, a setup, a hand-off) at a size already audited is not audited again.
 * @type {Map<string, Violation[]>}
 */
const auditedPages = new Map();

/** How many audits axe ran in this run and how many verdicts were reused (`E2E_PROFILE=1`). */
export const auditCounts = { run: 0, reused: 0 };

/**
 * Runs axe-core in the page and returns its serious and critical violations.
 * @param {import("./webdriver.mjs").Driver} driver
 * @returns {Promise<Violation[]>}
 */
async function runAxe(driver) {
  const present = await driver.execute(() => {
    const { axe } = /** @type {any} */ (window);
    return typeof axe === "object" && typeof axe.run === "function";
  });
  if (!present) {
    if (!axeSource) axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
    // The script body runs as a function in the page: axe-core's UMD wrapper sets window.axe.
    await driver.execute(`${axeSource}\n;return typeof window.axe;`);
  }
  /** @type {{ ok?: Violation[], err?: string }} */
  const result = await driver.executeAsync(
    (/** @type {string[]} */ tags, /** @type {(result: unknown) => void} */ done) => {
      /** @type {any} */ (window).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then(
          (/** @type {any} */ r) =>
            done({
              ok: r.violations.map((/** @type {any} */ v) => ({
                id: v.id,
                impact: v.impact,
                help: v.help,
                nodes: v.nodes.map((/** @type {any} */ n) => ({
                  target: n.target.map(String),
                  html: n.html.slice(0, 240),
                  summary: (n.failureSummary || "").replace(/\s+/g, " ").trim(),
                })),
              })),
            }),
          (/** @type {any} */ e) => done({ err: String((e && e.stack) || e) }),
        );
    },
    AUDIT_TAGS,
  );
  if (result.err) throw new Error(`axe-core failed to run: ${result.err}`);
  return (result.ok ?? []).filter((v) => FAILING.has(v.impact ?? ""));
}

/**
 * A readable account of violations: one rule a paragraph, its elements and what is wrong.
 * @param {Violation[]} violations
 */
export function describeViolations(violations) {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 6).map((n) => `    ${n.target.join(" ")}\n      ${n.summary.slice(0, 300)}`);
      const more = v.nodes.length > 6 ? [`    … and ${v.nodes.length - 6} more`] : [];
      return [`  ${v.id} (${v.impact}): ${v.help}`, ...nodes, ...more].join("\n");
    })
    .join("\n");
}

/**
 * Audits the page now: fails (throws) on any serious or critical violation, or with
 * E2E_AUDIT=report writes them down and goes on.
 * @param {import("./webdriver.mjs").Driver} driver
 * @param {string} where the moment, e.g. the screenshot's name
 * @param {string} artifacts the artifacts folder
 */
export async function audit(driver, where, artifacts) {
  const mode = auditMode();
  if (mode === "off") return;
  const violations = await auditViolations(driver);
  if (violations.length === 0) return;
  if (mode === "report") {
    const dir = join(artifacts, "a11y");
    mkdirSync(dir, { recursive: true });
    const line = JSON.stringify({ test: driver.testName, where, violations });
    appendFileSync(join(dir, `${driver.testName}.jsonl`), `${line}\n`);
    return;
  }
  throw new Error(`accessibility violations on ${where}:\n${describeViolations(violations)}`);
}
