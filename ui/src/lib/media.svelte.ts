/**
 * Whether a media query matches, kept up to date while the component that asked lives (call it
 * while a component initialises: it sets up an effect).
 */
export function mediaFlag(query: string): { readonly on: boolean } {
  let on = $state(typeof matchMedia === "function" && matchMedia(query).matches);
  $effect(() => {
    const q = matchMedia(query);
    const update = () => (on = q.matches);
    q.addEventListener("change", update);
    return () => q.removeEventListener("change", update);
  });
  return {
    get on() {
      return on;
    },
  };
}

/** How to scroll something into view: at once when the player asks for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
