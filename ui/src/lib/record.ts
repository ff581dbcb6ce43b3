/** The solo rank history's words and choices (screens/Record.svelte). */
import type { GameInfo } from "../bindings/GameInfo";
import type { SideNames } from "./gameUi";
import type { Translate } from "./translate";

/**
 * Which board and side a personal best or a solo game was on, by the board's name (and the
 * wild side's, on a wild side) in the reader's language: "Dusty Crossing, normal side".
 */
export function recordSide(board: number, wild: boolean, names: SideNames, t: Translate): string {
  return wild
    ? t("record.boardWild", { values: { board: names.board(board), side: names.wildSide(board) } })
    : t("record.boardNormal", { values: { board: names.board(board) } });
}

/**
 * The games with a rank history: those a player can play alone whose solo games earn a rank
 * (`GameInfo.solo_ranks`), in the backend's order.
 */
export function rankedGames(games: readonly GameInfo[]): GameInfo[] {
  return games.filter((g) => g.min_players === 1 && g.solo_ranks);
}
