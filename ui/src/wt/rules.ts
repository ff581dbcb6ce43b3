/**
 * Wild Tiles' rules reference: Saloon's own prose (`rules/<lang>.json`), and the deck's kinds,
 * specials and characters listed from the content, each drawn with a real card or pawn of the
 * game. Loaded on demand (`GameUi.rules`), apart from the table.
 */
import type { RulesBuilder, RulesEntry } from "../lib/rulesRef";
import { fill, proseFor, withEntries } from "../lib/rulesRef";
import Card from "./Card.svelte";
import { CONTENT } from "./content";
import { wtNames } from "./names";
import Pawn from "./Pawn.svelte";

const files = {
  en: () => import("./rules/en.json"),
  fr: () => import("./rules/fr.json"),
};

const KINDS = ["bounty", "supply", "hazard", "special", "timed", "trail"] as const;
const SPECIALS = ["healer", "gamble", "open"] as const;

/** A real card of the deck, dealt upright and untouched, to draw beside an entry. */
function cardArt(index: number) {
  return { component: Card, props: { dealt: { card: index, upside_down: false, filled: 0 }, flipped: false } };
}

function capitalised(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

const build: RulesBuilder = async (t, locale) => {
  const prose = await proseFor(locale, files);
  const terms = prose.terms ?? {};
  const term = (key: string, values: Record<string, string | number> = {}) => fill(terms[key] ?? "", values);
  const names = wtNames(t);

  const cards: RulesEntry[] = KINDS.flatMap((kind) => {
    const first = CONTENT.cards.findIndex((c) => c.kind === kind);
    if (first < 0) return [];
    const of = (colour: string) => CONTENT.cards.filter((c) => c.kind === kind && c.colour === colour).length;
    const count = CONTENT.cards.filter((c) => c.kind === kind).length;
    const kindCount = term("kindCount", { count, green: of("green"), yellow: of("yellow"), red: of("red") });
    return [
      {
        id: `kind-${kind}`,
        name: capitalised(t(`wt.kind.${kind}`), locale),
        text: `${term(`kind.${kind}`)} ${kindCount}`,
        illustration: cardArt(first),
      },
    ];
  });
  const specials: RulesEntry[] = SPECIALS.flatMap((special) => {
    const first = CONTENT.cards.findIndex((c) => c.special === special);
    if (first < 0) return [];
    return [
      {
        id: `special-${special}`,
        name: term(`special.${special}`),
        text: capitalised(t(`wt.special.${special}`), locale),
        illustration: cardArt(first),
      },
    ];
  });
  const characters: RulesEntry[] = CONTENT.characters.map((c, i) => ({
    id: c.id,
    name: names.character(i),
    text: term("characterText"),
    illustration: { component: Pawn, props: { character: i, standalone: true } },
  }));

  return { sections: withEntries(prose, { cards, specials, characters }, "solo") };
};

export default build;
