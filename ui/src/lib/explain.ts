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
      explanation.set({
        text: current,
        section: node.closest<HTMLElement>("[data-rules-section]")?.dataset.rulesSection,
      });
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
  node.addEventListener("pointerdown", down);
  node.addEventListener("pointermove", move);
  node.addEventListener("pointerup", cancel);
  node.addEventListener("pointercancel", cancel);
  node.addEventListener("pointerleave", cancel);
  node.addEventListener("click", click, true);
  node.addEventListener("contextmenu", menu);
  return {
    update(next: string) {
      current = next;
      node.title = next;
    },
    destroy() {
      cancel();
      node.removeEventListener("pointerdown", down);
      node.removeEventListener("pointermove", move);
      node.removeEventListener("pointerup", cancel);
      node.removeEventListener("pointercancel", cancel);
      node.removeEventListener("pointerleave", cancel);
      node.removeEventListener("click", click, true);
      node.removeEventListener("contextmenu", menu);
    },
  };
}
