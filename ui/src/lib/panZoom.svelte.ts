/**
 * The camera of a pannable, zoomable SVG view (a Circle the Wagons town, a Wild Tiled West
 * board): drag to pan, pinch and wheel to zoom, tap, and drag of a ghost (an element marked
 * `data-ghost`) instead of panning. Create it while a component initialises; bind `svg` with
 * `bind:this`, `w` and `h` with `bind:clientWidth` / `bind:clientHeight` of the SVG's box, and
 * hand the pointer handlers to the SVG. An element inside that asks to be revealed
 * (`lib/reveal.ts`) is panned into the part of the view its last framing's insets leave clear.
 */
import {
  fit,
  fitForTaps,
  fitInset,
  panBy,
  pinch,
  toScene,
  viewBox,
  zoomAt,
  type Box,
  type Camera,
  type Insets,
  type ZoomLimits,
} from "./camera";
import { Framing } from "./framing";
import { localPoint, type Rotation } from "./tableLayout";
import { panToReveal, REVEAL_EVENT, type RevealRequest } from "./reveal";

export interface PanZoomOptions {
  limits: ZoomLimits;
  /** Whether a drag that starts on the ghost moves the ghost rather than the view. */
  ghostDraggable: () => boolean;
  /** A drag of the ghost reached this pointer position. */
  onghostmove: (e: PointerEvent) => void;
  /** A pointer went down and up without moving. */
  ontap: (e: PointerEvent) => void;
  /**
   * Two fingers twisted a quarter turn (1 clockwise, -1 anticlockwise), if the view turns
   * something (a tile being placed); the pinch zooms as well.
   */
  ontwist?: ((direction: 1 | -1) => void) | undefined;
  /**
   * How far the view is turned on the screen (table mode: a town facing its seat's edge), so
   * a pointer reads where it is on the board, under the finger; unturned when absent.
   */
  rotation?: (() => Rotation) | undefined;
}

type Point = { x: number; y: number };

type Gesture =
  | { kind: "none" }
  | { kind: "pan" | "ghost"; id: number; x0: number; y0: number; cam0: Camera; moved: boolean }
  | { kind: "pinch"; dist0: number; mid0: Point; cam0: Camera; angle0: number };

const TAP_SLOP = 8;
/** How far two fingers must twist for a quarter turn (radians): a little under 45°. */
const TWIST = (40 * Math.PI) / 180;

export class PanZoom {
  svg = $state<SVGSVGElement | null>(null);
  w = $state(0);
  h = $state(0);
  cam = $state<Camera>({ cx: 0, cy: 0, k: 1 });
  /** What the camera sees, as the SVG's viewBox. */
  box = $derived(viewBox(this.cam, Math.max(this.w, 1), Math.max(this.h, 1)));

  readonly #opts: PanZoomOptions;
  /** The edges the view's own buttons and labels cover, as last framed. */
  #insets: Insets = { left: 0, right: 0, top: 0, bottom: 0 };
  readonly #pointers = new Map<number, Point>();
  #gesture: Gesture = { kind: "none" };
  /** Who frames the view: the app, the player's fit button or their own pan and zoom. */
  readonly framing = new Framing();

  constructor(cam: Camera, opts: PanZoomOptions) {
    this.cam = cam;
    this.#opts = opts;
    // Wheel listeners must be non-passive to keep the page from scrolling.
    $effect(() => {
      const el = this.svg;
      if (!el) return;
      el.addEventListener("wheel", this.onwheel, { passive: false });
      el.addEventListener(REVEAL_EVENT, this.onreveal);
      return () => {
        el.removeEventListener("wheel", this.onwheel);
        el.removeEventListener(REVEAL_EVENT, this.onreveal);
      };
    });
  }

  /** Shows `box` (scene units) with `pad` pixels around it, if the view has a size yet. */
  fitTo(box: Box, pad: number, limits: ZoomLimits): void {
    if (this.w === 0 || this.h === 0) return;
    this.cam = fit(box, this.w, this.h, pad, limits);
  }

  /** Shows `box` whole in the part of the view the insets leave clear. */
  fitInsetTo(box: Box, insets: Insets, limits: ZoomLimits): void {
    this.#insets = insets;
    if (this.w === 0 || this.h === 0) return;
    this.cam = fitInset(box, this.w, this.h, insets, limits);
  }

  /** Shows `board` whole, or zoomed to at least `minK` on `focus` when whole would be smaller. */
  frameForTaps(board: Box, focus: Box | null, insets: Insets, minK: number, limits: ZoomLimits): void {
    this.#insets = insets;
    if (this.w === 0 || this.h === 0) return;
    this.cam = fitForTaps(board, focus, this.w, this.h, insets, minK, limits);
  }

  zoomBy(factor: number): void {
    this.framing.byHand();
    this.cam = zoomAt(this.cam, this.w, this.h, this.w / 2, this.h / 2, factor, this.#opts.limits);
  }

  /** Pixels from the SVG's top-left corner, as the SVG lays itself out. */
  local(e: PointerEvent | WheelEvent): Point {
    return this.localAt(e.clientX, e.clientY);
  }

  /** A screen point in pixels from the SVG's own top-left corner, whichever way it is turned. */
  localAt(clientX: number, clientY: number): Point {
    const r = this.svg?.getBoundingClientRect();
    if (!r) return { x: 0, y: 0 };
    const turn = this.#opts.rotation?.() ?? 0;
    if (turn === 0) return { x: clientX - r.left, y: clientY - r.top };
    return localPoint(turn, clientX - (r.left + r.width / 2), clientY - (r.top + r.height / 2), this.w, this.h);
  }

  /** The scene point under a pointer. */
  scene(e: PointerEvent): Point {
    const p = this.local(e);
    return toScene(this.cam, this.w, this.h, p.x, p.y);
  }

  #pinchInfo(): { dist: number; mid: Point; angle: number } {
    const [a, b] = [...this.#pointers.values()];
    if (!a || !b) return { dist: 1, mid: { x: 0, y: 0 }, angle: 0 };
    return {
      dist: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
      mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      angle: Math.atan2(b.y - a.y, b.x - a.x),
    };
  }

  onpointerdown = (e: PointerEvent): void => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    try {
      this.svg?.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer tracks (lifted already): follow it without capture.
    }
    this.#pointers.set(e.pointerId, this.local(e));
    if (this.#pointers.size === 1) {
      const onGhost =
        this.#opts.ghostDraggable() && e.target instanceof Element && e.target.closest("[data-ghost]") !== null;
      const p = this.local(e);
      this.#gesture = {
        kind: onGhost ? "ghost" : "pan",
        id: e.pointerId,
        x0: p.x,
        y0: p.y,
        cam0: this.cam,
        moved: false,
      };
    } else if (this.#pointers.size === 2) {
      const { dist, mid, angle } = this.#pinchInfo();
      this.#gesture = { kind: "pinch", dist0: dist, mid0: mid, cam0: this.cam, angle0: angle };
    }
  };

  onpointermove = (e: PointerEvent): void => {
    if (!this.#pointers.has(e.pointerId)) return;
    const p = this.local(e);
    this.#pointers.set(e.pointerId, p);
    const g = this.#gesture;
    if (g.kind === "pinch") {
      const { dist, mid, angle } = this.#pinchInfo();
      this.framing.byHand();
      this.cam = pinch(g.cam0, g.mid0, g.dist0, mid, dist, this.w, this.h, this.#opts.limits);
      if (this.#opts.ontwist) {
        // The twist since the last quarter turn, wrapped to (-π, π].
        const turned = Math.atan2(Math.sin(angle - g.angle0), Math.cos(angle - g.angle0));
        if (Math.abs(turned) >= TWIST) {
          const direction = turned > 0 ? 1 : -1;
          g.angle0 += (direction * Math.PI) / 2;
          this.#opts.ontwist(direction);
        }
      }
      return;
    }
    if (g.kind === "none" || g.id !== e.pointerId) return;
    const dx = p.x - g.x0;
    const dy = p.y - g.y0;
    if (!g.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
    g.moved = true;
    if (g.kind === "pan") {
      this.framing.byHand();
      this.cam = panBy(g.cam0, dx, dy);
    } else {
      this.#opts.onghostmove(e);
    }
  };

  /** For pointerup and pointercancel. */
  onpointerup = (e: PointerEvent): void => {
    if (!this.#pointers.has(e.pointerId)) return;
    this.#pointers.delete(e.pointerId);
    const g = this.#gesture;
    if (g.kind === "pinch") {
      // One finger stays down: it pans from here, and lifting it is not a tap.
      const rest = [...this.#pointers.entries()][0];
      this.#gesture = rest
        ? { kind: "pan", id: rest[0], x0: rest[1].x, y0: rest[1].y, cam0: this.cam, moved: true }
        : { kind: "none" };
      return;
    }
    if (g.kind !== "none" && g.id === e.pointerId) {
      if (!g.moved && e.type === "pointerup") this.#opts.ontap(e);
      this.#gesture = { kind: "none" };
    }
  };

  /** An element inside asked to be seen: pan the least that brings it into the clear part. */
  onreveal = (e: Event): void => {
    const svg = this.svg;
    if (!svg || !(e.target instanceof Element)) return;
    e.preventDefault();
    const v = svg.getBoundingClientRect();
    // Where this board is, so the guide's bubble can keep off it.
    if (e instanceof CustomEvent && e.detail)
      (e.detail as RevealRequest).area = { left: v.left, top: v.top, right: v.right, bottom: v.bottom };
    // Never under a finger: the player's own drag or pinch wins.
    if (this.#gesture.kind !== "none") return;
    const i = this.#insets;
    const clear = { left: v.left + i.left, top: v.top + i.top, right: v.right - i.right, bottom: v.bottom - i.bottom };
    const { dx, dy } = panToReveal(e.target.getBoundingClientRect(), clear);
    if (dx !== 0 || dy !== 0) this.cam = panBy(this.cam, dx, dy);
  };

  onwheel = (e: WheelEvent): void => {
    e.preventDefault();
    const p = this.local(e);
    const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    this.framing.byHand();
    this.cam = zoomAt(this.cam, this.w, this.h, p.x, p.y, Math.exp(-delta * 0.0015), this.#opts.limits);
  };
}
