import { describe, expect, it } from "vitest";
import { Framing } from "./framing";

function framed(): { framing: Framing; fits: string[]; fit: (whole: boolean) => void } {
  const fits: string[] = [];
  return { framing: new Framing(), fits, fit: (whole) => fits.push(whole ? "whole" : "auto") };
}

describe("Framing", () => {
  it("refits on every resize until the player frames by hand, then waits for the next key", () => {
    const { framing, fits, fit } = framed();
    framing.reframe("step 1", fit);
    framing.reframe("step 1", fit); // the panel under the board grew
    expect(fits).toEqual(["auto", "auto"]);
    framing.byHand();
    framing.reframe("step 1", fit); // it shrank again: the player's zoom stays
    expect(fits).toEqual(["auto", "auto"]);
    framing.reframe("step 2", fit); // a new decision frames itself again
    expect(fits).toEqual(["auto", "auto", "auto"]);
  });

  it("keeps the whole view the player asked for as the view resizes, until the next key", () => {
    const { framing, fits, fit } = framed();
    framing.reframe("step 1", fit);
    framing.byHand();
    framing.showWhole(fit);
    framing.reframe("step 1", fit);
    expect(fits).toEqual(["auto", "whole", "whole"]);
    framing.byHand();
    framing.reframe("step 1", fit);
    expect(fits).toEqual(["auto", "whole", "whole"]);
    framing.reframe("step 2", fit);
    expect(fits).toEqual(["auto", "whole", "whole", "auto"]);
  });
});
