/** Rolled West as the shared screens see it (listed in `ui/src/games/registry.ts`). */
import { addGameMessages } from "../i18n";
import type { GameUi } from "../lib/gameUi";
import en from "./i18n/en.json";
import "./marks.css";
import RwFinalScores from "./RwFinalScores.svelte";
import RwGame from "./RwGame.svelte";
import RwReplay from "./RwReplay.svelte";

// The game's words come with its UI, not in the start-up script.
addGameMessages(en, { fr: () => import("./i18n/fr.json") });

const ui: GameUi = {
  Table: RwGame,
  ReplayTable: RwReplay,
  FinalScores: RwFinalScores,
  rules: () => import("./rules"),
};

export default ui;
