/** A Unix time (seconds) as a short date and time in the player's language. */
export function formatWhen(unixSeconds: number, locale: string): string {
  const date = new Date(unixSeconds * 1000);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
  } catch {
    return date.toISOString().slice(0, 16).replace("T", " ");
  }
}

/** A Unix time (seconds) as a short date, without the time (chart axes, daily results). */
export function formatDay(unixSeconds: number, locale: string): string {
  const date = new Date(unixSeconds * 1000);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/**
 * A calendar date ("2026-11-26", as the daily challenge's UTC date) in the reader's language and
 * format ("26 Nov 2026", "26 nov. 2026"), never in another time zone's day.
 */
export function formatDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date);
  } catch {
    return isoDate;
  }
}

/** The most characters of a player's name a status line shows. */
export const STATUS_NAME_MAX = 14;

/**
 * A player's name as a two-line status line shows it: names may run to 40 characters, and a
 * prompt that names one must still fit on a phone, so a longer name ends in an ellipsis.
 * Counts code points, as the setup's limit does, so no character is cut in half.
 */
export function statusName(name: string, max = STATUS_NAME_MAX): string {
  const chars = [...name];
  return chars.length <= max
    ? name
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/** "a, b and c" in the given language. */
export function joinList(items: readonly string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
  } catch {
    return items.join(", ");
  }
}
