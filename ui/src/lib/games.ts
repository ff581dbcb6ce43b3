/** The games on Saloon's table, in the order the home screen lists them. */
export interface GameCard {
  /** Message key under `games.` in the i18n bundles. */
  key: "wildTiledWest" | "circleTheWagons" | "rolledWest" | "wildTiles";
  minPlayers: number;
  maxPlayers: number;
}

export const GAMES: readonly GameCard[] = [
  { key: "wildTiledWest", minPlayers: 1, maxPlayers: 5 },
  { key: "circleTheWagons", minPlayers: 2, maxPlayers: 2 },
  { key: "rolledWest", minPlayers: 2, maxPlayers: 4 },
  { key: "wildTiles", minPlayers: 1, maxPlayers: 4 },
];
