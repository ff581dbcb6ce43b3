// From the home screen into a game, whatever the game: its card brought into view (the list
// runs below the fold on a phone) and tapped, the seats set on the setup form, Start tapped.
// Each game's lib (`wtw.mjs`, `ctw.mjs`, `rw.mjs`, `wt.mjs`) and the tests start games here.

/** @typedef {import("./webdriver.mjs").Driver} Driver */

/** The testid of each game's table. */
export const TABLE = /** @type {const} */ ({
  "wild-tiled-west": "wtw-game",
  "circle-the-wagons": "ctw-game",
  "rolled-west": "rw-game",
  "wild-tiles": "wt-game",
});

/**
 * Brings a control into view and taps it, as a person scrolls to it first.
 * @param {Driver} driver
 * @param {string} selector
 */
export async function scrollAndTap(driver, selector) {
  await driver.waitFor(selector);
  await driver.execute(`document.querySelector(arguments[0]).scrollIntoView({ block: "center" });`, selector);
  await driver.tap(selector);
}

/**
 * Home's "New game" of game `id`, tapped: waits for its setup form, or for the guided game's
 * offer the first time the game is opened (`offer: true`).
 * @param {Driver} driver
 * @param {keyof typeof TABLE} id
 * @param {{ offer?: boolean }} [how]
 */
export async function openNewGame(driver, id, how = {}) {
  await scrollAndTap(driver, `[data-testid="new-game-${id}"]`);
  await driver.waitFor(how.offer ? '[data-testid="guide-offer"]' : '[data-testid="setup"]');
}

/**
 * A toggle of the setup form tapped until it shows pressed.
 * @param {Driver} driver
 * @param {string} testid
 */
export async function press(driver, testid) {
  await scrollAndTap(driver, `[data-testid="${testid}"]`);
  await driver.waitFor(async () => (await driver.attribute(`[data-testid="${testid}"]`, "aria-pressed")) !== "false", {
    message: `${testid} chosen`,
  });
}

/**
 * From the home screen to a started game of `id`: `seats` lists the seats after the first (a
 * person) as "human" or a bot level, added as needed (none: the form's own seats); `onSetup`
 * sets anything else on the form before Start. Waits for the table or a hand-off.
 * @param {Driver} driver
 * @param {keyof typeof TABLE} id
 * @param {{ seats?: string[], onSetup?: () => Promise<void> }} [how]
 */
export async function startGame(driver, id, how = {}) {
  await openNewGame(driver, id);
  const seats = how.seats ?? [];
  if (seats.length > 0) {
    await driver.waitFor('[data-seat="0"]');
    while ((await driver.findAll("[data-seat]")).length < seats.length + 1)
      await scrollAndTap(driver, '[data-testid="add-seat"]');
  }
  for (const [i, kind] of seats.entries()) {
    if (kind === "human") {
      await press(driver, `seat-${i + 1}-human`);
    } else {
      await press(driver, `seat-${i + 1}-bot`);
      await press(driver, `seat-${i + 1}-level-${kind}`);
    }
  }
  if (how.onSetup) await how.onSetup();
  await scrollAndTap(driver, '[data-testid="start"]');
  await driver.waitFor(`[data-testid="${TABLE[id]}"], [data-testid="handoff"]`, { timeout: 20_000 });
}
