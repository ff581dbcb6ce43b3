/**
 * What a placement would gain, read from the backend's preview of it (`preview` in api.ts):
 * the events the placement would produce, the decisions it would queue for the player, and the
 * score it would leave. Nothing here works a gain out; it only sorts what the backend said.
 */
import type { ActionPreview } from "../bindings/ActionPreview";
import type { WtwBuilding } from "../bindings/WtwBuilding";
import type { WtwDecision } from "../bindings/WtwDecision";

export type Gain =
  | { kind: "points"; amount: number }
  | { kind: "gold" | "bullets" | "alleys" | "pickaxes" | "shots"; amount: number }
  | { kind: "town"; town: number; points: number }
  | { kind: "surrounded"; building: WtwBuilding }
  | { kind: "wrangle"; cows: number }
  /** Another choice the placement would ask for next (an ace, the hat's partner, ...). */
  | { kind: "then"; decision: WtwDecision["type"] };

/** The gains of `preview` for `seat`, compared with the score `before`; in a stable order. */
export function placementGains(preview: ActionPreview, seat: number, before: number): Gain[] {
  const totals = { gold: 0, bullets: 0, alleys: 0, pickaxes: 0, shots: 0 };
  const rest: Gain[] = [];
  for (const e of preview.events) {
    if (!("wild-tiled-west" in e)) continue;
    const ev = e["wild-tiled-west"];
    if (!("seat" in ev) || ev.seat !== seat) continue;
    switch (ev.type) {
      case "gained":
        totals.gold += ev.gold;
        totals.bullets += ev.bullets;
        totals.alleys += ev.alleys;
        break;
      case "mined":
        totals.pickaxes += 1;
        break;
      case "shot":
        totals.shots += 1;
        break;
      case "town-completed":
        rest.push({ kind: "town", town: ev.town, points: ev.points });
        break;
      case "surrounded":
        rest.push({ kind: "surrounded", building: ev.building });
        break;
      default:
        break;
    }
  }
  const view = "wild-tiled-west" in preview.view ? preview.view["wild-tiled-west"] : null;
  const then: Gain[] = [];
  for (const task of view?.queue ?? []) {
    if (typeof task !== "object" || !("decide" in task) || task.decide[0] !== seat) continue;
    const d = task.decide[1];
    // Alleys are counted above; drafting and placing are the turn's own steps, not gains.
    if (d.type === "place-alley" || d.type === "draft" || d.type === "place-tile") continue;
    const gain: Gain = d.type === "wrangle" ? { kind: "wrangle", cows: d.cows } : { kind: "then", decision: d.type };
    if (!then.some((g) => JSON.stringify(g) === JSON.stringify(gain))) then.push(gain);
  }
  const points = (preview.scores[seat]?.total ?? before) - before;
  const out: Gain[] = points !== 0 ? [{ kind: "points", amount: points }] : [];
  for (const kind of ["gold", "bullets", "pickaxes", "alleys", "shots"] as const) {
    if (totals[kind] > 0) out.push({ kind, amount: totals[kind] });
  }
  return [...out, ...rest, ...then];
}
