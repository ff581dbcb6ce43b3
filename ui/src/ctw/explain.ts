/**
 * What a Circle the Wagons card says when it is held (or hovered): a circle card its four
 * territories and what drafting it costs, a bonus card in the middle its condition. The words
 * go through `lib/explain` (a title and the shell's explanation bubble).
 */
import type { CtwCard } from "../bindings/CtwCard";
import type { CtwTerritory } from "../bindings/CtwTerritory";
import type { Translate } from "../lib/translate";
import { joinList } from "../lib/format";
import { bonusSentence } from "./bonus";
import { ctwNames } from "./names";

/** One territory in a sentence: "plains with a fort". */
export function territoryWords(territory: CtwTerritory, t: Translate, locale: string): string {
  const terrain = t(`ctw.terrain.name.${territory.terrain}`).toLocaleLowerCase(locale);
  return territory.symbol
    ? t("ctw.explain.territory", { values: { terrain, symbol: t(`ctw.symbol.a.${territory.symbol}`) } })
    : terrain;
}

/** A card of the circle: its name, its territories as it lies upright, and the drafting rule. */
export function circleCardExplanation(card: CtwCard, t: Translate, locale: string): string {
  const territories = joinList(
    card.front.map((x) => territoryWords(x, t, locale)),
    locale,
  );
  return t("ctw.explain.card", { values: { name: ctwNames(t).card(card), territories } });
}

/** A bonus card in the middle: its condition (a race's says who it pays), for both players. */
export function bonusExplanation(card: CtwCard, t: Translate, locale: string): string {
  return t("ctw.explain.bonus", {
    values: { name: ctwNames(t).card(card), rule: bonusSentence(card.bonus, t, locale) },
  });
}
