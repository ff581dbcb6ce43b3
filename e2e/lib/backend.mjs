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

/**
 * The game's next move, through the backend, from `u` (an update of it): a person's seat
 * plays its first legal action, a bot's seat (or chance) is played by `advance`. Returns the
 * update the move's command answered, as `u`'s viewer sees it.
 * @param {Driver} driver
 * @param {any} u
 */
async function nextMoveThroughBackend(driver, u) {
  const { actor, session } = u;
  const seats = actor.type === "seat" ? [actor.seat] : actor.type === "simultaneous" ? actor.seats : [];
  const person = seats.find((/** @type {number} */ seat) => u.seats[seat].kind.type === "human");
  if (person === undefined) return advance(driver, session, u.viewer);
  const theirs = u.viewer === person ? u : await invoke(driver, "view", { session, seat: person });
  return invoke(driver, "act", { session, seat: person, action: theirs.legal[0] });
}

/**
 * Plays the one game in progress on through the backend (each person's seat its first legal
 * action, each bot its own move), until `until(update)` holds, then starts the page again and
 * resumes that game from Home as a person would: for a test whose subject lies past moves that
 * taps would take minutes over, or that has seen what the moves it skips would show again.
 * Returns the game's session.
 * @param {Driver} driver
 * @param {(update: any) => boolean} until
 * @param {(selector: string) => Promise<void>} [press] how the person presses Resume (a tap,
 *   unless the test plays by keys)
 */
export async function playOnThroughBackend(driver, until, press = (selector) => driver.tap(selector)) {
  /** @type {{ session: string }[]} */
  const playing = await invoke(driver, "in_progress");
  if (playing.length !== 1) throw new Error(`one game in progress, not ${playing.length}`);
  const { session } = /** @type {{ session: string }} */ (playing[0]);
  let u = await invoke(driver, "view", { session, seat: 0 });
  for (let i = 0; !until(u); i++) {
    if (u.finished || i >= 4_000) throw new Error("the game ended before it got where it was played to");
    u = await nextMoveThroughBackend(driver, u);
  }
  await driver.refresh();
  const resume = `[data-testid="in-progress"] [data-session="${session}"] [data-testid="resume"]`;
  await driver.waitFor(resume, { timeout: 20_000 });
  await press(resume);
  return session;
}
