/**
 * What the market does to the page beyond drawing itself: on a phone it scrolls the draft into
 * sight, and it animates the dice that move or roll. Both read the market's own DOM (its
 * `data-die`, `data-die-slot` and `data-stack` marks), so they take its root element.
 */
import type { WtwSlot } from "../bindings/WtwSlot";
import { slotKey } from "./logic";

/**
 * On a phone the market is taller than its room: at each draft the first usable die comes into
 * view, and a die chosen (in the market, in the prompt, or alone and so chosen already) brings
 * the stacks it may take, with the die itself when they fit together. Measured whenever the
 * room (the nearest scrolling ancestor) changes size (the tab shown, the prompt growing), so
 * the stacks stay in sight. Returns the function that stops watching.
 */
export function keepDraftInSight(market: HTMLElement, chosenDie: string | null): (() => void) | undefined {
  if (typeof ResizeObserver !== "function") return undefined;
  let box = market.parentElement;
  while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
  const room = box;
  if (!room) return undefined;
  let dieShown = false;
  const span = (els: HTMLElement[]) => {
    const rects = els.map((e) => e.getBoundingClientRect());
    return { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) };
  };
  const bring = () => {
    const view = room.getBoundingClientRect();
    if (view.height === 0) return;
    if (chosenDie === null) {
      if (!dieShown)
        market.querySelector('[data-die][data-usable="true"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
      dieShown = true;
      return;
    }
    const lit = [...market.querySelectorAll<HTMLElement>('[data-stack][data-eligible="true"]')];
    const die = market.querySelector<HTMLElement>(`[data-die="${chosenDie}"]`);
    if (lit.length === 0) return;
    const withDie = die ? span([...lit, die]) : null;
    const want = withDie && withDie.bottom - withDie.top <= view.height - 8 ? withDie : span(lit);
    if (want.top >= view.top && want.bottom <= view.bottom) return;
    // Centred in the room, or from its top when taller than the room.
    room.scrollTop += want.top - view.top - Math.max(4, (view.height - (want.bottom - want.top)) / 2);
  };
  const watch = new ResizeObserver(bring);
  watch.observe(room);
  return () => watch.disconnect();
}

/**
 * Dice that moved slide from their old slot; newly rolled dice tumble in. Brief, and not at all
 * when the player asks for less motion.
 */
export function animateDice(
  market: HTMLElement,
  moves: readonly { from: WtwSlot; to: WtwSlot }[],
  rolled: readonly WtwSlot[],
): void {
  if (moves.length === 0 && rolled.length === 0) return;
  if (typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  for (const m of moves) {
    const die = market.querySelector<HTMLElement>(`[data-die="${slotKey(m.to)}"]`);
    const from = market.querySelector<HTMLElement>(`[data-die-slot="${slotKey(m.from)}"]`);
    if (!die || !from || typeof die.animate !== "function") continue;
    const a = from.getBoundingClientRect();
    const b = die.getBoundingClientRect();
    const dx = a.left + a.width / 2 - (b.left + b.width / 2);
    const dy = a.top + a.height / 2 - (b.top + b.height / 2);
    die.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], {
      duration: 550,
      easing: "cubic-bezier(0.2, 0.8, 0.2, 1)",
    });
  }
  for (const slot of rolled) {
    const die = market.querySelector<HTMLElement>(`[data-die="${slotKey(slot)}"]`);
    if (!die || typeof die.animate !== "function") continue;
    die.animate(
      [
        { transform: "rotate(-240deg) scale(0.3)", opacity: 0 },
        { transform: "none", opacity: 1 },
      ],
      { duration: 450, easing: "ease-out" },
    );
  }
}
