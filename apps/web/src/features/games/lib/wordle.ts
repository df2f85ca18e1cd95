/** Motus: find a 6-letter word in 6 attempts (spec 2-hub §4, §9). */
import { MAX_ATTEMPTS, scoreGuess, WORD_LENGTH, WORDS, type Mark } from '@portmarin/shared';
import type { Random } from './shared';

/** The words and the colouring rule are shared with the server, which judges a resident's play. */
export { MAX_ATTEMPTS, WORD_LENGTH, WORDS, type Mark } from '@portmarin/shared';

export type WordleStatus = 'playing' | 'won' | 'lost';
export type WordleState = {
  readonly answer: string;
  readonly guesses: readonly string[];
  /** Each guess's colours: the server's in a resident's play, whose word only it knows. */
  readonly marks: readonly (readonly Mark[])[];
  readonly input: string;
  readonly status: WordleStatus;
};

export function newGame(random: Random): WordleState {
  const answer = WORDS[Math.floor(random() * WORDS.length)]!;
  return { answer, guesses: [], marks: [], input: '', status: 'playing' };
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

export const score = scoreGuess;

/** Submits the typed word: ignored unless it has exactly 6 letters; won on the word, lost after 6 tries. */
export function submitGuess(state: WordleState): WordleState {
  if (!canSubmit(state)) return state;
  const guesses = [...state.guesses, state.input];
  const status: WordleStatus =
    state.input === state.answer ? 'won' : guesses.length >= MAX_ATTEMPTS ? 'lost' : 'playing';
  return { ...state, guesses, marks: [...state.marks, score(state.answer, state.input)], input: '', status };
}

/** The typed word as judged by the server: its colours, and its word once the game is over. */
export function recordJudgedGuess(state: WordleState, marks: readonly Mark[], answer: string | null): WordleState {
  const guesses = [...state.guesses, state.input];
  const won = marks.every((mark) => mark === 'correct');
  const status: WordleStatus = won ? 'won' : guesses.length >= MAX_ATTEMPTS ? 'lost' : 'playing';
  return { ...state, guesses, marks: [...state.marks, marks], answer: answer ?? state.answer, input: '', status };
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
  state.guesses.forEach((guess, g) => {
    (state.marks[g] ?? []).forEach((mark, i) => {
      const letter = guess[i]!;
      const previous = result.get(letter);
      if (!previous || rank[mark] > rank[previous]) result.set(letter, mark);
    });
  });
  return result;
}
