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
