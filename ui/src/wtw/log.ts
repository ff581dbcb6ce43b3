/** One line of the Wild Tiled West game log per event, in the reader's language. */
import type { LogStep } from "../bindings/LogStep";
import type { SeatConfig } from "../bindings/SeatConfig";
import type { WtwEvent } from "../bindings/WtwEvent";
import type { WtwPlayerView } from "../bindings/WtwPlayerView";
import type { WtwReward } from "../bindings/WtwReward";
import type { WtwSlot } from "../bindings/WtwSlot";
import type { Translate } from "../lib/translate";
import { joinList } from "../lib/format";
import { wtwNames } from "./names";

export interface LogContext {
  seats: readonly SeatConfig[];
  locale: string;
  /** Each seat's settlement board and side (from the view), to name its towns. */
  boards: readonly SeatBoard[];
}

/** A seat's settlement board and whether it plays the wild side. */
export interface SeatBoard {
  board: number;
  wild: boolean;
}

/** Each seat's board and side in a view's players, for the log's context. */
export function seatBoards(players: readonly WtwPlayerView[]): SeatBoard[] {
  return players.map((p) => ({ board: p.board, wild: p.settlement.side.wild !== null }));
}

function who(ctx: LogContext, seat: number): string {
  return ctx.seats[seat]?.name ?? `#${seat + 1}`;
}

/** The roll in the rulebook's words: "4 and 17 on the prairie dice, 8 on the river die". */
function rolledText(dice: readonly WtwSlot[], locale: string, t: Translate): string {
  const parts = (["prairie", "river"] as const).flatMap((kind) => {
    const numbers = dice.filter((d) => d.kind === kind).map((d) => String(d.number));
    return numbers.length === 0
      ? []
      : [t(`wtw.log.rolledOn.${kind}`, { values: { numbers: joinList(numbers, locale), count: numbers.length } })];
  });
  return joinList(parts, locale);
}

export function rewardText(reward: WtwReward, t: Translate): string {
  return t(`wtw.reward.${reward.type}`, { values: { count: reward.amount } });
}

export function describeEvent(e: WtwEvent, ctx: LogContext, t: Translate): string | null {
  const names = wtwNames(t);
  switch (e.type) {
    case "set-up":
      return t("wtw.log.setUp", { values: { name: who(ctx, e.first_player) } });
    case "partner-kept":
      return t("wtw.log.partnerKept", { values: { name: who(ctx, e.seat) } });
    case "year-began":
      return t("wtw.log.yearBegan", { values: { year: e.year } });
    case "income":
      return t("wtw.log.income", { values: { name: who(ctx, e.seat), gold: e.gold } });
    case "dice-rolled":
      return t("wtw.log.diceRolled", { values: { dice: rolledText(e.dice, ctx.locale, t) } });
    case "die-moved":
      return t(`wtw.log.dieMoved.${e.from.kind}`, { values: { from: e.from.number, to: e.to.number } });
    case "drafted":
      return t(e.gold > 0 ? "wtw.log.draftedPaid" : "wtw.log.drafted", {
        values: { name: who(ctx, e.seat), tile: names.tile(e.design), gold: e.gold },
      });
    case "tile-placed":
      return e.design === null
        ? t("wtw.log.alleyPlaced", { values: { name: who(ctx, e.seat) } })
        : t("wtw.log.tilePlaced", { values: { name: who(ctx, e.seat), tile: names.tile(e.design) } });
    case "gained": {
      const parts: string[] = [];
      if (e.gold) parts.push(t("wtw.reward.gold", { values: { count: e.gold } }));
      if (e.bullets) parts.push(t("wtw.reward.bullets", { values: { count: e.bullets } }));
      if (e.alleys) parts.push(t("wtw.reward.alleys", { values: { count: e.alleys } }));
      return t("wtw.log.gained", { values: { name: who(ctx, e.seat), what: joinList(parts, ctx.locale) } });
    }
    case "ace-card":
      return t("wtw.log.aceCard", { values: { name: who(ctx, e.seat), suit: t(`wtw.suit.${e.suit}`) } });
    case "stashed":
      return t("wtw.log.stashed", { values: { name: who(ctx, e.seat), gold: e.gold } });
    case "lassoed":
      return t("wtw.log.lassoed", { values: { name: who(ctx, e.seat), points: e.points } });
    case "rails-paid":
      return t("wtw.log.railsPaid", { values: { name: who(ctx, e.seat), points: e.points } });
    case "mined":
      return t("wtw.log.mined", { values: { name: who(ctx, e.seat), space: e.space + 1 } });
    case "partner-gained":
      return t("wtw.log.partnerGained", {
        values: { name: who(ctx, e.seat), partner: e.id === null ? "?" : names.partner(e.id) },
      });
    case "town-completed": {
      const seat = ctx.boards[e.seat];
      return t("wtw.log.townCompleted", {
        values: {
          name: who(ctx, e.seat),
          town: seat ? names.town(seat.board, seat.wild, e.town) : `#${e.town + 1}`,
          points: e.points,
        },
      });
    }
    case "surrounded":
      return t("wtw.log.surrounded", {
        values: { name: who(ctx, e.seat), building: t(`wtw.building.${e.building}.name`) },
      });
    case "wrangled":
      return (
        t("wtw.log.wrangled", { values: { name: who(ctx, e.seat), cows: e.cows, points: e.points } }) +
        (e.contract ? " " + t("wtw.log.contract", { values: { reward: rewardText(e.contract, t) } }) : "")
      );
    case "shot":
      return t("wtw.log.shot", { values: { name: who(ctx, e.seat) } });
    case "tussle": {
      const lines = e.points.map((p, seat) =>
        t("wtw.log.tussleLine", {
          values: { name: who(ctx, seat), bandits: e.bandits[seat] ?? 0, points: p > 0 ? `+${p}` : `${p}` },
        }),
      );
      const ridge = e.ridge === null ? "" : " " + t("wtw.log.tussleRidge", { values: { bandits: e.ridge } });
      return t("wtw.log.tussle", { values: { year: e.year, results: joinList(lines, ctx.locale) } }) + ridge;
    }
    case "hill-bandit":
      return t("wtw.log.hillBandit", { values: { name: who(ctx, e.seat) } });
    case "bandit-card":
      return t("wtw.log.banditCard", { values: { id: e.id } });
    case "contract-flipped":
      return t("wtw.log.contractFlipped", { values: { cows: e.cows } });
    case "round-ended": {
      // The event counts rounds through the game (1-16) and says where that is within the year.
      return t("wtw.log.roundEnded", { values: { year: e.year, round: e.round_in_year, of: e.rounds_in_year } });
    }
    case "game-ended":
      return t("wtw.log.gameEnded", {
        values: {
          scores: joinList(
            e.totals.map((total, seat) => `${who(ctx, seat)} ${total}`),
            ctx.locale,
          ),
        },
      });
  }
}

// ---- the backend's log (`log` command), grouped for reading ---------------------------------

/** One step of the log as lines of text. */
export interface LogLine {
  step: number;
  seat: number | null;
  texts: string[];
}

/** The steps of one year and round, newest first. */
export interface LogGroup {
  key: string;
  year: number | null;
  round: number | null;
  lines: LogLine[];
}

/** The Wild Tiled West lines of one step (events of other games are left out). */
export function describeStep(step: LogStep, ctx: LogContext, t: Translate): string[] {
  return step.events.flatMap((e) => {
    if (!("wild-tiled-west" in e)) return [];
    const text = describeEvent(e["wild-tiled-west"], ctx, t);
    return text === null ? [] : [text];
  });
}

/** The log grouped by year and round, the newest group first and the newest step first in each. */
export function groupLog(steps: readonly LogStep[], ctx: LogContext, t: Translate): LogGroup[] {
  const groups: LogGroup[] = [];
  for (const step of steps) {
    const texts = describeStep(step, ctx, t);
    if (texts.length === 0) continue;
    const key = `${step.year ?? "-"}:${step.round ?? "-"}`;
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      group = { key, year: step.year, round: step.round, lines: [] };
      groups.push(group);
    }
    group.lines.push({ step: step.step, seat: step.seat, texts });
  }
  for (const g of groups) g.lines.reverse();
  return groups.reverse();
}

/**
 * What the others (and chance) did since `viewer` last acted: the steps after the viewer's
 * latest own step, oldest first. Empty when the viewer acted last or has not acted yet.
 */
export function sinceLastTurn(steps: readonly LogStep[], viewer: number): LogStep[] {
  let last = -1;
  for (let i = 0; i < steps.length; i++) if (steps[i]?.seat === viewer) last = i;
  if (last < 0) return [];
  return steps.slice(last + 1).filter((s) => s.events.length > 0);
}

/** The latest tussle in the log and the step it came at. */
export function latestTussle(
  steps: readonly LogStep[],
): { step: number; event: Extract<WtwEvent, { type: "tussle" }> } | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    for (const e of s?.events ?? []) {
      if ("wild-tiled-west" in e && e["wild-tiled-west"].type === "tussle")
        return { step: s?.step ?? 0, event: e["wild-tiled-west"] };
    }
  }
  return null;
}
