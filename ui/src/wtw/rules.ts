/**
 * Wild Tiled West's rules reference: Saloon's own prose (`rules/<lang>.json`) with the content's
 * numbers filled in, and the buildings, partners and wild sides listed from the content with
 * their rule text. Loaded on demand (`GameUi.rules`), apart from the table.
 */
import type { RulesBuilder, RulesEntry } from "../lib/rulesRef";
import { fill, proseFor, withEntries } from "../lib/rulesRef";
import type { Translate } from "../lib/translate";
import { CONTENT, stars } from "./content";
import { wildRuleText } from "./logic";
import { partnerGoalText, wtwNames } from "./names";
import TileShape from "./TileShape.svelte";
import WtwDefs from "./WtwDefs.svelte";

const files = {
  en: () => import("./rules/en.json"),
  fr: () => import("./rules/fr.json"),
};

function list(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
}

function buildingEntries(t: Translate): RulesEntry[] {
  const seen = new Set<string>();
  const out: RulesEntry[] = [];
  for (const tile of CONTENT.tiles) {
    const b = tile.building;
    if (!b || seen.has(b)) continue;
    seen.add(b);
    out.push({
      id: b,
      name: t(`wtw.building.${b}.name`),
      text: t(`wtw.building.${b}.text`),
      illustration: { component: TileShape, props: { tile } },
    });
  }
  return out;
}

const build: RulesBuilder = async (t, locale) => {
  const prose = await proseFor(locale, files);
  const terms = prose.terms ?? {};
  const term = (key: string, values: Record<string, string | number>) => fill(terms[key] ?? "", values);
  const sb = CONTENT.scoreboard;
  const pts = (points: number) => term("pts", { points });
  const names = wtwNames(t);

  const values: Record<string, string | number> = {
    start: sb.starting_points,
    rounds: list(sb.rounds_per_year.map(String), locale),
    townBonus: list(
      sb.town_bonus.map((p, i) => term("year", { n: i + 1, points: pts(p) })),
      locale,
    ),
    tussle: list(
      sb.tussle_points.map((p, i) => term("year", { n: i + 1, points: pts(p) })),
      locale,
    ),
    // The wrangle table starts at 3 cows.
    wrangle: list(
      sb.wrangle_points.map((p, i) => term("cows", { n: i + 3, points: pts(p) })),
      locale,
    ),
    mining: list(
      CONTENT.mining.map((m) => term("step", { gold: m.income, points: m.points })),
      locale,
    ),
    contracts: list(
      CONTENT.contracts.map((c) =>
        term("contract", {
          large: t(`wtw.reward.${c.large.type}`, { values: { count: c.large.amount } }),
          small: t(`wtw.reward.${c.small.type}`, { values: { count: c.small.amount } }),
        }),
      ),
      locale,
    ),
    ridge: sb.ridge_bandits,
    banditRounds: list(sb.solo_bandit_rounds.map(String), locale),
  };

  const entries: Record<string, RulesEntry[]> = {
    buildings: buildingEntries(t),
    partners: CONTENT.partners.map((p) => ({
      id: `partner-${p.id}`,
      name: names.partner(p.id),
      text: partnerGoalText(t, p.goal),
    })),
    "wild-sides": CONTENT.boards.flatMap((b) => {
      const wild = b.wild.wild;
      if (!wild) return [];
      return [
        {
          id: `wild-${b.id}`,
          name: `${names.wildSide(b.id)} (${term("stars", { stars: stars(wild.stars), board: names.board(b.id) })})`,
          text: wildRuleText(wild.rule, t),
        },
      ];
    }),
  };

  return { sections: withEntries(prose, entries, "solo", values), Defs: WtwDefs };
};

export default build;
