import { describe, expect, it } from 'vitest';
import {
  replayTicTacToe,
  WINNING_LINES,
  createTicTacToe,
  findWinningLine,
  isOver,
  play,
  resetTicTacToe,
  type TicTacToeState,
} from './tic-tac-toe.ts';

const playAll = (moves: number[], state: TicTacToeState = createTicTacToe()) => moves.reduce(play, state);

describe('tic-tac-toe', () => {
  it('starts with an empty 3×3 board and X to play', () => {
    const state = createTicTacToe();
    expect(state.board).toEqual(Array(9).fill(null));
    expect(state.next).toBe('X');
    expect(state.winner).toBeNull();
    expect(state.draw).toBe(false);
    expect(isOver(state)).toBe(false);
  });

  it('alternates X then O', () => {
    const state = playAll([4, 0, 8]);
    expect(state.board).toEqual(['O', null, null, null, 'X', null, null, null, 'X']);
    expect(state.next).toBe('O');
  });

  it('leaves the previous state untouched', () => {
    const before = createTicTacToe();
    play(before, 4);
    expect(before.board[4]).toBeNull();
  });

  it('refuses a move on an occupied cell, keeping the turn', () => {
    const state = playAll([4]);
    expect(play(state, 4)).toBe(state);
    expect(state.next).toBe('O');
  });

  it('refuses a cell off the board', () => {
    const state = createTicTacToe();
    expect(play(state, 9)).toBe(state);
    expect(play(state, -1)).toBe(state);
    expect(play(state, 1.5)).toBe(state);
  });

  it('knows the 8 lines', () => {
    expect(WINNING_LINES).toHaveLength(8);
  });

  it.each(WINNING_LINES.map((line) => [line]))('X wins on the line %j', (line) => {
    // O plays the first cells outside the line that do not themselves make a line for O.
    const others = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => !line.includes(i));
    const moves = [line[0], others[0]!, line[1], others[1]!, line[2]];
    const state = playAll(moves);
    expect(state.winner).toBe('X');
    expect(state.winningLine).toEqual(line);
    expect(state.draw).toBe(false);
    expect(isOver(state)).toBe(true);
  });

  it('lets O win too', () => {
    // X: 0, 1, 8 — O: 3, 4, 5 (middle row).
    const state = playAll([0, 3, 1, 4, 8, 5]);
    expect(state.winner).toBe('O');
    expect(state.winningLine).toEqual([3, 4, 5]);
  });

  it('refuses any move after a win', () => {
    const won = playAll([0, 3, 1, 4, 2]);
    expect(won.winner).toBe('X');
    expect(play(won, 8)).toBe(won);
  });

  it('ends in a draw when the board is full without a winner', () => {
    // X O X / X O O / O X X
    const state = playAll([0, 1, 2, 4, 3, 5, 7, 6, 8]);
    expect(state.board.every((cell) => cell !== null)).toBe(true);
    expect(state.winner).toBeNull();
    expect(state.winningLine).toBeNull();
    expect(state.draw).toBe(true);
    expect(isOver(state)).toBe(true);
  });

  it('counts a win on the last cell as a win, not a draw', () => {
    // X O X / O X O / O X X: the ninth move fills the board and closes the diagonal 0-4-8.
    const state = playAll([0, 1, 2, 3, 4, 5, 7, 6, 8]);
    expect(state.board.every((cell) => cell !== null)).toBe(true);
    expect(state.winner).toBe('X');
    expect(state.draw).toBe(false);
  });

  it('finds no winner on a board without a line', () => {
    expect(findWinningLine(['X', 'O', 'X', null, null, null, null, null, null])).toBeNull();
  });

  it('resets to a fresh game', () => {
    expect(resetTicTacToe()).toEqual(createTicTacToe());
  });
});

describe('Morpion replay (issue 36 point 9)', () => {
  it('gives the moves of the won game the page played', () => {
    const cells = [0, 3, 1, 4, 2];
    const played = cells.reduce(play, createTicTacToe());
    expect(played.moves).toEqual(cells);
    expect(replayTicTacToe(played.moves)).toBe(5);
    expect(replayTicTacToe([0, 3, 1, 4, 8, 5])).toBe(6);
  });

  it('refuses cells that are no won game: unfinished, a cell taken twice, a move after the win, a draw', () => {
    expect(replayTicTacToe([])).toBeNull();
    expect(replayTicTacToe([0, 3, 1, 4])).toBeNull();
    expect(replayTicTacToe([0, 0, 1, 4, 2])).toBeNull();
    expect(replayTicTacToe([0, 3, 1, 4, 2, 5])).toBeNull();
    expect(replayTicTacToe([0, 1, 2, 4, 3, 5, 7, 6, 8])).toBeNull();
  });
});
