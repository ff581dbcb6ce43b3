/**
 * A path planned by dragging: the steps a drag asks for are queued and sent one at a time,
 * each answered before the next goes (a refused one drops the rest), and a step that would
 * cost the last heart stops the queue to be asked about once. No rules here: the options and
 * their costs are the view's `next_steps`, the answers the backend's.
 */
import type { WtAction } from "../bindings/WtAction";
import type { WtDir } from "../bindings/WtDir";
import type { WtStepOption } from "../bindings/WtStepOption";
import { DIRS, neighbour } from "./logic";

/** A step asked for: into `cell`, from outside the grid by `side` for the first one. */
export interface QueuedStep {
  cell: number;
  side: WtDir | null;
}

/** What the queue needs of the table. */
export interface StepTable {
  /** Whether the viewer is still planning. */
  planning(): boolean;
  /** The view's next steps into `cell`. */
  options(cell: number): readonly WtStepOption[];
  send(action: WtAction): Promise<void>;
  /** Whether the step just sent was refused. */
  refused(): boolean;
}

/** Whether every way into `cell` costs the last heart. */
export function isDeadly(options: readonly WtStepOption[]): boolean {
  return options.length > 0 && options.every((o) => o.deadly);
}

/** The way in that leaves the most: alive first, then lives, then bullets. */
export function bestOption(options: readonly WtStepOption[]): WtStepOption {
  return [...options].sort(
    (a, b) => Number(a.deadly) - Number(b.deadly) || b.lives - a.lives || b.bullets - a.bullets,
  )[0]!;
}

/** A side of an edge cell that faces out of the grid. */
export function outsideSide(size: number, cell: number): WtDir {
  return DIRS.find((d) => neighbour(size, cell, d) === null) ?? "n";
}

export class StepQueue {
  /** Steps asked for and not yet answered. */
  pending = $state<QueuedStep[]>([]);
  /** A step that would cost the last heart, asked about once before it is taken. */
  deadlyAsk = $state<number | null>(null);
  private pumping = false;

  constructor(private readonly table: StepTable) {}

  /** Whether steps are waiting or on their way. */
  get busy(): boolean {
    return this.pending.length > 0 || this.pumping;
  }

  isDeadly(cell: number): boolean {
    return isDeadly(this.table.options(cell));
  }

  /**
   * A drag reached `cell` (by `side` from outside the grid, or from `from`). Before the path
   * has a step, a drag that starts on an edge card enters it first, the way that leaves the
   * most, and one from outside enters by its side.
   */
  drag(cell: number, side: WtDir | null, from: number | null, firstEntry: boolean): void {
    const queued = this.busy;
    const steps: QueuedStep[] = [];
    if (side === null && firstEntry && !queued && from !== null) {
      const options = this.table.options(from);
      if (options.length > 0) steps.push({ cell: from, side: bestOption(options).side });
    }
    steps.push({ cell, side: side !== null && firstEntry && !queued ? side : null });
    this.pending = [...this.pending, ...steps];
    void this.pump();
  }

  clear(): void {
    this.pending = [];
  }

  /** Sends the queued steps one at a time; whatever is left when it stops is dropped. */
  async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.pending.length > 0 && this.table.planning()) {
        const item = this.pending[0]!;
        if (this.isDeadly(item.cell) && this.deadlyAsk !== item.cell) {
          this.deadlyAsk = item.cell;
          break;
        }
        this.deadlyAsk = null;
        const action: WtAction =
          item.side !== null ? { type: "enter", cell: item.cell, side: item.side } : { type: "step", cell: item.cell };
        await this.table.send(action);
        if (this.table.refused()) {
          this.pending = [];
          break;
        }
        this.pending = this.pending.slice(1);
      }
    } finally {
      this.pumping = false;
      this.pending = [];
    }
  }
}
