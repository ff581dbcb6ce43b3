/**
 * The turn loop of a game screen, whatever the game: it asks the backend who acts next and
 * lets bots play (one action at a time, with a pause so people can follow), shows the hand-off
 * screen between human seats in pass-and-play. The game log is `logFeed`'s, fed by the same
 * updates.
 *
 * It holds no rules: who acts, what is legal and whether undo is allowed all come from the
 * backend's `GameUpdate`.
 */
import { writable, type Readable } from "svelte/store";
import type { AnyAction } from "../bindings/AnyAction";
import type { BotProgress } from "../bindings/BotProgress";
import type { GameUpdate } from "../bindings/GameUpdate";
import { toErrorPayload, type Failure } from "./api";

/** What the screen should do with an update. */
export type Next =
  | { kind: "over" }
  /** The update's viewer acts now, and their screen is the one showing. */
  | { kind: "play" }
  /** A bot acts next: call `advance`. */
  | { kind: "bot" }
  /** Another human seat acts next: show their screen, after a hand-off screen if `handOff`. */
  | { kind: "switch"; seat: number; handOff: boolean }
  /** Nobody this device can move for (should not happen); wait. */
  | { kind: "idle" };

export function humanCount(update: Pick<GameUpdate, "seats">): number {
  return update.seats.filter((s) => s.kind.type === "human").length;
}

/**
 * Decides the next step. `shownSeat` is the human seat whose screen was last shown (null at
 * the start); the hand-off screen appears when the acting human changes and two or more seats
 * are human, if the setting is on; in table mode, only when the backend says the acting seat
 * must be handed its part privately (`table_hand_off`).
 */
export function nextStep(
  update: Pick<
    GameUpdate,
    "finished" | "human_to_act" | "bot_to_act" | "viewer" | "seats" | "table" | "table_hand_off"
  >,
  handOffSetting: boolean,
  shownSeat: number | null,
): Next {
  if (update.finished) return { kind: "over" };
  const seat = update.human_to_act;
  if (seat !== null) {
    if (seat === update.viewer && seat === shownSeat) return { kind: "play" };
    // At a table the backend says whether the seat about to act sees anything the others
    // may not; an open game's turn just moves round the table.
    const handOff =
      shownSeat !== seat && (update.table ? update.table_hand_off : handOffSetting && humanCount(update) >= 2);
    return { kind: "switch", seat, handOff };
  }
  if (update.bot_to_act) return { kind: "bot" };
  return { kind: "idle" };
}

export type Mode = "loading" | "play" | "thinking" | "handoff" | "over" | "idle";

export interface FlowState {
  update: GameUpdate;
  mode: Mode;
  /** A command is on its way: buttons that send commands are disabled. */
  busy: boolean;
  /** The seat the hand-off screen passes the device to. */
  handOffSeat: number | null;
  /** On the hand-off screen: the previous seat, if it may still take its last choice back. */
  undoSeat: number | null;
  error: Failure | null;
  /** The failed step can be tried again (a bot move or a view that did not arrive). */
  retryable: boolean;
  /** How far the thinking bot's search has got (searching levels only). */
  progress: BotProgress | null;
}

/** The backend commands the loop uses (the real ones come from api.ts; tests pass fakes). */
export interface FlowApi {
  view(session: string, seat: number | null): Promise<GameUpdate>;
  act(session: string, seat: number, action: AnyAction): Promise<GameUpdate>;
  /** One bot move; `onProgress` hears how far its search has got while it thinks. */
  advance(session: string, viewer: number | null, onProgress: (progress: BotProgress) => void): Promise<GameUpdate>;
  /** Calls off the bot thinking in `session`: the pending `advance` rejects with "bot-cancelled". */
  cancelBot(session: string): Promise<void>;
  undo(session: string, seat: number): Promise<GameUpdate>;
}

export interface FlowOptions {
  handOff: boolean;
  /** Pause before each bot action, in ms. */
  botDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export class GameFlow {
  private readonly store;
  private state: FlowState;
  private shownSeat: number | null = null;
  private stopped = false;
  private readonly sleep: (ms: number) => Promise<void>;
  /** The last failed step, to retry. */
  private pending: (() => Promise<void>) | null = null;
  /** The command in flight, so an undo can wait for a cancelled bot to let go. */
  private running: Promise<void> | null = null;
  /** An undo called the bot off, maybe before its move was even asked for. */
  private botCalledOff = false;
  /** Screens the viewer's actions (a guided game accepts only the taught one). */
  private guard: ((update: GameUpdate, action: AnyAction) => boolean) | null = null;

  constructor(
    private readonly api: FlowApi,
    initial: GameUpdate,
    private options: FlowOptions,
  ) {
    this.sleep = options.sleep ?? ((ms) => new Promise((done) => setTimeout(done, ms)));
    this.state = {
      update: initial,
      mode: "loading",
      busy: false,
      handOffSeat: null,
      undoSeat: null,
      error: null,
      retryable: false,
      progress: null,
    };
    this.store = writable<FlowState>(this.state);
  }

  get state$(): Readable<FlowState> {
    return { subscribe: this.store.subscribe };
  }

  get current(): FlowState {
    return this.state;
  }

  get session(): string {
    return this.state.update.session;
  }

  /** Starts the loop from the initial update. */
  start(): Promise<void> {
    return this.run(async () => {
      await this.settle(this.state.update);
    });
  }

  /** Stops bots and pending steps (the screen was left); a bot thinking is called off. */
  stop(): void {
    this.stopped = true;
    if (this.state.mode === "thinking") this.api.cancelBot(this.session).catch(() => {});
  }

  setHandOff(on: boolean): void {
    this.options = { ...this.options, handOff: on };
  }

  /** Lets `guard` refuse the viewer's actions before they are sent (null: every action goes). */
  setGuard(guard: ((update: GameUpdate, action: AnyAction) => boolean) | null): void {
    this.guard = guard;
  }

  /** The viewer plays `action` (unless the guard refuses it: then nothing is sent). */
  act(action: AnyAction): Promise<void> {
    const seat = this.state.update.viewer;
    if (seat === null || this.state.mode !== "play") return Promise.resolve();
    if (this.guard && !this.guard(this.state.update, action)) return Promise.resolve();
    return this.run(async () => {
      const u = await this.api.act(this.session, seat, action);
      await this.settle(u);
    });
  }

  /** Whether the viewer may take back their last choice now (also while a bot thinks). */
  get canUndo(): boolean {
    const { update, mode } = this.state;
    return update.viewer !== null && update.can_undo && (mode === "play" || mode === "thinking");
  }

  /** The viewer takes back their last choice; a bot thinking about it is called off first. */
  async undo(): Promise<void> {
    const seat = this.state.update.viewer;
    if (seat === null || !this.canUndo) return;
    if (this.state.mode === "thinking") {
      this.botCalledOff = true;
      await this.api.cancelBot(this.session).catch(() => {});
      await this.running;
      this.botCalledOff = false;
      // The bot may have moved before the cancel arrived: then there is nothing to undo.
      if (!this.state.update.can_undo || this.state.update.viewer !== seat) return;
    }
    return this.undoSeat(seat);
  }

  /**
   * The player who just handed off takes back their last choice, from the hand-off screen.
   * The device is in the next player's hands: the table comes back only behind a hand-off
   * to the player who undid, revealed by their own hold, so the next player never sees it.
   */
  undoFromHandOff(): Promise<void> {
    const seat = this.state.undoSeat;
    if (seat === null || this.state.mode !== "handoff") return Promise.resolve();
    return this.run(async () => {
      const u = await this.api.undo(this.session, seat);
      this.patch({ update: u, mode: "handoff", handOffSeat: seat, undoSeat: null });
    });
  }

  /** The next player has the device. */
  acceptHandOff(): Promise<void> {
    const seat = this.state.handOffSeat;
    if (seat === null || this.state.mode !== "handoff") return Promise.resolve();
    return this.run(async () => {
      this.shownSeat = seat;
      this.patch({ handOffSeat: null, undoSeat: null });
      const u = this.state.update.viewer === seat ? this.state.update : await this.api.view(this.session, seat);
      await this.settle(u);
    });
  }

  /** Runs the step that failed again. */
  retry(): Promise<void> {
    const step = this.pending;
    if (!step) return Promise.resolve();
    return this.run(step);
  }

  dismissError(): void {
    this.patch({ error: null, retryable: false });
  }

  private undoSeat(seat: number): Promise<void> {
    return this.run(async () => {
      const u = await this.api.undo(this.session, seat);
      // The seat that undid is the one at the device now.
      this.shownSeat = seat;
      this.patch({ handOffSeat: null, undoSeat: null });
      await this.settle(u);
    });
  }

  private run(step: () => Promise<void>): Promise<void> {
    if (this.state.busy || this.stopped) return Promise.resolve();
    const running = this.runNow(step).finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }

  private async runNow(step: () => Promise<void>): Promise<void> {
    this.patch({ busy: true, error: null, retryable: false });
    // Only the loop's own resume points (a bot's move, fetching a seat's view) are worth a
    // retry; a refused action is not sent again.
    this.pending = null;
    try {
      await step();
      this.pending = null;
    } catch (error) {
      if (this.stopped) return;
      this.patch({
        error: toErrorPayload(error),
        retryable: this.pending !== null,
        mode: this.state.mode === "loading" ? "idle" : this.state.mode,
      });
    } finally {
      this.patch({ busy: false });
    }
  }

  /** Follows updates until a human must act (or the game is over). */
  private async settle(first: GameUpdate): Promise<void> {
    let u = first;
    for (;;) {
      if (this.stopped) return;
      const next = nextStep(u, this.options.handOff, this.shownSeat);
      switch (next.kind) {
        case "over":
          this.patch({ update: u, mode: "over" });
          return;
        case "play":
          this.patch({ update: u, mode: "play" });
          return;
        case "idle":
          this.patch({ update: u, mode: "idle" });
          return;
        case "bot": {
          this.patch({ update: u, mode: "thinking" });
          // Retrying after a failure resumes from this update, not from the first one.
          this.pending = () => this.settle(this.state.update);
          await this.sleep(this.options.botDelayMs);
          if (this.stopped || this.botCalledOff) return;
          const viewer = u.viewer ?? this.shownSeat;
          try {
            u = await this.api.advance(u.session, viewer, (progress) => {
              if (this.state.mode === "thinking") this.patch({ progress });
            });
          } catch (error) {
            // Called off by an undo or by leaving: whoever cancelled carries on from here.
            if (toErrorPayload(error).kind === "bot-cancelled") {
              this.pending = null;
              this.patch({ progress: null });
              return;
            }
            throw error;
          } finally {
            this.patch({ progress: null });
          }
          continue;
        }
        case "switch": {
          if (next.handOff) {
            const prev = u.viewer;
            const undoSeat = prev !== null && prev !== next.seat && u.can_undo ? prev : null;
            this.patch({ update: u, mode: "handoff", handOffSeat: next.seat, undoSeat });
            return;
          }
          this.shownSeat = next.seat;
          if (u.viewer !== next.seat) {
            this.patch({ update: u });
            this.pending = () => this.settle(this.state.update);
            u = await this.api.view(u.session, next.seat);
          }
          continue;
        }
      }
    }
  }

  private patch(change: Partial<FlowState>): void {
    this.state = { ...this.state, ...change };
    this.store.set(this.state);
  }
}
