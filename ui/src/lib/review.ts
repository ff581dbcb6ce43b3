/**
 * A finished game's review, whatever the game: the backend judges each human decision against
 * the hard bot's best (progress, cancel), then the screen shows each player's accuracy and the
 * value given away, and the turning points with the move played and the bot's. It holds no
 * rules: the figures and the moves are the backend's; the game words the moves.
 */
import { writable, type Readable } from "svelte/store";
import type { BotProgress } from "../bindings/BotProgress";
import type { GameReport } from "../bindings/GameReport";
import type { ReviewedDecision } from "../bindings/ReviewedDecision";
import type { TurningMoment } from "../bindings/TurningMoment";
import { toErrorPayload, type Failure } from "./api";
import type { BoardMove } from "./gameUi";
import type { Translate } from "./translate";

export type ReviewState =
  | { status: "thinking"; progress: BotProgress | null }
  | { status: "done"; report: GameReport }
  | { status: "cancelled" }
  | { status: "failed"; error: Failure };

/** The backend commands a review uses (the real ones come from api.ts; tests pass fakes). */
export interface ReviewApi {
  reviewGame(
    session: string,
    playouts: number | null,
    onProgress: (progress: BotProgress) => void,
  ): Promise<GameReport>;
  cancelReview(session: string): Promise<unknown>;
}

/** One review of one game, asked once and followed to its end (or called off). */
export class ReviewRun {
  private state: ReviewState = { status: "thinking", progress: null };
  private readonly store = writable<ReviewState>(this.state);
  /** Counts the asks, so an answer to an earlier one (called off) is ignored. */
  private ask = 0;

  constructor(
    private readonly api: ReviewApi,
    private readonly session: string,
    private readonly playouts: number | null = null,
  ) {}

  get state$(): Readable<ReviewState> {
    return { subscribe: this.store.subscribe };
  }

  get current(): ReviewState {
    return this.state;
  }

  /** Asks the backend (again, after a cancel or a failure). */
  async start(): Promise<void> {
    const ask = ++this.ask;
    this.set({ status: "thinking", progress: null });
    try {
      const report = await this.api.reviewGame(this.session, this.playouts, (progress) => {
        if (ask === this.ask && this.state.status === "thinking") this.set({ status: "thinking", progress });
      });
      if (ask === this.ask) this.set({ status: "done", report });
    } catch (error) {
      if (ask !== this.ask) return;
      const failure = toErrorPayload(error);
      this.set(failure.kind === "bot-cancelled" ? { status: "cancelled" } : { status: "failed", error: failure });
    }
  }

  /** The player calls the review off while it is being thought out. */
  cancel(): void {
    if (this.state.status !== "thinking") return;
    this.ask++;
    this.set({ status: "cancelled" });
    this.api.cancelReview(this.session).catch(() => {});
  }

  /** Leaving the screen: a review still thinking is called off. */
  leave(): void {
    this.cancel();
  }

  private set(state: ReviewState): void {
    this.state = state;
    this.store.set(state);
  }
}

/** A player's figures, ready to show. */
export interface PlayerFigures {
  seat: number;
  name: string;
  /** Whole percent. */
  accuracy: number;
  decisions: number;
  asGoodAsBest: number;
  /** The value given away over the game, in tenths rounded. */
  givenAway: number;
}

export function playerFigures(report: GameReport): PlayerFigures[] {
  return report.review.players.map((p) => ({
    seat: p.seat,
    name: report.seats[p.seat]?.name ?? `#${p.seat + 1}`,
    accuracy: Math.round(p.accuracy),
    decisions: p.decisions,
    asGoodAsBest: p.as_good_as_best,
    givenAway: Math.round(p.total_loss * 10) / 10,
  }));
}

/** A turning point, ready to show: its decision, the moves' events and who made it. */
export interface TurningPoint {
  /** 1 for the biggest. */
  rank: number;
  decision: ReviewedDecision;
  moment: TurningMoment | null;
  name: string;
  /** Value given away, in tenths rounded. */
  loss: number;
}

export function turningPoints(report: GameReport): TurningPoint[] {
  const { decisions, turning_points } = report.review;
  return turning_points.flatMap((index, i) => {
    const decision = decisions[index];
    if (!decision) return [];
    return [
      {
        rank: i + 1,
        decision,
        moment: report.moments.find((m) => m.decision === index) ?? null,
        name: report.seats[decision.seat]?.name ?? `#${decision.seat + 1}`,
        loss: Math.round(decision.loss * 10) / 10,
      },
    ];
  });
}

/** Below this loss a decision counts as good as the best (the backend's `AS_GOOD_AS_BEST`). */
export const AS_GOOD_AS_BEST = 1;

/** One judged decision, ready to list: the move's number, who, and the two values in tenths. */
export interface DecisionRow {
  move: number;
  name: string;
  played: number;
  best: number;
  good: boolean;
}

/** Every judged decision in the order played. */
export function decisionRows(report: GameReport): DecisionRow[] {
  const tenths = (v: number) => Math.round(v * 10) / 10;
  return report.review.decisions.map((d) => ({
    move: d.step + 1,
    name: report.seats[d.seat]?.name ?? `#${d.seat + 1}`,
    played: tenths(d.played_value),
    best: tenths(d.best_value),
    good: d.loss < AS_GOOD_AS_BEST,
  }));
}

/** Which move of a turning point its table draws: the hard bot's (first) or the one played. */
export type MoveShown = BoardMove["kind"];

/**
 * The move of a turning point its table draws, by the seat that decided: the hard bot's or the
 * one played. `lines` are the move in the game's words (`describeMove`); the first, the move
 * itself, names its mark (the rest, what followed until the next decision, stays in the list).
 */
export function boardMove(point: TurningPoint, shown: MoveShown, lines: readonly string[], t: Translate): BoardMove {
  const action = shown === "best" ? point.decision.best : point.decision.played;
  const whose = t(shown === "best" ? "review.bestMove" : "review.playedMove");
  return { action, seat: point.decision.seat, kind: shown, label: lines[0] ? `${whose}: ${lines[0]}` : whose };
}
