/**
 * What a game's UI folder gives the shared screens, and how the registry lists a game. The
 * shared screens (`ui/src/screens`, `ui/src/lib`) know no game: they find one by its backend id
 * in `ui/src/games/registry.ts`, load its `GameUi` on demand and mount what it gives.
 */
import type { Component } from "svelte";
import type { AnyAction } from "../bindings/AnyAction";
import type { AnyEvent } from "../bindings/AnyEvent";
import type { AnyOptions } from "../bindings/AnyOptions";
import type { AnyView } from "../bindings/AnyView";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { ReplayFrame } from "../bindings/ReplayFrame";
import type { ScoreSheet } from "../bindings/ScoreSheet";
import type { SeatConfig } from "../bindings/SeatConfig";
import type { GameFlow } from "./flow";
import type { Guide } from "./guide";
import type { RulesBuilder } from "./rulesRef";
import type { Translate } from "./translate";

/** The table a game is played at (`screens/Game.svelte` mounts it). */
export interface TableProps {
  flow: GameFlow;
  onhome: () => void;
  onplayagain: () => void;
}

/**
 * A move drawn on a replay's table the way the game's hint draws a suggestion (the die, the
 * card, the tile's ghost), for the review's turning points. The element that draws it is named
 * (`label`) and carries `data-testid="review-ghost"` (the review tells a move the table could
 * not draw, End turn say, by its absence).
 */
export interface BoardMove {
  /** One of the seat's legal actions at the frame's moment. */
  action: AnyAction;
  /** The seat that made it, or would have: its board is the one shown. */
  seat: number;
  /** The hard bot's move (the hint's blue) or the one played (a dashed rust mark). */
  kind: "best" | "played";
  /** The move in words: the name of its mark on the board, for screen readers. */
  label: string;
}

/** One frame of a finished game watched again (`screens/Replay.svelte`, below its controls). */
export interface ReplayTableProps {
  frame: ReplayFrame;
  /** A move to draw on the table (the review's turning points); none when watching a replay. */
  move?: BoardMove | null;
}

/** The score by category of a finished game (History, Record). */
export interface FinalScoresProps {
  scores: readonly ScoreSheet[];
  seats: readonly SeatConfig[];
  /** Seats to highlight; empty in solo. */
  winners: readonly number[];
  /** The final table as a spectator saw it, where known (the history has it, a solo record not). */
  view?: AnyView;
}

/** The options of one seat on the new-game form, whatever the game keeps there. */
export interface SeatOptionsProps<T> {
  seat: number;
  value: T;
  onchange: (value: T) => void;
  /** The other seats' choices (a character nobody else has, say). */
  others?: readonly T[];
}

/**
 * A game whose seats each choose something at setup (a settlement board and its side, say).
 * `T` is that choice; the Setup screen only keeps one per seat and hands them back.
 */
export interface GameSetup<T> {
  /** Drawn inside each seat's card on the Setup screen. */
  SeatOptions: Component<SeatOptionsProps<T>>;
  /** The choice of a seat added beside `taken` (e.g. a board nobody has yet). */
  seatDefault(taken: readonly T[]): T;
  /** The game's options for `new_game`, from every seat's choice. */
  options(seats: readonly T[]): AnyOptions;
}

/** Board names, for the solo campaign's stops and the rank history. */
export interface SideNames {
  board(id: number): string;
  wildSide(board: number): string;
}

/** What a game's folder exports from its `index.ts`, as its default export. */
export interface GameUi {
  Table: Component<TableProps>;
  ReplayTable: Component<ReplayTableProps>;
  FinalScores: Component<FinalScoresProps>;
  // `any`: each game keeps its own per-seat choice; Setup stores it without reading it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  setup?: GameSetup<any>;
  /**
   * The game's table can be laid flat among the players (table mode: each seat's part at its
   * edge, facing it). Only for games whose table draws it; offered at setup for 2 to 5 seats.
   */
  tableMode?: boolean;
  /** The options "Play again" starts the same table with; none: the game's defaults. */
  playAgainOptions?(update: GameUpdate): AnyOptions | undefined;
  /**
   * The name of a rank table by the options it ranks (Wild Tiles' deck), for a game whose solo
   * ranks depend on its options (Record: a chart per table).
   */
  rankTableName?(options: unknown, t: Translate): string;
  /** The board names, for a game with a solo campaign (Campaign, Record). */
  sideNames?(t: Translate): SideNames;
  /** Colour samples the Settings screen shows beside the palette choice. */
  PaletteSamples?: Component;
  /**
   * What a move did, a line each, in the words of the game's log: `events` are the move's (the
   * backend's), `update` the table it was made at (seats, names). The post-game review tells
   * the move played and the hard bot's move with it.
   */
  describeMove?(events: readonly AnyEvent[], update: GameUpdate, t: Translate, locale: string): string[];
  /**
   * The rules section the "?" opens for each decision or phase, by its key (what the table
   * passes `GameShell` as `rulesSection`); `games/decisionSections.test.ts` holds every one
   * to a section of the game's rules reference.
   */
  decisionSections?: Readonly<Record<string, string | undefined>>;
  /** The game's rules reference (the Rules screen), a chunk of its own loaded when opened. */
  rules?: () => Promise<{ default: RulesBuilder }>;
  /** The game's guided first game (`lib/guide.ts`): offered once on Setup, and from its rules. */
  guide?: () => Promise<Guide>;
}

/** A game on Saloon's table, as the registry lists it. */
export interface GameEntry {
  /** The backend's game id (`GameInfo.id`). */
  id: string;
  /** Message key under `games.` in the i18n bundles (name and blurb). */
  key: string;
  /** Its UI, loaded on demand; a game without one is listed as coming soon. */
  load?: () => Promise<{ default: GameUi }>;
  /** Seats the home screen shows before the backend lists the game (coming soon). */
  players?: { min: number; max: number };
  /** Whether the backend's solo campaign and rank history are this game's. */
  campaign?: boolean;
}
