/** One line of the game log per event, in the reader's language. */
import type { CtwCard } from "../bindings/CtwCard";
import type { CtwEvent } from "../bindings/CtwEvent";
import type { SeatConfig } from "../bindings/SeatConfig";
import type { AnyEvent } from "../bindings/AnyEvent";
import type { LogStep } from "../bindings/LogStep";
import type { Translate } from "../lib/translate";
import { joinList } from "../lib/format";
import { ctwNames } from "./names";

export interface LogContext {
  seats: readonly SeatConfig[];
  cards: readonly CtwCard[];
  locale: string;
}

function seatName(ctx: LogContext, seat: number): string {
  return ctx.seats[seat]?.name ?? `#${seat + 1}`;
}

function cardName(ctx: LogContext, id: number, t: Translate): string {
  const card = ctx.cards.find((c) => c.id === id);
  return card ? ctwNames(t).card(card) : `#${id}`;
}

export function describeEvent(event: CtwEvent, ctx: LogContext, t: Translate): string {
  switch (event.type) {
    case "dealt":
      return t("ctw.log.dealt", {
        values: {
          cards: joinList(
            event.bonus.map((id) => cardName(ctx, id, t)),
            ctx.locale,
          ),
        },
      });
    case "start-chosen":
      return t("ctw.log.startChosen", { values: { card: cardName(ctx, event.card, t) } });
    case "drafted":
      if (event.skipped.length === 0) {
        return t("ctw.log.drafted", {
          values: { name: seatName(ctx, event.seat), card: cardName(ctx, event.card, t) },
        });
      }
      return t("ctw.log.draftedSkipping", {
        values: {
          name: seatName(ctx, event.seat),
          card: cardName(ctx, event.card, t),
          count: event.skipped.length,
          other: seatName(ctx, event.free_to),
        },
      });
    case "placed": {
      const values = { name: seatName(ctx, event.seat), card: cardName(ctx, event.card, t) };
      const placed = t(event.upside_down ? "ctw.log.placedTurned" : "ctw.log.placed", { values });
      return event.covered > 0 ? `${placed} ${t("ctw.log.covering", { values: { count: event.covered } })}` : placed;
    }
    case "turn-passed":
      return t("ctw.log.turnPassed", { values: { name: seatName(ctx, event.seat) } });
    case "game-ended":
      return t("ctw.log.gameEnded", {
        values: {
          scores: joinList(
            event.totals.map((total, seat) => `${seatName(ctx, seat)} ${total}`),
            ctx.locale,
          ),
        },
      });
  }
}

/** The log's lines, newest first: one per Circle the Wagons event, keyed by step and place. */
export function logLines(steps: readonly LogStep[], ctx: LogContext, t: Translate): { id: string; text: string }[] {
  return steps
    .flatMap((step) => step.events.map((event, i) => ({ id: `${step.step}:${i}`, event })))
    .flatMap(({ id, event }) => (isCtw(event) ? [{ id, text: describeEvent(event["circle-the-wagons"], ctx, t) }] : []))
    .reverse();
}

function isCtw(event: AnyEvent): event is Extract<AnyEvent, { "circle-the-wagons": CtwEvent }> {
  return "circle-the-wagons" in event;
}
