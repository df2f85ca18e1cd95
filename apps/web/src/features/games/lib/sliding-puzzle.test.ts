import { describe, expect, it } from 'vitest';
import { createRandom } from './shared';
import { clicksSolve } from '@portmarin/shared';
import {
  CONGRATULATIONS,
  EMPTY,
  MOVES_LABEL,
  NEW_GAME_LABEL,
  PUZZLE_CELLS,
  PUZZLE_SHUFFLE_MOVES,
  PUZZLE_SIZE,
  SHUFFLE_PROMPT,
  SOLVED_BOARD,
  applyClicks,
  canMove,
  cellForArrow,
  clickTile,
  isSolvable,
  isSolved,
  newGame,
  shuffleClicks,
  shuffledBoard,
  slide,
  startGame,
  winningClicks,
  winningClicksForSeed,
  wonMessage,
  type PuzzleState,
} from './sliding-puzzle';

const playing = (board: number[]): PuzzleState => ({ board, moves: 0, clicks: [], status: 'playing' });

describe('sliding puzzle constants and strings', () => {
  it('is 3×3 with a 1000-move shuffle', () => {
    expect(PUZZLE_SIZE).toBe(3);
    expect(PUZZLE_CELLS).toBe(9);
    expect(PUZZLE_SHUFFLE_MOVES).toBe(1000);
  });

  it('uses the spec strings', () => {
    expect(MOVES_LABEL).toBe('Coups');
    expect(SHUFFLE_PROMPT).toBe('Mélanger pour commencer');
    expect(NEW_GAME_LABEL).toBe('Nouvelle partie');
    expect(CONGRATULATIONS).toBe('Félicitations !');
    expect(wonMessage(42)).toBe('Gagné en 42 coups !');
    expect(wonMessage(1)).toBe('Gagné en 1 coups !');
  });

  it('has 8 tiles and the empty cell last when solved', () => {
    expect(SOLVED_BOARD).toEqual([1, 2, 3, 4, 5, 6, 7, 8, EMPTY]);
    expect(isSolved(SOLVED_BOARD)).toBe(true);
  });
});

describe('isSolved', () => {
  it('reads only the first 8 cells', () => {
    expect(isSolved([1, 2, 3, 4, 5, 6, 7, EMPTY, 8])).toBe(false);
    expect(isSolved([2, 1, 3, 4, 5, 6, 7, 8, EMPTY])).toBe(false);
    expect(isSolved([EMPTY, 1, 2, 3, 4, 5, 6, 7, 8])).toBe(false);
  });
});

describe('moves', () => {
  it('moves only tiles next to the empty cell (not diagonals, not far tiles)', () => {
    const board = [1, 2, 3, 4, EMPTY, 5, 6, 7, 8];
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => canMove(board, i))).toEqual([1, 3, 5, 7]);
    expect(slide(board, 1)).toEqual([1, EMPTY, 3, 4, 2, 5, 6, 7, 8]);
    expect(slide(board, 0)).toBe(board);
  });

  it('does not wrap around rows', () => {
    // Hole at index 3 (row 1, col 0): index 2 (row 0, col 2) is not its neighbour.
    const board = [1, 2, 3, EMPTY, 4, 5, 6, 7, 8];
    expect(canMove(board, 2)).toBe(false);
    expect([0, 1, 2, 4, 5, 6, 7, 8].filter((i) => canMove(board, i))).toEqual([0, 4, 6]);
  });

  it('adds one to Coups per valid move and ignores a click on any other tile', () => {
    let state = playing([1, 2, 3, 4, 5, 6, 7, EMPTY, 8]);
    state = clickTile(state, 0);
    expect(state.moves).toBe(0);
    expect(state.board).toEqual([1, 2, 3, 4, 5, 6, 7, EMPTY, 8]);
    state = clickTile(state, 7); // the empty cell itself
    expect(state.moves).toBe(0);
    state = clickTile(state, 6);
    expect(state).toEqual({ board: [1, 2, 3, 4, 5, 6, EMPTY, 7, 8], moves: 1, clicks: [6], status: 'playing' });
  });

  it('wins when the first 8 read 1..8, with the move counted', () => {
    let state: PuzzleState = { board: [1, 2, 3, 4, 5, 6, 7, EMPTY, 8], moves: 4, clicks: [], status: 'playing' };
    state = clickTile(state, 8);
    expect(state).toEqual({ board: SOLVED_BOARD, moves: 5, clicks: [8], status: 'won' });
    expect(wonMessage(state.moves)).toBe('Gagné en 5 coups !');
    // A won board no longer moves.
    expect(clickTile(state, 7)).toBe(state);
  });
});

describe('arrow keys', () => {
  it('slide the tile on the far side of the hole into it', () => {
    const board = [1, 2, 3, 4, EMPTY, 5, 6, 7, 8];
    expect(cellForArrow(board, 'up')).toBe(7);
    expect(cellForArrow(board, 'down')).toBe(1);
    expect(cellForArrow(board, 'left')).toBe(5);
    expect(cellForArrow(board, 'right')).toBe(3);
    // Hole in the bottom-right corner: nothing below or to its right.
    expect(cellForArrow(SOLVED_BOARD, 'up')).toBeNull();
    expect(cellForArrow(SOLVED_BOARD, 'left')).toBeNull();
    expect(cellForArrow(SOLVED_BOARD, 'down')).toBe(5);
    expect(cellForArrow(SOLVED_BOARD, 'right')).toBe(7);
  });
});

describe('the clicks the server replays', () => {
  it('keeps every click that moved a tile, in order, and none that did not', () => {
    let state = playing([1, 2, 3, 4, 5, 6, EMPTY, 7, 8]);
    state = clickTile(state, 0); // not next to the hole: nothing moves
    state = clickTile(state, 7);
    state = clickTile(state, 8);
    expect(state.clicks).toEqual([7, 8]);
    expect(state.status).toBe('won');
  });

  it('solves the board of a seed with the clicks the e2e uses, as the server checks them', () => {
    const seed = 2_024_113;
    const clicks = winningClicksForSeed(seed);
    expect(clicksSolve(shuffledBoard(seed), clicks)).toBe(true);
    expect(clicksSolve(shuffledBoard(seed), clicks.slice(1))).toBe(false);
  });
});

describe('game states', () => {
  it('starts not started, solved, with 0 moves, and ignores clicks', () => {
    const state = newGame();
    expect(state).toEqual({ board: SOLVED_BOARD, moves: 0, clicks: [], status: 'not-started' });
    expect(clickTile(state, 7)).toBe(state);
  });

  it('shuffling starts play with 0 moves on a board that is not solved', () => {
    const state = startGame(createRandom(7));
    expect(state.status).toBe('playing');
    expect(state.moves).toBe(0);
    expect(isSolved(state.board)).toBe(false);
    expect([...state.board].sort()).toEqual([...SOLVED_BOARD].sort());
  });

  it('Nouvelle partie resets a game in progress', () => {
    let state = startGame(createRandom(3));
    const cell = [0, 1, 2, 3, 4, 5, 6, 7, 8].find((i) => canMove(state.board, i))!;
    state = clickTile(state, cell);
    expect(state.moves).toBe(1);
    expect(newGame()).toEqual({ board: SOLVED_BOARD, moves: 0, clicks: [], status: 'not-started' });
  });
});

describe('shuffle', () => {
  it('makes exactly 1000 valid moves from the solved board', () => {
    const clicks = shuffleClicks(createRandom(11));
    expect(clicks).toHaveLength(1000);
    let board = SOLVED_BOARD;
    for (const cell of clicks) {
      expect(canMove(board, cell)).toBe(true);
      board = slide(board, cell);
    }
    expect(board).toEqual(shuffledBoard(11));
  });

  it('takes its randomness from the injected function', () => {
    // Always the first option: the hole walks 8 → 5 → 2 → 1 → 4, never stepping straight back.
    expect(shuffleClicks(() => 0, 4)).toEqual([5, 2, 1, 4]);
    // Always the last option: from 7 the hole would step back to 8, so it goes to 6.
    expect(shuffleClicks(() => 0.99, 2)).toEqual([7, 6]);
    expect(shuffledBoard(5)).toEqual(shuffledBoard(5));
    expect(shuffledBoard(5)).not.toEqual(shuffledBoard(6));
  });

  it('gives solvable boards only', () => {
    for (let seed = 1; seed <= 50; seed++) expect(isSolvable(shuffledBoard(seed))).toBe(true);
  });
});

describe('isSolvable', () => {
  it('counts inversions, ignoring the empty cell', () => {
    expect(isSolvable(SOLVED_BOARD)).toBe(true);
    // The classic unsolvable board: 7 and 8 swapped (one inversion).
    expect(isSolvable([1, 2, 3, 4, 5, 6, 8, 7, EMPTY])).toBe(false);
    expect(isSolvable([2, 1, 3, 4, 5, 6, 7, 8, EMPTY])).toBe(false);
    // Two inversions, wherever the hole is.
    expect(isSolvable([EMPTY, 2, 1, 3, 5, 4, 6, 7, 8])).toBe(true);
    expect(isSolvable([1, 2, 3, 4, 5, 6, 7, 8, EMPTY].reverse())).toBe(true); // 28 inversions
  });
});

describe('winning without a solver', () => {
  it('undoing the shuffle wins, each click counted', () => {
    for (const seed of [1, 2, 42]) {
      const clicks = winningClicksForSeed(seed);
      let state = startGame(createRandom(seed));
      clicks.forEach((cell, i) => {
        expect(state.status).toBe('playing');
        state = clickTile(state, cell);
        expect(state.moves).toBe(i + 1);
      });
      expect(state.status).toBe('won');
      expect(state.board).toEqual(SOLVED_BOARD);
      expect(clicks.length).toBeLessThanOrEqual(PUZZLE_SHUFFLE_MOVES);
    }
  });

  it('cuts loops out of the shuffle', () => {
    // Around the bottom-right 2×2 square and back: 12 moves return to the solved board.
    const loop = [5, 4, 7, 8, 5, 4, 7, 8, 5, 4, 7, 8];
    expect(applyClicks(SOLVED_BOARD, loop)).toEqual(SOLVED_BOARD);
    expect(winningClicks(loop)).toEqual([]);
    expect(winningClicks([5, 4])).toEqual([5, 8]);
  });
});
