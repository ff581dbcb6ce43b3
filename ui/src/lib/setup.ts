/** The new-game form's seats, turned into the backend's `SeatConfig`s. */
import type { BotLevel } from "../bindings/BotLevel";
import type { SeatConfig } from "../bindings/SeatConfig";
import type { Translate } from "./translate";

export interface SeatDraft {
  kind: "human" | "bot";
  level: BotLevel;
  /** What the player typed; empty means "use the default name". */
  name: string;
  custom: boolean;
}

export function defaultSeatName(index: number, seat: Pick<SeatDraft, "kind" | "level">, t: Translate): string {
  return seat.kind === "human"
    ? t("setup.defaultName", { values: { n: index + 1 } })
    : t(`setup.botNames.${seat.level}`);
}

/**
 * Trimmed names (default when blank, cut to `limit` characters, the backend's
 * `GameInfo.name_limit`), made distinct so the table reads clearly.
 */
export function seatConfigs(
  seats: readonly SeatDraft[],
  fallback: (index: number, seat: SeatDraft) => string,
  limit: number,
): SeatConfig[] {
  const used = new Set<string>();
  return seats.map((seat, i) => {
    const base = ([...(seat.name.trim() || fallback(i, seat))].slice(0, limit).join("") || `${i + 1}`).trim();
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) {
      const suffix = ` ${n}`;
      name = [...base].slice(0, limit - suffix.length).join("") + suffix;
    }
    used.add(name.toLowerCase());
    return {
      name,
      kind: seat.kind === "human" ? { type: "human" } : { type: "bot", level: seat.level },
    };
  });
}
