import { describe, expect, it } from 'vitest';
import { createRandom } from './common.ts';
import {
  GAME_OVER,
  PIECE_KINDS,
  SHAPES,
  TETRIS_COLS,
  TETRIS_LINE_POINTS,
  TETRIS_ROWS,
  TETRIS_TICK_MS,
  advance,
  cellsOf,
  clearLines,
  emptyBoard,
  hardDrop,
  newGame,
  press,
  rotate,
  rotateShape,
  shift,
  softDrop,
  spawn,
  tick,
  visibleBoard,
  type Board,
  type Cell,
  type Piece,
  type PieceKind,
  type TetrisState,
} from './tetris.ts';

/** Random that always draws the given kind. */
const always = (kind: PieceKind) => () => PIECE_KINDS.indexOf(kind) / PIECE_KINDS.length;

/** A board from text rows (bottom rows given, '#' locked, '.' empty), padded with empty rows on top. */
function board(...rows: string[]): Board {
  const filled = rows.map((row) => [...row].map((ch): Cell => (ch === '#' ? 'O' : null)));
  return [...emptyBoard().slice(0, TETRIS_ROWS - rows.length), ...filled];
}
function game(piece: Piece, b: Board = emptyBoard(), next: PieceKind = 'T'): TetrisState {
  return { board: b, piece, next, score: 0, lines: 0, status: 'playing', carryMs: 0, ticks: 0, log: [] };
}
const at = (kind: PieceKind, x: number, y: number, turns = 0): Piece => {
  let shape = SHAPES[kind];
  for (let i = 0; i < turns; i++) shape = rotateShape(shape);
  return { kind, shape, x, y };
};

describe('Tetris constants', () => {
  it('matches the spec', () => {
    expect(TETRIS_COLS).toBe(10);
    expect(TETRIS_ROWS).toBe(20);
    expect(TETRIS_TICK_MS).toBe(500);
    expect(TETRIS_LINE_POINTS).toBe(100);
    expect(GAME_OVER).toBe('Game Over');
    expect(emptyBoard()).toHaveLength(20);
    expect(emptyBoard().every((row) => row.length === 10)).toBe(true);
  });

  it('has the 7 tetrominoes, four blocks each, all different', () => {
    expect([...PIECE_KINDS].sort()).toEqual(['I', 'J', 'L', 'O', 'S', 'T', 'Z']);
    const keys = PIECE_KINDS.map((kind) => {
      expect(cellsOf(spawn(kind))).toHaveLength(4);
      return JSON.stringify(SHAPES[kind]);
    });
    expect(new Set(keys).size).toBe(7);
  });
});

describe('pieces', () => {
  it('enter centred on the top row', () => {
    expect(spawn('I')).toMatchObject({ x: 3, y: 0 });
    expect(spawn('O')).toMatchObject({ x: 4, y: 0 });
    expect(spawn('T')).toMatchObject({ x: 3, y: 0 });
  });

  it('come from the injected random, the next one shown in advance', () => {
    const state = newGame(always('S'));
    expect(state.piece!.kind).toBe('S');
    expect(state.next).toBe('S');
    const seeded = newGame(createRandom(4));
    expect(newGame(createRandom(4))).toEqual(seeded);
    expect(newGame(() => 0.999).piece!.kind).toBe('L');
  });
});

describe('gravity', () => {
  it('drops the piece one row per 500 ms of elapsed time', () => {
    let state = newGame(always('O'));
    state = advance(state, 499, always('O'));
    expect(state.piece!.y).toBe(0);
    state = advance(state, 1, always('O'));
    expect(state.piece!.y).toBe(1);
    state = advance(state, 2000, always('O'));
    expect(state.piece!.y).toBe(5);
    expect(tick(state, always('O')).piece!.y).toBe(6);
  });
});

describe('moves', () => {
  it('left, right and down by one, refused at the walls', () => {
    let state = game(at('O', 0, 0));
    expect(shift(state, -1)).toBe(state);
    state = shift(state, 1);
    expect(state.piece!.x).toBe(1);
    expect(shift(game(at('O', 8, 0)), 1).piece!.x).toBe(8);
    expect(press(state, 'down', always('T')).piece!.y).toBe(1);
    expect(press(state, 'left', always('T')).piece!.x).toBe(0);
    expect(press(state, 'right', always('T')).piece!.x).toBe(2);
  });

  it('refused into locked blocks', () => {
    const b = board('#.........');
    const state = game(at('O', 1, 18), b);
    expect(shift(state, -1)).toBe(state);
  });
});

describe('rotation', () => {
  it('turns clockwise and comes back after four turns', () => {
    expect(rotateShape(SHAPES.T)).toEqual([
      [1, 0],
      [1, 1],
      [1, 0],
    ]);
    expect(rotateShape(SHAPES.I)).toEqual([[1], [1], [1], [1]]);
    for (const kind of PIECE_KINDS) {
      const shape = [0, 1, 2, 3].reduce((s) => rotateShape(s), SHAPES[kind] as readonly (readonly number[])[]);
      expect(shape).toEqual(SHAPES[kind]);
    }
    expect(press(game(at('T', 4, 5)), 'up', always('T')).piece!.shape).toEqual(rotateShape(SHAPES.T));
  });

  it('kicks off the right wall', () => {
    // An upright I in the last column lies down three columns to the left.
    const state = rotate(game(at('I', 9, 5, 1)));
    expect(state.piece).toMatchObject({ x: 6, y: 5, shape: SHAPES.I });
    // A T turned upright at the right wall comes back flat, one column in.
    expect(rotate(game(at('T', 8, 5, 3))).piece).toMatchObject({ x: 7 });
  });

  it('is refused when no nudge makes room', () => {
    // An upright I in a one-wide well: lying down would cross the walls of the well.
    const well = board(...Array.from({ length: 6 }, () => '####.#####'));
    const state = game(at('I', 4, 14, 1), well);
    expect(rotate(state)).toBe(state);
  });
});

describe('locking and lines', () => {
  it('locks a piece that cannot fall and brings in the next one', () => {
    let state = game(at('O', 0, 18), emptyBoard(), 'L');
    state = tick(state, always('Z'));
    expect(state.board[18]!.slice(0, 3)).toEqual(['O', 'O', null]);
    expect(state.board[19]!.slice(0, 3)).toEqual(['O', 'O', null]);
    expect(state.piece).toEqual(spawn('L'));
    expect(state.next).toBe('Z');
    expect(state.score).toBe(0);
  });

  it('a soft drop on the stack locks too', () => {
    const state = softDrop(game(at('O', 0, 17), board('#.........')), always('T'));
    expect(state.board[17]![0]).toBe('O');
    expect(state.piece).toEqual(spawn('T'));
  });

  it('clears a full line for 100 points and shifts the rows above down', () => {
    const b = board('#.........', '....######');
    // An I lying on the gap of the bottom row fills it.
    const state = tick(game(at('I', 0, 19), b), always('T'));
    expect(state.score).toBe(100);
    expect(state.lines).toBe(1);
    // The lone block that sat on row 18 is now on row 19; nothing above.
    expect(state.board[19]).toEqual(['O', null, null, null, null, null, null, null, null, null]);
    expect(state.board[18]!.every((cell) => cell === null)).toBe(true);
  });

  it('scores 100 per line for several lines at once', () => {
    const four = board(...Array.from({ length: 4 }, () => '#########.'));
    const state = hardDrop(game(at('I', 9, 0, 1), four), always('T'));
    expect(state.lines).toBe(4);
    expect(state.score).toBe(400);
    expect(state.board.every((row) => row.every((cell) => cell === null))).toBe(true);
  });

  it('clearLines keeps the other rows in order', () => {
    const b = board('#.........', '##########', '.#........', '##########');
    const { board: after, cleared } = clearLines(b);
    expect(cleared).toBe(2);
    expect(after[19]![1]).toBe('O');
    expect(after[18]![0]).toBe('O');
    expect(after[17]!.every((c) => c === null)).toBe(true);
  });

  it('hard drop goes straight to the stack', () => {
    const state = hardDrop(game(at('O', 4, 0), board('....#.....')), always('T'));
    expect(state.board[18]!.slice(4, 6)).toEqual(['O', 'O']);
    expect(state.board[17]!.slice(4, 6)).toEqual(['O', 'O']);
  });
});

describe('Game Over', () => {
  it('comes when the new piece cannot be placed', () => {
    // A stack reaching row 1 in the middle: the next O has no room on rows 0–1.
    const tall = board(...Array.from({ length: 19 }, () => '....#.....'));
    let state = game(at('I', 0, 0, 1), tall, 'O');
    state = hardDrop(state, always('T'));
    expect(state.status).toBe('over');
    expect(state.piece).toBeNull();
    expect(press(state, 'left', always('T'))).toBe(state);
    expect(advance(state, 5000, always('T'))).toBe(state);
  });

  it('does not come while the new piece still fits', () => {
    const tall = board(...Array.from({ length: 18 }, () => '....#.....'));
    const state = hardDrop(game(at('I', 0, 0, 1), tall, 'O'), always('T'));
    expect(state.status).toBe('playing');
  });
});

describe('visibleBoard', () => {
  it('draws the falling piece over the locked cells', () => {
    const state = game(at('T', 0, 0), board('#.........'));
    const drawn = visibleBoard(state);
    expect(drawn[0]!.slice(0, 3)).toEqual([null, 'T', null]);
    expect(drawn[1]!.slice(0, 3)).toEqual(['T', 'T', 'T']);
    expect(drawn[19]![0]).toBe('O');
    expect(state.board[0]![1]).toBeNull();
  });
});
