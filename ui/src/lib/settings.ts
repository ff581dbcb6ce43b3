/**
 * The player's settings: loaded from the backend at start, saved through `set_settings`, and
 * applied at once (language, palette) by whoever subscribes.
 */
import { get, writable } from "svelte/store";
import type { Palette } from "../bindings/Palette";
import type { Settings } from "../bindings/Settings";
import { isLocale, setLocale } from "../i18n";
import { getSettings, inTauri, setSettings } from "./api";

/** `language: null` follows the system's languages until the player picks one. */
export const DEFAULT_SETTINGS: Settings = { language: null, palette: "standard", hand_off: true, guides_offered: [] };

export const settings = writable<Settings>({ ...DEFAULT_SETTINGS });

/** Puts the palette on the document so CSS variables follow it. */
export function applyPalette(palette: Palette): void {
  if (typeof document !== "undefined") document.documentElement.dataset["palette"] = palette;
}

function apply(next: Settings): void {
  if (isLocale(next.language)) setLocale(next.language);
  applyPalette(next.palette);
}

/** Reads the saved settings (defaults when the backend is out of reach). */
export async function loadSettings(): Promise<Settings> {
  if (!inTauri) return { ...DEFAULT_SETTINGS };
  try {
    return await getSettings();
  } catch (error) {
    console.error("could not read the settings", error);
    return { ...DEFAULT_SETTINGS };
  }
}

/** Makes `initial` current without saving it (at start). */
export function useSettings(initial: Settings): void {
  settings.set(initial);
  applyPalette(initial.palette);
}

/**
 * Changes some settings: applied immediately, then saved. If saving fails the change stays on
 * screen for this run and the error is returned for the caller to show.
 */
export async function updateSettings(change: Partial<Settings>): Promise<unknown> {
  const next: Settings = { ...get(settings), ...change };
  settings.set(next);
  apply(next);
  if (!inTauri) return null;
  try {
    const saved = await setSettings(next);
    settings.set(saved);
    return null;
  } catch (error) {
    console.error("could not save the settings", error);
    return error;
  }
}
