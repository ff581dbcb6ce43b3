import { describe, expect, it } from "vitest";

import { formatDate, STATUS_NAME_MAX, statusName } from "./format";

/** The backend's name limit (`GameInfo.name_limit`). */
const NAME_LIMIT = 40;

describe("statusName", () => {
  it("leaves a name that fits as it is", () => {
    expect(statusName("Gold Digger")).toBe("Gold Digger");
    expect(statusName("x".repeat(STATUS_NAME_MAX))).toBe("x".repeat(STATUS_NAME_MAX));
  });

  it("ends a longer name in an ellipsis, within the limit", () => {
    const long = "Bartholomew Jebediah Worthington".padEnd(NAME_LIMIT, "e");
    const shown = statusName(long);
    expect(shown).toBe("Bartholomew J…");
    expect([...shown]).toHaveLength(STATUS_NAME_MAX);
  });

  it("never cuts a character in half nor leaves a space before the ellipsis", () => {
    expect(statusName("🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠")).toBe("🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠…");
    expect(statusName("Calamity Jane Cannary", 10)).toBe("Calamity…");
  });
});

describe("formatDate", () => {
  // The daily challenge showed "2026-11-26" whatever the reader's language.
  it("writes a calendar date in the reader's language and format", () => {
    expect(formatDate("2026-11-26", "en")).toBe("Nov 26, 2026");
    expect(formatDate("2026-11-26", "fr")).toBe("26 nov. 2026");
  });

  it("keeps the calendar day whatever the time zone, and leaves a date it cannot read as it is", () => {
    expect(formatDate("2026-01-01", "en")).toBe("Jan 1, 2026");
    expect(formatDate("soon", "en")).toBe("soon");
  });
});
