import { describe, expect, it } from "vitest";
import { withOwner } from "./logic";

describe("withOwner", () => {
  const names = ["Ann", "Bob"];
  const taken = (name: string) => `taken by ${name}`;
  const label = (owner: number | null) => withOwner("Contract 3", owner, 0, "yours", taken, (i) => names[i] ?? "?");

  it("says whose a contract or an office is, from the sheet drawn", () => {
    expect(label(null)).toBe("Contract 3");
    expect(label(0)).toBe("Contract 3 · yours");
    expect(label(1)).toBe("Contract 3 · taken by Bob");
  });
});
