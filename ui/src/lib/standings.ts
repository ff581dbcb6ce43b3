/**
 * Each seat's place in a finished game, for the score screen at a table. The winners are the
 * backend's verdict (its tie-breaks included): first, together. Every other seat comes after
 * them by its total, equal totals sharing a place (no tie-break below the win is the UI's to
 * make): totals 30 (the winner), 25, 25, 20 place 1st, 2nd, 2nd, 4th.
 */
export function placesOf(totals: readonly number[], winners: readonly number[]): number[] {
  return totals.map((total, seat) => {
    if (winners.includes(seat)) return 1;
    const ahead = totals.filter((t, s) => winners.includes(s) || t > total).length;
    return ahead + 1;
  });
}
