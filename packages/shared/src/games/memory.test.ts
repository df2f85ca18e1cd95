import { describe, expect, it } from 'vitest';
import {
  MEMORY_EMOJIS,
  MEMORY_PAIRS,
  MEMORY_REVEAL_MS,
  createMemory,
  flip,
  isFaceUp,
  createHiddenMemory,
  memoryBoard,
  replayFlips,
  resolve,
  reveal,
  type MemoryState,
} from './memory.ts';
import { createRandom } from './common.ts';

const newGame = () => createMemory(createRandom(1));

/** The two positions holding `emoji`. */
const pairOf = (state: MemoryState, emoji: string) =>
  state.cards.flatMap((card, i) => (card.emoji === emoji ? [i] : []));

/** A card and another that does not match it. */
const mismatch = (state: MemoryState): [number, number] => {
  const other = state.cards.findIndex((card) => card.emoji !== state.cards[0]!.emoji);
  return [0, other];
};

const playPair = (state: MemoryState, emoji: string) => {
  const [a, b] = pairOf(state, emoji);
  return resolve(flip(flip(state, a!), b!));
};

describe('memory', () => {
  it('has the spec constants: 8 pairs, checked after 1 s', () => {
    expect(MEMORY_PAIRS).toBe(8);
    expect(MEMORY_EMOJIS).toHaveLength(MEMORY_PAIRS);
    expect(new Set(MEMORY_EMOJIS).size).toBe(MEMORY_PAIRS);
    expect(MEMORY_REVEAL_MS).toBe(1000);
  });

  it('deals 16 face-down cards, each emoji twice', () => {
    const state = newGame();
    expect(state.cards).toHaveLength(16);
    for (const emoji of MEMORY_EMOJIS) expect(pairOf(state, emoji)).toHaveLength(2);
    expect(new Set(state.cards.map((card) => card.id)).size).toBe(16);
    expect(state.cards.some((_, i) => isFaceUp(state, i))).toBe(false);
    expect(state).toMatchObject({ first: null, pending: null, moves: 0, won: false });
  });

  it('shuffles with the injected random: same seed, same deal; another seed, another deal', () => {
    const emojis = (state: MemoryState) => state.cards.map((card) => card.emoji);
    expect(emojis(createMemory(createRandom(9)))).toEqual(emojis(createMemory(createRandom(9))));
    expect(emojis(createMemory(createRandom(9)))).not.toEqual(emojis(createMemory(createRandom(10))));
    // Not the unshuffled deck (pairs side by side).
    const unshuffled = MEMORY_EMOJIS.flatMap((emoji) => [emoji, emoji]);
    expect(emojis(newGame())).not.toEqual(unshuffled);
  });

  it('flips a first card face up without counting a move', () => {
    const state = flip(newGame(), 3);
    expect(state.first).toBe(3);
    expect(isFaceUp(state, 3)).toBe(true);
    expect(state.moves).toBe(0);
  });

  it('ignores flipping the same card twice and a card off the board', () => {
    const state = flip(newGame(), 3);
    expect(flip(state, 3)).toBe(state);
    expect(flip(state, 16)).toBe(state);
    expect(flip(state, -1)).toBe(state);
  });

  it('makes a second flip a pending pair and counts one move', () => {
    const [a, b] = mismatch(newGame());
    const state = flip(flip(newGame(), a), b);
    expect(state.pending).toEqual([a, b]);
    expect(state.first).toBeNull();
    expect(state.moves).toBe(1);
    expect(isFaceUp(state, a)).toBe(true);
    expect(isFaceUp(state, b)).toBe(true);
  });

  it('refuses a third flip while two cards are pending', () => {
    const game = newGame();
    const [a, b] = mismatch(game);
    const pending = flip(flip(game, a), b);
    const third = game.cards.findIndex((_, i) => i !== a && i !== b);
    expect(flip(pending, third)).toBe(pending);
  });

  it('turns a mismatched pair back down once resolved, still counting the move', () => {
    const game = newGame();
    const [a, b] = mismatch(game);
    const state = resolve(flip(flip(game, a), b));
    expect(state.pending).toBeNull();
    expect(isFaceUp(state, a)).toBe(false);
    expect(isFaceUp(state, b)).toBe(false);
    expect(state.cards.every((card) => !card.matched)).toBe(true);
    expect(state.moves).toBe(1);
  });

  it('keeps a matching pair face up for good', () => {
    const game = newGame();
    const [a, b] = pairOf(game, MEMORY_EMOJIS[0]);
    const state = resolve(flip(flip(game, a!), b!));
    expect(state.cards[a!]!.matched).toBe(true);
    expect(state.cards[b!]!.matched).toBe(true);
    expect(isFaceUp(state, a!)).toBe(true);
    // A matched card cannot be flipped again.
    expect(flip(state, a!)).toBe(state);
    expect(state.won).toBe(false);
  });

  it('checks the pair only at resolve, not at the second flip', () => {
    const game = newGame();
    const [a, b] = pairOf(game, MEMORY_EMOJIS[0]);
    const state = flip(flip(game, a!), b!);
    expect(state.cards[a!]!.matched).toBe(false);
  });

  it('does nothing when resolving without a pending pair', () => {
    const state = flip(newGame(), 0);
    expect(resolve(state)).toBe(state);
  });

  it('counts one move per pair flipped and wins when all are matched', () => {
    let state = newGame();
    const [a, b] = mismatch(state);
    state = resolve(flip(flip(state, a), b));
    for (const emoji of MEMORY_EMOJIS.slice(0, -1)) state = playPair(state, emoji);
    expect(state.won).toBe(false);
    state = playPair(state, MEMORY_EMOJIS.at(-1)!);
    expect(state.won).toBe(true);
    expect(state.moves).toBe(1 + MEMORY_PAIRS);
    expect(state.cards.every((card) => card.matched)).toBe(true);
  });

  it('leaves the previous state untouched', () => {
    const game = newGame();
    const [a, b] = pairOf(game, MEMORY_EMOJIS[0]);
    const pending = flip(flip(game, a!), b!);
    resolve(pending);
    expect(pending.cards[a!]!.matched).toBe(false);
    expect(game.first).toBeNull();
  });
});

describe('the server’s board (issue 36 point 9)', () => {
  /** The flips of a game that knows the board: each pair straight away, the perfect 8 moves. */
  const perfectFlips = (seed: number) => {
    const board = memoryBoard(seed);
    return MEMORY_EMOJIS.flatMap((emoji) => pairOf(board, emoji));
  };

  it('deals the same board from the same seed', () => {
    expect(memoryBoard(42).cards.map((c) => c.emoji)).toEqual(memoryBoard(42).cards.map((c) => c.emoji));
    expect(memoryBoard(42).cards.map((c) => c.emoji)).not.toEqual(memoryBoard(43).cards.map((c) => c.emoji));
  });

  it('replays recorded flips to the same game the page played', () => {
    const flips = [0, 1, 2, 3, ...perfectFlips(7)];
    let page = createHiddenMemory();
    const board = memoryBoard(7);
    const made: number[] = [];
    for (const card of flips) {
      page = resolve(page);
      if (isFaceUp(page, card)) continue;
      made.push(card);
      page = flip(reveal(page, card, board.cards[card]!.emoji!), card);
    }
    page = resolve(page);
    const replayed = replayFlips(7, made)!;
    expect(page.won).toBe(true);
    expect(replayed.won).toBe(true);
    expect(replayed.moves).toBe(page.moves);
  });

  it('counts 8 moves for a perfect game and no win for no flips', () => {
    expect(replayFlips(9, perfectFlips(9))).toMatchObject({ won: true, moves: 8 });
    expect(replayFlips(9, [])).toMatchObject({ won: false, moves: 0 });
  });

  it('refuses a flip the game could not make: a card face up or off the board', () => {
    const [a, b] = pairOf(memoryBoard(5), MEMORY_EMOJIS[0]);
    expect(replayFlips(5, [a!, a!])).toBeNull();
    expect(replayFlips(5, [a!, b!, a!])).toBeNull();
    expect(replayFlips(5, [16])).toBeNull();
  });
});
