/** One line of the game log per Rolled West event, in the reader's language. */
import type { AnyEvent } from "../bindings/AnyEvent";
import type { LogStep } from "../bindings/LogStep";
import type { RwContent } from "../bindings/RwContent";
import type { RwEvent } from "../bindings/RwEvent";
import type { SeatConfig } from "../bindings/SeatConfig";
import type { Translate } from "../lib/translate";
import { GAME, METALS } from "./logic";
import { rwNames } from "./names";

export interface LogContext {
  seats: readonly SeatConfig[];
  /** The Claim Jumper's sheet (solo), named as such. */
  jumper: number | null;
  content: RwContent | null;
  locale: string;
}

function joinList(items: readonly string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
  } catch {
    return items.join(", ");
  }
}

export function playerName(ctx: LogContext, player: number, t: Translate): string {
  if (ctx.jumper === player) return t("rw.jumper");
  return ctx.seats[player]?.name ?? `#${player + 1}`;
}

export function describeEvent(e: RwEvent, ctx: LogContext, t: Translate): string {
  const n = rwNames(t);
  const name = (p: number) => playerName(ctx, p, t);
  switch (e.type) {
    case "first-player":
      return t("rw.log.firstPlayer", { values: { name: name(e.player) } });
    case "round-started":
      return t("rw.log.roundStarted", { values: { round: e.round } });
    case "rolled":
      return t("rw.log.rolled", { values: { name: name(e.player), dice: joinList(e.dice.map(n.res), ctx.locale) } });
    case "terrain-chosen":
      return t("rw.log.terrain", { values: { name: name(e.player), res: n.res(e.resource) } });
    case "built":
      return t(e.settlement ? "rw.log.settlement" : "rw.log.camp", {
        values: { name: name(e.player), res: n.res(e.row), points: e.points },
      });
    case "contract-taken":
      return t("rw.log.contract", { values: { name: name(e.player), n: e.id + 1, points: e.points } });
    case "office-taken": {
      const office = ctx.content?.offices[e.id];
      const row = office ? n.res(office.row) : n.res(METALS[Math.floor(e.id / 3)] ?? "copper");
      const column = office ? n.res(office.column) : n.res(METALS[e.id % 3] ?? "copper");
      return t("rw.log.office", { values: { name: name(e.player), row, column } });
    }
    case "shipped":
      return t(e.first ? "rw.log.shippedFirst" : "rw.log.shipped", {
        values: { name: name(e.player), res: n.res(e.metal), n: e.at + 1, points: e.points },
      });
    case "banked":
      return t("rw.log.banked", { values: { name: name(e.player), res: n.res(e.resource) } });
    case "turn-ended":
      return t("rw.log.turnEnded", { values: { name: name(e.player) } });
    case "ghost-rolled":
      return t("rw.log.ghost", { values: { dice: joinList(e.dice.map(n.res), ctx.locale) } });
    case "copied": {
      const from =
        e.from.type === "ghost"
          ? t("rw.log.ghostSource")
          : t("rw.log.rollOf", { values: { name: name(e.from.player) } });
      return t(e.auto ? "rw.log.copiedAuto" : "rw.log.copied", {
        values: { name: name(e.player), res: n.res(e.resource), from },
      });
    }
    case "answered":
      return t("rw.log.answered", { values: { name: name(e.player) } });
    case "auto-bank-set":
      return t("rw.log.autoSet", { values: { name: name(e.player), pref: n.pref(e.pref) } });
    case "game-ended":
      return t("rw.log.gameEnded", {
        values: {
          scores: joinList(
            e.totals.map((total, p) => `${name(p)} ${total}`),
            ctx.locale,
          ),
        },
      });
  }
}

export function rwEvents(events: readonly AnyEvent[]): RwEvent[] {
  return events.flatMap((e) => (GAME in e ? [(e as { "rolled-west": RwEvent })["rolled-west"]] : []));
}

/** The log's lines, newest first: one per event (but "answered", which the "banked" line follows). */
export function logLines(
  steps: readonly LogStep[],
  ctx: LogContext,
  t: Translate,
): { id: string; text: string; round: boolean }[] {
  return steps
    .flatMap((step) => rwEvents(step.events).map((event, i) => ({ id: `${step.step}:${i}`, event })))
    .filter(({ event }) => event.type !== "answered")
    .map(({ id, event }) => ({ id, text: describeEvent(event, ctx, t), round: event.type === "round-started" }))
    .reverse();
}
