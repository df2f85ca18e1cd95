/**
 * Tetris: 10×20 board, the 7 tetrominoes, gravity every 500 ms, 100 points per line (spec 2-hub §4,
 * §9). The same rules run in the browser and on the server, which replays a resident's logged moves
 * from the play's seed and scores the game itself (issue 36 point 9).
 */
import type { Direction, LoggedInput, Random } from './common.ts';
import { createRandom } from './common.ts';

export const TETRIS_COLS = 10;
export const TETRIS_ROWS = 20;
export const TETRIS_TICK_MS = 500;
export const TETRIS_LINE_POINTS = 100;
export const GAME_OVER = 'Game Over';
/** A move: an arrow (up turns, down drops a row) or the hard drop; a logged move's code is its index. */
export type TetrisInput = Direction | 'drop';
export const TETRIS_INPUTS: readonly TetrisInput[] = ['up', 'down', 'left', 'right', 'drop'];

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
  /** Gravity steps so far: the clock of the input log. */
  readonly ticks: number;
  /** Every move that changed the game, with the tick it came at: what the server replays. */
  readonly log: readonly LoggedInput[];
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
  return {
    board: emptyBoard(),
    piece,
    next: randomKind(random),
    score: 0,
    lines: 0,
    status: 'playing',
    carryMs: 0,
    ticks: 0,
    log: [],
  };
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

/** Gravity is a drop by one row, and one step of the log's clock. */
export function tick(state: TetrisState, random: Random): TetrisState {
  if (state.status !== 'playing') return state;
  return { ...softDrop(state, random), ticks: state.ticks + 1 };
}

/** Straight down, then locked. */
export function hardDrop(state: TetrisState, random: Random): TetrisState {
  if (state.status !== 'playing' || !state.piece) return state;
  let piece = state.piece;
  while (fits(state.board, { ...piece, y: piece.y + 1 })) piece = { ...piece, y: piece.y + 1 };
  return lock(state, piece, random);
}

function move(state: TetrisState, input: TetrisInput, random: Random): TetrisState {
  if (input === 'left') return shift(state, -1);
  if (input === 'right') return shift(state, 1);
  if (input === 'down') return softDrop(state, random);
  if (input === 'drop') return hardDrop(state, random);
  return rotate(state);
}

/**
 * Arrow keys, Space and swipes: left and right move, down drops a row, up turns, drop goes straight
 * down. A move that changes the game is logged with its tick; a refused one returns the same state.
 */
export function press(state: TetrisState, input: TetrisInput, random: Random): TetrisState {
  const next = move(state, input, random);
  if (next === state) return state;
  return { ...next, log: [...state.log, [state.ticks, TETRIS_INPUTS.indexOf(input)]] };
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

/** The longest game the server replays: a play can be scored for 3 hours. */
export const TETRIS_MAX_TICKS = (3 * 60 * 60 * 1000) / TETRIS_TICK_MS;
/** A piece takes a handful of moves: far more than any game of 3 hours logs. */
export const TETRIS_MAX_INPUTS = 30_000;
/** With no more moves the stack reaches the top: 20 rows of at most 20 steps a piece is plenty. */
const TETRIS_MAX_IDLE_TICKS = TETRIS_ROWS * TETRIS_COLS * TETRIS_ROWS;

/**
 * The game the log plays from the seed, run to its end (with no more moves the pieces pile up to the
 * top): null when the log is not one this game can have written (out of order, a move that changes
 * nothing or comes after the end).
 */
export function replayTetris(seed: number, log: readonly LoggedInput[]): { score: number; ticks: number } | null {
  const random = createRandom(seed);
  let state = newGame(random);
  for (const [at, code] of log) {
    const input = TETRIS_INPUTS[code];
    if (!input || at < state.ticks || at > TETRIS_MAX_TICKS) return null;
    while (state.status === 'playing' && state.ticks < at) state = tick(state, random);
    const next = press(state, input, random);
    if (next === state) return null;
    // The replay needs no log of its own: dropping it keeps a long log linear to replay.
    state = { ...next, log: [] };
  }
  const end = state.ticks + TETRIS_MAX_IDLE_TICKS;
  while (state.status === 'playing' && state.ticks < end) state = tick(state, random);
  return state.status === 'over' ? { score: state.score, ticks: state.ticks } : null;
}
