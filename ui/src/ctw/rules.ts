/**
 * Circle the Wagons' rules reference: Saloon's own prose (`rules/<lang>.json`) with the deck's
 * numbers filled in, and every card drawn (its front) with its bonus in words. Loaded on demand
 * (`GameUi.rules`), apart from the table.
 */
import type { CtwContent } from "../bindings/CtwContent";
import type { CtwSymbol } from "../bindings/CtwSymbol";
import type { CtwTerrain } from "../bindings/CtwTerrain";
import data from "../bindings/content/circle-the-wagons.json";
import type { RulesBuilder } from "../lib/rulesRef";
import { proseFor, withEntries } from "../lib/rulesRef";
import { joinList } from "../lib/format";
import { bonusSentence } from "./bonus";
import CtwDefs from "./CtwDefs.svelte";
import MiniCard from "./MiniCard.svelte";
import { ctwNames } from "./names";

const CONTENT = data as CtwContent;

const files = {
  en: () => import("./rules/en.json"),
  fr: () => import("./rules/fr.json"),
};

const build: RulesBuilder = async (t, locale) => {
  const prose = await proseFor(locale, files);
  const terrains = new Set<CtwTerrain>();
  const symbols = new Set<CtwSymbol>();
  for (const card of CONTENT.cards)
    for (const territory of card.front) {
      terrains.add(territory.terrain);
      if (territory.symbol) symbols.add(territory.symbol);
    }
  const values = {
    cards: CONTENT.cards.length,
    circle: CONTENT.circle,
    terrains: joinList(
      [...terrains].map((x) => t(`ctw.terrain.name.${x}`).toLocaleLowerCase(locale)),
      locale,
    ),
    symbols: joinList(
      [...symbols].map((x) => t(`ctw.symbol.one.${x}`)),
      locale,
    ),
  };
  const names = ctwNames(t);
  const cards = CONTENT.cards.map((card) => ({
    id: `card-${card.id}`,
    name: names.card(card),
    text: bonusSentence(card.bonus, t, locale),
    illustration: { component: MiniCard, props: { card, letters: true } },
  }));
  return { sections: withEntries(prose, { cards }, undefined, values), Defs: CtwDefs };
};

export default build;
