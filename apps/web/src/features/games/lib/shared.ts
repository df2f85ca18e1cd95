/** Helpers shared by the mini-games' rules: seedable randomness and the arrow directions. */

// The same helpers the server replays and deals games with (packages/shared/src/games/).
export { createRandom, randomInt, shuffle, type Direction, type Random } from '@portmarin/shared/games/common';
