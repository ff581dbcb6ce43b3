/**
 * The Wild Tiles table's status line: the game's end and its winners, a bot thinking, the
 * resolution playing out, or the decision the viewer is at.
 */
import type { Mode } from "../lib/flow";
import { statusName } from "../lib/format";
import type { Translate } from "../lib/translate";

export interface StatusAt {
  mode: Mode;
  winners: readonly number[];
  /** The bot thinking now, if one is. */
  bot: number | null;
  /** The resolution is playing out. */
  resolving: boolean;
  planning: boolean;
  bidding: boolean;
  givingUp: boolean;
  viewer: number | null;
}

export function statusLine(t: Translate, s: StatusAt, name: (seat: number) => string): string {
  if (s.mode === "over")
    return s.winners.length > 0
      ? t("wt.status.over", { values: { names: s.winners.map(name).join(", ") } })
      : t("wt.status.overNobody");
  if (s.mode === "thinking")
    return s.bot === null
      ? t("wt.status.resolving")
      : t("game.thinking", { values: { name: statusName(name(s.bot)) } });
  if (s.resolving) return t("wt.status.resolving");
  const viewerName = statusName(name(s.viewer ?? 0));
  if (s.planning) return t("wt.status.plan", { values: { name: viewerName } });
  if (s.bidding) return t("wt.status.bid", { values: { name: viewerName } });
  if (s.givingUp) return t("wt.status.giveUp");
  return t("wt.status.waiting");
}
