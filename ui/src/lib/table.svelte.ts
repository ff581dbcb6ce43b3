/**
 * What every game table opens with, written once: the flow's state and update, the log feed,
 * who views and who acts, the game's legal actions, whether the viewer is playing, the hint
 * and its suggested move, the seats' names, and the moment a table clears what was chosen on
 * screen. A table calls `createTable` while it initialises (it sets up effects) and reads the
 * rest from it; what the game does on its own stays in the table.
 */
import { untrack } from "svelte";
import { fromStore } from "svelte/store";
import type { AnyAction } from "../bindings/AnyAction";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { SeatConfig } from "../bindings/SeatConfig";
import type { Suggestion } from "../bindings/Suggestion";
import * as api from "./api";
import type { FlowState, GameFlow } from "./flow";
import { statusName } from "./format";
import { Hints, type HintApi } from "./hints";
import { logFeed, type FetchLog, type LogFeed } from "./logFeed.svelte";

/** The seats that act now: one seat, several at once, or none (chance, game over). */
export function actorSeatsOf(actor: GameUpdate["actor"]): number[] {
  if (actor.type === "seat") return [actor.seat];
  if (actor.type === "simultaneous") return actor.seats;
  return [];
}

/** Whether the viewer decides now: the flow waits on them and they have something to play. */
export function isPlaying(st: Pick<FlowState, "mode" | "update">): boolean {
  return st.mode === "play" && st.update.viewer !== null && st.update.legal.length > 0;
}

/** A seat's name; a seat the setup left unnamed is its number. */
export function seatName(seats: readonly Pick<SeatConfig, "name">[], seat: number | null): string {
  return seat === null ? "" : (seats[seat]?.name ?? `#${seat + 1}`);
}

/** The moment a table clears what was chosen on screen: another step, viewer, or turn to play. */
export function momentKey(step: number, viewer: number | null, playing: boolean): string {
  return `${step}:${viewer ?? "-"}:${playing}`;
}

/** A suggestion's move, the game's own (`actions` picks the game's out of `AnyAction`s). */
export function suggestedMove<A>(hint: Suggestion | null, actions: (legal: readonly AnyAction[]) => A[]): A | null {
  return hint ? (actions([hint.action])[0] ?? null) : null;
}

/**
 * Calls `changed` with each new value of `key`, the first included, once per change however
 * often it is asked. What the table's effects use to act on a moment only once.
 */
export class ChangeWatch {
  private last: string | null = null;

  constructor(private readonly changed: (key: string) => void) {}

  /** The last value seen (null before the first). */
  get current(): string | null {
    return this.last;
  }

  see(key: string): void {
    if (key === this.last) return;
    this.last = key;
    this.changed(key);
  }
}

export interface TableOptions<A> {
  /** The game's id: the key its actions are wrapped in. */
  game: string;
  /** The game's own actions among `AnyAction`s (its legal actions, a hint's move). */
  actions: (legal: readonly AnyAction[]) => A[];
  /** Tests pass fakes; the real commands by default. */
  hintApi?: HintApi;
  fetchLog?: FetchLog;
}

export interface Table<A> {
  readonly st: FlowState;
  readonly u: GameUpdate;
  readonly viewer: number | null;
  readonly seats: SeatConfig[];
  /** The one seat acting (null when several act at once, or none). */
  readonly actorSeat: number | null;
  readonly actorSeats: number[];
  /** The viewer's legal actions, the game's own. */
  readonly legal: A[];
  readonly playing: boolean;
  /** The log: each update's steps appended, the whole of it fetched once on opening. */
  readonly feed: LogFeed;
  readonly hints: Hints;
  /** The suggestion on show for this moment, if any. */
  readonly hint: Suggestion | null;
  /** That suggestion's move, the game's own. */
  readonly hintMove: A | null;
  /** The moment last seen by `onMoment` (its key). */
  readonly moment: string | null;
  name(seat: number | null): string;
  /** The seat's name as the status line shows it (shortened to fit). */
  shortName(seat: number | null): string;
  /** Runs `fresh` (untracked) at each fresh moment of the game, the opening one included. */
  onMoment(fresh: (moment: string) => void): void;
  /** Runs `changed` (untracked) each time `key()` changes, its first value included. */
  watch(key: () => string, changed: (key: string) => void): void;
}

/**
 * The table kit. Call it while a component initialises: it sets up effects. `flow` gives the
 * table's flow, read once (it is fixed for the screen's life).
 */
export function createTable<A>(flow: () => GameFlow, options: TableOptions<A>): Table<A> {
  const state = fromStore(untrack(flow).state$);
  const hints = new Hints(options.hintApi ?? api);
  const hintState = fromStore(hints.state$);
  const st = $derived(state.current);
  const u = $derived(st.update);
  const feed = logFeed(() => u, options.fetchLog);
  const actorSeats = $derived(actorSeatsOf(u.actor));
  const legal = $derived(options.actions(u.legal));
  const playing = $derived(isPlaying(st));
  const hint = $derived(hintState.current.status === "shown" ? hints.shownFor(u) : null);
  const hintMove = $derived(suggestedMove(hint, options.actions));
  let momentWatch: ChangeWatch | null = null;

  function watch(key: () => string, changed: (key: string) => void): ChangeWatch {
    const w = new ChangeWatch((k) => untrack(() => changed(k)));
    $effect(() => w.see(key()));
    return w;
  }

  return {
    get st() {
      return st;
    },
    get u() {
      return u;
    },
    get viewer() {
      return u.viewer;
    },
    get seats() {
      return u.seats;
    },
    get actorSeat() {
      return u.actor.type === "seat" ? u.actor.seat : null;
    },
    get actorSeats() {
      return actorSeats;
    },
    get legal() {
      return legal;
    },
    get playing() {
      return playing;
    },
    feed,
    hints,
    get hint() {
      return hint;
    },
    get hintMove() {
      return hintMove;
    },
    get moment() {
      return momentWatch?.current ?? null;
    },
    name: (seat) => seatName(u.seats, seat),
    shortName: (seat) => statusName(seatName(u.seats, seat)),
    onMoment(fresh) {
      momentWatch = watch(() => momentKey(u.step, u.viewer, playing), fresh);
    },
    watch(key, changed) {
      watch(key, changed);
    },
  };
}
