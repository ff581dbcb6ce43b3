import { mount } from "svelte";
import App from "./App.svelte";
import { isLocale, setupI18n } from "./i18n";
import { loadSettings, useSettings } from "./lib/settings";
import "./app.css";

async function start(): Promise<void> {
  // Broken or missing settings must never keep the table from opening: loadSettings falls back
  // to the defaults.
  const saved = await loadSettings();
  setupI18n(isLocale(saved.language) ? saved.language : null);
  useSettings(saved);
  const target = document.getElementById("app");
  if (!target) throw new Error("missing #app element");
  mount(App, { target });
}

void start();
