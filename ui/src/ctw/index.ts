/** Circle the Wagons as the shared screens see it (listed in `ui/src/games/registry.ts`). */
import type { GameUi } from "../lib/gameUi";
import CtwFinalScores from "./CtwFinalScores.svelte";
import CtwGame from "./CtwGame.svelte";
import CtwPaletteSamples from "./CtwPaletteSamples.svelte";
import CtwReplay from "./CtwReplay.svelte";

const ui: GameUi = {
  Table: CtwGame,
  ReplayTable: CtwReplay,
  FinalScores: CtwFinalScores,
  PaletteSamples: CtwPaletteSamples,
};

export default ui;
