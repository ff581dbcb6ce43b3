/** Circle the Wagons as the shared screens see it (listed in `ui/src/games/registry.ts`). */
import { addGameMessages } from "../i18n";
import type { GameUi } from "../lib/gameUi";
import type { Guide } from "../lib/guide";
import { describeEvent } from "./log";
import en from "./i18n/en.json";
import CtwFinalScores from "./CtwFinalScores.svelte";
import CtwGame from "./CtwGame.svelte";
import CtwPaletteSamples from "./CtwPaletteSamples.svelte";
import CtwReplay from "./CtwReplay.svelte";
import { PHASE_SECTION } from "./logic";

// The game's words come with its UI, not in the start-up script.
addGameMessages(en, { fr: () => import("./i18n/fr.json") });

const ui: GameUi = {
  Table: CtwGame,
  tableMode: true,
  ReplayTable: CtwReplay,
  FinalScores: CtwFinalScores,
  PaletteSamples: CtwPaletteSamples,
  decisionSections: PHASE_SECTION,
  rules: () => import("./rules"),
  // Content replayed on its seed, its bot beside, by crates/app/tests/guide.rs; JSON types its actions loosely.
  guide: async () => (await import("./guide.json")).default as unknown as Guide,
  // As the replay's caption tells a move.
  describeMove: (events, update, t, locale) => {
    const table = "circle-the-wagons" in update.view ? update.view["circle-the-wagons"] : null;
    if (!table) return [];
    const ctx = { seats: update.seats, cards: table.cards, locale };
    return events.flatMap((e) => ("circle-the-wagons" in e ? [describeEvent(e["circle-the-wagons"], ctx, t)] : []));
  },
};

export default ui;
