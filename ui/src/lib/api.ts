/**
 * The one module that talks to the Rust backend. Components import from here, never from
 * @tauri-apps/api directly, so the IPC surface stays in one place and can be mocked in tests.
 *
 * Every command rejects with an `ApiError` (the backend's `{kind, message}`), so callers can
 * branch on `kind` and show `message`.
 */
import { Channel, invoke, isTauri } from "@tauri-apps/api/core";
import type { ActionPreview } from "../bindings/ActionPreview";
import type { AnyAction } from "../bindings/AnyAction";
import type { BotProgress } from "../bindings/BotProgress";
import type { CampaignStatus } from "../bindings/CampaignStatus";
import type { DailyStatus } from "../bindings/DailyStatus";
import type { GameStats } from "../bindings/GameStats";
import type { ReplayFrame } from "../bindings/ReplayFrame";
import type { SoloRecord } from "../bindings/SoloRecord";
import type { ErrorPayload } from "../bindings/ErrorPayload";
import type { FinishedGame } from "../bindings/FinishedGame";
import type { GameInfo } from "../bindings/GameInfo";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { LogStep } from "../bindings/LogStep";
import type { NewGameRequest } from "../bindings/NewGameRequest";
import type { SessionSummary } from "../bindings/SessionSummary";
import type { Settings } from "../bindings/Settings";

/** True inside the Tauri webview, false in a plain browser (e.g. `npm run dev` opened directly). */
export const inTauri: boolean = isTauri();

/** A command's failure: the backend's error payload, or a transport problem as kind "ipc". */
export class ApiError extends Error {
  readonly kind: string;
  readonly command: string;

  constructor(command: string, payload: ErrorPayload) {
    super(payload.message);
    this.name = "ApiError";
    this.kind = payload.kind;
    this.command = command;
  }
}

/** Reads `{kind, message}` out of whatever a rejected invoke gave us. */
export function toErrorPayload(error: unknown): ErrorPayload {
  if (error && typeof error === "object") {
    const e = error as { kind?: unknown; message?: unknown };
    if (typeof e.kind === "string" && typeof e.message === "string") {
      return { kind: e.kind, message: e.message };
    }
    if (typeof e.message === "string") return { kind: "ipc", message: e.message };
  }
  return { kind: "ipc", message: String(error) };
}

/** The only call to `invoke` in the UI. */
async function call<T>(command: string, args?: Record<string, unknown>): Promise<T> {
  if (!inTauri) {
    throw new ApiError(command, { kind: "no-backend", message: "the Saloon app is not running" });
  }
  try {
    return await invoke<T>(command, args);
  } catch (error) {
    throw new ApiError(command, toErrorPayload(error));
  }
}

/** The app's package version, as the Rust side reports it. */
export function appVersion(): Promise<string> {
  return call<string>("app_version");
}

/** The games that can be played now; fixed for the run, so asked once (at start, see `main.ts`). */
let games: Promise<GameInfo[]> | null = null;

export function listGames(): Promise<GameInfo[]> {
  games ??= call<GameInfo[]>("list_games").catch((error: unknown) => {
    games = null; // ask again next time
    throw error;
  });
  return games;
}

/** Starts a game; the update is built for the first human to act (or a spectator). */
export function newGame(request: NewGameRequest): Promise<GameUpdate> {
  return call<GameUpdate>("new_game", { request });
}

/** What `seat` sees now; `null` for a spectator. A bot seat's view is refused. */
export function view(session: string, seat: number | null): Promise<GameUpdate> {
  return call<GameUpdate>("view", { session, seat });
}

/** A human seat's action; must be one of the `legal` actions of that seat's update. */
export function act(session: string, seat: number, action: AnyAction): Promise<GameUpdate> {
  return call<GameUpdate>("act", { session, seat, action });
}

/**
 * What `action` would do for `seat`, tried on a copy of the game: the events that seat would
 * be told, its view and the scores right after. Nothing changes, no chance is resolved, and an
 * illegal action rejects with kind "illegal-action".
 */
export function preview(session: string, seat: number, action: AnyAction): Promise<ActionPreview> {
  return call<ActionPreview>("preview", { session, seat, action });
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
  return call<GameUpdate>("advance", { session, viewer, progress });
}

/** Calls off the bot thinking in `session`, if one is: its move will not be played. */
export async function cancelBot(session: string): Promise<void> {
  await call<null>("cancel_bot", { session });
}

/** Takes back `seat`'s last choice (only when its update said `can_undo`). */
export function undo(session: string, seat: number): Promise<GameUpdate> {
  return call<GameUpdate>("undo", { session, seat });
}

/**
 * The game so far, step by step, as `viewer` may be told it (`null`: a spectator). Rebuilt
 * from the saved game by the backend, so it is whole after a restart.
 */
export function log(session: string, viewer: number | null): Promise<LogStep[]> {
  return call<LogStep[]>("log", { session, viewer });
}

/** Games saved on this device and not finished, most recent first. */
export function inProgress(): Promise<SessionSummary[]> {
  return call<SessionSummary[]>("in_progress");
}

/** Loads a saved game (if needed) and returns `viewer`'s update. */
export function resume(session: string, viewer: number | null): Promise<GameUpdate> {
  return call<GameUpdate>("resume", { session, viewer });
}

/** Deletes a game in progress. */
export async function abandon(session: string): Promise<void> {
  await call<null>("abandon", { session });
}

/** Finished games, oldest first. */
export function history(): Promise<FinishedGame[]> {
  return call<FinishedGame[]>("history");
}

export function getSettings(): Promise<Settings> {
  return call<Settings>("get_settings");
}

/** Messages for the player queued by the backend (each handed out once). */
export function notices(): Promise<string[]> {
  return call<string[]>("notices");
}

/** Saves the settings; resolves with what was stored. */
export function setSettings(settings: Settings): Promise<Settings> {
  return call<Settings>("set_settings", { settings });
}

/** The Wild Tiled West solo campaign: the trail, which stops are open, each stop's best. */
export function campaignStatus(): Promise<CampaignStatus> {
  return call<CampaignStatus>("campaign_status");
}

/** Starts a solo game at an open stop of the campaign. */
export function startCampaignStop(stop: number, name: string): Promise<GameUpdate> {
  return call<GameUpdate>("start_campaign_stop", { stop, name });
}

/** Every finished solo game with its rank, the rank bands and the personal bests. */
export function soloRecord(): Promise<SoloRecord> {
  return call<SoloRecord>("solo_record");
}

/** Statistics for every game, from the history. */
export function stats(): Promise<GameStats[]> {
  return call<GameStats[]>("stats");
}

/** Today's challenge for a game's solo mode, and the earlier days' results. */
export function dailyStatus(game: string): Promise<DailyStatus> {
  return call<DailyStatus>("daily_status", { game });
}

/** Starts today's challenge, or resumes it if it is in play. */
export function startDaily(game: string, name: string): Promise<GameUpdate> {
  return call<GameUpdate>("start_daily", { game, name });
}

/** A finished game's table after `step` moves, as its player saw it. */
export function replayStep(session: string, step: number): Promise<ReplayFrame> {
  return call<ReplayFrame>("replay_step", { session, step });
}
