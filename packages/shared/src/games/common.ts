/**
 * What the mini-games' rules share on both sides: seeded randomness, the arrow directions and the
 * input log a replayed game (Snake, Tetris) is judged from on the server.
 */
import type { Random } from '../games.puzzle.ts';

export { createRandom, type Random } from '../games.puzzle.ts';

/** The four arrow directions (Snake, Tetris, sliding puzzle). */
export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * One input of a replayed game: the number of ticks the game had run when it came, and the input's
 * code in the game's list. Only inputs that changed the game are logged, in the order they came.
 */
export type LoggedInput = readonly [tick: number, code: number];

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
