/** Motus: find a 6-letter word in 6 attempts (spec 2-hub §4, §9). */
import type { Random } from './shared';

export const WORD_LENGTH = 6;
export const MAX_ATTEMPTS = 6;

/** The 16 words, seaside themed: uppercase, unaccented, so a typed guess compares letter by letter. */
export const WORDS = [
  'PLAGES',
  'MAREES',
  'VOILES',
  'PHARES',
  'BATEAU',
  'CRABES',
  'VAGUES',
  'FILETS',
  'ANCRES',
  'HOMARD',
  'MOULES',
  'HUITRE',
  'MARINS',
  'GALETS',
  'RIVAGE',
  'NAVIRE',
] as const;

/** correct: right letter, right place (green); present: elsewhere in the word (yellow); absent: grey. */
export type Mark = 'correct' | 'present' | 'absent';
export type WordleStatus = 'playing' | 'won' | 'lost';
export type WordleState = {
  readonly answer: string;
  readonly guesses: readonly string[];
  readonly input: string;
  readonly status: WordleStatus;
};

export function newGame(random: Random): WordleState {
  const answer = WORDS[Math.floor(random() * WORDS.length)]!;
  return { answer, guesses: [], input: '', status: 'playing' };
}

/** What the field keeps of a keystroke: letters only, accents dropped (é → E), uppercased, 6 at most. */
export function normalizeInput(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toUpperCase()
    .slice(0, WORD_LENGTH);
}

export function typeInput(state: WordleState, text: string): WordleState {
  if (state.status !== 'playing') return state;
  return { ...state, input: normalizeInput(text) };
}

export function canSubmit(state: WordleState): boolean {
  return state.status === 'playing' && state.input.length === WORD_LENGTH;
}

/**
 * Colours a guess. Greens first; then a letter is yellow only while the answer still has an
 * unmatched copy of it, so AAAAAA against BATEAU shows two greens and four greys, not yellows.
 */
export function score(answer: string, guess: string): Mark[] {
  const marks: Mark[] = Array.from({ length: guess.length }, () => 'absent');
  const unmatched = new Map<string, number>();
  for (let i = 0; i < answer.length; i++) {
    const letter = answer[i]!;
    if (guess[i] === letter) marks[i] = 'correct';
    else unmatched.set(letter, (unmatched.get(letter) ?? 0) + 1);
  }
  for (let i = 0; i < guess.length; i++) {
    const letter = guess[i]!;
    const left = unmatched.get(letter) ?? 0;
    if (marks[i] === 'correct' || left === 0) continue;
    marks[i] = 'present';
    unmatched.set(letter, left - 1);
  }
  return marks;
}

/** Submits the typed word: ignored unless it has exactly 6 letters; won on the word, lost after 6 tries. */
export function submitGuess(state: WordleState): WordleState {
  if (!canSubmit(state)) return state;
  const guesses = [...state.guesses, state.input];
  const status: WordleStatus =
    state.input === state.answer ? 'won' : guesses.length >= MAX_ATTEMPTS ? 'lost' : 'playing';
  return { ...state, guesses, input: '', status };
}

export function attemptsLeft(state: WordleState): number {
  return MAX_ATTEMPTS - state.guesses.length;
}

/** The word is shown to the player only once the game is lost. */
export function revealedWord(state: WordleState): string | null {
  return state.status === 'lost' ? state.answer : null;
}

/** Best mark seen per letter, for an on-screen keyboard (green beats yellow beats grey). */
export function letterMarks(state: WordleState): Map<string, Mark> {
  const rank: Record<Mark, number> = { absent: 0, present: 1, correct: 2 };
  const result = new Map<string, Mark>();
  for (const guess of state.guesses) {
    score(state.answer, guess).forEach((mark, i) => {
      const letter = guess[i]!;
      const previous = result.get(letter);
      if (!previous || rank[mark] > rank[previous]) result.set(letter, mark);
    });
  }
  return result;
}
