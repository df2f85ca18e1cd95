/**
 * Scripted players of the replayed games, for tests and the replay bench: they play through the
 * same rules as the page, so their logs are real games of a seed. Not used by the product.
 */
import { createRandom, type Direction } from './common.ts';
import * as snake from './snake.ts';
import * as tetris from './tetris.ts';

const STEPS: Record<Direction, { x: number; y: number }> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

/**
 * Snake that heads for the food, never into a wall or itself when it can help it, until it has
 * `fruits` of them; then straight on into the wall. One decision a tick, as a hand would.
 */
export function playSnake(seed: number, fruits = Infinity): snake.SnakeState {
  const random = createRandom(seed);
  let state = snake.newGame(random);
  state = snake.press(state, 'right');
  while (state.status === 'playing' && state.ticks < snake.SNAKE_MAX_TICKS) {
    const head = state.snake[0]!;
    const food = state.food!;
    const safe = (d: Direction) => {
      const next = { x: head.x + STEPS[d].x, y: head.y + STEPS[d].y };
      const inside = next.x >= 0 && next.y >= 0 && next.x < snake.SNAKE_GRID && next.y < snake.SNAKE_GRID;
      return inside && !state.snake.slice(0, -1).some((p) => p.x === next.x && p.y === next.y);
    };
    const distance = (d: Direction) => Math.abs(head.x + STEPS[d].x - food.x) + Math.abs(head.y + STEPS[d].y - food.y);
    if (state.score < fruits * snake.SNAKE_FOOD_POINTS) {
      // Only turns the snake can take: a reversal would be ignored and the snake run on.
      const back = { up: 'down', down: 'up', left: 'right', right: 'left' }[state.direction];
      const choice = snake.SNAKE_INPUTS.filter((d) => d !== back && safe(d)).sort(
        (a, b) => distance(a) - distance(b),
      )[0];
      if (choice) state = snake.press(state, choice);
    }
    state = snake.tick(state, random);
  }
  return state;
}

/** How good a board is for the next pieces: lines made, then few holes, low and flat. */
function boardValue(board: tetris.Board, cleared: number): number {
  let holes = 0;
  let height = 0;
  let bumps = 0;
  let previous = -1;
  for (let x = 0; x < tetris.TETRIS_COLS; x++) {
    let top = tetris.TETRIS_ROWS;
    for (let y = 0; y < tetris.TETRIS_ROWS; y++) {
      if (board[y]![x] !== null) top = Math.min(top, y);
      else if (top < y) holes++;
    }
    const h = tetris.TETRIS_ROWS - top;
    height += h;
    if (previous >= 0) bumps += Math.abs(h - previous);
    previous = h;
  }
  return cleared * 760 - holes * 360 - height * 51 - bumps * 18;
}

/** The moves that put the falling piece at `turns` quarter turns and column `x`, then drop it. */
function placement(turns: number, x: number, from: number): tetris.TetrisInput[] {
  const shift = x - from;
  return [
    ...Array<tetris.TetrisInput>(turns).fill('up'),
    ...Array<tetris.TetrisInput>(Math.abs(shift)).fill(shift < 0 ? 'left' : 'right'),
    'drop',
  ];
}

/**
 * Tetris that tries every turn and column of each piece and keeps the best board: it clears lines
 * for a long time. Stops after `pieces` pieces by dropping straight down until the stack is full.
 * `fidget` full circles of quarter turns come before each placement: a restless hand, for the
 * longest logs a game can write.
 */
export function playTetris(seed: number, pieces = Infinity, fidget = 0): tetris.TetrisState {
  const random = createRandom(seed);
  const idle = () => 0;
  let state = tetris.newGame(random);
  for (let n = 0; state.status === 'playing'; n++) {
    const from = state.piece!.x;
    let best: { value: number; moves: tetris.TetrisInput[] } | null = null;
    for (let turns = 0; turns < 4 && n < pieces; turns++) {
      for (let x = -3; x < tetris.TETRIS_COLS; x++) {
        const moves = placement(turns, x, from);
        // The trial keeps no log: copying it for every try would cost more than the game.
        let trial: tetris.TetrisState = { ...state, log: [] };
        let refused = false;
        for (const move of moves) {
          const next = tetris.press(trial, move, idle);
          if (next === trial) refused = true;
          trial = next;
        }
        if (refused || trial.status !== 'playing') continue;
        const value = boardValue(trial.board, trial.lines - state.lines);
        if (!best || value > best.value) best = { value, moves };
      }
    }
    for (let turn = 0; turn < fidget * 4 && state.log.length < tetris.TETRIS_MAX_INPUTS - 20; turn++) {
      state = tetris.press(state, 'up', random);
    }
    for (const move of best?.moves ?? ['drop']) state = tetris.press(state, move, random);
    // Gravity runs too, as in the page: one step every few pieces.
    if (n % 3 === 0) state = tetris.tick(state, random);
  }
  return state;
}
