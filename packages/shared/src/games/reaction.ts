/**
 * Test de Réflexes: the random wait before the signal. For a resident the server draws it and
 * times the signal itself, so the time it records is measured from when the signal was due.
 */
import { randomInt, type Random } from './common.ts';

export const REACTION_MIN_DELAY_MS = 1000;
export const REACTION_MAX_DELAY_MS = 5000;

/** 1000 to 5000 ms, both included. */
export function reactionDelay(random: Random): number {
  return randomInt(REACTION_MIN_DELAY_MS, REACTION_MAX_DELAY_MS, random);
}
