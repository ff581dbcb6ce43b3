/**
 * What the Wild Tiled West table reads off the game log beside the log sheet itself: the latest
 * line, what the others did since the viewer's last move (the prompt's "since your turn"), and
 * the year's tussle while it stands above the prompt.
 */
import type { LogStep } from "../bindings/LogStep";
import type { Translate } from "../lib/translate";
import { describeStep, sinceLastTurn, type LogContext } from "./log";

/** The log's latest line (the last line of the latest step that has one), or "". */
export function latestLine(steps: readonly LogStep[], ctx: LogContext, t: Translate): string {
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    const texts = step ? describeStep(step, ctx, t) : [];
    if (texts.length > 0) return texts[texts.length - 1] ?? "";
  }
  return "";
}

/** What the other seats did since `viewer` last acted, in words, oldest first (chance left out). */
export function othersSinceTurn(steps: readonly LogStep[], viewer: number, ctx: LogContext, t: Translate): string[] {
  return sinceLastTurn(steps, viewer).flatMap((step) => (step.seat === null ? [] : describeStep(step, ctx, t)));
}

/** A tussle told, with the step it was fought at. */
export interface StandingTussle {
  id: number;
  text: string;
}

/** The year's latest tussle, told, from the step it was fought until a round ends after it; else null. */
export function standingTussle(steps: readonly LogStep[], ctx: LogContext, t: Translate): StandingTussle | null {
  let found: StandingTussle | null = null;
  for (const step of steps) {
    for (const e of step.events) {
      if (!("wild-tiled-west" in e)) continue;
      const ev = e["wild-tiled-west"];
      if (ev.type === "tussle")
        found = { id: step.step, text: describeStep({ ...step, events: [e] }, ctx, t)[0] ?? "" };
      else if (ev.type === "round-ended" && found && step.step > found.id) found = null;
    }
  }
  return found;
}
