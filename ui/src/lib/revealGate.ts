/**
 * The pass-and-play hand-off's guard against showing a table to the wrong person.
 *
 * A double tap on the last Confirm of a turn used to land its second tap on the next player's
 * "I am ..." card and reveal their table at once. So the hand-off ignores every press for
 * `ARM_MS` after it appears, and then a finger must stay down for `HOLD_MS` to reveal: no tap,
 * however quick or however many, gets through. A keyboard or a screen reader's activation
 * (a click with no pointer press before it) is deliberate already and reveals once armed.
 *
 * Time is passed in (ms, any monotonic clock) so the rules here are tested without a clock.
 */
export const ARM_MS = 900;
export const HOLD_MS = 600;

export type Release =
  /** The press was not counted (not armed yet, or no press started). */
  | "ignored"
  /** Let go before the hold was long enough: the screen says to keep holding. */
  | "too-short"
  /** Held long enough. */
  | "revealed";

export class RevealGate {
  private pressedAt: number | null = null;

  constructor(
    private readonly shownAt: number,
    private readonly armMs = ARM_MS,
    private readonly holdMs = HOLD_MS,
  ) {}

  /** When presses start to count. */
  get armsAt(): number {
    return this.shownAt + this.armMs;
  }

  armed(now: number): boolean {
    return now >= this.armsAt;
  }

  /** A finger (or mouse button) goes down; true when this press may reveal if held. */
  press(now: number): boolean {
    this.pressedAt = this.armed(now) ? now : null;
    return this.pressedAt !== null;
  }

  /** Whether the press in progress has been held long enough. */
  held(now: number): boolean {
    return this.pressedAt !== null && now - this.pressedAt >= this.holdMs;
  }

  /** The finger lifts (or slides off, or the press is cancelled). */
  release(now: number): Release {
    if (this.pressedAt === null) return "ignored";
    const done = this.held(now);
    this.pressedAt = null;
    return done ? "revealed" : "too-short";
  }

  /** A press that left the button, or was taken over by a scroll: it no longer counts. */
  cancel(): void {
    this.pressedAt = null;
  }

  /** A keyboard or assistive-technology activation: reveals once armed. */
  activate(now: number): boolean {
    return this.armed(now);
  }
}
