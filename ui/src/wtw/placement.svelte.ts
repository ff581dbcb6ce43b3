/**
 * What the player is choosing on the Wild Tiled West table before pressing Confirm: the die and
 * stack of a draft (or the Sawmill's stack), the orientation and place of the tile being laid
 * (the ghost), the cell of a shot, an alley or the Den. It offers only what is in the legal
 * actions it is given, and says what Confirm sends (`confirm`).
 *
 * The choices are runes (`$state`), so a table reads them reactively; what they lead to is
 * computed on every read from the input, which a test can hand over as a plain object.
 */
import type { WtwAction } from "../bindings/WtwAction";
import type { WtwDraftPrice } from "../bindings/WtwDraftPrice";
import type { WtwOrientation } from "../bindings/WtwOrientation";
import {
  anchorForTap,
  cellChoices,
  draftOptions,
  lookOf,
  matchPlace,
  placeActions,
  sameOrientation,
  sawmillPrices,
  slotKey,
  spotsFor,
  startOrientation,
  type CellChoice,
  type DecisionKind,
  type DraftOption,
  type Looks,
  type PlaceAction,
  type Spot,
} from "./logic";

/** What the table tells the placement: the viewer's decision now and what is legal for it. */
export interface PlacementInput {
  /** The viewer's decision, or null when it is not theirs to make. */
  kind: DecisionKind | null;
  /** The viewer's legal actions. */
  actions: readonly WtwAction[];
  /** The priced drafts (the view's `draft_prices`). */
  draftPrices: readonly WtwDraftPrice[];
  /** The tile being placed in each orientation (the view's `placing_orientations`). */
  looks: Looks;
}

export interface Cell {
  x: number;
  y: number;
}

/** The draft Confirm sends: the action, its stack, and what it costs. */
export interface DraftPick {
  action: WtwAction;
  stack: number;
  gold: number;
  jumps: number;
}

/** The decisions whose choice is a cell of the player's board. */
const CELL_KINDS: readonly (DecisionKind | null)[] = ["place-alley", "shoot", "hill-bandit", "den"];

/** A second tap on the ghost within this many ms flips it. */
export const DOUBLE_TAP_MS = 350;

export class Placement {
  selectedDie = $state<string | null>(null);
  selectedStack = $state<number | null>(null);
  /** A stack under the mouse or the keyboard's focus: the prompt shows its tile large. */
  peekStack = $state<number | null>(null);
  sawmillMode = $state(false);
  orientation = $state<WtwOrientation>({ turns: 0, flipped: false });
  /** The ghost's anchor (its top-left square), legal or not. */
  anchor = $state<Cell | null>(null);
  /** The cell last tapped (or dragged over): where the ghost follows, or the chosen cell. */
  tapped = $state<Cell | null>(null);
  private lastGhostTap = 0;

  constructor(private readonly input: () => PlacementInput) {}

  get kind(): DecisionKind | null {
    return this.input().kind;
  }

  // ---- drafting ----

  /** The legal drafts by die (`slotKey`). */
  get drafts(): Map<string, DraftOption[]> {
    return this.kind === "draft" ? draftOptions(this.input().draftPrices) : new Map();
  }

  /** The Sawmill's stacks and their prices. */
  get sawmill(): Map<number, number> {
    return this.kind === "draft" ? sawmillPrices(this.input().draftPrices) : new Map();
  }

  get draftPick(): DraftPick | null {
    const stack = this.selectedStack;
    if (stack === null) return null;
    if (this.sawmillMode) {
      const a = this.input().actions.find((x) => x.type === "sawmill" && x.stack === stack);
      const gold = this.sawmill.get(stack);
      return a && gold !== undefined ? { action: a, stack, gold, jumps: 0 } : null;
    }
    const o = this.selectedDie ? this.drafts.get(this.selectedDie)?.find((x) => x.stack === stack) : undefined;
    return o ? { action: o.action, stack: o.stack, gold: o.gold, jumps: o.jumps } : null;
  }

  /** A die pressed: chosen, or unchosen if it was; a stack it cannot reach is let go. */
  die(key: string): void {
    this.sawmillMode = false;
    this.selectedDie = this.selectedDie === key ? null : key;
    if (
      this.selectedDie &&
      this.selectedStack !== null &&
      !this.drafts.get(this.selectedDie)?.some((o) => o.stack === this.selectedStack)
    ) {
      this.selectedStack = null;
    }
  }

  /** A stack pressed: with the die chosen if it reaches it, else the cheapest die that does. */
  stack(stack: number): void {
    if (this.sawmillMode) {
      this.selectedStack = this.sawmill.has(stack) ? stack : null;
      return;
    }
    const drafts = this.drafts;
    if (this.selectedDie && drafts.get(this.selectedDie)?.some((o) => o.stack === stack)) {
      this.selectedStack = stack;
      return;
    }
    let best: DraftOption | null = null;
    for (const list of drafts.values())
      for (const o of list) if (o.stack === stack && (!best || o.gold < best.gold)) best = o;
    if (best) {
      this.selectedDie = slotKey(best.die);
      this.selectedStack = stack;
    }
  }

  toggleSawmill(): void {
    this.sawmillMode = !this.sawmillMode;
    this.selectedDie = null;
    this.selectedStack = null;
  }

  // ---- placing a tile ----

  get places(): PlaceAction[] {
    return this.kind === "place-tile" ? placeActions(this.input().actions) : [];
  }

  get looks(): Looks {
    return this.kind === "place-tile" ? this.input().looks : [];
  }

  /** Every legal anchor for the tile as it is turned now. */
  get spots(): Spot[] {
    return this.kind === "place-tile" ? spotsFor(this.places, this.looks, this.orientation) : [];
  }

  /** The Place action the ghost stands for, if it is legal where it is. */
  get ghostAction(): PlaceAction | null {
    const anchor = this.anchor;
    return this.kind === "place-tile" && anchor
      ? matchPlace(this.places, this.looks, this.orientation, anchor.x, anchor.y)
      : null;
  }

  /** The Place action of the ghost where it stands, legal or not: asked of the backend to hear why not. */
  get ghostTry(): PlaceAction | null {
    const anchor = this.anchor;
    const look = this.kind === "place-tile" ? lookOf(this.looks, this.orientation) : undefined;
    return anchor && look ? { type: "place", orientation: look.placed_as, x: anchor.x, y: anchor.y } : null;
  }

  /** The ghost's squares as the tile is turned now. */
  get laid() {
    return lookOf(this.looks, this.orientation)?.squares ?? [];
  }

  /**
   * A tap on the board while placing: the ghost moves there, or, on the ghost itself where it
   * would stay, the first tap of a double tap (the second flips it). `now` is the tap's time.
   */
  tap(cell: Cell, now: number, dragged = false): void {
    if (this.kind !== "place-tile") return;
    const next = anchorForTap(this.places, this.looks, this.orientation, cell);
    const anchor = this.anchor;
    const stays =
      !dragged &&
      this.ghostAction !== null &&
      anchor !== null &&
      next.x === anchor.x &&
      next.y === anchor.y &&
      this.laid.some((l) => anchor.x + l.dx === cell.x && anchor.y + l.dy === cell.y);
    if (stays) {
      if (now - this.lastGhostTap < DOUBLE_TAP_MS) {
        this.lastGhostTap = 0;
        this.flip();
      } else this.lastGhostTap = now;
      return;
    }
    this.tapped = cell;
    this.anchor = next;
  }

  /** The tile dragged over a cell: the ghost follows the finger. */
  dragOver(cell: Cell): void {
    this.tapped = cell;
    this.anchor = anchorForTap(this.places, this.looks, this.orientation, cell);
  }

  /** An arrow key: the ghost moves a cell (or appears on the first spot). */
  nudge(dx: number, dy: number): void {
    this.tapped = null;
    const first = this.spots[0];
    const anchor = this.anchor;
    this.anchor = anchor ? { x: anchor.x + dx, y: anchor.y + dy } : first ? { x: first.x, y: first.y } : { x: 0, y: 0 };
  }

  /** A quarter turn clockwise. */
  rotate(): void {
    if (this.kind !== "place-tile") return;
    this.orientation = lookOf(this.looks, this.orientation)?.turned_right ?? this.orientation;
    this.reanchor();
  }

  /** Mirrored left-right. */
  flip(): void {
    if (this.kind !== "place-tile") return;
    this.orientation = lookOf(this.looks, this.orientation)?.flipped_over ?? this.orientation;
    this.reanchor();
  }

  /** Two fingers twisted the ghost a quarter turn either way. */
  twist(direction: 1 | -1): void {
    if (direction === 1) this.rotate();
    else for (let i = 0; i < 3; i++) this.rotate();
  }

  /** The ghost taken off the board. */
  clear(): void {
    this.anchor = null;
    this.tapped = null;
  }

  private reanchor(): void {
    if (this.tapped) this.anchor = anchorForTap(this.places, this.looks, this.orientation, this.tapped);
    else if (this.anchor && !matchPlace(this.places, this.looks, this.orientation, this.anchor.x, this.anchor.y)) {
      // Keep the tile where it was if it still fits turned; else the first spot turned this way.
      const first = this.spots[0];
      if (first) this.anchor = { x: first.x, y: first.y };
    }
  }

  // ---- choosing a cell ----

  get cells(): CellChoice[] {
    return CELL_KINDS.includes(this.kind) ? cellChoices(this.input().actions) : [];
  }

  get cellPick(): CellChoice | null {
    const t = this.tapped;
    return t ? (this.cells.find((c) => c.x === t.x && c.y === t.y) ?? null) : null;
  }

  /** A tap on the board while choosing a cell. */
  tapCell(cell: Cell): void {
    this.tapped = cell;
  }

  // ---- a hint ----

  /**
   * A hint's action shown as if the player had chosen it: the die and stack, the ghost at its
   * place turned its way, the cell. Returns the option's key for the prompts that choose among
   * buttons (`ChoicePrompt`: the legal action as JSON), else null.
   */
  show(action: WtwAction): string | null {
    switch (action.type) {
      case "draft":
        this.sawmillMode = false;
        this.selectedDie = slotKey(action.die);
        this.selectedStack = action.stack;
        return null;
      case "sawmill":
        this.sawmillMode = true;
        this.selectedDie = null;
        this.selectedStack = action.stack;
        return null;
      case "place": {
        const look = this.looks.find((l) => sameOrientation(l.placed_as, action.orientation));
        if (look) {
          this.orientation = look.orientation;
          this.tapped = null;
          this.anchor = { x: action.x, y: action.y };
        }
        return null;
      }
      case "place-alley":
      case "shoot":
      case "hill-bandit":
        this.tapped = { x: action.x, y: action.y };
        return null;
      case "den":
        if (action.sheriff) {
          this.tapped = { x: action.sheriff[0], y: action.sheriff[1] };
          return null;
        }
        break;
    }
    const same = JSON.stringify(action);
    const legal = this.input().actions.find((a) => JSON.stringify(a) === same);
    return legal ? JSON.stringify(legal) : null;
  }

  // ---- the whole ----

  /** What Confirm sends now, if anything. */
  get confirm(): WtwAction | null {
    switch (this.kind) {
      case "draft":
        return this.draftPick?.action ?? null;
      case "place-tile":
        return this.ghostAction;
      default:
        return this.cellPick?.action ?? null;
    }
  }

  /**
   * A fresh moment of the game: every choice cleared; a tile to place starts unturned if it
   * fits so, else turned as the first legal place has it (and, for the very first tile, on its
   * first spot at once); a single usable die is chosen already.
   */
  reset(firstTile: boolean): void {
    this.selectedDie = null;
    this.selectedStack = null;
    this.peekStack = null;
    this.sawmillMode = false;
    this.tapped = null;
    this.anchor = null;
    this.lastGhostTap = 0;
    if (this.kind === "place-tile") {
      this.orientation = startOrientation(this.places, this.looks, { turns: 0, flipped: false });
      if (firstTile) {
        const first = this.spots[0];
        if (first) this.anchor = { x: first.x, y: first.y };
      }
    }
    if (this.kind === "draft") {
      const drafts = this.drafts;
      if (drafts.size === 1) this.selectedDie = [...drafts.keys()][0] ?? null;
    }
  }
}
