/**
 * What the screen reader is told as a game goes on: the log steps that arrived since the last
 * update, once each. The log already on screen when a game opens (or when another seat takes
 * the screen in pass-and-play) is not read out: only what happens from then on.
 */
import type { LogStep } from "../bindings/LogStep";

export class Announcements {
  /** The key (`session:viewer`) the log is followed for. */
  private key: string | null = null;
  /** The newest step already told, or null while waiting for the first log of a key. */
  private told: number | null = null;

  /**
   * The steps of `steps` (the whole log as the viewer has it) not told yet, oldest first. The
   * first non-empty log of a key only marks where the telling starts; an undo moves it back.
   */
  fresh(key: string, steps: readonly LogStep[]): LogStep[] {
    if (key !== this.key) {
      this.key = key;
      this.told = null;
    }
    const newest = steps.length > 0 ? (steps[steps.length - 1]?.step ?? 0) : null;
    if (newest === null) return [];
    if (this.told === null) {
      this.told = newest;
      return [];
    }
    const told = this.told;
    this.told = newest;
    return steps.filter((s) => s.step > told);
  }
}
