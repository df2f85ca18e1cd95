/**
 * The sliding puzzle (taquin) a play starts from, derived from the play's seed the same way on
 * both sides: the web shows `shuffledBoard(seed)`, the server replays the resident's clicks on it
 * and records the score only if they solve it (issue 28 point 23).
 */

/** A source of numbers in [0, 1), like Math.random; seeded so a play replays the same game. */
export type Random = () => number;

/** Mulberry32: a tiny, well-known 32-bit PRNG; the same seed always replays the same game. */
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

export const PUZZLE_SIZE = 3;
export const PUZZLE_CELLS = PUZZLE_SIZE * PUZZLE_SIZE;
export const PUZZLE_SHUFFLE_MOVES = 1000;
/** The empty cell. */
export const EMPTY = 0;

/** Cells read row by row; `EMPTY` marks the hole. */
export type Board = readonly number[];

export const SOLVED_BOARD: Board = [1, 2, 3, 4, 5, 6, 7, 8, EMPTY];

/** Solved when the first eight cells read 1 to 8 (the empty cell is then necessarily last). */
export function isSolved(board: Board): boolean {
  return board.slice(0, PUZZLE_CELLS - 1).every((tile, i) => tile === i + 1);
}

/** Cells sharing an edge with `index`. */
export function neighbours(index: number): number[] {
  const row = Math.floor(index / PUZZLE_SIZE);
  const col = index % PUZZLE_SIZE;
  const result: number[] = [];
  if (row > 0) result.push(index - PUZZLE_SIZE);
  if (row < PUZZLE_SIZE - 1) result.push(index + PUZZLE_SIZE);
  if (col > 0) result.push(index - 1);
  if (col < PUZZLE_SIZE - 1) result.push(index + 1);
  return result;
}

export function canMove(board: Board, index: number): boolean {
  return board[index] !== EMPTY && neighbours(index).includes(board.indexOf(EMPTY));
}

/** Slides the tile at `index` into the empty cell; the board is returned unchanged when it cannot. */
export function slide(board: Board, index: number): Board {
  if (!canMove(board, index)) return board;
  const next = [...board];
  const hole = board.indexOf(EMPTY);
  next[hole] = board[index]!;
  next[index] = EMPTY;
  return next;
}

/**
 * The cells clicked by a shuffle of `count` random valid moves from the solved board. A move never
 * undoes the one just made, so the 1000 moves really mix the board.
 */
export function shuffleClicks(random: Random, count = PUZZLE_SHUFFLE_MOVES): number[] {
  const clicks: number[] = [];
  let hole = SOLVED_BOARD.indexOf(EMPTY);
  let previousHole = -1;
  for (let n = 0; n < count; n++) {
    const options = neighbours(hole).filter((cell) => cell !== previousHole);
    const cell = options[Math.floor(random() * options.length)]!;
    clicks.push(cell);
    previousHole = hole;
    hole = cell;
  }
  return clicks;
}

export function applyClicks(board: Board, clicks: readonly number[]): Board {
  return clicks.reduce(slide, board);
}

/** The board of a game started with `createRandom(seed)`: the server's play seed, or the e2e's. */
export function shuffledBoard(seed: number): Board {
  return applyClicks(SOLVED_BOARD, shuffleClicks(createRandom(seed)));
}

/** True when every click moves a tile (none is refused) and the last one solves the board. */
export function clicksSolve(board: Board, clicks: readonly number[]): boolean {
  let current = board;
  for (const cell of clicks) {
    if (!Number.isInteger(cell) || !canMove(current, cell)) return false;
    current = slide(current, cell);
  }
  return isSolved(current);
}

/** Devine le nombre: the number (1 to 100) of a play, drawn from its seed by the server only. */
export function secretNumber(seed: number): number {
  return 1 + Math.floor(createRandom(seed)() * 100);
}

/** Motus: a 6-letter seaside word in 6 attempts; the server picks a play's word from its seed. */
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

/** The word of a Motus play, known to the server only until the game ends. */
export function motusWord(seed: number): string {
  return WORDS[seed % WORDS.length]!;
}

/** correct: right letter, right place (green); present: elsewhere in the word (yellow); absent: grey. */
export type Mark = 'correct' | 'present' | 'absent';

/**
 * Colours a guess. Greens first; then a letter is yellow only while the answer still has an
 * unmatched copy of it, so AAAAAA against BATEAU shows two greens and four greys, not yellows.
 */
export function scoreGuess(answer: string, guess: string): Mark[] {
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

/** A guessed word kept in the play's integer guesses: base 26, AAAAAA = 0 (26^6 fits an int). */
export function encodeWord(word: string): number {
  return [...word].reduce((code, letter) => code * 26 + (letter.charCodeAt(0) - 65), 0);
}

export function decodeWord(code: number): string {
  const letters: string[] = [];
  for (let i = 0; i < WORD_LENGTH; i++) {
    letters.unshift(String.fromCharCode(65 + (code % 26)));
    code = Math.floor(code / 26);
  }
  return letters.join('');
}
