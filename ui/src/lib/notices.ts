/**
 * Messages from the backend about the saves (a damaged slot set aside on start). The backend
 * hands each out once, so they are kept here until the player dismisses them.
 */
import { writable } from "svelte/store";

export const saveNotices = writable<string[]>([]);
