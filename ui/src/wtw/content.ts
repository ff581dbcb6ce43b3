/**
 * Wild Tiled West's printed components, read at build time from the designer's content files
 * (the same TOML the Rust engine compiles in). Content is data: tile shapes, names, partner
 * goals, bandit cards and the scoreboard's numbers. No rule lives here; what is legal and what
 * scores always comes from the backend. The names here are the designer's English ones: the
 * screens show them through names.ts, in the reader's language.
 */
import boardsToml from "../../../crates/wild-tiled-west/content/boards.toml?raw";
import cardsToml from "../../../crates/wild-tiled-west/content/cards.toml?raw";
import tilesToml from "../../../crates/wild-tiled-west/content/tiles.toml?raw";
import { parse } from "smol-toml";
import type { WtwBuilding } from "../bindings/WtwBuilding";
import type { WtwGround } from "../bindings/WtwGround";
import type { WtwIcon } from "../bindings/WtwIcon";
import type { WtwReward } from "../bindings/WtwReward";
import type { WtwSuit } from "../bindings/WtwSuit";
import type { WtwWildRule } from "../bindings/WtwWildRule";

export type Half = "west" | "east";

/** One square of a tile in its upright shape. */
export interface TileSquare {
  dx: number;
  dy: number;
  ground: WtwGround;
  icon: WtwIcon | null;
}

export interface TileDesign {
  id: number;
  name: string;
  half: Half;
  /** 1 (by the river) to 5. */
  row: number;
  /** 1 (west) to 4 within its half. */
  col: number;
  copies: number;
  cost: number;
  building: WtwBuilding | null;
  squares: TileSquare[];
}

export interface BoardInfo {
  id: number;
  name: string;
  /** The normal side's town names, in plot order (A, B, ...). */
  towns: string[];
  /** The wild side's name, difficulty (sheriff stars), rule with its numbers and town names. */
  wild: { name: string; stars: number; rule: WtwWildRule; towns: string[] };
}

export type PartnerGoal =
  | { kind: "per-completed-town"; points: number }
  | { kind: "per-tombstone"; points: number }
  | { kind: "per-wrangle"; points: number }
  | { kind: "per-building"; points: number }
  | { kind: "per-ace-of-suit"; suit: WtwSuit; points: number }
  | { kind: "per-gold-left"; per: number; points: number }
  | { kind: "per-bullet-left"; points: number }
  | { kind: "per-sheriff"; points: number }
  | { kind: "per-hill-bandit"; points: number }
  | { kind: "mining-at-least"; space: number; points: number }
  | { kind: "per-full-row"; points: number }
  | { kind: "per-full-column"; points: number }
  | { kind: "few-bandits-standing"; points: number; less: number }
  | { kind: "per-cow"; points: number }
  | { kind: "per-covered-bonus-space"; points: number }
  | { kind: "per-alley"; points: number };

export interface Partner {
  id: number;
  name: string;
  goal: PartnerGoal;
}

export interface BanditCard {
  id: number;
  bandits: number;
  bullets: number;
  cows: number;
}

export interface Contract {
  large: WtwReward;
  small: WtwReward;
}

export interface MiningSpace {
  income: number;
  points: number;
}

export interface Scoreboard {
  starting_points: number;
  rounds_per_year: number[];
  tussle_points: number[];
  town_bonus: number[];
  wrangle_points: number[];
  solo_bandit_rounds: number[];
  ridge_bandits: number;
}

export interface Content {
  boards: BoardInfo[];
  tiles: TileDesign[];
  partners: Partner[];
  banditCards: BanditCard[];
  contracts: Contract[];
  mining: MiningSpace[];
  scoreboard: Scoreboard;
}

const GROUNDS: Record<string, WtwGround> = { S: "street", F: "field", C: "cow", B: "building" };

/** An icon name of tiles.toml (`bandit`, `ace-hearts`, ...) as the engine's icon. */
export function parseIcon(text: string): WtwIcon {
  if (text.startsWith("ace-")) return { type: "ace", suit: text.slice(4) as WtwSuit };
  if (["bandit", "sheriff", "pickaxe", "gold", "bullet", "alley"].includes(text)) {
    return { type: text } as WtwIcon;
  }
  throw new Error(`unknown tile icon ${text}`);
}

/** A tile shape of tiles.toml: rows of space-separated squares, `.` for none, `S:icon` for an icon. */
export function parseShape(rows: readonly string[]): TileSquare[] {
  const out: TileSquare[] = [];
  rows.forEach((row, dy) => {
    row
      .trim()
      .split(/\s+/)
      .forEach((token, dx) => {
        if (token === "." || token === "") return;
        const [g = "", icon] = token.split(":");
        const ground = GROUNDS[g];
        if (!ground) throw new Error(`unknown ground ${g}`);
        out.push({ dx, dy, ground, icon: icon ? parseIcon(icon) : null });
      });
  });
  return out;
}

interface RawTown {
  name: string;
  points: number;
}

interface RawTile {
  id: number;
  name: string;
  half: Half;
  row: number;
  col: number;
  copies: number;
  cost?: number;
  building?: WtwBuilding;
  shape: string[];
}

/** Parses the three content files (exported for tests). */
export function parseContent(boards: string, tiles: string, cards: string): Content {
  const b = parse(boards) as unknown as {
    board: { id: number; name: string; normal: { towns: RawTown[] }; wild: { name: string; stars: number; rule: WtwWildRule; towns: RawTown[] } }[];
  };
  const t = parse(tiles) as unknown as { tile: RawTile[] };
  const c = parse(cards) as unknown as {
    scoreboard: Scoreboard;
    mining: MiningSpace[];
    contract: Contract[];
    partner: Partner[];
    bandit_card: BanditCard[];
  };
  return {
    boards: b.board.map((x) => ({
      id: x.id,
      name: x.name,
      towns: x.normal.towns.map((t) => t.name),
      wild: { name: x.wild.name, stars: x.wild.stars, rule: x.wild.rule, towns: x.wild.towns.map((t) => t.name) },
    })),
    tiles: t.tile.map((x) => ({
      id: x.id,
      name: x.name,
      half: x.half,
      row: x.row,
      col: x.col,
      copies: x.copies,
      cost: x.cost ?? 0,
      building: x.building ?? null,
      squares: parseShape(x.shape),
    })),
    partners: c.partner.map((p) => ({ id: p.id, name: p.name, goal: p.goal })),
    banditCards: c.bandit_card.map((x) => ({ id: x.id, bandits: x.bandits, bullets: x.bullets, cows: x.cows })),
    contracts: c.contract.map((x) => ({ large: x.large, small: x.small })),
    mining: c.mining.map((m) => ({ income: m.income, points: m.points })),
    scoreboard: c.scoreboard,
  };
}

export const CONTENT: Content = parseContent(boardsToml, tilesToml, cardsToml);

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

export function tileAtStack(stack: number): TileDesign | undefined {
  const { half, row, col } = stackPosition(stack);
  return CONTENT.tiles.find((t) => t.half === half && t.row === row && t.col === col);
}

export function partnerById(id: number): Partner | undefined {
  return CONTENT.partners.find((p) => p.id === id);
}

/** A wild side's difficulty as sheriff stars, as printed in the board's corner. */
export function stars(count: number): string {
  return "★".repeat(count);
}

export function banditCard(id: number): BanditCard | undefined {
  return CONTENT.banditCards.find((c) => c.id === id);
}
