import { describe, expect, it } from 'vitest';
import {
  GUESS_HINT_MESSAGES,
  GUESS_MAX,
  GUESS_MIN,
  GUESS_RANGE_MESSAGE,
  createNumberGuess,
  guess,
  hintFor,
  parseGuess,
  type NumberGuessState,
} from './number-guess';
import { createRandom } from './shared';

/** A game whose secret is 42 (random() = 0.41 → 1 + floor(41) = 42). */
const game42 = () => createNumberGuess(() => 0.41);

describe('number guess', () => {
  it('has the spec range and message', () => {
    expect(GUESS_MIN).toBe(1);
    expect(GUESS_MAX).toBe(100);
    expect(GUESS_RANGE_MESSAGE).toBe('Veuillez entrer un nombre entre 1 et 100');
  });

  it('draws the secret from 1 to 100 with the injected random', () => {
    expect(createNumberGuess(() => 0).secret).toBe(1);
    expect(createNumberGuess(() => 0.999_999).secret).toBe(100);
    expect(game42().secret).toBe(42);
    const random = createRandom(3);
    const secrets = Array.from({ length: 2_000 }, () => createNumberGuess(random).secret);
    expect(Math.min(...secrets)).toBe(1);
    expect(Math.max(...secrets)).toBe(100);
    expect(secrets.every(Number.isInteger)).toBe(true);
  });

  it('starts with no attempt, no history, no error', () => {
    expect(game42()).toEqual({ secret: 42, attempts: 0, history: [], error: null, won: false });
  });

  it('hints too small, too large, or correct', () => {
    expect(hintFor(42, 10)).toBe('too-small');
    expect(hintFor(42, 41)).toBe('too-small');
    expect(hintFor(42, 43)).toBe('too-large');
    expect(hintFor(42, 42)).toBe('correct');
    expect(GUESS_HINT_MESSAGES['too-small']).toBe("C'est plus !");
    expect(GUESS_HINT_MESSAGES['too-large']).toBe("C'est moins !");
  });

  it('counts attempts and keeps the history in order', () => {
    const state = [50, 25, '40'].reduce<NumberGuessState>(guess, game42());
    expect(state.attempts).toBe(3);
    expect(state.history).toEqual([
      { value: 50, hint: 'too-large' },
      { value: 25, hint: 'too-small' },
      { value: 40, hint: 'too-small' },
    ]);
    expect(state.won).toBe(false);
  });

  it('wins on the secret and then ignores further guesses', () => {
    const won = guess(guess(game42(), 50), ' 42 ');
    expect(won.won).toBe(true);
    expect(won.attempts).toBe(2);
    expect(won.history.at(-1)).toEqual({ value: 42, hint: 'correct' });
    expect(guess(won, 10)).toBe(won);
  });

  it.each([0, 101, -5, '0', '101', '', '  ', 'abc', '12.5', 12.5, '1e2', '0x10', Number.NaN])(
    'rejects %j with the range message and no attempt counted',
    (input) => {
      const before = guess(game42(), 50);
      const state = guess(before, input);
      expect(state.error).toBe(GUESS_RANGE_MESSAGE);
      expect(state.attempts).toBe(1);
      expect(state.history).toEqual(before.history);
    },
  );

  it('accepts both ends of the range', () => {
    expect(parseGuess('1')).toBe(1);
    expect(parseGuess(100)).toBe(100);
    expect(parseGuess(' 7 ')).toBe(7);
  });

  it('clears the range message on the next valid guess', () => {
    const rejected = guess(game42(), 'abc');
    expect(rejected.error).toBe(GUESS_RANGE_MESSAGE);
    expect(guess(rejected, 30).error).toBeNull();
  });

  it('counts a repeated guess again', () => {
    const state = guess(guess(game42(), 30), 30);
    expect(state.attempts).toBe(2);
    expect(state.history).toHaveLength(2);
  });
});
