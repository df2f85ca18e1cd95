/** Helpers shared by the mini-games' rules: seedable randomness and the arrow directions. */

/** A source of numbers in [0, 1), like Math.random; injected so tests and the e2e can seed it. */
export type Random = () => number;

/** The four arrow directions (Snake, Tetris, sliding puzzle). */
export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * Mulberry32: a tiny, well-known 32-bit PRNG. Good enough for games, and the same seed always
 * replays the same game.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

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
