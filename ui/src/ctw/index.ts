/** Circle the Wagons as the shared screens see it (listed in `ui/src/games/registry.ts`). */
import { addGameMessages } from "../i18n";
import type { GameUi } from "../lib/gameUi";
import en from "./i18n/en.json";
import CtwFinalScores from "./CtwFinalScores.svelte";
import CtwGame from "./CtwGame.svelte";
import CtwPaletteSamples from "./CtwPaletteSamples.svelte";
import CtwReplay from "./CtwReplay.svelte";

// The game's words come with its UI, not in the start-up script.
addGameMessages(en, { fr: () => import("./i18n/fr.json") });

const ui: GameUi = {
  Table: CtwGame,
  ReplayTable: CtwReplay,
  FinalScores: CtwFinalScores,
  PaletteSamples: CtwPaletteSamples,
  rules: () => import("./rules"),
};

export default ui;
