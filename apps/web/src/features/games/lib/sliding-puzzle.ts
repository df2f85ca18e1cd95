/** Sliding puzzle (taquin): 3×3, tiles 1 to 8 and one empty cell (spec 2-hub §4, §9). */
import {
  applyClicks,
  canMove,
  createRandom,
  EMPTY,
  isSolved,
  PUZZLE_SIZE,
  shuffleClicks,
  slide,
  SOLVED_BOARD,
  type Board,
} from '@portmarin/shared';
import type { Direction, Random } from './shared';

// The board's rules are shared with the server, which replays a resident's clicks on the board of
// the play it started (issue 28 point 23).
export {
  applyClicks,
  canMove,
  EMPTY,
  isSolved,
  neighbours,
  PUZZLE_CELLS,
  PUZZLE_SHUFFLE_MOVES,
  PUZZLE_SIZE,
  shuffleClicks,
  shuffledBoard,
  slide,
  SOLVED_BOARD,
  type Board,
} from '@portmarin/shared';

export const MOVES_LABEL = 'Coups';
export const SHUFFLE_PROMPT = 'Mélanger pour commencer';
export const NEW_GAME_LABEL = 'Nouvelle partie';
export const CONGRATULATIONS = 'Félicitations !';
export const wonMessage = (moves: number): string => 'Gagné en ' + moves + ' coups !';

export type PuzzleStatus = 'not-started' | 'playing' | 'won';
export type PuzzleState = {
  readonly board: Board;
  readonly moves: number;
  /** Every cell clicked that moved a tile, in order: the server replays them to check the score. */
  readonly clicks: readonly number[];
  readonly status: PuzzleStatus;
};

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
  return { board: SOLVED_BOARD, moves: 0, clicks: [], status: 'not-started' };
}

/** 'Mélanger pour commencer': a fresh shuffle, 'Coups' back to 0. */
export function startGame(random: Random): PuzzleState {
  return { board: applyClicks(SOLVED_BOARD, shuffleClicks(random)), moves: 0, clicks: [], status: 'playing' };
}

/** A click on a cell: only a tile next to the empty cell moves, and only while playing. */
export function clickTile(state: PuzzleState, index: number): PuzzleState {
  if (state.status !== 'playing' || !canMove(state.board, index)) return state;
  const board = slide(state.board, index);
  return {
    board,
    moves: state.moves + 1,
    clicks: [...state.clicks, index],
    status: isSolved(board) ? 'won' : 'playing',
  };
}
