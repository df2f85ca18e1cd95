// How long the server takes to judge the longest Snake and Tetris logs it accepts (issue 36 point 9):
// the body's validation (GameInputLog, as the route does) and the replay from the play's seed.
// Run: node --import tsx bench/games-replay.ts
import { GameInputLog } from '@portmarin/shared';
import { createRandom, type Direction, type LoggedInput } from '@portmarin/shared/games/common';
import { playTetris } from '@portmarin/shared/games/players';
import * as snake from '@portmarin/shared/games/snake';
import { replayTetris, TETRIS_MAX_INPUTS } from '@portmarin/shared/games/tetris';

const RUNS = 20;

/**
 * The longest Snake log: SNAKE_MAX_INPUTS turns, the snake circling a 4 × 3 rectangle (a turn every
 * 2 or 3 steps) so the game lasts close to SNAKE_MAX_TICKS steps. A seed whose food lies off the loop.
 */
function longestSnake(): { seed: number; log: readonly LoggedInput[] } {
  const loop: [Direction, number][] = [
    ['right', 3],
    ['down', 2],
    ['left', 3],
    ['up', 2],
  ];
  for (let seed = 1; ; seed++) {
    const random = createRandom(seed);
    let state = snake.newGame(random);
    for (let turn = 0; state.log.length < snake.SNAKE_MAX_INPUTS && state.status !== 'over'; turn++) {
      const [direction, steps] = loop[turn % loop.length]!;
      const pressed = snake.press(state, direction);
      // Keep the log linear to build: the bench needs the turns, not a copy per turn.
      state = pressed;
      for (let i = 0; i < steps; i++) state = snake.tick(state, random);
    }
    if (state.status !== 'over') return { seed, log: state.log };
  }
}

function time(label: string, run: () => unknown): void {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(RUNS / 2)]!;
  console.log(`${label.padEnd(52)} median ${median.toFixed(1)} ms, max ${samples.at(-1)!.toFixed(1)} ms`);
}

const built = performance.now();
const longSnake = longestSnake();
const snakeReplay = snake.replaySnake(longSnake.seed, longSnake.log)!;
// A restless hand's game, cut at the most moves the route takes (the rest falls by gravity).
const longTetris = { log: playTetris(7, Infinity, 70).log.slice(0, TETRIS_MAX_INPUTS) };
const tetrisReplay = replayTetris(7, longTetris.log)!;
console.log(`logs built in ${((performance.now() - built) / 1000).toFixed(1)} s`);
console.log(
  `Snake: ${longSnake.log.length} turns (max ${snake.SNAKE_MAX_INPUTS}), ${snakeReplay.ticks} steps (max ${snake.SNAKE_MAX_TICKS}), ${snakeReplay.score} points`,
);
console.log(
  `Tetris: ${longTetris.log.length} moves (max ${TETRIS_MAX_INPUTS}), ${tetrisReplay.ticks} steps, ${tetrisReplay.score} points`,
);

const snakeBody = JSON.stringify(longSnake.log);
const tetrisBody = JSON.stringify(longTetris.log);
console.log(
  `bodies: Snake ${(snakeBody.length / 1024).toFixed(0)} KB, Tetris ${(tetrisBody.length / 1024).toFixed(0)} KB`,
);
time('Snake: JSON.parse + GameInputLog', () => GameInputLog.parse(JSON.parse(snakeBody)));
time('Snake: replay', () => snake.replaySnake(longSnake.seed, longSnake.log));
time('Tetris: JSON.parse + GameInputLog', () => GameInputLog.parse(JSON.parse(tetrisBody)));
time('Tetris: replay', () => replayTetris(7, longTetris.log));
