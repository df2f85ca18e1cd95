/**
 * Jeu de Mémoire: 8 emoji pairs face down; find them two by two. A resident's board is dealt by the
 * server, which tells each card's face as it is flipped and counts the moves from its own record of
 * the flips (issue 36 point 9); a visitor's board is dealt in the page. Same rules on both sides.
 */
import { createRandom, shuffle, type Random } from './common.ts';

export const MEMORY_PAIRS = 8;
export const MEMORY_CARDS = MEMORY_PAIRS * 2;
/** How long two flipped cards stay visible before they are checked. */
export const MEMORY_REVEAL_MS = 1000;
/** The spec does not list the emojis: seaside ones, for the town. */
export const MEMORY_EMOJIS = ['🐚', '🦀', '🐟', '🐬', '🐙', '⚓', '⛵', '🌊'] as const;

export type MemoryCard = {
  /** Stable key for the UI (the position in the unshuffled deck, or on the board when dealt unseen). */
  readonly id: number;
  /** Null while the server has not told it (a resident's card never flipped yet). */
  readonly emoji: string | null;
  readonly matched: boolean;
};

export type MemoryState = {
  readonly cards: readonly MemoryCard[];
  /** The first card of a pair, face up while the second is chosen. */
  readonly first: number | null;
  /** Two face-up cards waiting for `resolve()`, which the UI calls after MEMORY_REVEAL_MS. */
  readonly pending: readonly [number, number] | null;
  /** One per pair of cards flipped. */
  readonly moves: number;
  readonly won: boolean;
};

/** A new game: the 16 cards dealt in an order drawn from `random`, faces known (a visitor's game). */
export function createMemory(random: Random): MemoryState {
  const deck = MEMORY_EMOJIS.flatMap((emoji) => [emoji, emoji]).map((emoji, id) => ({
    id,
    emoji: emoji as string | null,
    matched: false,
  }));
  return { cards: shuffle(deck, random), first: null, pending: null, moves: 0, won: false };
}

/** A board whose faces only the server knows: each is told when the card is flipped. */
export function createHiddenMemory(): MemoryState {
  const cards = Array.from({ length: MEMORY_CARDS }, (_, id) => ({ id, emoji: null, matched: false }));
  return { cards, first: null, pending: null, moves: 0, won: false };
}

/** The server's answer for a flipped card: its face, now known on this board. */
export function reveal(state: MemoryState, index: number, emoji: string): MemoryState {
  const cards = state.cards.map((card, i) => (i === index ? { ...card, emoji } : card));
  return { ...state, cards };
}

export function isFaceUp(state: MemoryState, index: number): boolean {
  return state.cards[index]?.matched === true || state.first === index || state.pending?.includes(index) === true;
}

/** Turns a card over. Ignored while a pair is pending, after the win, or on a card already face up. */
export function flip(state: MemoryState, index: number): MemoryState {
  if (state.won || state.pending || !state.cards[index] || isFaceUp(state, index)) return state;
  if (state.first === null) return { ...state, first: index };
  return { ...state, first: null, pending: [state.first, index], moves: state.moves + 1 };
}

/** Checks the pending pair: a match stays face up, otherwise both turn back down. */
export function resolve(state: MemoryState): MemoryState {
  if (!state.pending) return state;
  const [a, b] = state.pending;
  const faceA = state.cards[a]?.emoji;
  const isMatch = faceA != null && faceA === state.cards[b]?.emoji;
  if (!isMatch) return { ...state, pending: null };
  const cards = state.cards.map((card, i) => (i === a || i === b ? { ...card, matched: true } : card));
  return { ...state, cards, pending: null, won: cards.every((card) => card.matched) };
}

/** A resident's play: its board, dealt from the play's seed by the server, never sent whole. */
export function memoryBoard(seed: number): MemoryState {
  return createMemory(createRandom(seed));
}

/**
 * The play after its flips, as the server recorded them: each pair resolved before the next flip
 * (the page waits 1 s to show it; the outcome is the same). Null when a flip could not be made.
 */
export function replayFlips(seed: number, flips: readonly number[]): MemoryState | null {
  let state = memoryBoard(seed);
  for (const card of flips) {
    const ready = resolve(state);
    const next = flip(ready, card);
    if (next === ready) return null;
    state = next;
  }
  return resolve(state);
}
