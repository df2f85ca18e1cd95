/** Test de Réflexes: wait for the signal, then click as fast as possible. */
import { GAME_SCORE_RULES } from '@portmarin/shared';
import { reactionDelay } from '@portmarin/shared/games/reaction';
import type { Random } from './shared';

export { REACTION_MAX_DELAY_MS, REACTION_MIN_DELAY_MS, reactionDelay } from '@portmarin/shared/games/reaction';

/** The fastest time the server records: below it is anticipation, and no best either. */
const FASTEST_RECORDED_MS = GAME_SCORE_RULES['reaction-time'].min;
/** The spec keeps the best time in local storage without showing the key's name. */
export const REACTION_BEST_TIME_KEY = 'reaction_best_time';

export type ReactionState =
  /** Before a round, or after a click that came too early (`tooEarly` lets the UI say so). */
  | { readonly phase: 'waiting'; readonly tooEarly: boolean }
  /** The random delay is running; the UI calls `showGo` once `delayMs` is over. */
  | { readonly phase: 'ready'; readonly delayMs: number }
  /** The signal is on screen since `shownAt` (ms, e.g. performance.now()). */
  | { readonly phase: 'go'; readonly shownAt: number }
  | { readonly phase: 'result'; readonly timeMs: number };

export type ReactionRating = 'Excellent' | 'Très bien' | 'Bien' | 'À améliorer';

export function createReaction(): ReactionState {
  return { phase: 'waiting', tooEarly: false };
}

/** The delay is over: the signal shows. Only from 'ready'. */
export function showGo(state: ReactionState, now: number): ReactionState {
  return state.phase === 'ready' ? { phase: 'go', shownAt: now } : state;
}

/**
 * One click on the play area: starts a round (waiting or result), comes too early (ready: back to
 * waiting), or stops the clock (go: the result, in whole ms since the signal showed).
 */
export function click(state: ReactionState, now: number, random: Random): ReactionState {
  switch (state.phase) {
    case 'waiting':
    case 'result':
      return { phase: 'ready', delayMs: reactionDelay(random) };
    case 'ready':
      return { phase: 'waiting', tooEarly: true };
    case 'go':
      return { phase: 'result', timeMs: Math.round(now - state.shownAt) };
  }
}

export function rateReaction(timeMs: number): ReactionRating {
  if (timeMs < 200) return 'Excellent';
  if (timeMs < 300) return 'Très bien';
  if (timeMs < 400) return 'Bien';
  return 'À améliorer';
}

/** The best (lowest) time so far. */
export function betterBest(previous: number | null, time: number): number {
  return previous === null ? time : Math.min(previous, time);
}

type BestTimeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored best time, or null when none (or not a time: a hand-edited value is ignored, and so is
 * a time faster than the server records, kept by an earlier version).
 */
export function loadBestTime(storage: BestTimeStorage = localStorage): number | null {
  try {
    const raw = storage.getItem(REACTION_BEST_TIME_KEY);
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(value) && value >= FASTEST_RECORDED_MS ? value : null;
  } catch {
    // Storage can be blocked (private mode, policy): the game still works without a best time.
    return null;
  }
}

/** Keeps `time` if it beats the stored best; returns the best to show. */
export function recordBestTime(time: number, storage: BestTimeStorage = localStorage): number {
  const best = betterBest(loadBestTime(storage), time);
  try {
    storage.setItem(REACTION_BEST_TIME_KEY, String(best));
  } catch {
    // Same as above: a blocked or full storage only loses the best time.
  }
  return best;
}
