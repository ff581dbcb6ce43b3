/**
 * Anything drawn in a game screen explains itself (an issue-32 rule: a box, a card, a tile):
 * `use:explain={text}` gives it a `title` for a hover, and a long press (any pointer) shows the
 * same words in the shell's explanation bubble (`GameShell`), without also tapping it, with a
 * link to the rules section of the nearest `data-rules-section` around it.
 */
import { writable } from "svelte/store";

/** The explanation on show, if any, and the rules section that tells more. */
export const explanation = writable<{ text: string; section: string | undefined } | null>(null);

const HOLD_MS = 450;

/** `use:explain={text}`: a title, and a long press that shows `text` instead of tapping. */
export function explain(node: HTMLElement, text: string) {
  let current = text;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let fired = false;
  let start: { x: number; y: number } | null = null;
  node.title = current;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const down = (e: PointerEvent) => {
    if (e.button > 0) return;
    fired = false;
    start = { x: e.clientX, y: e.clientY };
    cancel();
    timer = setTimeout(() => {
      fired = true;
      explanation.set({ text: current, section: node.closest<HTMLElement>("[data-rules-section]")?.dataset.rulesSection });
    }, HOLD_MS);
  };
  const move = (e: PointerEvent) => {
    if (start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > 10) cancel();
  };
  // A long press shows the words and is not also a tap.
  const click = (e: MouseEvent) => {
    if (fired) {
      e.preventDefault();
      e.stopImmediatePropagation();
      fired = false;
    }
  };
  const menu = (e: Event) => {
    if (fired || timer !== null) e.preventDefault();
  };
  // Plain listeners (not Svelte's delegated `on`): the click is stopped in its capture phase,
  // before any handler of the element's own can take it as a tap.
  const listen = <K extends keyof HTMLElementEventMap>(type: K, fn: (e: HTMLElementEventMap[K]) => void, capture = false) => {
    node.addEventListener(type, fn, capture);
    return () => node.removeEventListener(type, fn, capture);
  };
  const off = [
    listen("pointerdown", down),
    listen("pointermove", move),
    listen("pointerup", cancel),
    listen("pointercancel", cancel),
    listen("pointerleave", cancel),
    listen("click", click, true),
    listen("contextmenu", menu),
  ];
  return {
    update(next: string) {
      current = next;
      node.title = next;
    },
    destroy() {
      cancel();
      for (const remove of off) remove();
    },
  };
}
