/**
 * The resolution played out again on the table, beat by beat, from the events the backend
 * sent (the reveal, the beats, the collisions and their bids, the dice): each frame is one
 * moment, with where the characters stand after it and how far each path has gone. Drawing
 * only: every number comes from the events.
 */
import type { WtCell } from "../bindings/WtCell";
import type { WtEvent } from "../bindings/WtEvent";
import type { WtPlan } from "../bindings/WtPlan";

/** What a seat holds at a moment of the playback (told by the game's `standing` events). */
export interface Purse {
  lives: number;
  bullets: number;
  dollars: number;
}

export type FrameKind = "reveal" | "beat" | "collision" | "bids" | "die" | "end";

export interface Frame {
  kind: FrameKind;
  /** The beat's number, and whether it is the shared last beat. */
  beat: number | null;
  last: boolean;
  events: WtEvent[];
  /** Where each seat stands after the frame (null: off the grid). */
  at: (number | null)[];
  /** Cells of each seat's path reached so far. */
  upTo: number[];
  /** Cells resolved before this frame (drawn face down). */
  flipped: number[];
  gang: number | null;
  die: number[];
  /** What each seat holds after the frame. */
  purses: Purse[];
}

export interface Playback {
  /** The round whose resolution this plays out (the view may be in the next one already). */
  round: number;
  cells: WtCell[];
  /** Where each seat stood when the paths were revealed (its path starts there). */
  start: (number | null)[];
  paths: (WtPlan | null)[];
  frames: Frame[];
}

/** The snapshot the resolution starts from: the table as the last plan saw it. */
export interface Snapshot {
  /** The round the plan was made in. */
  round: number;
  cells: WtCell[];
  at: (number | null)[];
  gang: number | null;
  /** What each seat held when it planned. */
  purses: Purse[];
}

const STARTS = new Set([
  "revealed",
  "beat-started",
  "collided",
  "bids-shown",
  "gambled",
  "gang-moved",
  "rolled-off",
  "game-ended",
]);

/**
 * Adds the frames `events` tell to `pb` (a new playback when the events reveal the paths).
 * Returns null when there is nothing to play.
 */
export function extend(pb: Playback | null, events: readonly WtEvent[], snap: Snapshot): Playback | null {
  if (!events.some((e) => STARTS.has(e.type))) return pb;
  // A new object each time: the screen keeps the playback as raw state.
  let out: Playback = pb
    ? { ...pb, frames: [...pb.frames] }
    : { round: snap.round, cells: snap.cells, start: [...snap.at], paths: [], frames: [] };
  const prev = out.frames.at(-1);
  let at = prev ? [...prev.at] : [...snap.at];
  let upTo = prev ? [...prev.upTo] : snap.at.map(() => 0);
  let gang = prev ? prev.gang : snap.gang;
  let purses = prev ? [...prev.purses] : [...snap.purses];
  const flipped = new Set(prev ? prev.flipped : []);
  const entered = new Set<number>();
  let frame: Frame | null = null;
  const push = (kind: FrameKind, beat: number | null = null, last = false) => {
    for (const c of entered) flipped.add(c);
    if (kind === "beat") entered.clear();
    frame = {
      kind,
      beat,
      last,
      events: [],
      at: [...at],
      upTo: [...upTo],
      flipped: [...flipped],
      gang,
      die: [],
      purses: [...purses],
    };
    out.frames.push(frame);
    return frame;
  };
  for (const e of events) {
    if (e.type === "dealt" || e.type === "turned" || e.type === "round-started") break;
    switch (e.type) {
      case "revealed":
        out = { round: e.round, cells: snap.cells, start: [...snap.at], paths: e.paths.map((p) => p), frames: [] };
        at = [...snap.at];
        upTo = snap.at.map(() => 0);
        flipped.clear();
        entered.clear();
        gang = snap.gang;
        purses = [...snap.purses];
        push("reveal");
        break;
      case "beat-started":
        push("beat", e.beat, e.last);
        break;
      case "collided":
        push("collision");
        break;
      case "bids-shown":
        push("bids");
        break;
      case "gambled":
        push("die").die = [e.die];
        break;
      case "gang-moved":
        gang = e.cell;
        push("die").die = [e.die];
        break;
      case "rolled-off":
        push("die").die = [...e.dice];
        break;
      case "game-ended":
        push("end");
        break;
      default:
        // What comes before the first moment of a later update (the bid just placed) is in
        // the log; a playback starts on a moment of its own.
        if (frame === null && !prev) push("beat");
    }
    const f = frame as Frame | null;
    if (!f) continue;
    if (e.type === "moved") {
      at[e.seat] = e.cell;
      upTo[e.seat] = (upTo[e.seat] ?? 0) + 1;
      entered.add(e.cell);
    }
    if (e.type === "gang-moved") gang = e.cell;
    if (e.type === "standing") purses[e.seat] = { lives: e.lives, bullets: e.bullets, dollars: e.dollars };
    f.events.push(e);
    f.at = [...at];
    f.upTo = [...upTo];
    f.gang = gang;
    f.purses = [...purses];
  }
  return out.frames.length > 0 ? out : null;
}
