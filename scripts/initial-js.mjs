// The JavaScript a first load costs: the scripts `index.html` loads at start, gzipped. Used by
// `npm run bench:app` (beside the hello world's) and by `scripts/test.sh`, which fails when the
// first load grows past its budget: each game's UI loads on demand, so adding a game must not
// grow it.
//
//   node scripts/initial-js.mjs ui/dist --max-bytes 45000

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

/**
 * The scripts index.html loads at start: its script elements and its modulepreload links
 * (Vite preloads a lazy chunk's static imports only when that chunk loads, so they are not
 * here). Each gzipped separately at level 9, as each is a file of its own.
 * @param {string} distDir
 */
export function initialJs(distDir) {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const sources = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g)].map((m) => m[1]),
  ];
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((code) => code.trim());
  const files = [...new Set(sources)].map((src) => {
    const bytes = readFileSync(join(distDir, src.replace(/^\.?\//, "")));
    return { file: src, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  for (const code of inline) {
    const bytes = Buffer.from(code);
    files.push({ file: "(inline script)", bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });
  }
  if (files.length === 0) throw new Error(`${distDir}/index.html loads no script`);
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { "max-bytes": { type: "string" } }, allowPositionals: true });
  const distDir = positionals[0] ?? "ui/dist";
  const budget = Number(values["max-bytes"] ?? "45000");
  const js = initialJs(distDir);
  for (const f of js.files) console.log(`  ${f.file}: ${f.bytes} bytes, ${f.gzipBytes} gzipped`);
  console.log(`initial JS: ${js.gzipBytes} bytes gzipped (budget ${budget})`);
  if (js.gzipBytes > budget) {
    console.error(
      `The first load grew past its budget: ${js.gzipBytes} > ${budget} bytes gzipped. ` +
        "Load the new code on demand (see the UI game registry) rather than from the home screen.",
    );
    process.exit(1);
  }
}
