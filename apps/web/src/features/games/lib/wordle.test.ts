import { describe, expect, it } from 'vitest';
import { createRandom } from './shared';
import {
  MAX_ATTEMPTS,
  WORDS,
  WORD_LENGTH,
  attemptsLeft,
  canSubmit,
  letterMarks,
  newGame,
  normalizeInput,
  revealedWord,
  score,
  submitGuess,
  typeInput,
  type WordleState,
} from './wordle';

const game = (answer: string): WordleState => ({ answer, guesses: [], marks: [], input: '', status: 'playing' });
const guess = (state: WordleState, word: string) => submitGuess(typeInput(state, word));

describe('Motus constants and words', () => {
  it('plays 6-letter words in 6 attempts', () => {
    expect(WORD_LENGTH).toBe(6);
    expect(MAX_ATTEMPTS).toBe(6);
  });

  it('has exactly 16 distinct uppercase unaccented 6-letter words', () => {
    expect(WORDS).toHaveLength(16);
    expect(new Set(WORDS).size).toBe(16);
    for (const word of WORDS) expect(word).toMatch(/^[A-Z]{6}$/);
  });

  it('draws the answer from the list with the injected random', () => {
    expect(newGame(() => 0).answer).toBe(WORDS[0]);
    expect(newGame(() => 0.999).answer).toBe(WORDS[15]);
    const random = createRandom(9);
    for (let i = 0; i < 50; i++) expect(WORDS).toContain(newGame(random).answer);
    expect(newGame(() => 0.5)).toEqual({ answer: WORDS[8], guesses: [], marks: [], input: '', status: 'playing' });
  });
});

describe('input', () => {
  it('is uppercased and capped at 6 letters', () => {
    expect(normalizeInput('bateau')).toBe('BATEAU');
    expect(normalizeInput('bateaux')).toBe('BATEAU');
    expect(normalizeInput('abcdefghij')).toBe('ABCDEF');
  });

  it('drops accents, digits, spaces and punctuation', () => {
    expect(normalizeInput('marées')).toBe('MAREES');
    expect(normalizeInput('Huître')).toBe('HUITRE');
    expect(normalizeInput('a 1-b!')).toBe('AB');
  });

  it('needs exactly 6 letters to submit', () => {
    const state = typeInput(game('BATEAU'), 'plage');
    expect(canSubmit(state)).toBe(false);
    expect(submitGuess(state)).toBe(state);
    expect(canSubmit(typeInput(state, 'plages'))).toBe(true);
  });
});

describe('score', () => {
  it('marks green, yellow and grey', () => {
    expect(score('PLAGES', 'PLAGES')).toEqual(Array(6).fill('correct'));
    expect(score('PLAGES', 'SPLAGE')).toEqual(Array(6).fill('present'));
    expect(score('PHARES', 'VOILES')).toEqual(['absent', 'absent', 'absent', 'absent', 'correct', 'correct']);
    expect(score('BATEAU', 'PHARES')).toEqual(['absent', 'absent', 'present', 'absent', 'present', 'absent']);
  });

  it('shows a repeated letter only as many times as the answer has it', () => {
    // BATEAU has two A, both matched in place: the other four A are grey, not yellow.
    expect(score('BATEAU', 'AAAAAA')).toEqual(['absent', 'correct', 'absent', 'absent', 'correct', 'absent']);
    // HOMARD has one A.
    expect(score('HOMARD', 'AAAAAA')).toEqual(['absent', 'absent', 'absent', 'correct', 'absent', 'absent']);
    // MAREES has two E (places 4 and 5).
    expect(score('MAREES', 'EEEEEE')).toEqual(['absent', 'absent', 'absent', 'correct', 'correct', 'absent']);
  });

  it('lets a green claim its letter before an earlier yellow does', () => {
    // MARINS has one S, matched in place at the end: the S in front is grey.
    expect(score('MARINS', 'SAMINS')).toEqual(['absent', 'correct', 'present', 'correct', 'correct', 'correct']);
    // BATEAU's A: one taken by the green at place 5, one left for the first yellow only.
    expect(score('BATEAU', 'AUAAAB')).toEqual(['present', 'present', 'absent', 'absent', 'correct', 'present']);
  });

  it('gives as many yellows as unmatched copies remain', () => {
    // Two E in MAREES, neither in place: both E of the guess are yellow, the third grey.
    expect(score('MAREES', 'EEZZZE')).toEqual(['present', 'present', 'absent', 'absent', 'absent', 'absent']);
    expect(score('MAREES', 'ZEEZZZ')).toEqual(['absent', 'present', 'present', 'absent', 'absent', 'absent']);
  });
});

describe('a game', () => {
  it('is won on the answer', () => {
    let state = guess(game('VOILES'), 'plages');
    expect(state.status).toBe('playing');
    expect(attemptsLeft(state)).toBe(5);
    state = guess(state, 'voiles');
    expect(state).toMatchObject({ status: 'won', guesses: ['PLAGES', 'VOILES'], input: '' });
    expect(revealedWord(state)).toBeNull();
    // Over: typing and submitting do nothing.
    expect(guess(state, 'phares')).toBe(state);
  });

  it('can be won on the sixth try', () => {
    let state = game('VOILES');
    for (let i = 0; i < 5; i++) state = guess(state, 'PLAGES');
    state = guess(state, 'VOILES');
    expect(state.status).toBe('won');
  });

  it('is lost after 6 wrong tries, and only then the word is revealed', () => {
    let state = game('NAVIRE');
    for (let i = 0; i < 5; i++) {
      state = guess(state, 'PLAGES');
      expect(state.status).toBe('playing');
      expect(revealedWord(state)).toBeNull();
    }
    state = guess(state, 'PLAGES');
    expect(state.status).toBe('lost');
    expect(state.guesses).toHaveLength(6);
    expect(attemptsLeft(state)).toBe(0);
    expect(revealedWord(state)).toBe('NAVIRE');
    expect(guess(state, 'NAVIRE')).toBe(state);
  });

  it('keeps the best colour per letter for the keyboard', () => {
    let state = guess(game('BATEAU'), 'PHARES');
    state = guess(state, 'BATEUA');
    const marks = letterMarks(state);
    expect(marks.get('A')).toBe('correct');
    expect(marks.get('U')).toBe('present');
    expect(marks.get('P')).toBe('absent');
    expect(marks.has('Z')).toBe(false);
  });
});
