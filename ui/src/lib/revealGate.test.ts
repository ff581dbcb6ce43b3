import { describe, expect, it } from "vitest";
import { ARM_MS, HOLD_MS, RevealGate } from "./revealGate";

describe("RevealGate", () => {
  it("ignores a double tap that lands as the hand-off appears", () => {
    const gate = new RevealGate(1000);
    // The second tap of a double tap on Confirm, 80 ms after the first.
    expect(gate.press(1000 + 80)).toBe(false);
    expect(gate.release(1000 + 140)).toBe("ignored");
    expect(gate.activate(1000 + 140)).toBe(false);
  });

  it("ignores a press that starts before arming even if it is held past it", () => {
    const gate = new RevealGate(0);
    gate.press(ARM_MS - 1);
    expect(gate.release(ARM_MS + HOLD_MS + 500)).toBe("ignored");
  });

  it("does not reveal on a quick tap once armed", () => {
    const gate = new RevealGate(0);
    expect(gate.press(ARM_MS)).toBe(true);
    expect(gate.held(ARM_MS + 60)).toBe(false);
    expect(gate.release(ARM_MS + 60)).toBe("too-short");
    // Many quick taps never add up to a hold.
    for (let t = ARM_MS + 100; t < ARM_MS + 3000; t += 100) {
      gate.press(t);
      expect(gate.release(t + 60)).toBe("too-short");
    }
  });

  it("reveals on a press held long enough after arming", () => {
    const gate = new RevealGate(0);
    gate.press(ARM_MS + 10);
    expect(gate.held(ARM_MS + 10 + HOLD_MS - 1)).toBe(false);
    expect(gate.held(ARM_MS + 10 + HOLD_MS)).toBe(true);
    expect(gate.release(ARM_MS + 10 + HOLD_MS)).toBe("revealed");
  });

  it("forgets a cancelled press", () => {
    const gate = new RevealGate(0);
    gate.press(ARM_MS);
    gate.cancel();
    expect(gate.held(ARM_MS + HOLD_MS * 2)).toBe(false);
    expect(gate.release(ARM_MS + HOLD_MS * 2)).toBe("ignored");
  });

  it("lets a keyboard or screen reader reveal only once armed", () => {
    const gate = new RevealGate(500);
    expect(gate.activate(500 + ARM_MS - 1)).toBe(false);
    expect(gate.activate(500 + ARM_MS)).toBe(true);
  });
});
