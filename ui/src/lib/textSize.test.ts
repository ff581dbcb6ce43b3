import { describe, expect, it } from "vitest";
import { textSize } from "./textSize";

describe("textSize", () => {
  it("is large from 150% of the usual 16 px on", () => {
    expect(textSize(16)).toBe("normal");
    expect(textSize(20)).toBe("normal");
    expect(textSize(24)).toBe("large");
    expect(textSize(32)).toBe("large");
  });
});
