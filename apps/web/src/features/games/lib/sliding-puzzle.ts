/** Sliding puzzle (taquin): 3×3, tiles 1 to 8 and one empty cell (spec 2-hub §4, §9). */
import { createRandom, type Direction, type Random } from './shared';

export const PUZZLE_SIZE = 3;
export const PUZZLE_CELLS = PUZZLE_SIZE * PUZZLE_SIZE;
export const PUZZLE_SHUFFLE_MOVES = 1000;
/** The empty cell. */
export const EMPTY = 0;

export const MOVES_LABEL = 'Coups';
export const SHUFFLE_PROMPT = 'Mélanger pour commencer';
export const NEW_GAME_LABEL = 'Nouvelle partie';
export const CONGRATULATIONS = 'Félicitations !';
export const wonMessage = (moves: number): string => 'Gagné en ' + moves + ' coups !';

/** Cells read row by row; `EMPTY` marks the hole. */
export type Board = readonly number[];
export type PuzzleStatus = 'not-started' | 'playing' | 'won';
export type PuzzleState = { readonly board: Board; readonly moves: number; readonly status: PuzzleStatus };

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
 * A 3×3 board is solvable iff its inversion count (empty cell ignored) is even: with an odd width
 * every slide changes the count by an even number, and the solved board has none.
 */
export function isSolvable(board: Board): boolean {
  const tiles = board.filter((tile) => tile !== EMPTY);
  let inversions = 0;
  for (let i = 0; i < tiles.length; i++) {
    for (let j = i + 1; j < tiles.length; j++) if (tiles[i]! > tiles[j]!) inversions++;
  }
  return inversions % 2 === 0;
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

/**
 * The cell an arrow key moves: the tile that slides in that direction into the hole (↑ moves the
 * tile below the hole up), or null at an edge.
 */
export function cellForArrow(board: Board, direction: Direction): number | null {
  const hole = board.indexOf(EMPTY);
  const row = Math.floor(hole / PUZZLE_SIZE);
  const col = hole % PUZZLE_SIZE;
  if (direction === 'up') return row < PUZZLE_SIZE - 1 ? hole + PUZZLE_SIZE : null;
  if (direction === 'down') return row > 0 ? hole - PUZZLE_SIZE : null;
  if (direction === 'left') return col < PUZZLE_SIZE - 1 ? hole + 1 : null;
  return col > 0 ? hole - 1 : null;
}

export function applyClicks(board: Board, clicks: readonly number[]): Board {
  return clicks.reduce(slide, board);
}

/** The board a game started with `createRandom(seed)` shows: the e2e rebuilds it from the seed. */
export function shuffledBoard(seed: number): Board {
  return applyClicks(SOLVED_BOARD, shuffleClicks(createRandom(seed)));
}

/** The clicks that win a game started with `createRandom(seed)`. */
export function winningClicksForSeed(seed: number): number[] {
  return winningClicks(shuffleClicks(createRandom(seed)));
}

/**
 * Clicks that solve a shuffle without a solver: the shuffle's moves undone in reverse order, with
 * every loop (a board seen twice) cut out so a test or the e2e clicks far fewer than 1000 times.
 */
export function winningClicks(shuffle: readonly number[]): number[] {
  // Walk the shuffle keeping only a loop-free path of boards; each kept step records its hole.
  const path: { key: string; hole: number }[] = [{ key: SOLVED_BOARD.join(), hole: SOLVED_BOARD.indexOf(EMPTY) }];
  let board = SOLVED_BOARD;
  for (const cell of shuffle) {
    board = slide(board, cell);
    const key = board.join();
    const seen = path.findIndex((step) => step.key === key);
    if (seen >= 0) path.length = seen + 1;
    else path.push({ key, hole: cell });
  }
  // Undoing step k means clicking where the hole was before it.
  return path
    .slice(0, -1)
    .map((step) => step.hole)
    .reverse();
}

export function newGame(): PuzzleState {
  return { board: SOLVED_BOARD, moves: 0, status: 'not-started' };
}

/** 'Mélanger pour commencer': a fresh shuffle, 'Coups' back to 0. */
export function startGame(random: Random): PuzzleState {
  return { board: applyClicks(SOLVED_BOARD, shuffleClicks(random)), moves: 0, status: 'playing' };
}

/** A click on a cell: only a tile next to the empty cell moves, and only while playing. */
export function clickTile(state: PuzzleState, index: number): PuzzleState {
  if (state.status !== 'playing' || !canMove(state.board, index)) return state;
  const board = slide(state.board, index);
  return { board, moves: state.moves + 1, status: isSolved(board) ? 'won' : 'playing' };
}
