// A small W3C WebDriver client over fetch. Every request has a timeout: a WebDriver server
// whose browser failed to start (e.g. no DISPLAY) tends to hang instead of answering.

import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { audit } from "./audit.mjs";
import { setTimeout as sleep } from "node:timers/promises";

/** The key W3C uses for an element reference in JSON. */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

/** @typedef {{ [ELEMENT_KEY]: string }} ElementRef */
/** @typedef {string | ElementRef} Target  a CSS selector or an element reference */
/** @typedef {{ name: string, width: number, height: number }} Viewport */
/** @typedef {{ timeout?: number, interval?: number, message?: string }} WaitOptions */
/**
 * A script run in the page: a function body as a string, in which `arguments[i]` holds the
 * i-th argument; or a function, called with the arguments (element references arrive as the
 * elements). A function is sent as its source text, so it runs in the webview with only its
 * arguments and the page's globals: it cannot see the test's variables.
 * @typedef {string | ((...args: any[]) => unknown)} Script
 */

/**
 * The WebDriver `script` for a `Script`: a function becomes a body that calls it with the
 * command's arguments (for an async script, the callback is the last).
 * @param {Script} script
 */
export const scriptSource = (script) =>
  typeof script === "string" ? script : `return (${script}).apply(null, arguments);`;

/** Phone, tablet and desktop viewports used for screenshots. */
export const VIEWPORTS = /** @type {const} */ ([
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 1024, height: 768 },
  { name: "desktop", width: 1440, height: 900 },
]);

/**
 * Wild Tiled West's table is also looked at as a tablet held upright and a phone turned
 * landscape, here 844x480 (the window may be as low as 360 px: src-tauri/tauri.conf.json;
 * landscape-phone.test.mjs looks at every table at a phone's real landscape height, 390).
 */
export const WTW_VIEWPORTS = /** @type {const} */ ([
  ...VIEWPORTS,
  { name: "portrait-tablet", width: 768, height: 1024 },
  { name: "landscape-phone", width: 844, height: 480 },
]);

export class WebDriverError extends Error {
  /**
   * @param {string} message
   * @param {{ status?: number, error?: string, method?: string, path?: string }} [details]
   */
  constructor(message, details = {}) {
    super(message);
    this.name = "WebDriverError";
    this.details = details;
  }
}

/**
 * Sends one WebDriver command.
 * @param {string} baseUrl e.g. http://127.0.0.1:4444
 * @param {"GET" | "POST" | "DELETE"} method
 * @param {string} path
 * @param {unknown} [body]
 * @param {number} [timeoutMs]
 * @returns {Promise<any>} the `value` member of the response
 */
export async function wdRequest(baseUrl, method, path, body, timeoutMs = 30_000) {
  const started = performance.now();
  try {
    return await send(baseUrl, method, path, body, timeoutMs);
  } finally {
    const stats = requestStats(baseUrl);
    const ms = performance.now() - started;
    stats.requests++;
    stats.ms += ms;
    // "POST /execute/sync", "GET /element/:id/displayed": the command, without the ids.
    const kind = `${method} ${path.replace(/^\/session\/[^/]+/, "").replace(/\/element\/[^/]+/g, "/element/:id")}`;
    const byKind = stats.byKind.get(kind) ?? { requests: 0, ms: 0 };
    byKind.requests++;
    byKind.ms += ms;
    stats.byKind.set(kind, byKind);
  }
}

/**
 * @typedef {{ requests: number, ms: number }} CommandTime
 * @typedef {{ requests: number, ms: number, waitedMs: number, byKind: Map<string, CommandTime> }} ServerStats
 */

/** @type {Map<string, ServerStats>} */
const statsByServer = new Map();

/**
 * How many WebDriver commands went to one server and how long they took, and how long its
 * waits slept between polls: where an end-to-end test's time goes (`E2E_PROFILE=1`).
 * @param {string} baseUrl
 */
export function requestStats(baseUrl) {
  let stats = statsByServer.get(baseUrl);
  if (!stats) {
    stats = { requests: 0, ms: 0, waitedMs: 0, byKind: new Map() };
    statsByServer.set(baseUrl, stats);
  }
  return stats;
}

/**
 * @param {string} baseUrl
 * @param {"GET" | "POST" | "DELETE"} method
 * @param {string} path
 * @param {unknown} body
 * @param {number} timeoutMs
 */
async function send(baseUrl, method, path, body, timeoutMs) {
  /** @type {Response} */
  let response;
  try {
    response = await fetch(baseUrl + path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json; charset=utf-8" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new WebDriverError(`${method} ${path} failed after at most ${timeoutMs} ms (${reason})`, {
      method,
      path,
    });
  }
  const text = await response.text();
  /** @type {any} */
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new WebDriverError(`${method} ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 300)}`);
  }
  const value = json && typeof json === "object" && "value" in json ? json.value : json;
  if (!response.ok || (value && typeof value === "object" && "error" in value && value.error)) {
    const error = value?.error ?? `HTTP ${response.status}`;
    const message = value?.message ?? text.slice(0, 300);
    throw new WebDriverError(`${method} ${path}: ${error}: ${message}`, {
      status: response.status,
      error,
      method,
      path,
    });
  }
  return value;
}

/**
 * Polls until the server answers GET /status, or throws after `timeoutMs`.
 * @param {string} baseUrl
 * @param {number} timeoutMs
 */
export async function waitForServer(baseUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    try {
      await wdRequest(baseUrl, "GET", "/status", undefined, 2_000);
      return;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(100);
  }
  throw new Error(`WebDriver server at ${baseUrl} did not answer within ${timeoutMs} ms (${last})`);
}

/**
 * Opens a session and returns the helper object the tests receive.
 * @param {{ baseUrl: string, capabilities: object, screenshotDir: string, dataDir: string, testName: string }} options
 */
export async function openSession({ baseUrl, capabilities, screenshotDir, dataDir, testName }) {
  const created = await wdRequest(baseUrl, "POST", "/session", { capabilities }, 60_000);
  // `reopen` replaces the session (a restarted app), so these change.
  let sessionId = /** @type {string} */ (created.sessionId);
  let s = `/session/${sessionId}`;
  /**
   * @param {"GET" | "POST" | "DELETE"} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {number} [timeoutMs]
   */
  const cmd = (method, path, body, timeoutMs) => wdRequest(baseUrl, method, s + path, body, timeoutMs);

  /** @param {Target} target @returns {Promise<ElementRef>} */
  const resolve = async (target) => (typeof target === "string" ? driver.find(target) : target);
  /** @param {ElementRef} el */
  const idOf = (el) => el[ELEMENT_KEY];

  /** A finger down for `ms`, then up. @param {number} ms */
  const press = (ms) => [
    { type: "pointerDown", button: 0 },
    { type: "pause", duration: ms },
    { type: "pointerUp", button: 0 },
  ];
  /**
   * Touch pointer actions at an element (its in-view centre, or an offset from it), after
   * scrolling it into view as a person would (and as WebDriver's element click does): pointer
   * actions outside the viewport fail with "move target out of bounds". The finger moves
   * once, so a second press lands where the first did even if the page has changed under it.
   * @param {Target} target
   * @param {{ x: number, y: number }} offset
   * @param {object[][]} steps
   */
  const fingerOn = async (target, offset, steps) => {
    const el = await resolve(target);
    await driver.execute((/** @type {Element} */ e) => e.scrollIntoView({ block: "nearest", inline: "nearest" }), el);
    await cmd("POST", "/actions", {
      actions: [
        {
          type: "pointer",
          id: "finger1",
          parameters: { pointerType: "touch" },
          actions: [
            { type: "pointerMove", duration: 0, origin: el, x: Math.round(offset.x), y: Math.round(offset.y) },
            ...steps.flat(),
          ],
        },
      ],
    });
    await cmd("DELETE", "/actions");
  };

  /**
   * Mouse pointer actions at an element (its centre, or an offset from it): the mouse is left
   * where it went, as a hand leaves it.
   * @param {Target} target
   * @param {{ x: number, y: number }} offset
   * @param {object[][]} steps
   */
  const mouseOn = async (target, offset, steps) => {
    const el = await resolve(target);
    await cmd("POST", "/actions", {
      actions: [
        {
          type: "pointer",
          id: "mouse1",
          parameters: { pointerType: "mouse" },
          actions: [
            { type: "pointerMove", duration: 100, origin: el, x: Math.round(offset.x), y: Math.round(offset.y) },
            ...steps.flat(),
          ],
        },
      ],
    });
  };

  const driver = {
    sessionId,
    testName,
    /** The XDG_DATA_HOME the app runs with (fresh for each test). */
    dataDir,
    viewports: VIEWPORTS,

    /** @param {string} css @returns {Promise<ElementRef>} */
    async find(css) {
      return cmd("POST", "/element", { using: "css selector", value: css });
    },
    /** @param {string} css @returns {Promise<ElementRef[]>} */
    async findAll(css) {
      return cmd("POST", "/elements", { using: "css selector", value: css });
    },
    /** WebDriver's element click (a mouse click at the element's centre). @param {Target} target */
    async click(target) {
      const el = await resolve(target);
      await cmd("POST", `/element/${idOf(el)}/click`, {});
    },
    /**
     * A finger tap through W3C pointer actions with pointerType "touch", at the element's
     * centre or at an offset from it (CSS pixels), after scrolling it into view.
     * @param {Target} target
     * @param {{ x: number, y: number }} [offset]
     */
    async tap(target, offset = { x: 0, y: 0 }) {
      await fingerOn(target, offset, [press(60)]);
    },
    /**
     * Two quick finger taps at the same spot (60 ms down, 80 ms apart), as a person
     * double-taps: the second lands wherever the first has left the screen.
     * @param {Target} target
     */
    async doubleTap(target) {
      await fingerOn(target, { x: 0, y: 0 }, [press(60), [{ type: "pause", duration: 80 }], press(60)]);
    },
    /**
     * A finger held down on an element's centre (or an offset from it) for `ms`, then lifted
     * (a long press).
     * @param {Target} target
     * @param {number} ms
     * @param {{ x: number, y: number }} [offset]
     */
    async hold(target, ms, offset = { x: 0, y: 0 }) {
      await fingerOn(target, offset, [press(ms)]);
    },
    /**
     * A finger drag from one element's centre to another's, in small steps.
     * @param {Target} from
     * @param {Target} to
     * @param {{ x: number, y: number }} [toOffset] offset from the target's centre
     */
    async drag(from, to, toOffset = { x: 0, y: 0 }) {
      const a = await resolve(from);
      const b = await resolve(to);
      /** @type {{ ax: number, ay: number, bx: number, by: number }} */
      const p = await driver.execute(
        (/** @type {Element} */ first, /** @type {Element} */ second) => {
          const c = (/** @type {Element} */ el) => {
            const r = el.getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2];
          };
          const [ax, ay] = c(first);
          const [bx, by] = c(second);
          return { ax, ay, bx, by };
        },
        a,
        b,
      );
      await driver.swipe({ x: p.ax, y: p.ay }, { x: p.bx + toOffset.x, y: p.by + toOffset.y });
    },
    /**
     * A finger drag between two points of the viewport (CSS pixels), in small steps.
     * @param {{ x: number, y: number }} start
     * @param {{ x: number, y: number }} end
     */
    async swipe(start, end) {
      const steps = [0.2, 0.4, 0.6, 0.8, 1].map((f) => ({
        type: "pointerMove",
        duration: 40,
        origin: "viewport",
        x: Math.round(start.x + (end.x - start.x) * f),
        y: Math.round(start.y + (end.y - start.y) * f),
      }));
      await cmd("POST", "/actions", {
        actions: [
          {
            type: "pointer",
            id: "finger1",
            parameters: { pointerType: "touch" },
            actions: [
              { type: "pointerMove", duration: 0, origin: "viewport", x: Math.round(start.x), y: Math.round(start.y) },
              { type: "pointerDown", button: 0 },
              { type: "pause", duration: 50 },
              ...steps,
              { type: "pause", duration: 50 },
              { type: "pointerUp", button: 0 },
            ],
          },
        ],
      });
      await cmd("DELETE", "/actions");
    },
    /**
     * Two fingers twisting round an element's centre (W3C pointer actions, two touch
     * pointers): they start `radius` CSS pixels either side of it and turn by `degrees`
     * (positive: clockwise on screen) in small steps, then lift.
     * @param {Target} target
     * @param {number} degrees
     * @param {number} [radius]
     */
    async twist(target, degrees, radius = 60) {
      const el = await resolve(target);
      /** @type {{ x: number, y: number }} */
      const c = await driver.execute((/** @type {Element} */ e) => {
        const r = e.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }, el);
      const at = (/** @type {number} */ angle, /** @type {number} */ side) => ({
        x: Math.round(c.x + side * radius * Math.cos(angle)),
        y: Math.round(c.y + side * radius * Math.sin(angle)),
      });
      const STEPS = 8;
      const finger = (/** @type {string} */ id, /** @type {number} */ side) => ({
        type: "pointer",
        id,
        parameters: { pointerType: "touch" },
        actions: [
          { type: "pointerMove", duration: 0, origin: "viewport", ...at(0, side) },
          { type: "pointerDown", button: 0 },
          { type: "pause", duration: 50 },
          ...Array.from({ length: STEPS }, (_, i) => ({
            type: "pointerMove",
            duration: 40,
            origin: "viewport",
            ...at((((i + 1) / STEPS) * degrees * Math.PI) / 180, side),
          })),
          { type: "pause", duration: 50 },
          { type: "pointerUp", button: 0 },
        ],
      });
      await cmd("POST", "/actions", { actions: [finger("finger1", 1), finger("finger2", -1)] });
      await cmd("DELETE", "/actions");
    },
    /**
     * The same twist as `twist`, as the page's own pointer events (two touch pointers). For
     * drivers that fold touch pointers into one: WebKitWebDriver on Linux sends every touch
     * pointer of an action as the one mouse pointer, so two fingers never reach the page.
     * @param {Target} target
     * @param {number} degrees
     * @param {number} [radius]
     */
    async twistByEvents(target, degrees, radius = 60) {
      const el = await resolve(target);
      await driver.executeAsync(
        (
          /** @type {Element} */ e,
          /** @type {number} */ degrees,
          /** @type {number} */ radius,
          /** @type {(ok: boolean) => void} */ done,
        ) => {
          const r = e.getBoundingClientRect();
          const cx = r.left + r.width / 2,
            cy = r.top + r.height / 2;
          /** @param {number} a @param {number} side @returns {[number, number]} */
          const at = (a, side) => [cx + side * radius * Math.cos(a), cy + side * radius * Math.sin(a)];
          /** @param {string} type @param {number} id @param {[number, number]} point */
          const send = (type, id, [x, y]) =>
            e.dispatchEvent(
              new PointerEvent(type, {
                pointerId: id,
                pointerType: "touch",
                isPrimary: id === 101,
                clientX: x,
                clientY: y,
                button: 0,
                buttons: type === "pointerup" ? 0 : 1,
                bubbles: true,
                cancelable: true,
              }),
            );
          send("pointerdown", 101, at(0, 1));
          send("pointerdown", 102, at(0, -1));
          let i = 0;
          const STEPS = 8;
          const step = () => {
            i++;
            const a = ((i / STEPS) * degrees * Math.PI) / 180;
            send("pointermove", 101, at(a, 1));
            send("pointermove", 102, at(a, -1));
            if (i < STEPS) setTimeout(step, 30);
            else {
              send("pointerup", 101, at(a, 1));
              send("pointerup", 102, at(a, -1));
              done(true);
            }
          };
          setTimeout(step, 30);
        },
        el,
        degrees,
        radius,
      );
    },
    /**
     * The mouse moved onto an element's centre (or an offset from it) and left resting there
     * (a hover), no button pressed.
     * @param {Target} target
     * @param {{ x: number, y: number }} [offset]
     */
    async hover(target, offset = { x: 0, y: 0 }) {
      await mouseOn(target, offset, []);
    },
    /**
     * A mouse click through pointer actions at an element's centre or an offset from it
     * (WebDriver's element click takes no offset).
     * @param {Target} target
     * @param {{ x: number, y: number }} [offset]
     */
    async mouseClick(target, offset = { x: 0, y: 0 }) {
      await mouseOn(target, offset, [press(60)]);
    },
    /**
     * Turns the mouse wheel over an element's centre (negative `deltaY` scrolls up).
     * @param {Target} target
     * @param {number} deltaY
     */
    async wheel(target, deltaY) {
      const el = await resolve(target);
      await cmd("POST", "/actions", {
        actions: [
          {
            type: "wheel",
            id: "wheel1",
            actions: [{ type: "scroll", origin: el, x: 0, y: 0, deltaX: 0, deltaY, duration: 0 }],
          },
        ],
      });
      await cmd("DELETE", "/actions");
    },
    /**
     * Types keys one after another (W3C key actions): "r", or WebDriver key codes such as
     * "\uE012" (arrow left), "\uE014" (arrow right), "\uE007" (Enter), "\uE00C" (Escape).
     * @param {string[]} keys
     */
    async keys(...keys) {
      await cmd("POST", "/actions", {
        actions: [
          {
            type: "key",
            id: "keyboard",
            actions: keys.flatMap((value) => [
              { type: "keyDown", value },
              { type: "keyUp", value },
            ]),
          },
        ],
      });
      await cmd("DELETE", "/actions");
    },
    /**
     * Presses `key` `times` times with Shift held (Shift+Tab walks the tab order backwards).
     * @param {string} key
     * @param {number} [times]
     */
    async shiftKeys(key, times = 1) {
      const shift = "\uE008";
      await cmd("POST", "/actions", {
        actions: [
          {
            type: "key",
            id: "keyboard",
            actions: [
              { type: "keyDown", value: shift },
              ...Array.from({ length: times }, () => [
                { type: "keyDown", value: key },
                { type: "keyUp", value: key },
              ]).flat(),
              { type: "keyUp", value: shift },
            ],
          },
        ],
      });
      await cmd("DELETE", "/actions");
    },
    /**
     * Types `text` into a text field (W3C Element Send Keys), as a keyboard would.
     * @param {Target} target
     * @param {string} text
     */
    async type(target, text) {
      const el = await resolve(target);
      await cmd("POST", `/element/${idOf(el)}/value`, { text });
    },
    /** The element's rendered text. @param {Target} target @returns {Promise<string>} */
    async text(target) {
      const el = await resolve(target);
      return cmd("GET", `/element/${idOf(el)}/text`);
    },
    /** @param {Target} target @param {string} name @returns {Promise<string | null>} */
    async attribute(target, name) {
      const el = await resolve(target);
      return cmd("GET", `/element/${idOf(el)}/attribute/${encodeURIComponent(name)}`);
    },
    /**
     * Runs a script in the page synchronously (see `Script`) with `args`, and returns what it
     * returns.
     * @param {Script} script
     * @param {unknown[]} args
     */
    async execute(script, ...args) {
      return cmd("POST", "/execute/sync", { script: scriptSource(script), args });
    },
    /**
     * Runs a script in the page (see `Script`) with `args` and a callback after them, the
     * last argument; the script must call it with the result (a function's block body
     * returns nothing, as a string script's does).
     * @param {Script} script
     * @param {unknown[]} args
     */
    async executeAsync(script, ...args) {
      return cmd("POST", "/execute/async", { script: scriptSource(script), args });
    },
    /**
     * Waits for a CSS selector to match a displayed element (returned), or for a predicate to
     * return a truthy value (returned).
     * @overload
     * @param {string} condition
     * @param {WaitOptions} [options]
     * @returns {Promise<ElementRef>}
     */
    /**
     * @template T
     * @overload
     * @param {() => Promise<T> | T} condition
     * @param {WaitOptions} [options]
     * @returns {Promise<NonNullable<T>>}
     */
    /**
     * @param {string | (() => unknown)} condition
     * @param {WaitOptions} [options]
     * @returns {Promise<unknown>}
     */
    async waitFor(condition, { timeout = 10_000, interval = 100, message } = {}) {
      const deadline = Date.now() + timeout;
      let last = "";
      for (;;) {
        try {
          if (typeof condition === "string") {
            const el = await driver.find(condition);
            if (await cmd("GET", `/element/${idOf(el)}/displayed`)) return el;
            last = "found but not displayed";
          } else {
            const value = await condition();
            if (value) return value;
            last = `condition returned ${JSON.stringify(value)}`;
          }
        } catch (error) {
          last = error instanceof Error ? error.message : String(error);
        }
        if (Date.now() >= deadline) {
          const what = message ?? (typeof condition === "string" ? `selector ${condition}` : "condition");
          throw new Error(`timed out after ${timeout} ms waiting for ${what} (${last})`);
        }
        const slept = performance.now();
        await sleep(interval);
        requestStats(baseUrl).waitedMs += performance.now() - slept;
      }
    },
    /** Reloads the page. */
    async refresh() {
      await cmd("POST", "/refresh", {});
    },
    /** @returns {Promise<{ x: number, y: number, width: number, height: number }>} */
    async windowRect() {
      return cmd("GET", "/window/rect");
    },
    /** @returns {Promise<{ width: number, height: number }>} the page's innerWidth/innerHeight */
    async viewportSize() {
      return driver.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
    },
    /**
     * Resizes the window so the page's viewport (window.innerWidth/innerHeight) is the given
     * size: the window rect may include decorations, so it measures and corrects.
     * @param {{ width: number, height: number }} size
     */
    async setViewport({ width, height }) {
      let rect = { width, height };
      for (let attempt = 0; attempt < 4; attempt++) {
        await cmd("POST", "/window/rect", rect);
        const inner = await driver.waitFor(async () => {
          const v = await driver.viewportSize();
          // Resizes land asynchronously; wait until the page reports a settled size.
          await sleep(50);
          const again = await driver.viewportSize();
          return v.width === again.width && v.height === again.height ? v : null;
        });
        if (inner.width === width && inner.height === height) return;
        rect = { width: rect.width + (width - inner.width), height: rect.height + (height - inner.height) };
      }
      const got = await driver.viewportSize();
      throw new Error(`could not size the viewport to ${width}x${height}; it is ${got.width}x${got.height}`);
    },
    /**
     * Audits the page for accessibility (audit.mjs: a serious or critical violation fails
     * the test), then saves a PNG of it to <screenshotDir>/<name>.png and returns its path.
     * Every moment a test looks at passes here, so every such moment is audited.
     * @param {string} name
     * @param {{ audit?: boolean }} [options] `audit: false` for the picture of a failure
     */
    async screenshot(name, { audit: audited = true } = {}) {
      if (audited) await audit(driver, name, dirname(screenshotDir));
      // WebKit takes a screenshot at the page's next paint, and without the GL compositor (the
      // runner turns it off) a page at rest never paints again: a dot of 1% ink in a corner
      // repaints until the picture is taken.
      await driver
        .execute(() => {
          const dot = document.createElement("div");
          dot.id = "e2e-paint-tick";
          dot.style.cssText =
            "position:fixed;left:0;top:0;width:1px;height:1px;pointer-events:none;background:rgb(0 0 0 / 0.01)";
          document.documentElement.append(dot);
          let odd = false;
          const timer = setInterval(() => {
            odd = !odd;
            dot.style.opacity = odd ? "0.5" : "1";
            if (!dot.isConnected) clearInterval(timer);
          }, 30);
        })
        .catch(() => undefined); // a failure's picture is taken whatever state the page is in
      let base64;
      try {
        base64 = await cmd("GET", "/screenshot", undefined, 30_000);
      } finally {
        await driver.execute(() => document.getElementById("e2e-paint-tick")?.remove()).catch(() => undefined);
      }
      const file = `${screenshotDir}/${name}.png`;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, Buffer.from(base64, "base64"));
      return file;
    },
    /**
     * For each of phone, tablet and desktop (or the `viewports` given): sets the viewport,
     * waits a frame, runs `check` (if given) and saves `<prefix>-<size>.png`.
     * @param {string} prefix
     * @param {(viewport: Viewport) => Promise<void>} [check]
     * @param {readonly Viewport[]} [viewports]
     */
    async atEachViewport(prefix, check, viewports = VIEWPORTS) {
      for (const viewport of viewports) {
        await driver.setViewport(viewport);
        await driver.executeAsync((/** @type {() => void} */ done) => {
          requestAnimationFrame(() => requestAnimationFrame(done));
        });
        if (check) await check(viewport);
        await driver.screenshot(`${prefix}-${viewport.name}`);
      }
    },
    /** Ends the session (closes the app). */
    async quit() {
      await wdRequest(baseUrl, "DELETE", s, undefined, 15_000);
    },
    /**
     * Starts the app again with the same data folder: ends the current session (quietly, as
     * the app may already be dead) and opens a new one in its place.
     */
    async reopen() {
      await wdRequest(baseUrl, "DELETE", s, undefined, 10_000).catch(() => {});
      const again = await wdRequest(baseUrl, "POST", "/session", { capabilities }, 60_000);
      sessionId = /** @type {string} */ (again.sessionId);
      s = `/session/${sessionId}`;
      driver.sessionId = sessionId;
    },
  };
  return driver;
}

/** @typedef {Awaited<ReturnType<typeof openSession>>} Driver */
