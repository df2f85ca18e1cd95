/**
 * Morpion (noughts and crosses) for two players on one screen. The same rules on both sides: the
 * server replays the cells played and records the moves of a won game only (issue 36 point 9).
 */

export type Player = 'X' | 'O';
export type Cell = Player | null;

export type TicTacToeState = {
  /** Nine cells, row by row: index = row * 3 + column. */
  readonly board: readonly Cell[];
  /** Whose turn it is; stays on the last mover once the game has ended. */
  readonly next: Player;
  readonly winner: Player | null;
  /** The three cell indexes of the winning line, for the UI to highlight. */
  readonly winningLine: readonly [number, number, number] | null;
  /** Full board without a winner. */
  readonly draw: boolean;
  /** The cells played, in order: what the server replays. */
  readonly moves: readonly number[];
};

export const BOARD_SIZE = 3;

/** The 8 lines: three rows, three columns, two diagonals. */
export const WINNING_LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** A fresh game: empty board, X plays first. Also the reset. */
export function createTicTacToe(): TicTacToeState {
  return {
    board: Array.from({ length: BOARD_SIZE * BOARD_SIZE }, () => null),
    next: 'X',
    winner: null,
    winningLine: null,
    draw: false,
    moves: [],
  };
}

export const resetTicTacToe = createTicTacToe;

export function findWinningLine(
  board: readonly Cell[],
): { player: Player; line: readonly [number, number, number] } | null {
  for (const line of WINNING_LINES) {
    const [a, b, c] = line;
    const player = board[a];
    if (player && player === board[b] && player === board[c]) return { player, line };
  }
  return null;
}

export function isOver(state: TicTacToeState): boolean {
  return state.winner !== null || state.draw;
}

/** The current player takes a cell; an occupied cell, a cell off the board or an ended game changes nothing. */
export function play(state: TicTacToeState, index: number): TicTacToeState {
  if (isOver(state) || !Number.isInteger(index) || state.board[index] !== null) return state;

  const board = state.board.map((cell, i) => (i === index ? state.next : cell));
  const moves = [...state.moves, index];
  const won = findWinningLine(board);
  if (won) return { board, next: state.next, winner: won.player, winningLine: won.line, draw: false, moves };

  const draw = board.every((cell) => cell !== null);
  return {
    board,
    next: draw ? state.next : state.next === 'X' ? 'O' : 'X',
    winner: null,
    winningLine: null,
    draw,
    moves,
  };
}

/** The moves of the won game the cells play, or null when they are not one (a refused cell, no win). */
export function replayTicTacToe(cells: readonly number[]): number | null {
  let state = createTicTacToe();
  for (const cell of cells) {
    const next = play(state, cell);
    if (next === state) return null;
    state = next;
  }
  return state.winner ? state.moves.length : null;
}
