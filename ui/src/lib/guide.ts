/**
 * A guided first game, whatever the game: a fixed seed and options, and a script of steps the
 * screen coaches the player through. Each step is taught at one moment of the game (its `at`,
 * the game's step: actions so far, chance included), accepts only the action it teaches, and
 * points at what to tap, mark by mark (a ring around the element, a sentence saying why).
 * The last step frees the player to play on.
 *
 * The guide's place is read off the game itself (its step), so a guided game left and
 * resumed, or taken back with undo, is coached from the right step with nothing saved beside
 * it. The script is content (each game's `guide.json`, replayed by `crates/app/tests/guide.rs`
 * on its seed): it holds no rules, and what is legal stays the backend's word.
 */
import { writable, type Readable } from "svelte/store";
import type { AnyAction } from "../bindings/AnyAction";
import type { AnyOptions } from "../bindings/AnyOptions";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { SeatConfig } from "../bindings/SeatConfig";
import type { SeatKind } from "../bindings/SeatKind";
import { defaultSeatName } from "./setup";
import type { Translate } from "./translate";

/** One thing to point at, in a step's order. */
export interface GuideMark {
  /** CSS selector of the element to ring. */
  target: string;
  /** Selector that matches once this mark is done (a die chosen): the next mark shows. */
  done?: string;
  /** Where to point while the target is not on screen (a phone's tab that shows it). */
  via?: string;
  /** Message key of the one sentence saying what to do and why. */
  text: string;
}

export interface GuideStep {
  /** Names the step (tests, e2e). */
  id: string;
  /** The game's step this is taught at. */
  at: number;
  /** The one action accepted; none on a free step or an undo step. */
  action?: AnyAction;
  /**
   * The taught move is taking the last action back (the table's undo): nothing is played.
   * The game is then back at `at - 1`, where the next step is taught (not the step that made
   * the action taken back: the runner remembers the undo).
   */
  undo?: boolean;
  /** The player plays on as they like from here. */
  free?: boolean;
  /** The events the action must set off (checked by the Rust test, not the screen). */
  teaches?: string[];
  marks: GuideMark[];
}

/** A seat at the guided game's table: the player (the one human) or a bot. */
export interface GuideSeat {
  /** As `new_game` takes it: `{type: "human"}` or `{type: "bot", level}`. */
  kind: SeatKind;
}

export interface Guide {
  game: string;
  seed: string;
  options?: AnyOptions;
  /**
   * The table in turn order, one human among bots (a game without a solo, as Circle the
   * Wagons, is taught against a bot). Absent: the player alone. A bot's moves are the same
   * each time the guide is played (its choice is drawn from the game's seed and step), so a
   * script can count on them; only levels that do not search on a clock belong here.
   */
  seats?: GuideSeat[];
  steps: GuideStep[];
}

/** The player alone: a guide without `seats`. */
const ALONE: GuideSeat[] = [{ kind: { type: "human" } }];

/**
 * The seats to start the guided game with, named as Setup names them when left blank ("Player
 * 1", a bot by its level): a name the game's log can say "gains" after, as it cannot "You".
 */
export function guideSeats(guide: Pick<Guide, "seats">, t: Translate): SeatConfig[] {
  return (guide.seats ?? ALONE).map(({ kind }, i) => ({
    name: defaultSeatName(
      i,
      kind.type === "human" ? { kind: "human", level: "easy" } : { kind: "bot", level: kind.level },
      t,
    ),
    kind,
  }));
}

/** Where a game stands in its guide. */
export type GuidePlace =
  /** A step is being taught (or, `free`, the player has been let go with a last word). */
  | { kind: "step"; index: number; step: GuideStep }
  /** Between steps (chance being resolved, a bot): nothing to point at. */
  | { kind: "between" }
  /** Past the last step: the guide is over. */
  | { kind: "over" };

/**
 * `from`: the first step to look at (past a taught undo the game is back at a step taught
 * before; the step after the undo is meant). Any step at the game's step is found if none is
 * from there (the player took more back).
 */
export function guidePlace(guide: Guide, update: Pick<GameUpdate, "step" | "finished">, from = 0): GuidePlace {
  if (update.finished) return { kind: "over" };
  const later = guide.steps.findIndex((s, i) => i >= from && s.at === update.step);
  const index = later >= 0 ? later : guide.steps.findIndex((s) => s.at === update.step);
  const step = guide.steps[index];
  if (step) return { kind: "step", index, step };
  const last = guide.steps[guide.steps.length - 1];
  return !last || update.step > last.at ? { kind: "over" } : { kind: "between" };
}

/** JSON with its keys sorted, so two actions compare whatever order their fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function sameAction(a: AnyAction, b: AnyAction): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Whether `action` may be played at `update` under the guide: only the taught one on a taught
 * step (none on an undo step).
 */
export function guideAllows(
  guide: Guide,
  update: Pick<GameUpdate, "step" | "finished">,
  action: AnyAction,
  from = 0,
): boolean {
  const place = guidePlace(guide, update, from);
  if (place.kind !== "step" || place.step.free) return true;
  if (place.step.undo) return false;
  if (!place.step.action) return true;
  return sameAction(place.step.action, action);
}

/**
 * The mark to show: the first not yet done, given what the screen shows (`matches` says
 * whether a selector matches something on screen). Null for a step without marks.
 */
export function currentMark(step: GuideStep, matches: (selector: string) => boolean): GuideMark | null {
  for (const mark of step.marks) {
    if (mark.done && safely(matches, mark.done)) continue;
    return mark;
  }
  return step.marks[step.marks.length - 1] ?? null;
}

function safely(matches: (selector: string) => boolean, selector: string): boolean {
  try {
    return matches(selector);
  } catch {
    return false;
  }
}

export interface GuideState {
  place: GuidePlace;
  /** The last action tried was not the taught one (cleared by the next update). */
  nudge: boolean;
  /** The player skipped the guide or finished it: it shows no more. */
  ended: boolean;
}

/** The backend's side of a guide (the real one is api.ts's; tests pass fakes). */
export interface GuideApi {
  endGuide(session: string): Promise<unknown>;
}

/** A guided game on the table: follows its updates and screens the player's actions. */
export class GuideRunner {
  private state: GuideState;
  private readonly store;
  private session: string;
  private lastStep: number;
  /** Past a taught undo: the steps from here on are meant (see `guidePlace`). */
  private from = 0;

  constructor(
    readonly guide: Guide,
    private readonly api: GuideApi,
    initial: Pick<GameUpdate, "session" | "step" | "finished">,
  ) {
    this.session = initial.session;
    this.lastStep = initial.step;
    this.state = { place: guidePlace(guide, initial), nudge: false, ended: false };
    this.store = writable<GuideState>(this.state);
  }

  get state$(): Readable<GuideState> {
    return { subscribe: this.store.subscribe };
  }

  get current(): GuideState {
    return this.state;
  }

  /** Every update of the game: the guide moves with it (forward, or back after an undo). */
  follow(update: Pick<GameUpdate, "session" | "step" | "finished">): void {
    if (this.state.ended) return;
    this.session = update.session;
    const moved = update.step !== this.lastStep;
    this.lastStep = update.step;
    const before = this.state.place;
    if (before.kind === "step" && before.step.undo && update.step === before.step.at - 1) this.from = before.index + 1;
    const place = guidePlace(this.guide, update, this.from);
    this.set({ ...this.state, place, nudge: moved ? false : this.state.nudge });
    // Past its last step the guide is done for good: the game plays on as a normal one.
    if (place.kind === "over") void this.end();
  }

  /** Whether the player may play `action` now; if not, the player is nudged and nothing is played. */
  allows(update: Pick<GameUpdate, "step" | "finished">, action: AnyAction): boolean {
    if (this.state.ended || guideAllows(this.guide, update, action, this.from)) return true;
    this.set({ ...this.state, nudge: true });
    return false;
  }

  dismissNudge(): void {
    if (this.state.nudge) this.set({ ...this.state, nudge: false });
  }

  /** The player skips the rest of the guide (or closes its last word): a normal game from here. */
  async end(): Promise<void> {
    if (this.state.ended) return;
    this.set({ ...this.state, ended: true, nudge: false });
    await this.api.endGuide(this.session);
  }

  private set(state: GuideState): void {
    this.state = state;
    this.store.set(state);
  }
}
