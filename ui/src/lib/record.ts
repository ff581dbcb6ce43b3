/** The solo rank history's words (screens/Record.svelte). */
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
