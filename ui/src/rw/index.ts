/** Rolled West as the shared screens see it (listed in `ui/src/games/registry.ts`). */
import { addGameMessages } from "../i18n";
import type { GameUi } from "../lib/gameUi";
import type { Guide } from "../lib/guide";
import { CONTENT } from "./content";
import { describeEvent, rwEvents } from "./log";
import { PHASE_SECTION, rwView } from "./logic";
import en from "./i18n/en.json";
import "./marks.css";
import RwFinalScores from "./RwFinalScores.svelte";
import RwGame from "./RwGame.svelte";
import RwReplay from "./RwReplay.svelte";

// The game's words come with its UI, not in the start-up script.
addGameMessages(en, { fr: () => import("./i18n/fr.json") });

const ui: GameUi = {
  Table: RwGame,
  tableMode: true,
  ReplayTable: RwReplay,
  FinalScores: RwFinalScores,
  decisionSections: PHASE_SECTION,
  rules: () => import("./rules"),
  // Content replayed on its seed by crates/app/tests/guide.rs; JSON types its actions loosely.
  guide: async () => (await import("./guide.json")).default as unknown as Guide,
  // As the replay's caption tells a move.
  describeMove: (events, update, t, locale) => {
    const v = rwView(update.view);
    if (!v) return [];
    const ctx = { seats: update.seats, jumper: v.jumper, content: CONTENT, locale };
    return rwEvents(events)
      .filter((e) => e.type !== "answered")
      .map((e) => describeEvent(e, ctx, t));
  },
};

export default ui;
