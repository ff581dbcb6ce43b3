// The stand-in for the backup's save and open dialogs. A native dialog cannot be driven
// through WebDriver, so in a debug build the app's dialog answers with the first line of the
// file SALOON_E2E_DIALOG names (src-tauri/src/backup.rs; release builds never read it), and a
// missing or empty file is a dialog the player closed. The runner sets it for every test's app
// to `dialogAnswer(dataDir)`.

import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** @typedef {import("./webdriver.mjs").Driver} Driver */

/** The stand-in's file for a test's data folder (beside the app's own folder in it). @param {string} dataDir */
export function dialogAnswer(dataDir) {
  return join(dataDir, "dialog-answer");
}

/**
 * The next save or open dialog answers `path` (null: the player closes it).
 * @param {Driver} driver @param {string | null} path
 */
export function answerDialog(driver, path) {
  const file = dialogAnswer(driver.dataDir);
  if (path === null) rmSync(file, { force: true });
  else writeFileSync(file, `${path}\n`);
}
