/**
 * Rolled West's words for its pieces, in the reader's language. The sheet's pieces have no
 * names of their own (a contract or an office is its cost), so only the resources are named,
 * under `rw.res` / `rw.resTitle` / `rw.letter` in the game's bundles.
 */
import { derived, type Readable } from "svelte/store";
import { _ } from "../i18n/format";
import type { RwAutoBank } from "../bindings/RwAutoBank";
import type { RwBonusTerm } from "../bindings/RwBonusTerm";
import type { RwResource } from "../bindings/RwResource";
import type { Translate } from "../lib/translate";
import { RESOURCES } from "./logic";

export interface RwNames {
  /** "copper", in running text. */
  res(r: RwResource): string;
  /** "Copper", as a label. */
  title(r: RwResource): string;
  /** The letter drawn on the icon beside its colour and shape. */
  letter(r: RwResource): string;
  /** "2 copper + 2 silver": a cost as the sheet's counts by resource. */
  cost(counts: readonly number[]): string;
  /** An office's end bonus, in full ("1 per office you own + 1 per contract") or short. */
  bonus(terms: readonly RwBonusTerm[], short?: boolean): string;
  pref(p: RwAutoBank): string;
}

export function rwNames(t: Translate): RwNames {
  const res = (r: RwResource) => t(`rw.res.${r}`);
  return {
    res,
    title: (r) => t(`rw.resTitle.${r}`),
    letter: (r) => t(`rw.letter.${r}`),
    cost: (counts) => RESOURCES.flatMap((r, i) => ((counts[i] ?? 0) > 0 ? [`${counts[i]} ${res(r)}`] : [])).join(" + "),
    bonus: (terms, short = false) =>
      terms
        .map((term) =>
          term.count === "one"
            ? String(term.per)
            : t(`rw.${short ? "countShort" : "count"}.${term.count}`, { values: { per: term.per } }),
        )
        .join(" + "),
    pref: (p) => (p.type === "take" ? t("rw.auto.take", { values: { res: res(p.resource) } }) : t(`rw.auto.${p.type}`)),
  };
}

/** The names in the current locale, for components: `$rwName.res(r)` follows the locale. */
export const rwName: Readable<RwNames> = derived(_, (t) => rwNames(t));
