/** The Wild Tiled West table's status line: what the game waits for, and from whom. */
import type { WtwDecision } from "../bindings/WtwDecision";
import type { WtwStage } from "../bindings/WtwStage";
import type { Mode } from "../lib/flow";
import type { Translate } from "../lib/translate";

export interface StatusFacts {
  mode: Mode;
  /** The viewer's decision now, if it is theirs to make. */
  decision: WtwDecision | null;
  /** The name of the tile being placed. */
  tile: string;
  stage: WtwStage;
  /** Whoever the game waits for first, and for what. */
  front: { seat: number; decision: WtwDecision } | null;
  /** The acting seat's name, while a bot thinks. */
  thinking: string;
  /** A seat's name as the status line shows it. */
  name: (seat: number) => string;
}

export function statusText(t: Translate, f: StatusFacts): string {
  if (f.mode === "over") return t("wtw.status.over");
  if (f.mode === "thinking") return t("game.thinking", { values: { name: f.thinking } });
  if (f.decision) {
    switch (f.decision.type) {
      case "keep-partner":
        return t("wtw.status.keepPartner");
      case "income":
        return t("wtw.status.income");
      case "draft":
        return t("wtw.status.draft");
      case "place-tile":
        return t("wtw.status.placeTile", { values: { tile: f.tile } });
      case "place-alley":
        return t("wtw.status.placeAlley");
      case "pick-partner":
        return t("wtw.status.pickPartner");
      case "pick-ace":
        return t("wtw.status.pickAce");
      case "den":
        return t("wtw.status.den");
      case "wheelwright":
        return t("wtw.status.wheelwright");
      case "general-store":
        return t("wtw.status.generalStore");
      case "stash":
        return t("wtw.status.stash");
      case "wrangle":
        return t("wtw.status.wrangle");
      case "shoot":
        return t("wtw.status.shoot");
      case "hill-bandit":
        return t("wtw.status.hillBandit");
    }
  }
  if (f.stage === "keep-partners") return t("wtw.status.otherKeeps");
  if (f.front) {
    return f.front.decision.type === "draft"
      ? t("wtw.status.otherDrafts", { values: { name: f.name(f.front.seat) } })
      : t("wtw.status.otherActs", { values: { name: f.name(f.front.seat) } });
  }
  return t("common.loading");
}
