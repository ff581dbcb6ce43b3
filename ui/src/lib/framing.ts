/**
 * Who frames a pannable view: the app ("auto": refitted whenever the view resizes), the
 * player's fit button ("whole": kept whole as it resizes) or the player's own pan and zoom
 * ("hand": left alone, so a panel that grows or shrinks never undoes it). A new key (what is
 * shown: a decision, a town) hands the framing back to the app.
 */
export class Framing {
  #mode: "auto" | "whole" | "hand" = "auto";
  #key: string | null = null;

  /**
   * Frames the view for `key`: `fit(whole)` runs unless the player has panned or zoomed by
   * hand since `key` last changed. Call it whenever the view resizes or `key` changes.
   */
  reframe(key: string, fit: (whole: boolean) => void): void {
    if (key !== this.#key) {
      this.#key = key;
      this.#mode = "auto";
    }
    if (this.#mode !== "hand") fit(this.#mode === "whole");
  }

  /** The player asked to see everything: fit it whole, and keep it whole as the view resizes. */
  showWhole(fit: (whole: boolean) => void): void {
    this.#mode = "whole";
    fit(true);
  }

  /** The player panned or zoomed: automatic refits wait for the next key. */
  byHand(): void {
    this.#mode = "hand";
  }
}
