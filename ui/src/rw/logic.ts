/**
 * Rolled West's screen helpers: reading the update, matching legal actions and their payments.
 * No rule lives here: what may be bought, how it is paid and what it scores all come from the
 * backend (`legal`, `view.payments`, `view.scores`, and the printed sheet in `content.ts`).
 */
import type { AnyAction } from "../bindings/AnyAction";
import type { AnyView } from "../bindings/AnyView";
import type { GameUpdate } from "../bindings/GameUpdate";
import type { RwAction } from "../bindings/RwAction";
import type { RwAutoBank } from "../bindings/RwAutoBank";
import type { RwPayment } from "../bindings/RwPayment";
import type { RwPhase } from "../bindings/RwPhase";
import type { RwResource } from "../bindings/RwResource";
import type { RwView } from "../bindings/RwView";
import type { SeatConfig } from "../bindings/SeatConfig";

/** The rules section (`rules/<lang>.json`) about each phase's decision: where "?" opens the rules. */
export const PHASE_SECTION: Partial<Record<RwPhase, string>> = {
  terrain: "turn",
  spend: "turn",
  offer: "banking",
};

export const GAME = "rolled-west";

/** The sheet's order of resources (claim rows, costs, banks). */
export const RESOURCES: readonly RwResource[] = ["wood", "copper", "silver", "gold"];
/** The shipping rows' metals, in order. */
export const METALS: readonly RwResource[] = ["copper", "silver", "gold"];

export function rwView(view: AnyView): RwView | null {
  return GAME in view ? (view as { "rolled-west": RwView })["rolled-west"] : null;
}

export function rwLegal(legal: readonly AnyAction[]): RwAction[] {
  return legal.flatMap((a) => (GAME in a ? [(a as { "rolled-west": RwAction })["rolled-west"]] : []));
}

export function wrap(action: RwAction): AnyAction {
  return { "rolled-west": action };
}

/** A stable key of an action, the same for the copies `legal` and `payments` hold. */
export function actionKey(a: RwAction): string {
  switch (a.type) {
    case "terrain":
    case "bank":
    case "copy":
      return `${a.type}:${a.resource}`;
    case "ship":
      return `ship:${a.metal}`;
    case "contract":
    case "office":
      return `${a.type}:${a.id}`;
    case "auto-bank":
      return `auto-bank:${prefKey(a.pref)}`;
    case "first":
      return `first:${a.player}`;
    case "roll":
    case "ghost":
      return `${a.type}:${a.dice.join(",")}`;
    default:
      return a.type;
  }
}

export function prefKey(p: RwAutoBank): string {
  return p.type === "take" ? `take-${p.resource}` : p.type;
}

export function prefFromKey(key: string): RwAutoBank {
  if (key.startsWith("take-")) return { type: "take", resource: key.slice(5) as RwResource };
  return { type: key === "never" ? "never" : "ask" };
}

/** Legal actions by key, for lighting what can be bought. */
export function legalKeys(legal: readonly RwAction[]): Set<string> {
  return new Set(legal.map(actionKey));
}

/** The payment the engine would make for `key`, if it is a purchase on offer. */
export function paymentFor(payments: readonly RwPayment[], key: string | null): RwPayment | null {
  if (key === null) return null;
  return payments.find((p) => actionKey(p.action) === key) ?? null;
}

/** The action a key stands for, among the legal ones. */
export function legalAction(legal: readonly RwAction[], key: string | null): RwAction | null {
  if (key === null) return null;
  return legal.find((a) => actionKey(a) === key) ?? null;
}

/** The name of a sheet: a seat's name, or the Claim Jumper's (solo, sheet 1). */
export function sheetName(
  seats: readonly SeatConfig[],
  v: Pick<RwView, "jumper">,
  sheet: number,
  jumperName: string,
): string {
  if (v.jumper === sheet) return jumperName;
  return seats[sheet]?.name ?? `#${sheet + 1}`;
}

/** Bits set in a number, as a list of indices below `n`. */
export function bits(mask: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => i).filter((i) => (mask & (1 << i)) !== 0);
}

export function has(mask: number, i: number): boolean {
  return (mask & (1 << i)) !== 0;
}

/**
 * The claim spaces a camp or a settlement would mark now (the view's `claim`), by action key
 * (`camp`, `settlement`).
 */
export function claimTargets(v: Pick<RwView, "claim">, keys: Set<string>): Map<number, string> {
  const out = new Map<number, string>();
  if (v.claim === null) return out;
  if (keys.has("camp")) out.set(v.claim.camp, "camp");
  if (keys.has("settlement")) out.set(v.claim.settlement, "settlement");
  return out;
}

/** The claim row the terrain die points at, if one is set aside. */
export function terrainRow(v: Pick<RwView, "claim">): number | null {
  return v.claim === null ? null : RESOURCES.indexOf(v.claim.row);
}

/** Each sheet's banked resources not yet spent, by resource (from the sheet's `stock`). */
export function stockOf(v: RwView, sheet: number): readonly number[] {
  return v.sheets[sheet]?.stock ?? [0, 0, 0, 0];
}

/** Whether the update's game is over, for a view. */
export function isOver(u: Pick<GameUpdate, "finished">): boolean {
  return u.finished;
}

/** What every part of a drawn sheet needs. */
export interface SheetPart {
  v: RwView;
  /** The sheet drawn (a seat, or the Claim Jumper's). */
  sheet: number;
  /** Purchases that can be tapped now, by action key (empty: the sheet only shows). */
  lit: ReadonlySet<string>;
  selected: string | null;
  onpick: (key: string) => void;
  /** A sheet's owner's name. */
  nameOf: (sheet: number) => string;
}

/**
 * A contract's or an office's label with who holds it, as both tell it: the box's own words,
 * then "yours" or "taken by Ann" (`mine` and `taken` are the translated words).
 */
export function withOwner(
  base: string,
  owner: number | null | undefined,
  sheet: number,
  mine: string,
  taken: (name: string) => string,
  nameOf: (sheet: number) => string,
): string {
  if (owner === null || owner === undefined) return base;
  return `${base} · ${owner === sheet ? mine : taken(nameOf(owner))}`;
}
