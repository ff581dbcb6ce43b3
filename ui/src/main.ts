import { mount } from "svelte";
import App from "./App.svelte";
import { isLocale, setupI18n } from "./i18n";
import { inTauri, listGames } from "./lib/api";
import { loadSettings, useSettings } from "./lib/settings";
import { watchTextSize } from "./lib/textSize";
import "./app.css";

// The last uncaught errors, kept where an end-to-end test that fails can read and print them
// (a Svelte effect that throws leaves the screen half updated and nothing else says why).
const uncaught: string[] = [];
(window as unknown as { __saloonErrors: string[] }).__saloonErrors = uncaught;
function keep(what: unknown): void {
  uncaught.push(
    what instanceof Error ? `${what.message}\n${what.stack ?? ""}` : (JSON.stringify(what) ?? String(what)),
  );
  if (uncaught.length > 20) uncaught.shift();
}
window.addEventListener("error", (e) => keep(e.error ?? e.message));
window.addEventListener("unhandledrejection", (e) => keep(e.reason));

async function start(): Promise<void> {
  // Marks for the launch benchmark (scripts/bench-app.mjs): where the start-up time goes.
  performance.mark("saloon:start");
  // Asked now, beside the settings, so Home's game list is there when it first draws.
  if (inTauri) listGames().catch(() => {}); // Home asks again and shows the error
  // Broken or missing settings must never keep the table from opening: loadSettings falls back
  // to the defaults.
  const saved = await loadSettings();
  performance.mark("saloon:settings");
  // Before mounting: French is loaded on demand, and nothing may draw before its words are in.
  await setupI18n(isLocale(saved.language) ? saved.language : null);
  useSettings(saved);
  const target = document.getElementById("app");
  if (!target) throw new Error("missing #app element");
  target.replaceChildren(); // index.html's splash, drawn while settings and words loaded
  watchTextSize();
  mount(App, { target });
  performance.mark("saloon:mounted");
}

void start();
