/** Wild Tiled West as the shared screens see it (listed in `ui/src/games/registry.ts`). */
import { addGameMessages } from "../i18n";
import type { GameUi } from "../lib/gameUi";
import { describeEvent, seatBoards } from "./log";
import type { Guide } from "../lib/guide";
import en from "./i18n/en.json";
import { DECISION_SECTION, wtwView } from "./logic";
import { wtwNames } from "./names";
import { seatOptions, wtwSetup } from "./setup";
import WtwFinalScores from "./WtwFinalScores.svelte";
import WtwGame from "./WtwGame.svelte";
import WtwReplay from "./WtwReplay.svelte";

// The game's words come with its UI; its solo ranks' names alone are shared (games.wildTiledWest.rank).
addGameMessages(en, { fr: () => import("./i18n/fr.json") });

const ui: GameUi = {
  Table: WtwGame,
  ReplayTable: WtwReplay,
  FinalScores: WtwFinalScores,
  setup: wtwSetup,
  // At a table each board faces its seat; a partner is still kept behind a hand-off.
  tableMode: true,
  // The same table again: each seat keeps its settlement board and side.
  playAgainOptions: (update) =>
    seatOptions(wtwView(update).players.map((p) => ({ board: p.board, wild: p.settlement.side.wild !== null }))),
  sideNames: wtwNames,
  decisionSections: DECISION_SECTION,
  rules: () => import("./rules"),
  // As the replay's caption tells a move.
  describeMove: (events, update, t, locale) => {
    const ctx = { seats: update.seats, locale, boards: seatBoards(wtwView(update).players) };
    return events.flatMap((e) => {
      const text = "wild-tiled-west" in e ? describeEvent(e["wild-tiled-west"], ctx, t) : null;
      return text === null ? [] : [text];
    });
  },
  // Content replayed on its seed by crates/app/tests/guide.rs; JSON types its actions loosely.
  guide: async () => (await import("./guide.json")).default as unknown as Guide,
};

export default ui;
