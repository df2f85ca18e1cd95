/** Devine le Nombre: find a secret number between 1 and 100 with "more" / "less" hints. */
import { randomInt, type Random } from './shared';

export const GUESS_MIN = 1;
export const GUESS_MAX = 100;
export const GUESS_RANGE_MESSAGE = 'Veuillez entrer un nombre entre 1 et 100';

/** Compared with the secret: the guess is too small, too large, or right. */
export type GuessHint = 'too-small' | 'too-large' | 'correct';

/** The spec names the hints without their text: the player is told which way to go. */
export const GUESS_HINT_MESSAGES: Record<Exclude<GuessHint, 'correct'>, string> = {
  'too-small': "C'est plus !",
  'too-large': "C'est moins !",
};

export type GuessEntry = { readonly value: number; readonly hint: GuessHint };

export type NumberGuessState = {
  readonly secret: number;
  /** Valid guesses only: a rejected input costs nothing. */
  readonly attempts: number;
  /** Every valid guess, oldest first. */
  readonly history: readonly GuessEntry[];
  /** GUESS_RANGE_MESSAGE after a rejected input, cleared by the next valid guess. */
  readonly error: string | null;
  readonly won: boolean;
};

export function createNumberGuess(random: Random): NumberGuessState {
  return {
    secret: randomInt(GUESS_MIN, GUESS_MAX, random),
    attempts: 0,
    history: [],
    error: null,
    won: false,
  };
}

/** A whole number from 1 to 100 (typed text or a number), or null. */
export function parseGuess(input: string | number): number | null {
  const text = String(input).trim();
  // Digits only: Number() alone would take '', '0x10' or '1e2' as numbers.
  if (!/^-?\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= GUESS_MIN && value <= GUESS_MAX ? value : null;
}

export function hintFor(secret: number, value: number): GuessHint {
  if (value < secret) return 'too-small';
  if (value > secret) return 'too-large';
  return 'correct';
}

/** Plays one guess; after the win nothing changes. */
export function guess(state: NumberGuessState, input: string | number): NumberGuessState {
  if (state.won) return state;
  const value = parseGuess(input);
  if (value === null) return { ...state, error: GUESS_RANGE_MESSAGE };
  return recordGuess(state, value, hintFor(state.secret, value));
}

/** A valid guess and its hint, given here or by the server (which keeps a resident's number). */
export function recordGuess(state: NumberGuessState, value: number, hint: GuessHint): NumberGuessState {
  if (state.won) return state;
  return {
    ...state,
    attempts: state.attempts + 1,
    history: [...state.history, { value, hint }],
    error: null,
    won: hint === 'correct',
  };
}
