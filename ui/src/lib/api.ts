/**
 * The one module that talks to the Rust backend. Components import from here, never from
 * @tauri-apps/api directly, so the IPC surface stays in one place and can be mocked in tests.
 */
import { invoke, isTauri } from "@tauri-apps/api/core";
import { LazyStore } from "@tauri-apps/plugin-store";
import { isLocale, type Locale } from "../i18n/locales";

/** True inside the Tauri webview, false in a plain browser (e.g. `npm run dev` opened directly). */
export const inTauri: boolean = isTauri();

/** The app's package version, as the Rust side reports it. */
export async function appVersion(): Promise<string> {
  return invoke<string>("app_version");
}

// Settings live in the store plugin's file under the app data folder. Saves are explicit so a
// setting change is on disk before the promise resolves.
const settings = new LazyStore("settings.json", { defaults: {}, autoSave: false });

const LOCALE_KEY = "locale";

/** The language the player chose last time, or null (first run, or outside Tauri). */
export async function loadLocale(): Promise<Locale | null> {
  if (!inTauri) return null;
  const value = await settings.get<unknown>(LOCALE_KEY);
  return isLocale(value) ? value : null;
}

export async function saveLocale(value: Locale): Promise<void> {
  if (!inTauri) return;
  await settings.set(LOCALE_KEY, value);
  await settings.save();
}
