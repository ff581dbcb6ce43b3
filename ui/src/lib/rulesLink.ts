/**
 * How anything drawn inside a game screen opens that game's rules at a section (an
 * explanation's "Rules ›" link): the game shell provides it, so no game threads it through.
 */
import { getContext, setContext } from "svelte";

const KEY = Symbol("open the rules at a section");

export type OpenRulesAt = (section: string) => void;

/** The game shell: opening the rules at `section` comes back to this game. */
export function provideRulesLink(open: OpenRulesAt): void {
  setContext(KEY, open);
}

/** Inside a game screen, how to open its rules at a section; outside one, nothing. */
export function rulesLink(): OpenRulesAt | undefined {
  return getContext<OpenRulesAt | undefined>(KEY);
}
