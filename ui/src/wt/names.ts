/**
 * Wild Tiles' words for its pieces in the reader's language: the cards' and characters' names
 * (English from the content JSON, other languages under `contentNames.wt` by id), a cost, a
 * direction, a card's full description for its accessible name and long-press explanation.
 */
import { derived, type Readable } from "svelte/store";
import { _ } from "../i18n/format";
import type { WtCard } from "../bindings/WtCard";
import type { WtCost } from "../bindings/WtCost";
import type { WtDir } from "../bindings/WtDir";
import type { WtStake } from "../bindings/WtStake";
import { CONTENT_NAMES } from "../i18n/locales";
import type { Translate } from "../lib/translate";
import { CONTENT } from "./content";

const PREFIX = `${CONTENT_NAMES}.wt`;

export const WT_NAME_KEYS = {
  card: (id: string) => `${PREFIX}.card.${id}`,
  character: (id: string) => `${PREFIX}.character.${id}`,
};

export interface WtNames {
  card(index: number): string;
  character(index: number): string;
  /** "2 bullets", "free (blind)", "sealed", "half your bullets". */
  cost(cost: WtCost | null): string;
  /** "the north-west". */
  dir(d: WtDir): string;
  stake(s: WtStake): string;
  /** Rewards and special of a card, in words ("bounty $4, +1 heart"). */
  rewards(card: WtCard): string;
}

export function wtNames(t: Translate): WtNames {
  const card = (index: number) => {
    const c = CONTENT.cards[index];
    return c ? t(WT_NAME_KEYS.card(c.id), { default: c.name }) : `#${index}`;
  };
  const character = (index: number) => {
    const c = CONTENT.characters[index];
    return c ? t(WT_NAME_KEYS.character(c.id), { default: c.name }) : `#${index + 1}`;
  };
  const cost = (c: WtCost | null) => {
    if (c === null) return t("wt.cost.empty");
    if (c.type === "bullets" || c.type === "lives") return t(`wt.cost.${c.type}`, { values: { n: c.n } });
    return t(`wt.cost.${c.type}`);
  };
  return {
    card,
    character,
    cost,
    dir: (d) => t(`wt.dir.${d}`),
    stake: (s) => t(`wt.cost.${s.type}`, { values: { n: s.n } }),
    rewards: (c) => {
      const parts: string[] = [t(`wt.kind.${c.kind}`)];
      if (c.dollars > 0) parts.push(t("wt.reward.dollars", { values: { n: c.dollars } }));
      if (c.hearts > 0) parts.push(t("wt.reward.hearts", { values: { n: c.hearts } }));
      if (c.bullets > 0) parts.push(t("wt.reward.bullets", { values: { n: c.bullets } }));
      if (c.special) parts.push(t(`wt.special.${c.special}`));
      if (c.slots > 0) parts.push(t("wt.reward.slots", { values: { n: c.slots } }));
      if (c.exits.length > 0)
        parts.push(t("wt.reward.exits", { values: { dirs: c.exits.map((d) => t(`wt.dirShort.${d}`)).join(", ") } }));
      return parts.join(", ");
    },
  };
}

/** The names in the current locale, for components. */
export const wtName: Readable<WtNames> = derived(_, (t) => wtNames(t));
