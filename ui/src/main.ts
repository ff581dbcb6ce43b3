import { mount } from "svelte";
import App from "./App.svelte";
import { setupI18n } from "./i18n";
import { loadLocale } from "./lib/api";
import "./app.css";

async function start(): Promise<void> {
  // A broken settings file must never keep the table from opening: fall back to the system language.
  const saved = await loadLocale().catch((error: unknown) => {
    console.error("could not read the saved language", error);
    return null;
  });
  setupI18n(saved);
  const target = document.getElementById("app");
  if (!target) throw new Error("missing #app element");
  mount(App, { target });
}

void start();
