/**
 * The games on Saloon's table, in the order the home screen lists them: the only place in the
 * UI that names them. Adding a game is its folder (with an `index.ts` exporting its `GameUi`)
 * and one line here; a line without `load` is listed as coming soon.
 */
import { gameWordsReady } from "../i18n";
import type { GameEntry, GameUi } from "../lib/gameUi";
import type { Translate } from "../lib/translate";

export const GAMES: readonly GameEntry[] = [
  { id: "wild-tiled-west", key: "wildTiledWest", load: () => import("../wtw/index"), campaign: true },
  { id: "circle-the-wagons", key: "circleTheWagons", load: () => import("../ctw/index") },
  { id: "rolled-west", key: "rolledWest", load: () => import("../rw/index") },
  { id: "wild-tiles", key: "wildTiles", load: () => import("../wt/index") },
];

/** The registry's entry for a backend id. */
export function gameById(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The message key of a game's name; null for a game this UI does not know (show its id). */
export function gameNameKey(id: string): string | null {
  const game = gameById(id);
  return game ? `games.${game.key}.name` : null;
}

/**
 * The name of a solo rank a game gives (`games.<key>.rank.<rank>`, in the shared bundle, so
 * Home and the history name it without loading the game); "no rank yet" for none.
 */
export function rankName(t: Translate, gameId: string, rank: string | null): string {
  const game = gameById(gameId);
  return game ? t(`games.${game.key}.rank.${rank ?? "none"}`) : (rank ?? "");
}

/** The game whose solo campaign and rank history the backend keeps. */
export function campaignGame(): GameEntry | undefined {
  return GAMES.find((g) => g.campaign);
}

/**
 * A game's UI, loaded the first time it is asked for, with its words in the current language;
 * null for a game without one.
 */
export async function loadGameUi(id: string): Promise<GameUi | null> {
  const load = gameById(id)?.load;
  if (!load) return null;
  const ui = (await load()).default;
  await gameWordsReady();
  return ui;
}

/** The UI of the game whose solo campaign the backend keeps. */
export async function campaignUi(): Promise<GameUi | null> {
  const game = campaignGame();
  return game ? loadGameUi(game.id) : null;
}
