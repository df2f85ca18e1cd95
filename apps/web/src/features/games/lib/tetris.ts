/** Tetris: 10×20 board, the 7 tetrominoes, gravity every 500 ms, 100 points per line (spec 2-hub §4, §9). */
import type { Direction, Random } from './shared';

export const TETRIS_COLS = 10;
export const TETRIS_ROWS = 20;
export const TETRIS_TICK_MS = 500;
export const TETRIS_LINE_POINTS = 100;
export const GAME_OVER = 'Game Over';

export const PIECE_KINDS = ['I', 'O', 'T', 'S', 'Z', 'J', 'L'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

/** Each shape in its smallest box, spawn orientation; 1 marks a block. */
export const SHAPES: Record<PieceKind, readonly (readonly number[])[]> = {
  I: [[1, 1, 1, 1]],
  O: [
    [1, 1],
    [1, 1],
  ],
  T: [
    [0, 1, 0],
    [1, 1, 1],
  ],
  S: [
    [0, 1, 1],
    [1, 1, 0],
  ],
  Z: [
    [1, 1, 0],
    [0, 1, 1],
  ],
  J: [
    [1, 0, 0],
    [1, 1, 1],
  ],
  L: [
    [0, 0, 1],
    [1, 1, 1],
  ],
};

/** A cell holds the kind of the piece locked there (the UI colours by kind), or null. */
export type Cell = PieceKind | null;
/** Rows top to bottom, TETRIS_COLS cells each. */
export type Board = readonly (readonly Cell[])[];
export type Piece = {
  readonly kind: PieceKind;
  readonly shape: readonly (readonly number[])[];
  readonly x: number;
  readonly y: number;
};
export type TetrisStatus = 'playing' | 'over';
export type TetrisState = {
  readonly board: Board;
  /** null once the game is over (the next piece found no room). */
  readonly piece: Piece | null;
  readonly next: PieceKind;
  readonly score: number;
  readonly lines: number;
  readonly status: TetrisStatus;
  /** Time not yet spent on a gravity step, so the game is a pure function of elapsed time. */
  readonly carryMs: number;
};

export function emptyBoard(): Board {
  return Array.from({ length: TETRIS_ROWS }, () => Array<Cell>(TETRIS_COLS).fill(null));
}

export function randomKind(random: Random): PieceKind {
  return PIECE_KINDS[Math.floor(random() * PIECE_KINDS.length)]!;
}

/** A new piece, centred on the top row. */
export function spawn(kind: PieceKind): Piece {
  const shape = SHAPES[kind];
  return { kind, shape, x: Math.floor((TETRIS_COLS - shape[0]!.length) / 2), y: 0 };
}

/** The board cells a piece covers. */
export function cellsOf(piece: Piece): { x: number; y: number }[] {
  const cells: { x: number; y: number }[] = [];
  piece.shape.forEach((row, r) =>
    row.forEach((block, c) => {
      if (block) cells.push({ x: piece.x + c, y: piece.y + r });
    }),
  );
  return cells;
}

/** True when the piece lies inside the board on empty cells. */
export function fits(board: Board, piece: Piece): boolean {
  return cellsOf(piece).every(
    ({ x, y }) => x >= 0 && x < TETRIS_COLS && y >= 0 && y < TETRIS_ROWS && board[y]![x] === null,
  );
}

/** Clockwise quarter turn of a shape matrix. */
export function rotateShape(shape: readonly (readonly number[])[]): number[][] {
  const rows = shape.length;
  const cols = shape[0]!.length;
  return Array.from({ length: cols }, (_, r) => Array.from({ length: rows }, (_, c) => shape[rows - 1 - c]![r]!));
}

export function newGame(random: Random): TetrisState {
  const piece = spawn(randomKind(random));
  return { board: emptyBoard(), piece, next: randomKind(random), score: 0, lines: 0, status: 'playing', carryMs: 0 };
}

/** Left or right by one column, refused when blocked. */
export function shift(state: TetrisState, dx: -1 | 1): TetrisState {
  if (state.status !== 'playing' || !state.piece) return state;
  const moved = { ...state.piece, x: state.piece.x + dx };
  return fits(state.board, moved) ? { ...state, piece: moved } : state;
}

/**
 * Horizontal nudges tried, in order, when a turned piece does not fit where it is. The turn keeps
 * the top-left corner, so a piece grows rightwards: -3 lets an upright I against the right wall lie down.
 */
export const WALL_KICKS = [0, -1, 1, -2, 2, -3] as const;

/** A clockwise turn; against a wall or a stack the piece is nudged sideways, else the turn is refused. */
export function rotate(state: TetrisState): TetrisState {
  if (state.status !== 'playing' || !state.piece) return state;
  const shape = rotateShape(state.piece.shape);
  for (const dx of WALL_KICKS) {
    const turned = { ...state.piece, shape, x: state.piece.x + dx };
    if (fits(state.board, turned)) return { ...state, piece: turned };
  }
  return state;
}

/** Full rows removed, the rows above shifted down, empty rows added on top. */
export function clearLines(board: Board): { board: Board; cleared: number } {
  const kept = board.filter((row) => row.some((cell) => cell === null));
  const cleared = TETRIS_ROWS - kept.length;
  const fresh = Array.from({ length: cleared }, () => Array<Cell>(TETRIS_COLS).fill(null));
  return { board: [...fresh, ...kept], cleared };
}

function lock(state: TetrisState, piece: Piece, random: Random): TetrisState {
  const merged = state.board.map((row) => [...row]);
  for (const { x, y } of cellsOf(piece)) merged[y]![x] = piece.kind;
  const { board, cleared } = clearLines(merged);
  const score = state.score + cleared * TETRIS_LINE_POINTS;
  const lines = state.lines + cleared;
  const nextPiece = spawn(state.next);
  if (!fits(board, nextPiece)) return { ...state, board, piece: null, score, lines, status: 'over' };
  return { ...state, board, piece: nextPiece, next: randomKind(random), score, lines };
}

/** One row down; a piece that cannot fall locks, lines clear, and the next piece enters. */
export function softDrop(state: TetrisState, random: Random): TetrisState {
  if (state.status !== 'playing' || !state.piece) return state;
  const moved = { ...state.piece, y: state.piece.y + 1 };
  return fits(state.board, moved) ? { ...state, piece: moved } : lock(state, state.piece, random);
}

/** Gravity is a drop by one row. */
export const tick = softDrop;

/** Straight down, then locked. */
export function hardDrop(state: TetrisState, random: Random): TetrisState {
  if (state.status !== 'playing' || !state.piece) return state;
  let piece = state.piece;
  while (fits(state.board, { ...piece, y: piece.y + 1 })) piece = { ...piece, y: piece.y + 1 };
  return lock(state, piece, random);
}

/** Arrow keys and swipes: left and right move, down drops a row, up turns. */
export function press(state: TetrisState, direction: Direction, random: Random): TetrisState {
  if (direction === 'left') return shift(state, -1);
  if (direction === 'right') return shift(state, 1);
  if (direction === 'down') return softDrop(state, random);
  return rotate(state);
}

/** Spends elapsed time: one gravity step per full 500 ms, the remainder kept for the next call. */
export function advance(state: TetrisState, elapsedMs: number, random: Random): TetrisState {
  if (state.status !== 'playing') return state;
  let next: TetrisState = { ...state, carryMs: state.carryMs + elapsedMs };
  while (next.status === 'playing' && next.carryMs >= TETRIS_TICK_MS) {
    next = { ...tick(next, random), carryMs: next.carryMs - TETRIS_TICK_MS };
  }
  return next;
}

/** The board as drawn: locked cells plus the falling piece. */
export function visibleBoard(state: TetrisState): Board {
  if (!state.piece) return state.board;
  const rows = state.board.map((row) => [...row]);
  for (const { x, y } of cellsOf(state.piece)) rows[y]![x] = state.piece.kind;
  return rows;
}
