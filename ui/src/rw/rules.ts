/**
 * Rolled West's rules reference: Saloon's own prose (`rules/<lang>.json`), and the printed
 * sheet (claim rows, contracts, shipping rows, offices) listed from the content with its
 * numbers, contracts and offices drawn with the sheet's own cost icons. Loaded on demand
 * (`GameUi.rules`), apart from the table.
 */
import type { RulesBuilder, RulesEntry } from "../lib/rulesRef";
import { fill, proseFor, withEntries } from "../lib/rulesRef";
import { CONTENT } from "./content";
import Cost from "./Cost.svelte";
import { RESOURCES } from "./logic";
import { rwNames } from "./names";

const files = {
  en: () => import("./rules/en.json"),
  fr: () => import("./rules/fr.json"),
};

/** The counts of a cost of one `a` and one `b` (an office), in the sheet's resource order. */
function pair(a: string, b: string): number[] {
  return RESOURCES.map((r) => (r === a ? 1 : 0) + (r === b ? 1 : 0));
}

const build: RulesBuilder = async (t, locale) => {
  const prose = await proseFor(locale, files);
  const terms = prose.terms ?? {};
  const term = (key: string, values: Record<string, string | number>) => fill(terms[key] ?? "", values);
  const names = rwNames(t);
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: "conjunction" }).format(items);

  const values = {
    faces: list(RESOURCES.map((r, i) => term("face", { n: CONTENT.faces[i] ?? 0, res: names.res(r) }))),
  };

  const claims: RulesEntry[] = CONTENT.claims.map((c) => ({
    id: `claim-${c.resource}`,
    name: term("claimRow", { res: names.res(c.resource) }),
    text: term("claimText", { spaces: c.spaces.join(", "), first: c.majority[0], second: c.majority[1] }),
  }));
  const contracts: RulesEntry[] = CONTENT.contracts.map((c, i) => ({
    id: `contract-${i + 1}`,
    name: term("contract", { cost: names.cost(c.cost) }),
    text: term("contractText", { points: c.points }),
    illustration: { component: Cost, props: { counts: c.cost } },
  }));
  const shipping: RulesEntry[] = CONTENT.shipping.map((s) => ({
    id: `ship-${s.metal}`,
    name: term("shipRow", { res: names.res(s.metal) }),
    text: term("shipText", {
      boxes: s.boxes
        .map(([first, later], i) => (s.double[i] ? term("double", { first, later }) : term("box", { points: first })))
        .join(" · "),
    }),
  }));
  const offices: RulesEntry[] = CONTENT.offices.map((o) => ({
    id: `office-${o.row}-${o.column}`,
    name: term("office", { row: names.res(o.row), column: names.res(o.column) }),
    text: term("officeText", {
      cost: names.cost(pair(o.row, o.column)),
      // A flat bonus ("6") reads as points; a count ("1 per office you own") as itself.
      bonus:
        o.bonus.length === 1 && o.bonus[0]?.count === "one"
          ? t("common.pts", { values: { points: o.bonus[0].per } })
          : names.bonus(o.bonus),
    }),
    illustration: { component: Cost, props: { counts: pair(o.row, o.column) } },
  }));

  return { sections: withEntries(prose, { claims, contracts, shipping, offices }, "solo", values) };
};

export default build;
