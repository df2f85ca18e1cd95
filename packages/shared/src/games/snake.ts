/**
 * Snake: 15×15 grid, one step every 200 ms, 10 points per food (spec 2-hub §4, §9). The same rules
 * run in the browser and on the server, which replays a resident's logged turns from the play's seed
 * and scores the game itself (issue 36 point 9).
 */
import type { Direction, LoggedInput, Random } from './common.ts';
import { createRandom } from './common.ts';

export const SNAKE_GRID = 15;
export const SNAKE_TICK_MS = 200;
export const SNAKE_FOOD_POINTS = 10;
export const GAME_OVER = 'Game Over';
/** Turns kept for the next ticks, so two quick presses within one tick both count. */
export const SNAKE_MAX_QUEUED_TURNS = 2;
/** A logged turn's code is its index here. */
export const SNAKE_INPUTS: readonly Direction[] = ['up', 'down', 'left', 'right'];

export type Point = { readonly x: number; readonly y: number };
/** ready: waiting for the first arrow; over: Game Over. */
export type SnakeStatus = 'ready' | 'playing' | 'over';
export type SnakeState = {
  /** Head first. */
  readonly snake: readonly Point[];
  readonly direction: Direction;
  readonly queue: readonly Direction[];
  readonly food: Point | null;
  readonly score: number;
  readonly status: SnakeStatus;
  /** Time not yet spent on a tick, so the game is a pure function of elapsed time. */
  readonly carryMs: number;
  /** Steps since the first arrow: the clock of the input log. */
  readonly ticks: number;
  /** Every press that changed the game, with the tick it came at: what the server replays. */
  readonly log: readonly LoggedInput[];
};

const STEP: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};
const OPPOSITE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };

const same = (a: Point, b: Point) => a.x === b.x && a.y === b.y;
const inside = (p: Point) => p.x >= 0 && p.x < SNAKE_GRID && p.y >= 0 && p.y < SNAKE_GRID;

/** A random free cell, or null when the snake fills the grid. */
export function placeFood(snake: readonly Point[], random: Random): Point | null {
  const taken = new Set(snake.map((p) => p.y * SNAKE_GRID + p.x));
  const free: Point[] = [];
  for (let y = 0; y < SNAKE_GRID; y++) {
    for (let x = 0; x < SNAKE_GRID; x++) if (!taken.has(y * SNAKE_GRID + x)) free.push({ x, y });
  }
  return free[Math.floor(random() * free.length)] ?? null;
}

/** A one-cell snake in the middle, still, until the first arrow. */
export function newGame(random: Random): SnakeState {
  const middle = Math.floor(SNAKE_GRID / 2);
  const snake = [{ x: middle, y: middle }];
  return {
    snake,
    direction: 'right',
    queue: [],
    food: placeFood(snake, random),
    score: 0,
    status: 'ready',
    carryMs: 0,
    ticks: 0,
    log: [],
  };
}

const logged = (state: SnakeState, direction: Direction): readonly LoggedInput[] => [
  ...state.log,
  [state.ticks, SNAKE_INPUTS.indexOf(direction)],
];

/**
 * An arrow press. The first one starts the game in that direction. Later ones are queued, each
 * checked against the direction the snake will have when it applies: a reversal (or a repeat) is
 * ignored, so right then up-and-left within one tick turns twice instead of biting back. A press
 * that changes nothing returns the same state and is not logged.
 */
export function press(state: SnakeState, direction: Direction): SnakeState {
  if (state.status === 'over') return state;
  if (state.status === 'ready') {
    return { ...state, direction, queue: [], status: 'playing', carryMs: 0, log: logged(state, direction) };
  }
  const planned = state.queue.at(-1) ?? state.direction;
  if (direction === planned || direction === OPPOSITE[planned]) return state;
  if (state.queue.length >= SNAKE_MAX_QUEUED_TURNS) return state;
  return { ...state, queue: [...state.queue, direction], log: logged(state, direction) };
}

/** One step: move, eat (grow by one, +10, new food) or hit a wall or itself (Game Over). */
export function tick(state: SnakeState, random: Random): SnakeState {
  if (state.status !== 'playing') return state;
  const [turn, ...queue] = state.queue;
  const direction = turn ?? state.direction;
  const head = state.snake[0]!;
  const next = { x: head.x + STEP[direction].x, y: head.y + STEP[direction].y };
  const eats = state.food !== null && same(next, state.food);
  const ticks = state.ticks + 1;
  // The tail leaves its cell on this step unless the snake grows, so the head may enter it.
  const body = eats ? state.snake : state.snake.slice(0, -1);
  if (!inside(next) || body.some((p) => same(p, next))) return { ...state, direction, queue, ticks, status: 'over' };
  const snake = [next, ...body];
  if (!eats) return { ...state, snake, direction, queue, ticks };
  const food = placeFood(snake, random);
  // A snake that fills the grid has nowhere left to go: the game ends there.
  return {
    ...state,
    snake,
    direction,
    queue,
    ticks,
    food,
    score: state.score + SNAKE_FOOD_POINTS,
    status: food ? 'playing' : 'over',
  };
}

/** Spends elapsed time: one tick per full 200 ms, the remainder kept for the next call. */
export function advance(state: SnakeState, elapsedMs: number, random: Random): SnakeState {
  if (state.status !== 'playing') return state;
  let next: SnakeState = { ...state, carryMs: state.carryMs + elapsedMs };
  while (next.status === 'playing' && next.carryMs >= SNAKE_TICK_MS) {
    next = { ...tick(next, random), carryMs: next.carryMs - SNAKE_TICK_MS };
  }
  return next;
}

export function isGameOver(state: SnakeState): boolean {
  return state.status === 'over';
}

/** The longest game the server replays: a play can be scored for 3 hours. */
export const SNAKE_MAX_TICKS = (3 * 60 * 60 * 1000) / SNAKE_TICK_MS;
/** At most two turns a tick, and most ticks have none: a real game logs far fewer. */
export const SNAKE_MAX_INPUTS = 20_000;

/** What a replay found: the game's points and how many steps (so how long) it lasted. */
export type Replayed = { score: number; ticks: number };

/**
 * The game the log plays from the seed, run to its end (with no more turns the snake meets a wall
 * within 15 steps): null when the log is not one this game can have written (out of order, an
 * input that changes nothing or comes after the end, a first arrow after tick 0, or no input).
 */
export function replaySnake(seed: number, log: readonly LoggedInput[]): Replayed | null {
  const random = createRandom(seed);
  let state = newGame(random);
  for (const [at, code] of log) {
    const direction = SNAKE_INPUTS[code];
    if (!direction || at < state.ticks || at > SNAKE_MAX_TICKS) return null;
    while (state.status === 'playing' && state.ticks < at) state = tick(state, random);
    if (state.status !== 'playing' && (state.status !== 'ready' || at !== 0)) return null;
    const next = press(state, direction);
    if (next === state) return null;
    // The replay needs no log of its own: dropping it keeps a long log linear to replay.
    state = { ...next, log: [] };
  }
  if (state.status !== 'playing') return null;
  while (state.status === 'playing') state = tick(state, random);
  return { score: state.score, ticks: state.ticks };
}
