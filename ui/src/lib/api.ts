/**
 * The one module that talks to the Rust backend. Components import from here, never from
 * @tauri-apps/api directly, so the IPC surface stays in one place and can be mocked in tests.
 *
 * Every command rejects with an `ApiError` (the backend's `{kind, message}`), so callers can
 * branch on `kind` and show `message`.
 */
import { Channel, invoke, isTauri } from "@tauri-apps/api/core";
import type { BotProgress } from "../bindings/BotProgress";
import type { ExportSummary } from "../bindings/ExportSummary";
import type { ImportProgress } from "../bindings/ImportProgress";
import type { ImportSummary } from "../bindings/ImportSummary";
import { commands, type CommandName } from "../bindings/commands";
import type { AnyError } from "../bindings/AnyError";
import type { CodeRefusal } from "../bindings/CodeRefusal";
import type { ErrorKind } from "../bindings/ErrorKind";
import type { ErrorPayload } from "../bindings/ErrorPayload";
import type { GameInfo } from "../bindings/GameInfo";
import type { GameReport } from "../bindings/GameReport";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { Suggestion } from "../bindings/Suggestion";

/** True inside the Tauri webview, false in a plain browser (e.g. `npm run dev` opened directly). */
export const inTauri: boolean = isTauri();

/**
 * A command's failure as the screen sees it: the backend's error (its `kind` one of the
 * backend's `ErrorKind`s, and on a refused action the game's `reason`, which rule, as data),
 * or a transport problem ("ipc"), or no backend at all ("no-backend").
 */
export type Failure = Omit<ErrorPayload, "kind"> & { kind: ErrorKind | "ipc" | "no-backend" };

export class ApiError extends Error {
  readonly kind: Failure["kind"];
  readonly reason: AnyError | undefined;
  /** Which check a share code failed (`bad-code`). */
  readonly refusal: CodeRefusal | undefined;
  readonly command: string;

  constructor(command: string, payload: Failure) {
    super(payload.message);
    this.name = "ApiError";
    this.kind = payload.kind;
    this.reason = payload.reason;
    this.refusal = payload.refusal;
    this.command = command;
  }
}

/** Reads `{kind, message, reason}` out of whatever a rejected invoke gave us. */
export function toErrorPayload(error: unknown): Failure {
  if (error && typeof error === "object") {
    const e = error as { kind?: unknown; message?: unknown; reason?: unknown; refusal?: unknown };
    if (typeof e.kind === "string" && typeof e.message === "string") {
      const failure: Failure = { kind: e.kind as Failure["kind"], message: e.message };
      if (e.reason && typeof e.reason === "object") failure.reason = e.reason as AnyError;
      if (typeof e.refusal === "string") failure.refusal = e.refusal as CodeRefusal;
      return failure;
    }
    if (typeof e.message === "string") return { kind: "ipc", message: e.message };
  }
  return { kind: "ipc", message: String(error) };
}

/** The only call to `invoke` in the UI. */
async function call<T>(command: CommandName, args?: Record<string, unknown>): Promise<T> {
  if (!inTauri) {
    throw new ApiError(command, { kind: "no-backend", message: "the Saloon app is not running" });
  }
  try {
    return await invoke<T>(command, args);
  } catch (error) {
    throw new ApiError(command, toErrorPayload(error));
  }
}

/**
 * The typed client generated from the backend's command table (`bindings/commands.ts`): one
 * function per command, with the argument and result types the Rust side declares.
 */
const client = commands(call);

export const {
  appVersion,
  newGame,
  view,
  act,
  preview,
  undo,
  log,
  inProgress,
  resume,
  history,
  finishedGame,
  getSettings,
  notices,
  setSettings,
  campaignStatus,
  startCampaignStop,
  soloRecord,
  stats,
  dailyStatus,
  startDaily,
  replayStep,
  shareCode,
  checkCode,
  codeReplayStep,
  cancelReview,
  endGuide,
} = client;

/** The games that can be played now; fixed for the run, so asked once (at start, see `main.ts`). */
let games: Promise<GameInfo[]> | null = null;

export function listGames(): Promise<GameInfo[]> {
  games ??= client.listGames().catch((error: unknown) => {
    games = null; // ask again next time
    throw error;
  });
  return games;
}

/**
 * Lets the bot that is to act play one action; the update is built for `viewer`. The bot
 * thinks in the background: `onProgress` hears how far its search has got, and `cancelBot`
 * calls it off (this then rejects with kind "bot-cancelled").
 */
export function advance(
  session: string,
  viewer: number | null,
  onProgress: (progress: BotProgress) => void = () => {},
): Promise<GameUpdate> {
  const progress = new Channel<BotProgress>();
  progress.onmessage = onProgress;
  return client.advance(session, viewer, { progress });
}

/** Calls off the bot thinking in `session`, if one is: its move will not be played. */
export async function cancelBot(session: string): Promise<void> {
  await client.cancelBot(session);
}

/**
 * The hard bot's hint for `seat`, from that seat's view only; the game is then marked
 * assisted. `onProgress` hears how far its search has got; `cancelSuggest` calls it off (this
 * then rejects with kind "bot-cancelled").
 */
export function suggest(
  session: string,
  seat: number,
  onProgress: (progress: BotProgress) => void = () => {},
): Promise<Suggestion> {
  const progress = new Channel<BotProgress>();
  progress.onmessage = onProgress;
  return client.suggest(session, seat, { progress });
}

/** Calls off the hint being thought out in `session`, if one is. */
export async function cancelSuggest(session: string): Promise<void> {
  await client.cancelSuggest(session);
}

/** Deletes a game in progress. */
export async function abandon(session: string): Promise<void> {
  await client.abandon(session);
}

/**
 * A finished game's review for its human seats (`playouts` per candidate; null: the backend's
 * default). The backend judges in the background: `onProgress` hears the decisions judged so
 * far, and `cancelReview` calls it off (this then rejects with kind "bot-cancelled").
 */
export function reviewGame(
  session: string,
  playouts: number | null,
  onProgress: (progress: BotProgress) => void = () => {},
): Promise<GameReport> {
  const progress = new Channel<BotProgress>();
  progress.onmessage = onProgress;
  return client.reviewGame(session, playouts, { progress });
}

/**
 * Writes the whole record to a backup file the player chooses in the system's save dialog
 * (the screen never names a file); null: the dialog was closed.
 */
export function exportBackup(): Promise<ExportSummary | null> {
  return client.exportBackup(null);
}

/**
 * Restores a backup file the player chooses in the system's open dialog; null: the dialog was
 * closed. Every game is replayed before it counts: `onProgress` hears how many so far. A file
 * that is no whole backup rejects with kind "bad-backup" (a newer one, "newer-backup") and
 * changes nothing.
 */
export function importBackup(onProgress: (progress: ImportProgress) => void = () => {}): Promise<ImportSummary | null> {
  const progress = new Channel<ImportProgress>();
  progress.onmessage = onProgress;
  return client.importBackup(null, { progress });
}
