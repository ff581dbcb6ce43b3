import { untrack } from "svelte";

/**
 * A bot's moves are played on its own board, so they can be seen: while a bot thinks (once the
 * player's own tile has been seen landing), the table turns from the player's board to the
 * bot's, and from one followed bot's board to the next; the player's board comes back as their
 * turn begins (`stop`), and a board the player picked by hand is left alone. Construct it while
 * a component initialises (it sets up an effect).
 */
export class BotFollow {
  #following = false;

  /**
   * @param thinkingBot the bot seat thinking now, or null
   * @param board the seat whose board is shown, and a way to show another's
   * @param viewer the seat looking at the table
   */
  constructor(
    thinkingBot: () => number | null,
    board: { seat: () => number; show: (seat: number) => void },
    viewer: () => number | null,
  ) {
    $effect(() => {
      const bot = thinkingBot();
      untrack(() => {
        const shown = board.seat();
        if (bot === null || shown === bot || (shown !== viewer() && !this.#following)) return;
        board.show(bot);
        this.#following = true;
      });
    });
  }

  /** The player took the board back (their turn, or a board picked by hand). */
  stop(): void {
    this.#following = false;
  }
}
