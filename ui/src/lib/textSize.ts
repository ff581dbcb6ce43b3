/**
 * Large text: a player who turns their text size up (the root font size at 150% or more of the
 * usual 16 px) gets layouts that scroll rather than squeeze, marked `data-text="large"` on the
 * document. A media query cannot see it (em in @media is the browser's default, not the root's),
 * so a 1rem-wide probe is watched for a change of size.
 */

/** The usual root font size, in CSS pixels (app.css). */
export const BASE_REM_PX = 16;

/** "large" from 150% of the usual text size on, "normal" below. */
export function textSize(remPx: number): "normal" | "large" {
  return remPx >= BASE_REM_PX * 1.5 ? "large" : "normal";
}

/** Keeps `data-text` on the document in step with the root font size. */
export function watchTextSize(doc: Document = document): void {
  const probe = doc.createElement("div");
  probe.setAttribute("aria-hidden", "true");
  probe.style.cssText = "position:absolute;visibility:hidden;pointer-events:none;width:1rem;height:0;top:0;left:0";
  doc.body.appendChild(probe);
  const apply = () => {
    doc.documentElement.dataset["text"] = textSize(probe.getBoundingClientRect().width);
  };
  apply();
  if (typeof ResizeObserver === "function") new ResizeObserver(apply).observe(probe);
}
