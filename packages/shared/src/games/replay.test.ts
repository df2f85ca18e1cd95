import { describe, expect, it } from 'vitest';
import { createRandom, type Direction, type LoggedInput } from './common.ts';
import * as players from './players.ts';
import * as snake from './snake.ts';
import * as tetris from './tetris.ts';

const ARROWS: Direction[] = ['up', 'down', 'left', 'right'];

/**
 * A game as the page plays it: the loop's uneven elapsed times (the browser's timers) and presses
 * in between, drawn from `moves`; the page's random is the play's seed, as on the server.
 */
function playSnake(seed: number, moves: number): snake.SnakeState {
  const random = createRandom(seed);
  const hand = createRandom(seed + 1);
  let state = snake.press(snake.newGame(random), 'left');
  for (let n = 0; n < 5000 && state.status !== 'over'; n++) {
    state = snake.advance(state, Math.floor(hand() * 120), random);
    if (n < moves && hand() < 0.3) state = snake.press(state, ARROWS[Math.floor(hand() * 4)]!);
  }
  return state;
}

function playTetris(seed: number): tetris.TetrisState {
  const random = createRandom(seed);
  const hand = createRandom(seed + 1);
  let state = tetris.newGame(random);
  for (let n = 0; n < 20_000 && state.status !== 'over'; n++) {
    state = tetris.advance(state, Math.floor(hand() * 200), random);
    const input = tetris.TETRIS_INPUTS[Math.floor(hand() * 6)];
    if (input) state = tetris.press(state, input, random);
  }
  return state;
}

describe('Snake replay (issue 36 point 9)', () => {
  it.each([1, 2, 3, 42, 2024])('replays the page’s game of seed %i to the same score and length', (seed) => {
    const played = playSnake(seed, 400);
    expect(played.status).toBe('over');
    expect(snake.replaySnake(seed, played.log)).toEqual({ score: played.score, ticks: played.ticks });
  });

  it('scores a game that ate: the replay finds its points', () => {
    const seeds = Array.from({ length: 60 }, (_, i) => i);
    const ate = seeds.map((seed) => ({ seed, game: playSnake(seed, 400) })).find(({ game }) => game.score > 0)!;
    expect(snake.replaySnake(ate.seed, ate.game.log)!.score).toBe(ate.game.score);
  });

  it('is deterministic: the same log from the same seed, the same game', () => {
    const { log } = playSnake(7, 400);
    expect(snake.replaySnake(7, log)).toEqual(snake.replaySnake(7, log));
  });

  it('refuses logs the game cannot have written', () => {
    const { log } = playSnake(11, 400);
    const refused: LoggedInput[][] = [
      [], // never started
      [[3, 0]], // the first arrow after tick 0
      [
        [0, 3],
        [0, 3],
      ], // a repeat changes nothing
      [
        [0, 3],
        [0, 2],
      ], // a reversal changes nothing
      [
        [0, 3],
        [5, 0],
        [2, 1],
      ], // out of order
      [[0, 9]], // no such input
      [
        [0, 3],
        [40, 0],
      ], // after the snake met the wall
      [...log, [log.at(-1)![0] + 500, 0]], // after the end
    ];
    for (const bad of refused) expect(snake.replaySnake(11, bad)).toBeNull();
  });
});

describe('Tetris replay (issue 36 point 9)', () => {
  it.each([1, 2, 3, 42, 2024])('replays the page’s game of seed %i to the same score and length', (seed) => {
    const played = playTetris(seed);
    expect(played.status).toBe('over');
    expect(tetris.replayTetris(seed, played.log)).toEqual({ score: played.score, ticks: played.ticks });
  });

  it('ends a game with no moves by gravity alone, and refuses moves it cannot make', () => {
    expect(tetris.replayTetris(3, [])).toMatchObject({ score: 0 });
    expect(tetris.replayTetris(3, [[0, 7]])).toBeNull();
    expect(
      tetris.replayTetris(3, [
        [4, 2],
        [1, 2],
      ]),
    ).toBeNull();
    const { log } = playTetris(3);
    expect(tetris.replayTetris(3, [...log, [log.at(-1)![0] + 10_000, 2]])).toBeNull();
    // Ten steps left from the start: the wall refuses the last ones, which no page can log.
    expect(
      tetris.replayTetris(
        3,
        Array.from({ length: 10 }, () => [0, 2] as const),
      ),
    ).toBeNull();
  });
});

describe('scripted players replay to their own scores', () => {
  it('Snake eats its way to points the replay finds', () => {
    const played = players.playSnake(12, 15);
    expect(played.score).toBe(150);
    expect(snake.replaySnake(12, played.log)).toEqual({ score: 150, ticks: played.ticks });
  });

  it('Tetris clears lines the replay counts', () => {
    const played = players.playTetris(12, 120);
    expect(played.score).toBeGreaterThan(0);
    expect(tetris.replayTetris(12, played.log)).toEqual({ score: played.score, ticks: played.ticks });
  });
});
