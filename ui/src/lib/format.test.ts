import { describe, expect, it } from "vitest";

import { MAX_NAME } from "./setup";
import { STATUS_NAME_MAX, statusName } from "./format";

describe("statusName", () => {
  it("leaves a name that fits as it is", () => {
    expect(statusName("Gold Digger")).toBe("Gold Digger");
    expect(statusName("x".repeat(STATUS_NAME_MAX))).toBe("x".repeat(STATUS_NAME_MAX));
  });

  it("ends a longer name in an ellipsis, within the limit", () => {
    const long = "Bartholomew Jebediah Worthington".padEnd(MAX_NAME, "e");
    const shown = statusName(long);
    expect(shown).toBe("Bartholomew J…");
    expect([...shown]).toHaveLength(STATUS_NAME_MAX);
  });

  it("never cuts a character in half nor leaves a space before the ellipsis", () => {
    expect(statusName("🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠")).toBe("🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠🤠…");
    expect(statusName("Calamity Jane Cannary", 10)).toBe("Calamity…");
  });
});
