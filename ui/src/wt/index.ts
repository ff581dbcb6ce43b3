/** Wild Tiles as the shared screens see it (listed in `ui/src/games/registry.ts`). */
import { addGameMessages } from "../i18n";
import type { GameUi } from "../lib/gameUi";
import type { Guide } from "../lib/guide";
import { moveLines } from "./log";
import en from "./i18n/en.json";
import { PHASE_SECTION, wtEvents, wtView } from "./logic";
import { optionsOf, wtSetup } from "./setup";
import WtFinalScores from "./WtFinalScores.svelte";
import WtGame from "./WtGame.svelte";
import WtReplay from "./WtReplay.svelte";

// The game's words come with its UI; its solo ranks' names alone are shared (games.wildTiles.rank).
addGameMessages(en, { fr: () => import("./i18n/fr.json") });

const ui: GameUi = {
  Table: WtGame,
  ReplayTable: WtReplay,
  FinalScores: WtFinalScores,
  setup: wtSetup,
  // A solo rank table is the deck's (the ranks are calibrated per deck).
  rankTableName: (options, t) => {
    const deck = (options as { deck?: string } | null)?.deck ?? "normal";
    return t(`wt.setup.decks.${deck}`);
  },
  // The same table again: the same deck, variants and characters.
  playAgainOptions: (update) => {
    const v = wtView(update.view);
    return v ? optionsOf(v.options) : undefined;
  },
  decisionSections: PHASE_SECTION,
  rules: () => import("./rules"),
  // As the replay's caption tells a move.
  describeMove: (events, update, t) => {
    const v = wtView(update.view);
    return v ? moveLines(wtEvents(events), { seats: update.seats, size: v.size }, t) : [];
  },
  // Content replayed on its seed by crates/app/tests/guide.rs; JSON types its actions loosely.
  guide: async () => (await import("./guide.json")).default as unknown as Guide,
};

export default ui;
