/**
 * Wild Tiled West's printed components: the engine's own content, as the app's bindings test
 * writes it (`ui/src/bindings/content/wild-tiled-west.json`, from the designer's TOML that
 * the Rust engine compiles in), typed by its ts-rs binding. The screen parses no TOML. Content
 * is data: tile shapes, names, partner goals, bandit cards and the scoreboard's numbers. No
 * rule lives here; what is legal and what scores always comes from the backend. The names
 * here are the designer's English ones: the screens show them through names.ts, in the
 * reader's language. Imported only by the game's own folder, so it loads with the game's
 * chunk, not at start.
 */
import data from "../bindings/content/wild-tiled-west.json";
import type { WtwBanditCard } from "../bindings/WtwBanditCard";
import type { WtwContent } from "../bindings/WtwContent";
import type { WtwHalf } from "../bindings/WtwHalf";
import type { WtwPartner } from "../bindings/WtwPartner";
import type { WtwPartnerGoal } from "../bindings/WtwPartnerGoal";
import type { WtwSquare } from "../bindings/WtwSquare";
import type { WtwTileDesign } from "../bindings/WtwTileDesign";
import type { WtwWildSide } from "../bindings/WtwWildSide";

export type Half = WtwHalf;
/** One square of a tile in its upright shape. */
export type TileSquare = WtwSquare;
export type TileDesign = WtwTileDesign;
/** A partner's endgame goal. */
export type PartnerGoal = WtwPartnerGoal;
export type Partner = WtwPartner;
export type BanditCard = WtwBanditCard;

export const CONTENT: WtwContent = data as WtwContent;

/** A board's wild side: its name, difficulty (sheriff stars) and rule with its numbers. */
export function wildSide(board: number): WtwWildSide | undefined {
  return CONTENT.boards.find((b) => b.id === board)?.wild.wild ?? undefined;
}

/** The town names of a board's side, in plot order (A, B, ...). */
export function townNames(board: number, wild: boolean): string[] | undefined {
  const b = CONTENT.boards.find((x) => x.id === board);
  return b && (wild ? b.wild : b.normal).towns.map((t) => t.name);
}

/** The index of the stack at (half, row 1-5, col 1-4): west half first, row-major (as the engine). */
export function stackIndex(half: Half, row: number, col: number): number {
  return (half === "west" ? 0 : 20) + (row - 1) * 4 + (col - 1);
}

/** (half, row, col) of a stack index. */
export function stackPosition(index: number): { half: Half; row: number; col: number } {
  const i = index % 20;
  return { half: index < 20 ? "west" : "east", row: Math.floor(i / 4) + 1, col: (i % 4) + 1 };
}

export function tileById(id: number): TileDesign | undefined {
  return CONTENT.tiles.find((t) => t.id === id);
}

/** The tile on `stack`, from the view's `market_designs` (which design sits where depends on
 *  the game's market layout, so the screen reads it rather than the content's places). */
export function tileAtStack(designs: readonly number[], stack: number): TileDesign | undefined {
  const id = designs[stack];
  return id === undefined ? undefined : tileById(id);
}

export function partnerById(id: number): Partner | undefined {
  return CONTENT.partners.find((p) => p.id === id);
}

/** A wild side's difficulty as sheriff stars, as printed in the board's corner. */
export function stars(count: number): string {
  return "★".repeat(count);
}

export function banditCard(id: number): BanditCard | undefined {
  return CONTENT.bandit_cards.find((c) => c.id === id);
}
