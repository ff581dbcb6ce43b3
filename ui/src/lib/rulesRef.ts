/**
 * The in-app rules reference: what a game's folder gives the shared Rules screen (through
 * `GameUi.rules`, loaded on demand), and the search over it. The prose is Saloon's own, one
 * file per language in each game's folder; the entries (buildings, cards, ...) are built from
 * the content the UI already has, so a new component shows up with no edit here.
 */
import type { Component } from "svelte";
import type { Translate } from "./translate";

/** One of the app's own components drawn beside an entry (a real tile, a real card). */
export interface RulesIllustration {
  // `any`: each game draws its own component with its own props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: Component<any>;
  props: Record<string, unknown>;
}

/** A named piece of a game (a building, a card, a wild side) and what it does. */
export interface RulesEntry {
  id: string;
  name: string;
  text: string;
  illustration?: RulesIllustration;
}

/** A section of a game's reference: its paragraphs, and the entries it lists. */
export interface RulesSection {
  /** Stable across languages: a link or a decision's "?" opens it by this id. */
  id: string;
  title: string;
  paragraphs: string[];
  entries?: RulesEntry[];
  /** The screen adds the solo ranks as the engine gives them (names and thresholds). */
  soloRanks?: boolean;
}

/** The prose of a game's reference in one language, as its `rules/<lang>.json` holds it. */
export interface RulesProse {
  sections: { id: string; title: string; paragraphs: string[] }[];
  /** Short patterns the game fills with the content's numbers (`{n} cows: {points}`). */
  terms?: Record<string, string>;
}

/** `template` with each `{name}` replaced by its value; an unknown name stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A game's reference: its sections, and what its illustrations need drawn once (SVG defs). */
export interface RulesReference {
  sections: RulesSection[];
  Defs?: Component;
}

/** Builds a game's reference in the current language (`locale`), its words loaded by `t`. */
export type RulesBuilder = (t: Translate, locale: string) => Promise<RulesReference>;

/** The prose of `locale`, English for a language the game has no reference in. */
export async function proseFor(
  locale: string,
  files: Record<string, () => Promise<{ default: RulesProse }>>,
): Promise<RulesProse> {
  const lang = locale.split("-")[0] ?? "en";
  const load = files[lang] ?? files.en;
  if (!load) return { sections: [] };
  return (await load()).default;
}

/** The prose's sections with the entries (and solo ranks) a game adds to some of them. */
export function withEntries(
  prose: RulesProse,
  entries: Record<string, RulesEntry[]>,
  soloSection?: string,
  values: Record<string, string | number> = {},
): RulesSection[] {
  return prose.sections.map((s) => ({
    ...s,
    paragraphs: s.paragraphs.map((p) => fill(p, values)),
    ...(entries[s.id] ? { entries: entries[s.id] } : {}),
    ...(s.id === soloSection ? { soloRanks: true } : {}),
  }));
}

/** Lower case without accents, so "regle" finds "Règle" and "cafe" finds "Café". */
export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The sections a search leaves: every word of the query must be found in a section (its
 * title and paragraphs, then all its entries show) or in one of its entries (then only the
 * entries that match show). An empty query leaves everything.
 */
export function filterSections(sections: readonly RulesSection[], query: string): RulesSection[] {
  const words = searchable(query)
    .split(/\s+/)
    .filter((w) => w !== "");
  if (words.length === 0) return [...sections];
  const has = (text: string) => words.every((w) => text.includes(w));
  const out: RulesSection[] = [];
  for (const section of sections) {
    const own = searchable([section.title, ...section.paragraphs].join(" "));
    if (has(own)) {
      out.push(section);
      continue;
    }
    const entries = (section.entries ?? []).filter((e) => has(searchable(`${section.title} ${e.name} ${e.text}`)));
    if (entries.length > 0) out.push({ ...section, paragraphs: [], entries, soloRanks: false });
  }
  return out;
}
