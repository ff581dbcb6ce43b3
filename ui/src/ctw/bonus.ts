/**
 * The sentence on the back of a bonus card, built from its kind and parameters through the
 * i18n messages `ctw.bonus.<kind>` and the terrain and symbol words they need.
 */
import type { CtwBonus } from "../bindings/CtwBonus";
import type { CtwSymbol } from "../bindings/CtwSymbol";
import type { CtwTerrain } from "../bindings/CtwTerrain";
import { joinList } from "../lib/format";
import type { Translate } from "../lib/translate";

/** The symbols and terrains a bonus talks about, for the little icons beside its sentence. */
export function bonusIcons(bonus: CtwBonus): { terrains: CtwTerrain[]; symbols: CtwSymbol[] } {
  switch (bonus.kind) {
    case "per-symbol":
    case "race-most-symbol":
    case "race-fewest-symbol":
      return { terrains: [], symbols: [bonus.symbol] };
    case "per-symbol-on-terrain":
    case "per-symbol-next-to-terrain":
      return { terrains: [bonus.terrain], symbols: [bonus.symbol] };
    case "per-symbol-next-to-symbol":
      return { terrains: [], symbols: [bonus.symbol, bonus.other] };
    case "per-adjacent-pair":
      return { terrains: [bonus.terrain, bonus.other], symbols: [] };
    case "largest-group-at-least":
    case "race-larger-group":
      return { terrains: [bonus.terrain], symbols: [] };
    case "per-symbol-set":
      return { terrains: [], symbols: [...bonus.symbols] };
    case "per-terrain-with-group":
    case "symbol-variety":
    case "fits-in-square":
    case "race-fewer-cards":
    case "race-more-territories":
      return { terrains: [], symbols: [] };
  }
}

/** Whether the bonus is a race against the opponent (for its badge). */
export function isRace(bonus: CtwBonus): boolean {
  return bonus.kind.startsWith("race-");
}

export function bonusSentence(bonus: CtwBonus, t: Translate, locale: string): string {
  const terrainOf = (terrain: CtwTerrain) => t(`ctw.terrain.of.${terrain}`);
  const one = (symbol: CtwSymbol) => t(`ctw.symbol.one.${symbol}`);
  const many = (symbol: CtwSymbol) => t(`ctw.symbol.many.${symbol}`);
  const a = (symbol: CtwSymbol) => t(`ctw.symbol.a.${symbol}`);
  const say = (values: Record<string, string | number>) => t(`ctw.bonus.${bonus.kind}`, { values });

  switch (bonus.kind) {
    case "per-symbol":
      return say({ points: bonus.points, symbol: one(bonus.symbol) });
    case "per-symbol-on-terrain":
    case "per-symbol-next-to-terrain":
      return say({ points: bonus.points, symbol: one(bonus.symbol), terrain: terrainOf(bonus.terrain) });
    case "per-symbol-next-to-symbol":
      return say({ points: bonus.points, symbol: one(bonus.symbol), other: a(bonus.other) });
    case "per-adjacent-pair":
      return say({ points: bonus.points, terrain: terrainOf(bonus.terrain), other: terrainOf(bonus.other) });
    case "largest-group-at-least":
      return say({ points: bonus.points, terrain: terrainOf(bonus.terrain), size: bonus.size });
    case "per-terrain-with-group":
    case "fits-in-square":
      return say({ points: bonus.points, size: bonus.size });
    case "symbol-variety":
      return say({ points: bonus.points, bonus: bonus.bonus });
    case "per-symbol-set":
      return say({ points: bonus.points, symbols: joinList(bonus.symbols.map(a), locale) });
    case "race-most-symbol":
    case "race-fewest-symbol":
      return say({ points: bonus.points, symbols: many(bonus.symbol) });
    case "race-larger-group":
      return say({ points: bonus.points, terrain: terrainOf(bonus.terrain) });
    case "race-fewer-cards":
    case "race-more-territories":
      return say({ points: bonus.points });
  }
}
