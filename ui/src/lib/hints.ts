/**
 * A hint on the table, whatever the game: the player asks ("Suggest"), the backend's hard bot
 * thinks from the player's own view (progress, cancel) and answers with one of the legal
 * actions and the score lines it expects to gain. The game shows the action on its board in
 * its own way; the player plays it ("Play this") or leaves it. A hint belongs to the moment
 * it was asked at: once the game moves on (its step or the viewer changes) it is gone.
 *
 * It holds no rules: the action and its reason are the backend's.
 */
import { writable, type Readable } from "svelte/store";
import type { BotProgress } from "../bindings/BotProgress";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { Suggestion } from "../bindings/Suggestion";
import { toErrorPayload, type Failure } from "./api";

export type HintState =
  | { status: "idle" }
  | { status: "thinking"; progress: BotProgress | null }
  | { status: "shown"; suggestion: Suggestion }
  | { status: "failed"; error: Failure };

/** The backend commands a hint uses (the real ones come from api.ts; tests pass fakes). */
export interface HintApi {
  suggest(session: string, seat: number, onProgress: (progress: BotProgress) => void): Promise<Suggestion>;
  cancelSuggest(session: string): Promise<void>;
}

/** The moment a hint is about: the game, the step and the seat asking. */
function momentOf(u: Pick<GameUpdate, "session" | "step" | "viewer">): string {
  return `${u.session}:${u.step}:${u.viewer ?? "-"}`;
}

export class Hints {
  private state: HintState = { status: "idle" };
  private readonly store = writable<HintState>(this.state);
  /** The moment the current hint (asked or shown) is about. */
  private moment: string | null = null;

  constructor(private readonly api: HintApi) {}

  get state$(): Readable<HintState> {
    return { subscribe: this.store.subscribe };
  }

  get current(): HintState {
    return this.state;
  }

  /** The suggestion on show for the moment of `u`, if any. */
  shownFor(u: Pick<GameUpdate, "session" | "step" | "viewer">): Suggestion | null {
    return this.state.status === "shown" && this.moment === momentOf(u) ? this.state.suggestion : null;
  }

  /** Whether the viewer of `u` may ask now: it is their decision and nothing is asked yet. */
  canAsk(u: Pick<GameUpdate, "viewer" | "human_to_act" | "finished" | "legal">): boolean {
    return (
      !u.finished &&
      u.viewer !== null &&
      u.human_to_act === u.viewer &&
      u.legal.length > 0 &&
      this.state.status !== "thinking"
    );
  }

  /** Asks the backend for the viewer's hint at `u`'s moment. */
  async ask(u: Pick<GameUpdate, "session" | "step" | "viewer" | "human_to_act" | "finished" | "legal">): Promise<void> {
    const seat = u.viewer;
    if (seat === null || !this.canAsk(u)) return;
    const moment = momentOf(u);
    this.moment = moment;
    this.set({ status: "thinking", progress: null });
    try {
      const suggestion = await this.api.suggest(u.session, seat, (progress) => {
        if (this.moment === moment && this.state.status === "thinking") this.set({ status: "thinking", progress });
      });
      if (this.moment !== moment) return;
      this.set({ status: "shown", suggestion });
    } catch (error) {
      if (this.moment !== moment) return;
      const failure = toErrorPayload(error);
      // Called off (by the player, or the game moved on): nothing to tell.
      this.set(failure.kind === "bot-cancelled" ? { status: "idle" } : { status: "failed", error: failure });
    }
  }

  /** The player calls the hint off while it is being thought out. */
  cancel(session: string): void {
    if (this.state.status !== "thinking") return;
    this.moment = null;
    this.set({ status: "idle" });
    this.api.cancelSuggest(session).catch(() => {});
  }

  /** The player leaves the hint (or the error) aside. */
  dismiss(): void {
    if (this.state.status === "thinking") return;
    this.moment = null;
    this.set({ status: "idle" });
  }

  /** Every update: a hint about an earlier moment is dropped (and called off if thinking). */
  follow(u: Pick<GameUpdate, "session" | "step" | "viewer">): void {
    if (this.moment === null || this.moment === momentOf(u)) return;
    const wasThinking = this.state.status === "thinking";
    this.moment = null;
    this.set({ status: "idle" });
    if (wasThinking) this.api.cancelSuggest(u.session).catch(() => {});
  }

  private set(state: HintState): void {
    this.state = state;
    this.store.set(state);
  }
}
