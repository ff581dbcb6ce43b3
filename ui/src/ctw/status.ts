/**
 * The table's words about whose moment it is: the status line at the top, and a town's name
 * (the viewer's own reads "Your town", as a guided game's player is named "You").
 */
import type { CtwPhase } from "../bindings/CtwPhase";
import type { Mode } from "../lib/flow";
import type { Translate } from "../lib/translate";

export interface StatusMoment {
  mode: Mode;
  /** The viewer acts now. */
  playing: boolean;
  phase: CtwPhase;
  actorSeat: number | null;
  drafter: number;
  /** The name of the card to place, if any. */
  toPlace: string;
  freeCount: number;
}

/** The status line; `name` gives a seat's name as the line shows it (shortened to fit). */
export function statusLine(m: StatusMoment, name: (seat: number | null) => string, t: Translate): string {
  if (m.mode === "over") return t("ctw.status.over");
  if (m.mode === "thinking") return t("game.thinking", { values: { name: name(m.actorSeat) } });
  if (m.playing) {
    switch (m.phase) {
      case "choose-start":
        return t("ctw.status.chooseStart", { values: { name: name(m.drafter) } });
      case "draft":
        return t("ctw.status.draft");
      case "place-drafted":
        return t("ctw.status.placeDrafted", { values: { card: m.toPlace } });
      case "place-free":
        return t("ctw.status.placeFree", { values: { count: m.freeCount } });
    }
  }
  if (m.actorSeat !== null) {
    if (m.phase === "choose-start") return t("ctw.status.otherChoosesStart", { values: { name: name(m.actorSeat) } });
    if (m.phase === "draft") return t("ctw.status.otherDrafts", { values: { name: name(m.actorSeat) } });
    return t("ctw.status.otherPlaces", { values: { name: name(m.actorSeat) } });
  }
  return t("common.loading");
}

/** A town's name: "Your town" for the viewer's own, else "Ann’s town". */
export function townName(seat: number, viewer: number | null, name: string, t: Translate): string {
  return seat === viewer ? t("ctw.yourTown") : t("ctw.town", { values: { name } });
}
