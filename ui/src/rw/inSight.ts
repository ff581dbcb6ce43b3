/**
 * On a phone the sheet scrolls under the turn panel, and the boxes that can be bought now may
 * all sit below the claims: when none of them is in sight, the sheet scrolls the first one
 * into view (its own scroll only, never the page's).
 */

/** Whether `el` shows whole inside `area`'s visible box. */
function whole(el: Element, area: DOMRect): boolean {
  const r = el.getBoundingClientRect();
  return r.top >= area.top - 1 && r.bottom <= area.bottom + 1;
}

/** Scrolls `stage` so that one of its lit boxes (`.rw-lit`) shows, when none does. */
export function bringLitIntoSight(stage: HTMLElement | null): void {
  if (!stage) return;
  const lit = [...stage.querySelectorAll(".rw-lit")];
  const area = stage.getBoundingClientRect();
  const first = lit[0];
  if (!first || lit.some((el) => whole(el, area))) return;
  const r = first.getBoundingClientRect();
  const margin = 8;
  stage.scrollTop += r.top < area.top ? r.top - area.top - margin : r.bottom - area.bottom + margin;
}
