// Saloon's backend called straight from the webview, as the UI's api.ts calls it: for a test
// that sets up or plays out what taps would take minutes to reach.

/** @typedef {import("./webdriver.mjs").Driver} Driver */

/**
 * One command through the IPC bridge; a refusal throws with its `{kind, message}`.
 * @param {Driver} driver @param {string} cmd @param {object} [args]
 */
export async function invoke(driver, cmd, args = {}) {
  const out = await driver.executeAsync(
    `const done = arguments[arguments.length - 1];
     window.__TAURI_INTERNALS__.invoke(arguments[0], arguments[1]).then(
       (ok) => done({ ok }), (err) => done({ err }));`,
    cmd,
    args,
  );
  if ("err" in out) throw new Error(`${cmd}: ${JSON.stringify(out.err)}`);
  return out.ok;
}

/**
 * A bot's move played through the backend (`advance`), its progress reports let go: the
 * command takes a channel for them, made here as the UI's `Channel` makes one.
 * @param {Driver} driver @param {string} session @param {number | null} viewer
 */
export async function advance(driver, session, viewer) {
  const out = await driver.executeAsync(
    `const done = arguments[arguments.length - 1];
     const tauri = window.__TAURI_INTERNALS__;
     const progress = "__CHANNEL__:" + tauri.transformCallback(() => {});
     tauri.invoke("advance", { session: arguments[0], viewer: arguments[1], progress }).then(
       (ok) => done({ ok }), (err) => done({ err }));`,
    session,
    viewer,
  );
  if ("err" in out) throw new Error(`advance: ${JSON.stringify(out.err)}`);
  return out.ok;
}
