/** One line of the game log per Wild Tiles event, in the reader's language. */
import type { LogStep } from "../bindings/LogStep";
import type { SeatConfig } from "../bindings/SeatConfig";
import type { WtEvent } from "../bindings/WtEvent";
import type { Translate } from "../lib/translate";
import { seatName, wtEvents } from "./logic";
import { wtNames } from "./names";

export interface LogContext {
  seats: readonly SeatConfig[];
  size: number;
}

/** "row 2, column 3" (counted from 1, north row first). */
export function place(t: Translate, size: number, cell: number): string {
  return t("wt.place", { values: { row: Math.floor(cell / size) + 1, col: (cell % size) + 1 } });
}

/** "2 lives and 3 bullets", leaving out a zero. */
function both(t: Translate, lives: number, bullets: number, heartsKey: "lives" | "hearts"): string {
  const parts: string[] = [];
  if (lives > 0) parts.push(t(heartsKey === "lives" ? "wt.cost.lives" : "wt.log.hearts", { values: { n: lives } }));
  if (bullets > 0 || parts.length === 0) parts.push(t("wt.cost.bullets", { values: { n: bullets } }));
  return parts.join(t("wt.log.and"));
}

/** Events not worth a line of their own in a move's words (the deal is told as one line). */
function quiet(e: WtEvent): boolean {
  return e.type === "dealt" || e.type === "turned" || e.type === "standing";
}

export function describeEvent(e: WtEvent, ctx: LogContext, t: Translate): string {
  const n = wtNames(t);
  const name = (s: number) => seatName(ctx.seats, s);
  const at = (cell: number) => place(t, ctx.size, cell);
  switch (e.type) {
    case "dealt":
      return t("wt.log.dealt", { values: { card: n.card(e.card), place: at(e.cell) } });
    case "turned":
      return t("wt.log.turned", { values: { place: at(e.cell) } });
    case "reshuffled":
      return t("wt.log.reshuffled", { values: { n: e.cards } });
    case "round-started":
      return t("wt.log.roundStarted", { values: { round: e.round } });
    case "stepped":
      return t("wt.log.stepped", { values: { name: name(e.seat), place: at(e.cell) } });
    case "locked":
      return t("wt.log.locked", { values: { name: name(e.seat) } });
    case "revealed":
      return t("wt.log.revealed", { values: { round: e.round } });
    case "beat-started":
      return e.last ? t("wt.log.lastBeat") : t("wt.log.beat", { values: { beat: e.beat } });
    case "moved":
      return t("wt.log.moved", { values: { name: name(e.seat), place: at(e.cell) } });
    case "cannot-pay":
      return t("wt.log.cannotPay", { values: { name: name(e.seat), place: at(e.cell) } });
    case "paid":
      return e.lives === 0 && e.bullets === 0
        ? t("wt.log.paidNothing", { values: { name: name(e.seat) } })
        : t("wt.log.paid", { values: { name: name(e.seat), what: both(t, e.lives, e.bullets, "lives") } });
    case "gained":
      return t("wt.log.gained", { values: { name: name(e.seat), what: both(t, e.hearts, e.bullets, "hearts") } });
    case "took":
      return t("wt.log.took", { values: { name: name(e.seat), card: n.card(e.card) } });
    case "collided":
      return t(e.gang ? "wt.log.collidedGang" : "wt.log.collided", {
        values: { names: e.seats.map(name).join(", "), place: at(e.cell) },
      });
    case "bid-placed":
      return t("wt.log.bidPlaced", { values: { name: name(e.seat), stake: n.stake(e.stake) } });
    case "bids-shown": {
      const bids = e.bids.map(([s, stake]) => `${name(s)}: ${n.stake(stake)}`);
      if (e.gang_bid !== null) bids.push(t("wt.log.gangBid", { values: { n: e.gang_bid } }));
      const winner = e.gang_won ? t("wt.gang") : e.winner !== null ? name(e.winner) : null;
      return winner === null
        ? t("wt.log.bidsTied", { values: { bids: bids.join(", ") } })
        : t("wt.log.bidsWon", { values: { bids: bids.join(", "), name: winner } });
    }
    case "healed":
      return t("wt.log.healed", { values: { name: name(e.seat) } });
    case "gambled":
      return t("wt.log.gambled", { values: { name: name(e.seat), die: e.die } });
    case "reloaded":
      return e.gave_up === null
        ? t("wt.log.reloaded", { values: { name: name(e.seat) } })
        : t("wt.log.reloadedGaveUp", { values: { name: name(e.seat), card: n.card(e.gave_up) } });
    case "died":
      return t("wt.log.died", { values: { name: name(e.seat) } });
    case "standing":
      // The seat's numbers after a change the lines around it already tell (the seats show them).
      return "";
    case "timer-filled":
      return t("wt.log.timer", { values: { place: at(e.cell), filled: e.filled } });
    case "vanished":
      return t("wt.log.vanished", { values: { card: n.card(e.card), place: at(e.cell) } });
    case "gang-moved":
      return t("wt.log.gangMoved", { values: { die: e.die, place: at(e.cell) } });
    case "gang-took":
      return t("wt.log.gangTook", { values: { card: n.card(e.card) } });
    case "rolled-off":
      return t("wt.log.rolledOff", {
        values: { rolls: e.seats.map((s, i) => `${name(s)} ${e.dice[i] ?? "?"}`).join(", ") },
      });
    case "game-ended":
      return e.winners.length === 0
        ? t("wt.log.noWinner")
        : t("wt.log.gameEnded", { values: { names: e.winners.map(name).join(", ") } });
  }
}

/**
 * One move's lines (the review's turning points, the replay's caption), a deal as one line; a
 * planned step is told, as the log tells it: it is most of the moves of a game.
 */
export function moveLines(events: readonly WtEvent[], ctx: LogContext, t: Translate): string[] {
  const dealt = events.filter((e) => e.type === "dealt").length;
  const lines = events.filter((e) => !quiet(e)).map((e) => describeEvent(e, ctx, t));
  return dealt > 0 ? [t("wt.log.dealtMany", { values: { n: dealt } }), ...lines] : lines;
}

/** The log's lines, newest first; a deal (one card a step) is one line however many steps it took. */
export function logLines(
  steps: readonly LogStep[],
  ctx: LogContext,
  t: Translate,
): { id: string; text: string; head: boolean }[] {
  const out: { id: string; text: string; head: boolean }[] = [];
  let dealt = 0;
  let dealtId = "";
  const flush = () => {
    if (dealt > 0) out.push({ id: dealtId, text: t("wt.log.dealtMany", { values: { n: dealt } }), head: false });
    dealt = 0;
  };
  for (const step of steps) {
    wtEvents(step.events).forEach((event, i) => {
      if (event.type === "dealt") {
        if (dealt === 0) dealtId = `${step.step}:${i}`;
        dealt += 1;
        return;
      }
      if (event.type === "standing") return;
      flush();
      out.push({
        id: `${step.step}:${i}`,
        text: describeEvent(event, ctx, t),
        head: event.type === "round-started" || event.type === "revealed",
      });
    });
  }
  flush();
  return out.reverse();
}
