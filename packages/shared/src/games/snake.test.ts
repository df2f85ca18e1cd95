import { describe, expect, it } from 'vitest';
import { createRandom } from './common.ts';
import {
  GAME_OVER,
  SNAKE_FOOD_POINTS,
  SNAKE_GRID,
  SNAKE_TICK_MS,
  advance,
  isGameOver,
  newGame,
  placeFood,
  press,
  tick,
  type Point,
  type SnakeState,
} from './snake.ts';

const first = () => 0;
/** A game in progress, food far away in a corner unless given. */
function playing(snake: Point[], direction: SnakeState['direction'], food: Point | null = { x: 0, y: 14 }): SnakeState {
  return { snake, direction, queue: [], food, score: 0, status: 'playing', carryMs: 0, ticks: 0, log: [] };
}
const run = (state: SnakeState, ticks: number) => {
  for (let i = 0; i < ticks; i++) state = tick(state, first);
  return state;
};

describe('Snake constants', () => {
  it('matches the spec', () => {
    expect(SNAKE_GRID).toBe(15);
    expect(SNAKE_TICK_MS).toBe(200);
    expect(SNAKE_FOOD_POINTS).toBe(10);
    expect(GAME_OVER).toBe('Game Over');
  });
});

describe('start', () => {
  it('waits, still, for the first arrow press', () => {
    const state = newGame(createRandom(1));
    expect(state.status).toBe('ready');
    expect(state.snake).toEqual([{ x: 7, y: 7 }]);
    expect(tick(state, first)).toBe(state);
    expect(advance(state, 5000, first)).toBe(state);
  });

  it('starts moving in the direction of the first arrow', () => {
    let state = press(newGame(first), 'up');
    expect(state.status).toBe('playing');
    state = tick(state, first);
    expect(state.snake).toEqual([{ x: 7, y: 6 }]);
  });

  it('places the first food on a free cell', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const state = newGame(createRandom(seed));
      expect(state.food).not.toEqual({ x: 7, y: 7 });
      expect(state.food!.x).toBeGreaterThanOrEqual(0);
      expect(state.food!.x).toBeLessThan(15);
    }
  });
});

describe('timing', () => {
  it('steps once per 200 ms of elapsed time', () => {
    let state = press(newGame(first), 'right');
    state = advance(state, 199, first);
    expect(state.snake[0]).toEqual({ x: 7, y: 7 });
    state = advance(state, 1, first);
    expect(state.snake[0]).toEqual({ x: 8, y: 7 });
    state = advance(state, 1000, first);
    expect(state.snake[0]).toEqual({ x: 13, y: 7 });
    expect(state.carryMs).toBe(0);
  });

  it('stops spending time once the game is over', () => {
    const state = advance(press(newGame(first), 'right'), 60_000, first);
    expect(state.status).toBe('over');
    expect(state.snake[0]).toEqual({ x: 14, y: 7 });
  });
});

describe('eating', () => {
  it('gives 10 points, grows by one and places new food on a free cell', () => {
    let state = playing(
      [
        { x: 2, y: 0 },
        { x: 1, y: 0 },
        { x: 0, y: 0 },
      ],
      'right',
      { x: 3, y: 0 },
    );
    // random 0 picks the first free cell in reading order: (4,0), as the grown tail keeps (0,0).
    state = tick(state, first);
    expect(state.score).toBe(10);
    expect(state.snake).toEqual([
      { x: 3, y: 0 },
      { x: 2, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 0 },
    ]);
    expect(state.food).toEqual({ x: 4, y: 0 });
    state = tick(state, first);
    expect(state.score).toBe(20);
    expect(state.snake).toHaveLength(5);
    expect(state.food).toEqual({ x: 5, y: 0 });
    // Without food the length stays.
    state = tick(press(state, 'down'), first);
    expect(state.snake).toHaveLength(5);
    expect(state.score).toBe(20);
  });

  it('never places food on the snake', () => {
    const snake = Array.from({ length: 15 }, (_, x) => ({ x, y: 0 }));
    expect(placeFood(snake, first)).toEqual({ x: 0, y: 1 });
    const almostFull = Array.from({ length: 224 }, (_, i) => ({ x: i % 15, y: Math.floor(i / 15) }));
    expect(placeFood(almostFull, () => 0.99)).toEqual({ x: 14, y: 14 });
    expect(placeFood([...almostFull, { x: 14, y: 14 }], first)).toBeNull();
  });
});

describe('collisions', () => {
  it('hitting a wall is Game Over', () => {
    const state = tick(playing([{ x: 0, y: 5 }], 'left'), first);
    expect(isGameOver(state)).toBe(true);
    expect(state.snake).toEqual([{ x: 0, y: 5 }]);
    for (const [p, d] of [
      [{ x: 14, y: 5 }, 'right'],
      [{ x: 5, y: 0 }, 'up'],
      [{ x: 5, y: 14 }, 'down'],
    ] as const) {
      expect(tick(playing([p], d), first).status).toBe('over');
    }
    // One cell short of the wall is fine.
    expect(tick(playing([{ x: 1, y: 5 }], 'left'), first).status).toBe('playing');
  });

  it('hitting itself is Game Over', () => {
    // A 5-long snake turning into its own body.
    const snake = [
      { x: 5, y: 5 },
      { x: 6, y: 5 },
      { x: 6, y: 6 },
      { x: 5, y: 6 },
      { x: 4, y: 6 },
    ];
    const state = tick(playing(snake, 'down'), first);
    expect(state.status).toBe('over');
  });

  it('may follow its own tail into the cell it leaves', () => {
    const square = [
      { x: 5, y: 5 },
      { x: 6, y: 5 },
      { x: 6, y: 6 },
      { x: 5, y: 6 },
    ];
    const state = tick(playing(square, 'down'), first);
    expect(state.status).toBe('playing');
    expect(state.snake[0]).toEqual({ x: 5, y: 6 });
  });

  it('ignores presses and ticks after Game Over', () => {
    const over = tick(playing([{ x: 0, y: 0 }], 'up'), first);
    expect(press(over, 'down')).toBe(over);
    expect(tick(over, first)).toBe(over);
  });
});

describe('no reversal', () => {
  const long = () =>
    playing(
      [
        { x: 5, y: 5 },
        { x: 4, y: 5 },
        { x: 3, y: 5 },
      ],
      'right',
    );

  it('ignores the opposite direction', () => {
    const state = press(long(), 'left');
    expect(state.queue).toEqual([]);
    expect(tick(state, first).snake[0]).toEqual({ x: 6, y: 5 });
  });

  it('turns twice on two quick presses within one tick instead of reversing', () => {
    // Moving right, up then left before the next tick: a single "current direction" would take
    // left as the new direction and bite back; the queue turns up, then left.
    let state = press(press(long(), 'up'), 'left');
    expect(state.queue).toEqual(['up', 'left']);
    state = tick(state, first);
    expect(state.snake[0]).toEqual({ x: 5, y: 4 });
    state = tick(state, first);
    expect(state.snake[0]).toEqual({ x: 4, y: 4 });
    expect(state.status).toBe('playing');
    expect(state.direction).toBe('left');
  });

  it('checks a press against the last queued turn', () => {
    // right, then up queued: down would reverse up, so it is ignored.
    const state = press(press(long(), 'up'), 'down');
    expect(state.queue).toEqual(['up']);
    expect(run(state, 1).snake[0]).toEqual({ x: 5, y: 4 });
  });

  it('ignores repeats and keeps at most two turns', () => {
    let state = press(long(), 'right');
    expect(state.queue).toEqual([]);
    state = press(press(press(state, 'up'), 'left'), 'down');
    expect(state.queue).toEqual(['up', 'left']);
  });
});
