/** Helpers shared by the mini-games' rules: seedable randomness and the arrow directions. */

// The seeded generator is shared with the server: a play's puzzle (the taquin's board) is derived
// from the seed the server picked, the same way on both sides.
export { createRandom, type Random } from '@portmarin/shared';
import type { Random } from '@portmarin/shared';

/** The four arrow directions (Snake, Tetris, sliding puzzle). */
export type Direction = 'up' | 'down' | 'left' | 'right';

/** An integer between min and max, both included. */
export function randomInt(min: number, max: number, random: Random): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Fisher–Yates: every order is equally likely. Returns a new array; the input is left as is. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
