/** The games on Saloon's table, in the order the home screen lists them. */
export interface GameCard {
  /** Message key under `games.` in the i18n bundles. */
  key: "wildTiledWest" | "circleTheWagons" | "rolledWest" | "wildTiles";
  /** The backend's game id (`GameInfo.id`); a game the backend does not list is "coming soon". */
  id: string;
  minPlayers: number;
  maxPlayers: number;
}

export const GAMES: readonly GameCard[] = [
  { key: "wildTiledWest", id: "wild-tiled-west", minPlayers: 1, maxPlayers: 5 },
  { key: "circleTheWagons", id: "circle-the-wagons", minPlayers: 2, maxPlayers: 2 },
  { key: "rolledWest", id: "rolled-west", minPlayers: 2, maxPlayers: 4 },
  { key: "wildTiles", id: "wild-tiles", minPlayers: 1, maxPlayers: 4 },
];

/** The game card for a backend id. */
export function gameById(id: string): GameCard | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The message key of a game's name, falling back to the id for a game this UI does not know. */
export function gameNameKey(id: string): string | null {
  const game = gameById(id);
  return game ? `games.${game.key}.name` : null;
}
